/**
 * The Ratings view: a set made from HoDoKu without the XY-wing, its preview against HoDoKu's own
 * levels beside the preset's, saved, and then offered among Compare's metrics.
 */
import { expect, test } from '@playwright/test';
import { screenshotLooks, START_PATH } from './support';

const HODOKU_LEVELS = 'Patti · HoDoKu levels';
const NAME = 'hodoku-no-xy';

test.describe('the Ratings view', () => {
  test.describe.configure({ timeout: 300_000 });

  test('makes a set from HoDoKu without XY-wings, previews its Spearman, saves it and finds it in Compare', async ({ page }) => {
    await page.goto(`${START_PATH}#/ratings`);
    await expect(page.getByRole('heading', { name: 'Your own rating' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ratings', exact: true })).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('ratings-preset').selectOption('hodoku');
    await page.getByTestId('ratings-start').click();
    const xyWing = page.locator('[data-testid="ratings-technique"][data-technique="xy-wing"]');
    // Technique names as people know them, never ids.
    await expect(xyWing).toContainText('XY-wing');
    await expect(page.getByTestId('ratings-techniques')).not.toContainText('xy-wing');
    await xyWing.getByRole('checkbox').uncheck();
    await page.getByTestId('ratings-name').fill(NAME);
    await page.getByTestId('ratings-sample').selectOption(`source:${HODOKU_LEVELS}`);
    await page.getByTestId('ratings-against').selectOption(HODOKU_LEVELS);

    // A value that cannot be is said in words, and Save waits for it.
    const nakedPair = page.locator('[data-testid="ratings-technique"][data-technique="naked-pair"]').getByRole('textbox').first();
    await nakedPair.fill('-3');
    await expect(page.getByTestId('ratings-problems')).toContainText('values must be 0 or more');
    await expect(page.getByTestId('ratings-save')).toBeDisabled();
    await nakedPair.fill('60');
    await expect(page.getByTestId('ratings-problems')).toHaveCount(0);

    const edited = page.getByTestId('ratings-preview-edited-spearman');
    const preset = page.getByTestId('ratings-preview-preset-spearman');
    await expect(edited).toHaveText(/^0\.\d{3}$/, { timeout: 240_000 });
    await expect(preset).toHaveText(/^0\.\d{3}$/);
    await expect(page.getByTestId('ratings-preview')).toContainText('500 puzzles of 600');

    // A value edit re-rates from the kept solves.
    const before = await edited.textContent();
    await page.locator('[data-testid="ratings-technique"][data-technique="full-house"]').getByRole('textbox').first().fill('900');
    await expect(edited).not.toHaveText(before!, { timeout: 20_000 });

    await page.getByTestId('ratings-save').click();
    await expect(page.getByTestId('ratings-message')).toContainText(`Saved “${NAME}”`);
    await expect(page).toHaveURL(new RegExp(`#/ratings/${NAME}$`));

    // Save as under the same name is refused with the reason.
    await page.getByTestId('ratings-save-as-name').fill(NAME);
    await page.getByTestId('ratings-save-as').click();
    await expect(page.getByTestId('ratings-message')).toContainText(`a set named '${NAME}' exists already`);

    await page.goto(`${START_PATH}#/compare?source=${encodeURIComponent(HODOKU_LEVELS)}`);
    const metric = page.getByRole('combobox', { name: /^Metric/ });
    await expect(metric.locator(`option[value="custom:${NAME}"]`)).toHaveCount(1);
    await expect(metric.locator(`option[value="custom:${NAME}"]`)).toContainText(NAME);

    // The set reopens from its address.
    await page.goto(`${START_PATH}#/ratings/${NAME}`);
    await expect(xyWing.getByRole('checkbox')).not.toBeChecked();
    await expect(page.getByTestId('ratings-name')).toHaveValue(NAME);
  });

  test('screenshots in light and dark, small and large', async ({ page }) => {
    await page.goto(`${START_PATH}#/ratings`);
    await page.getByTestId('ratings-preset').selectOption('hodoku');
    await page.getByTestId('ratings-start').click();
    await page.locator('[data-testid="ratings-technique"][data-technique="xy-wing"]').getByRole('checkbox').uncheck();
    await page.getByTestId('ratings-sample').selectOption(`source:${HODOKU_LEVELS}`);
    await page.getByTestId('ratings-against').selectOption(HODOKU_LEVELS);
    await expect(page.getByTestId('ratings-preview-edited-spearman')).toHaveText(/^0\.\d{3}$/, { timeout: 240_000 });
    await expect(page.getByTestId('ratings-preview')).not.toContainText('Rating the sample');
    // The list from its first technique (unticking the XY-wing scrolled it there); the small window shows the preview below the editor.
    const top = async (): Promise<void> => {
      await page.getByTestId('ratings-techniques').evaluate((list) => (list.scrollTop = 0));
      await page.evaluate(() => window.scrollTo(0, 0));
    };
    await screenshotLooks(page, 'ratings', top, {
      sizes: { small: { width: 800, height: 600 }, large: { width: 1600, height: 1000 } },
      fullPage: (size) => size === 'small',
    });
  });

  test('fits a rating to a source from Compare and opens the fitted values as a new set', async ({ page }) => {
    await page.goto(`${START_PATH}#/compare?source=${encodeURIComponent(HODOKU_LEVELS)}`);
    await page.getByTestId('compare-fit').filter({ hasText: HODOKU_LEVELS }).click();
    await expect(page.getByTestId('ratings-view')).toBeVisible();
    await expect(page.getByTestId('ratings-against')).toHaveValue(HODOKU_LEVELS);
    // The fit's figures: the agreement reached and the held-out one, beside the start's.
    await expect(page.getByTestId('fit-cv-spearman')).toHaveText(/^0\.\d{3}$/, { timeout: 240_000 });
    await expect(page.getByTestId('fit-figures')).toContainText('at the start');
    const fitInView = async (): Promise<void> => page.getByTestId('rating-fit').scrollIntoViewIfNeeded();
    await screenshotLooks(page, 'ratings-fit', fitInView, {
      sizes: { small: { width: 800, height: 600 }, large: { width: 1600, height: 1000 } },
      fullPage: () => false,
    });
    await page.getByTestId('fit-edit').click();
    await expect(page.getByTestId('ratings-name')).toHaveValue(/-fit(-\d+)?$/);
    await expect(page.getByTestId('ratings-message')).toContainText('not yet saved');
  });
});
