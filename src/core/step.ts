/**
 * A Step is one deduction (or one move of a trial-and-error solver) as plain JSON data: the
 * exact fields that explain it, tagged by `kind`. The same object is produced by a strategy,
 * applied by `applyStep`, drawn by the replay view (`highlightsOf` in `describeStep.ts`), put in
 * words (`explain`), stored in the library and used as a test fixture. The technique name is
 * derived from the data (a fish with three base rows is a swordfish), never stored.
 *
 * Every variant carries `placements` and `eliminations`, so applying a step, checking it
 * against the solution (the oracle) and counting its effect need no knowledge of its kind.
 *
 * The union is open: each family file in `strategies/` adds its kinds to `StepKinds` (module
 * augmentation, see `strategies/singles.ts`) and contributes a `StepHandler` per kind to the
 * table in `strategies/registry.ts`. The compiler checks that every kind has a handler.
 */
import type { Candidate } from './grid/candidate';
import { cellOfCandidate, digitOfCandidate } from './grid/candidate';
import type { Cell } from './grid/cell';
import type { Digit } from './grid/digit';
import type { Grid } from './grid/grid';
import type { House } from './grid/house';
import type { TechniqueId } from './techniques';

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

/**
 * Every step kind by its `kind` tag. Family files add theirs with
 * `declare module '../step' { interface StepKinds { nakedSubset: NakedSubsetStep } }`;
 * the key must equal the step's `kind`.
 */
export interface StepKinds {
  guess: GuessStep;
  contradiction: ContradictionStep;
  backtrack: BacktrackStep;
}

type StepKind = keyof StepKinds;
/** The Step union: every kind any family file declares. */
export type Step = StepKinds[StepKind];

/** A link of a chain or loop, drawn as an arrow: strong (one of the two is true) or weak (not both). */
export interface Link {
  readonly from: Candidate;
  readonly to: Candidate;
  readonly strong: boolean;
}

/** What the replay view draws for a step. */
export interface Highlights {
  /** Cells of the pattern (a pair's cells, a fish's base cells, a wing's pivot and pincers). */
  readonly cells: readonly Cell[];
  /** Houses the pattern lives in (a subset's house, a fish's base lines). */
  readonly houses: readonly House[];
  /** Houses the eliminations come from (a fish's cover lines, a pointing's line). */
  readonly coverHouses: readonly House[];
  /** Candidates that make the pattern, drawn highlighted. */
  readonly kept: readonly Candidate[];
  /** Candidates drawn in a second colour (fins, a colouring's other colour, a pivot, what a nested step's inner chains remove). */
  readonly accent: readonly Candidate[];
  /** Candidates the step removes. */
  readonly removed: readonly Candidate[];
  readonly placements: readonly Placement[];
  readonly links: readonly Link[];
}

/**
 * One word of an explanation, typed so the UI can style it (a cell name links to the cell, a
 * digit set is drawn in candidate colour). `text` is what a plain-text reader sees; the
 * plain explanation is the concatenation of the texts.
 */
export type ExplainToken =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'technique'; readonly technique: TechniqueId; readonly text: string }
  | { readonly type: 'cell'; readonly cell: Cell; readonly text: string }
  | { readonly type: 'house'; readonly house: House; readonly text: string }
  | { readonly type: 'digits'; readonly digits: readonly Digit[]; readonly text: string }
  | { readonly type: 'candidate'; readonly candidate: Candidate; readonly text: string };

/** What a family file provides for each of its step kinds. */
export interface StepHandler<S extends Step = Step> {
  /** The technique id, derived from the data (three base lines: swordfish). */
  technique(step: S): TechniqueId;
  explain(step: S): readonly ExplainToken[];
  highlights(step: S): Highlights;
  /**
   * Sudoku Explainer difficulty when it depends on the step (chain length bonus, loop size);
   * when absent, the catalogue's base value of the technique is used.
   */
  seValue?(step: S): number;
}

/** The handler of each step kind; `strategies/registry.ts` builds it from the family files. */
export type StepHandlerTable = { readonly [K in StepKind]: StepHandler<StepKinds[K]> };

/** Plays a step on the grid: its placements, then its eliminations. */
export function applyStep(grid: Grid, step: Step): void {
  const { placements, eliminations } = step;
  for (let i = 0; i < placements.length; i++) grid.place(placements[i]!.cell, placements[i]!.digit);
  for (let i = 0; i < eliminations.length; i++) grid.eliminate(cellOfCandidate(eliminations[i]!), digitOfCandidate(eliminations[i]!));
}
