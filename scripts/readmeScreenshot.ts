/**
 * `npx tsx scripts/readmeScreenshot.ts`: the README's first picture (docs/screenshot.png). Starts
 * the web host on a fresh sample library, rates its Sudoku-of-the-Day-levels source with `se` and `hodoku`, and
 * photographs the Library filtered to it and sorted by SE rating, hardest first.
 */
import path from 'node:path';
import { openBrowserHost } from '../bench/browser';

const SOTD_LEVELS = 'Patti · Sudoku of the Day levels';
const OUT = path.resolve(import.meta.dirname, '..', 'docs', 'screenshot.png');

interface Reply<T> {
  readonly ok: boolean;
  readonly value: T;
}

async function main(): Promise<void> {
  const host = await openBrowserHost();
  if (!host) throw new Error('no Chromium: install Debian\'s chromium package or set PATTI_CHROMIUM');
  try {
    const started = (await host.call('startRateJob', { filter: { source: SOTD_LEVELS }, raters: ['se', 'hodoku'] })) as Reply<{ jobId: number | null }>;
    if (!started.ok) throw new Error(`the rating job did not start: ${JSON.stringify(started)}`);
    const jobId = started.value.jobId;
    for (let waited = 0; jobId !== null; waited += 500) {
      const jobs = (await host.call('listJobs', null)) as Reply<{ id: number; status: string }[]>;
      if (jobs.value.find((job) => job.id === jobId)?.status === 'done') break;
      if (waited > 300_000) throw new Error('the rating job did not finish in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const page = await host.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(host.url('#/library'));
    await page.getByRole('group', { name: 'Filter the library' }).getByLabel('Source').selectOption(SOTD_LEVELS);
    const table = page.getByRole('table', { name: 'Puzzles' });
    const heading = table.getByRole('button', { name: /^se er/ });
    // A rating heading sorts hardest first on the first click; click until it says so.
    for (let clicks = 0; clicks < 2 && !/▼/.test((await heading.textContent()) ?? ''); clicks++) await heading.click();
    await table.locator('tbody tr[data-id]').first().click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: OUT });
    process.stdout.write(`wrote ${path.relative(process.cwd(), OUT)}\n`);
  } finally {
    await host.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`readmeScreenshot: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
