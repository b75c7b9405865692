import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { START_PATH, TOKEN, WIKIPEDIA_PUZZLE } from './support';

/**
 * The Library from the keyboard and on a first view: a few Tabs from the filter bar to the first
 * row, the headings one Tab stop moved along with the arrow keys, Enter on a row opening its
 * replay; the first view's panel showing the chosen row; and a puzzle of two sources showing,
 * filtered by one, that source's level.
 */
const FIRST = 'Keyboard · first source';
const SECOND = 'Keyboard · second source';
const LEVEL = 'Tough ones';

const filterBar = (page: Page) => page.getByRole('group', { name: 'Filter the library' });
const table = (page: Page) => page.getByRole('table', { name: 'Puzzles' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-id]');
const headingControls = (page: Page) => table(page).locator('thead th button, thead th a');

async function callApi(request: APIRequestContext, method: string, input: unknown): Promise<unknown> {
  const response = await request.post(`/api/${method}`, {
    headers: { 'x-patti-token': TOKEN, 'content-type': 'application/json' },
    data: JSON.stringify(input),
  });
  const reply = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
  if (!reply.ok) throw new Error(`${method}: ${reply.error?.message}`);
  return reply.value;
}

/** What has the keyboard focus, in a few words (for the Tab walk's message). */
const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '(nothing)';
    const index = element.getAttribute('data-index');
    return index !== null
      ? `row ${index}`
      : `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 30)}”`;
  });

test.beforeAll(async ({ request }) => {
  // The same puzzle from two sources, the second with a level: the first source is its first origin.
  await callApi(request, 'importText', { text: WIKIPEDIA_PUZZLE, source: FIRST });
  await callApi(request, 'importText', { text: WIKIPEDIA_PUZZLE, source: SECOND, level: LEVEL });
});

// A busy machine makes a first load and a sort over the whole library slow: room for both.
test.beforeEach(() => test.setTimeout(90_000));

async function openLibrary(page: Page, hash = '#/library'): Promise<void> {
  await page.goto(`${START_PATH}${hash}`);
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 30_000 });
}

test('the first view shows the chosen row, and only it', async ({ page }) => {
  await openLibrary(page);
  const first = bodyRows(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const id = await first.getAttribute('data-id');
  await expect(page.getByRole('heading', { name: `Puzzle #${id}` })).toBeVisible();
  await expect(page.getByTestId('selection-count')).toHaveText('1 puzzle chosen');
  await expect(table(page).locator('tbody tr[aria-selected="true"]')).toHaveCount(1);
  // Taking the row out of the choice takes it out of the panel too.
  await first.click({ modifiers: ['Control'] });
  await expect(page.getByTestId('selection-count')).toHaveText('No puzzle chosen');
  await expect(page.getByRole('heading', { name: /^Puzzle #/ })).toHaveCount(0);
  await expect(page.getByTestId('no-puzzle-shown')).toBeVisible();
});

test('a few Tabs lead from the filter bar to the first row; the headings are one stop, moved along with the arrow keys', async ({
  page,
}) => {
  await openLibrary(page);
  // From the last filter that takes the focus (the Tag and Collection filters wait, disabled,
  // until the library has tags and collections: other tests may have made some).
  await filterBar(page).locator('select:not([disabled])').last().focus();
  const stops: string[] = [];
  const inHeadings: boolean[] = [];
  const inToolbar: boolean[] = [];
  for (let tab = 0; tab < 20; tab++) {
    await page.keyboard.press('Tab');
    stops.push(await focusedName(page));
    inHeadings.push(await page.evaluate(() => document.activeElement?.closest('thead') !== null));
    inToolbar.push(await page.evaluate(() => document.activeElement?.closest('[role="toolbar"]') !== null));
    if (stops.at(-1) === 'row 0') break;
  }
  const walk = stops.join(' → ');
  expect(stops.at(-1), walk).toBe('row 0');
  // The print links, the position bar, Columns, the chosen puzzles' toolbar, the headings, the row.
  expect(stops.length, walk).toBeLessThanOrEqual(8);
  expect(inHeadings.filter(Boolean).length, walk).toBe(1);
  expect(inToolbar.filter(Boolean).length, walk).toBe(1);
  // Exactly one heading control is in the Tab order, and it is the stop just before the row.
  await expect(table(page).locator('thead [tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await expect(headingControls(page).first()).toBeFocused();

  await page.keyboard.press('ArrowRight');
  const clues = table(page).getByRole('button', { name: /^Clues/ });
  await expect(clues).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table(page).getByRole('columnheader', { name: /^Clues/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=clues/);
  await expect(clues).toBeFocused();
  await page.keyboard.press(' ');
  await expect(table(page).getByRole('columnheader', { name: /^Clues/ })).toHaveAttribute('aria-sort', 'descending');
  await page.keyboard.press('End');
  await expect(headingControls(page).last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(headingControls(page).first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(headingControls(page).first()).toBeFocused();
  // The heading used last is the one Tab comes back to.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(clues).toBeFocused();
});

test('Enter on a row opens its replay', async ({ page }) => {
  await openLibrary(page);
  await bodyRows(page).nth(2).click();
  await page.keyboard.press('ArrowDown');
  const row = bodyRows(page).nth(3);
  await expect(row).toBeFocused();
  const id = await row.getAttribute('data-id');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/replay\\?id=${id}(&|$)`));
});

test("filtered by a source, a row shows that source's level, +1 opens the other, and the labels print it", async ({ page, request }) => {
  await openLibrary(page);
  // The Level filter groups levels under their sources.
  const level = filterBar(page).getByRole('combobox', { name: /^Level/ });
  await expect(level.locator(`optgroup[label="${SECOND}"] option`)).toHaveText([`${LEVEL} (1)`]);
  await level.selectOption({ label: `${LEVEL} (1)` });
  await expect(page).toHaveURL(new RegExp(`source=${encodeURIComponent(SECOND).replace(/%20/g, '\\+')}.*level=`));
  await expect(filterBar(page).getByRole('combobox', { name: /^Source/ })).toHaveValue(SECOND);

  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).first();
  await expect(row.locator('td.source')).toContainText(SECOND);
  await expect(row.locator('td.level')).toHaveText(LEVEL);
  const more = row.getByRole('button', { name: /more source/ });
  await expect(more).toHaveText(/^\+\d+$/);
  // The panel shows the same origin first, and the others behind "+N".
  const id = await row.getAttribute('data-id');
  await expect(page.getByRole('heading', { name: `Puzzle #${id}` })).toBeVisible();
  await expect(page.getByTestId('origin-shown')).toContainText(`${SECOND} · ${LEVEL}`);
  await expect(page.getByTestId('origin-others')).toBeHidden();
  await more.click();
  await expect(page.getByTestId('origin-others')).toBeVisible();
  await expect(page.getByTestId('origin-others')).toContainText(FIRST);

  // Print: a filter on the source and a chosen row with the Library's source both label the second source's level.
  const printed = (await callApi(request, 'printPuzzles', {
    selection: { filter: { source: SECOND } },
    options: { label: ['source', 'level'] },
  })) as { puzzles: { source?: string; level?: string }[] };
  expect(printed.puzzles).toEqual([expect.objectContaining({ source: SECOND, level: LEVEL })]);
  const printLink = page.getByRole('toolbar', { name: 'The chosen puzzles' }).getByRole('link', { name: 'Print selection' });
  await expect(printLink).toHaveAttribute('href', `#/print?ids=${id}&source=${encodeURIComponent(SECOND)}`);
  const chosen = (await callApi(request, 'printPuzzles', {
    selection: { ids: [Number(id)], source: SECOND },
    options: { label: ['level'] },
  })) as { puzzles: { level?: string }[] };
  expect(chosen.puzzles[0]?.level).toBe(LEVEL);
});

test('looks right at 800×600 and on a large screen, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  const folder = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'library-keyboard');
  mkdirSync(folder, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    for (const [size, viewport] of [
      ['small', { width: 800, height: 600 }],
      ['large', { width: 1440, height: 1000 }],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewport);
      await openLibrary(page, `#/library?source=${encodeURIComponent(SECOND)}`);
      await expect(page.getByTestId('origin-shown')).toContainText(LEVEL);
      // The table is one scrolling list: nothing says "page".
      await expect(page.getByTestId('list-position')).toHaveText(/^\s*Rows 1–1 of 1\s*$/);
      await page.screenshot({ path: path.join(folder, `library-${scheme}-${size}.png`) });
      await openLibrary(page);
      await page.screenshot({ path: path.join(folder, `library-all-${scheme}-${size}.png`) });
    }
  }
});
