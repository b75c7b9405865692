/**
 * `npm run bench -- techniques`: how fast the technique guide's index opens, in Chromium against
 * the web host on a fresh library:
 * - inside the running app, from the Library: from following `#/techniques` until every
 *   technique's entry is in the page and painted (goal: under 500 ms);
 * - as a new page: from the start of navigation to `#/techniques` until the same, the app's own
 *   start included.
 * The guide reads only shipped data (no solving), so both measure the page's own work.
 */
import type { Page } from '@playwright/test';
import { TECHNIQUES } from '../../src/core/techniques';
import { latencyRow, openBrowserHost, type BrowserHost } from '../browser';
import type { BenchRow, BenchSuite } from '../types';

const SUITE = 'techniques';
const RUNS = 15;
const ENTRIES = TECHNIQUES.length;
/** Every entry of the index: those `patti generate` can target and the others. */
const ENTRY_SELECTOR = '[data-testid="technique-entry"], [data-testid="technique-entry-more"]';

/** Milliseconds from following the link inside the app until every entry is painted. */
function openInApp(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const start = performance.now();
    const check = () => {
      const shown = document.querySelectorAll(${JSON.stringify(ENTRY_SELECTOR)}).length;
      if (shown === ${ENTRIES}) {
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      } else if (performance.now() - start > 60000) reject(new Error('the guide shows ' + shown + ' of ${ENTRIES} entries after 60 s'));
      else requestAnimationFrame(check);
    };
    location.hash = '#/techniques';
    check();
  })`);
}

/** Milliseconds from the start of navigation until every entry is painted, for a new page. */
async function openAsNewPage(page: Page, url: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(`document.querySelectorAll(${JSON.stringify(ENTRY_SELECTOR)}).length === ${ENTRIES}`, undefined, {
    timeout: 60_000,
  });
  return page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))`);
}

async function measure(host: BrowserHost): Promise<BenchRow[]> {
  const page = await host.browser.newPage({ viewport: { width: 1440, height: 1000 } });
  const inApp: number[] = [];
  const fresh: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(host.url('#/library'));
    await page.getByRole('heading', { name: 'Library' }).waitFor({ timeout: 60_000 });
    inApp.push(await openInApp(page));
  }
  for (let run = 0; run < RUNS; run++) fresh.push(await openAsNewPage(page, host.url('#/techniques')));
  await page.close();
  const row = (caseName: string, millis: readonly number[], goal: string): BenchRow =>
    latencyRow({ suite: SUITE, case: caseName, file: `${ENTRIES} techniques` }, millis, goal);
  return [
    row('open the guide from the Library: until every entry is painted', inApp, '< 500 ms'),
    // The whole app starts here (its scripts, the app's first calls), so the guide's goal does not apply.
    row('open the guide as a new page: until every entry is painted', fresh, 'none: the app starts too'),
  ];
}

export const techniquesSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const host = await openBrowserHost();
    if (!host) {
      context.log("techniques: skipped, no Chromium (install Debian's chromium package or set PATTI_CHROMIUM)");
      return [];
    }
    try {
      context.log(`techniques: opening the guide's index ${RUNS} times each way`);
      return await measure(host);
    } finally {
      await host.close();
    }
  },
};
