/**
 * Every way into the workspace leaves it on one puzzle: the header (`workspace-puzzle`), the
 * board, the mode tabs' links, the library id and the picture export all speak of the puzzle on
 * the board, whichever route led there (Library buttons, a deep link, Generate's results, the
 * editor's own buttons, back and forward).
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { layoutPuzzleCard } from '../../src/core/print/card';
import { makePageSvg } from '../../src/core/print/svgPage';
import { START_PATH, WIKIPEDIA_PUZZLE } from './support';
import { modeTab, workspacePath } from './workspace';

const header = (page: Page) => page.getByTestId('workspace-puzzle');
const libraryId = (page: Page) => page.getByTestId('workspace-library-id');
const rows = (page: Page) => page.getByRole('table', { name: 'Puzzles' }).locator('tbody tr[data-id]');
const chosen = (page: Page) => page.getByRole('complementary', { name: 'The chosen puzzle' });

/** The givens the workspace's board draws, as 81 characters ('.' for a cell without a given). */
async function boardGivens(page: Page): Promise<string> {
  return page
    .getByTestId('board')
    .first()
    .locator('g[data-index]')
    .evaluateAll((cells) => cells.map((cell) => cell.querySelector('text.digit.given')?.textContent ?? '.').join(''));
}

/** The header, the board and the mode tabs all on `puzzle`. */
async function expectOnPuzzle(page: Page, puzzle: string): Promise<void> {
  await expect(header(page)).toHaveText(puzzle, { timeout: 30_000 });
  await expect.poll(() => boardGivens(page), { timeout: 30_000 }).toBe(puzzle);
  const tabs = page.getByRole('tablist', { name: 'Mode' });
  for (const name of ['Replay', 'Trial and error', 'Edit']) {
    const href = (await tabs.getByRole('tab', { name, exact: true }).getAttribute('href')) ?? '';
    // A tab names the puzzle itself, or the library id the header shows for it.
    const id = (await libraryId(page).count()) > 0 ? /#(\d+)$/.exec(await libraryId(page).innerText())?.[1] : undefined;
    expect(href.includes(`puzzle=${puzzle}`) || (id !== undefined && href.includes(`id=${id}&`)), `${name} tab: ${href}`).toBe(true);
  }
}

/** The Library, as a person opens it from the app's navigation. */
async function openLibrary(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** Chooses the Library's row at `index` (0-based) and answers its id and givens, read off the chosen puzzle's grid. */
async function chooseRow(page: Page, index: number): Promise<{ id: number; puzzle: string }> {
  const row = rows(page).nth(index);
  const id = Number(await row.getAttribute('data-id'));
  await row.click();
  await expect(chosen(page).getByRole('heading', { name: `Puzzle #${id}` })).toBeVisible();
  const puzzle = await chosen(page)
    .locator('table.grid td')
    .evaluateAll((cells) => cells.map((cell) => (cell.classList.contains('given') ? cell.textContent.trim() : '.')).join(''));
  return { id, puzzle };
}

/** The SVG the header's Export SVG saves. */
async function exportedSvg(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export SVG' }).click();
  return readFileSync(await (await download).path(), 'utf8');
}

test('Library buttons, Edit a copy, the tabs and back/forward keep the workspace on the puzzle on the board', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(START_PATH);
  await openLibrary(page);
  const first = await chooseRow(page, 0);
  const third = await chooseRow(page, 2);
  expect(third.puzzle).not.toBe(first.puzzle);

  // A deep link by library id.
  await page.goto(workspacePath(`#/replay?id=${first.id}&set=se`));
  await expect(modeTab(page, 'Replay')).toBeVisible();
  await expectOnPuzzle(page, first.puzzle);
  await expect(libraryId(page)).toHaveText(`library #${first.id}`);

  // The user's path: Library, row #3, Edit a copy.
  await openLibrary(page);
  await chooseRow(page, 2);
  await chosen(page).getByRole('link', { name: 'Edit a copy' }).click();
  await expect(modeTab(page, 'Edit')).toBeVisible();
  await expectOnPuzzle(page, third.puzzle);
  await expect(libraryId(page)).toHaveCount(0);
  const replayHref = await page.getByRole('tab', { name: 'Replay', exact: true }).getAttribute('href');
  expect(replayHref).toContain(`puzzle=${third.puzzle}`);
  expect(await exportedSvg(page)).toBe(makePageSvg(layoutPuzzleCard(third.puzzle)));

  // The tabs carry it into the other modes.
  await page.getByRole('tab', { name: 'Replay', exact: true }).click();
  await expect(modeTab(page, 'Replay')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/replay\\?puzzle=${third.puzzle.replace(/\./g, '\\.')}&`));
  await expectOnPuzzle(page, third.puzzle);
  await page.getByRole('tab', { name: 'Trial and error', exact: true }).click();
  await expect(modeTab(page, 'Trial and error')).toBeVisible();
  await expectOnPuzzle(page, third.puzzle);

  // Back walks through them again, each on its own puzzle.
  await page.goBack();
  await expect(modeTab(page, 'Replay')).toBeVisible();
  await expectOnPuzzle(page, third.puzzle);
  await page.goBack();
  await expect(modeTab(page, 'Edit')).toBeVisible();
  await expectOnPuzzle(page, third.puzzle);
  await page.goBack();
  await page.goBack();
  await expect(modeTab(page, 'Replay')).toBeVisible();
  await expectOnPuzzle(page, first.puzzle);
  await expect(libraryId(page)).toHaveText(`library #${first.id}`);
  await page.goForward();
  await page.goForward();
  await expect(modeTab(page, 'Edit')).toBeVisible();
  await expectOnPuzzle(page, third.puzzle);

  // The Library's Replay and Trial and error buttons, on other rows.
  await openLibrary(page);
  const second = await chooseRow(page, 1);
  await chosen(page).getByRole('link', { name: 'Replay', exact: true }).click();
  await expect(modeTab(page, 'Replay')).toBeVisible();
  await expectOnPuzzle(page, second.puzzle);
  await expect(libraryId(page)).toHaveText(`library #${second.id}`);
  await openLibrary(page);
  const fourth = await chooseRow(page, 3);
  await chosen(page).getByRole('link', { name: 'Trial and error', exact: true }).click();
  await expect(modeTab(page, 'Trial and error')).toBeVisible();
  await expectOnPuzzle(page, fourth.puzzle);
  await expect(libraryId(page)).toHaveText(`library #${fourth.id}`);
  expect(await exportedSvg(page)).toBe(makePageSvg(layoutPuzzleCard(fourth.puzzle)));
});

test('the editor: its own buttons open the grid as it is, and a save message stays with its puzzle', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(workspacePath('#/editor'));
  await expect(modeTab(page, 'Edit')).toBeVisible();
  // An empty grid is no puzzle yet.
  await expect(header(page)).toHaveCount(0);
  await page.getByText('Paste a puzzle').click();
  await page.getByLabel('Puzzle text to paste').fill(WIKIPEDIA_PUZZLE);
  await page.getByRole('button', { name: 'Paste into grid' }).click();
  await expectOnPuzzle(page, WIKIPEDIA_PUZZLE);

  await page.getByRole('button', { name: 'Save to library', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('saved')).toContainText(/Saved to the library as #\d+/);
  const savedId = /#(\d+)/.exec(await page.getByTestId('saved').innerText())![1];
  await expect(libraryId(page)).toHaveText(`library #${savedId}`);

  await page.getByRole('button', { name: 'Open in Replay' }).click();
  await expect(modeTab(page, 'Replay')).toBeVisible();
  await expectOnPuzzle(page, WIKIPEDIA_PUZZLE);
  await page.getByRole('tab', { name: 'Edit', exact: true }).click();
  await expect(modeTab(page, 'Edit')).toBeVisible();
  await page.getByRole('button', { name: 'Trial and error', exact: true }).click();
  await expect(modeTab(page, 'Trial and error')).toBeVisible();
  await expectOnPuzzle(page, WIKIPEDIA_PUZZLE);

  // Another puzzle in the editor: the message about the saved one goes.
  await openLibrary(page);
  const other = await chooseRow(page, 4);
  await chosen(page).getByRole('link', { name: 'Edit a copy' }).click();
  await expect(modeTab(page, 'Edit')).toBeVisible();
  await expectOnPuzzle(page, other.puzzle);
  await expect(page.getByTestId('saved')).toHaveCount(0);

  // Typing changes the puzzle the header and the tabs name.
  const empty = other.puzzle.indexOf('.');
  await page.locator(`[data-testid="board"] g[data-index="${empty}"]`).click();
  await page.keyboard.press('5');
  const edited = `${other.puzzle.slice(0, empty)}5${other.puzzle.slice(empty + 1)}`;
  await expectOnPuzzle(page, edited);

  // The app's Workspace button comes back to the grid as edited.
  await openLibrary(page);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Workspace' }).click();
  await expect(modeTab(page, 'Edit')).toBeVisible();
  await expectOnPuzzle(page, edited);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeEnabled();
});

test('a Generate result opens in the workspace on its puzzle', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(workspacePath('#/generate'));
  await page.getByTestId('generate-target-choice').selectOption('cost:easy');
  await page.getByTestId('generate-count').fill('1');
  await page.getByTestId('generate-collection').fill('Routes into the workspace');
  await page.getByTestId('generate-start').click();
  const result = page.getByTestId('generate-result').first();
  await expect(result).toBeVisible({ timeout: 150_000 });
  const id = await result.getAttribute('data-id');
  await result.getByRole('link', { name: 'Trial and error' }).click();
  await expect(modeTab(page, 'Trial and error')).toBeVisible();
  await expect(libraryId(page)).toHaveText(`library #${id}`);
  const puzzle = await header(page).innerText();
  expect(puzzle).toMatch(/^[1-9.]{81}$/);
  await expectOnPuzzle(page, puzzle);
  await page.goBack();
  await result.getByRole('link', { name: 'Replay' }).click();
  await expect(modeTab(page, 'Replay')).toBeVisible();
  await expectOnPuzzle(page, puzzle);
});
