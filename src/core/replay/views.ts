/**
 * The data the puzzle workspace (Replay, Trial and error, Edit and Play) draws: plain JSON built
 * here in core, inside a worker, and sent over IPC or HTTP to the renderer's board. A step
 * travels as the same Step object the solver produced, with its highlights and words computed
 * once beside it. The app API's contract (src/shared/workspaceTypes.ts) re-exports these types.
 */
import type { Step, ExplainToken, Highlights } from '../step';
import type { TechniqueId } from '../techniques';

/** The preset technique sets a replay can follow (the logical solver's presets). */
export const TECHNIQUE_SET_IDS = ['se', 'hodoku', 'sotd', 'grader'] as const;
export type PresetSetId = (typeof TECHNIQUE_SET_IDS)[number];
/** A custom technique set saved in the library, by name (`custom:my-set`). */
export type CustomSetId = `custom:${string}`;
/**
 * The set a replay follows, as links, the API and the replay cache name it: a preset's id or
 * `custom:<name>`. Read one with readTechniqueSetId (replaySet.ts), which tells the two apart.
 */
export type TechniqueSetId = PresetSetId | CustomSetId;

/**
 * A position on the board: `values` holds 81 characters, a digit or '0' for an empty cell
 * (givens included); `candidates` holds 81 bitmasks of the digits still possible in each cell
 * (bit d−1 for digit d; 0 for a filled cell).
 */
export interface BoardPosition {
  readonly values: string;
  readonly candidates: readonly number[];
}

/** One step of a logical solve as the replay shows it. */
export interface StepView {
  /** 0-based position in the solve. */
  readonly index: number;
  readonly step: Step;
  readonly technique: TechniqueId;
  /** The technique's name as a person reads it ("Hidden single in a box"). */
  readonly techniqueName: string;
  /** The step's value in the set's scheme (SE difficulty, cost, 0–10 level, HoDoKu score); null where it has none. */
  readonly value: number | null;
  /** The value as `patti explain` prints it in brackets ("7.2", "NP 1500/1200", "—"). */
  readonly valueText: string;
  /** Instances of the step's tier available at this point (what `patti explain` prints as options). */
  readonly options: number;
  readonly words: readonly ExplainToken[];
  /** The plain explanation, exactly as `patti explain` prints it. */
  readonly text: string;
  readonly highlights: Highlights;
  /** The board before the step (the position after it is the next step's `before`, or the trace's `final`). */
  readonly before: BoardPosition;
}

/** How a set's rating folds its steps: the hardest step (SE, 0–10) or a sum of prices (costs, HoDoKu). */
export type RatingFold = 'max' | 'sum';

export const FOLD_OF_SET: Readonly<Record<PresetSetId, RatingFold>> = { se: 'max', sotd: 'sum', grader: 'max', hodoku: 'sum' };

export interface TraceRatingView {
  /** As the rating column shows it: "ER 7.2", "Cost 1840 (Tricky)", "Grade 5.5", "HoDoKu 1200 (Hard)", "my-set 42 (Hard)". */
  readonly label: string;
  /** The number the label leads with (ER, score, grade); null when the set could not finish the puzzle. */
  readonly value: number | null;
  readonly fold: RatingFold;
  /** The rater's whole output (the same object `patti rate` prints for that rater). */
  readonly detail: unknown;
}

/** A puzzle's logical solve in one technique set, ready to replay. */
export interface TraceView {
  readonly kind: 'trace';
  readonly puzzle: string;
  readonly solution: string;
  /** The library id when the puzzle is in the library, else null. */
  readonly libraryId: number | null;
  readonly set: TechniqueSetId;
  readonly steps: readonly StepView[];
  readonly outcome: 'solved' | 'stuck' | 'contradiction';
  /** The position after the last step. */
  readonly final: BoardPosition;
  readonly rating: TraceRatingView;
  /** Index of the hardest step (the first one at the highest value); −1 when there are no steps. */
  readonly hardest: number;
  /** The engine version the trace was computed with (part of the cache key). */
  readonly engineVersion: number;
  /** True when the trace came from the library's cache. */
  readonly cached: boolean;
}

/**
 * Steps of a solve still being found, as a worker sends them along the way: the steps from
 * index `from` on, the board after the last of them, and what the worker is doing now
 * (finding more steps, or rating the puzzle once every step is found).
 */
export interface TracePart {
  readonly from: number;
  readonly steps: readonly StepView[];
  readonly position: BoardPosition;
  readonly phase: 'solving' | 'rating';
}

/**
 * A replay opened before its solve is complete: every step found so far, the board after the
 * last of them, and the ticket to ask for the rest (`traceProgress`). The rating and the
 * hardest step come with the complete TraceView.
 */
export interface TraceProgressView {
  readonly kind: 'trace-progress';
  readonly ticket: string;
  readonly puzzle: string;
  readonly solution: string;
  readonly libraryId: number | null;
  readonly set: TechniqueSetId;
  /** The steps from index `from` on (every step so far when `from` is 0). */
  readonly from: number;
  readonly steps: readonly StepView[];
  readonly position: BoardPosition;
  readonly phase: 'solving' | 'rating';
  /** Time since the solve started, in ms. */
  readonly elapsedMs: number;
}

/** Why a puzzle cannot be replayed or simulated; the workspace shows the reason (and opens the editor). */
export interface PuzzleProblem {
  readonly kind: 'problem';
  readonly reason: 'invalid' | 'no-solution' | 'multiple-solutions' | 'unknown-id';
  readonly message: string;
  /** The puzzle as far as it could be read (81 characters), or null. */
  readonly puzzle: string | null;
}

/** What a trial-and-error replay step is. */
export type NishioEventKind = 'deduction' | 'guess' | 'contradiction' | 'backtrack';

export interface NishioEventView {
  readonly index: number;
  readonly kind: NishioEventKind;
  /** Cycles counted so far, after this event, by the run's conventions. */
  readonly cycle: number;
  /** Guesses pending after this event. */
  readonly depth: number;
  readonly words: readonly ExplainToken[];
  readonly text: string;
  readonly highlights: Highlights;
  /** The board after the event. */
  readonly after: BoardPosition;
}

export type NishioStrategyCount = 2 | 4;

/**
 * One simulated Nishio solver, exactly as `patti rate --raters nhc4 --runs 1 --seed N` counts
 * it (run 0 of seed N), with the counts of runs 0–49 of the same seed for the histogram.
 */
export interface NishioRunView {
  readonly kind: 'nishio';
  readonly puzzle: string;
  readonly libraryId: number | null;
  readonly seed: number;
  readonly strategies: NishioStrategyCount;
  readonly outcome: 'solved' | 'stuck' | 'contradiction' | 'budget';
  /** The run's cycle count: the number the rater reports for it. */
  readonly cycles: number;
  readonly start: BoardPosition;
  readonly events: readonly NishioEventView[];
  /** Cycle counts of runs 0..runs−1 with the same seed; entry 0 is this run. */
  readonly histogram: readonly number[];
}

export type HintView =
  /** Entered digits that disagree with the solution, or marks that strike out a solution digit. */
  | { readonly kind: 'mistake'; readonly cells: readonly number[]; readonly message: string }
  | { readonly kind: 'step'; readonly step: StepView }
  | { readonly kind: 'solved' }
  | { readonly kind: 'none'; readonly message: string };

/** Quick ratings the editor shows for a unique puzzle. */
export interface QuickRatings {
  readonly puzzle: string;
  /** SE rating (ER), the same as `patti rate --raters se`. */
  readonly seEr: number;
  readonly costScore: number | null;
  /** The cost level in words: "Diabolical", "Beyond Diabolical — needs XY-wing". */
  readonly costLevel: string | null;
  /** NHC-4 mean over the default 50 runs and seed. */
  readonly nhc4: number;
  readonly universal: 'easy' | 'medium' | 'hard';
}

/** Givens that could go with the puzzle keeping one solution: empty when the puzzle is minimal. */
export interface RedundantGivens {
  readonly puzzle: string;
  readonly cells: readonly number[];
}
