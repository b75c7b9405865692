/**
 * The editor (issue 13): what one keystroke costs.
 *
 * - editor-status: the status the editor derives from the grid on every keystroke (clash check
 *   and core's 0/1/2+ solution count), over hard puzzles as typed: complete, and one given short.
 * - editor-keys: in the web host in Chromium, the time from a keydown on the grid to the frame
 *   after it (the digit drawn and the status updated), with the quick ratings idle and while
 *   they run in the workspace worker — the figure behind "a keystroke paints < 50 ms while
 *   ratings run". Each sample opens a new hard puzzle, so its ratings start 350 ms later; the
 *   key is pressed while the editor still says "Rating…".
 */
import { chromium, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { solve } from '../../src/core/solve/index';
import { editorStatusOf } from '../../src/renderer/state/editorStatus';
import { loadDataPuzzles } from '../data';
import { rateRow } from '../timing';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const FILE = 'magictour-top1465.txt';
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CHROMIUM = process.env.PATTI_CHROMIUM ?? '/usr/bin/chromium';
/** Keystrokes timed per case. */
const SAMPLES = 20;

/** The grids a person typing a hard puzzle passes through last: one given short, then complete. */
function typedGrids(): string[] {
  return loadDataPuzzles(FILE).flatMap((puzzle) => {
    const grid = puzzle.replace(/\./g, '0');
    const last = grid.search(/[1-9][^1-9]*$/);
    return [grid.slice(0, last) + '0' + grid.slice(last + 1), grid];
  });
}

export const editorStatusSuite: BenchSuite = {
  name: 'editor-status',
  run(context: BenchContext): BenchRow[] {
    const grids = typedGrids();
    context.log(`editor-status: ${grids.length} grids from ${FILE}`);
    const row = rateRow({ suite: 'editor-status', case: 'status of a typed grid', file: FILE }, grids, (grid) => void editorStatusOf(grid));
    return [{ ...row, note: `${((row.cpuSeconds * 1000) / row.puzzles).toFixed(3)} ms per keystroke` }];
  },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the web host (building the app first if it is stale) on a fresh library; resolves once it answers. */
async function startWebHost(port: number, token: string, home: string): Promise<ChildProcess> {
  const host = spawn(process.execPath, [path.join(ROOT, 'scripts', 'web.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PATTI_WEB_PORT: String(port), PATTI_WEB_TOKEN: token, PATTI_HOME: home },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (host.exitCode !== null) throw new Error(`the web host stopped (exit code ${host.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return host;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  host.kill();
  throw new Error('the web host did not answer within 2 minutes');
}

/** Records, for every keydown, the time until the frame after it has been drawn. */
async function installKeyTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const times: number[] = [];
    (window as unknown as { keyTimes: number[] }).keyTimes = times;
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - start), 0));
      },
      true,
    );
  });
}

/**
 * Opens each puzzle in the editor and types the solution's digit into its first empty cell;
 * `whileRating` presses the key while the puzzle's quick ratings are being computed, otherwise
 * once they are shown.
 */
async function timeKeystrokes(page: Page, puzzles: readonly string[], whileRating: boolean): Promise<{ times: number[]; skipped: number }> {
  await page.evaluate(() => ((window as unknown as { keyTimes: number[] }).keyTimes.length = 0));
  const ratings = page.getByTestId('quick-ratings');
  let skipped = 0;
  for (const puzzle of puzzles) {
    const outcome = solve(asPuzzle(puzzle));
    if (outcome.status !== 'unique') throw new Error(`${puzzle} has no unique solution`);
    const cell = puzzle.indexOf('.');
    let answered = false;
    const sent = page.waitForRequest(isRatingsCall);
    const back = page.waitForResponse(isRatingsCall, { timeout: 120_000 }).then(() => void (answered = true));
    await page.evaluate((line) => (location.hash = `#/editor?puzzle=${line}`), puzzle);
    await page.locator(`[data-cell="r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}"]`).click();
    await sent;
    if (whileRating) {
      // The key goes down as soon as the ratings request has left, while the worker computes.
      await page.keyboard.press(`Digit${outcome.solution[cell]}`);
      if (answered) skipped++;
      await back;
    } else {
      await back;
      await ratings.getByText('SE').waitFor();
      await page.keyboard.press(`Digit${outcome.solution[cell]}`);
    }
    await page.waitForTimeout(50);
  }
  const times = await page.evaluate(() => [...(window as unknown as { keyTimes: number[] }).keyTimes]);
  return { times, skipped };
}

function isRatingsCall(message: { url(): string }): boolean {
  return message.url().endsWith('/api/quickRatings');
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

function latencyRow(label: string, times: readonly number[], skipped: number): BenchRow {
  const sorted = [...times].sort((a, b) => a - b);
  const seconds = sorted.reduce((sum, time) => sum + time, 0) / 1000;
  const p50 = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  const max = sorted[sorted.length - 1] ?? 0;
  const skippedNote = skipped > 0 ? `; for ${skipped} of them the ratings were back by then` : '';
  return {
    suite: 'editor-keys',
    case: label,
    file: FILE,
    puzzles: sorted.length,
    cpuSeconds: seconds,
    wallSeconds: seconds,
    perSecond: sorted.length / seconds,
    note: `keydown to next frame: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms (wall time; goal < 50 ms)${skippedNote}`,
    extra: { p50Ms: p50, p95Ms: p95, maxMs: max },
  };
}

export const editorKeysSuite: BenchSuite = {
  name: 'editor-keys',
  async run(context: BenchContext): Promise<BenchRow[]> {
    if (!existsSync(CHROMIUM)) {
      context.log(`editor-keys: skipped, no Chromium at ${CHROMIUM} (set PATTI_CHROMIUM)`);
      return [];
    }
    const port = await freePort();
    const token = randomBytes(18).toString('base64url');
    const home = mkdtempSync(path.join(tmpdir(), 'patti-bench-editor-'));
    context.log('editor-keys: starting the web host');
    const host = await startWebHost(port, token, home);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      await page.goto(`http://127.0.0.1:${port}/?token=${token}#/editor`);
      await page.getByTestId('editor-status').waitFor();
      await installKeyTimer(page);
      const puzzles = loadDataPuzzles(FILE);
      context.log(`editor-keys: ${SAMPLES} keystrokes with the ratings idle, ${SAMPLES} while they run`);
      const idle = await timeKeystrokes(page, puzzles.slice(0, SAMPLES), false);
      const busy = await timeKeystrokes(page, puzzles.slice(SAMPLES, SAMPLES * 2), true);
      return [latencyRow('keystroke, ratings idle', idle.times, idle.skipped), latencyRow('keystroke while rating', busy.times, busy.skipped)];
    } finally {
      await browser.close();
      host.kill();
      rmSync(home, { recursive: true, force: true });
    }
  },
};
