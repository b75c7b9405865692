import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { START_PATH, WIKIPEDIA_PUZZLE } from './support';

/** The shipped sample files, read here independently of the app. */
const SAMPLE = path.resolve(import.meta.dirname, '..', '..', 'resources', 'sample');
const manifest = JSON.parse(readFileSync(path.join(SAMPLE, 'manifest.json'), 'utf8')) as { sources: { file: string; source: string }[] };
function dataLines(file: string): string[] {
  const lines = readFileSync(path.join(SAMPLE, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  return /\.(csv|tsv)$/.test(file) ? lines.slice(1) : lines;
}
const puzzlesIn = (source: string): number => dataLines(manifest.sources.find((entry) => entry.source === source)!.file).length;
const totalPuzzles = manifest.sources.reduce((sum, entry) => sum + dataLines(entry.file).length, 0);

const filterBar = (page: Page) => page.getByRole('group', { name: 'Filter the library' });
const table = (page: Page) => page.getByRole('table', { name: 'Puzzles' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-id]');
const position = (page: Page) => page.getByTestId('list-position');

/** Source and level cells of every row on the page. */
async function originsShown(page: Page): Promise<{ source: string; level: string }[]> {
  return bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => ({
      source: (row.children[2]?.firstChild?.textContent ?? '').trim(),
      level: (row.children[3]?.textContent ?? '').trim(),
    })),
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto(START_PATH);
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
});

test('the library view opens on the sample library, with its sources and levels', async ({ page }) => {
  // Other tests may have added puzzles of their own sources (the editor saves to "My puzzles"),
  // some of them in two sources: the total is at least the sample's and at most the sum of the
  // Source filter's counts.
  const sourceTotal = async (): Promise<number> =>
    (await filterBar(page).getByLabel('Source').locator('option').allTextContents()).reduce(
      (sum, text) => sum + Number(/\((\d+)\)$/.exec(text)?.[1] ?? 0),
      0,
    );
  await expect.poll(sourceTotal).toBeGreaterThanOrEqual(totalPuzzles);
  await expect(position(page)).toContainText(/^\s*Rows 1–\d+ of [\d,]+\s*$/);
  const listedTotal = Number(/of ([\d,]+)/.exec((await position(page).textContent()) ?? '')![1]!.replace(/,/g, ''));
  expect(listedTotal).toBeGreaterThanOrEqual(totalPuzzles);
  expect(listedTotal).toBeLessThanOrEqual(await sourceTotal());
  await expect(bodyRows(page)).toHaveCount(50);
  const origins = await originsShown(page);
  const known = new Set(manifest.sources.map((entry) => entry.source));
  for (const origin of origins) expect(known.has(origin.source), origin.source).toBe(true);
  const [firstSample = ''] = dataLines(manifest.sources[0]!.file)[0]!.split(',');
  expect(origins[0]).toEqual({ source: manifest.sources[0]!.source, level: 'Beginner' });
  const options = await filterBar(page).getByLabel('Source').locator('option').allTextContents();
  for (const entry of manifest.sources) expect(options).toContain(`${entry.source} (${puzzlesIn(entry.source)})`);
  // The first puzzle is chosen at once: its grid and where it came from.
  await expect(page.getByRole('heading', { name: /^Puzzle #\d+$/ })).toBeVisible();
  await expect(page.locator('table.grid td.given')).toHaveCount(firstSample.replace(/\./g, '').length);
});

test('filtering by a source narrows the list, and a level narrows it further', async ({ page }) => {
  await filterBar(page).getByLabel('Source').selectOption('Named classics');
  const classics = puzzlesIn('Named classics');
  await expect(position(page)).toContainText(`of ${classics}`);
  await expect(bodyRows(page)).toHaveCount(classics);
  expect((await originsShown(page)).every((origin) => origin.source === 'Named classics')).toBe(true);
  const published = new Set(dataLines('named-classics.tsv').map((line) => line.split('\t')[1]));
  await bodyRows(page).nth(1).click();
  const givens = (await page.getByLabel('Givens as one line').textContent())?.trim() ?? '';
  expect(published.has(givens)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(bodyRows(page).nth(2)).toHaveAttribute('aria-selected', 'true');

  const sotd = 'Patti · Sudoku of the Day levels';
  await filterBar(page).getByLabel('Source').selectOption(sotd);
  const fiendish = dataLines('sotd-levels.csv').filter((line) => line.split(',')[1] === 'Fiendish').length;
  await filterBar(page)
    .getByLabel(/^Level/)
    .selectOption({ label: `Fiendish (${fiendish})` });
  await expect(position(page)).toContainText(`of ${fiendish}`);
  expect(new Set((await originsShown(page)).map((origin) => `${origin.source} / ${origin.level}`))).toEqual(
    new Set([`${sotd} / Fiendish`]),
  );
});

test('importing pasted puzzles shows the summary and each rejected line', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Import puzzles' });
  await form.getByLabel('Puzzles to import').fill([WIKIPEDIA_PUZZLE, '1234'].join('\n'));
  await form.getByLabel('Source', { exact: true }).fill('Wikipedia');
  await form.getByRole('button', { name: 'Import' }).click();
  const report = form.getByRole('status');
  await expect(report).toContainText('2 read: 1 new, 0 duplicates, 0 isomorphs, 1 rejected.');
  await expect(form.getByRole('list', { name: 'Rejected and merged lines' })).toContainText('line 2: expected 81 cells, found 4');
  await filterBar(page).getByLabel('Source').selectOption('Wikipedia');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByLabel('Givens as one line')).toHaveText(WIKIPEDIA_PUZZLE);
  if (process.env.PATTI_SCREENSHOT_IMPORT) await page.screenshot({ path: process.env.PATTI_SCREENSHOT_IMPORT, fullPage: true });

  // Rate what the filter selects (the one imported puzzle): the job runs in a worker and its end arrives as an event.
  await page.getByRole('checkbox', { name: 'HoDoKu score', exact: true }).check();
  await page.getByRole('button', { name: 'Rate 1 puzzle', exact: true }).click();
  await expect(page.getByText(/^Job \d+ finished: 1 of 1 rated/)).toBeVisible({ timeout: 20_000 });
  // Patti's column, told from the published HoDoKu column of the same heading by its tooltip.
  await expect(table(page).locator('th[title^="HoDoKu score:"]')).toBeVisible();
  await expect(page.getByRole('row', { name: /^HoDoKu score \d+ \((Easy|Medium|Hard|Unfair|Extreme)\)/ })).toBeVisible();
});
