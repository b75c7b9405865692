import { expect, test, type Page } from '@playwright/test';
import { innerChainLabel } from '../../src/core/replay/innerChains';
import { innerProofs, outerChain } from '../../src/core/replay/nestedDrawing';
import type { NestedForcingChainStep } from '../../src/core/strategies/nestedForcing';
import { EASTER_MONSTER, modeTab, patti, pattiRate, screenshotModes, workspacePath } from './workspace';

interface ExplainedStep {
  readonly technique: string;
  readonly text: string;
  readonly step: {
    readonly kind: string;
    readonly eliminations: readonly number[];
    readonly inner?: readonly { readonly branches: readonly { readonly links: readonly unknown[] }[] }[];
    readonly branches?: readonly { readonly links: readonly unknown[] }[];
  };
}

/** The reference: the same solve as `patti explain --json` prints it, and `patti rate --raters se`. */
const explained = JSON.parse(patti(['explain', EASTER_MONSTER, '--json'])) as { steps: ExplainedStep[] };
const seRating = (pattiRate(EASTER_MONSTER, ['--raters', 'se']).se as { er: number }).er;

const steps = (page: Page) => page.getByTestId('step');
const current = (page: Page) => page.locator('[data-testid="step"][aria-current="step"]');
const candidateName = (candidate: number): string => {
  const cell = Math.floor(candidate / 9);
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}d${(candidate % 9) + 1}`;
};

test('Easter Monster replays in the SE order as patti explains and rates it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(workspacePath(`#/replay?puzzle=${EASTER_MONSTER}&set=se`));
  // Its solve takes seconds: the replay opens with the steps found so far and says it is still solving.
  const progress = page.getByTestId('trace-progress');
  await expect(progress).toContainText(/Still solving… \d+ steps? so far/);
  await expect(page.getByTestId('rating')).toHaveCount(0);
  await expect(steps(page).first()).toHaveAttribute('aria-current', 'step', { timeout: 60_000 });
  await expect(page.getByTestId('step-words')).toHaveText(explained.steps[0]!.text);
  // The keys work on the steps shown while more arrive.
  const shown = await steps(page).count();
  await page.keyboard.press('End');
  await expect
    .poll(() => steps(page).evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-current') === 'step')))
    .toBeGreaterThanOrEqual(shown - 1);
  await page.keyboard.press('Home');
  await expect(steps(page).first()).toHaveAttribute('aria-current', 'step');
  await screenshotModes(page, 'replay-progress');
  await expect(steps(page)).toHaveCount(explained.steps.length, { timeout: 90_000 });
  await expect(progress).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('rating')).toHaveText(`ER ${seRating.toFixed(1)}`);
  await expect(page.getByTestId('difficulty-chart')).toBeVisible();
  await expect(modeTab(page, 'Replay')).toBeVisible();

  // The list shows each step's technique, in the same order as the command line.
  await expect(current(page)).toHaveAttribute('data-testid', 'step');
  expect(await steps(page).first().getAttribute('aria-current')).toBe('step');
  await expect(page.getByTestId('step-words')).toHaveText(explained.steps[0]!.text);

  // Keys: → ← End Home, and Space to play and pause.
  await page.keyboard.press('ArrowRight');
  await expect(steps(page).nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('step-words')).toHaveText(explained.steps[1]!.text);
  await page.keyboard.press('End');
  await expect(steps(page).last()).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('ArrowLeft');
  await expect(steps(page).nth(explained.steps.length - 2)).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('Home');
  await expect(steps(page).first()).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  // The buttons do what they say.
  await page.getByRole('button', { name: 'Last step' }).click();
  await expect(steps(page).last()).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'First step' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(steps(page).nth(1)).toHaveAttribute('aria-current', 'step');

  // The first chain step: arrows between candidates, and every candidate it removes struck out.
  const chain = explained.steps.findIndex((step) => /chain|aic|loop/.test(step.technique) && step.step.eliminations.length > 0);
  expect(chain).toBeGreaterThanOrEqual(0);
  await steps(page).nth(chain).click();
  await expect(steps(page).nth(chain)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('step-words')).toHaveText(explained.steps[chain]!.text);
  const board = page.getByTestId('board');
  const drawnLinks = await board.getByTestId('chain-link').count();
  expect(drawnLinks).toBeGreaterThan(0);
  // The chain is spoken once for the whole board, a part per drawn link.
  const spokenChain = await board.getByRole('img', { name: /^Chain links: / }).getAttribute('aria-label');
  expect(spokenChain?.split('; ')).toHaveLength(drawnLinks);
  for (const candidate of explained.steps[chain]!.step.eliminations) {
    await expect(board.locator(`[data-cand="${candidateName(candidate)}"]`)).toHaveAttribute('data-mark', 'eliminated');
  }
  await expect(board.locator('[data-cell]')).toHaveCount(81);
  await screenshotModes(page, 'replay');

  // After the step: the arrows go, the removed candidates stay struck out so the change can be seen.
  await page.getByRole('radio', { name: 'after it' }).check();
  await expect(board.getByTestId('chain-link')).toHaveCount(0);
  for (const candidate of explained.steps[chain]!.step.eliminations) {
    await expect(board.locator(`[data-cand="${candidateName(candidate)}"]`)).toHaveAttribute('data-mark', 'eliminated');
  }
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'before the step' })).toBeChecked();

  // A nested forcing chain: its inner chains are parts of the step, opened one by one and drawn on demand.
  const nested = explained.steps.findIndex((step) => step.step.kind === 'nestedForcingChain' && (step.step.inner?.length ?? 0) > 0);
  expect(nested).toBeGreaterThanOrEqual(0);
  await steps(page).nth(nested).click();
  const innerChains = page.getByTestId('inner-chains');
  await expect(innerChains.locator(':scope > ul > li > [data-testid="inner-chain"]')).toHaveCount(
    explained.steps[nested]!.step.inner!.length,
  );
  // By default the board draws the outer chain alone, far fewer links than the whole step holds.
  const wholeLinks = explained.steps[nested]!.step.branches!.reduce((sum, branch) => sum + branch.links.length, 0);
  const chainLinks = board.getByTestId('chain-link');
  await expect.poll(() => board.getAttribute('aria-label')).toContain('with the outer chain');
  const outerLinks = await chainLinks.count();
  expect(outerLinks).toBeGreaterThan(0);
  expect(outerLinks).toBeLessThan(wholeLinks / 2);
  await screenshotModes(page, 'replay-nested');
  // Every link is drawn only when asked for.
  await innerChains.getByRole('checkbox', { name: 'all links' }).check();
  await expect.poll(() => chainLinks.count()).toBeGreaterThan(outerLinks);
  await innerChains.getByRole('checkbox', { name: 'all links' }).uncheck();
  await expect(chainLinks).toHaveCount(outerLinks);

  // Inner chain 1 on request, from the keyboard: it alone is drawn, then back to the outer chain.
  const firstInner = innerChains.getByTestId('inner-chain').first();
  const innerLabel = (await firstInner.locator('summary').first().textContent())!.trim();
  await firstInner.locator('summary').first().focus();
  await page.keyboard.press('Enter');
  const show = firstInner.getByRole('button', { name: 'Show on the board' }).first();
  await show.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => board.getAttribute('aria-label')).toContain(innerLabel);
  const innerLinks = explained.steps[nested]!.step.inner![0]!.branches.reduce((sum, branch) => sum + branch.links.length, 0);
  await expect.poll(() => chainLinks.count()).toBeGreaterThan(0);
  expect(await chainLinks.count()).toBeLessThanOrEqual(innerLinks);
  await screenshotModes(page, 'replay-nested-inner');
  await innerChains.getByTestId('outer-chain').click();
  await expect.poll(() => board.getAttribute('aria-label')).toContain('with the outer chain');
  await expect(chainLinks).toHaveCount(outerLinks);

  // A marker on the board opens the inner chain that proves it, there and in the list.
  const nestedStep = explained.steps[nested]!.step as unknown as NestedForcingChainStep;
  const marker = outerChain(nestedStep).innerResults.at(-1)!;
  const proving = innerProofs(nestedStep.inner).get(marker)!;
  await board.locator(`[data-cell="${candidateName(marker).slice(0, 4)}"]`).click();
  await expect.poll(() => board.getAttribute('aria-label')).toContain(innerChainLabel(nestedStep.inner[proving]!));
  await expect(innerChains.locator(':scope > ul > li > [data-testid="inner-chain"]').nth(proving)).toHaveAttribute('open', '');
  await innerChains.getByTestId('outer-chain').click();
  await expect(chainLinks).toHaveCount(outerLinks);
});

test('switching the technique set changes the rating and keeps the puzzle; back returns to the previous set', async ({ page }) => {
  test.setTimeout(120_000);
  const wikipedia = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  const hodoku = JSON.parse(patti(['explain', wikipedia, '--json', '--techniques', 'hodoku'])) as { steps: unknown[] };
  const se = JSON.parse(patti(['explain', wikipedia, '--json'])) as { steps: { text: string; options: number }[] };
  await page.goto(workspacePath(`#/replay?puzzle=${wikipedia}&set=se`));
  await expect(page.getByTestId('rating')).toHaveText(/^ER \d+\.\d$/, { timeout: 30_000 });

  // The alternatives at the first step: those of the options patti explain counts there that have the step's own value, each once, each drawn when chosen.
  const options = se.steps[0]!.options;
  await page.getByRole('button', { name: 'Show the alternatives at this point' }).click();
  const alternatives = page.getByRole('region', { name: 'Alternatives' }).getByRole('button');
  await expect(alternatives.first()).toHaveAttribute('aria-pressed', 'true');
  const listed = await alternatives.locator('.alt-title').allInnerTexts();
  expect(listed.length).toBeGreaterThanOrEqual(1);
  expect(listed.length).toBeLessThanOrEqual(options);
  const ownValue = /\S+$/.exec(await page.getByRole('region', { name: 'The step in words' }).locator('h3 .value').innerText())![0];
  for (const title of listed) expect(title).toContain(` ${ownValue}`);
  const effects = await alternatives.locator('.alt-detail').allInnerTexts();
  expect(new Set(listed.map((title, i) => `${title.replace(/ · the solve’s choice$/, '')}|${effects[i]}`)).size).toBe(listed.length);
  if (listed.length > 1) {
    await alternatives.nth(1).click();
    await expect(alternatives.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('step-words')).not.toHaveText(se.steps[0]!.text);
    await alternatives.first().click();
    await expect(page.getByTestId('step-words')).toHaveText(se.steps[0]!.text);
  }
  // A click on the chart goes to the step under the pointer.
  const chart = page.getByTestId('difficulty-chart');
  const box = (await chart.boundingBox())!;
  await chart.click({ position: { x: box.width * 0.6, y: box.height / 2 } });
  const picked = await steps(page).evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-current') === 'step'));
  expect(picked).toBeGreaterThan(se.steps.length * 0.3);
  expect(picked).toBeLessThan(se.steps.length - 1);

  await page.getByRole('radio', { name: /^HoDoKu/ }).check();
  await expect(page).toHaveURL(/set=hodoku/);
  await expect(page.getByTestId('rating')).toHaveText(/^HoDoKu/, { timeout: 30_000 });
  await expect(steps(page)).toHaveCount(hodoku.steps.length);
  await page.goBack();
  await expect(page.getByTestId('rating')).toHaveText(/^ER /);
});

test('a library puzzle opens by its id, from its row and by deep link; an unknown id says so', async ({ page }) => {
  await page.goto(workspacePath('#/library'));
  const firstRow = page.getByRole('table', { name: 'Puzzles' }).locator('tbody tr[data-id]').first();
  const id = await firstRow.getAttribute('data-id');
  await firstRow.click();
  await page.getByRole('navigation', { name: 'Open in the workspace' }).getByRole('link', { name: 'Replay' }).click();
  await expect(page).toHaveURL(new RegExp(`#/replay\\?id=${id}&set=se$`));
  await expect(page.getByTestId('rating')).toBeVisible({ timeout: 30_000 });
  expect(await steps(page).count()).toBeGreaterThan(0);
  await expect(page.getByText(`library #${id}`)).toBeVisible();

  // The row's other ways in: trial and error by id, and a copy in the editor by its givens.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Library' }).click();
  const open = page.getByRole('navigation', { name: 'Open in the workspace' });
  const givens = (await page.getByLabel('Givens as one line').textContent())?.trim() ?? '';
  await expect(open.getByRole('link', { name: 'Trial and error' })).toHaveAttribute('href', `#/nishio?id=${id}&seed=0&strategies=4`);
  await open.getByRole('link', { name: 'Edit a copy' }).click();
  await expect(page).toHaveURL(new RegExp(`#/editor\\?puzzle=${givens.replaceAll('.', '\\.')}$`));
  await expect(modeTab(page, 'Edit')).toBeVisible();

  await page.goto(workspacePath(`#/replay?id=${id}&set=sotd`));
  await expect(page.getByTestId('rating')).toHaveText(/^Cost/, { timeout: 30_000 });

  await page.goto(workspacePath('#/replay?id=987654321'));
  await expect(page.getByRole('alert')).toContainText('987654321');
  await expect(steps(page)).toHaveCount(0);
});

test('a malformed link says what is wrong and leaves the app usable', async ({ page }) => {
  await page.goto(workspacePath('#/replay?puzzle=12345'));
  const alert = page.getByRole('alert').filter({ hasText: 'This link cannot be opened' });
  await expect(alert).toContainText('has 5 characters; a puzzle is 81');
  await alert.getByRole('link', { name: 'Go to the library' }).click();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await expect(page.getByText('This link cannot be opened')).toHaveCount(0);
});

test('a puzzle with several solutions opens in the editor with the reason', async ({ page }) => {
  const several = '.'.repeat(81 - 9) + '123456789';
  await page.goto(workspacePath(`#/replay?puzzle=${several}&set=se`));
  await expect(modeTab(page, 'Edit')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toContainText(/more than one solution|several solutions|multiple/i);
});
