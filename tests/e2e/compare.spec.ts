import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { START_PATH } from './support';

/** The sample library's source with five levels (HoDoKu's Easy … Extreme, 120 puzzles each). */
const HODOKU_LEVELS = 'Patti · HoDoKu levels';
const LEVELS = ['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme'];
const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');
/** The Compare metrics of the sample's shipped ratings: NHC-4, short, cost, SE ER and HoDoKu. */
const SHIPPED_METRICS = 5;

/** Waits until a canvas holds a drawing (its PNG is more than a blank one). */
async function expectDrawn(canvas: Locator): Promise<void> {
  await expect(canvas).toBeVisible();
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL().length)).toBeGreaterThan(5000);
}

/**
 * The first pixel inside a chart's plot (below its legend) whose colour passes `wanted`, in page
 * pixels: a point, an outlier or a box drawn there, found the way a person finds it, by looking.
 */
async function colouredSpot(page: Page, canvas: Locator, wanted: 'levelColour' | 'outlier' | 'box'): Promise<{ x: number; y: number }> {
  await canvas.scrollIntoViewIfNeeded();
  const spot = await canvas.evaluate((element: HTMLCanvasElement, kind) => {
    const context = element.getContext('2d')!;
    const { width, height } = element;
    const pixels = context.getImageData(0, 0, width, height).data;
    const matches = (r: number, g: number, b: number): boolean =>
      kind === 'outlier'
        ? b - g > 80 && r - g > 25
        : kind === 'box'
          ? // The middle half's light blue fill, not its darker edge.
            b - r > 50 && g - r > 20 && r > 110 && b > 190
          : Math.max(r, g, b) - Math.min(r, g, b) > 90 && g > b;
    for (let y = Math.round(height * 0.2); y < height * 0.85; y += 1) {
      for (let x = Math.round(width * 0.12); x < width * 0.98; x += 1) {
        const at = (y * width + x) * 4;
        if (pixels[at + 3]! > 200 && matches(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!)) {
          const box = element.getBoundingClientRect();
          return { x: (x / width) * box.width, y: (y / height) * box.height };
        }
      }
    }
    return null;
  }, wanted);
  expect(spot, `a ${wanted} pixel on the chart`).not.toBeNull();
  const box = (await canvas.boundingBox())!;
  return { x: box.x + spot!.x + 1, y: box.y + spot!.y + 1 };
}

/** Clicks the first pixel of a chart's plot whose colour passes `wanted` (see colouredSpot). */
async function clickColoured(page: Page, canvas: Locator, wanted: 'levelColour' | 'outlier' | 'box'): Promise<void> {
  const spot = await colouredSpot(page, canvas, wanted);
  await page.mouse.click(spot.x, spot.y);
}

async function openCompare(page: Page): Promise<void> {
  await page.goto(`${START_PATH}#/compare?source=${encodeURIComponent(HODOKU_LEVELS)}`);
  await expect(page.getByRole('heading', { name: 'Compare' })).toBeVisible();
}

test.describe('the Compare view', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a deep link opens a rated source: charts drawn, Spearman rows, crosstab cell → puzzles → replay', async ({ page }) => {
    await openCompare(page);
    const spearman = page.getByTestId('spearman-table');
    await expect(spearman.locator('tr').first()).toBeVisible();
    const shortRow = spearman.locator('tr', { hasText: 'short' });
    const nhcRow = spearman.locator('tr', { hasText: 'NHC-4' });
    await expect(nhcRow).toHaveCount(1);
    await expect(nhcRow.locator('td').first()).toHaveText(/^-?\d\.\d{2}$/);
    // The sample ships rated by cld among others; NHC-4's interval arrives after the statistics.
    await expect(shortRow).toHaveCount(1);
    await expect(nhcRow).toContainText(/\[-?\d\.\d{2}, -?\d\.\d{2}\]/, { timeout: 60_000 });

    for (const id of ['chart-levels', 'chart-histogram', 'chart-scatter']) await expectDrawn(page.getByTestId(id));

    const crosstab = page.getByTestId('crosstab');
    const rowNames = await crosstab.locator('tr th').allTextContents();
    expect(rowNames.map((name) => name.trim())).toEqual(LEVELS);
    const counts = await crosstab
      .locator('td[data-count]')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-count'))));
    expect(counts).toHaveLength(LEVELS.length * 3);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(LEVELS.length * 120);

    const busiest = counts.indexOf(Math.max(...counts));
    await crosstab.locator('td[data-count]').nth(busiest).click();
    const listed = page.getByTestId('compare-puzzle');
    await expect(listed).toHaveCount(Math.min(counts[busiest]!, 200));
    await listed.first().click();
    await expect(page).toHaveURL(/#\/replay\?id=\d+/);
  });

  test('the nav reaches Compare, which opens on the sources with levels and names a missing one', async ({ page }) => {
    await page.goto(START_PATH);
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/#\/compare$/);
    await expect(page.getByRole('checkbox', { name: `${HODOKU_LEVELS} (600, 5 levels)` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Named classics \(/ })).not.toBeChecked();
    await page.goto(`${START_PATH}#/compare?source=No%20such%20site`);
    await expect(page.getByText('There is no source named “No such site”')).toBeVisible();
  });

  test('a source without levels and missing ratings say so, with a button to rate', async ({ page }) => {
    await page.goto(`${START_PATH}#/compare?source=${encodeURIComponent('Named classics')}`);
    await expect(page.getByText(/gives its puzzles no levels/)).toBeVisible();
    await openCompare(page);
    // The sample ships without 0–10 grader ratings.
    await page.getByRole('combobox', { name: /^Metric/ }).selectOption('grader');
    await expect(page.getByTestId('finding').filter({ hasText: /is not rated for/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Rate them with / })).toBeVisible();
  });

  test('the scatter sets NHC-4 against the short-clause share; clicking points lists them, and a listed one opens in Replay', async ({
    page,
  }) => {
    await openCompare(page);
    const scatter = page.getByTestId('chart-scatter');
    await expectDrawn(scatter);
    await expect(page.getByLabel('Second metric of the scatter').locator('option:checked')).toHaveText('Short clauses (SAT), %');
    await expect(page.getByText(/^600 puzzles/)).toBeVisible();
    await clickColoured(page, scatter, 'levelColour');
    const list = page.getByTestId('compare-puzzles');
    await expect(list).toContainText(/puzzles? near NHC-4/);
    const listed = page.getByTestId('compare-puzzle');
    expect(await listed.count()).toBeGreaterThan(0);
    await expect(listed.first()).toHaveAttribute('title', new RegExp(`^#\\d+ · ${HODOKU_LEVELS} · (${LEVELS.join('|')})\\nNHC-4 `));
    await listed.first().click();
    await expect(page).toHaveURL(/#\/replay\?id=\d+/);
  });

  test("clicking a box's outlier lists that level's outliers, hardest first", async ({ page }) => {
    await openCompare(page);
    const levels = page.getByTestId('chart-levels');
    await expectDrawn(levels);
    await clickColoured(page, levels, 'outlier');
    const list = page.getByTestId('compare-puzzles');
    await expect(list).toContainText(/: the outliers on NHC-4: \d+ puzzles?/);
    const values = (await page.getByTestId('compare-puzzle').locator('.value').allTextContents()).map(Number);
    expect(values.length).toBeGreaterThan(0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  test('Hide outliers takes the dots off the chart and Show outliers brings them back', async ({ page }) => {
    await openCompare(page);
    const levels = page.getByTestId('chart-levels');
    await expectDrawn(levels);
    // The outliers' colour, counted below the legend (whose swatch keeps its dot, faded).
    const outlierPixels = (): Promise<number> =>
      levels.evaluate((element: HTMLCanvasElement) => {
        const { width, height } = element;
        const pixels = element.getContext('2d')!.getImageData(0, Math.round(height * 0.2), width, Math.round(height * 0.65)).data;
        let count = 0;
        for (let at = 0; at < pixels.length; at += 4)
          if (pixels[at + 3]! > 200 && pixels[at + 2]! - pixels[at + 1]! > 80 && pixels[at]! - pixels[at + 1]! > 25) count++;
        return count;
      });
    expect(await outlierPixels()).toBeGreaterThan(0);
    const toggle = page.getByTestId('levels-outliers');
    await expect(toggle).toHaveText('Hide outliers');
    await toggle.click();
    await expect(toggle).toHaveText('Show outliers');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(outlierPixels).toBe(0);
    await levels.screenshot({ path: test.info().outputPath('levels-outliers-hidden.png') });
    await toggle.click();
    await expect.poll(outlierPixels).toBeGreaterThan(0);
  });

  test("hovering a box shows its level's figures, and clicking it lists the level's puzzles", async ({ page }) => {
    await openCompare(page);
    const levels = page.getByTestId('chart-levels');
    await expectDrawn(levels);
    const spot = await colouredSpot(page, levels, 'box');
    await page.mouse.move(spot.x, spot.y);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText(/n \d+ · min -?\d+\.\d{2} · Q1 -?\d+\.\d{2} · median -?\d+\.\d{2}/);
    await expect(tooltip).toContainText('click: list this level’s puzzles');
    const level = (await tooltip.locator('strong').textContent())!.trim();
    expect(LEVELS).toContain(level);
    await page.mouse.click(spot.x, spot.y);
    const list = page.getByTestId('compare-puzzles');
    await expect(list).toContainText(`${level}: 120 puzzles`);
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
  });

  test('the heat map among the metrics the sample ships and the published HoDoKu score shows each ρ, and exports as CSV, SVG and PNG', async ({
    page,
  }) => {
    await openCompare(page);
    const heatmap = page.getByTestId('rater-heatmap');
    // Patti's shipped metrics, and the HoDoKu column the source published.
    const metrics = SHIPPED_METRICS + 1;
    await expect(heatmap.locator('g.cell:not(.diagonal)')).toHaveCount(metrics * (metrics - 1));
    await expect(heatmap.locator('g.cell:not(.diagonal) text').first()).toHaveText(/^-?\d\.\d{2}$/);
    await expect(heatmap.locator('g.cell.diagonal')).toHaveCount(metrics);
    await expect(heatmap.locator('g.cell.diagonal title', { hasText: 'HoDoKu (published)' })).toHaveCount(1);
    await expect(heatmap.locator('g.cell.diagonal text').first()).toHaveText('n 600');
    for (const [what, extension] of [
      ['Heat map as SVG', 'svg'],
      ['Heat map as CSV', 'csv'],
      ['Heat map as PNG', 'png'],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: what }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`spearman-among-raters.${extension}`);
      const saved = await file.path();
      const content = readFileSync(saved!);
      if (extension === 'svg') expect(content.toString()).toMatch(/^<\?xml[^]*<svg [^]*Spearman among the raters[^]*<\/svg>/);
      if (extension === 'csv') {
        const lines = content.toString().trim().split('\r\n');
        expect(lines).toHaveLength(1 + ((SHIPPED_METRICS + 1) * SHIPPED_METRICS) / 2);
        expect(lines.find((line) => line.startsWith('NHC-4,short %,'))).toMatch(/^NHC-4,short %,-?\d\.\d{4},600$/);
      }
      if (extension === 'png') expect(content.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  test('every chart exports as SVG drawn from its data', async ({ page }) => {
    await openCompare(page);
    await expectDrawn(page.getByTestId('chart-scatter'));
    const expectations = [
      ['Levels chart as SVG', /class="box"/g, LEVELS.length],
      ['Histogram as SVG', /class="cut"/g, 2],
      ['Scatter as SVG', /<g class="series"/g, LEVELS.length],
    ] as const;
    for (const [what, pattern, count] of expectations) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: what }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.svg$/);
      const svg = readFileSync((await file.path())!).toString();
      expect(svg.match(pattern), what).toHaveLength(count);
    }
  });

  test('a scatter against a metric nobody rated says so, with the rater to run', async ({ page }) => {
    await openCompare(page);
    await page.getByLabel('Second metric of the scatter').selectOption('against:grader');
    await expect(page.getByTestId('scatter-problem')).toContainText(/No puzzle is rated on both NHC-4 and .*: rate them with/);
    await expect(page.getByTestId('scatter-problem').getByRole('button', { name: /^Rate with/ })).toBeVisible();
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
    await page.getByRole('button', { name: 'Delete “kaggle tertiles”' }).click();
    await expect(scaleSelect).toHaveValue('paper');
    await expect(scaleSelect.locator('option[value="kaggle tertiles"]')).toHaveCount(0);
    await expect(cuts).toContainText('3.48');
  });

  test('screenshots in light and dark, small and large', async ({ page }) => {
    // Every source with levels, on the ratings the sample ships: the story across sites.
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      for (const [size, viewport] of [
        ['small', { width: 820, height: 640 }],
        ['large', { width: 1440, height: 900 }],
      ] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize(viewport);
        // The sample's levelled sources, named: other tests may add the generator's puzzles, with levels, to the same library.
        const sampleSources = [HODOKU_LEVELS, 'Patti · SE bands', 'Patti · Sudoku of the Day levels'];
        await page.goto(`${START_PATH}#/compare?${sampleSources.map((source) => `source=${encodeURIComponent(source)}`).join('&')}`);
        await expect(page.getByTestId('ladder-row')).toHaveCount(LEVELS.length + 9 + 6);
        await expect(page.getByTestId('finding').first()).toBeVisible();
        await expect(page.getByTestId('spearman-table').locator('tr', { hasText: 'NHC-4' })).toContainText('[', { timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await expectDrawn(page.getByTestId('chart-scatter'));
        await page.screenshot({ path: path.join(SCREENSHOTS, `compare-${scheme}-${size}.png`), fullPage: true });
      }
    }
  });
});
