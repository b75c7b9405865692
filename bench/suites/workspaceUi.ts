/**
 * `npm run bench -- workspace-ui`: the workspace's Replay as a person feels it, in Chromium
 * against the web host on a fresh library:
 * - how long Easter Monster's replay takes to show its first steps once opened in the running app
 *   (as from a library row; computed in the trace worker the first time, which answers with the
 *   steps found so far while the solve goes on, from the library's cache after that), how long
 *   until the complete trace (every step and the rating) is shown the first time, and when its
 *   link is loaded as a new page;
 * - how long one replay step takes to draw, over every step of a replay of at least 150 steps
 *   and every event of Easter Monster's trial-and-error run: the page's work from the key until
 *   the step is painted (update, animation callbacks, style, layout, paint), and the key to the
 *   end of that painted frame.
 * The editor's keystrokes are timed by the editor-keys suite (bench/suites/editor.ts).
 */
import type { Page } from '@playwright/test';
import { solveLogically } from '../../src/core/simulate/logical';
import { SE_SET } from '../../src/core/simulate/logicalPresets';
import { latencyRow, openBrowserHost, type BrowserHost } from '../browser';
import { loadDataPuzzles } from '../data';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const SUITE = 'workspace-ui';
const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
const LONG_REPLAY_FILE = 'forum-hardest-1106.txt';
const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** Records, from the first script on, when the first replay step appears in the page. */
const FIRST_STEP_PROBE = `
(() => {
  const observer = new MutationObserver(() => {
    if (window.__pattiFirstStep === undefined && document.querySelector('[data-testid="step"]')) {
      window.__pattiFirstStep = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
})();`;

/** Milliseconds from the start of navigation until the first replay step is in the page. */
async function timeToSteps(page: Page, url: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator('[data-testid="step"]').first().waitFor({ timeout: 120_000 });
  return page.evaluate('window.__pattiFirstStep ?? NaN');
}

/** Per step: the page's work until the step is painted, and the wait for that painted frame. */
interface StepTimes {
  readonly drawn: number[];
  readonly frame: number[];
}

/**
 * Presses → through every step in the page, each key right after a frame has been painted. For
 * each step it times:
 * - drawn: the page's work from the key until the step is painted — Svelte's update, then the
 *   next frame's animation callbacks, style, layout and paint — leaving out only the idle wait
 *   for the display's next refresh between the two. It must fit in one 16 ms frame.
 * - frame: the key to the end of that painted frame, the wait included.
 * The frame's own callback is asked for before the key, so it runs first in that frame and every
 * animation callback the step schedules (the chart's) is counted. Written as text: the bench
 * is compiled, and a function's source after the bundler may name helpers the page lacks.
 */
async function stepDrawTimes(page: Page): Promise<StepTimes> {
  await page.locator('[data-testid="step"]').first().waitFor({ timeout: 120_000 });
  await page.keyboard.press('Home');
  return page.evaluate(`(async () => {
    const items = document.querySelectorAll('[data-testid="step"]');
    const drawn = [];
    const frame = [];
    const flushed = () => new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    });
    for (let i = 1; i < items.length; i++) {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      let frameStart = 0;
      const painted = new Promise((resolve) => requestAnimationFrame(() => {
        frameStart = performance.now();
        setTimeout(() => resolve(performance.now()), 0);
      }));
      const start = performance.now();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await flushed();
      const updated = performance.now();
      const end = await painted;
      // A frame that began before the update was done is inside (updated - start) already.
      drawn.push(updated - start + Math.max(0, end - Math.max(frameStart, updated)));
      frame.push(end - start);
      if (items[i].getAttribute('aria-current') !== 'step') throw new Error('step ' + (i + 1) + ' did not become current');
    }
    return { drawn, frame };
  })()`);
}

/** When a replay opened in the app showed itself, its first step, and its complete trace (ms after the link). */
interface OpeningTimes {
  /** The board with the steps so far, or "still solving" with none yet. */
  readonly opened: number;
  readonly first: number;
  /** Every step and the rating. */
  readonly complete: number;
}

/**
 * Milliseconds from following a replay link inside the running app (the Library showing, as when
 * a person clicks a row's "Replay") until the replay is shown, until its first step is in the
 * page, and until the complete trace is (its rating shown).
 */
async function timesToStepsInApp(page: Page, hash: string): Promise<OpeningTimes> {
  await page.evaluate('location.hash = "#/library"');
  await page.getByRole('heading', { name: 'Library' }).waitFor({ timeout: 60_000 });
  return page.evaluate(`new Promise((resolve) => {
    const start = performance.now();
    let opened;
    let first;
    const check = () => {
      const now = performance.now() - start;
      if (opened === undefined && document.querySelector('[data-testid="step"], [data-testid="trace-progress"]')) opened = now;
      if (first === undefined && document.querySelector('[data-testid="step"]')) first = now;
      if (first !== undefined && document.querySelector('[data-testid="rating"]')) {
        observer.disconnect();
        resolve({ opened, first, complete: now });
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    location.hash = ${JSON.stringify(hash)};
  })`);
}

async function timeToStepsInApp(page: Page, hash: string): Promise<number> {
  return (await timesToStepsInApp(page, hash)).first;
}

/** The first puzzle of the forum's hardest list whose SE replay has at least 150 steps, and its step count. */
function longReplay(): { readonly puzzle: string; readonly steps: number } {
  for (const puzzle of loadDataPuzzles(LONG_REPLAY_FILE)) {
    const steps = solveLogically(puzzle, SE_SET, { countOptions: false }).steps.length;
    if (steps >= 150) return { puzzle, steps };
  }
  throw new Error(`no puzzle in ${LONG_REPLAY_FILE} has a replay of 150 steps`);
}

async function measure(host: BrowserHost, context: BenchContext): Promise<BenchRow[]> {
  const page = await host.browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.addInitScript(FIRST_STEP_PROBE);
  // Measured in a running app: the first call waits until the quick workspace worker has started
  // (and warmed up), as it has by the time a person opens a replay.
  await host.call('redundantGivens', WIKIPEDIA);
  // The same for the worker that computes traces.
  await host.call('puzzleTrace', { puzzle: WIKIPEDIA, set: 'se' });
  context.log('workspace-ui: Easter Monster replay opened in the app and by loading its link, computed and cached');
  const replayHash = `#/replay?puzzle=${EASTER_MONSTER}&set=se`;
  await page.goto(host.url('#/library'));
  const computed = await timesToStepsInApp(page, replayHash);
  const cachedInApp: number[] = [];
  for (let i = 0; i < 5; i++) cachedInApp.push(await timeToStepsInApp(page, replayHash));
  const cachedLoad: number[] = [];
  for (let i = 0; i < 5; i++) cachedLoad.push(await timeToSteps(page, host.url(replayHash)));

  const { puzzle, steps } = longReplay();
  context.log(`workspace-ui: drawing every step of a ${steps}-step replay`);
  await page.goto(host.url(`#/replay?puzzle=${puzzle}&set=se`));
  // Every step, not only those found so far: the replay is complete once its rating shows.
  await page.getByTestId('rating').waitFor({ timeout: 600_000 });
  const drawn = await stepDrawTimes(page);

  context.log("workspace-ui: drawing every event of Easter Monster's trial-and-error run (seed 7)");
  await page.goto(host.url(`#/nishio?puzzle=${EASTER_MONSTER}&seed=7&strategies=4`));
  await page.getByTestId('cycles').waitFor({ timeout: 120_000 });
  const events = await stepDrawTimes(page);
  await page.close();
  return [
    latencyRow(
      { suite: SUITE, case: 'Easter Monster replay opened in the app, computed (worker): shown, solving', file: 'Easter Monster' },
      [computed.opened],
      '< 1000 ms',
    ),
    latencyRow(
      { suite: SUITE, case: 'Easter Monster replay opened in the app, computed (worker): first steps shown', file: 'Easter Monster' },
      [computed.first],
      'its first step',
    ),
    latencyRow(
      { suite: SUITE, case: 'Easter Monster replay opened in the app, computed (worker): complete trace shown', file: 'Easter Monster' },
      [computed.complete],
      'every step and the rating',
    ),
    latencyRow(
      { suite: SUITE, case: 'Easter Monster replay opened in the app, from the cache', file: 'Easter Monster' },
      cachedInApp,
      '< 1000 ms',
    ),
    latencyRow(
      { suite: SUITE, case: 'Easter Monster replay link loaded as a new page, cached', file: 'Easter Monster' },
      cachedLoad,
      'page load included',
    ),
    latencyRow(
      { suite: SUITE, case: `replay step drawn: key to painted, refresh wait left out (${steps} steps)`, file: LONG_REPLAY_FILE },
      drawn.drawn,
      'p95 < 16 ms',
    ),
    latencyRow(
      { suite: SUITE, case: 'replay step: key to the next painted frame', file: LONG_REPLAY_FILE },
      drawn.frame,
      'one or two frames',
    ),
    latencyRow(
      {
        suite: SUITE,
        case: `trial-and-error event drawn: key to painted, refresh wait left out (${events.drawn.length + 1} events)`,
        file: 'Easter Monster, seed 7',
      },
      events.drawn,
      'p95 < 16 ms',
    ),
    latencyRow(
      { suite: SUITE, case: 'trial-and-error event: key to the next painted frame', file: 'Easter Monster, seed 7' },
      events.frame,
      'one or two frames',
    ),
  ];
}

export const workspaceUiSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const host = await openBrowserHost();
    if (!host) {
      context.log("workspace-ui: skipped, no Chromium (install Debian's chromium package or set PATTI_CHROMIUM)");
      return [];
    }
    try {
      return await measure(host, context);
    } finally {
      await host.close();
    }
  },
};
