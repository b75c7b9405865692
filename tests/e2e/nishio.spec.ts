import { expect, test } from '@playwright/test';
import { WIKIPEDIA_PUZZLE } from './support';
import { EASTER_MONSTER, modeTab, pattiRate, screenshotModes, workspacePath } from './workspace';

/** The reference: one simulated solver of seed 7, as `patti rate --raters nhc4 --runs 1 --seed 7` counts it. */
const cycles = (pattiRate(EASTER_MONSTER, ['--raters', 'nhc4', '--runs', '1', '--seed', '7']).nhc4 as { mean: number }).mean;

test("Easter Monster's trial-and-error run of seed 7 counts the cycles the command line counts", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(workspacePath(`#/nishio?puzzle=${EASTER_MONSTER}&seed=7&strategies=4`));
  await expect(page.getByTestId('cycles')).toHaveText(String(cycles), { timeout: 60_000 });
  await expect(modeTab(page, 'Trial and error')).toBeVisible();

  // Every event is one of the four kinds, and a run of a hard puzzle shows them all.
  const kinds = await page.getByTestId('step').evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(['deduction', 'guess', 'contradiction', 'backtrack']));
  await expect(page.getByTestId('step').first()).toHaveAttribute('aria-current', 'step');

  // The first guess: the board after it shows the guessed digit as placed.
  const guess = kinds.indexOf('guess');
  await page.getByTestId('step').nth(guess).click();
  await expect(page.getByTestId('step').nth(guess)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('board').locator('[data-mark="placed"]')).not.toHaveCount(0);
  await expect(page.getByTestId('step-words')).toContainText('r');
  // A guess is drawn apart from a deduction's placement, and the key below the board says so.
  await expect(page.locator('[data-guess="true"]')).toHaveCount(1);
  await expect(page.getByTestId('guess-key')).toBeVisible();
  const deduction = kinds.indexOf('deduction', guess);
  await page.getByTestId('step').nth(deduction).click();
  await expect(page.locator('[data-guess="true"]')).toHaveCount(0);
  await expect(page.getByTestId('guess-key')).toHaveCount(0);
  await page.getByTestId('step').nth(guess).click();

  // Keys and buttons move through the events.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('step').nth(guess + 1)).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('End');
  await expect(page.getByTestId('step').last()).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'First step' }).click();
  await expect(page.getByTestId('step').first()).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('cycles-histogram')).toBeVisible();
  await screenshotModes(page, 'nishio');
});

test('another seed and two strategies give another run, through the address', async ({ page }) => {
  test.setTimeout(120_000);
  const twoStrategies = (pattiRate(EASTER_MONSTER, ['--raters', 'nhc2', '--runs', '1', '--seed', '3']).nhc2 as { mean: number }).mean;
  await page.goto(workspacePath(`#/nishio?puzzle=${EASTER_MONSTER}&seed=7&strategies=4`));
  await expect(page.getByTestId('cycles')).toHaveText(String(cycles), { timeout: 60_000 });
  const form = page.getByRole('form', { name: 'Run settings' });
  await form.getByLabel('Seed').fill('3');
  await form.getByRole('radio', { name: '2' }).check();
  await form.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/seed=3&strategies=2$/);
  await expect(page.getByTestId('cycles')).toHaveText(String(twoStrategies), { timeout: 60_000 });
  await form.getByLabel('Seed').fill('x');
  await expect(form.getByRole('alert')).toContainText('whole number');
});

test("beside the run: the puzzle's NHC mean over the seed's runs, as patti rate gives it", async ({ page }) => {
  test.setTimeout(120_000);
  const rated = pattiRate(WIKIPEDIA_PUZZLE, ['--raters', 'nhc4', '--seed', '5']).nhc4 as { mean: number; runs: number };
  await page.goto(workspacePath(`#/nishio?puzzle=${WIKIPEDIA_PUZZLE}&seed=5&strategies=4`));
  await expect(page.getByTestId('nhc-mean')).toHaveText(`NHC-4 mean ${rated.mean.toFixed(2)}`, { timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Cycles over the runs' }).getByRole('heading')).toHaveText(
    `Cycles over ${rated.runs} runs`,
  );
});
