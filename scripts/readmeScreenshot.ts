/**
 * `npx tsx scripts/readmeScreenshot.ts`: the README's first picture (docs/screenshot.png). Starts
 * the web host on a fresh sample library, which comes rated, and photographs the Library filtered
 * to its Sudoku-of-the-Day-levels source and sorted by SE rating, hardest first.
 */
import path from 'node:path';
import { openBrowserHost } from '../bench/browser';

const SOTD_LEVELS = 'Patti · Sudoku of the Day levels';
const OUT = path.resolve(import.meta.dirname, '..', 'docs', 'screenshot.png');

async function main(): Promise<void> {
  const host = await openBrowserHost();
  if (!host) throw new Error("no Chromium: install Debian's chromium package or set PATTI_CHROMIUM");
  try {
    const page = await host.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(host.url('#/library'));
    await page.getByRole('group', { name: 'Filter the library' }).getByLabel('Source').selectOption(SOTD_LEVELS);
    const table = page.getByRole('table', { name: 'Puzzles' });
    const heading = table.getByRole('button', { name: /^SE\b/ });
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
