import fs from 'node:fs';
import path from 'node:path';
import type { CsvRole } from '../../../../core/format/csv';
import type { ImportLine } from '../../../../core/format/importRecords';
import type { ColumnRole } from '../../../../core/import/columnRoles';
import type { ComputedItem } from '../../../../core/import/computeRecords';
import { resolveColumnLayout, type ColumnLayout } from '../../../../core/import/guessColumns';
import type { OriginsAdded } from '../../../../shared/originsAdded';
import { MAX_LINE_LENGTH, readTextLines } from './textLines';
import type { LibraryWriter } from '../store/db';
import { ImportComputation } from './importComputation';
import type { ImportMerge } from './importMerges';
import { ImportPublisher, PUBLISH_BATCH_ROWS } from './importPublisher';
import { detectImportFormat, readFileHead, toImportLine, type ImportFormat, type ImportProblem } from './importReaders';

export interface ImportOptions {
  /** Default: from the file's extension (see detectImportFormat). */
  readonly format?: ImportFormat;
  /** Source for records that do not name one (a CSV `source` column wins); default: the file's name. */
  readonly source?: string;
  /** Level for records that do not name one. */
  readonly level?: string;
  /** CSV columns named explicitly for roles (otherwise found by header name). */
  readonly columns?: Partial<Record<CsvRole, string>>;
  /**
   * The role of each column of a list, by place (`id,puzzle,rating:SE`); a text list's roles are
   * otherwise guessed from its first lines, a CSV's columns found by their header's names.
   */
  readonly columnRoles?: readonly ColumnRole[];
  /** Called for every rejected record as it is met (the summary keeps only the first `maxProblems`). */
  readonly onProblem?: (problem: ImportProblem) => void;
  /** Called for every line merged into a puzzle met before (the summary keeps only the first `maxProblems`). */
  readonly onMerged?: (merge: ImportMerge) => void;
  /** Called every `progressEvery` records with the counts so far. */
  readonly onProgress?: (counts: ImportCounts) => void;
  readonly progressEvery?: number;
  readonly maxProblems?: number;
  /**
   * Called after each batch of puzzles is committed, with how many are (a test stops an import
   * there by throwing: it must then leave nothing visible).
   */
  readonly onPublishBatch?: (batches: number) => void;
  /** Records per publishing transaction at most (default {@link PUBLISH_BATCH_ROWS}). */
  readonly publishBatchRows?: number;
  /** Called each time a piece of the file has been read and its puzzles written, with the records and bytes read so far. */
  readonly onSlice?: (progress: { readonly records: number; readonly bytesRead: number }) => void;
  /** Aborting stops the import before it is published: it then throws {@link ImportCancelledError} and nothing is kept. */
  readonly signal?: AbortSignal;
}

/** Thrown by importPuzzleFile when its signal was aborted: nothing of the file went into the library. */
export class ImportCancelledError extends Error {
  constructor(file: string) {
    super(`the import of ${path.basename(file)} was cancelled; nothing was imported`);
    this.name = 'ImportCancelledError';
  }
}

interface ImportCounts {
  /** Records read (accepted + rejected). */
  records: number;
  /** Puzzles the library did not have. */
  added: number;
  /** Same canonical form and same givens as a puzzle the library has (or an arrangement it saw). */
  duplicates: number;
  /** Same canonical form, different givens: linked to the existing puzzle. */
  isomorphs: number;
  /** Bad records: not a puzzle, no solution, several solutions, a wrong solution column. */
  rejected: number;
}

export interface ImportSummary extends ImportCounts {
  readonly file: string;
  readonly format: ImportFormat;
  /** Rejected records by line, in file order (at most `maxProblems`). */
  readonly problems: readonly ImportProblem[];
  /** Problems counted but not kept in `problems`. */
  readonly problemsOmitted: number;
  /** Lines merged into a puzzle met before, in file order (at most `maxProblems`). */
  readonly merged: readonly ImportMerge[];
  /** Merged lines counted but not kept in `merged`. */
  readonly mergedOmitted: number;
  /** Origins given to puzzles the library had before (a file imported again into a source, with a level), by source and level. */
  readonly originsAdded: readonly OriginsAdded[];
  /** The roles the file's columns were read with, when it was read as a list of columns. */
  readonly layout?: ColumnLayout;
  /** How long the import's transactions on the library held its write lock, in all (ms). */
  readonly publishMs: number;
  /** The longest of those transactions (ms): no other writer waited longer for this import. */
  readonly longestWriteMs: number;
  /** How many transactions wrote the records (the one that begins the import, the batches, then the one that shows them). */
  readonly publishTransactions: number;
}

/**
 * Lines sent to the import worker at a time (or fewer, when they reach CHUNK_CHARS): a few
 * tens of milliseconds of its work, and an answer small enough to take in at once.
 */
const CHUNK_LINES = 500;
const CHUNK_CHARS = 256 * 1024;

/** Chunks sent to the worker and not yet answered, at most: the worker keeps busy while the main thread writes, and memory stays bounded. */
const CHUNKS_IN_FLIGHT = 3;

/**
 * When this many records in a row from the start of a file are rejected, the file is taken for
 * misread (a wrong column map, a wrong format) and the import stops with nothing written,
 * instead of reporting a million lines one by one.
 */
export const FAIL_FAST_PROBLEMS = 100;

/** Thrown when the first {@link FAIL_FAST_PROBLEMS} records of a file were all rejected. */
export class ImportMisreadError extends Error {
  constructor(
    file: string,
    readonly problems: readonly ImportProblem[],
  ) {
    super(
      `the first ${problems.length} records of ${path.basename(file)} were all rejected, ` +
        `so the file looks misread (check the format and the column roles); nothing was imported`,
    );
    this.name = 'ImportMisreadError';
  }
}

/**
 * Imports a puzzle file into the library, streaming it (a file of any size is never held
 * whole). Each record is parsed, solved (only puzzles with exactly one solution are taken;
 * the solution is stored) and matched by givens, then by canonical form.
 *
 * The slow part (parsing, solving, canonical forms) runs in the import worker, a few chunks of
 * lines ahead; this thread only writes what comes back, in short transactions
 * ({@link PUBLISH_BATCH_ROWS} records or a few tens of milliseconds, importPublisher.ts) through
 * {@link writeWithRetry}, yielding between them, so rate jobs and other imports commit
 * meanwhile and a host keeps answering. Each row is marked with the import's id, and readers
 * do not see it until one tiny last transaction marks the import published (migration 4). So
 * the file is still all-or-nothing to readers: on any error the import's rows are removed, and
 * after a crash the next opening of the library removes them. Bad records are reported by line
 * and skipped.
 */
export async function importPuzzleFile(db: LibraryWriter, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const format = options.format ?? detectImportFormat(file);
  const maxProblems = options.maxProblems ?? 10_000;
  const progressEvery = options.progressEvery ?? 5_000;
  const counts: ImportCounts = { records: 0, added: 0, duplicates: 0, isomorphs: 0, rejected: 0 };
  const problems: ImportProblem[] = [];
  let problemsOmitted = 0;
  let accepted = 0;
  const reject = (problem: ImportProblem): void => {
    counts.rejected++;
    if (problems.length < maxProblems) problems.push(problem);
    else problemsOmitted++;
    options.onProblem?.(problem);
    if (accepted === 0 && counts.rejected >= FAIL_FAST_PROBLEMS) throw new ImportMisreadError(file, problems.slice(0, FAIL_FAST_PROBLEMS));
  };
  const merged: ImportMerge[] = [];
  let mergedOmitted = 0;
  const merge = (line: ImportMerge): void => {
    if (merged.length < maxProblems) merged.push(line);
    else mergedOmitted++;
    options.onMerged?.(line);
  };
  const checkCancelled = (): void => {
    if (options.signal?.aborted) throw new ImportCancelledError(file);
  };

  const layout = resolveColumnLayout(format, await readFileHead(file), options.columnRoles);
  const publisher = new ImportPublisher(db, file, options.publishBatchRows ?? PUBLISH_BATCH_ROWS, merge, options.onPublishBatch);
  const computation = new ImportComputation({
    format,
    ...(options.columns ? { columns: options.columns } : {}),
    ...(layout ? { layout } : {}),
    defaultSource: options.source ?? path.basename(file),
    ...(options.level !== undefined ? { defaultLevel: options.level } : {}),
    maxLineLength: MAX_LINE_LENGTH,
  });
  const input = fs.createReadStream(file);
  const take = async (items: readonly ComputedItem[]): Promise<void> => {
    for (const item of items) {
      counts.records++;
      if ('problem' in item) reject(item.problem);
      else {
        accepted++;
        publisher.add(item.puzzle);
      }
      if (options.onProgress && counts.records % progressEvery === 0) options.onProgress({ ...counts });
    }
    await publisher.writeFullBatches();
    options.onSlice?.({ records: counts.records, bytesRead: input.bytesRead });
    checkCancelled();
  };
  try {
    checkCancelled();
    const inFlight: Promise<ComputedItem[]>[] = [];
    let chunk: ImportLine[] = [];
    let chunkChars = 0;
    for await (const line of readTextLines(input)) {
      chunk.push(toImportLine(line));
      chunkChars += line.text.length;
      if (chunk.length < CHUNK_LINES && chunkChars < CHUNK_CHARS) continue;
      inFlight.push(computation.push(chunk));
      chunk = [];
      chunkChars = 0;
      if (inFlight.length >= CHUNKS_IN_FLIGHT) await take(await inFlight.shift()!);
    }
    if (chunk.length > 0) inFlight.push(computation.push(chunk));
    inFlight.push(computation.end());
    while (inFlight.length > 0) await take(await inFlight.shift()!);
    checkCancelled();
    const published = await publisher.publish();
    counts.added = published.added;
    counts.duplicates = published.duplicates;
    counts.isomorphs = published.isomorphs;
    return {
      file,
      format,
      ...counts,
      problems,
      problemsOmitted,
      merged,
      mergedOmitted,
      originsAdded: [...published.origins.values()],
      ...(layout ? { layout } : {}),
      publishMs: published.lockMs,
      longestWriteMs: published.longestWriteMs,
      publishTransactions: published.transactions,
    };
  } catch (error) {
    computation.close();
    publisher.abandon();
    throw error;
  } finally {
    input.destroy();
  }
}
