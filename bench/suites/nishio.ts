/**
 * The Project Patti paper's analysis speed (issue 4): strategies alone + NHC-2 + NHC-4 at 50 runs per puzzle.
 * - Kaggle bands (every band equally, a stand-in for typical published puzzles; they are harder
 *   than most of the Project Patti paper's sites, so the figure is conservative), in process and on 1 and 2
 *   worker threads (wall time). Target: 1,320 puzzles in under 60 s on 2 cores.
 * - magictour top1465 (a sample): hard puzzles.
 * - The four named monsters of the Project Patti paper's Table 9 at 50 runs, NHC-4: target under 3 s each
 *   (a C prototype of the same conventions: 0.65 s for Platinum Blonde).
 */
import { strategiesAlone } from '../../src/core/simulate/cycles';
import { nishioRunCycles } from '../../src/core/simulate/nishio';
import { rateInOrder } from '../../src/main/services/jobs/rateInOrder';
import { createRateThreadPool } from '../../src/main/services/jobs/threadTransport';
import { loadDataLines } from '../data';
import { timed, timedAsync } from '../timing';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const SUITE = 'nishio';
const RUNS = 50;
const KAGGLE = 'kaggle-radcliffe-5000.csv';
const MAGICTOUR = 'magictour-top1465.txt';
const PAPER_SET = 1320;

function analyzeOne(puzzle: string): void {
  strategiesAlone(puzzle);
  nishioRunCycles(puzzle, { strategies: 2, runs: RUNS });
  nishioRunCycles(puzzle, { strategies: 4, runs: RUNS });
}

function inProcessRow(file: string, puzzles: readonly string[], baseline: boolean): BenchRow {
  analyzeOne(puzzles[0]!); // warm-up
  const run = timed(() => puzzles.forEach(analyzeOne));
  return {
    suite: SUITE,
    case: 'alone + NHC-2 + NHC-4 (50 runs), in process',
    file,
    puzzles: puzzles.length,
    cpuSeconds: run.cpuSeconds,
    wallSeconds: run.wallSeconds,
    perSecond: puzzles.length / run.cpuSeconds,
    ...(baseline ? { baseline: true } : {}),
    note: `${((PAPER_SET * run.cpuSeconds) / puzzles.length).toFixed(1)} CPU s per ${PAPER_SET} puzzles`,
  };
}

async function poolRow(file: string, puzzles: readonly string[], workers: number, context: BenchContext): Promise<BenchRow> {
  context.log(`nishio: ${puzzles.length} puzzles on ${workers} worker thread(s)`);
  const pool = createRateThreadPool({ size: workers });
  try {
    const run = await timedAsync(async () => {
      let failed = 0;
      for await (const { outcome } of rateInOrder(puzzles, {
        pool,
        raterIds: ['alone', 'nhc2', 'nhc4'],
        options: { runs: RUNS, seed: 1 },
      })) {
        if (!outcome.ok) failed++;
      }
      return failed;
    });
    if (run.result > 0) throw new Error(`${run.result} puzzles failed in the pool`);
    return {
      suite: SUITE,
      case: `alone + NHC-2 + NHC-4 (50 runs), --jobs ${workers}`,
      file,
      puzzles: puzzles.length,
      cpuSeconds: run.cpuSeconds,
      wallSeconds: run.wallSeconds,
      perSecond: puzzles.length / run.wallSeconds,
      note: `puzzles/s by wall time; ${((PAPER_SET * run.wallSeconds) / puzzles.length).toFixed(1)} s per ${PAPER_SET} puzzles`,
    };
  } finally {
    await pool.terminate();
  }
}

function monsterRows(): BenchRow[] {
  const named = new Map(
    loadDataLines('named-hard.tsv')
      .slice(1)
      .map((line) => line.split('\t') as [string, string]),
  );
  return ['Platinum Blonde', 'Golden Nugget', 'tarx0134', 'Red Dwarf'].map((name) => {
    const puzzle = named.get(name)!;
    const run = timed(() => nishioRunCycles(puzzle, { strategies: 4, runs: RUNS }));
    const mean = run.result.reduce((a, b) => a + b, 0) / run.result.length;
    return {
      suite: SUITE,
      case: `NHC-4 (50 runs): ${name}`,
      file: 'named-hard.tsv',
      puzzles: 1,
      cpuSeconds: run.cpuSeconds,
      wallSeconds: run.wallSeconds,
      perSecond: 1 / run.cpuSeconds,
      note: `${run.cpuSeconds.toFixed(2)} s, NHC-4 ${mean.toFixed(2)}`,
    };
  });
}

export const nishioSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const kaggleLines = loadDataLines(KAGGLE).slice(1);
    // Every 17th line: about 59 puzzles of each of the five bands (the file lists 1,000 per band).
    const kaggle = kaggleLines.filter((_, i) => i % 17 === 0).map((line) => line.split(',')[0]!);
    const magictour = loadDataLines(MAGICTOUR).filter((_, i) => i % 49 === 0);
    context.log(`nishio: ${kaggle.length} Kaggle puzzles in process`);
    const rows = [inProcessRow(KAGGLE, kaggle, true)];
    rows.push(await poolRow(KAGGLE, kaggle, 1, context));
    rows.push(await poolRow(KAGGLE, kaggle, 2, context));
    context.log(`nishio: ${magictour.length} magictour puzzles`);
    rows.push(inProcessRow(MAGICTOUR, magictour, true));
    context.log('nishio: named monsters');
    rows.push(...monsterRows());
    return rows;
  },
};
