/** The print methods' inputs and outputs (Print view, `printPuzzles` and `printPdf`). */
import type { PrintOptions } from '../core/print/printOptions';
import type { PrintPuzzle } from '../core/print/printPuzzle';
import type { UniversalCategory } from '../core/rate/universal';
import type { LibraryFilter } from './libraryTypes';

/** Most puzzles the app prints in one set; bigger sets go through `patti print`. */
export const MAX_PRINT_PUZZLES = 2_000;

/**
 * Which library puzzles to print: the Library's chosen rows, or a filter (a collection in its
 * order), optionally narrowed to one universal category of a scale.
 */
export type PrintSelection = PrintIdsSelection | PrintFilterSelection;

interface PrintIdsSelection {
  readonly ids: readonly number[];
  /** The source the Library was filtered on: a label shows each puzzle's origin there (its level), else its first. */
  readonly source?: string;
}

export interface PrintFilterSelection {
  readonly filter: LibraryFilter;
  /** Only puzzles in this bin of `scale` (rated with the scale's metric; unrated puzzles drop out). */
  readonly category?: UniversalCategory;
  /** A universal scale's name (`listScales`); default the Project Patti paper's. */
  readonly scale?: string;
}

export interface PrintSetInput {
  readonly selection: PrintSelection;
  /** Options as a person set them; missing ones take the defaults. */
  readonly options: Partial<PrintOptions>;
}

/** The set, ready for the renderer to lay out for its preview with the same engine as the PDF. */
export interface PrintSetView {
  readonly puzzles: readonly PrintPuzzle[];
}

export interface PrintedPdf {
  /** The PDF's bytes, base64 (both IPC and HTTP carry JSON). */
  readonly base64: string;
  readonly pages: number;
  readonly bytes: number;
}
