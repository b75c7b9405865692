/**
 * `patti analyze` and the Compare service print the same Spearman numbers for the same puzzles:
 * analyze rates a CSV itself; the service reads the same puzzles imported into a temporary
 * library and rated with the same runs and seed.
 */
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { findRater } from '../../src/core/rate/registry';
import { CompareService } from '../../src/main/services/compare/compareService';
import { makeRatingRows } from '../../src/main/services/jobs/ratingRows';
import { openLibrary } from '../../src/main/services/library/store/db';
import { writeRatings } from '../../src/main/services/library/store/ratings';
import { importPuzzleFile } from '../../src/main/services/library/import/importFile';
import { makeTempDir, writeTempFile } from '../support/tempLibrary';
import { readSharedLines } from '../support/data';

async function analyzeJson(
  file: string,
  runs: number,
): Promise<{
  spearman: {
    source: string;
    metric: string;
    rho: number | null;
    n: number;
    low: number | null;
    high: number | null;
    adjacent: unknown[];
  }[];
}> {
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (chunk) => (out += chunk));
  const code = await runCli(['analyze', file, '--level-column', 'level', '--runs', String(runs), '--json'], {
    stdin: new PassThrough(),
    stdout,
    stderr: new PassThrough(),
  });
  expect(code).toBe(0);
  return JSON.parse(out);
}

const round3 = (value: number | null): number | null => (value === null ? null : Math.round(value * 1000) / 1000);

const kaggle = readSharedLines('kaggle-radcliffe-5000.csv');
const header = kaggle[0]!;
const bands = ['Beginner', 'Easy', 'Medium', 'Hard'];
const rows = bands.flatMap((band) => kaggle.filter((line) => line.trim().endsWith(`,${band}`)).slice(0, 5));
const dir = makeTempDir('patti-compare-');
const csv = writeTempFile(dir, 'bands.csv', [header, ...rows]);
const db = openLibrary(path.join(dir, 'library.db'));
const service = new CompareService(db, path.join(dir, 'library.db'));

afterAll(async () => {
  await service.close();
  db.close();
});

describe('analyze and the Compare service', () => {
  it('give equal Spearman rows, intervals and sizes for the same puzzles', async () => {
    const runs = 5;
    const analysis = await analyzeJson(csv, runs);
    await importPuzzleFile(db, csv, { source: 'bands' });
    const raters = ['nhc4', 'nhc2', 'cld'].map((id) => findRater(id)!);
    const puzzles = db.prepare('SELECT id, givens FROM puzzles ORDER BY id').all() as { id: number; givens: string }[];
    for (const puzzle of puzzles) {
      const made = makeRatingRows(
        puzzle.id,
        ratePuzzle(
          puzzle.givens,
          raters.map((r) => r.id),
          { runs, seed: 1 },
        ),
        raters,
        { runs, seed: 1 },
        'T',
      );
      if (!made.ok) throw new Error(made.reason);
      writeRatings(db, made.rows);
    }
    const selection = { sources: ['bands'] };
    const { comparison } = await service.statistics({ selection, metric: 'nhc4' });
    const intervals = await service.intervals({ selection });
    expect(comparison.sources[0]!.levels.map((level) => level.name)).toEqual(bands);
    for (const metric of ['nhc4', 'nhc2', 'shortPct'] as const) {
      const fromAnalyze = analysis.spearman.find((row) => row.metric === metric)!;
      const fromView = comparison.sources[0]!.spearman.find((row) => row.metric === metric)!;
      const interval = intervals.sources[0]!.rows.find((row) => row.metric === metric)!;
      expect(fromAnalyze.rho).not.toBeNull();
      expect({ metric, rho: round3(fromView.rho), n: fromView.n }).toEqual({ metric, rho: fromAnalyze.rho, n: fromAnalyze.n });
      expect({ low: round3(interval.low), high: round3(interval.high) }).toEqual({ low: fromAnalyze.low, high: fromAnalyze.high });
      expect(fromAnalyze.adjacent).toHaveLength(bands.length - 1);
    }
  });
});
