import path from 'node:path';
import { canonicalForm } from '../../../core/canonical/index';
import type { CsvRole } from '../../../core/format/csv';
import { parsePuzzle } from '../../../core/format/puzzleText';
import { parseSdmLine } from '../../../core/format/sdm';
import { clueCount, cellName, type Puzzle, type Solution } from '../../../core/grid/index';
import { solve } from '../../../core/solve/index';
import type { LibraryDb } from './db';
import { detectImportFormat, readImportRecords, type ImportFormat, type ImportProblem, type ImportRecord } from './importReaders';
import { forgetImport, removeImport, writeImportBegun, writeImportHeartbeat, writeImportPublished } from './importRecord';
import { ImportWriter, type AcceptedPuzzle } from './importWriter';
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
  /** Called for every rejected record as it is met (the summary keeps only the first `maxProblems`). */
  readonly onProblem?: (problem: ImportProblem) => void;
  /** Called every `progressEvery` records with the counts so far. */
  readonly onProgress?: (counts: ImportCounts) => void;
  readonly progressEvery?: number;
  readonly maxProblems?: number;
  /**
   * Called after each publishing batch is committed, with how many are (a test stops an import
   * there by throwing: it must then leave nothing visible).
   */
  readonly onPublishBatch?: (batches: number) => void;
  /** Records per publishing transaction at most (default {@link PUBLISH_BATCH_ROWS}). */
  readonly publishBatchRows?: number;
  /** Called each time the import yields the thread (about every {@link SLICE_MS} ms) with the records and bytes read so far. */
  readonly onSlice?: (progress: { readonly records: number; readonly bytesRead: number }) => void;
  /** Aborting stops the import before it publishes: it then throws {@link ImportCancelledError} and nothing is kept. */
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
  /** How long the import's transactions on the library held its write lock, in all (ms). */
  readonly publishMs: number;
  /** The longest of those transactions (ms): no other writer waited longer for this import. */
  readonly longestWriteMs: number;
  /** How many transactions published the records (the batches, then the one that shows them). */
  readonly publishTransactions: number;
}

/** Staged records are flushed to the staging table, and the thread yielded, after this much work. */
const SLICE_MS = 20;

/** Staged records per staging flush at most (keeps a slice's memory small on fast input). */
const STAGE_ROWS = 2_000;

/**
 * A publishing transaction ends after this many records or this much time, whichever comes
 * first, so no other writer (a rate job's batch, another import) waits longer than about this.
 */
const PUBLISH_BATCH_ROWS = 1_000;
const PUBLISH_BATCH_MS = 40;

/**
 * Test hook: `PATTI_KILL_AFTER_PUBLISH_BATCH=k` kills the process (SIGKILL) right after the
 * k-th publishing batch is committed, as a crash would, to show the next opening cleans up.
 */
function killAfterPublishBatch(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env.PATTI_KILL_AFTER_PUBLISH_BATCH);
  return env.PATTI_KILL_AFTER_PUBLISH_BATCH !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** What is staged for one accepted record (an AcceptedPuzzle with its canonical form, if computed). */
interface StagedPuzzle {
  readonly givens: Puzzle;
  readonly solution: Solution;
  readonly clueCount: number;
  readonly canonical: Puzzle | null;
  readonly source: string;
  readonly level?: string;
  readonly date?: string;
  readonly id?: string;
  readonly ratings?: readonly { readonly name: string; readonly text: string }[];
}

let nextImportId = 1;

/**
 * Imports a puzzle file into the library, streaming it (a file of any size is never held
 * whole). Each record is parsed, solved (only puzzles with exactly one solution are taken;
 * the solution is stored) and matched by givens, then by canonical form.
 *
 * Stage, then publish. The slow part (parsing, solving, canonical forms) writes the accepted
 * records in batches to a TEMP staging table, which lives in the connection's own temporary
 * file: it takes no lock on the library, so rate jobs and other imports commit meanwhile, and
 * the thread is yielded every {@link SLICE_MS} ms so a host keeps answering. Then the staged
 * records are published in short transactions ({@link PUBLISH_BATCH_ROWS} records or
 * {@link PUBLISH_BATCH_MS} ms) through {@link writeWithRetry}, each row marked with the
 * import's id, which readers do not see until one tiny last transaction marks the import
 * published (migration 4). So the file is still all-or-nothing to readers: on any error the
 * import's rows are removed, and after a crash the next opening of the library removes them.
 * Bad records are reported by line and skipped.
 */
export async function importPuzzleFile(db: LibraryDb, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const format = options.format ?? detectImportFormat(file);
  const defaultSource = options.source ?? path.basename(file);
  const maxProblems = options.maxProblems ?? 10_000;
  const progressEvery = options.progressEvery ?? 5_000;
  const counts: ImportCounts = { records: 0, added: 0, duplicates: 0, isomorphs: 0, rejected: 0 };
  const problems: ImportProblem[] = [];
  let problemsOmitted = 0;
  const reject = (problem: ImportProblem): void => {
    counts.rejected++;
    if (problems.length < maxProblems) problems.push(problem);
    else problemsOmitted++;
    options.onProblem?.(problem);
  };

  const staging = new ImportStaging(db, nextImportId++);
  let published: PublishReport;
  try {
    const known = db.prepare('SELECT solution FROM puzzles WHERE givens = ?').pluck();
    const knownArrangement = db.prepare('SELECT 1 FROM isomorphs WHERE givens = ?').pluck();
    let sliceStart = performance.now();
    let input: { readonly bytesRead: number } = { bytesRead: 0 };
    const checkCancelled = (): void => {
      if (options.signal?.aborted) throw new ImportCancelledError(file);
    };
    checkCancelled();
    for await (const item of readImportRecords(file, format, options.columns, (stream) => (input = stream))) {
      counts.records++;
      if ('problem' in item) reject(item.problem);
      else {
        const accepted = acceptRecord(item.record, format, defaultSource, options.level, (givens) => known.get(givens) as Solution | undefined);
        if ('reason' in accepted) reject(accepted);
        else {
          // A known arrangement publishes as a duplicate and never needs its canonical form.
          const needsCanonical = known.get(accepted.givens) === undefined && knownArrangement.get(accepted.givens) === undefined;
          staging.add({ ...accepted, canonical: needsCanonical ? accepted.canonical() : null });
        }
      }
      if (options.onProgress && counts.records % progressEvery === 0) options.onProgress({ ...counts });
      if (performance.now() - sliceStart >= SLICE_MS || staging.pending >= STAGE_ROWS) {
        staging.flush();
        options.onSlice?.({ records: counts.records, bytesRead: input.bytesRead });
        await new Promise((resolve) => setImmediate(resolve));
        checkCancelled();
        sliceStart = performance.now();
      }
    }
    staging.flush();
    options.onSlice?.({ records: counts.records, bytesRead: input.bytesRead });
    checkCancelled();
    published = await staging.publish(file, options.publishBatchRows ?? PUBLISH_BATCH_ROWS, options.onPublishBatch);
  } finally {
    staging.drop();
  }
  counts.added = published.added;
  counts.duplicates = published.duplicates;
  counts.isomorphs = published.isomorphs;
  return { file, format, ...counts, problems, problemsOmitted, publishMs: published.lockMs, longestWriteMs: published.longestWriteMs, publishTransactions: published.transactions };
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

/** One import's staged records, in the connection's TEMP staging table under the import's id. */
class ImportStaging {
  private rows: StagedPuzzle[] = [];
  private readonly insert;

  constructor(
    private readonly db: LibraryDb,
    private readonly stagingId: number,
  ) {
    db.exec('CREATE TEMP TABLE IF NOT EXISTS import_staging (import_id INTEGER NOT NULL, seq INTEGER NOT NULL, record TEXT NOT NULL, PRIMARY KEY (import_id, seq))');
    this.insert = db.prepare('INSERT INTO temp.import_staging (import_id, seq, record) VALUES (?, ?, ?)');
  }

  private seq = 0;

  /** Records waiting for the next flush. */
  get pending(): number {
    return this.rows.length;
  }

  add(row: StagedPuzzle): void {
    this.rows.push(row);
  }

  /** Writes the waiting records to the staging table (TEMP only: no lock on the library). */
  flush(): void {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    this.db.transaction(() => {
      for (const row of rows) this.insert.run(this.stagingId, this.seq++, JSON.stringify(row));
    })();
  }

  /**
   * Writes every staged record to the library in file order, in short transactions whose rows
   * readers cannot see, then shows them all in one tiny transaction. On any error the rows
   * written so far are removed (what a removal cannot finish, the next opening does).
   */
  async publish(file: string, batchRows: number, onBatch?: (batches: number) => void): Promise<PublishReport> {
    const db = this.db;
    const report: PublishReport = { added: 0, duplicates: 0, isomorphs: 0, lockMs: 0, longestWriteMs: 0, transactions: 0 };
    // From the moment the transaction has the lock (BEGIN IMMEDIATE returned: waiting for it
    // is not holding it) to its commit.
    const locked = <T>(body: () => T): T => {
      let lockedAt = 0;
      const result = db
        .transaction(() => {
          lockedAt = performance.now();
          return body();
        })
        .immediate();
      const held = performance.now() - lockedAt;
      report.lockMs += held;
      report.longestWriteMs = Math.max(report.longestWriteMs, held);
      report.transactions++;
      return result;
    };
    const importId = await writeWithRetry(db, () => locked(() => writeImportBegun(db, file)));
    const killAfter = killAfterPublishBatch();
    try {
      const writer = new ImportWriter(db, importId);
      // Read in pages outside the transactions: a connection cannot write while a statement iterates.
      const staged = db.prepare('SELECT seq, record FROM temp.import_staging WHERE import_id = ? AND seq > ? ORDER BY seq LIMIT ?');
      let page: { seq: number; record: string }[] = [];
      let after = -1;
      for (let batches = 1; ; batches++) {
        if (page.length === 0) page = staged.all(this.stagingId, after, batchRows) as { seq: number; record: string }[];
        if (page.length === 0) break;
        const written = await writeWithRetry(db, () =>
          locked(() => {
            writer.forgetCachedIds();
            const batch = { added: 0, duplicates: 0, isomorphs: 0, rows: 0 };
            const begun = performance.now();
            for (const { record } of page) {
              const row = JSON.parse(record) as StagedPuzzle;
              const { outcome } = writer.writePuzzle({ ...row, canonical: () => row.canonical ?? canonicalOf(row.givens) });
              if (outcome === 'new') batch.added++;
              else if (outcome === 'duplicate') batch.duplicates++;
              else batch.isomorphs++;
              batch.rows++;
              if (performance.now() - begun >= PUBLISH_BATCH_MS) break;
            }
            writeImportHeartbeat(db, importId);
            return batch;
          }),
        );
        report.added += written.added;
        report.duplicates += written.duplicates;
        report.isomorphs += written.isomorphs;
        after = page[written.rows - 1]!.seq;
        page = page.slice(written.rows);
        onBatch?.(batches);
        if (killAfter === batches) process.kill(process.pid, 'SIGKILL');
        await new Promise((resolve) => setImmediate(resolve));
      }
      await writeWithRetry(db, () =>
        locked(() => {
          writer.writeDeferredRatings();
          writeImportPublished(db, importId);
        }),
      );
    } catch (error) {
      try {
        removeImport(db, importId);
      } catch {
        // Left to the next opening of the library; the rows stay invisible meanwhile.
      }
      throw error;
    } finally {
      forgetImport(importId);
    }
    return report;
  }

  /** Removes this import's staged records (after publishing, or when the import failed). */
  drop(): void {
    this.rows = [];
    this.db.prepare('DELETE FROM temp.import_staging WHERE import_id = ?').run(this.stagingId);
  }
}

/**
 * Parses and solves one record; a problem naming its line when it cannot go in. Givens the
 * library already holds are not solved again: `knownSolution` gives their stored solution.
 */
export function acceptRecord(
  record: ImportRecord,
  format: ImportFormat,
  defaultSource: string,
  defaultLevel?: string,
  knownSolution: (givens: Puzzle) => Solution | undefined = () => undefined,
): AcceptedPuzzle | ImportProblem {
  const parsed = format === 'sdm' ? parseSdmLine(record.text) : parsePuzzle(record.text, record.line);
  if (!parsed.ok) return { line: record.line, reason: parsed.error.message };
  const givens = parsed.value;
  let solution = knownSolution(givens);
  if (solution === undefined) {
    const outcome = solve(givens);
    if (outcome.status === 'none') return { line: record.line, reason: 'the puzzle has no solution' };
    if (outcome.status === 'multiple') return { line: record.line, reason: 'the puzzle has more than one solution' };
    solution = outcome.solution;
  }
  if (record.solution !== undefined) {
    const mismatch = describeSolutionMismatch(record.solution, solution);
    if (mismatch) return { line: record.line, reason: mismatch };
  }
  const accepted: { -readonly [K in keyof AcceptedPuzzle]: AcceptedPuzzle[K] } = {
    givens,
    solution,
    clueCount: clueCount(givens),
    canonical: () => canonicalOf(givens),
    source: record.source ?? defaultSource,
  };
  const level = record.level ?? defaultLevel;
  if (level !== undefined) accepted.level = level;
  if (record.date !== undefined) accepted.date = record.date;
  if (record.id !== undefined) accepted.id = record.id;
  if (record.ratings !== undefined && record.ratings.length > 0) accepted.ratings = record.ratings;
  return accepted;
}

function canonicalOf(givens: Puzzle): Puzzle {
  const form = canonicalForm(givens);
  // Parsing already refused repeated digits, the only input canonicalForm rejects.
  if (!form.ok) throw new Error(`canonical form of a parsed puzzle failed: ${form.error.message}`);
  return form.value;
}

function describeSolutionMismatch(given: string, solution: string): string | undefined {
  const text = given.trim();
  if (!/^[1-9]{81}$/.test(text)) return `the solution column is not 81 digits 1-9 (${text.length} characters)`;
  for (let cell = 0; cell < 81; cell++) {
    if (text[cell] !== solution[cell]) return `the solution column is wrong at ${cellName(cell)}: ${text[cell]} given, the puzzle's solution has ${solution[cell]}`;
  }
  return undefined;
}
