import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { START_PATH, TOKEN } from './support';

/** The sample library's source with five levels (Beginner … Expert, 120 puzzles each). */
const KAGGLE = 'Kaggle 3 million Sudoku puzzles with ratings';
const LEVELS = ['Beginner', 'Easy', 'Medium', 'Hard', 'Expert'];
const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** Calls the app API over HTTP as the page does; the reply's value, or the test fails with its error. */
async function call<T>(request: APIRequestContext, name: string, input?: unknown): Promise<T> {
  const headers = { 'x-patti-token': TOKEN, 'content-type': 'application/json' };
  const response = await request.post(`api/${name}`, input === undefined ? { headers } : { headers, data: JSON.stringify(input) });
  const reply = (await response.json()) as { ok: true; value: T } | { ok: false; error: { message: string } };
  if (!reply.ok) throw new Error(`${name}: ${reply.error.message}`);
  return reply.value;
}

/** Rates the source with NHC-4 (one run per puzzle: the quickest that fills the paper's scale) and waits for the job. */
async function rateKaggle(request: APIRequestContext): Promise<void> {
  const started = await call<{ jobId: number | null }>(request, 'startRateJob', { filter: { source: KAGGLE }, raters: ['nhc4'], runs: 1 });
  if (started.jobId === null) return;
  await expect
    .poll(async () => (await call<{ id: number; running: boolean; status: string }[]>(request, 'listJobs')).find((job) => job.id === started.jobId)?.status, { timeout: 150_000, intervals: [500, 1000] })
    .toBe('done');
}

async function openCompare(page: Page): Promise<void> {
  await page.goto(`${START_PATH}#/compare?source=${encodeURIComponent(KAGGLE)}`);
  await expect(page.getByRole('heading', { name: 'Compare' })).toBeVisible();
}

test.describe('the Compare view', () => {
  test.describe.configure({ timeout: 200_000 });

  test.beforeAll(async ({ request }) => {
    await rateKaggle(request);
  });

  test('a deep link opens a rated source: charts drawn, Spearman rows, crosstab cell → puzzles → replay', async ({ page }) => {
    await openCompare(page);
    const spearman = page.getByTestId('spearman-table');
    await expect(spearman.locator('tr').first()).toBeVisible();
    const shortRow = spearman.locator('tr', { hasText: 'short' });
    const nhcRow = spearman.locator('tr', { hasText: 'NHC-4' });
    await expect(nhcRow).toHaveCount(1);
    await expect(nhcRow.locator('td').first()).toHaveText(/^-?\d\.\d{2}$/);
    // The short-clause row is there when the cld rater has run; NHC-4's interval arrives after the statistics.
    expect(await shortRow.count()).toBeLessThanOrEqual(1);
    await expect(nhcRow).toContainText(/\[-?\d\.\d{2}, -?\d\.\d{2}\]/, { timeout: 60_000 });

    for (const id of ['chart-levels', 'chart-histogram']) {
      const canvas = page.getByTestId(id);
      await expect(canvas).toBeVisible();
      // Drawn: the canvas holds pixels that are not blank.
      await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL().length)).toBeGreaterThan(5000);
    }

    const crosstab = page.getByTestId('crosstab');
    const rowNames = await crosstab.locator('tr th').allTextContents();
    expect(rowNames.map((name) => name.trim())).toEqual(LEVELS);
    const counts = await crosstab.locator('td[data-count]').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-count'))));
    expect(counts).toHaveLength(LEVELS.length * 3);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(LEVELS.length * 120);

    const busiest = counts.indexOf(Math.max(...counts));
    await crosstab.locator('td[data-count]').nth(busiest).click();
    const listed = page.getByTestId('compare-puzzle');
    await expect(listed).toHaveCount(Math.min(counts[busiest]!, 200));
    await listed.first().click();
    await expect(page).toHaveURL(/#\/replay\?id=\d+/);
  });

  test('the nav reaches Compare, which asks for sources and names a missing one', async ({ page }) => {
    await page.goto(START_PATH);
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/#\/compare$/);
    await expect(page.getByText('Choose one or more sources')).toBeVisible();
    await page.goto(`${START_PATH}#/compare?source=No%20such%20site`);
    await expect(page.getByText('There is no source named “No such site”')).toBeVisible();
  });

  test('a source without levels and missing ratings say so, with a button to rate', async ({ page }) => {
    await page.goto(`${START_PATH}#/compare?source=${encodeURIComponent('Named classics')}`);
    await expect(page.getByText(/gives its puzzles no levels/)).toBeVisible();
    await openCompare(page);
    await page.locator('select').filter({ has: page.locator('option[value="hodoku"]') }).selectOption('hodoku');
    await expect(page.getByText(/have no HoDoKu rating/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rate them' })).toBeVisible();
  });

  test('a refit shows its cut points and can be saved and chosen by name', async ({ page }) => {
    await openCompare(page);
    const cuts = page.getByTestId('cut-points');
    await expect(cuts).toContainText('3.48');
    await page.getByRole('button', { name: 'Refit: tertiles of NHC-4' }).click();
    await expect(cuts).not.toContainText('3.48');
    const refitText = await cuts.textContent();
    await page.getByLabel('Name to save the scale under').fill('kaggle tertiles');
    await page.getByRole('button', { name: 'Save scale' }).click();
    const scaleSelect = page.locator('select').filter({ has: page.locator('option[value="paper"]') });
    await expect(scaleSelect).toHaveValue('kaggle tertiles');
    await scaleSelect.selectOption('paper');
    await expect(cuts).toContainText('3.48');
    await scaleSelect.selectOption('kaggle tertiles');
    await expect(cuts).toHaveText(refitText!);
  });

  test('screenshots in light and dark, small and large', async ({ page }) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      for (const [size, viewport] of [
        ['small', { width: 900, height: 1100 }],
        ['large', { width: 1440, height: 1300 }],
      ] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize(viewport);
        await openCompare(page);
        await expect(page.getByTestId('spearman-table').locator('tr', { hasText: 'NHC-4' })).toContainText('[', { timeout: 60_000 });
        await page.getByTestId('crosstab').locator('td[data-count]').first().click();
        await page.screenshot({ path: path.join(SCREENSHOTS, `compare-${scheme}-${size}.png`), fullPage: true });
      }
    }
  });
});
