/**
 * Editing after an import, the way a person meets it: a 300-line `id puzzle rating` list with
 * five broken lines goes in through the Import box (with its preview), each broken line named
 * with its column; the ids and ratings are kept; the source gets its level with "Set level…"
 * (first on one chosen puzzle, then on the whole filter); a puzzle is given a name; the file
 * imported again into another source with a level says which origins it added; and Compare
 * shows the source with its level and its published rating as a metric. The puzzles are made by
 * the tests' generator (the sample's named classics, moved and given a few more cells).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatePuzzles } from '../support/generatedPuzzles';
import { START_PATH, TOKEN } from './support';

const SOURCE = 'Sudoku Exchange';
const LEVEL = 'Diabolical';

async function call<T>(request: APIRequestContext, method: string, input?: unknown): Promise<T> {
  const headers = { 'x-patti-token': TOKEN, 'content-type': 'application/json' };
  const response = await request.post(`/api/${method}`, input === undefined ? { headers } : { headers, data: JSON.stringify(input) });
  const reply = (await response.json()) as { ok: true; value: T } | { ok: false; error: { message: string } };
  if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
  return reply.value;
}

/** The list as a site would publish it: `<id> <puzzle> <SE rating>`, lines 26, 78, 120, 200 and 250 broken. */
function writeExchangeList(file: string): { puzzles: string[]; ratings: string[] } {
  const puzzles = generatePuzzles(300, 2901);
  const ratings = puzzles.map((_, index) => (6 + (index % 30) / 10).toFixed(1));
  const lines = puzzles.map((puzzle, index) => `sx${index + 1} ${puzzle} ${ratings[index]}`);
  lines[25] = `sx26 ${puzzles[25]!.slice(1)} 7.0`;
  lines[77] = `sx78 ${puzzles[77]!.slice(0, 10)}z${puzzles[77]!.slice(11)} 7.0`;
  lines[119] = 'sx120';
  lines[199] = `sx200 ${'.'.repeat(81)} 7.0`;
  lines[249] = `sx250 ${puzzles[249]!.slice(0, 40)}?${puzzles[249]!.slice(41)} 7.0`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return { puzzles, ratings };
}

const importForm = (page: Page) => page.getByRole('form', { name: 'Import puzzles' });

test('a list imported with its preview, its source given a level with Set level…, shows in Compare with its level and published rating', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const file = testInfo.outputPath('sudoku-exchange.txt');
  const { puzzles, ratings } = writeExchangeList(file);

  // The Import box previews the list with a role per column, and names the rating column.
  await page.goto(START_PATH);
  const form = importForm(page);
  await form.getByLabel(/A file of any size/).setInputFiles(file);
  const preview = form.getByTestId('import-preview');
  await expect(preview).toBeVisible();
  const roles = preview.getByTestId('column-role');
  await expect(roles).toHaveCount(3);
  await expect(roles.nth(0)).toHaveValue('id');
  await expect(roles.nth(1)).toHaveValue('puzzle');
  await expect(roles.nth(2)).toHaveValue('rating');
  await preview.getByLabel('Name of column 3').fill('SE');
  await preview.getByLabel('Name of column 3').press('Enter');
  await form.getByLabel('Source', { exact: true }).fill(SOURCE);
  await form.getByRole('button', { name: 'Import sudoku-exchange.txt' }).click();

  // Every broken line is named with its column.
  await expect(form.getByText('300 read: 295 new, 0 duplicates, 0 isomorphs, 5 rejected.')).toBeVisible({ timeout: 90_000 });
  await expect(form.getByTestId('import-report-lines').getByRole('listitem')).toHaveText([
    'line 26, column 2 (puzzle): 80 cells, want 81',
    /^line 78, column 2 \(puzzle\): bad character 'z' at r2c2/,
    'line 120, column 2 (puzzle): no puzzle: the line has 1 column',
    'line 200: the puzzle has more than one solution',
    /^line 250, column 2 \(puzzle\): bad character '\?' at r5c5/,
  ]);

  // The ids and the ratings are kept with each puzzle.
  const ids = await call<number[]>(request, 'puzzleIds', { filter: { source: SOURCE } });
  expect(ids).toHaveLength(295);
  for (const line of [1, 100, 300]) {
    const listing = await call<{ rows: { id: number; givens: string }[] }>(request, 'listPuzzles', {
      filter: { source: SOURCE },
      page: { offset: line - 1 - (line > 250 ? 5 : line > 78 ? 2 : 0), limit: 1 },
    });
    const row = listing.rows[0]!;
    expect(row.givens).toBe(puzzles[line - 1]);
    const detail = await call<{ provenance: { externalId: string }[]; externalRatings: { name: string; text: string }[] }>(
      request,
      'puzzleDetail',
      row.id,
    );
    expect(detail.provenance.map((origin) => origin.externalId)).toEqual([`sx${line}`]);
    expect(detail.externalRatings).toEqual([expect.objectContaining({ name: 'SE', text: ratings[line - 1] })]);
  }

  // The Library lists the source; Set level… on the one puzzle chosen, then on all of them.
  await page.goto(`${START_PATH}#/library?source=${encodeURIComponent(SOURCE)}`);
  await expect(page.getByTestId('list-position')).toContainText(/ of 295\s*$/);
  await page.getByRole('table', { name: 'Puzzles' }).locator('tbody tr[data-id]').first().click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 puzzle chosen');
  await page.getByTestId('set-level').click();
  const dialog = page.getByRole('dialog', { name: 'Set the level' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Source', { exact: true })).toHaveValue(SOURCE);
  await expect(dialog.getByRole('radio', { name: /the 1 puzzle chosen/ })).toBeChecked();
  await dialog.getByLabel('Level', { exact: true }).fill('Fiendish');
  await expect(dialog).toContainText('A new level');
  await dialog.getByRole('button', { name: 'Set the level of 1 puzzle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Set the level' })).toHaveText(
    `Set the level “Fiendish” of “${SOURCE}” (a new level) on 1 puzzle.`,
  );
  const panel = page.getByRole('article', { name: `Puzzle ${ids[0]}` });
  await expect(panel).toContainText(`${SOURCE} · Fiendish`);

  await page.getByTestId('set-level').click();
  // The source's levels are offered, and a free text too.
  await expect(dialog.getByRole('group', { name: "The source's levels" }).getByRole('button')).toHaveText(['Fiendish']);
  await dialog.getByRole('radio', { name: /all 295 puzzles listed/ }).check();
  await dialog.getByLabel('Level', { exact: true }).fill(LEVEL);
  // The picture of the form in docs/app.md, in the selection bar.
  await page
    .getByRole('toolbar', { name: 'The chosen puzzles' })
    .screenshot({ path: path.resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'set-level-light.png') });
  await dialog.getByRole('button', { name: 'Set the level of 295 puzzles' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Set the level' })).toHaveText(
    `Set the level “${LEVEL}” of “${SOURCE}” (a new level) on 295 puzzles.`,
  );
  const levels = await call<{ name: string; levels: { name: string; puzzles: number }[] }[]>(request, 'listSources');
  expect(levels.find((source) => source.name === SOURCE)!.levels).toEqual([
    { name: 'Fiendish', puzzles: 0 },
    { name: LEVEL, puzzles: 295 },
  ]);

  // A name for the puzzle shown, kept by the library.
  await panel.getByRole('button', { name: 'Name it…' }).click();
  await panel.getByLabel("The puzzle's name").fill('The first of the exchange');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByTestId('puzzle-name')).toHaveText('The first of the exchange');
  const named = await call<{ name: string | null }>(request, 'puzzleDetail', ids[0]);
  expect(named.name).toBe('The first of the exchange');

  // The file imported again into another source, with a level, says which origins it added.
  await page.goto(START_PATH);
  await form.getByLabel(/A file of any size/).setInputFiles(file);
  await form.getByLabel('Source', { exact: true }).fill('Exchange mirror');
  await form.getByLabel('Level (optional)').fill('Hard');
  await form.getByRole('button', { name: 'Import sudoku-exchange.txt' }).click();
  await expect(form.getByText('300 read: 0 new, 295 duplicates, 0 isomorphs, 5 rejected.')).toBeVisible({ timeout: 90_000 });
  await expect(form.getByTestId('import-origins')).toHaveText("295 origins added to 'Exchange mirror' with level Hard.");

  // Compare shows the source with its level, and its published rating is a metric.
  await page.goto(`${START_PATH}#/compare?source=${encodeURIComponent(SOURCE)}`);
  await expect(page.getByRole('heading', { name: 'Compare', exact: true })).toBeVisible();
  const metric = page.getByRole('combobox', { name: /^Metric/ });
  await expect(metric.locator('option[value="ext:SE"]')).toHaveCount(1);
  await metric.selectOption('ext:SE');
  const ladder = page.getByTestId('ladder').getByTestId('ladder-row');
  await expect(ladder).toHaveCount(1, { timeout: 60_000 });
  await expect(ladder).toHaveAttribute('data-source', SOURCE);
  await expect(ladder).toHaveAttribute('data-level', LEVEL);
  const kept = ratings
    .filter((_, index) => ![25, 77, 119, 199, 249].includes(index))
    .map(Number)
    .sort((a, b) => a - b);
  const median = (kept[147]! + kept[147]!) / 2;
  await expect(ladder).toHaveAttribute('data-median', String(median));
});
