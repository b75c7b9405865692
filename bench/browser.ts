/**
 * What the browser benchmarks share: the web host on a fresh library (built first if stale),
 * Debian's Chromium driven by Playwright, and rows of latencies in milliseconds.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './data';
import type { BenchRow } from './types';

/** Chromium's flags for a headless run in a container (as playwright.config.ts gives them). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium to drive: PATTI_CHROMIUM, else Debian's; undefined when there is none. */
export function chromiumPath(): string | undefined {
  const candidate = process.env.PATTI_CHROMIUM ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

export interface BrowserHost {
  /** The host's address, ending in '/'. */
  readonly origin: string;
  readonly token: string;
  readonly browser: Browser;
  /** The page address with the token and a route (`#/editor`). */
  url(hash: string): string;
  /** Calls an app API method over HTTP, as the page does. */
  call(method: string, input: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** Starts the web host (scripts/web.mjs) on the library in `home` and resolves once it prints its address. */
export function startHost(token: string, home: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'web.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PATTI_HOME: home, PATTI_WEB_TOKEN: token, PATTI_WEB_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /open (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) resolve({ origin: match[1]!, child });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the web host exited with code ${code}: ${output.trim().split('\n').pop() ?? ''}`)));
  });
}

/**
 * The web host on a fresh library with Chromium beside it; undefined when there is no Chromium.
 * `prepareHome` may put a library of its own in the host's home (`<home>/library.db`) first.
 */
export async function openBrowserHost(prepareHome?: (home: string) => void): Promise<BrowserHost | undefined> {
  const executablePath = chromiumPath();
  if (!executablePath) return undefined;
  const token = randomBytes(18).toString('base64url');
  const home = mkdtempSync(path.join(tmpdir(), 'patti-bench-browser-'));
  prepareHome?.(home);
  const { origin, child } = await startHost(token, home);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  return {
    origin,
    token,
    browser,
    url: (hash) => `${origin}?token=${encodeURIComponent(token)}${hash}`,
    async call(method, input) {
      const response = await fetch(`${origin}api/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-patti-token': token },
        body: JSON.stringify(input),
      });
      if (!response.ok) throw new Error(`${method} answered HTTP ${response.status}`);
      return response.json();
    },
    async close() {
      await browser.close();
      child.kill('SIGTERM');
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * Collects long tasks (over 50 ms) on the page's thread from the first script on, in
 * `window.__pattiLongTasks`, and the long animation frames around them with the scripts that ran
 * in them (Chromium's attribution), in `window.__pattiLongFrames` (see longTaskScripts).
 */
export const LONG_TASK_PROBE = `
(() => {
  window.__pattiLongTasks = [];
  window.__pattiLongFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__pattiLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__pattiLongFrames.push({
          start: entry.startTime,
          duration: entry.duration,
          renderStart: entry.renderStart,
          scripts: entry.scripts.map((script) => ({
            start: script.startTime,
            duration: script.duration,
            what: \`\${script.invoker} → \${script.sourceFunctionName || '(anonymous)'} \${script.sourceURL.split('/').pop()}\`,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
})();`;

/**
 * What ran in a long task the probe saw: the scripts of the long animation frames it overlaps,
 * longest first, and the frames' rendering (style, layout, paint) when that fell in the task.
 */
export async function longTaskScripts(page: Page, task: { readonly start: number; readonly duration: number }): Promise<string> {
  const frames = (await page.evaluate('window.__pattiLongFrames')) as {
    start: number;
    duration: number;
    renderStart: number;
    scripts: { start: number; duration: number; what: string }[];
  }[];
  const end = task.start + task.duration;
  const parts: { what: string; millis: number }[] = [];
  for (const frame of frames.filter((candidate) => candidate.start < end && candidate.start + candidate.duration > task.start)) {
    for (const script of frame.scripts)
      if (script.start < end && script.start + script.duration > task.start) parts.push({ what: script.what, millis: script.duration });
    const renderFrom = Math.max(frame.renderStart, task.start);
    const renderTo = Math.min(frame.start + frame.duration, end);
    if (frame.renderStart > 0 && renderTo > renderFrom) parts.push({ what: 'rendering', millis: renderTo - renderFrom });
  }
  if (parts.length === 0) return 'no script or rendering attributed';
  return parts
    .sort((a, b) => b.millis - a.millis)
    .slice(0, 3)
    .map((part) => `${part.what} ${part.millis.toFixed(0)} ms`)
    .join(', ');
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * A row of latencies: `puzzles` counts the measurements, so "puzzles/s" reads as measurements
 * per second of measured time; the note gives the milliseconds that matter.
 */
export function latencyRow(
  fields: { suite: string; case: string; file: string },
  millis: readonly number[],
  goal: string,
  extraNote = '',
): BenchRow {
  const sorted = [...millis].sort((a, b) => a - b);
  const seconds = sorted.reduce((sum, value) => sum + value, 0) / 1000;
  const median = quantile(sorted, 0.5);
  const p95 = quantile(sorted, 0.95);
  const worst = sorted.at(-1) ?? Number.NaN;
  return {
    ...fields,
    puzzles: sorted.length,
    cpuSeconds: seconds,
    wallSeconds: seconds,
    perSecond: seconds > 0 ? sorted.length / seconds : 0,
    note: `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (goal ${goal})${extraNote}`,
    extra: { medianMs: median, p95Ms: p95, worstMs: worst },
  };
}
