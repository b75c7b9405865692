/**
 * The editor (issue 13): what one keystroke costs.
 *
 * - editor-status: the status the editor derives from the grid on every keystroke (clash check
 *   and core's 0/1/2+ solution count), over hard puzzles as typed: complete, and one given short.
 * - editor-keys: in the web host in Chromium, the time from a keydown on the grid to the frame
 *   after it (the digit drawn and the status updated), with the quick ratings idle and while
 *   they run in the workspace worker — the figure behind "a keystroke paints < 50 ms while
 *   ratings run". Each sample opens a new hard puzzle, so its ratings start 350 ms later; the
 *   key is pressed while the editor still says "Rating…". A third case presses it while a rating
 *   job over the whole library keeps the rate workers busy too.
 */
import type { Page } from '@playwright/test';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { solve } from '../../src/core/solve/index';
import { editorStatusOf } from '../../src/renderer/state/editorStatus';
import { latencyRow, openBrowserHost } from '../browser';
import { loadDataPuzzles } from '../data';
import { rateRow } from '../timing';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const FILE = 'magictour-top1465.txt';
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
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set when the response lands, during the awaits above
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

export const editorKeysSuite: BenchSuite = {
  name: 'editor-keys',
  async run(context: BenchContext): Promise<BenchRow[]> {
    const host = await openBrowserHost();
    if (!host) {
      context.log('editor-keys: skipped, no Chromium (set PATTI_CHROMIUM)');
      return [];
    }
    try {
      const page = await host.browser.newPage({ viewport: { width: 1600, height: 1000 } });
      await page.goto(host.url('#/editor'));
      await page.getByTestId('editor-status').waitFor();
      await installKeyTimer(page);
      const puzzles = loadDataPuzzles(FILE);
      context.log(`editor-keys: ${SAMPLES} keystrokes with the ratings idle, ${SAMPLES} while they run, ${SAMPLES} during a rating job`);
      const idle = await timeKeystrokes(page, puzzles.slice(0, SAMPLES), false);
      const busy = await timeKeystrokes(page, puzzles.slice(SAMPLES, SAMPLES * 2), true);
      // A rating job over the whole sample library keeps the rate workers busy meanwhile.
      await host.call('startRateJob', { filter: {}, raters: ['nhc4', 'se', 'hodoku'] });
      const job = await timeKeystrokes(page, puzzles.slice(SAMPLES * 2, SAMPLES * 3), true);
      const row = (label: string, times: { times: number[]; skipped: number }): BenchRow =>
        latencyRow(
          { suite: 'editor-keys', case: label, file: FILE },
          times.times,
          '< 50 ms',
          times.skipped > 0 ? `; for ${times.skipped} of them the ratings were back by then` : '',
        );
      return [
        row('keystroke, ratings idle', idle),
        row('keystroke while rating', busy),
        row('keystroke while rating, rating job running', job),
      ];
    } finally {
      await host.close();
    }
  },
};
