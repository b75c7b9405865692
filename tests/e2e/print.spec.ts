import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { START_PATH, WIKIPEDIA_PUZZLE } from './support';

/** The named classics the sample library ships, counted here from the file itself. */
const CLASSICS = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'resources', 'sample', 'named-classics.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '').length;

test('the Library prints its filtered puzzles: a preview from the layout, then the PDF', async ({ page }) => {
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
