import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generatePuzzles } from '../support/generatedPuzzles';
import { screenshotLooks, START_PATH, TOKEN } from './support';

/**
 * The Library table over a large library: 5,000 generated puzzles imported through the app API,
 * scrolled through to the last row, rows chosen with the mouse and the keyboard, gathered into
 * a collection, filtered by it, linked to the Print view, and the filter kept in the address.
 */
const SOURCE = 'Generated five thousand';
const COUNT = 5_000;

const table = (page: Page) => page.getByRole('table', { name: 'Puzzles' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-id]');
const position = (page: Page) => page.getByTestId('list-position');
const filterBar = (page: Page) => page.getByRole('group', { name: 'Filter the library' });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'The chosen puzzles' });
const chosenCount = (page: Page) => page.getByTestId('selection-count');

async function callApi(request: APIRequestContext, method: string, input: unknown): Promise<unknown> {
  const response = await request.post(`/api/${method}`, {
    headers: { 'x-patti-token': TOKEN, 'content-type': 'application/json' },
    data: JSON.stringify(input),
  });
  const reply = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
  if (!reply.ok) throw new Error(`${method}: ${reply.error?.message}`);
  return reply.value;
}

/** Ids of the rows drawn, in order. */
const drawnIds = (page: Page): Promise<number[]> =>
  bodyRows(page).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-id'))));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  if ((await callApi(request, 'countPuzzles', { source: SOURCE })) === COUNT) return;
  const puzzles = generatePuzzles(COUNT, 2026);
  // The import box takes up to 200,000 characters a call: 2,000 lines of 82.
  for (let start = 0; start < COUNT; start += 2_000) {
    await callApi(request, 'importText', { text: puzzles.slice(start, start + 2_000).join('\n'), source: SOURCE });
  }
  expect(await callApi(request, 'countPuzzles', { source: SOURCE })).toBe(COUNT);
});

test.beforeEach(() => test.setTimeout(120_000));

async function openSource(page: Page): Promise<void> {
  await page.goto(`${START_PATH}#/library?source=${encodeURIComponent(SOURCE)}`);
  await expect(position(page)).toContainText(`of ${COUNT.toLocaleString('en-US')}`, { timeout: 30_000 });
}

test('scrolls through 5,000 rows to the last one, drawing only the rows near the view', async ({ page }) => {
  await openSource(page);
  await expect(bodyRows(page)).toHaveCount(50);
  const first = await drawnIds(page);
  const scroller = page.locator('.scroller');
  await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
  const last = table(page).locator(`tbody tr[aria-rowindex="${COUNT + 1}"][data-id]`);
  await expect(last).toBeVisible({ timeout: 20_000 });
  expect(await bodyRows(page).count()).toBeLessThanOrEqual(100);
  await expect(position(page)).toContainText(`–${COUNT.toLocaleString('en-US')} of ${COUNT.toLocaleString('en-US')}`);
  // Sorted by id, the last row's id is above every id of the first screen.
  expect(Number(await last.getAttribute('data-id'))).toBeGreaterThan(Math.max(...first));
  // Home from the keyboard goes back to the top.
  await last.click();
  await page.keyboard.press('Home');
  await expect(table(page).locator('tbody tr[aria-rowindex="2"]')).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).locator('tbody tr[aria-rowindex="2"]')).toBeFocused();
});

test('chooses rows, adds them to a new collection, filters by it, links to Print, and a reload keeps the filter', async ({ page }) => {
  await openSource(page);
  const ids = await drawnIds(page);
  await bodyRows(page).nth(0).click();
  await bodyRows(page)
    .nth(4)
    .click({ modifiers: ['Shift'] });
  await expect(chosenCount(page)).toHaveText('5 puzzles chosen');
  await bodyRows(page)
    .nth(7)
    .click({ modifiers: ['Control'] });
  await bodyRows(page)
    .nth(2)
    .click({ modifiers: ['Control'] });
  await expect(chosenCount(page)).toHaveText('5 puzzles chosen');
  const chosen = [ids[0], ids[1], ids[3], ids[4], ids[7]];
  await expect(toolbar(page).getByRole('link', { name: 'Print selection' })).toHaveAttribute(
    'href',
    `#/print?ids=${[ids[0], ids[1], ids[3], ids[4], ids[7]].join(',')}&source=${encodeURIComponent(SOURCE)}`,
  );

  await toolbar(page).getByRole('button', { name: 'Add to collection…' }).click();
  await toolbar(page).getByLabel('Collection to add them to').fill('Weekend set');
  await toolbar(page).getByRole('button', { name: 'Create and add' }).click();
  await expect(toolbar(page).getByRole('status')).toHaveText('Added 5 puzzles to “Weekend set”.');

  await filterBar(page)
    .getByRole('combobox', { name: /^Collection/ })
    .selectOption('Weekend set');
  await expect(page).toHaveURL(/#\/library\?source=.*&collection=Weekend\+set$/);
  await expect(bodyRows(page)).toHaveCount(5);
  expect((await drawnIds(page)).sort((a, b) => a - b)).toEqual([...chosen].sort((a, b) => a! - b!));
  await expect(page.getByRole('link', { name: 'Print collection “Weekend set”' })).toHaveAttribute(
    'href',
    '#/print?collection=Weekend+set',
  );
  await expect(page.getByRole('button', { name: 'Rate 5 puzzles', exact: true })).toBeVisible();

  // Ctrl+A in the table chooses every row the filter lists.
  await bodyRows(page).nth(0).click();
  await page.keyboard.press('Control+a');
  await expect(chosenCount(page)).toHaveText('5 puzzles chosen');

  await page.reload();
  await expect(filterBar(page).getByRole('combobox', { name: /^Collection/ })).toHaveValue('Weekend set');
  await expect(filterBar(page).getByRole('combobox', { name: /^Source/ })).toHaveValue(SOURCE);
  await expect(bodyRows(page)).toHaveCount(5);
  await page.goBack();
  await expect(filterBar(page).getByRole('combobox', { name: /^Collection/ })).toHaveValue('');
  await expect(position(page)).toContainText(`of ${COUNT.toLocaleString('en-US')}`);
});

test('tags the chosen rows, filters by the tag, and removes it again', async ({ page }) => {
  await openSource(page);
  await bodyRows(page).nth(10).click();
  await bodyRows(page)
    .nth(12)
    .click({ modifiers: ['Shift'] });
  await toolbar(page).getByRole('button', { name: 'Tag…' }).click();
  await toolbar(page).getByLabel('Tag the chosen puzzles').fill('tricky');
  await toolbar(page).getByRole('button', { name: 'Add tag' }).click();
  await expect(toolbar(page).getByRole('status')).toHaveText('Tagged 3 puzzles “tricky”.');
  await filterBar(page).getByRole('combobox', { name: /^Tag/ }).selectOption('tricky');
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Remove the tag tricky from this puzzle' })).toBeVisible();
  await page.keyboard.press('Control+a');
  await expect(chosenCount(page)).toHaveText('3 puzzles chosen');
  await toolbar(page).getByRole('button', { name: 'Remove tag' }).click();
  // Other tests may have made tags of their own: name the one to take off.
  await toolbar(page).getByLabel('Tag to take off the chosen puzzles').selectOption('tricky');
  await toolbar(page).getByRole('button', { name: 'Remove tag' }).last().click();
  await expect(toolbar(page).getByRole('status')).toHaveText('Took the tag “tricky” off 3 puzzles.');
  await expect(page.getByText('No puzzle matches these filters.')).toBeVisible();
});

test('hides a rating column from the chooser and keeps it hidden after a reload', async ({ page }) => {
  await openSource(page);
  await page.getByText(/^Columns \(/).click();
  const universal = page.getByRole('group', { name: 'Rating columns to show' }).getByLabel('Universal');
  await universal.uncheck();
  await expect(table(page).getByRole('columnheader', { name: /^Universal/ })).toHaveCount(0);
  await page.reload();
  await expect(table(page).getByRole('columnheader', { name: /^Clues/ })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: /^Universal/ })).toHaveCount(0);
  await page.getByText(/^Columns \(/).click();
  await universal.check();
  await expect(table(page).getByRole('columnheader', { name: /^Universal/ })).toBeVisible();
});

test('screenshots in light and dark, small and large', async ({ page }) => {
  test.setTimeout(300_000);
  // The sample ships rated: the classics show the universal column and the technique chips.
  const link = `${START_PATH}#/library?source=${encodeURIComponent('Named classics')}&sort=${encodeURIComponent('cost@$.score')}&order=desc`;
  await screenshotLooks(
    page,
    'library',
    async () => {
      await page.goto(link);
      await expect(bodyRows(page).first()).toBeVisible();
      // The costliest classic is shown: its techniques are chips.
      await bodyRows(page).nth(2).click();
      await bodyRows(page)
        .nth(0)
        .click({ modifiers: ['Shift'] });
      await expect(page.getByRole('list', { name: 'Techniques used (Sudoku of the Day cost)' })).toBeVisible();
    },
    { fullPage: (size) => size === 'small' },
  );
});
