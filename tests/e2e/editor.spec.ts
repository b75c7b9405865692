import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { screenshotLooks, START_PATH, WIKIPEDIA_PUZZLE, WIKIPEDIA_SOLUTION } from './support';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Wikipedia's puzzle with one more given (its last empty cell): a puzzle of its own, so saving it
 * leaves the library's other tests (which import Wikipedia's puzzle itself) undisturbed.
 */
const LAST_EMPTY = WIKIPEDIA_PUZZLE.lastIndexOf('.');
const TYPED_PUZZLE = WIKIPEDIA_PUZZLE.slice(0, LAST_EMPTY) + WIKIPEDIA_SOLUTION[LAST_EMPTY] + WIKIPEDIA_PUZZLE.slice(LAST_EMPTY + 1);
/**
 * Wikipedia's solution with the four cells of a unique rectangle emptied: r4c6 and r5c9 hold 1,
 * r4c9 and r5c6 hold 3, and swapping them gives a second solution, so the grid has exactly two.
 */
const TWO_SOLUTIONS = [...WIKIPEDIA_SOLUTION].map((digit, cell) => ([32, 35, 41, 44].includes(cell) ? '.' : digit)).join('');

const VIEWPORTS = { small: { width: 800, height: 600 }, large: { width: 1600, height: 1000 } } as const;

const status = (page: Page) => page.getByTestId('editor-status');
const board = (page: Page) => page.getByTestId('board');
const cellName = (cell: number): string => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

async function openEditor(page: Page, puzzle?: string): Promise<void> {
  await page.goto(`${START_PATH}#/editor${puzzle ? `?puzzle=${puzzle}` : ''}`);
  await expect(status(page)).toBeVisible();
}

/** Clicks a cell of the board and types a digit into it, as a person entering a puzzle does. */
async function typeDigit(page: Page, cell: number, digit: string): Promise<void> {
  await board(page)
    .locator(`[data-cell="${cellName(cell)}"]`)
    .click();
  await page.keyboard.press(digit);
}

/** The library as the CLI lists it: the rows of `patti db list` for a source and a tag. */
function listLibrary(source: string, tag: string): { givens: string }[] {
  const home = process.env.PATTI_E2E_HOME;
  if (!home) throw new Error('PATTI_E2E_HOME is not set: run this spec through playwright.config.ts');
  const args = [
    path.join(ROOT, 'bin', 'patti.mjs'),
    'db',
    'list',
    '--db',
    path.join(home, 'library.db'),
    '--source',
    source,
    '--tag',
    tag,
    '--json',
  ];
  const output = execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  return (JSON.parse(output) as { rows: { givens: string }[] }).rows;
}

/** Saves light and dark screenshots of the page at the small and the large viewport. */
async function screenshots(page: Page, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await screenshotLooks(page, name, ready, { sizes: VIEWPORTS, fullPage: () => false });
}

test('a typed puzzle goes from multiple solutions to unique to a conflict and back, and is saved to the library', async ({ page }) => {
  await openEditor(page);
  await expect(status(page)).toContainText('multiple solutions');

  const givens = [...TYPED_PUZZLE].flatMap((digit, cell) => (digit === '.' ? [] : [{ cell, digit }]));
  // One given leaves many solutions (no puzzle under 17 givens has just one).
  await typeDigit(page, givens[0]!.cell, givens[0]!.digit);
  await expect(status(page)).toContainText('multiple solutions');
  for (const { cell, digit } of givens.slice(1)) await typeDigit(page, cell, digit);
  await expect(status(page)).toContainText('unique');
  await expect(board(page).locator('[data-cell="r1c1"]')).toHaveAttribute('aria-label', /r1c1: 5, given/);

  // r1c3 already sees the 5 at r1c1.
  await typeDigit(page, 2, '5');
  await expect(status(page)).toContainText('conflict');
  await expect(status(page)).toContainText('r1c1');
  await expect(board(page).locator('[data-cell="r1c3"]')).toHaveAttribute('aria-label', /in conflict/);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(status(page)).toContainText('unique');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(status(page)).toContainText('conflict');
  await page.keyboard.press('Control+z');
  await expect(status(page)).toContainText('unique');

  await expect(page.getByTestId('quick-ratings')).toContainText('SE', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Save to library', exact: true }).click();
  await page.getByLabel('Tags (comma-separated)').fill('typed-in-editor, e2e');
  await page.getByLabel('Note').fill('Typed in from Wikipedia');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('saved')).toContainText(/Saved to the library as #\d+/);

  const rows = listLibrary('My puzzles', 'typed-in-editor');
  expect(rows.map((row) => row.givens)).toContain(TYPED_PUZZLE);

  await screenshots(page, 'editor', async (shot) => {
    await expect(shot.getByTestId('quick-ratings')).toContainText('SE');
  });

  await page.getByRole('button', { name: 'Open in Replay' }).click();
  await expect(page).toHaveURL(new RegExp(`#/replay\\?puzzle=${TYPED_PUZZLE.replace(/\./g, '\\.')}`));
  await expect(page.getByTestId('step').first()).toBeVisible({ timeout: 15_000 });
  await page.goBack();
  // Back in the editor, the typed puzzle is still there.
  await expect(status(page)).toContainText('unique');
  await expect(board(page).locator('[data-cell="r9c9"]')).toHaveAttribute('aria-label', /r9c9: 9, given/);
});

test('pasting a printed grid fills the editor, and Undo takes the paste back', async ({ page }) => {
  await openEditor(page);
  const rows = Array.from({ length: 9 }, (_, r) => WIKIPEDIA_PUZZLE.slice(r * 9, r * 9 + 9));
  const printed = rows.map((row) => `${row.slice(0, 3)}|${row.slice(3, 6)}|${row.slice(6)}`).join('\n');
  await page.getByText('Paste a puzzle').click();
  await page.getByLabel('Puzzle text to paste').fill(printed);
  await page.getByRole('button', { name: 'Paste into grid' }).click();
  await expect(status(page)).toContainText('unique');
  await expect(board(page).locator('[data-cell="r9c9"]')).toHaveAttribute('aria-label', /r9c9: 9, given/);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(board(page).locator('[data-cell="r9c9"]')).toHaveAttribute('aria-label', /r9c9: empty/);

  await page.getByRole('button', { name: 'Redo', exact: true }).click();

  // Copy line, Clear, then Ctrl+V on the grid brings the puzzle back.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy line' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WIKIPEDIA_PUZZLE);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(status(page)).toContainText('multiple solutions');
  await board(page).locator('[data-cell="r5c5"]').click();
  await page.keyboard.press('Control+v');
  await expect(status(page)).toContainText('unique');
  // Wikipedia's puzzle keeps one solution without its r1c1 given, so it is not minimal.
  await page.getByRole('button', { name: 'Minimal?' }).click();
  await expect(page.getByTestId('redundant-givens')).toContainText(/Not minimal: \d+ givens/);
  const redundant = Number((await page.getByTestId('redundant-givens').textContent())!.match(/(\d+) givens/)![1]);
  await expect(board(page).locator('[data-cell][aria-label*="in the pattern"]')).toHaveCount(redundant);
  await expect(board(page).locator('[data-cell="r1c1"]')).toHaveAttribute('aria-label', /in the pattern/);

  await page.getByRole('button', { name: 'Copy grid' }).click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')[1]).toBe('| 5 3 . | . 7 . | . . . |');

  await page.getByLabel('Puzzle text to paste').fill('12345');
  await page.getByRole('button', { name: 'Paste into grid' }).click();
  await expect(page.getByRole('alert')).toContainText('Cannot read the pasted text');
});

test('a puzzle with two solutions opened by link says so', async ({ page }) => {
  await openEditor(page, TWO_SOLUTIONS);
  await expect(status(page)).toContainText('multiple solutions');
  await expect(board(page).locator('[data-cell="r4c6"]')).toHaveAttribute('aria-label', /r4c6: empty/);
  await expect(page.getByRole('button', { name: 'Save to library', exact: true })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Play', exact: true })).toBeDisabled();
});

test('a puzzle with two solutions sent to Replay opens in the editor with the reason', async ({ page }) => {
  await page.goto(`${START_PATH}#/replay?puzzle=${TWO_SOLUTIONS}&set=se`);
  await expect(status(page)).toContainText('multiple solutions', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Editor' }).getByRole('alert')).toContainText(/solution/i);
  await expect(board(page).locator('[data-cell="r4c9"]')).toHaveAttribute('aria-label', /r4c9: empty/);
});

test('Play: a hint is drawn on the board with its words, and a wrong digit is pointed out', async ({ page }) => {
  await openEditor(page, WIKIPEDIA_PUZZLE);
  await expect(status(page)).toContainText('unique');
  await page.getByRole('tab', { name: 'Play', exact: true }).click();

  // r1c3 is 4 in the solution; 1 is a mistake the Check button points out.
  await typeDigit(page, 2, '1');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(board(page).locator('[data-cell="r1c3"]')).toHaveAttribute('aria-label', /r1c3: 1, in conflict/);
  await page.keyboard.press('Control+z');
  await expect(board(page).locator('[data-cell="r1c3"]')).toHaveAttribute('aria-label', /r1c3: empty/);

  await page.getByRole('button', { name: 'Fill in candidates' }).click();
  await expect(board(page).locator('[data-cand="r1c3d4"]')).toBeVisible();
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).not.toBeEmpty({ timeout: 15_000 });
  await page.getByTestId('hint').click();
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-panel')).toHaveAttribute('data-hint-level', '3');
  expect(await board(page).locator('[data-mark]').count()).toBeGreaterThan(0);

  await screenshots(page, 'play', async (shot) => {
    await expect(shot.getByTestId('hint-text')).toBeVisible();
  });

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('hint-text')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeEnabled();
});
