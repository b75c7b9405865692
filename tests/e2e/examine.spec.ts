import { expect, test, type Page } from '@playwright/test';
import { readSharedLines } from '../support/data';
import { START_PATH, WIKIPEDIA_PUZZLE, WIKIPEDIA_SOLUTION } from './support';

/** The 81 digits shown in the result grid, row by row ('.' for an empty cell), and which are givens. */
async function readGrid(page: Page): Promise<{ digits: string; givens: string }> {
  const cells = page.locator('table.grid td');
  await expect(cells).toHaveCount(81);
  const texts = await cells.allTextContents();
  const givens = await cells.evaluateAll((tds) => tds.map((td) => (td.classList.contains('given') ? 'g' : '-')).join(''));
  return { digits: texts.map((text) => text.trim() || '.').join(''), givens };
}

/** An independent check of a solved grid: every row, column and box holds 1..9 once. */
function isCompleteSudoku(digits: string): boolean {
  const units: number[][] = [];
  for (let i = 0; i < 9; i++) {
    units.push(Array.from({ length: 9 }, (_, j) => i * 9 + j));
    units.push(Array.from({ length: 9 }, (_, j) => j * 9 + i));
    units.push(Array.from({ length: 9 }, (_, j) => (Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)));
  }
  return units.every((unit) => unit.map((cell) => digits[cell]).sort().join('') === '123456789');
}

async function examine(page: Page, text: string): Promise<void> {
  await page.getByLabel('Puzzle', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Solve' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto(START_PATH);
  await expect(page.getByRole('heading', { name: 'Patti' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Examine a puzzle' }).click();
});

test('a pasted 17-clue puzzle is solved and drawn with its givens marked', async ({ page }) => {
  const puzzle = readSharedLines('royle17-49158.txt')[0]!.slice(0, 81);
  await examine(page, puzzle);
  await expect(page.getByRole('status')).toContainText('Valid: exactly one solution.');
  const grid = await readGrid(page);
  expect(isCompleteSudoku(grid.digits)).toBe(true);
  for (let cell = 0; cell < 81; cell++) {
    const given = puzzle[cell] !== '.';
    expect(grid.givens[cell]).toBe(given ? 'g' : '-');
    if (given) expect(grid.digits[cell]).toBe(puzzle[cell]);
  }
  await expect(page.getByText('web host')).toBeVisible();
});

test('a multi-line grid with separators is read and gets its published solution', async ({ page }) => {
  const rows = Array.from({ length: 9 }, (_, r) => WIKIPEDIA_PUZZLE.slice(r * 9, r * 9 + 9));
  const line = (r: number): string => [0, 3, 6].map((c) => rows[r]!.slice(c, c + 3).split('').join(' ')).join(' | ');
  const text = [0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8].map((r) => (r < 0 ? '------+-------+------' : line(r))).join('\n');
  await examine(page, text);
  await expect(page.getByRole('status')).toContainText('exactly one solution');
  expect((await readGrid(page)).digits).toBe(WIKIPEDIA_SOLUTION);
  if (process.env.PATTI_SCREENSHOT) await page.screenshot({ path: process.env.PATTI_SCREENSHOT });
});

test('an invalid puzzle shows why it cannot be read', async ({ page }) => {
  await examine(page, '11' + '.'.repeat(79));
  const status = page.getByRole('status');
  await expect(status).toContainText('Not a puzzle Patti can read.');
  await expect(status).toContainText('r1c1');
  await expect(status).toContainText('r1c2');
  await expect(page.locator('table.grid')).toHaveCount(0);
});

test('a puzzle with several solutions is reported as such', async ({ page }) => {
  await examine(page, readSharedLines('serg-multisolution-2000.txt')[0]!.slice(0, 81));
  await expect(page.getByRole('status')).toContainText('more than one solution');
});

test('the page states a strict Content Security Policy and drops the token from the address bar', async ({ page }) => {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe');
  expect(page.url()).not.toContain('token=');
});

test('without the token the page says how to get in', async ({ page }) => {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Missing or wrong token');
});
