/**
 * What the puzzle workspace (Replay, Trial and error, Edit and Play) sends to and receives from
 * the app API. The data it receives is built in core (src/core/replay/) inside a worker; its
 * types live there, beside the code that builds them, and are re-exported here so the renderer
 * and the transports read the whole contract from one place.
 */
import type { NishioStrategyCount, PresetSetId, TechniqueSetId } from '../core/replay/views';

export {
  FOLD_OF_SET,
  TECHNIQUE_SET_IDS,
  type BoardPosition,
  type HintView,
  type NishioEventKind,
  type NishioEventView,
  type NishioRunView,
  type NishioStrategyCount,
  type PuzzleProblem,
  type QuickRatings,
  type RatingFold,
  type RedundantGivens,
  type StepView,
  type PresetSetId,
  type TechniqueSetId,
  type TraceRatingView,
  type TracePart,
  type TraceProgressView,
  type TraceView,
} from '../core/replay/views';

/** A puzzle named by its text (any format Patti imports) or by its library id. */
export type PuzzleRef = { readonly puzzle: string } | { readonly id: number };

/**
 * A replay to open. With `progressive`, a solve still running after a moment is answered with
 * the steps found so far (a TraceProgressView) instead of being waited for.
 */
export type TraceInput = PuzzleRef & { readonly set: TechniqueSetId; readonly progressive?: boolean };

/** Asks for the steps of a running solve after the first `from`, or for the complete trace. */
export interface TraceProgressInput {
  readonly ticket: string;
  readonly from: number;
}

export interface AlternativesInput {
  readonly puzzle: string;
  readonly set: TechniqueSetId;
  /** The step (0-based) whose position is looked at. */
  readonly index: number;
}

export type NishioRunInput = PuzzleRef & { readonly seed: number; readonly strategies: NishioStrategyCount };

/** A position from the Play mode: the givens, the digits entered, and the pencil marks. */
export interface HintInput {
  readonly givens: string;
  /** 81 characters: givens and entered digits, '0' for empty. */
  readonly values: string;
  /** The player's pencil marks per cell (bitmask, bit d−1 for digit d); null when they keep none. */
  readonly marks: readonly number[] | null;
  /** Hints follow a preset's order. */
  readonly set: PresetSetId;
}

export interface SavePuzzleInput {
  readonly puzzle: string;
  readonly tags: readonly string[];
  readonly note: string | null;
}

export interface SavedPuzzle {
  readonly id: number;
  /** New in the library, or already there (same givens), or an arrangement of one that is. */
  readonly status: 'new' | 'duplicate' | 'isomorph';
}

/** The source every puzzle saved from the editor is stored under. */
export const MY_PUZZLES_SOURCE = 'My puzzles';
