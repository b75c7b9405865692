/**
 * The first hint as a player meets it: the web host started on a library it opened before (its
 * workspace workers start with it, as the desktop app's do), Chromium opening Play on the puzzle,
 * and Hint pressed as soon as the board is up. Each run times, in the page, the press until the
 * hint's words are painted, and, for the record, the host's start until then (the host's and the
 * page's own start included). A new host each run, so every first hint meets workers that have
 * not hinted before; the library is made once, before the runs, so the first start's sample
 * import is not timed.
 */
import { chromium, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath, latencyRow, startHost } from './browser';
import type { BenchRow } from './types';

const SOURCE = 'First-hint bench';

/** Milliseconds from pressing Hint until its words are painted. */
function pressHint(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const button = document.querySelector('[data-testid="hint"]');
    if (!button) return reject(new Error('no Hint button'));
    const start = performance.now();
    button.click();
    const check = () => {
      const words = document.querySelector('[data-testid="hint-text"]');
      if (words && words.textContent.trim().length > 0) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      else if (performance.now() - start > 60000) reject(new Error('no hint after 60 s'));
      else requestAnimationFrame(check);
    };
    check();
  })`);
}

/** Calls an app API method of the host at `origin`, answering its value. */
async function call(origin: string, token: string, method: string, input: unknown): Promise<unknown> {
  const response = await fetch(`${origin}api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-patti-token': token },
    body: JSON.stringify(input),
  });
  const reply = (await response.json()) as { ok: boolean; value?: unknown; error?: { message?: string } };
  if (!reply.ok) throw new Error(`${method}: ${reply.error?.message ?? response.status}`);
  return reply.value;
}

/** Makes the library in `home` (the sample, and the puzzle under SOURCE) and answers the puzzle's id. */
async function prepareLibrary(home: string, token: string, givens: string): Promise<number> {
  const { origin, child } = await startHost(token, home);
  try {
    // With a level, a puzzle the sample already holds (Easter Monster) gets this source too.
    await call(origin, token, 'importText', { text: `${givens}\n`, source: SOURCE, level: 'Bench' });
    const listing = (await call(origin, token, 'listPuzzles', { filter: { source: SOURCE }, page: { limit: 200 } })) as {
      rows: { id: number; givens: string }[];
    };
    const row = listing.rows.find((candidate) => candidate.givens.replace(/\./g, '0') === givens);
    if (!row) throw new Error(`the imported puzzle ${givens} is not in the library`);
    return row.id;
  } finally {
    await stopped(child);
  }
}

function stopped(child: import('node:child_process').ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One fresh host on the prepared library: the first hint's press-to-words time, and the host's start to the same moment. */
async function firstHintOnFreshHost(
  home: string,
  token: string,
  id: number,
  executablePath: string,
): Promise<{ pressMs: number; fromStartMs: number }> {
  const started = performance.now();
  const { origin, child } = await startHost(token, home);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}?token=${encodeURIComponent(token)}#/play?id=${id}`);
    await page.getByTestId('hint').waitFor({ state: 'visible', timeout: 60_000 });
    await page.locator('[data-testid="board"] g[data-cell]').nth(80).waitFor({ timeout: 60_000 });
    const pressMs = await pressHint(page);
    return { pressMs, fromStartMs: performance.now() - started };
  } finally {
    await browser.close();
    await stopped(child);
  }
}

/** Rows of `runs` fresh hosts on one puzzle; none when there is no Chromium. */
export async function inAppFirstHintRows(name: string, givens: string, runs: number, goal: string): Promise<BenchRow[]> {
  const executablePath = chromiumPath();
  if (!executablePath) return [];
  const token = randomBytes(18).toString('base64url');
  const home = mkdtempSync(path.join(tmpdir(), 'patti-bench-first-hint-'));
  const press: number[] = [];
  const fromStart: number[] = [];
  try {
    const id = await prepareLibrary(home, token, givens);
    for (let run = 0; run < runs; run++) {
      const measured = await firstHintOnFreshHost(home, token, id, executablePath);
      press.push(measured.pressMs);
      fromStart.push(measured.fromStartMs);
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
  const fields = (what: string) => ({ suite: 'play-hint', case: `${name}: ${what}`, file: '(named puzzles)' });
  return [
    latencyRow(fields('in the app, first Hint press on a host just started, until its words are painted'), press, goal),
    latencyRow(
      fields("in the app, from the host's start to that first hint's words (host, Chromium and page starts included)"),
      fromStart,
      'none: the app starts too',
    ),
  ];
}
