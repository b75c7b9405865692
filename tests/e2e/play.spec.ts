import { expect, test, type Page } from '@playwright/test';
import { ownHost } from './ownHost';
import { screenshotLooks, START_PATH } from './support';

/** The first puzzle of the sample library every fresh start builds. */
const PLAY_LINK = `${START_PATH}#/play?id=1`;

const board = (page: Page) => page.getByTestId('board');
const hint = (page: Page) => page.getByTestId('hint');

/** The board as its cells speak it: r1c1 … r9c9 with their digit or marks, in order. */
async function cellLabels(page: Page): Promise<string[]> {
  return board(page)
    .locator('g[data-cell]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
}

/** The pencil marks drawn (names like r1c2d3), without the hint's own additions. */
async function plainMarks(page: Page): Promise<Set<string>> {
  const names = await board(page)
    .locator('text.mark')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-cand') ?? ''));
  return new Set(names);
}

async function seconds(page: Page): Promise<number> {
  const [minutes = '0', secs = '0'] = ((await page.getByTestId('timer').textContent()) ?? '').split(':');
  return Number(minutes) * 60 + Number(secs);
}

async function openPlay(page: Page): Promise<void> {
  await page.goto(PLAY_LINK);
  await expect(hint(page)).toBeVisible({ timeout: 30_000 });
  await expect(board(page).locator('g[data-cell]')).toHaveCount(81);
}

test('Play: a game played halfway is resumed after a reload with its marks and time', async ({ page }) => {
  await openPlay(page);
  await page.getByRole('button', { name: 'Fill in candidates', exact: true }).click();
  const labels = await cellLabels(page);
  const empty = labels.findIndex((label) => label.includes('candidates'));
  const cell = board(page).locator('g[data-cell]').nth(empty);
  await cell.click();
  // Take one mark off that cell: a change the game must keep.
  const firstMark = /candidates (\d)/.exec(labels[empty]!)![1]!;
  await page.keyboard.press(`Shift+Digit${firstMark}`);
  await expect(page.getByTestId('timer')).not.toHaveText('0:00', { timeout: 5_000 });
  await page.waitForTimeout(1_500);
  const marks = await plainMarks(page);
  const before = await cellLabels(page);
  const time = await seconds(page);

  await page.reload();
  await openPlay(page);
  await expect.poll(() => cellLabels(page)).toEqual(before);
  expect(await plainMarks(page)).toEqual(marks);
  expect(await seconds(page)).toBeGreaterThanOrEqual(time);
  expect(await seconds(page)).toBeLessThan(time + 10);

  // The Library marks the puzzle as in progress, with its time.
  await page.goto(`${START_PATH}#/library`);
  await expect(page.locator('tr[data-id="1"]').getByTestId('play-progress')).toHaveAttribute('aria-label', /^In progress, \d+:\d\d$/, {
    timeout: 30_000,
  });
});

test('Play: three presses of Hint give levels 1, 2 and 3, and Apply plays only the step', async ({ page }) => {
  await openPlay(page);
  await page.getByRole('button', { name: 'Fill in candidates', exact: true }).click();
  await page.getByRole('button', { name: 'Clear colours' }).click();
  const marksBefore = await plainMarks(page);
  const labelsBefore = await cellLabels(page);

  await hint(page).click();
  const panel = page.getByTestId('hint-panel');
  await expect(panel).toHaveAttribute('data-hint-level', '1', { timeout: 15_000 });
  await expect(page.getByTestId('hint-text')).toContainText(/^Look for an? .+/);
  // Nothing but the house is drawn at the first level.
  await expect(board(page).locator('[data-mark]')).toHaveCount(0);
  await expect(page.getByRole('application')).toBeFocused();

  await page.keyboard.press('Tab');
  await hint(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveAttribute('data-hint-level', '2');
  await expect(page.getByRole('application')).toBeFocused();
  await expect(board(page).locator('[data-mark="eliminated"], [data-mark="placed"]')).toHaveCount(0);

  await hint(page).click();
  await expect(panel).toHaveAttribute('data-hint-level', '3');
  const eliminated = await board(page)
    .locator('[data-mark="eliminated"]')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-cand') ?? ''));
  const placed = await board(page)
    .locator('[data-mark="placed"]')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-cand') ?? ''));
  await screenshotLooks(page, 'play-hint-3', async () => expect(panel).toHaveAttribute('data-hint-level', '3'), {
    sizes: { small: { width: 800, height: 600 }, large: { width: 1440, height: 1000 } },
  });

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('hint-panel')).toHaveCount(0);
  await expect(page.getByRole('application')).toBeFocused();
  const labelsAfter = await cellLabels(page);
  const changedDigits = labelsBefore.flatMap((label, cell) => {
    const digitBefore = /: (\d)/.exec(label)?.[1];
    const digitAfter = /: (\d)/.exec(labelsAfter[cell]!)?.[1];
    return digitBefore === digitAfter ? [] : [`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}d${digitAfter}`];
  });
  // Only the step's placement is written, and no candidate is added anywhere.
  expect(changedDigits.sort()).toEqual([...placed].sort());
  const marksAfter = await plainMarks(page);
  expect([...marksAfter].every((mark) => marksBefore.has(mark))).toBe(true);
  if (placed.length === 0) expect([...marksBefore].filter((mark) => !marksAfter.has(mark)).sort()).toEqual([...eliminated].sort());
  // Undo takes the step back (the hint for that position shows again, so its parts are left out here).
  await page.keyboard.press('Control+z');
  const withoutParts = (labels: string[]) => labels.map((label) => label.replace(/, (in the pattern|just placed|in conflict)/g, ''));
  expect(withoutParts(await cellLabels(page))).toEqual(withoutParts(labelsBefore));
});

test('Play: Check reddens only the player’s cells and counts them once', async ({ page }) => {
  await openPlay(page);
  const labels = await cellLabels(page);
  // An empty cell and a given of its row: entering the given's digit there clashes with it.
  const row = [...Array(9).keys()].find((r) => {
    const cells = labels.slice(r * 9, r * 9 + 9);
    return cells.some((label) => label.includes('given')) && cells.some((label) => !/: \d/.test(label));
  })!;
  const cells = labels.slice(row * 9, row * 9 + 9);
  const given = /: (\d), given/.exec(cells.find((label) => label.includes('given'))!)![1]!;
  const empty = row * 9 + cells.findIndex((label) => !/: \d/.test(label));
  await board(page).locator('g[data-cell]').nth(empty).click();
  await page.keyboard.press(`Digit${given}`);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('application')).toBeFocused();
  const red = board(page).locator('rect.cell.conflict');
  await expect(red.first()).toBeVisible();
  await expect(board(page).locator('rect.cell.given.conflict')).toHaveCount(0);
  const count = await red.count();
  await expect(page.getByTestId('check-result')).toContainText(count === 1 ? 'One cell in red' : `${count} cells in red`);
  await page.keyboard.press('Control+z');
});

test('Play: a highlighted digit lights its cells, and the level-1 hint in every look', async ({ page }) => {
  await openPlay(page);
  await page.getByTestId('highlight-digit').getByRole('button', { name: 'Highlight 5' }).click();
  await expect(board(page).locator('rect.lit').first()).toBeVisible();
  await expect(page.getByRole('application')).toBeFocused();
  await hint(page).click();
  await expect(page.getByTestId('hint-panel')).toHaveAttribute('data-hint-level', '1', { timeout: 15_000 });
  await screenshotLooks(page, 'play-hint-1', async () => expect(page.getByTestId('hint-text')).toBeVisible(), {
    sizes: { small: { width: 800, height: 600 }, large: { width: 1440, height: 1000 } },
  });
});

/** The player's paints on the board: painted cells and candidate discs, each with its paint. */
async function paints(page: Page): Promise<string[]> {
  const cells = await board(page)
    .locator('rect.paint')
    .evaluateAll((rects) => rects.map((rect) => `${rect.getAttribute('data-painted')} ${rect.getAttribute('class')}`));
  const candidates = await board(page)
    .locator('circle.mark-disc')
    .evaluateAll((discs) => discs.map((disc) => `${disc.getAttribute('data-disc')} ${disc.getAttribute('class')}`));
  return [...cells, ...candidates].sort();
}

test('Play: a game played halfway resumes with its marks, paints and time after a reload and after the app restarts', async ({ page }) => {
  // Its own host on a private home: the app is stopped and started again, which the shared host must not be.
  test.setTimeout(240_000);
  const host = await ownHost();
  try {
    await host.start();
    const open = async (): Promise<void> => {
      await page.goto(`${host.startUrl}#/play?id=1`);
      await expect(hint(page)).toBeVisible({ timeout: 60_000 });
      await expect(board(page).locator('g[data-cell]')).toHaveCount(81);
    };
    await open();
    await page.getByRole('button', { name: 'Fill in candidates', exact: true }).click();
    const labels = await cellLabels(page);
    const empties = labels.flatMap((label, cell) => (label.includes('candidates') ? [cell] : []));
    const [marked, painted, candidateCell] = [empties[0]!, empties[1]!, empties[2]!];
    // Take one mark off a cell.
    await board(page).locator('g[data-cell]').nth(marked).click();
    await page.keyboard.press(`Shift+Digit${/candidates (\d)/.exec(labels[marked]!)![1]!}`);
    // Paint a cell amber, and a candidate of another cell blue.
    await page.getByRole('button', { name: 'Amber cells' }).click();
    await board(page).locator('g[data-cell]').nth(painted).click();
    await page.getByRole('button', { name: 'Amber cells' }).click();
    await page.getByRole('button', { name: 'Blue candidates' }).click();
    await board(page).locator('g[data-cell]').nth(candidateCell).click();
    await page.keyboard.press(`Digit${/candidates (\d)/.exec(labels[candidateCell]!)![1]!}`);
    await page.getByRole('button', { name: 'Blue candidates' }).click();
    expect((await paints(page)).length).toBe(2);
    await expect.poll(() => seconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    // A last change, so the time is kept as it stands now.
    await page.keyboard.press(`Shift+Digit${/candidates (\d)/.exec(labels[marked]!)![1]!}`);
    const before = { labels: await cellLabels(page), marks: await plainMarks(page), paints: await paints(page), time: await seconds(page) };

    const resumes = async (): Promise<void> => {
      await expect.poll(() => cellLabels(page), { timeout: 15_000 }).toEqual(before.labels);
      expect(await plainMarks(page)).toEqual(before.marks);
      expect(await paints(page)).toEqual(before.paints);
      const time = await seconds(page);
      expect(time).toBeGreaterThanOrEqual(before.time);
      expect(time).toBeLessThan(before.time + 60);
    };
    await page.reload();
    await open();
    await resumes();

    // The app closed (the page left first, as a window closed) and started again.
    await page.goto('about:blank');
    await host.stop();
    await host.start();
    await open();
    await resumes();

    // Clear colours takes every paint off, for good.
    await page.getByRole('button', { name: 'Clear colours' }).click();
    await expect.poll(() => paints(page)).toEqual([]);
    await page.reload();
    await open();
    await expect.poll(() => cellLabels(page), { timeout: 15_000 }).toEqual(before.labels);
    expect(await paints(page)).toEqual([]);

    // Restart takes the digits, marks and paints back to the givens, and that is kept too.
    await page.getByRole('button', { name: 'Amber cells' }).click();
    await board(page).locator('g[data-cell]').nth(painted).click();
    await page.getByRole('button', { name: 'Amber cells' }).click();
    expect((await paints(page)).length).toBe(1);
    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await expect.poll(() => paints(page)).toEqual([]);
    await page.reload();
    await open();
    await expect.poll(() => plainMarks(page), { timeout: 15_000 }).toEqual(new Set());
    expect(await paints(page)).toEqual([]);
  } finally {
    await host.dispose();
  }
});
