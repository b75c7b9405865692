/**
 * "Make a book" in the Generate view through the web host: sections written (added, removed,
 * named, aimed and counted), one job makes them into one collection with progress, then Print
 * opens on it with the title and the sections filled in; the PDF saved there opens each section
 * on a fresh page. A section asking for no puzzles is refused with a message naming it.
 * Screenshots of the flow, and of two book pages rendered with pdftoppm (a section's opening
 * page and an answer page). The sections aim at cost levels (a rater without options), so the
 * puzzles they add to the shared test library bring no second parameter set of a rater into the
 * views the later specs look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { screenshotLooks, START_PATH } from './support';

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

const sections = (page: Page) => page.getByTestId('book-section');

/** Opens Generate from the navigation and switches to Make a book. */
async function openBook(page: Page): Promise<void> {
  await page.goto(START_PATH);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Generate' }).click();
  await page.getByTestId('generate-mode-book').click();
  await expect(page.getByTestId('book-form')).toBeVisible();
}

/** Fills section `index` (from 0). */
async function fillSection(page: Page, index: number, name: string, target: string, count: number): Promise<void> {
  const row = sections(page).nth(index);
  await row.getByTestId('book-section-name').fill(name);
  await row.getByTestId('book-section-target').fill(target);
  await row.getByTestId('book-section-count').fill(String(count));
}

/** Renders one page of a PDF as a PNG with poppler (60 dpi, as docs/app.md's other page pictures). */
function renderPage(pdf: string, page: number, name: string): void {
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', '-f', String(page), '-l', String(page), pdf, path.join(SCREENSHOTS, name)]);
}

test.describe('Make a book', () => {
  test.describe.configure({ timeout: 180_000 });

  test('refuses a section with no puzzles, naming it', async ({ page }) => {
    await openBook(page);
    await fillSection(page, 1, 'Middle', 'cost:medium', 0);
    await page.getByTestId('make-book').click();
    await expect(page.getByTestId('generate-error')).toHaveText("Section 'Middle' is empty: ask for at least one puzzle");
    await expect(page).toHaveURL(/#\/generate$/);
  });

  test('generates the sections into one collection, then opens Print on the book with its sections', async ({ page }) => {
    await openBook(page);
    // The form starts with the universal scale's three sections; one more is added, then one removed.
    await expect(sections(page)).toHaveCount(3);
    await page.getByTestId('book-add-section').click();
    await expect(sections(page)).toHaveCount(4);
    await sections(page).nth(2).getByTestId('book-section-remove').click();
    await expect(sections(page)).toHaveCount(3);

    await page.getByTestId('book-title').fill('Weekend book');
    await fillSection(page, 0, 'Gentle', 'cost:easy', 3);
    await fillSection(page, 1, 'Steady', 'cost:medium', 2);
    await fillSection(page, 2, 'Tricky', 'cost:tricky', 3);
    await page.getByTestId('book-seed').fill('3');
    await expect(page.getByTestId('make-book')).toHaveText('Make a book of 8 puzzles');

    await screenshotLooks(page, 'book', async () => {
      await expect(sections(page)).toHaveCount(3);
    });

    await page.getByTestId('make-book').click();
    // The job's progress while it runs (a small book may be done before it shows), then Print on the book.
    await expect(page).toHaveURL(/#\/print\?collection=Weekend(%20|\+)book$/, { timeout: 150_000 });
    await expect(page.getByTestId('print-sections')).toHaveText(
      'A book in 3 sections, each opening on a new page: Gentle (3), Steady (2), Tricky (3)',
    );
    await expect(page.getByRole('form', { name: 'Print options' }).getByLabel('Title')).toHaveValue('Weekend book');
    // 3 + 2 + 3 puzzles at 4 a page: each section on its own page, then one page of answers.
    await expect(page.getByRole('list', { name: 'Pages' }).getByRole('button')).toHaveCount(4);
    await expect(page.getByRole('img', { name: 'Preview of page 1' })).toContainText('Gentle');
    await page.getByRole('button', { name: 'Show page 2' }).click();
    await expect(page.getByRole('img', { name: 'Preview of page 2' })).toContainText('Steady');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save PDF' }).click();
    const download = await downloading;
    const pdf = path.join(mkdtempSync(path.join(tmpdir(), 'patti-book-e2e-')), 'book.pdf');
    await download.saveAs(pdf);
    const pageText = (at: number): string =>
      execFileSync('pdftotext', ['-raw', '-f', String(at), '-l', String(at), pdf, '-'], { encoding: 'utf8' });
    expect(pageText(1)).toContain('Gentle');
    expect(pageText(2)).toContain('Steady');
    expect(pageText(3)).toContain('Tricky');
    expect(pageText(4)).toContain('Weekend book: answers');
    expect(pageText(4)).toContain('page 4 of 4');
    renderPage(pdf, 1, 'book-section-opening');
    renderPage(pdf, 4, 'book-answers');
  });
});
