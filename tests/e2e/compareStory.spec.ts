/**
 * The Compare view tells the story: opened without sources it compares every source with
 * levels; its ladder puts every level on one axis, sorted by median; its findings are the very
 * sentences `patti compare --json` prints for the same library; a rating column published with
 * an import is a metric of its own; and the scale is explained a link away. Two made-up sites
 * are imported as CSV with `puzzle,level,score` (puzzles generated for this test, so no other
 * test's ratings mix in) and rated with NHC-4, the metric and scale the view opens on.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { generatePuzzles } from '../support/generatedPuzzles';
import { call, START_PATH } from './support';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCREENSHOTS = path.join(ROOT, 'docs', 'screenshots');
const SITES = [
  { name: 'North Daily', levels: ['Easy', 'Medium', 'Hard'] },
  { name: 'South Weekly', levels: ['Gentle', 'Tough', 'Diabolical'] },
] as const;
const PER_LEVEL = 6;

interface CliLadderRow {
  readonly source: string;
  readonly level: string;
  readonly n: number;
  readonly median: number;
}

interface CliComparison {
  readonly ladder: readonly CliLadderRow[];
  readonly findings: readonly string[];
}

/**
 * A site's CSV: its puzzles cut into its levels by givens (most givens easiest), each with the
 * site's own published score, which counts up with the level.
 */
function siteCsv(site: (typeof SITES)[number], puzzles: readonly string[]): string {
  const givens = (puzzle: string): number => puzzle.replace(/\./g, '').length;
  const ordered = [...puzzles].sort((a, b) => givens(b) - givens(a) || a.localeCompare(b));
  const lines = ordered.map((puzzle, index) => `${puzzle},${site.levels[Math.floor(index / PER_LEVEL)]},${100 + 10 * index}`);
  return ['puzzle,level,score', ...lines].join('\n') + '\n';
}

/** Imports both sites and rates them with NHC-4, waiting for the jobs (once per run of the spec). */
async function importAndRate(request: APIRequestContext): Promise<void> {
  const sources = await call<{ name: string }[]>(request, 'listSources');
  if (SITES.every((site) => sources.some((source) => source.name === site.name))) return;
  const puzzles = generatePuzzles(SITES.length * 3 * PER_LEVEL, 2718);
  const jobs: number[] = [];
  for (const [index, site] of SITES.entries()) {
    const own = puzzles.slice(index * 3 * PER_LEVEL, (index + 1) * 3 * PER_LEVEL);
    await call(request, 'importText', { text: siteCsv(site, own), source: site.name, format: 'csv' });
    const started = await call<{ jobId: number | null }>(request, 'startRateJob', { filter: { source: site.name }, raters: ['nhc4'] });
    if (started.jobId !== null) jobs.push(started.jobId);
  }
  await expect
    .poll(
      async () =>
        (await call<{ id: number; status: string }[]>(request, 'listJobs')).filter((job) => jobs.includes(job.id) && job.status !== 'done')
          .length,
      { timeout: 240_000, intervals: [500, 1000] },
    )
    .toBe(0);
}

/** `patti compare --json` on the web host's library, as a person would run it. */
async function compareJson(metric: string): Promise<CliComparison> {
  const db = path.join(process.env.PATTI_E2E_HOME ?? '', 'library.db');
  const sources = SITES.flatMap((site) => ['--source', site.name]);
  const { stdout } = await promisify(execFile)('npx', ['patti', 'compare', ...sources, '--metric', metric, '--json', '--db', db], {
    cwd: ROOT,
    timeout: 120_000,
    maxBuffer: 16 << 20,
  });
  return JSON.parse(stdout) as CliComparison;
}

async function openSites(page: Page): Promise<void> {
  await page.goto(`${START_PATH}#/compare?${SITES.map((site) => `source=${encodeURIComponent(site.name)}`).join('&')}`);
  await expect(page.getByRole('heading', { name: 'Compare', exact: true })).toBeVisible();
}

/** The ladder's rows as drawn, top to bottom. */
async function ladderRows(page: Page): Promise<{ source: string; level: string; median: number }[]> {
  const rows = page.getByTestId('ladder').getByTestId('ladder-row');
  return rows.evaluateAll((elements) =>
    elements.map((element) => ({
      source: element.getAttribute('data-source') ?? '',
      level: element.getAttribute('data-level') ?? '',
      median: Number(element.getAttribute('data-median')),
    })),
  );
}

test.describe('the Compare view tells the story', () => {
  test.describe.configure({ timeout: 300_000 });

  test('#/compare without sources opens on every source with levels', async ({ page, request }) => {
    const sources = await call<{ name: string; levels: unknown[] }[]>(request, 'listSources');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${START_PATH}#/compare`);
    const chooser = page.getByRole('group', { name: 'Sources' });
    for (const source of sources) {
      const box = chooser.getByRole('checkbox', { name: new RegExp(`^${source.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) });
      if (source.levels.length > 0) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
    await expect(page).toHaveURL(/#\/compare$/);
    await expect(page.getByText('Choose one or more sources')).toHaveCount(0);
    // The sample comes rated: each of its 20 levels is a ladder row with a median, no job started.
    const sampleRows = page.getByTestId('ladder-row').and(page.locator('[data-source^="Patti · "]'));
    await expect(sampleRows).toHaveCount(5 + 9 + 6);
    for (const median of await sampleRows.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-median')))))
      expect(median).toBeGreaterThan(0);
    await expect(page.getByTestId('finding').first()).toBeVisible();
    // The library as it comes on a first start, in a large window: the README's picture of it.
    await page.waitForLoadState('networkidle');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'compare-first-start.png') });
  });

  test('two sites: the ladder sorted by median, findings as patti compare prints them, the published score a metric', async ({
    page,
    request,
  }) => {
    await importAndRate(request);
    const cli = await compareJson('nhc4');
    await openSites(page);
    await expect(page.getByTestId('ladder').getByTestId('ladder-row')).toHaveCount(cli.ladder.length);
    const drawn = await ladderRows(page);
    expect(drawn.map((row) => row.median)).toEqual([...drawn.map((row) => row.median)].sort((a, b) => a - b));
    expect(drawn.map((row) => `${row.source} · ${row.level}`)).toEqual(cli.ladder.map((row) => `${row.source} · ${row.level}`));
    drawn.forEach((row, index) => expect(row.median).toBeCloseTo(cli.ladder[index]!.median, 9));
    expect(cli.ladder).toHaveLength(6);

    const findings = page.getByTestId('findings').getByTestId('finding');
    await expect(findings).toHaveCount(cli.findings.length);
    expect(cli.findings.length).toBeGreaterThan(0);
    expect(await findings.locator('.text').allTextContents()).toEqual(cli.findings);

    // The ladder exports as SVG, its rows in the drawn order.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Levels on one scale as SVG' }).click();
    const svg = readFileSync((await (await download).path())!).toString();
    const exported = [...svg.matchAll(/<g class="row"><title>([^:<]+):/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(exported).toEqual(drawn.map((row) => `${row.source} · ${row.level}`));

    // A finding's link scrolls to its chart and outlines it.
    await findings.first().getByRole('button').click();
    await expect(page.locator('.highlighted')).toHaveCount(1);

    // A row of the ladder lists its level's puzzles.
    await page.getByTestId('ladder-row').first().getByRole('button').click();
    await expect(page.getByTestId('compare-puzzles')).toContainText(`${PER_LEVEL} puzzles`);

    // The sites' own score column is a metric beside Patti's, with its ladder drawn.
    const metric = page.getByRole('combobox', { name: /^Metric/ });
    await expect(metric.locator('option[value="ext:score"]')).toHaveCount(1);
    await metric.selectOption('ext:score');
    const published = await compareJson('ext:score');
    await expect(page.getByTestId('ladder-row')).toHaveCount(published.ladder.length);
    await expect.poll(async () => (await ladderRows(page)).map((row) => row.median)).toEqual(published.ladder.map((row) => row.median));
    await expect(page.locator('#chart-ladder h3')).toContainText('score');
    expect(await findings.locator('.text').allTextContents()).toEqual(published.findings);
  });

  test('the scale is explained a link away, from Compare and from the Library', async ({ page }) => {
    await page.goto(`${START_PATH}#/compare`);
    await page.getByTestId('scale-help').click();
    await expect(page).toHaveURL(/#\/scale$/);
    const explained = page.getByTestId('scale-explained');
    await expect(explained.getByRole('heading', { name: 'What the universal scale is' })).toBeVisible();
    for (const words of ['Project Patti', 'Arman Eisenkolb-Vaithyanathan', 'NHC-4', 'guess', '3.48', '6.52'])
      await expect(explained).toContainText(words);
    await page.goto(`${START_PATH}#/library`);
    await page.getByRole('columnheader').getByRole('link', { name: 'What the universal scale is' }).click();
    await expect(page).toHaveURL(/#\/scale$/);
  });
});
