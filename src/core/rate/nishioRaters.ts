/**
 * `nhc2`, `nhc4` and `nishioH`: Nishio Human Cycles (Project Patti paper §7.2, §9.1). The
 * randomized raters run `runs` simulated solvers (default 50) with 2 or 4 strategies under
 * conventions (a)–(e); each run's random stream comes from (seed, puzzle, strategy count, run),
 * so the numbers are the same on any machine and any number of workers.
 */
import type { StrategyCount } from '../simulate/conventions';
import { heuristicNishioCycles } from '../simulate/heuristicNishio';
import { DEFAULT_RUNS, nishioRunCycles } from '../simulate/nishio';
import { DEFAULT_SEED } from '../simulate/rng';
import { summarize } from '../stats/summary';
import type { PuzzleMemo, Rater, RaterOptions } from '../rater';

/** Per puzzle: the cycle counts of its runs summarized (mean = the Project Patti paper's NHC). */
export interface NhcRating {
  readonly mean: number;
  readonly median: number;
  /** Sample standard deviation over the runs (n − 1). */
  readonly sd: number;
  readonly min: number;
  readonly max: number;
  readonly runs: number;
}

const round4 = (value: number): number => Math.round(value * 10000) / 10000;

/** The NHC of a puzzle with 2 or 4 strategies, computed once per puzzle and option set. */
export function memoizedNhc(puzzle: string, strategies: StrategyCount, options: RaterOptions, memo: PuzzleMemo): NhcRating {
  const runs = options.runs ?? DEFAULT_RUNS;
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`runs must be a positive integer, got ${runs}`);
  const seed = options.seed ?? DEFAULT_SEED;
  return memo.get(`nhc:${strategies}:${runs}:${seed}`, () => {
    const s = summarize(nishioRunCycles(puzzle, { strategies, runs, seed }));
    return { mean: round4(s.mean), median: s.median, sd: round4(s.sd), min: s.min, max: s.max, runs };
  });
}

function nhcRater(strategies: StrategyCount): Rater<NhcRating> {
  return {
    id: `nhc${strategies}`,
    title: `Nishio Human Cycles with ${strategies} strategies (randomized Nishio, mean over runs)`,
    // What changed in each version, and why: CHANGELOG.md, "Rater versions".
    version: 2,
    usesOptions: ['runs', 'seed'],
    rate: (input, options, memo) => memoizedNhc(input.puzzle, strategies, options, memo),
  };
}

export const nhc2Rater = nhcRater(2);
export const nhc4Rater = nhcRater(4);

export interface HeuristicNishioRating {
  readonly cycles2: number;
  readonly cycles4: number;
}

export const nishioHRater: Rater<HeuristicNishioRating> = {
  id: 'nishioH',
  title: 'Heuristic Nishio cycles with 2 and 4 strategies (deterministic)',
  // What changed in each version, and why: CHANGELOG.md, "Rater versions".
  version: 2,
  usesOptions: [],
  rate: (input) => ({ cycles2: heuristicNishioCycles(input.puzzle, 2), cycles4: heuristicNishioCycles(input.puzzle, 4) }),
};
