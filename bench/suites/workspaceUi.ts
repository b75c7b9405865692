/**
 * `npm run bench -- workspace-ui`: the puzzle workspace as a person feels it, in Chromium against
 * the web host on a fresh library:
 * - how long Easter Monster's replay takes to show its steps after the page opens (computed in
 *   the worker the first time, from the library's cache the second);
 * - how long one replay step takes to draw (key press to the next painted frame), over every
 *   step of a replay of at least 150 steps;
 * - how long a keystroke in the editor takes to paint (Event Timing: key down to the next paint)
 *   while a rating job keeps the workers busy.
 * Rows count measurements, so "puzzles/s" reads as measurements per second; the note gives the
 * milliseconds that matter (median, p95, worst).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { solveLogically } from '../../src/core/simulate/logical';
import { SE_SET } from '../../src/core/simulate/logicalPresets';
import { loadDataPuzzles } from '../data';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const SUITE = 'workspace-ui';
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Host {
  readonly origin: string;
  readonly token: string;
  readonly process: ChildProcess;
}

function chromiumPath(): string | undefined {
  return process.env.PATTI_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/** Starts the web host on a fresh library and resolves once it prints its address. */
function startHost(): Promise<Host> {
  const token = randomBytes(18).toString('base64url');
  const home = mkdtempSync(path.join(tmpdir(), 'patti-bench-ui-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'web.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PATTI_HOME: home, PATTI_WEB_TOKEN: token, PATTI_WEB_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /open (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) resolve({ origin: match[1]!, token, process: child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the web host exited with code ${code}: ${output.trim().split('\n').pop() ?? ''}`)));
  });
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** A row whose measurements are milliseconds: per second = measurements per second of measured time. */
function millisecondsRow(caseName: string, file: string, millis: readonly number[], goal: string): BenchRow {
  const sorted = [...millis].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0) / 1000;
  const fixed = (value: number): string => value.toFixed(1);
  return {
    suite: SUITE,
    case: caseName,
    file,
    puzzles: sorted.length,
    cpuSeconds: total,
    wallSeconds: total,
    perSecond: total > 0 ? sorted.length / total : 0,
    note: `median ${fixed(quantile(sorted, 0.5))} ms, p95 ${fixed(quantile(sorted, 0.95))} ms, worst ${fixed(sorted.at(-1) ?? Number.NaN)} ms (goal ${goal})`,
    extra: { medianMs: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95), worstMs: sorted.at(-1) ?? Number.NaN },
  };
}

function pageUrl(host: Host, hash: string): string {
  return `${host.origin}?token=${encodeURIComponent(host.token)}${hash}`;
}

/** Milliseconds from the start of navigation until the first replay step is in the page. */
async function timeToSteps(page: Page, url: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator('[data-testid="step"]').first().waitFor({ timeout: 120_000 });
  return page.evaluate(() => (window as unknown as { __pattiFirstStep?: number }).__pattiFirstStep ?? Number.NaN);
}

/** Records, from the first script on, when the first replay step appears (a mutation observer is exact to the task). */
const FIRST_STEP_PROBE = `
(() => {
  const seen = () => document.querySelector('[data-testid="step"]');
  const observer = new MutationObserver(() => {
    if (window.__pattiFirstStep === undefined && seen()) { window.__pattiFirstStep = performance.now(); observer.disconnect(); }
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
})();`;

/** Presses → once per step and measures key press to the next painted frame, in the page. */
async function stepDrawTimes(page: Page, steps: number): Promise<number[]> {
  await page.locator('[data-testid="step"]').first().waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: 'First step' }).click();
  return page.evaluate(async (count: number) => {
    const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await nextFrame();
      times.push(performance.now() - start);
    }
    return times;
  }, steps);
}

/** Types digits into the editor's grid and reads each keydown's Event Timing duration (input to next paint). */
async function keystrokePaintTimes(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const store: number[] = [];
    (window as unknown as { __pattiKeys: number[] }).__pattiKeys = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') store.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const board = page.getByTestId('board');
  await board.waitFor();
  await page.locator('[data-cell="r1c1"]').click();
  // Wikipedia's example puzzle, typed cell by cell; the editor rates it as it becomes unique.
  const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  let typed = 0;
  for (const char of puzzle) {
    await page.keyboard.press(char === '.' ? 'Delete' : char);
    await page.keyboard.press('ArrowRight');
    typed += 2;
  }
  await page.waitForTimeout(500);
  const durations = await page.evaluate(() => (window as unknown as { __pattiKeys: number[] }).__pattiKeys);
  // Event Timing reports only events slower than 16 ms; the others painted within 16 ms.
  return [...durations, ...Array.from({ length: Math.max(0, typed - durations.length) }, () => 16)];
}

async function startRatingJob(host: Host): Promise<void> {
  const response = await fetch(`${host.origin}api/startRateJob`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-patti-token': host.token },
    body: JSON.stringify({ filter: {}, raters: ['nhc4', 'se', 'hodoku'] }),
  });
  if (!response.ok) throw new Error(`startRateJob answered ${response.status}`);
}

/** The first puzzle of the forum's hardest list whose SE replay has at least 150 steps, and its step count. */
function longReplay(): { readonly puzzle: string; readonly steps: number } {
  for (const puzzle of loadDataPuzzles('forum-hardest-1106.txt')) {
    const steps = solveLogically(puzzle, SE_SET, { countOptions: false }).steps.length;
    if (steps >= 150) return { puzzle, steps };
  }
  throw new Error('no puzzle in forum-hardest-1106.txt has a replay of 150 steps');
}

async function measure(browser: Browser, host: Host, context: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.addInitScript(FIRST_STEP_PROBE);

  context.log('workspace-ui: Easter Monster replay, first open and cached');
  const replayUrl = pageUrl(host, `#/replay?puzzle=${EASTER_MONSTER}&set=se`);
  const first = await timeToSteps(page, replayUrl);
  const cached: number[] = [];
  for (let i = 0; i < 5; i++) cached.push(await timeToSteps(page, replayUrl));
  rows.push(millisecondsRow('Easter Monster trace shown, first open (worker)', 'Easter Monster', [first], '< 1000 ms'));
  rows.push(millisecondsRow('Easter Monster trace shown, from the cache', 'Easter Monster', cached, '< 1000 ms'));

  const { puzzle: long, steps } = longReplay();
  context.log(`workspace-ui: drawing every step of a ${steps}-step replay`);
  await page.goto(pageUrl(host, `#/replay?puzzle=${long}&set=se`));
  rows.push(millisecondsRow(`one replay step drawn (${steps} steps)`, 'forum-hardest-1106.txt', await stepDrawTimes(page, steps), 'p95 < 16 ms'));

  context.log('workspace-ui: editor keystrokes while a rating job runs');
  await startRatingJob(host);
  await page.goto(pageUrl(host, '#/editor'));
  rows.push(millisecondsRow('editor keystroke painted, rating job running', 'typed puzzle', await keystrokePaintTimes(page), '< 50 ms'));
  await page.close();
  return rows;
}

export const workspaceUiSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const executablePath = chromiumPath();
    if (!executablePath) {
      context.log('workspace-ui: skipped, no Chromium (install Debian\'s chromium package or set PATTI_CHROMIUM)');
      return [];
    }
    const host = await startHost();
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      return await measure(browser, host, context);
    } finally {
      await browser.close();
      host.process.kill('SIGTERM');
    }
  },
};
