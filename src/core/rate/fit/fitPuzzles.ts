/**
 * A fit from puzzles with levels, as the command and the app's fit run it: the puzzles' solves
 * (done here, or handed in from worker threads), the ones left out counted by reason, then the
 * fit itself.
 */
import { fail, type Result } from '../../result';
import type { CustomSet } from '../customSet';
import { fitRating, type FitResult } from './fitRating';
import { SearchContext } from '../../strategies/searchContext';
import { fitTraceOf, type FitTrace, type FitTraceOutcome } from './fitTrace';

/** A puzzle and its level, as an index into the site's levels (easiest first). */
export interface LevelledPuzzle {
  readonly text: string;
  readonly level: number;
}

export interface FitRunOptions {
  /** The fitted set's name. */
  readonly name: string;
  readonly folds?: number;
  readonly seed?: number;
  readonly freeOrder?: boolean;
}

export interface FitRun {
  readonly result: FitResult;
  /** Puzzles left out, by reason (the set cannot finish them, or they are no puzzles). */
  readonly leftOut: Readonly<Record<string, number>>;
}

/** Fits from the puzzles' solves with the starting set (`outcomes[i]` is `puzzles[i]`'s). */
export function fitOutcomes(
  set: CustomSet,
  levels: readonly string[],
  puzzles: readonly LevelledPuzzle[],
  outcomes: readonly FitTraceOutcome[],
  options: FitRunOptions,
): Result<FitRun, 'ERR_FIT'> {
  const traces: FitTrace[] = [];
  const levelRanks: number[] = [];
  const leftOut: Record<string, number> = {};
  outcomes.forEach((outcome, index) => {
    if ('trace' in outcome) {
      traces.push(outcome.trace);
      levelRanks.push(puzzles[index]!.level);
    } else leftOut[outcome.leftOut] = (leftOut[outcome.leftOut] ?? 0) + 1;
  });
  if (traces.length === 0) {
    return fail(
      'ERR_FIT',
      `the starting set cannot finish any of the ${puzzles.length} puzzles (${Object.keys(leftOut).join('; ')}), so there is nothing to fit`,
    );
  }
  const fitted = fitRating({
    set,
    name: options.name,
    levels,
    traces,
    levelRanks,
    ...(options.folds !== undefined ? { folds: options.folds } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    freeOrder: options.freeOrder === true,
  });
  return fitted.ok ? { ok: true, value: { result: fitted.value, leftOut } } : fitted;
}

/** Solves the puzzles in this thread, then fits. */
export function fitPuzzles(
  set: CustomSet,
  levels: readonly string[],
  puzzles: readonly LevelledPuzzle[],
  options: FitRunOptions,
): Result<FitRun, 'ERR_FIT'> {
  const context = new SearchContext();
  return fitOutcomes(
    set,
    levels,
    puzzles,
    puzzles.map((puzzle) => fitTraceOf(set, puzzle.text, context)),
    options,
  );
}
