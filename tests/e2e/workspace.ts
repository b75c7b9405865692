/**
 * What the workspace's end-to-end tests share: the patti command line run from the test (the
 * reference the app must agree with), and screenshots of a mode in both themes and two sizes.
 */
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { START_PATH } from './support';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Easter Monster, one of the hardest well-known puzzles. */
export const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';

/** Runs `patti <args>` as a user does (bin/patti.mjs) and returns what it prints. */
export function patti(args: readonly string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'bin', 'patti.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** `patti rate <file> …` over a one-puzzle file: the JSON line it prints. */
export function pattiRate(puzzle: string, args: readonly string[]): Record<string, unknown> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'patti-rate-')), 'puzzle.txt');
  writeFileSync(file, `${puzzle}\n`);
  return JSON.parse(
    patti(['rate', file, ...args, '--jsonl'])
      .trim()
      .split('\n')[0]!,
  ) as Record<string, unknown>;
}

/** The page at a workspace address (`#/replay?…`), with the web host's token. */
export function workspacePath(hash: string): string {
  return `${START_PATH}${hash}`;
}

const SIZES = {
  small: { width: 800, height: 600 },
  large: { width: 1600, height: 1000 },
} as const;

/** Saves `docs/screenshots/<mode>-<scheme>-<size>.png` for each theme and size, and restores the viewport. */
export async function screenshotModes(page: Page, mode: string): Promise<void> {
  const folder = path.join(ROOT, 'docs', 'screenshots');
  mkdirSync(folder, { recursive: true });
  const before = page.viewportSize();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      // Charts redraw on resize and theme change; let them settle before the picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(folder, `${mode}-${scheme}-${size}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (before) await page.setViewportSize(before);
}

/** The workspace's chosen mode tab of that name (Replay, Trial and error, Edit). */
export function modeTab(page: Page, name: string) {
  return page.getByRole('tablist', { name: 'Mode' }).getByRole('tab', { name, exact: true, selected: true });
}
