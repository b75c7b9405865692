import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COLOURS, COMPARE_METRICS, computeComparison, computeSpearmanIntervals, refitCutPoints } from '../../src/core/compare/index';
import { syntheticTable } from '../../src/core/compare/syntheticTable';
import { CompareService } from '../../src/main/services/compare/compareService';
import { readCompareRows } from '../../src/main/services/compare/gatherRows';
import { openLibrary, type LibraryDb } from '../../src/main/services/library/db';
import { timed, timedAsync } from '../timing';
import type { BenchRow, BenchSuite } from '../types';

const SUITE = 'compare';
const PUZZLES = 50_000;
const FILE = `synthetic ${PUZZLES / 1000}k`;

/** The stored detail a rater would have written for a metric value (the fields the metric reads). */
function detailOf(metricId: string, value: number): string {
  switch (metricId) {
    case 'nhc4':
    case 'nhc2':
      return JSON.stringify({ mean: value, runs: 50 });
    case 'alone':
      return JSON.stringify({ 2: value <= 2, 3: value <= 3, 4: value <= 4 });
    case 'shortPct':
      return JSON.stringify({ shortPct: value });
    case 'se':
      return JSON.stringify({ er: value });
    case 'sisus':
      return JSON.stringify({ refutation: value });
    case 'colour':
      return JSON.stringify({ colour: COLOURS[value] });
    default:
      return JSON.stringify({ score: value });
  }
}

/**
 * A library of `PUZZLES` puzzles over three sources of five levels, every puzzle rated by every
 * Compare metric's rater: synthetic rows written straight in (the givens are labels, not
 * puzzles; nothing here solves them).
 */
export function syntheticLibrary(file: string): LibraryDb {
  const db = openLibrary(file);
  const table = syntheticTable(PUZZLES, { sources: 3, levels: 5 });
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
    const rating = db.prepare("INSERT INTO ratings (puzzle_id, rater, parameters, engine_version, value, detail, computed_at) VALUES (?, ?, '{}', '1', NULL, ?, ?)");
    table.ids.forEach((id, row) => {
      const givens = String(id).padStart(81, '.');
      puzzle.run(id, givens, '1'.repeat(81), givens, now);
      const { sourceId, levels } = levelIds[table.source[row]!]!;
      provenance.run(id, sourceId, levels[table.level[row]!]!, givens, now);
      for (const metric of COMPARE_METRICS) rating.run(id, metric.rater, detailOf(metric.id, table.values[metric.id]![row]!), now);
    });
  })();
  return db;
}

function row(caseName: string, run: { cpuSeconds: number; wallSeconds: number }, note?: string): BenchRow {
  return { suite: SUITE, case: caseName, file: FILE, puzzles: PUZZLES, cpuSeconds: run.cpuSeconds, wallSeconds: run.wallSeconds, perSecond: PUZZLES / run.cpuSeconds, ...(note ? { note } : {}) };
}

/** The Compare view's data for 50,000 rated puzzles: gathering, every chart's statistics, the intervals and refits. */
export const compareSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    context.log(`compare: writing ${PUZZLES} rated puzzles into a temporary library`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-bench-compare-'));
    const file = path.join(dir, 'library.db');
    const db = syntheticLibrary(file);
    const selection = { sources: ['Site 1', 'Site 2', 'Site 3'] };
    const rows: BenchRow[] = [];
    const service = new CompareService(db, file);
    try {
      // Warm-up on another selection (so the row cache does not answer): the worker's start and the JIT.
      await service.statistics({ selection: { sources: ['Site 1'] }, metric: 'nhc4' });
      const gather = timed(() => readCompareRows(db, selection));
      rows.push(row('gather rows (10 metrics) from the library', gather));
      const table = gather.result.table;
      rows.push(row("every chart's statistics, in process", timed(() => computeComparison(table, { metric: 'nhc4' }))));
      const charts = await timedAsync(() => service.statistics({ selection, metric: 'nhc4' }));
      rows.push(row("charts' data, new selection: gather + statistics in the worker (goal < 1.5 s wall)", charts, `${charts.wallSeconds.toFixed(2)} s wall`));
      const again = await timedAsync(() => service.statistics({ selection, metric: 'se' }));
      rows.push(row("charts' data, another metric: cached rows + statistics in the worker", again, `${again.wallSeconds.toFixed(2)} s wall`));
      rows.push(row('Spearman intervals, 1000 resamples × 3 sources × 10 metrics, in process', timed(() => computeSpearmanIntervals(table))));
      const tertiles = timed(() => refitCutPoints(table, 'nhc4', { kind: 'tertiles' }));
      rows.push(row('refit: tertiles, in process (goal < 200 ms)', tertiles, `${(tertiles.wallSeconds * 1000).toFixed(0)} ms wall`));
      const agree = timed(() => refitCutPoints(table, 'nhc4', { kind: 'agree', source: 'Site 1' }));
      rows.push(row('refit: agree with a site, in process (goal < 200 ms)', agree, `${(agree.wallSeconds * 1000).toFixed(0)} ms wall`));
      const viaService = await timedAsync(() => service.refit({ selection, metric: 'nhc4', method: { kind: 'agree', source: 'Site 1' } }));
      rows.push(row('refit: agree, cached rows + worker', viaService, `${(viaService.wallSeconds * 1000).toFixed(0)} ms wall`));
    } finally {
      await service.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return rows;
  },
};
