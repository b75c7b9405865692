/** What the app API says about custom technique sets (the Ratings view's data). */
import type { PreviewResult } from '../core/rate/customPreview';
import type { CustomSet } from '../core/rate/customSet';

/** A saved set as the list shows it. */
export interface CustomSetSummary {
  readonly name: string;
  readonly base: CustomSet['base'];
  readonly fold: CustomSet['fold'];
  readonly techniques: number;
  readonly levels: number;
  /** The hash of its content: ratings made with another one are stale. */
  readonly identity: string;
  readonly updatedAt: string;
}

/** A saved set with all of its content. */
export interface CustomSetView {
  readonly set: CustomSet;
  readonly identity: string;
  readonly updatedAt: string;
}

/** `saveCustomSet`: the set, and whether it may replace a saved set of its name (Save rather than Save as). */
export interface SaveCustomSetInput {
  readonly set: CustomSet;
  readonly replace: boolean;
}

/** The preview's sample: a source's or a collection's puzzles (at most 500) with their levels in `against`. */
export interface PreviewCustomSetInput {
  readonly set: CustomSet;
  readonly sample: { readonly source: string } | { readonly collection: string };
  /** The source whose levels the rating is compared with. */
  readonly against: string;
}

export interface CustomSetPreview extends PreviewResult {
  /** How many puzzles of the sample have a level in `against` (the preview takes at most 500 of them). */
  readonly available: number;
  readonly sampled: number;
}
