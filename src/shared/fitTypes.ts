/** The app API's fit of a rating to a source's levels (`fitRating`; docs/custom-ratings.md). */
import type { CustomSet } from '../core/rate/customSet';

export interface FitRatingInput {
  /** The library source whose levels to reproduce. */
  readonly source: string;
  /** The starting set: a preset id (se, sukaku, sotd, grader, hodoku) or `custom:NAME`. */
  readonly from: string;
  readonly folds?: number;
  readonly seed?: number;
  readonly freeOrder?: boolean;
  /** Save the fitted set under this name (a set of that name is replaced). */
  readonly save?: string;
}

export interface FitRatingView {
  readonly values: Readonly<Record<string, number>>;
  readonly spearman: number;
  readonly cvSpearman: number;
  readonly start: { readonly values: Readonly<Record<string, number>>; readonly spearman: number; readonly cvSpearman: number };
  readonly foldSpearman: readonly number[];
  readonly levels: readonly string[];
  readonly puzzles: number;
  readonly leftOut: Readonly<Record<string, number>>;
  readonly unlevelled: number;
  readonly unused: readonly string[];
  readonly set: CustomSet;
  /** `custom:NAME` when the set was saved. */
  readonly saved?: string;
}
