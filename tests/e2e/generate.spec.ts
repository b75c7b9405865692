/**
 * The Generate view through the web host: a job of cost:easy puzzles started from the
 * panel, its progress, its results (the new collection's puzzles, the first checked again by
 * `patti rate`), one opened in the workspace's replay as `patti explain` solves it; cancel keeps
 * what was made; a malformed target shows the list of valid targets; screenshots. The jobs aim
 * at cost levels (a rater without options), so the puzzles they add to the shared test library
 * bring no second parameter set of a rater into the views the later specs look at.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshotLooks, START_PATH, TOKEN } from './support';
import { modeTab, patti, pattiRate } from './workspace';

async function call<T>(request: APIRequestContext, name: string, input: unknown): Promise<T> {
  const response = await request.post(`api/${name}`, {
    headers: { 'x-patti-token': TOKEN, 'content-type': 'application/json' },
    data: JSON.stringify(input),
  });
  const reply = (await response.json()) as { ok: true; value: T } | { ok: false; error: { message: string } };
  if (!reply.ok) throw new Error(`${name}: ${reply.error.message}`);
  return reply.value;
}

const view = (page: Page) => page.getByTestId('generate-view');
const results = (page: Page) => page.getByTestId('generate-result');

/** Opens the Generate view from the navigation, as a person would. */
async function openGenerate(page: Page): Promise<void> {
  await page.goto(START_PATH);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Generate' }).click();
  await expect(view(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/generate$/);
}

test.describe('Generate', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a job of cost:easy puzzles shows its progress and results, and a result opens in the workspace', async ({ page, request }) => {
    await openGenerate(page);
    // One target picked from the list of valid ones, the count and the seed typed.
    await page.getByTestId('generate-target-choice').selectOption('cost:easy');
    await expect(page.getByTestId('generate-targets').locator('code')).toHaveText(['cost:easy']);
    await page.getByTestId('generate-count').fill('5');
    await page.getByTestId('generate-seed').fill('7');
    await expect(page.getByTestId('generate-collection')).toHaveAttribute('placeholder', 'Generated cost:easy');
    await page.getByTestId('generate-start').click();

    await expect(page.getByTestId('generate-progress')).toBeVisible();
    await expect(page.getByTestId('generate-cancel')).toBeVisible();
    await expect(page.getByTestId('generate-message')).toHaveText(/^Made 5 of 5 puzzles in “Generated cost:easy” in \d+ s\.$/, {
      timeout: 120_000,
    });
    await expect(page.getByTestId('generate-progress')).toBeHidden();
    await expect(results(page)).toHaveCount(5);
    await expect(page.getByTestId('generate-results')).toContainText('5 puzzles');

    // The collection holds the puzzles shown; the first is Easy when rated again by the command line.
    const listing = await call<{ total: number; rows: { id: number; givens: string }[] }>(request, 'listPuzzles', {
      filter: { collection: 'Generated cost:easy' },
      page: { limit: 50 },
    });
    expect(listing.total).toBe(5);
    expect(await results(page).evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-id'))))).toEqual(
      listing.rows.map((row) => row.id),
    );
    const first = listing.rows[0]!;
    const rated = pattiRate(first.givens, ['--raters', 'cost']).cost as { score: number };
    // Sudoku of the Day's Easy range ("Sudoku Difficulty Ratings"): 4300 to 5500.
    expect(rated.score).toBeGreaterThanOrEqual(4300);
    expect(rated.score).toBeLessThanOrEqual(5500);

    // The first result opens in the workspace's replay: the SE-order solve patti explains.
    const explained = JSON.parse(patti(['explain', first.givens, '--json'])) as { steps: unknown[] };
    await results(page).first().getByRole('link', { name: 'Replay' }).click();
    await expect(page).toHaveURL(new RegExp(`#/replay\\?id=${first.id}&set=se$`));
    await expect(modeTab(page, 'Replay')).toBeVisible();
    await expect(page.getByTestId('step')).toHaveCount(explained.steps.length, { timeout: 60_000 });
  });

  test('cancel keeps the puzzles made so far', async ({ page }) => {
    await openGenerate(page);
    await page.getByTestId('generate-target').fill('cost:easy');
    await page.getByTestId('generate-target').press('Enter');
    await page.getByTestId('generate-count').fill('2000');
    const collection = `Cancelled in the panel ${Date.now()}`;
    await page.getByTestId('generate-collection').fill(collection);
    await page.getByTestId('generate-start').click();
    await expect(page.getByTestId('generate-progress')).toContainText(/^\s*([3-9]|\d\d+) \/ 2,000 made/, { timeout: 60_000 });
    await page.getByTestId('generate-cancel').click();
    const message = page.getByTestId('generate-message');
    await expect(message).toHaveText(new RegExp(`^Cancelled: [\\d,]+ of 2,000 puzzles made, kept in “${collection}”\\.$`), {
      timeout: 60_000,
    });
    const made = Number(/Cancelled: ([\d,]+)/.exec((await message.textContent())!)![1]!.replace(',', ''));
    expect(made).toBeGreaterThanOrEqual(3);
    expect(made).toBeLessThan(2000);
    await expect(page.getByTestId('generate-results')).toContainText(`${made.toLocaleString('en-US')} puzzles`);
    await expect(results(page)).toHaveCount(Math.min(made, 200));
  });

  test('a malformed target shows the list of valid targets', async ({ page }) => {
    await openGenerate(page);
    await page.getByTestId('generate-target').fill('se:banana');
    await page.getByTestId('generate-start').click();
    const problem = page.getByTestId('generate-error');
    await expect(problem).toBeVisible();
    await expect(problem.locator('p').first()).toHaveText("'se:banana' is not a valid se target.");
    await expect(problem).toContainText('Valid targets:');
    const valid = problem.getByRole('listitem');
    for (const syntax of ['se:LOW-HIGH', 'universal:easy|medium|hard', 'technique:ID', 'clues:LOW-HIGH'])
      await expect(valid.filter({ has: page.locator('code', { hasText: syntax }) })).toHaveCount(1);
    await expect(valid.first()).toHaveText('se:LOW-HIGH Sudoku Explainer ER, e.g. se:7.0-8.0');
    await expect(page.getByTestId('generate-targets').locator('li')).toHaveText(['No target yet: type one or choose one below.']);
    await expect(page.getByTestId('generate-progress')).toHaveCount(0);

    // An unknown name too, and a good target clears the message.
    await page.getByTestId('generate-target').fill('speed:1-2');
    await page.getByTestId('generate-target').press('Enter');
    await expect(problem.locator('p').first()).toHaveText("unknown target 'speed:1-2'.");
    await page.getByTestId('generate-target').fill('SE:7.0-8.0');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('generate-targets').locator('code')).toHaveText(['se:7-8']);
    await expect(problem).toHaveCount(0);
  });

  test('screenshots in light and dark, small and large', async ({ page }) => {
    await page.goto(`${START_PATH}#/generate?target=cost:easy`);
    await expect(page.getByTestId('generate-targets').locator('code')).toHaveText(['cost:easy']);
    await page.getByTestId('generate-count').fill('8');
    await page.getByTestId('generate-symmetry').selectOption('rotate180');
    await page.getByTestId('generate-seed').fill('2024');
    await page.getByTestId('generate-collection').fill('Easy, symmetric');
    await page.getByTestId('generate-start').click();
    await expect(page.getByTestId('generate-message')).toHaveText(/^Made 8 of 8 puzzles/, { timeout: 120_000 });
    await expect(results(page)).toHaveCount(8);
    await screenshotLooks(page, 'generate', async () => {
      await expect(results(page)).toHaveCount(8);
    });
  });
});
