import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { damageLibraryFile, makeTempDir } from '../support/tempLibrary';
import { generatePuzzles } from '../support/generatedPuzzles';
import { startWebHostProcess } from '../support/webHostProcess';
import { START_PATH, TOKEN } from './support';

/**
 * Importing a file of any size from the Library view (uploaded to the web host in chunks, then
 * read by the same import as the CLI), and the web host's first impressions: its favicon, the
 * page opened without the token, and a library it cannot open.
 */

/** A generated file of `count` puzzles (82 bytes a line), written under the test's output folder. */
function writePuzzleFile(file: string, count: number, seed: number): number {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, generatePuzzles(count, seed).join('\n') + '\n');
  return count;
}

const importForm = (page: Page) => page.getByRole('form', { name: 'Import puzzles' });

test('a multi-MB file picked in the file input is uploaded and imported, with progress and the count', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const file = testInfo.outputPath('generated-30000.txt');
  const count = writePuzzleFile(file, 30_000, 1601);
  await page.goto(START_PATH);
  const form = importForm(page);
  await form.getByLabel(/A file of any size/).setInputFiles(file);
  await expect(form.getByLabel('The file to import')).toContainText('generated-30000.txt');
  await expect(form.getByLabel('The file to import')).toContainText('2.5 MB');
  await expect(form.getByLabel('Source', { exact: true })).toHaveValue('generated-30000');
  await form.getByRole('button', { name: 'Import generated-30000.txt' }).click();

  const progress = form.getByRole('status', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  // The upload is quick on this machine; reading 30,000 puzzles takes seconds, so the bar is seen reading.
  await expect(progress).toContainText(/Importing: [\d,]+ records read \(\d+% of 2\.5 MB\)/, { timeout: 60_000 });
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await expect(
    form.getByText(`${count.toLocaleString('en-US')} read: ${count.toLocaleString('en-US')} new, 0 duplicates, 0 isomorphs, 0 rejected.`),
  ).toBeVisible({
    timeout: 150_000,
  });
  await expect(progress).toHaveCount(0);
  // The box is back to pasting, and the library lists the new source.
  await expect(form.getByLabel('Puzzles to import')).toBeVisible();
  await expect(page.locator('#import-sources option[value="generated-30000"]')).toBeAttached();
});

test('a file import can be cancelled, and nothing of it is kept', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // Big enough that the import is still reading when Cancel is pressed, however fast the machine.
  const file = testInfo.outputPath('cancelled-60000.txt');
  writePuzzleFile(file, 60_000, 1602);
  await page.goto(START_PATH);
  const form = importForm(page);
  await form.getByLabel(/A file of any size/).setInputFiles(file);
  await form.getByRole('button', { name: 'Import cancelled-60000.txt' }).click();
  const progress = form.getByRole('status', { name: 'Import progress' });
  await expect(progress).toContainText(/Importing: [\d,]+ records read/, { timeout: 60_000 });
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByText('Cancelled: nothing of cancelled-60000.txt was imported.')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#import-sources option[value="cancelled-60000"]')).toHaveCount(0);
});

test('a file dropped on the import box is imported, each rejected line reported', async ({ page }) => {
  await page.goto(START_PATH);
  const form = importForm(page);
  const lines = [...generatePuzzles(3, 1604), '12345'];
  const dropped = await page.evaluateHandle(
    (text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'dropped.txt', { type: 'text/plain' }));
      return transfer;
    },
    lines.join('\n') + '\n',
  );
  await form.dispatchEvent('dragover', { dataTransfer: dropped });
  await form.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(form.getByLabel('The file to import')).toContainText('dropped.txt');
  await form.getByRole('button', { name: 'Import dropped.txt' }).click();
  await expect(form.getByText('4 read: 3 new, 0 duplicates, 0 isomorphs, 1 rejected.')).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('list', { name: 'Rejected and merged lines' })).toContainText('line 4: expected 81 cells, found 5');
});

test('the page has a favicon: a small Sudoku grid in SVG', async ({ page, request }) => {
  await page.goto(START_PATH);
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('./favicon.svg');
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  expect(await icon.text()).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
});

test('opened without its token, the page explains how to open the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Open Patti with the address it printed' })).toBeVisible();
  await expect(page.getByText('npm run web').first()).toBeVisible();
  await expect(page.getByText(/Patti is running in the web host: open http:\/\/127\.0\.0\.1:…\/\?token=…/)).toBeVisible();
  // No raw token error and no empty library view.
  await expect(page.getByText('Missing or wrong token')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Import puzzles' })).toHaveCount(0);
});

test('with a damaged library, the page says in one line which file, what is wrong and what to do', async ({ page }) => {
  test.setTimeout(120_000);
  const home = makeTempDir('patti-e2e-damaged-');
  const file = path.join(home, 'library.db');
  damageLibraryFile(file);
  const host = await startWebHostProcess(home, 'e2e-damaged-token-0123456789', 90_000);
  try {
    await page.goto(host.launchUrl);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`Patti cannot open its library: ${file} is damaged`);
    await expect(alert).toContainText(`patti db check --db ${file}`);
    await expect(alert).toContainText('--salvage');
    await expect(page.getByText(/SqliteError/)).toHaveCount(0);
  } finally {
    await host.stop();
    rmSync(home, { recursive: true, force: true });
  }
});

/**
 * docs/screenshots/import-*.png: the import box while a file is read, in a small and a large
 * window, light and dark. Runs only when PATTI_IMPORT_SCREENSHOTS names the folder to write to.
 */
test('screenshots of a file import in progress', async ({ page }, testInfo) => {
  const folder = process.env.PATTI_IMPORT_SCREENSHOTS;
  test.skip(!folder, 'set PATTI_IMPORT_SCREENSHOTS=docs/screenshots to redraw them');
  test.setTimeout(240_000);
  const file = testInfo.outputPath('generated-40000.txt');
  writePuzzleFile(file, 40_000, 1603);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(START_PATH);
  const form = importForm(page);
  await form.getByLabel(/A file of any size/).setInputFiles(file);
  await form.getByLabel('Level (optional)').fill('Generated');
  await form.getByRole('button', { name: 'Import generated-40000.txt' }).click();
  const progress = form.getByRole('status', { name: 'Import progress' });
  await expect(progress).toContainText(/Importing: [\d,]+ records read \([1-9]\d?%/, { timeout: 90_000 });
  for (const [size, viewport] of [
    ['large', { width: 1400, height: 900 }],
    ['small', { width: 800, height: 600 }],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(folder!, `import-${size}-${scheme}.png`) });
    }
  }
  // Leave the library as it was when the import is still reading (a cancel while it saves comes too late).
  await progress
    .getByRole('button', { name: 'Cancel' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(progress).toHaveCount(0, { timeout: 60_000 });
});

async function callApi(request: APIRequestContext, method: string, input: unknown): Promise<unknown> {
  const response = await request.post(`/api/${method}`, {
    headers: { 'x-patti-token': TOKEN, 'content-type': 'application/json' },
    data: JSON.stringify(input),
  });
  const reply = (await response.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
  if (!reply.ok) throw new Error(reply.error?.message);
  return reply.value;
}

test('a list of ids, puzzles and ratings shows a preview with a role per column, and each broken line is named by its column', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const puzzles = generatePuzzles(300, 1603);
  const lines = puzzles.map((puzzle, index) => `pid${index + 1} ${puzzle} ${(5 + (index % 40) / 10).toFixed(1)}`);
  const broken = (line: number, puzzle: string) => (lines[line - 1] = `pid${line} ${puzzle} 9.9`);
  broken(26, puzzles[25]!.slice(1));
  broken(78, `${puzzles[77]!.slice(0, 5)}x${puzzles[77]!.slice(6)}`);
  lines[119] = 'pid120';
  broken(200, '.'.repeat(81));
  broken(250, `${puzzles[249]!.slice(0, 80)}!`);
  lines[150] = `pid151 ${puzzles[41]} 5.1`;
  const file = testInfo.outputPath('exchange-300.txt');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);

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
  await expect(preview).toContainText('pid1');
  // The picture of the preview in docs/app.md, from its first column.
  await preview.locator('.scroll').evaluate((element) => element.scrollTo(0, 0));
  await form.screenshot({ path: path.resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'import-preview-light.png') });

  await form.getByRole('button', { name: 'Import exchange-300.txt' }).click();
  await expect(form.getByText('300 read: 294 new, 1 duplicates, 0 isomorphs, 5 rejected.')).toBeVisible({ timeout: 60_000 });
  const report = form.getByTestId('import-report-lines');
  await expect(report.getByRole('listitem')).toHaveText([
    'line 26, column 2 (puzzle): 80 cells, want 81',
    /^line 78, column 2 \(puzzle\): bad character 'x' at r1c6/,
    'line 120, column 2 (puzzle): no puzzle: the line has 1 column',
    'line 151: the same puzzle as line 42',
    'line 200: the puzzle has more than one solution',
    /^line 250, column 2 \(puzzle\): bad character '!' at r9c9/,
  ]);
  await expect(form.getByRole('button', { name: 'Download the whole report' })).toBeVisible();

  // The ids and the ratings are kept with each puzzle.
  const listing = (await callApi(request, 'listPuzzles', { filter: { source: 'exchange-300' }, page: { limit: 200 } })) as {
    total: number;
    rows: { id: number; givens: string }[];
  };
  expect(listing.total).toBe(294);
  const first = listing.rows.find((row) => row.givens === puzzles[0]);
  const detail = (await callApi(request, 'puzzleDetail', first?.id)) as {
    provenance: { externalId: string }[];
    externalRatings: { name: string; value: number }[];
  };
  expect(detail.provenance.map((origin) => origin.externalId)).toEqual(['pid1']);
  expect(detail.externalRatings).toEqual([expect.objectContaining({ name: 'SE', value: 5 })]);
});

test('a list imported with the wrong column roles stops at the first 100 errors and keeps nothing', async ({ page, request }) => {
  await page.goto(START_PATH);
  const form = importForm(page);
  const before = (await callApi(request, 'countPuzzles', {})) as number;
  await form.getByLabel('Puzzles to import').fill(
    generatePuzzles(150, 1605)
      .map((puzzle, index) => `n${index} ${puzzle}`)
      .join('\n'),
  );
  const roles = form.getByTestId('import-preview').getByTestId('column-role');
  await expect(roles).toHaveCount(2);
  await roles.nth(0).selectOption('puzzle');
  await expect(form.getByRole('alert')).toContainText('both the puzzle');
  await roles.nth(1).selectOption('id');
  await form.getByLabel('Source', { exact: true }).fill('Misread');
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByTestId('import-stopped')).toContainText('the first 100 records');
  await expect(form.getByTestId('import-report-lines').getByRole('listitem').first()).toHaveText(
    /^line 1, column 1 \(puzzle\): bad character 'n' at r1c1/,
  );
  expect(await callApi(request, 'countPuzzles', {})).toBe(before);
});
