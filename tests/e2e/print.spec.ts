import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { call, screenshotLooks, START_PATH, WIKIPEDIA_PUZZLE } from './support';

/** The named classics the sample library ships, counted here from the file itself. */
const CLASSICS = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'resources', 'sample', 'named-classics.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '').length;

test('the Library prints its filtered puzzles: a preview from the layout, then the PDF', async ({ page }) => {
  // The first test also waits for the web host's first start (the sample library is built then).
  test.setTimeout(90_000);
  await page.goto(START_PATH);
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await page.getByRole('group', { name: 'Filter the library' }).getByLabel('Source').selectOption('Named classics');
  await page.getByRole('link', { name: 'Print these puzzles…' }).click();

  await expect(page.getByRole('heading', { name: 'Print' })).toBeVisible();
  const pagesAt4 = Math.ceil(CLASSICS / 4) + Math.ceil(CLASSICS / 12);
  await expect(page.getByText(`source Named classics: ${CLASSICS} puzzles on ${pagesAt4} pages`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pages' }).getByRole('button')).toHaveCount(pagesAt4);
  // The large preview draws the first page's grids, each given as text.
  await expect(page.getByRole('img', { name: 'Preview of page 1' }).locator('svg rect[stroke="black"]')).toHaveCount(Math.min(4, CLASSICS));

  await page.getByLabel('Per page').selectOption('6');
  await page.getByLabel('Title').fill('Classics');
  const pagesAt6 = Math.ceil(CLASSICS / 6) + Math.ceil(CLASSICS / 12);
  await expect(page.getByText(`${CLASSICS} puzzles on ${pagesAt6} pages`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of page 1' })).toContainText('Classics');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('classics.pdf');
  const file = await download.path();
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(new RegExp(`^Pages:\\s+${pagesAt6}$`, 'm'));
  expect(execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' })).toContain('Classics');
});

test('Print… draws every page for the system print dialog', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${START_PATH}#/print?source=Named%20classics`);
  await expect(page.getByRole('list', { name: 'Pages' }).getByRole('button')).not.toHaveCount(0);
  // The dialog itself belongs to the browser: count what it would print instead of opening it.
  await page.evaluate(() => {
    window.print = () => {
      (window as unknown as { printedPages: number }).printedPages = document.querySelectorAll('.print-only svg').length;
    };
  });
  await page.getByRole('button', { name: 'Print…' }).click();
  const pages = Math.ceil(CLASSICS / 4) + Math.ceil(CLASSICS / 12);
  expect(await page.evaluate(() => (window as unknown as { printedPages: number }).printedPages)).toBe(pages);
  await expect(page.locator('.print-only')).toHaveCount(0);
});

test('a print link to a collection that does not exist says so', async ({ page }) => {
  await page.goto(`${START_PATH}#/print?collection=nope`);
  await expect(page.getByRole('alert')).toContainText("no collection named 'nope'");
});

interface Listing {
  total: number;
  rows: { id: number; givens: string }[];
}

const digitsOf = (text: string): string => text.replace(/[^1-9]/g, '');
const HODOKU_LEVELS = 'Patti · HoDoKu levels';

test("a link with the Library's chosen ids previews exactly those puzzles, in that order", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { rows } = await call<Listing>(request, 'listPuzzles', { filter: { source: 'Named classics' }, page: { limit: 3 } });
  expect(rows).toHaveLength(3);
  const chosen = [rows[2]!, rows[0]!];
  await page.goto(`${START_PATH}#/print?ids=${chosen.map((row) => row.id).join(',')}`);
  await expect(page.getByText('2 chosen puzzles: 2 puzzles on 2 pages')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Chosen rows (2)' })).toBeChecked();
  const preview = page.getByRole('img', { name: 'Preview of page 1' });
  await expect(preview.locator('svg rect[stroke="black"]')).toHaveCount(2);
  const digits = digitsOf((await preview.textContent()) ?? '');
  const [first, second] = chosen.map((row) => digits.indexOf(digitsOf(row.givens)));
  expect(first).toBeGreaterThanOrEqual(0);
  expect(second).toBeGreaterThan(first!);

  // Another set from the chooser, and back to the chosen rows.
  await page.getByRole('radio', { name: 'A filter' }).check();
  await page.getByRole('group', { name: 'Puzzles to print' }).getByLabel('Source').selectOption('Named classics');
  await expect(page.getByText(`source Named classics: ${CLASSICS} puzzles`)).toBeVisible();
  await page.getByRole('radio', { name: 'Chosen rows (2)' }).check();
  await expect(page.getByText('2 chosen puzzles: 2 puzzles on 2 pages')).toBeVisible();
});

test('ids the library lacks, and a malformed ids link, each get one sentence', async ({ page }) => {
  await page.goto(`${START_PATH}#/print?ids=999999,999998`);
  await expect(page.getByRole('alert')).toContainText('the library has no puzzles with id 999999, 999998');
  await expect(page.getByRole('img', { name: 'Preview of page 1' })).toHaveCount(0);
  await page.goto(`${START_PATH}#/print?ids=3,x`);
  await expect(page.getByRole('alert')).toContainText('This link\'s ids "3,x" are not library ids');
});

test('a rating range from the chooser prints the puzzles rated in it', async ({ page }) => {
  test.setTimeout(90_000);
  // The sample's SE-bands file gives each puzzle its ER: count those in 7.0–7.2 from the file itself.
  const csv = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'resources', 'sample', 'se-bands.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  const inRange = csv.filter((line) => {
    const se = Number(line.split(',')[2]);
    return se >= 7.0 && se <= 7.2;
  }).length;
  expect(inRange).toBeGreaterThan(0);
  const bank = 'Patti · SE bands';
  await page.goto(`${START_PATH}#/print?source=${encodeURIComponent(bank)}`);
  await expect(page.getByText(`source ${bank}: ${csv.length} puzzles on`)).toBeVisible({ timeout: 20_000 });
  const chooser = page.getByRole('group', { name: 'Puzzles to print' });
  await chooser.getByRole('combobox', { name: 'Rating', exact: true }).selectOption({ label: 'ER (published)' });
  await chooser.getByRole('spinbutton', { name: 'from', exact: true }).fill('7.0');
  await chooser.getByRole('spinbutton', { name: 'from', exact: true }).press('Tab');
  await chooser.getByRole('spinbutton', { name: 'to', exact: true }).fill('7.2');
  await chooser.getByRole('spinbutton', { name: 'to', exact: true }).press('Tab');
  await expect(page.getByText(`source ${bank}, ER 7 to 7.2: ${inRange} puzzles on`)).toBeVisible({ timeout: 20_000 });
  // The chooser's pick is in the address: a reload prints the same set, and Back the one before.
  expect(decodeURIComponent(new URL(page.url()).hash)).toContain('rating=ext:ER=7..7.2');
  await page.reload();
  await expect(page.getByText(`source ${bank}, ER 7 to 7.2: ${inRange} puzzles on`)).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await expect(page.getByText(new RegExp(`^source ${bank}, ER from 7: \\d+ puzzles on`))).toBeVisible({ timeout: 20_000 });
  // The same range as a link.
  await page.goto(`${START_PATH}#/print?source=${encodeURIComponent(bank)}&rating=ext:ER=7.0..7.2`);
  await expect(page.getByText(`source ${bank}, ER 7 to 7.2: ${inRange} puzzles on`)).toBeVisible({ timeout: 20_000 });
});

test.describe('a universal category', () => {
  test.describe.configure({ timeout: 180_000 });

  test("the chooser narrows a level to one NHC-4 bin of the Project Patti paper's scale", async ({ page, request }) => {
    // The sample ships rated by NHC-4 (50 runs, so every mean has two decimals at most).
    const filter = { source: HODOKU_LEVELS, level: 'Medium' };
    // The Project Patti paper's bins, counted by the library's own listing: Medium [3.48, 6.52), Hard [6.52, ..).
    const count = async (min: number, max?: number): Promise<number> =>
      (
        await call<Listing>(request, 'listPuzzles', {
          filter: { ...filter, ratings: [{ rater: 'nhc4', path: '$.mean', min, ...(max !== undefined ? { max } : {}) }] },
          page: { limit: 1 },
        })
      ).total;
    const hard = await count(6.52);
    const medium = await count(3.48, 6.51);
    const [category, expected] = hard > 0 ? ['hard', hard] : ['medium', medium];
    expect(expected).toBeGreaterThan(0);

    await page.goto(`${START_PATH}#/print?source=${encodeURIComponent(HODOKU_LEVELS)}&level=Medium`);
    await expect(page.getByText(`level Medium: 120 puzzles on`)).toBeVisible();
    await page.getByRole('group', { name: 'Puzzles to print' }).getByLabel('Universal category').selectOption(category);
    const pages = Math.ceil(expected / 4) + Math.ceil(expected / 12);
    await expect(page.getByText(`level Medium, ${category}: ${expected} puzzles on ${pages} page${pages === 1 ? '' : 's'}`)).toBeVisible();
    await page.goto(`${START_PATH}#/print?source=${encodeURIComponent(HODOKU_LEVELS)}&level=Medium&category=${category}`);
    await expect(page.getByText(`level Medium, ${category}: ${expected} puzzles on`)).toBeVisible();
  });
});

test('the workspace exports its puzzle as SVG and PNG', async ({ page }) => {
  await page.goto(`${START_PATH}#/replay?puzzle=${WIKIPEDIA_PUZZLE}`);
  const exports = page.getByRole('group', { name: 'Export the puzzle as a picture' });
  const svgDownload = page.waitForEvent('download');
  await exports.getByRole('button', { name: 'Export SVG' }).click();
  const svg = readFileSync(await (await svgDownload).path(), 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  const givens = [...svg.matchAll(/text-anchor="middle">([1-9])</g)].map((match) => match[1]).join('');
  expect(givens).toBe(WIKIPEDIA_PUZZLE.replace(/\./g, ''));

  const pngDownload = page.waitForEvent('download');
  await exports.getByRole('button', { name: 'Export PNG' }).click();
  const png = readFileSync(await (await pngDownload).path());
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  // 396 × 396 points at 2 pixels a point.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([792, 792]);
});

test('the Print view in light and dark, small and large: the set chooser, options, preview and thumbnails', async ({ page }) => {
  test.setTimeout(90_000);
  const link = `${START_PATH}#/print?source=${encodeURIComponent('Patti · Sudoku of the Day levels')}&level=Fiendish`;
  await screenshotLooks(page, 'print', async () => {
    await page.goto(link);
    await expect(page.getByText(/^source Patti · Sudoku of the Day levels, level Fiendish: 250 puzzles on \d+ pages/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('group', { name: 'Puzzles to print' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of page 1' }).locator('svg rect[stroke="black"]')).toHaveCount(4);
  });
});
