/**
 * The technique guide: the index lists every technique the generator can aim at (the ids
 * `patti generate --help` prints) and every other technique of the catalogue, once each; the
 * X-wing page draws its worked example on the board with the step's words. Also the guide's
 * screenshots for docs/app.md.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TechniqueExample } from '../../src/core/techniqueGuide/example';
import { TECHNIQUES } from '../../src/core/techniques';
import { screenshotLooks, START_PATH } from './support';
import { patti } from './workspace';

/** The technique ids as `patti generate --help` lists them ("technique IDs: a, b, …"). */
function helpTechniqueIds(): string[] {
  const line = patti(['generate', '--help'])
    .split('\n')
    .find((text) => text.trim().startsWith('technique IDs:'));
  if (!line) throw new Error('patti generate --help lists no technique IDs');
  return line
    .trim()
    .slice('technique IDs:'.length)
    .split(',')
    .map((id) => id.trim());
}

const entries = (page: Page) => page.getByTestId('technique-entry');
const EXAMPLES = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../src/core/techniqueGuide/examples.json'), 'utf8'),
) as TechniqueExample[];
const X_WING = EXAMPLES.find((example) => example.technique === 'x-wing');

test('the guide lists every technique once, those of patti generate --help among them', async ({ page }) => {
  // `patti generate --help` starts the command line (built first when stale).
  test.setTimeout(120_000);
  const ids = helpTechniqueIds();
  expect(ids.length).toBeGreaterThan(40);
  await page.goto(`${START_PATH}#/techniques`);
  // One entry per id of the help, and the solver's other techniques listed beside them.
  await expect(entries(page)).toHaveCount(ids.length);
  const targetable = await entries(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-technique')));
  expect([...targetable].sort()).toEqual([...ids].sort());
  const every = page.locator('[data-testid="technique-entry"], [data-testid="technique-entry-more"]');
  await expect(every).toHaveCount(TECHNIQUES.length);
  const listed = await every.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-technique')));
  expect(new Set(listed).size).toBe(listed.length);
});

test('the nav opens the guide, and an entry opens its page', async ({ page }) => {
  await page.goto(START_PATH);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Techniques' }).click();
  await expect(page).toHaveURL(/#\/techniques$/);
  await page.locator('[data-technique="naked-pair"] a').click();
  await expect(page).toHaveURL(/#\/techniques\/naked-pair$/);
  await expect(page.getByRole('heading', { name: 'Naked pair', level: 2 })).toBeVisible();
});

test('the X-wing page draws its example with the step words', async ({ page }) => {
  expect(X_WING, 'the guide ships an X-wing example').toBeDefined();
  await page.goto(`${START_PATH}#/techniques/x-wing`);
  const board = page.getByTestId('board');
  await expect(board).toBeVisible();
  await expect(board.locator('[data-mark="eliminated"]')).toHaveCount(X_WING!.highlights.removed.length);
  await expect(board.locator('[data-mark="pattern"]')).toHaveCount(X_WING!.highlights.kept.length);
  const words = page.getByTestId('step-words');
  await expect(words).toHaveText(X_WING!.text);
  await expect(words.getByRole('link', { name: 'X-wing' })).toHaveAttribute('href', '#/techniques/x-wing');
});

test('a technique without an example says so, and one from its own search says how it was found', async ({ page }) => {
  const missing = TECHNIQUES.find((row) => !row.trial && !EXAMPLES.some((example) => example.technique === row.id));
  const ownSearch = EXAMPLES.find((example) => example.found === 'own-search');
  if (missing) {
    await page.goto(`${START_PATH}#/techniques/${missing.id}`);
    await expect(page.getByTestId('no-example')).toBeVisible();
    await expect(page.getByTestId('board')).toHaveCount(0);
  }
  if (ownSearch) {
    await page.goto(`${START_PATH}#/techniques/${ownSearch.technique}`);
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(page.getByText("the example comes from the technique's own search")).toBeVisible();
  }
});

test('screenshots of the guide and the X-wing page', async ({ page }) => {
  // Eight full-page screenshots, the index a tall one.
  test.setTimeout(180_000);
  await page.goto(`${START_PATH}#/techniques`);
  await screenshotLooks(page, 'techniques', async () => {
    await expect(page.locator('[data-testid="technique-entry"], [data-testid="technique-entry-more"]')).toHaveCount(TECHNIQUES.length);
  });
  await page.goto(`${START_PATH}#/techniques/x-wing`);
  await screenshotLooks(page, 'technique-x-wing', async () => {
    await expect(page.getByTestId('board')).toBeVisible();
  });
});
