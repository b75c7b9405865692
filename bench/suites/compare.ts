/**
 * `npm run bench -- compare`: the Compare view's data and charts for 50,000 rated puzzles (three
 * sources of five levels, every Compare metric rated):
 * - in this process: gathering the rows, every chart's statistics, the Spearman intervals, refits,
 *   and the ladder and findings over six sites of six levels named as sites name them;
 * - through the compare service as the app calls it (rows read here, statistics in the worker
 *   thread and back): a new selection, another metric, the scatter as drawn, and a batch of
 *   ratings landing while a rate job runs (only the changed column is read again and recomputed);
 * - in Chromium against the web host on the same library: the API calls over HTTP, then
 *   `#/compare?source=…` opened in the running app until every chart is drawn (the box plots, the
 *   histogram, the scatter and the heat map), the longest task on the page's thread from then
 *   until the intervals are shown too (PerformanceObserver 'longtask'), and the bytes of the
 *   app's replies; the same for a change of metric.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  COLOURS,
  COMPARE_METRICS,
  PAPER_SCALE,
  computeComparison,
  computeSpearmanIntervals,
  findCompareMetric,
  levelFindings,
  refitCutPoints,
  type CompareTable,
} from '../../src/core/compare/index';
import { syntheticTable } from '../../src/core/compare/syntheticTable';
import { CompareService } from '../../src/main/services/compare/compareService';
import { readCompareRows } from '../../src/main/services/compare/gatherRows';
import { openLibrary, type LibraryWriter } from '../../src/main/services/library/store/db';
import { writeRatings, type RatingRow } from '../../src/main/services/library/store/ratings';
import { LONG_TASK_PROBE, longTaskScripts, openBrowserHost } from '../browser';
import { timed, timedAsync } from '../timing';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const SUITE = 'compare';
const PUZZLES = 50_000;
const FILE = `synthetic ${PUZZLES / 1000}k`;
const SOURCES = ['Site 1', 'Site 2', 'Site 3'];
/** Ratings in one landing batch (a rate job commits a few hundred at a time). */
const BATCH = 500;

/** The stored detail a rater would have written for a metric value (the fields the metric reads). */
function detailOf(metricId: string, value: number): string {
  switch (metricId) {
    case 'nhc4':
    case 'nhc2':
      return JSON.stringify({ mean: value, median: Math.round(value), sd: 1.5, min: 1, max: Math.round(value * 2), runs: 50 });
    case 'alone':
      return JSON.stringify({ 2: value <= 2, 3: value <= 3, 4: value <= 4 });
    case 'shortPct':
      return JSON.stringify({
        hist: [13, 27, 43, 57, 57, 20, 2, 0, 1],
        shortPct: value,
        mediumPct: 70,
        longPct: 30 - value / 2,
        clauses: 1666,
        variables: 213,
      });
    case 'se':
      return JSON.stringify({ er: value, ep: 1.2, ed: 1.2 });
    case 'sisus':
      return JSON.stringify({ refutation: value, dependency: 5.1 });
    case 'colour':
      return JSON.stringify({
        colour: COLOURS[value],
        greenIndicator: 0,
        smallNumbers: 0,
        blueIndicator: 0,
        redIndicator: 0,
        searchLevel: 0,
        guesses: 0,
      });
    case 'cost':
      return JSON.stringify({ score: value, level: 'Medium', techniques: { 'Single Position': 55 } });
    default:
      return JSON.stringify({ score: value, strategic: 1, procedural: 0 });
  }
}

/**
 * A library of `PUZZLES` puzzles over three sources of five levels, every puzzle rated by every
 * Compare metric's rater with details shaped like the raters' own: synthetic rows written
 * straight in (the givens are labels, not puzzles; nothing here solves them), ratings through
 * writeRatings as a rate job writes them.
 */
export function syntheticLibrary(file: string): LibraryWriter {
  const db = openLibrary(file);
  const table = syntheticTable(PUZZLES, { sources: SOURCES.length, levels: 5 });
  db.transaction(() => {
    const now = new Date(0).toISOString();
    const source = db.prepare('INSERT INTO sources (name) VALUES (?)');
    const level = db.prepare('INSERT INTO levels (source_id, name, rank) VALUES (?, ?, ?)');
    const levelIds = table.sources.map((s) => {
      const sourceId = Number(source.run(s.name).lastInsertRowid);
      return { sourceId, levels: s.levels.map((name, rank) => Number(level.run(sourceId, name, rank).lastInsertRowid)) };
    });
    const puzzle = db.prepare('INSERT INTO puzzles (id, givens, solution, clue_count, canonical, added_at) VALUES (?, ?, ?, 25, ?, ?)');
    const provenance = db.prepare('INSERT INTO provenance (puzzle_id, source_id, level_id, givens, imported_at) VALUES (?, ?, ?, ?, ?)');
    const ratings: RatingRow[] = [];
    table.ids.forEach((id, row) => {
      const givens = String(id).padStart(81, '.');
      puzzle.run(id, givens, '1'.repeat(81), givens, now);
      const { sourceId, levels } = levelIds[table.source[row]!]!;
      provenance.run(id, sourceId, levels[table.level[row]!]!, givens, now);
      for (const metric of COMPARE_METRICS) {
        ratings.push({
          puzzleId: id,
          rater: metric.rater,
          parameters: '{}',
          engineVersion: '1',
          value: null,
          detail: detailOf(metric.id, table.values[metric.id]![row]!),
          computedAt: now,
        });
      }
    });
    writeRatings(db, ratings);
  })();
  return db;
}

/** Level names of six sites as people name them (and one site the lexicon does not know), so the findings' name rules all run. */
const SIX_SITES: readonly (readonly string[])[] = [
  ['Beginner', 'Easy', 'Medium', 'Tricky', 'Fiendish', 'Diabolical'],
  ['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme', 'Insane'],
  ['Gentle', 'Moderate', 'Tough', 'Expert', 'Evil', 'Nightmare'],
  ['Very easy', 'Easy', 'Standard', 'Hard', 'Very hard', 'Extreme'],
  ['Kids', 'Simple', 'Normal', 'Difficult', 'Master', 'Insane'],
  ['1 star', '2 stars', '3 stars', '4 stars', '5 stars', '6 stars'],
];

/** `PUZZLES` rated rows over six sites of six levels (the ladder and findings bench). */
function sixSiteTable(): CompareTable {
  const table = syntheticTable(PUZZLES, { sources: SIX_SITES.length, levels: 6, seed: 7 });
  return { ...table, sources: table.sources.map((source, s) => ({ name: `Site ${s + 1}`, levels: SIX_SITES[s]! })) };
}

function row(caseName: string, run: { cpuSeconds: number; wallSeconds: number }, note?: string): BenchRow {
  return {
    suite: SUITE,
    case: caseName,
    file: FILE,
    puzzles: PUZZLES,
    cpuSeconds: run.cpuSeconds,
    wallSeconds: run.wallSeconds,
    perSecond: PUZZLES / run.cpuSeconds,
    ...(note ? { note } : {}),
  };
}

const ms = (seconds: number): string => `${(seconds * 1000).toFixed(0)} ms wall`;

/** New NHC-4 ratings for `BATCH` puzzles, as one committed batch of a rate job would bring. */
function landBatch(db: LibraryWriter, round: number): void {
  const now = new Date().toISOString();
  const rows: RatingRow[] = [];
  for (let k = 0; k < BATCH; k++) {
    const id = 1 + ((round * BATCH + k) % PUZZLES);
    rows.push({
      puzzleId: id,
      rater: 'nhc4',
      parameters: '{}',
      engineVersion: '1',
      value: null,
      detail: detailOf('nhc4', 2 + ((id * 7 + round) % 90) / 10),
      computedAt: now,
    });
  }
  writeRatings(db, rows);
}

async function inProcess(db: LibraryWriter, file: string, context: BenchContext): Promise<BenchRow[]> {
  const selection = { sources: SOURCES };
  const rows: BenchRow[] = [];
  const service = new CompareService(db, file);
  try {
    // Warm-up on another selection (so the row cache does not answer): the worker's start and the JIT.
    await service.statistics({ selection: { sources: ['Site 1'] }, metric: 'nhc4' });
    const gather = timed(() => readCompareRows(db, selection));
    rows.push(row('gather rows (10 metrics) from the library', gather, ms(gather.wallSeconds)));
    const table = gather.result.table;
    const statistics = timed(() => computeComparison(table, { metric: 'nhc4' }));
    rows.push(row("every chart's statistics, in process", statistics, ms(statistics.wallSeconds)));
    const charts = await timedAsync(() => service.statistics({ selection, metric: 'nhc4' }));
    rows.push(row("charts' data, new selection: rows + statistics in the worker (goal < 1.5 s)", charts, ms(charts.wallSeconds)));
    const again = await timedAsync(() => service.statistics({ selection, metric: 'se' }));
    rows.push(row("charts' data, another metric: cached rows and rankings", again, ms(again.wallSeconds)));
    const scatter = timed(() => service.scatter({ selection, x: 'nhc4', log: true }));
    const drawn = scatter.result.series.reduce((sum, series) => sum + series.ids.length, 0);
    rows.push(
      row(
        'the scatter as drawn (compareScatter), cached rows, log axes',
        scatter,
        `${ms(scatter.wallSeconds)}; ${drawn} of ${scatter.result.total} points drawn`,
      ),
    );
    const intervals = await timedAsync(() => service.intervals({ selection }));
    rows.push(row('Spearman intervals, 1000 resamples × 3 sources × 10 metrics, in the worker', intervals, ms(intervals.wallSeconds)));
    context.log(`compare: ${BATCH} NHC-4 ratings land, five times`);
    const landed: { cpuSeconds: number; wallSeconds: number }[] = [];
    let reread = '';
    for (let round = 0; round < 5; round++) {
      landBatch(db, round);
      const update = await timedAsync(async () => {
        await service.statistics({ selection, metric: 'nhc4' });
        reread = JSON.stringify(service.lastRead);
        await service.intervals({ selection });
      });
      landed.push(update);
    }
    const worst = landed.reduce((a, b) => (b.wallSeconds > a.wallSeconds ? b : a));
    rows.push(
      row(
        `a batch of ${BATCH} ratings lands: statistics + intervals again (worst of 5)`,
        worst,
        `${ms(worst.wallSeconds)}; read again: ${reread}`,
      ),
    );
    const tertiles = timed(() => refitCutPoints(table, 'nhc4', { kind: 'tertiles' }));
    rows.push(row('refit: tertiles, in process (goal < 200 ms)', tertiles, ms(tertiles.wallSeconds)));
    const agree = timed(() => refitCutPoints(table, 'nhc4', { kind: 'agree', source: 'Site 1' }));
    rows.push(row('refit: agree with a site, in process (goal < 200 ms)', agree, ms(agree.wallSeconds)));
    const viaService = await timedAsync(() => service.refit({ selection, metric: 'nhc4', method: { kind: 'agree', source: 'Site 1' } }));
    rows.push(row('refit: agree, cached rows + worker (goal < 200 ms)', viaService, ms(viaService.wallSeconds)));
    const bare = timed(() => computeSpearmanIntervals(table));
    rows.push(row('Spearman intervals, in process', bare, ms(bare.wallSeconds)));
    const six = sixSiteTable();
    const nhc4 = findCompareMetric('nhc4')!;
    levelFindings(six, nhc4, PAPER_SCALE, nhc4); // warm-up: the JIT
    const findings = timed(() => levelFindings(six, nhc4, PAPER_SCALE, nhc4));
    rows.push(
      row(
        'ladder and findings, 6 sites × 6 levels, in process (goal < 1.5 s)',
        findings,
        `${ms(findings.wallSeconds)}; ${findings.result.ladder.length} rows, ${findings.result.findings.length} findings`,
      ),
    );
    const everything = timed(() => computeComparison(six, { metric: 'nhc4' }));
    rows.push(row('every chart with the ladder and findings, 6 sites × 6 levels, in process', everything, ms(everything.wallSeconds)));
  } finally {
    await service.close();
  }
  return rows;
}

/** Resolves after the next painted frame. */
const NEXT_FRAME = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))))';

interface PageTiming {
  readonly millis: number;
  readonly longestTask: number;
  readonly longTasks: number;
  /** What ran in the longest task (see longTaskScripts), or null when there was none. */
  readonly longestRan: string | null;
  /** Bytes of the app API's replies (as sent, before decompression). */
  readonly replyBytes: number;
}

/**
 * Runs `act` in the page and times it until `drawn` resolves and a frame is painted; long tasks
 * are counted from the act until `settled` resolves (later answers landing, such as the
 * intervals), and the bytes of the app's replies meanwhile.
 */
async function timeInPage(
  page: Page,
  act: () => Promise<void>,
  drawn: () => Promise<unknown>,
  settled: () => Promise<unknown>,
): Promise<PageTiming> {
  const start = (await page.evaluate('performance.now()')) as number;
  await Promise.all([drawn(), act()]);
  const end = (await page.evaluate(NEXT_FRAME)) as number;
  await settled();
  // Let a task still running when the page settled be reported.
  await page.waitForTimeout(300);
  const tasks = (await page.evaluate('window.__pattiLongTasks')) as { start: number; duration: number }[];
  const during = tasks.filter((task) => task.start + task.duration >= start);
  const replyBytes = (await page.evaluate(
    `performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/') && entry.startTime >= ${start})` +
      '.reduce((sum, entry) => sum + entry.encodedBodySize, 0)',
  )) as number;
  const longest = during.reduce<(typeof during)[number] | null>((a, b) => (a === null || b.duration > a.duration ? b : a), null);
  return {
    millis: end - start,
    longestTask: longest?.duration ?? 0,
    longTasks: during.length,
    longestRan: longest ? `at +${(longest.start - start).toFixed(0)} ms: ${await longTaskScripts(page, longest)}` : null,
    replyBytes,
  };
}

function pageRow(caseName: string, timing: PageTiming): BenchRow {
  const seconds = timing.millis / 1000;
  const ran = timing.longestRan ? ` (${timing.longestRan})` : '';
  const longest = `longest task ${timing.longestTask.toFixed(0)} ms${ran}, ${timing.longTasks} over 50 ms (goal none)`;
  return {
    suite: SUITE,
    case: caseName,
    file: FILE,
    puzzles: PUZZLES,
    cpuSeconds: seconds,
    wallSeconds: seconds,
    perSecond: PUZZLES / seconds,
    note: `${timing.millis.toFixed(0)} ms; ${longest}; replies ${(timing.replyBytes / 1000).toFixed(0)} kB`,
    extra: { millis: timing.millis, longestTaskMs: timing.longestTask, longTasks: timing.longTasks, replyBytes: timing.replyBytes },
  };
}

async function inBrowser(file: string, context: BenchContext): Promise<BenchRow[]> {
  const host = await openBrowserHost((home) => fs.copyFileSync(file, path.join(home, 'library.db')));
  if (!host) {
    context.log('compare: no Chromium (PATTI_CHROMIUM or /usr/bin/chromium): the browser cases are skipped');
    return [];
  }
  const rows: BenchRow[] = [];
  try {
    const selection = { sources: SOURCES };
    // The host's first compare call starts its worker: warm it on another selection.
    await host.call('compareStatistics', { selection: { sources: ['Site 2'] }, metric: 'nhc4' });
    const http = await timedAsync(() =>
      Promise.all([host.call('compareStatistics', { selection, metric: 'nhc4' }), host.call('compareScatter', { selection, x: 'nhc4' })]),
    );
    rows.push(row("HTTP: compareStatistics + compareScatter, new selection (host's CPU not counted)", http, ms(http.wallSeconds)));
    const page = await host.browser.newPage();
    await page.addInitScript(LONG_TASK_PROBE);
    await page.goto(host.url('#/'));
    await page.waitForLoadState('networkidle');
    // A canvas carries data-drawn (the chart's title) once its chart is drawn; `^=""` would match nothing.
    const charts = (metricName?: string): Promise<unknown> =>
      Promise.all(
        [
          ...(metricName === undefined
            ? [
                '[data-testid="chart-levels"][data-drawn]',
                '[data-testid="chart-histogram"][data-drawn]',
                '[data-testid="chart-scatter"][data-drawn]',
              ]
            : [
                `[data-testid="chart-levels"][data-drawn^="${metricName} "]`,
                `[data-testid="chart-histogram"][data-drawn*=" by ${metricName}"]`,
                `[data-testid="chart-scatter"][data-drawn^="${metricName} against"]`,
              ]),
          '[data-testid="rater-heatmap"] svg',
          '[data-testid="findings"] [data-testid="finding"]',
        ]
          .map((selector) => page.locator(selector).first())
          // The ladder is drawn as page elements: its heading names the metric it shows.
          .concat(
            page
              .locator('#chart-ladder')
              .filter({ hasText: `Levels on one scale: ${metricName ?? ''}` })
              .getByTestId('ladder-row')
              .first(),
          )
          .map((locator) => locator.waitFor({ timeout: 120_000 })),
      );
    // The intervals come last: every Spearman row shows its interval once they are in.
    const intervalsShown = (): Promise<unknown> =>
      page.getByTestId('spearman-table').locator('tr', { hasText: 'NHC-4' }).filter({ hasText: '[' }).waitFor({ timeout: 120_000 });
    const route = `#/compare?${SOURCES.map((name) => `source=${encodeURIComponent(name)}`).join('&')}`;
    const opened = await timeInPage(
      page,
      () => page.evaluate(`location.hash = ${JSON.stringify(route)}`).then(() => undefined),
      () => charts(),
      intervalsShown,
    );
    rows.push(
      pageRow(
        'page: Compare opened in the running app until every chart is drawn (goal < 1.5 s); long tasks until the intervals are in',
        opened,
      ),
    );
    await page.waitForLoadState('networkidle');
    // Another metric: every chart again; the intervals, of every metric, come back from the memo at once.
    const metric = await timeInPage(
      page,
      () =>
        page
          .locator('select')
          .filter({ has: page.locator('option[value="se"]') })
          .first()
          .selectOption('se')
          .then(() => undefined),
      () => charts('SE'),
      () => page.waitForLoadState('networkidle'),
    );
    rows.push(pageRow('page: another metric chosen until every chart is drawn again', metric));
    await page.close();
  } finally {
    await host.close();
  }
  return rows;
}

/** The Compare view's data for 50,000 rated puzzles, in process, through the service and in Chromium. */
export const compareSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    context.log(`compare: writing ${PUZZLES} rated puzzles into a temporary library`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-bench-compare-'));
    const file = path.join(dir, 'library.db');
    const db = syntheticLibrary(file);
    try {
      const rows = await inProcess(db, file, context);
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
      rows.push(...(await inBrowser(file, context)));
      return rows;
    } finally {
      if (db.open) db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
