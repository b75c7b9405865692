/**
 * The Compare view and `patti analyze --json` print the same Spearman figures for the same file:
 * a CSV with a level column is imported through the Library's import box, rated with the raters
 * analyze uses (NHC-4, NHC-2, clause lengths) from the Rate panel, and opened in Compare; its
 * Spearman table is read from the page and set against analyze run on the same file. Then a
 * crosstab cell lists its puzzles and one opens in Replay. The puzzles are generated for this
 * test (tests/support/generatedPuzzles), so no other test's ratings are mixed in.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generatePuzzles } from '../support/generatedPuzzles';
import { START_PATH, TOKEN } from './support';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SOURCE = 'Analyze check';
const LEVELS = ['Gentle', 'Moderate', 'Tough', 'Fiendish'];
const PER_LEVEL = 6;
/** analyze's Spearman metrics that the Compare view shows, by the view's row names. */
const METRICS = [
  { id: 'nhc4', name: 'NHC-4' },
  { id: 'nhc2', name: 'NHC-2' },
  { id: 'shortPct', name: 'short %' },
] as const;

interface AnalyzeSpearman {
  readonly source: string;
  readonly metric: string;
  readonly rho: number | null;
  readonly n: number;
  readonly low: number | null;
  readonly high: number | null;
}

/**
 * A CSV of generated puzzles, the most givens first, cut into levels in that order: a source
 * whose levels mean something, written where the CLI can read it too.
 */
function writeLevelledCsv(): string {
  const puzzles = generatePuzzles(LEVELS.length * PER_LEVEL, 1414);
  const givens = (puzzle: string): number => puzzle.replace(/\./g, '').length;
  const ordered = [...puzzles].sort((a, b) => givens(b) - givens(a) || a.localeCompare(b));
  const lines = ordered.map((puzzle, index) => `${puzzle},${LEVELS[Math.floor(index / PER_LEVEL)]}`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'patti-analyze-e2e-')), 'analyze-check.csv');
  writeFileSync(file, ['puzzle,level', ...lines].join('\n') + '\n');
  return file;
}

/** `patti analyze --json` on the file, as docs/cli.md runs it. */
async function analyzeJson(file: string): Promise<AnalyzeSpearman[]> {
  const { stdout } = await promisify(execFile)('npx', ['patti', 'analyze', file, '--level-column', 'level', '--json'], {
    cwd: ROOT,
    timeout: 240_000,
    maxBuffer: 16 << 20,
  });
  return (JSON.parse(stdout) as { spearman: AnalyzeSpearman[] }).spearman;
}

async function call<T>(request: APIRequestContext, name: string, input: unknown): Promise<T> {
  const response = await request.post(`api/${name}`, {
    headers: { 'x-patti-token': TOKEN, 'content-type': 'application/json' },
    data: JSON.stringify(input),
  });
  const reply = (await response.json()) as { ok: true; value: T } | { ok: false; error: { message: string } };
  if (!reply.ok) throw new Error(`${name}: ${reply.error.message}`);
  return reply.value;
}

/**
 * What the table may show for a value analyze printed to three decimals: the two-decimal text
 * of any number that rounds to it (usually one text; two when it sits on a rounding edge).
 */
function twoDecimalTexts(printed: number | null): string[] {
  if (printed === null) return ['—'];
  return [...new Set([printed - 0.0005, printed, printed + 0.0005].map((value) => value.toFixed(2).replace(/^-(0\.00)$/, '$1')))];
}

const round3 = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(value * 1000) / 1000;

test.describe('Compare and patti analyze', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a CSV imported, rated and compared shows the Spearman table analyze prints; crosstab → list → replay', async ({
    page,
    request,
  }) => {
    const file = writeLevelledCsv();
    // The CLI's analysis runs while the app imports and rates.
    const analysis = analyzeJson(file);

    await page.goto(START_PATH);
    const form = page.getByRole('form', { name: 'Import puzzles' });
    await form.locator('input[type="file"]').setInputFiles(file);
    await form.getByLabel('Source', { exact: true }).fill(SOURCE);
    await form.getByRole('button', { name: `Import ${path.basename(file)}`, exact: true }).click();
    const total = LEVELS.length * PER_LEVEL;
    await expect(form.getByRole('status')).toContainText(`${total} read: ${total} new`, { timeout: 30_000 });

    await page
      .getByRole('group', { name: 'Filter the library' })
      .getByLabel('Source')
      .selectOption({ label: `${SOURCE} (${total})` });
    for (const rater of ['Nishio cycles, 4 strategies (NHC-4)', 'Nishio cycles, 2 strategies (NHC-2)', 'Clause lengths (SAT)'])
      await page.getByRole('checkbox', { name: rater, exact: true }).check();
    await page.getByRole('button', { name: `Rate ${total} puzzles`, exact: true }).click();
    await expect(page.getByText(new RegExp(`^Job \\d+ finished: ${total} of ${total} rated`))).toBeVisible({ timeout: 180_000 });

    await page.goto(`${START_PATH}#/compare?source=${encodeURIComponent(SOURCE)}`);
    const spearman = page.getByTestId('spearman-table');
    // analyze names the file's one source after the file.
    const fromAnalyze = await analysis;
    expect(new Set(fromAnalyze.map((row) => row.source))).toEqual(new Set([path.basename(file, '.csv')]));
    // The intervals arrive after the statistics: wait for them on every row.
    for (const metric of METRICS)
      await expect(spearman.locator('tr', { has: page.locator('th', { hasText: new RegExp(`^${metric.name}$`) }) })).toContainText('[', {
        timeout: 60_000,
      });

    const statistics = await call<{ comparison: { sources: { spearman: { metric: string; rho: number | null; n: number }[] }[] } }>(
      request,
      'compareStatistics',
      {
        selection: { sources: [SOURCE] },
        metric: 'nhc4',
      },
    );
    const intervals = await call<{ sources: { rows: { metric: string; low: number | null; high: number | null }[] }[] }>(
      request,
      'compareIntervals',
      { selection: { sources: [SOURCE] } },
    );
    for (const metric of METRICS) {
      const printed = fromAnalyze.find((row) => row.metric === metric.id);
      expect(printed, `analyze prints a Spearman row for ${metric.id}`).toBeDefined();
      expect(printed!.rho, `${metric.id} has a defined ρ`).not.toBeNull();
      const row = spearman.locator('tr', { has: page.locator('th', { hasText: new RegExp(`^${metric.name}$`) }) });
      // The table, as a person reads it.
      expect(twoDecimalTexts(printed!.rho), `${metric.name}: ρ shown`).toContain(
        (await row.getByLabel('rho', { exact: true }).textContent())!.trim(),
      );
      await expect(row.getByLabel('n', { exact: true })).toHaveText(String(printed!.n));
      const interval = /^\[(-?\d\.\d\d), (-?\d\.\d\d)\]$/.exec(
        (await row.getByLabel('95% interval', { exact: true }).textContent())!.trim(),
      );
      expect(interval, `${metric.name}: interval shown`).not.toBeNull();
      expect(twoDecimalTexts(printed!.low)).toContain(interval![1]);
      expect(twoDecimalTexts(printed!.high)).toContain(interval![2]);
      // The same figures to analyze's three decimals, from the app API behind the table.
      const fromView = statistics.comparison.sources[0]!.spearman.find((figures) => figures.metric === metric.id)!;
      const fromIntervals = intervals.sources[0]!.rows.find((figures) => figures.metric === metric.id)!;
      expect({ rho: round3(fromView.rho), n: fromView.n, low: round3(fromIntervals.low), high: round3(fromIntervals.high) }).toEqual({
        rho: printed!.rho,
        n: printed!.n,
        low: printed!.low,
        high: printed!.high,
      });
    }

    for (const id of ['chart-levels', 'chart-histogram']) {
      const canvas = page.getByTestId(id);
      await expect(canvas).toBeVisible();
      await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL().length)).toBeGreaterThan(5000);
    }

    const crosstab = page.getByTestId('crosstab');
    expect((await crosstab.locator('tr th').allTextContents()).map((name) => name.trim())).toEqual(LEVELS);
    const cells = crosstab.locator('td[data-count]');
    const counts = await cells.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-count'))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
    const chosen = counts.findIndex((count) => count > 0);
    await cells.nth(chosen).click();
    const listed = page.getByTestId('compare-puzzle');
    await expect(listed).toHaveCount(counts[chosen]!);
    await listed.first().click();
    await expect(page).toHaveURL(/#\/replay\?/);
  });
});
