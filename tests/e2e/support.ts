/** What the end-to-end tests share: the web host's token, a few real puzzles, and screenshots in every look. */
import type { APIRequestContext, Page, ViewportSize } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const TOKEN = process.env.PATTI_E2E_TOKEN ?? '';

/** The page address with the token, as the web host prints it. */
export const START_PATH = `/?token=${encodeURIComponent(TOKEN)}`;

/** Calls the app API over HTTP as the page does; the reply's value, or the test fails with its error. */
export async function call<T>(request: APIRequestContext, name: string, input?: unknown): Promise<T> {
  const headers = { 'x-patti-token': TOKEN, 'content-type': 'application/json' };
  const response = await request.post(`api/${name}`, input === undefined ? { headers } : { headers, data: JSON.stringify(input) });
  const reply = (await response.json()) as { ok: true; value: T } | { ok: false; error: { message: string } };
  if (!reply.ok) throw new Error(`${name}: ${reply.error.message}`);
  return reply.value;
}

/** Wikipedia's example puzzle ("Sudoku" article) and its solution, printed there too. */
export const WIKIPEDIA_PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const WIKIPEDIA_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** The two windows every view is looked at in: a small laptop's and a large screen's. */
const WINDOW_SIZES = { small: { width: 900, height: 1100 }, large: { width: 1440, height: 1000 } } as const;
export type WindowSize = keyof typeof WINDOW_SIZES;

/**
 * Saves `docs/screenshots/<name>-<scheme>-<size>.png` in light and dark, at each window size:
 * `ready` opens and settles the view for that window first. Returns the files written.
 */
export async function screenshotLooks(
  page: Page,
  name: string,
  ready: (page: Page, size: WindowSize) => Promise<void>,
  {
    sizes = WINDOW_SIZES,
    fullPage = () => true,
  }: { sizes?: Readonly<Record<WindowSize, ViewportSize>>; fullPage?: (size: WindowSize) => boolean } = {},
): Promise<string[]> {
  const folder = path.resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');
  mkdirSync(folder, { recursive: true });
  const written: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const size of ['small', 'large'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(sizes[size]);
      await ready(page, size);
      const file = path.join(folder, `${name}-${scheme}-${size}.png`);
      await page.screenshot({ path: file, fullPage: fullPage(size) });
      written.push(file);
    }
  }
  return written;
}
