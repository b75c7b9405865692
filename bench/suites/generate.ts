/**
 * The generator: puzzles per second for each target on 1 and 2 generate workers (the pool
 * `patti generate --jobs` uses, started and warmed up before the clock starts; puzzles per WALL
 * second, the ratio column is the speed-up of 2 workers over 1 for the same target), and the
 * distribution of the ratings of unconstrained minimal puzzles (what a plain generator makes,
 * before any steering). Goals on 2 workers: universal:easy ≥ 50/s, universal:hard ≥ 2/s,
 * se:7.0-8.0 ≥ 0.5/s, technique:x-wing ≥ 1/s. Figures taken while other work runs on the
 * machine understate the speeds.
 */
import { generatePuzzle } from '../../src/core/generate/generate';
import { puzzleSeed } from '../../src/core/generate/random';
import { parseTargets } from '../../src/core/generate/targets';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { quantile } from '../../src/core/stats/quantile';
import type { WorkerPool } from '../../src/main/services/jobs/pool';
import { createGeneratePool, generateInOrder, type GenerateRunSettings } from '../../src/main/services/generate/generateRun';
import { timed, timedAsync } from '../timing';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const SUITE = 'generate';
const SEED = 1;
const BUDGET_MS = 3_600_000;

/** Each target with a puzzle count that keeps its 1-worker row to tens of seconds here. */
const TARGETS: readonly { readonly target: string; readonly count: number }[] = [
  { target: 'universal:easy', count: 400 },
  { target: 'universal:medium', count: 200 },
  { target: 'universal:hard', count: 100 },
  { target: 'se:2.0-3.0', count: 100 },
  { target: 'se:7.0-8.0', count: 24 },
  { target: 'se:9.0-10.0', count: 4 },
  { target: 'technique:x-wing', count: 30 },
  { target: 'cost:diabolical', count: 60 },
];

const GOALS: Readonly<Record<string, number>> = { 'universal:easy': 50, 'universal:hard': 2, 'se:7.0-8.0': 0.5, 'technique:x-wing': 1 };

/** Puzzles of the distribution: unconstrained minimal puzzles, rated by these raters. */
const DISTRIBUTION_PUZZLES = 200;
const DISTRIBUTION_RATERS = ['se', 'cost', 'hodoku', 'grader', 'nhc4', 'universal', 'cld', 'colour'];

function settingsFor(target: string, count: number, jobs: number, seed = SEED): GenerateRunSettings {
  return { count, targets: [target], symmetry: 'none', minimal: false, seed, jobs, budgetMs: BUDGET_MS, maxAttempts: 10_000_000 };
}

/** Loads the workers' code and compiles the hot paths before the clock starts. */
async function warmUp(pool: WorkerPool, target: string): Promise<void> {
  for await (const result of generateInOrder(settingsFor(target, pool.size * 2, pool.size, SEED + 1000), pool)) {
    if (!result.outcome.ok) throw new Error(result.outcome.message);
  }
}

async function targetRow(pool: WorkerPool, target: string, count: number, context: BenchContext): Promise<BenchRow> {
  const workers = pool.size;
  context.log(`generate: ${target}, ${count} puzzles, ${workers} worker(s)`);
  let attempts = 0;
  const run = await timedAsync(async () => {
    for await (const { outcome } of generateInOrder(settingsFor(target, count, workers), pool)) {
      if (!outcome.ok) throw new Error(outcome.message);
      attempts += outcome.attempts;
    }
  });
  const perSecond = count / run.wallSeconds;
  // CPU time counts every thread of the process, so it says what the workers would do on free
  // cores even when other work shares the machine and stretches the wall time.
  const onFreeCores = (workers * count) / run.cpuSeconds;
  const goal =
    workers === 2 && GOALS[target] !== undefined
      ? `; goal ≥ ${GOALS[target]}/s: ${perSecond >= GOALS[target]! ? 'met' : 'not met'} by wall time`
      : '';
  return {
    suite: SUITE,
    case: `${workers} worker${workers > 1 ? 's' : ''}`,
    file: target,
    puzzles: count,
    cpuSeconds: run.cpuSeconds,
    wallSeconds: run.wallSeconds,
    perSecond,
    ...(workers === 1 ? { baseline: true } : {}),
    note:
      `${perSecond.toFixed(2)} puzzles/s by wall time, ≈ ${onFreeCores.toFixed(2)}/s on ${workers} free core${workers > 1 ? 's' : ''} ` +
      `by CPU spent; ${(attempts / count).toFixed(1)} candidates rated per puzzle${goal}`,
    extra: { attemptsPerPuzzle: attempts / count, onFreeCores },
  };
}

const share = (count: number, total: number): string => `${Math.round((100 * count) / total)}%`;

/** `easy 40% · medium 35% · …` over the values' own categories, in the order given. */
function shares(values: readonly string[], order: readonly string[]): string {
  return order.map((name) => `${name} ${share(values.filter((value) => value === name).length, values.length)}`).join(' · ');
}

function spread(values: readonly number[], digits: number): string {
  const q = (p: number): string => quantile(values, p).toFixed(digits);
  return `p10 ${q(0.1)} · median ${q(0.5)} · p90 ${q(0.9)} · max ${Math.max(...values).toFixed(digits)}`;
}

/** Unconstrained minimal puzzles (the only target a clue range that every puzzle meets) and their ratings. */
function distributionRows(context: BenchContext): BenchRow[] {
  const targets = parseTargets(['clues:17-81']);
  if (!targets.ok) throw new Error(targets.error.message);
  context.log(`generate: ${DISTRIBUTION_PUZZLES} unconstrained minimal puzzles and their ratings`);
  const made = timed(() =>
    Array.from({ length: DISTRIBUTION_PUZZLES }, (_, index) => {
      const outcome = generatePuzzle(
        {
          targets: targets.value,
          symmetry: 'none',
          minimal: true,
          seed: puzzleSeed(SEED, index),
          maxAttempts: 100,
          deadline: Number.POSITIVE_INFINITY,
        },
        () => 0,
      );
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.puzzle as string;
    }),
  );
  const puzzles = made.result;
  const rated = timed(() => puzzles.map((puzzle) => ratePuzzle(puzzle, DISTRIBUTION_RATERS)));
  const rows = rated.result;
  const field = <T>(rater: string, key: string): T[] => rows.map((row) => (row[rater] as Record<string, T>)[key]!);
  const clues = puzzles.map((puzzle) => puzzle.replace(/\./g, '').length);
  const er = field<number>('se', 'er');
  const base = { suite: `${SUITE}-minimal`, file: 'unconstrained minimal', puzzles: DISTRIBUTION_PUZZLES };
  const ratingRow = (name: string, note: string): BenchRow => ({
    ...base,
    case: name,
    cpuSeconds: rated.cpuSeconds,
    wallSeconds: rated.wallSeconds,
    perSecond: DISTRIBUTION_PUZZLES / rated.cpuSeconds,
    note,
  });
  const erBands = [
    ['<3', (v: number) => v < 3],
    ['3-6', (v: number) => v >= 3 && v < 6],
    ['6-7', (v: number) => v >= 6 && v < 7],
    ['7-8', (v: number) => v >= 7 && v < 8],
    ['8-9', (v: number) => v >= 8 && v < 9],
    ['≥9', (v: number) => v >= 9],
  ] as const;
  return [
    {
      ...base,
      case: 'generated, 1 thread',
      cpuSeconds: made.cpuSeconds,
      wallSeconds: made.wallSeconds,
      perSecond: DISTRIBUTION_PUZZLES / made.cpuSeconds,
      baseline: true,
      note: `clues ${spread(clues, 0)}`,
    },
    ratingRow(
      'SE ER (rated, all raters)',
      `${spread(er, 1)}; ${erBands.map(([name, test]) => `${name} ${share(er.filter(test).length, er.length)}`).join(' · ')}`,
    ),
    ratingRow(
      'cost level',
      shares(field<string>('cost', 'level'), ['Beginner', 'Easy', 'Medium', 'Tricky', 'Fiendish', 'Diabolical', 'Beyond Diabolical']),
    ),
    ratingRow('HoDoKu level', shares(field<string>('hodoku', 'level'), ['easy', 'medium', 'hard', 'unfair', 'extreme'])),
    ratingRow('grader score', spread(field<number>('grader', 'score'), 0)),
    ratingRow('NHC-4 mean', spread(field<number>('nhc4', 'mean'), 2)),
    ratingRow('universal (paper NHC-4 scale)', shares(field<string>('universal', 'nhc'), ['easy', 'medium', 'hard'])),
    ratingRow('short clauses %', spread(field<number>('cld', 'shortPct'), 1)),
    ratingRow('SAT colour', shares(field<string>('colour', 'colour'), ['green', 'blue', 'red', 'black'])),
  ];
}

export const generateSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const rows: BenchRow[] = [];
    for (const workers of [1, 2]) {
      const pool = createGeneratePool(workers, BUDGET_MS);
      try {
        await warmUp(pool, 'universal:medium');
        for (const { target, count } of TARGETS) rows.push(await targetRow(pool, target, count, context));
      } finally {
        await pool.terminate();
      }
    }
    // Each target's 1-worker row, then its 2-worker row.
    rows.sort((a, b) => TARGETS.findIndex((t) => t.target === a.file) - TARGETS.findIndex((t) => t.target === b.file));
    rows.push(...distributionRows(context));
    return rows;
  },
};
