/**
 * What the library and job methods of the app API take and give, as plain JSON-safe shapes.
 * The renderer sees only these; the services in src/main/services map the library's own
 * types onto them.
 */

import type { OriginsAdded } from './originsAdded';

/** A rating as a column or filter names it: one of Patti's raters, or an external rating kept from an import. */
export interface RatingKey {
  readonly rater: string;
  /** True for an external rating (a published score kept from an imported file; `rater` is its column name). */
  readonly external?: boolean;
  /** Canonical JSON of the rater's parameters, when the rater has several parameter sets. */
  readonly parameters?: string;
  /** A number inside the rating's detail (`$.score`) rather than its value; Patti's raters only. */
  readonly path?: string;
}

/** A range on one rating: puzzles with a value in [min, max] (either end may be left out). */
export interface RatingRangeFilter extends RatingKey {
  readonly min?: number;
  readonly max?: number;
}

/** Which puzzles to list or rate; every field given narrows the set. Names are the ones people see. */
export interface LibraryFilter {
  readonly source?: string;
  /** A level's name (within `source` when given, else in any source). */
  readonly level?: string;
  readonly tag?: string;
  readonly collection?: string;
  readonly clues?: { readonly min?: number; readonly max?: number };
  readonly ratings?: readonly RatingRangeFilter[];
}

export type ListSort = 'id' | 'clues' | RatingKey;

export interface ListPage {
  readonly sort?: ListSort;
  readonly descending?: boolean;
  readonly offset?: number;
  /** Rows per page, 1..{@link MAX_PAGE_ROWS} (default 50). */
  readonly limit?: number;
}

export const MAX_PAGE_ROWS = 200;

export interface ListPuzzlesInput {
  readonly filter?: LibraryFilter;
  readonly page?: ListPage;
}

/** A rating column of the puzzle table: a rating set that exists in the library. */
export interface RatingColumn extends RatingKey {
  /** Stable key of the column (what `PuzzleRow.ratings` is keyed by). */
  readonly key: string;
  /** What a person reads in the header: a short name ("NHC-4", "SE EP"), or an external rating's column name. */
  readonly title: string;
  /** The full name, for the column chooser and tooltips: "Nishio cycles, 4 strategies (NHC-4)". */
  readonly name: string;
  /** One line saying what the number is (and, for an external rating, who published it). */
  readonly description: string;
  /** One of a rater's other fields than its main value: hidden until a person shows it. */
  readonly secondary?: boolean;
  /** Puzzles that have this rating. */
  readonly count: number;
}

export interface PuzzleOrigin {
  readonly source: string;
  readonly level: string | null;
}

export interface PuzzleRow {
  readonly id: number;
  readonly givens: string;
  readonly clueCount: number;
  readonly origins: readonly PuzzleOrigin[];
  /** Value of each rating column by its key; null where the puzzle has none. */
  readonly ratings: Readonly<Record<string, number | null>>;
}

export interface PuzzleListing {
  /** Puzzles the filter selects (for a rating sort: those with that rating). */
  readonly total: number;
  readonly offset: number;
  readonly rows: readonly PuzzleRow[];
  readonly columns: readonly RatingColumn[];
}

interface LevelSummary {
  readonly name: string;
  readonly puzzles: number;
}

export interface SourceSummary {
  readonly name: string;
  readonly url: string | null;
  readonly licence: string | null;
  readonly puzzles: number;
  /** In the source's own order, easiest first. */
  readonly levels: readonly LevelSummary[];
}

export interface RaterSummary {
  /** What links, jobs and the CLI call it (`nhc4`). */
  readonly id: string;
  /** What people read: "Nishio cycles, 4 strategies (NHC-4)". */
  readonly name: string;
  /** One line saying what it measures. */
  readonly description: string;
  readonly usesOptions: readonly string[];
}

/** The library as a whole: where it is, how big, and what can be filtered, sorted and rated by. */
export interface LibraryInfo {
  readonly path: string;
  readonly puzzles: number;
  readonly tags: readonly { readonly name: string; readonly count: number }[];
  readonly collections: readonly { readonly name: string; readonly size: number }[];
  readonly columns: readonly RatingColumn[];
  readonly raters: readonly RaterSummary[];
}

/** One of Patti's own ratings of a puzzle: a rater's value under one parameter set. */
export interface StoredRating {
  readonly rater: string;
  /** Canonical JSON, object keys sorted at every depth; `'{}'` when the rater takes no options. */
  readonly parameters: string;
  readonly engineVersion: string;
  readonly value: number | null;
  /** JSON text of the rater's whole value. */
  readonly detail: string;
  readonly computedAt: string;
}

/** Everything the library knows about one puzzle. */
export interface PuzzleDetailView {
  readonly id: number;
  /** The name a person gave it, else the name its list gave it (the named classics'); null when it has none. */
  readonly name: string | null;
  readonly givens: string;
  readonly solution: string;
  readonly clueCount: number;
  readonly canonical: string;
  readonly addedAt: string;
  readonly provenance: readonly {
    readonly source: string;
    readonly level: string | null;
    readonly published: string | null;
    readonly externalId: string;
    readonly givens: string;
  }[];
  /** Other arrangements of this puzzle seen in imports. */
  readonly isomorphs: readonly string[];
  readonly tags: readonly string[];
  readonly collections: readonly string[];
  readonly notes: readonly { readonly body: string; readonly createdAt: string }[];
  readonly externalRatings: readonly {
    readonly source: string;
    readonly name: string;
    readonly text: string;
    readonly value: number | null;
  }[];
  /** What else each source's line said about the puzzle (a name, a comment, any column kept by name). */
  readonly originFields: readonly { readonly source: string; readonly name: string; readonly text: string }[];
  readonly ratings: readonly StoredRating[];
}

/** The file formats an import reads (see the library's import). */
export const IMPORT_TEXT_FORMATS = ['lines', 'sdm', 'sdk', 'ss', 'opensudoku', 'csv'] as const;
export type ImportTextFormat = (typeof IMPORT_TEXT_FORMATS)[number];

/** Longest text `importText` takes; bigger files go through `importFile` (or `patti db import`). */
export const MAX_IMPORT_TEXT = 200_000;

/**
 * A file to import as the Node side can reach it: a path on this machine (the desktop app, where
 * the window hands over the chosen file's path) or a finished upload (the web host, which
 * receives the file in chunks first).
 */
export type ImportFileRef = { readonly path: string } | { readonly upload: string };

export interface ImportFileInput {
  readonly file: ImportFileRef;
  /** Chosen by the caller before the import starts: names it in progress events and in `cancelImport`. */
  readonly ticket: string;
  /** Source for puzzles the file does not name one for. */
  readonly source: string;
  readonly level?: string;
  /** Default: from the file's name, as `patti db import` guesses it. */
  readonly format?: ImportTextFormat;
  /** The role of each column, in order (`id`, `puzzle`, `rating:SE`, …); default: guessed. */
  readonly columns?: readonly string[];
}

/** How far a file import has read, as pushed on the event channel. */
export interface ImportProgressView {
  readonly ticket: string;
  /** Records read so far (accepted and rejected). */
  readonly records: number;
  readonly bytesRead: number;
  readonly totalBytes: number;
}

export interface ImportTextInput {
  /** Pasted puzzles or a file's contents. */
  readonly text: string;
  /** Source for puzzles the text does not name one for. */
  readonly source: string;
  readonly level?: string;
  /** Default: 'lines' (81-character lines with optional comments, or multi-line grids). */
  readonly format?: ImportTextFormat;
  /** The role of each column, in order (`id`, `puzzle`, `rating:SE`, …); default: guessed. */
  readonly columns?: readonly string[];
}

export interface ImportReport {
  readonly records: number;
  readonly added: number;
  readonly duplicates: number;
  readonly isomorphs: number;
  readonly rejected: number;
  /** Rejected records with their line number, column (when the line has columns) and reason, in order. */
  readonly problems: readonly {
    readonly line: number;
    readonly column?: { readonly number: number; readonly role: string };
    readonly reason: string;
  }[];
  readonly problemsOmitted: number;
  /** Lines merged into a puzzle met before, as people read them ("line 151: the same puzzle as line 42"), in order. */
  readonly merged: readonly { readonly line: number; readonly text: string }[];
  readonly mergedOmitted: number;
  /** Origins given to puzzles the library had before, by source and level (a file imported again with a level). */
  readonly originsAdded: readonly OriginsAdded[];
  /** Why the import stopped with nothing kept (its first records were all rejected), when it did. */
  readonly stopped?: string;
}

export interface StartRateJobInput {
  readonly filter?: LibraryFilter;
  readonly raters: readonly string[];
  readonly runs?: number;
  readonly seed?: number;
}

export interface StartedRateJob {
  /** The job (new, or the unfinished one with the same spec, resumed); null when every puzzle already has these ratings. */
  readonly jobId: number | null;
  readonly message: string;
}

export type JobStatusName = 'pending' | 'running' | 'paused' | 'cancelled' | 'done' | 'failed';

export interface JobView {
  readonly id: number;
  readonly kind: string;
  readonly status: JobStatusName;
  /** The raters of a rate job; the raters a generate job's targets read. */
  readonly raters: readonly string[];
  /** The collection a generate job fills; null for other jobs. */
  readonly collection: string | null;
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly error: string | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  /** Running now in this process (as opposed to left unfinished or queued). */
  readonly running: boolean;
}

/** A running job's progress, as pushed on the event channel. */
/** How a generate job's search is going, for its progress line. */
export interface GenerateSearchView {
  /** Candidate puzzles rated in this run. */
  readonly attempts: number;
  /** Candidates rated per second. */
  readonly rate: number;
  /** Per numeric target: the value nearest its range so far (target → value). */
  readonly best: Readonly<Record<string, number>>;
  readonly leftMs: number;
  /** A sentence when no candidate has met every target after a tenth of the time. */
  readonly stuck: string | null;
  /** For a book: the section being made, and how many of its puzzles are made. */
  readonly section?: { readonly name: string; readonly made: number; readonly count: number };
}

export interface JobProgressView {
  readonly jobId: number;
  /** 'rate' or 'generate', so each panel follows its own jobs. */
  readonly kind: string;
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly perSecond: number;
  /** Seconds left at the current speed; null while unknown. */
  readonly etaSeconds: number | null;
  readonly elapsedMs: number;
  readonly search?: GenerateSearchView;
}

export interface JobSummaryView {
  readonly jobId: number;
  readonly kind: string;
  readonly status: JobStatusName;
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly error: string | null;
  readonly elapsedMs: number;
}

/** Events of the library and its jobs, joined into the app's event union. */
export type LibraryEvent =
  | { readonly topic: 'library.changed' }
  | { readonly topic: 'job.queued'; readonly jobId: number; readonly kind: string; readonly resumed: boolean }
  | { readonly topic: 'job.progress'; readonly progress: JobProgressView }
  | { readonly topic: 'job.finished'; readonly summary: JobSummaryView }
  | { readonly topic: 'job.error'; readonly jobId: number; readonly kind: string; readonly message: string }
  | { readonly topic: 'import.progress'; readonly progress: ImportProgressView };
