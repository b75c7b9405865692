/**
 * `npm run bench -- library-ui`: the Library's table over 50,000 puzzles with ten rating columns
 * (the compare suite's synthetic library), in Chromium against the web host:
 * - the page loaded at `#/library` until its first rows are painted, from the start of navigation;
 * - scrolling: the table scrolled by three rows every frame for 400 frames, three times, and the
 *   time between frames meanwhile (how smooth it stays: rows are drawn only near the view, and
 *   fetched from the library in blocks); once the scrolling stops, how long until every row in
 *   view is filled and painted;
 * - jumps: the view moved to 20 places spread over the listing, as dragging the scroll bar does,
 *   each until the rows in view are filled and painted.
 * Long tasks (over 50 ms) on the page's thread are counted throughout.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LONG_TASK_PROBE, latencyRow, openBrowserHost, type BrowserHost } from '../browser';
import type { BenchContext, BenchRow, BenchSuite } from '../types';
import { syntheticLibrary } from './compare';

const SUITE = 'library-ui';
/** Rows scrolled each frame (a row is 30 px tall), frames per scroll, scrolls. */
const ROWS_PER_FRAME = 3;
const FRAMES = 400;
const SCROLLS = 3;
const JUMPS = 20;
const PAGE_LOADS = 5;

/** Records, from the first script on, when the table's first rows are painted (two frames after they are in the page). */
const FIRST_ROWS_PROBE = `
(() => {
  const observer = new MutationObserver(() => {
    if (window.__pattiFirstRows === undefined && document.querySelector('table[aria-label="Puzzles"] tbody tr[data-id]')) {
      window.__pattiFirstRows = null;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => (window.__pattiFirstRows = performance.now())));
    }
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
})();`;

/**
 * In the page: resolves with the time once no row in view waits for its data, a frame later.
 * Written as text, as every script here: the bench runs through tsx, whose helpers would not
 * exist in the page.
 */
const FILLED = `
window.__pattiFilled = (scroller) => new Promise((resolve) => {
  const check = () => {
    if (scroller.querySelector('tbody tr.waiting')) requestAnimationFrame(check);
    else requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
  };
  check();
});`;

/** Milliseconds from the start of navigation until the first rows are painted. */
async function timeToFirstRows(page: Page, url: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(url);
  // Polled in the page (its Content Security Policy refuses the evaluated predicates of waitForFunction).
  return page.evaluate(`new Promise((resolve) => {
    const check = () => (window.__pattiFirstRows > 0 ? resolve(window.__pattiFirstRows) : setTimeout(check, 5));
    check();
  })`);
}

/** One scroll of FRAMES frames: the time between frames, and the time from its last frame until the rows in view are filled. */
function scroll(page: Page): Promise<{ frames: number[]; fillMs: number }> {
  return page.evaluate(`(async () => {
    const scroller = document.querySelector('.scroller');
    const frames = [];
    await new Promise((resolve) => {
      let last;
      const step = (time) => {
        if (last !== undefined) frames.push(time - last);
        last = time;
        if (frames.length === ${FRAMES}) return resolve();
        scroller.scrollTop += ${ROWS_PER_FRAME * 30};
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    const stopped = performance.now();
    return { frames, fillMs: (await window.__pattiFilled(scroller)) - stopped };
  })()`);
}

/** The view moved to row `row`: milliseconds until the rows in view are filled and painted. */
function jump(page: Page, row: number): Promise<number> {
  return page.evaluate(`(async () => {
    const scroller = document.querySelector('.scroller');
    const start = performance.now();
    scroller.scrollTop = ${row * 30};
    // The scroll event that asks for the rows comes before the next frame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return (await window.__pattiFilled(scroller)) - start;
  })()`);
}

/** Long tasks on the page's thread since `since` (page time): how many and the longest. */
async function longTasksSince(page: Page, since: number): Promise<string> {
  const tasks = (await page.evaluate('window.__pattiLongTasks')) as { start: number; duration: number }[];
  const during = tasks.filter((task) => task.start + task.duration >= since);
  return `; ${during.length} long tasks, longest ${Math.max(0, ...during.map((task) => task.duration)).toFixed(0)} ms`;
}

async function measure(host: BrowserHost, puzzles: number, context: BenchContext): Promise<BenchRow[]> {
  const file = `synthetic ${puzzles / 1000}k`;
  const row = (caseName: string, millis: readonly number[], goal: string, note = ''): BenchRow =>
    latencyRow({ suite: SUITE, case: caseName, file }, millis, goal, note);
  const page = await host.browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript(FIRST_ROWS_PROBE);
  await page.addInitScript(LONG_TASK_PROBE);
  await page.addInitScript(FILLED);
  const url = host.url('#/library');
  context.log(`library-ui: the Library loaded ${PAGE_LOADS} times`);
  const loads: number[] = [];
  for (let i = 0; i < PAGE_LOADS; i++) loads.push(await timeToFirstRows(page, url));
  await page
    .getByTestId('list-position')
    .getByText(`of ${puzzles.toLocaleString('en-US')}`)
    .waitFor({ timeout: 60_000 });

  context.log(`library-ui: ${SCROLLS} scrolls of ${FRAMES} frames`);
  const scrollStart = (await page.evaluate('performance.now()')) as number;
  const frames: number[] = [];
  const fills: number[] = [];
  for (let i = 0; i < SCROLLS; i++) {
    const run = await scroll(page);
    frames.push(...run.frames);
    fills.push(run.fillMs);
  }
  const scrollTasks = await longTasksSince(page, scrollStart);

  context.log(`library-ui: ${JUMPS} jumps`);
  const jumpStart = (await page.evaluate('performance.now()')) as number;
  const jumps: number[] = [];
  for (let i = 0; i < JUMPS; i++) jumps.push(await jump(page, Math.floor(((i + 0.5) * puzzles) / JUMPS)));
  const jumpTasks = await longTasksSince(page, jumpStart);
  await page.close();
  return [
    row(`first rows painted: #/library loaded as a new page (${PAGE_LOADS} loads)`, loads, '< 1000 ms'),
    row(
      `scrolling ${ROWS_PER_FRAME} rows a frame: time between frames (${SCROLLS} × ${FRAMES} frames)`,
      frames,
      'p95 ≤ 17 ms, a frame at 60 Hz',
      scrollTasks,
    ),
    row('scrolling stops: until every row in view is filled and painted', fills, '< 250 ms'),
    row(`jump to another place in the listing (${JUMPS} places): until its rows are painted`, jumps, '< 250 ms', jumpTasks),
  ];
}

export const libraryUiSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    context.log('library-ui: writing the synthetic library of rated puzzles');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-bench-library-ui-'));
    const file = path.join(dir, 'library.db');
    try {
      const db = syntheticLibrary(file);
      const puzzles = db.prepare('SELECT count(*) FROM puzzles').pluck().get() as number;
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
      const host = await openBrowserHost((home) => fs.copyFileSync(file, path.join(home, 'library.db')));
      if (!host) {
        context.log("library-ui: skipped, no Chromium (install Debian's chromium package or set PATTI_CHROMIUM)");
        return [];
      }
      try {
        return await measure(host, puzzles, context);
      } finally {
        await host.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
