/**
 * What the generate methods of the app API take and give: the targets to choose from, a check of
 * typed targets, and a generate job's request and answer, as plain JSON-safe shapes.
 */
import type { Symmetry } from '../core/generate/symmetry';

/** Most targets one request may combine (all must hold). */
export const MAX_GENERATE_TARGETS = 8;
/** Most sections one book may have. */
export const MAX_BOOK_SECTIONS = 20;
/** Most puzzles one request may ask for. */
export const MAX_GENERATE_COUNT = 10_000;
/** Default time for a whole request, in seconds (the CLI's `--budget-s` default). */
export const DEFAULT_GENERATE_BUDGET_S = 600;
/** Longest time a request may be given, in seconds. */
export const MAX_GENERATE_BUDGET_S = 7 * 86_400;
/** The library source generated puzzles are imported under. */
export const GENERATED_SOURCE = 'Patti generator';

/** The valid targets, for the Generate panel's chooser and help. */
export interface GenerateTargetsView {
  /** Every form of target with what it means (`se:LOW-HIGH` — Sudoku Explainer ER …). */
  readonly forms: readonly { readonly syntax: string; readonly meaning: string }[];
  /** Ready-made targets, grouped by rater. */
  readonly choices: readonly { readonly text: string; readonly meaning: string; readonly group: string }[];
  /** The symmetries givens may keep, with what each means. */
  readonly symmetries: readonly { readonly name: Symmetry; readonly meaning: string }[];
}

/** Typed targets as the generator reads them, or why it cannot (with the list of valid targets). */
export type TargetCheck = { readonly ok: true; readonly targets: readonly string[] } | { readonly ok: false; readonly message: string };

/** A section of a book as a person fills it in: its heading, its target (or level) and how many puzzles. */
export interface BookSectionInput {
  readonly name: string;
  readonly target: string;
  readonly count: number;
}

export interface StartGenerateJobInput {
  /** Targets as typed (`se:7.0-8.0`, `universal:hard` …); all must hold. Required but for a book. */
  readonly targets?: readonly string[];
  /** Required but for a book (its sections' counts add up). */
  readonly count?: number;
  /** A book: its sections, made in turn into one collection whose puzzles remember their section. */
  readonly sections?: readonly BookSectionInput[];
  /** A book's title: the default name of its collection. */
  readonly title?: string;
  /** Default 'none'. */
  readonly symmetry?: Symmetry;
  /** Keep only minimal puzzles. Default false. */
  readonly minimal?: boolean;
  /** Default: a random seed, reported back. */
  readonly seed?: number;
  /** Time for the whole request, in seconds (default {@link DEFAULT_GENERATE_BUDGET_S}). */
  readonly budgetS?: number;
  /** The new collection the puzzles go to; default derived from the targets ({@link defaultCollectionName}). */
  readonly collection?: string;
}

/** A started generate job, or why none started: a target the generator cannot read, or a collection name already taken. */
export type StartedGenerateJob =
  | {
      readonly jobId: number;
      readonly collection: string;
      readonly seed: number;
      /** The raters the targets read: the ratings each puzzle arrives with. */
      readonly raters: readonly string[];
      readonly message: string;
    }
  | { readonly jobId: null; readonly problem: 'targets' | 'collection' | 'sections'; readonly message: string };

/** The collection name a request without one gets (numbered when taken): `Generated universal:easy`. */
export function defaultCollectionName(targets: readonly string[]): string {
  return `Generated ${targets.join(' ')}`;
}
