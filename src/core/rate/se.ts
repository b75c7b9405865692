/**
 * `se`: Sudoku Explainer's ratings over its own order of trial. ER is the hardest step of the
 * path; EP (pearl) the hardest up to and including the first step that places a digit; ED
 * (diamond) the difficulty of the very first step, as Sudoku Explainer's `getDifficulty`
 * records them. A path that needs a technique Sudoku Explainer does not have (a guess), or
 * that gets stuck, rates 20.0, Sudoku Explainer's "not solved".
 */
import type { LogicalTrace } from '../simulate/logical';
import { seValueOf } from '../simulate/logical';
import { memoizedTrace } from '../simulate/logicalMemo';
import { SE_SET, withoutGuess } from '../simulate/logicalPresets';
import type { Rater } from '../rater';

export interface SeRating {
  readonly er: number;
  readonly ep: number;
  readonly ed: number;
}

export const SE_NOT_SOLVED = 20;

/** To one decimal, as Sudoku Explainer prints; sums of tenths drift in binary. */
const tenths = (value: number): number => Math.round(value * 10) / 10;

export function seOfTrace(trace: LogicalTrace): SeRating {
  let er = 0;
  let ep = 0;
  let ed = 0;
  let placed = false;
  trace.steps.forEach(({ step }, index) => {
    const value = seValueOf(step);
    const capped = Number.isFinite(value) ? value : SE_NOT_SOLVED;
    er = Math.max(er, capped);
    if (index === 0) ed = capped;
    if (!placed) {
      ep = er;
      placed = step.placements.length > 0;
    }
  });
  if (trace.outcome !== 'solved') er = SE_NOT_SOLVED;
  if (!placed) ep = er;
  if (trace.steps.length === 0) ed = er;
  return { er: tenths(er), ep: tenths(ep), ed: tenths(ed) };
}

/**
 * Sudoku Explainer gives up with 20.0 where its techniques run out; so does the rater. Solving
 * on past a guess would not change ER, EP or ED (all three are already 20.0 by then), and on
 * the hardest puzzles that first guess comes at the very start.
 */
const SE_RATING_SET = withoutGuess(SE_SET);

export const seRater: Rater<SeRating> = {
  id: 'se',
  title: 'Sudoku Explainer ER/EP/ED (values, order and chain bonus of SE 1.2.1.3)',
  // What changed in each version, and why: CHANGELOG.md, "Rater versions".
  version: 4,
  usesOptions: [],
  rate: (input, _options, memo) => seOfTrace(memoizedTrace(memo, input.puzzle, SE_RATING_SET)),
};
