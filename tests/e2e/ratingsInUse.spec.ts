/**
 * A custom technique set used where the fixed raters are: made on the command line and given
 * levels through the API the Ratings view uses, it is then one of Replay's sets (its own step
 * values and rating), a rater of the Rate panel whose ratings become a Library column headed by
 * its name, and a group of Generate's ready-made targets. A set of singles alone says where it
 * stops on a puzzle it cannot finish. The library is shared with the other specs: every lookup
 * names this spec's own set, source and puzzles.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { call, START_PATH, WIKIPEDIA_PUZZLE } from './support';
import { EASTER_MONSTER, patti, screenshotModes, workspacePath } from './workspace';

const NAME = 'e2e-mine';
const SINGLES = 'e2e-singles';
const SOURCE = 'Custom rating check';
/** Two easy puzzles (made by `patti generate`, clues 36-40) every set finishes at once. */
const PUZZLES = [
  '9.2..4....1..6.8...673.12.4.5.9.76287....295129.61....4..128......5..4.....476185',
  '8..469713.678.3.92.9.7..6.85.96...3........4..1..378..94....36...2..698...1.852..',
];

interface SavedSet {
  set: { name: string; levels?: { name: string; upTo?: number }[] } & Record<string, unknown>;
}

/** The set `patti rater create` makes (HoDoKu with full houses worth 7), then levels given in the app's way. */
async function makeSets(request: APIRequestContext): Promise<void> {
  const db = path.join(process.env.PATTI_E2E_HOME ?? '', 'library.db');
  const existing = await call<SavedSet | null>(request, 'customSet', NAME);
  if (!existing) patti(['rater', 'create', NAME, '--from', 'hodoku', '--value', 'full-house=7', '--db', db]);
  const made = (await call<SavedSet | null>(request, 'customSet', NAME))!;
  await call(request, 'saveCustomSet', { set: { ...made.set, levels: [{ name: 'Light', upTo: 300 }, { name: 'Heavy' }] }, replace: true });
  const singles = {
    name: SINGLES,
    base: 'se',
    fold: 'hardest',
    techniques: [
      { id: 'full-house', value: 1 },
      { id: 'hidden-single-box', value: 1.2 },
      { id: 'naked-single', value: 2.3 },
    ],
  };
  await call(request, 'saveCustomSet', { set: singles, replace: true });
}

const switcher = (page: Page) => page.getByRole('group', { name: 'Technique set' });

test.describe('a custom set where the raters are', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async ({ request }) => {
    await makeSets(request);
  });

  test("Replay offers it by name and replays the solve with the set's values", async ({ page }) => {
    await page.goto(workspacePath(`#/replay?puzzle=${WIKIPEDIA_PUZZLE}&set=se`));
    await expect(page.getByTestId('rating')).toHaveText(/^ER \d/);
    const tile = switcher(page).getByRole('radio', { name: new RegExp(`^${NAME}\\b`) });
    await expect(switcher(page)).toContainText(NAME);
    // The tile's tooltip calls it a custom set, in words.
    await expect(switcher(page).locator('label', { has: page.locator(`input[value="custom:${NAME}"]`) })).toHaveAttribute(
      'title',
      new RegExp(`^${NAME} \\(custom\\)`),
    );
    await tile.check();
    await expect(page).toHaveURL(new RegExp(`set=custom:${NAME}$`));
    await expect(page.getByTestId('rating')).toHaveText(new RegExp(`^${NAME} \\(custom\\) \\d+ \\((Light|Heavy)\\)$`));
    // Each full house is worth the set's 7, not HoDoKu's 4.
    const fullHouses = page.getByTestId('step').filter({ hasText: 'Full house' });
    await expect(fullHouses.first()).toBeVisible();
    for (const value of await fullHouses.locator('.value').allTextContents()) expect(value).toBe('7');
    // The switch keeps both ratings on their tiles; the set's tile does not repeat its name.
    await expect(switcher(page)).toContainText(/ER \d/);
    const mineTile = switcher(page).locator('label', { has: page.locator(`input[value="custom:${NAME}"]`) });
    await expect(mineTile.locator('.set-rating')).toHaveText(/^\d+ \((Light|Heavy)\)$/);

    // A link names the set, by a library id as well as by the puzzle.
    const listing = await call<{ rows: { id: number }[] }>(page.request, 'listPuzzles', { page: { limit: 1 } });
    const id = listing.rows[0]!.id;
    await page.goto(workspacePath(`#/replay?id=${id}&set=custom:${NAME}`));
    await expect(page.getByTestId('rating')).toHaveText(new RegExp(`^${NAME} \\(custom\\) `));
    await expect(switcher(page).locator(`input[value="custom:${NAME}"]`)).toBeChecked();
  });

  test('a set that cannot finish a puzzle says so, and where it stopped', async ({ page }) => {
    await page.goto(workspacePath(`#/replay?puzzle=${EASTER_MONSTER}&set=custom:${SINGLES}`));
    await expect(page.getByTestId('rating')).toHaveText(`${SINGLES} (custom): not finished`);
    await expect(page.getByTestId('unfinished')).toHaveText(
      new RegExp(
        `^The ${SINGLES} \\(custom\\) set cannot finish this puzzle: none of its techniques applies after \\d+ steps\\. ` +
          `The board after the last step shows where it stopped\\.$`,
      ),
    );
    // A set no library has is refused in words.
    await page.goto(workspacePath(`#/replay?puzzle=${WIKIPEDIA_PUZZLE}&set=custom:e2e-never-saved`));
    await expect(page.getByRole('alert')).toContainText('There is no custom technique set “e2e-never-saved” in the library');
  });

  test('screenshots of the set switcher with a custom set, in light and dark, small and large', async ({ page }) => {
    await page.goto(workspacePath(`#/replay?puzzle=${WIKIPEDIA_PUZZLE}&set=custom:${NAME}`));
    await expect(page.getByTestId('rating')).toHaveText(new RegExp(`^${NAME} \\(custom\\) `));
    await screenshotModes(page, 'replay-custom-set');
  });

  test('the Rate panel rates with it, and the Library gets its column by its name', async ({ page }) => {
    await call(page.request, 'importText', { text: PUZZLES.join('\n'), source: SOURCE });
    await page.goto(`${START_PATH}#/library?source=${encodeURIComponent(SOURCE)}`);
    const rater = page.getByRole('checkbox', { name: `Custom rating “${NAME}”`, exact: true });
    await expect(rater).toBeVisible();
    await rater.check();
    await page.getByRole('button', { name: 'Rate 2 puzzles', exact: true }).click();
    await expect(page.getByText(/^Job \d+ finished: 2 of 2 rated/)).toBeVisible({ timeout: 60_000 });
    const table = page.getByRole('table', { name: 'Puzzles' });
    await expect(table.getByRole('columnheader', { name: new RegExp(`^${NAME}`) })).toBeVisible();
    const jobs = await call<{ raters: string[]; status: string }[]>(page.request, 'listJobs');
    expect(jobs.some((job) => job.raters.includes(`custom:${NAME}`) && job.status === 'done')).toBe(true);
  });

  test('Generate offers its band and its levels among the targets', async ({ page }) => {
    await page.goto(`${START_PATH}#/generate`);
    const choice = page.getByTestId('generate-target-choice');
    const group = choice.locator(`optgroup[label="Your set “${NAME}”"]`);
    await expect(group.locator('option')).toHaveCount(3);
    await expect(group.locator(`option[value="custom:${NAME}:light"]`)).toHaveText(
      `Your set “${NAME}”: level Light — custom:${NAME}:light`,
    );
    await expect(group.locator('option').first()).toHaveAttribute('value', new RegExp(`^custom:${NAME}:\\d+-\\d+$`));
    await choice.selectOption(`custom:${NAME}:heavy`);
    await expect(page.getByTestId('generate-targets')).toContainText(`custom:${NAME}:heavy`);
  });
});
