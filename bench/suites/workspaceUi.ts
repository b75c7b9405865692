/**
 * The workspace as a person sees it (issue 13): the web host and the built renderer in
 * Chromium, timed from the page's side.
 *
 * - trace shown: from opening Easter Monster's replay link to its step list on screen, first
 *   computed in a worker, then again from the library's trace cache.
 * - step drawn: every step of Easter Monster's SE replay and every event of its trial-and-error
 *   run (seed 7), one → key each: the time from the key to the new board laid out (Svelte's
 *   update, style and layout; painting is the browser's, after it). The note gives p50 / p95 / max.
 *
 * Needs Chromium (/usr/bin/chromium or PATTI_CHROMIUM); the row says so when there is none.
 */
import { chromium, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { quantile } from '../../src/core/stats/quantile';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
const CHROMIUM = process.env.PATTI_CHROMIUM ?? '/usr/bin/chromium';
const SUITE = 'workspace-ui';

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

/** Starts `npm run web`'s script on a free port with a fresh library; resolves once it listens. */
async function startWebHost(home: string): Promise<{ origin: string; token: string; child: ChildProcess }> {
  const port = await freePort();
  const token = randomBytes(18).toString('base64url');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'web.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PATTI_WEB_PORT: String(port), PATTI_WEB_TOKEN: token, PATTI_HOME: home },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the web host did not start: ${output}`)), 120_000);
    const listen = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Patti is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', (code) => reject(new Error(`the web host stopped (${code}): ${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}/`, token, child };
}

/** Opens a workspace link and waits for `count` step items; the wall time in seconds. */
async function timeOpening(page: Page, url: string, count: number): Promise<number> {
  const start = performance.now();
  await page.goto(url);
  await page.waitForFunction(`document.querySelectorAll('[data-testid="step"]').length === ${count}`, undefined, { timeout: 120_000, polling: 20 });
  return (performance.now() - start) / 1000;
}

/** Presses → through every step in the page and returns each step's time from key to layout, in ms. */
function timeEverySteps(page: Page): Promise<number[]> {
  // Written as text: the bench runs through tsx, whose helpers would not exist in the page.
  return page.evaluate(`(async () => {
    const items = document.querySelectorAll('[data-testid="step"]');
    const times = [];
    for (let i = 1; i < items.length; i++) {
      const start = performance.now();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      // A macrotask after the key: Svelte has flushed its microtask-batched update by then.
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
      void document.body.offsetHeight;
      times.push(performance.now() - start);
      if (items[i].getAttribute('aria-current') !== 'step') throw new Error('step ' + (i + 1) + ' did not become current');
    }
    return times;
  })()`);
}

function stepRow(label: string, times: readonly number[]): BenchRow {
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((sum, time) => sum + time, 0) / 1000;
  const [p50, p95] = [quantile(sorted, 0.5), quantile(sorted, 0.95)];
  return {
    suite: SUITE,
    case: 'step drawn (key to layout)',
    file: label,
    puzzles: times.length,
    cpuSeconds: total,
    wallSeconds: total,
    perSecond: times.length / total,
    note: `steps; p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
    extra: { p50Ms: p50, p95Ms: p95, maxMs: sorted.at(-1)! },
  };
}

function openRow(label: string, seconds: number): BenchRow {
  return { suite: SUITE, case: 'trace shown after opening', file: label, puzzles: 1, cpuSeconds: seconds, wallSeconds: seconds, perSecond: 1 / seconds, note: `${(seconds * 1000).toFixed(0)} ms wall` };
}

export const workspaceUiSuite: BenchSuite = {
  name: SUITE,
  async run(context: BenchContext): Promise<BenchRow[]> {
    if (!existsSync(CHROMIUM)) {
      context.log(`${SUITE}: no Chromium at ${CHROMIUM} (set PATTI_CHROMIUM); skipped.`);
      return [];
    }
    const home = mkdtempSync(path.join(tmpdir(), 'patti-bench-ui-'));
    const host = await startWebHost(home);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      const link = (hash: string): string => `${host.origin}?token=${encodeURIComponent(host.token)}${hash}`;
      const replay = link(`#/replay?puzzle=${EASTER_MONSTER}&set=se`);
      // The number of steps, from a first opening that also fills the trace cache.
      context.log(`${SUITE}: opening Easter Monster's replay (computed in a worker)…`);
      const start = performance.now();
      await page.goto(replay);
      await page.getByTestId('rating').waitFor({ timeout: 120_000 });
      const computed = (performance.now() - start) / 1000;
      const steps = await page.getByTestId('step').count();
      const rows = [openRow('Easter Monster, computed', computed)];
      await page.goto('about:blank');
      rows.push(openRow('Easter Monster, from the cache', await timeOpening(page, replay, steps)));
      rows.push(stepRow(`Easter Monster replay (${steps} steps)`, await timeEverySteps(page)));

      context.log(`${SUITE}: opening its trial-and-error run (seed 7)…`);
      await page.goto(link(`#/nishio?puzzle=${EASTER_MONSTER}&seed=7&strategies=4`));
      await page.getByTestId('cycles').waitFor({ timeout: 120_000 });
      const events = await page.getByTestId('step').count();
      rows.push(stepRow(`Easter Monster trial and error (${events} events)`, await timeEverySteps(page)));
      return rows;
    } finally {
      await browser.close();
      host.child.kill();
      rmSync(home, { recursive: true, force: true });
    }
  },
};
