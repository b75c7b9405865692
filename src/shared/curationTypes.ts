/**
 * What the curation methods of the app API take and give: tagging puzzles, gathering them into
 * collections, and the ordered ids and counts the Library view's selection and Rate panel need.
 */
import type { LibraryFilter, ListSort } from './libraryTypes';

/** Most puzzle ids one curation call takes (a whole large library selected at once fits). */
export const MAX_CURATION_IDS = 200_000;

/** Every puzzle id a filter selects, in the table's order (for a range selection or "select all"). */
export interface PuzzleIdsInput {
  readonly filter?: LibraryFilter;
  readonly sort?: ListSort;
  readonly descending?: boolean;
}

export interface TagPuzzlesInput {
  readonly tag: string;
  readonly ids: readonly number[];
}

export interface CollectionPuzzlesInput {
  readonly collection: string;
  readonly ids: readonly number[];
}

export interface CreateCollectionInput {
  readonly name: string;
  readonly description?: string;
}

/** What a curation call changed, in a sentence and a number (puzzles that gained or lost something). */
export interface CurationReport {
  readonly changed: number;
  readonly message: string;
}

/**
 * The level (in a source) to give puzzles: those chosen by id, or every puzzle a filter selects.
 * Each puzzle's origins in the source take the level; a puzzle without one there gets one.
 */
export interface SetLevelInput {
  readonly level: string;
  /** The source whose level it is; by default the one source every puzzle comes from. */
  readonly source?: string;
  /** Exactly one of `ids` and `filter`. */
  readonly ids?: readonly number[];
  readonly filter?: LibraryFilter;
}

export interface RenameSourceInput {
  readonly from: string;
  readonly to: string;
}

/** A name for one puzzle; an empty name takes the name given by hand off it. */
export interface NamePuzzleInput {
  readonly id: number;
  readonly name: string;
}
