/**
 * A Step is one deduction (or one move of a trial-and-error solver) as plain JSON data: the
 * exact fields that explain it, tagged by `kind`. The same object is produced by a strategy,
 * applied by `applyStep`, drawn by the replay view (`highlightsOf`), put in words
 * (`explain`), stored in the library and used as a test fixture. The technique name is
 * derived from the data (a fish with three base rows is a swordfish), never stored.
 *
 * Every variant carries `placements` and `eliminations`, so applying a step, checking it
 * against the solution (the oracle) and counting its effect need no knowledge of its kind.
 */
import type { Candidate } from './grid/candidate';
import type { Cell } from './grid/cell';
import type { Digit } from './grid/digit';

export interface Placement {
  readonly cell: Cell;
  readonly digit: Digit;
}

/** What every step has, whatever its kind. */
export interface StepEffect {
  readonly placements: readonly Placement[];
  readonly eliminations: readonly Candidate[];
}

/** Trial and error: a guessed value, made on a copy of the grid the solver can go back to. */
export interface GuessStep extends StepEffect {
  readonly kind: 'guess';
  readonly cell: Cell;
  readonly digit: Digit;
  /** Nesting depth of this guess: 1 for a guess made with no other guess pending. */
  readonly depth: number;
}

/** The position cannot be completed: the solver saw it at `cell` (no candidate left). */
export interface ContradictionStep extends StepEffect {
  readonly kind: 'contradiction';
  readonly cell: Cell;
  readonly depth: number;
}

/** Back to the position before the guess at `depth`; the refuted value is struck out there. */
export interface BacktrackStep extends StepEffect {
  readonly kind: 'backtrack';
  readonly cell: Cell;
  readonly digit: Digit;
  readonly depth: number;
}

export type TrialStep = GuessStep | ContradictionStep | BacktrackStep;
