/**
 * `sisus`: Radek Pelánek's simple-solver model ("Difficulty Rating of Sudoku Puzzles by a
 * Computational Model"): refutation sum (mean over 30 runs; null when some run meets a position
 * the singles cannot refute) and the dependency metric (mean number of available single
 * placements over the first 25 steps, mean over 30 runs). `--runs` changes the number of runs;
 * the seed works as for the Nishio raters.
 */
import { DEFAULT_SEED } from '../simulate/rng';
import { SISUS_RUNS, sisusRating, type SisusRating } from '../simulate/sisus';
import type { Rater } from '../rater';

const round4 = (value: number): number => Math.round(value * 10000) / 10000;

export const sisusRater: Rater<SisusRating> = {
  id: 'sisus',
  title: 'SiSuS simple-solver model: refutation sum and dependency (30 runs)',
  version: 1,
  usesOptions: ['runs', 'seed'],
  rate: (input, options) => {
    const rating = sisusRating(input.puzzle, input.solution, { runs: options.runs ?? SISUS_RUNS, seed: options.seed ?? DEFAULT_SEED });
    return { refutation: rating.refutation === null ? null : round4(rating.refutation), dependency: round4(rating.dependency) };
  },
};
