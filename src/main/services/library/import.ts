import fs from 'node:fs';
import path from 'node:path';
import type { CsvRole } from '../../../core/format/csv';
import type { ImportLine } from '../../../core/format/importRecords';
import type { ColumnRole } from '../../../core/import/columnRoles';
import type { ComputedItem, ComputedPuzzle } from '../../../core/import/computeRecords';
import { resolveColumnLayout, type ColumnLayout } from '../../../core/import/guessColumns';
import { MAX_LINE_LENGTH, readTextLines } from '../textLines';
import type { LibraryWriter } from './db';
import { ImportComputation } from './importComputation';
import { FirstLines, type ImportMerge, type WrittenLine } from './importMerges';
import { detectImportFormat, readFileHead, toImportLine, type ImportFormat, type ImportProblem } from './importReaders';
import { forgetImport, removeImport, writeImportBegun, writeImportHeartbeat, writeImportPublished } from './importRecord';
import { ImportWriter } from './importWriter';
import { checkpointUnlessRecent } from './walCheckpoint';
import { writeWithRetry } from './writeRetry';

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

export interface ImportCounts {
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
 * A transaction that writes puzzles ends after this many records or this much time, whichever
 * comes first, so no other writer (a rate job's batch, another import) waits longer than about
 * this, and a thread that must keep answering (the app's, the web host's) is never held longer.
 * The time does not count the commit, which writes the pages the batch changed.
 */
const PUBLISH_BATCH_ROWS = 500;
const PUBLISH_BATCH_MS = 25;

/**
 * The import checkpoints the library's log after writing this many puzzles (walCheckpoint.ts): at
 * a few pages of log per puzzle, the log stays some 20 MB at most, and a checkpoint short.
 */
const CHECKPOINT_ROWS = 2_000;

/**
 * The import's heartbeat is written at least this often, also through a long stretch of the
 * file that gives no puzzle, far within the time after which it would be taken for abandoned.
 */
const HEARTBEAT_MS = 60_000;

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
    super(`the first ${problems.length} records of ${path.basename(file)} were all rejected, so the file looks misread (check the format and the column roles); nothing was imported`);
    this.name = 'ImportMisreadError';
  }
}

/**
 * Test hook: `PATTI_KILL_AFTER_PUBLISH_BATCH=k` kills the process (SIGKILL) right after the
 * k-th batch of puzzles is committed, as a crash would, to show the next opening cleans up.
 */
function killAfterPublishBatch(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env.PATTI_KILL_AFTER_PUBLISH_BATCH);
  return env.PATTI_KILL_AFTER_PUBLISH_BATCH !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Imports a puzzle file into the library, streaming it (a file of any size is never held
 * whole). Each record is parsed, solved (only puzzles with exactly one solution are taken;
 * the solution is stored) and matched by givens, then by canonical form.
 *
 * The slow part (parsing, solving, canonical forms) runs in the import worker, a few chunks of
 * lines ahead; this thread only writes what comes back, in short transactions
 * ({@link PUBLISH_BATCH_ROWS} records or {@link PUBLISH_BATCH_MS} ms) through
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
    return { file, format, ...counts, problems, problemsOmitted, merged, mergedOmitted, ...(layout ? { layout } : {}), publishMs: published.lockMs, longestWriteMs: published.longestWriteMs, publishTransactions: published.transactions };
  } catch (error) {
    computation.close();
    publisher.abandon();
    throw error;
  } finally {
    input.destroy();
  }
}

/** What publishing did, and how long its transactions held the library's write lock. */
interface PublishReport {
  added: number;
  duplicates: number;
  isomorphs: number;
  lockMs: number;
  longestWriteMs: number;
  transactions: number;
}

/**
 * Writes one import's puzzles to the library in file order, in short transactions whose rows
 * readers cannot see, then shows them all in one tiny transaction. The import's row is written
 * with its first batch, so a file that cannot be read leaves nothing at all.
 */
class ImportPublisher {
  private readonly pending: ComputedPuzzle[] = [];
  private readonly report: PublishReport = { added: 0, duplicates: 0, isomorphs: 0, lockMs: 0, longestWriteMs: 0, transactions: 0 };
  private importId: number | undefined;
  private writer: ImportWriter | undefined;
  private batches = 0;
  private rowsSinceCheckpoint = 0;
  private heartbeatAt = 0;
  private readonly killAfter = killAfterPublishBatch();
  private readonly firstLines = new FirstLines();

  constructor(
    private readonly db: LibraryWriter,
    private readonly file: string,
    private readonly batchRows: number,
    private readonly onMerged: (merge: ImportMerge) => void,
    private readonly onBatch?: (batches: number) => void,
  ) {}

  /** Queues a computed puzzle for the next batch. */
  add(puzzle: ComputedPuzzle): void {
    this.pending.push(puzzle);
  }

  /** Writes the queued puzzles while a whole batch's worth is waiting (and the heartbeat when due). */
  async writeFullBatches(): Promise<void> {
    while (this.pending.length >= this.batchRows) await this.writeBatch();
    const importId = this.importId;
    if (importId !== undefined && performance.now() - this.heartbeatAt >= HEARTBEAT_MS) {
      await writeWithRetry(this.db, () => this.locked(() => writeImportHeartbeat(this.db, importId)));
      this.heartbeatAt = performance.now();
    }
  }

  /** Writes what is left, then shows the import to readers. */
  async publish(): Promise<PublishReport> {
    while (this.pending.length > 0) await this.writeBatch();
    const importId = await this.begin();
    const writer = this.writer!;
    await writeWithRetry(this.db, () =>
      this.locked(() => {
        writer.writeDeferredRatings();
        writeImportPublished(this.db, importId);
      }),
    );
    forgetImport(importId);
    return this.report;
  }

  /** Removes the rows written so far (what a removal cannot finish, the next opening does). */
  abandon(): void {
    if (this.importId === undefined) return;
    try {
      removeImport(this.db, this.importId);
    } catch {
      // Left to the next opening of the library; the rows stay invisible meanwhile.
    } finally {
      forgetImport(this.importId);
    }
  }

  private async begin(): Promise<number> {
    if (this.importId === undefined) {
      this.importId = await writeWithRetry(this.db, () => this.locked(() => writeImportBegun(this.db, this.file)));
      this.writer = new ImportWriter(this.db, this.importId);
      this.heartbeatAt = performance.now();
    }
    return this.importId;
  }

  /** One transaction: queued puzzles until the batch's rows or time run out. */
  private async writeBatch(): Promise<void> {
    const importId = await this.begin();
    const writer = this.writer!;
    const written = await writeWithRetry(this.db, () =>
      this.locked(() => {
        writer.forgetCachedIds();
        const batch = { added: 0, duplicates: 0, isomorphs: 0, rows: 0, lines: [] as WrittenLine[] };
        const begun = performance.now();
        for (const puzzle of this.pending) {
          const { outcome, puzzleId } = writer.writePuzzle({ ...puzzle, canonical: () => puzzle.canonical });
          batch.lines.push({ line: puzzle.line, puzzleId, outcome });
          if (outcome === 'new') batch.added++;
          else if (outcome === 'duplicate') batch.duplicates++;
          else batch.isomorphs++;
          if (++batch.rows >= this.batchRows || performance.now() - begun >= PUBLISH_BATCH_MS) break;
        }
        writeImportHeartbeat(this.db, importId);
        return batch;
      }),
    );
    this.report.added += written.added;
    this.report.duplicates += written.duplicates;
    this.report.isomorphs += written.isomorphs;
    this.pending.splice(0, written.rows);
    for (const line of written.lines) {
      const merge = this.firstLines.take(line);
      if (merge) this.onMerged(merge);
    }
    this.heartbeatAt = performance.now();
    this.rowsSinceCheckpoint += written.rows;
    if (this.rowsSinceCheckpoint >= CHECKPOINT_ROWS) {
      this.rowsSinceCheckpoint = 0;
      checkpointUnlessRecent(this.db);
    }
    this.batches++;
    this.onBatch?.(this.batches);
    if (this.killAfter === this.batches) process.kill(process.pid, 'SIGKILL');
    // Lets the thread answer others between two batches.
    await new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * Runs `body` in an immediate transaction and counts, from the moment it has the lock
   * (BEGIN IMMEDIATE returned: waiting for it is not holding it) to its commit, how long it
   * held the library's write lock.
   */
  private locked<T>(body: () => T): T {
    let lockedAt = 0;
    const result = this.db
      .transaction(() => {
        lockedAt = performance.now();
        return body();
      })
      .immediate();
    const held = performance.now() - lockedAt;
    this.report.lockMs += held;
    this.report.longestWriteMs = Math.max(this.report.longestWriteMs, held);
    this.report.transactions++;
    return result;
  }
}
