/**
 * Writes one import's puzzles to the library (see importPuzzleFile): in file order, in short
 * transactions whose rows readers cannot see, then shown all at once in one tiny transaction.
 */
import type { ComputedPuzzle } from '../../../../core/import/computeRecords';
import { countOriginAdded, type OriginsAdded } from '../../../../shared/originsAdded';
import type { LibraryWriter } from '../store/db';
import { FirstLines, type ImportMerge, type WrittenLine } from './importMerges';
import { forgetImport, removeImport, writeImportBegun, writeImportHeartbeat, writeImportPublished } from './importRecord';
import { ImportWriter, type OriginChange } from './importWriter';
import { checkpointUnlessRecent } from '../store/walCheckpoint';
import { writeWithRetry } from '../store/writeRetry';

/**
 * A transaction that writes puzzles ends after this many records or this much time, whichever
 * comes first, so no other writer (a rate job's batch, another import) waits longer than about
 * this, and a thread that must keep answering (the app's, the web host's) is never held longer.
 * The time does not count the commit, which writes the pages the batch changed.
 */
export const PUBLISH_BATCH_ROWS = 500;
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
 * Test hook: `PATTI_KILL_AFTER_PUBLISH_BATCH=k` kills the process (SIGKILL) right after the
 * k-th batch of puzzles is committed, as a crash would, to show the next opening cleans up.
 */
function killAfterPublishBatch(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env.PATTI_KILL_AFTER_PUBLISH_BATCH);
  return env.PATTI_KILL_AFTER_PUBLISH_BATCH !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** What publishing did, and how long its transactions held the library's write lock. */
interface PublishReport {
  added: number;
  duplicates: number;
  isomorphs: number;
  /** Origins the import gave puzzles the library had, by source and level. */
  origins: Map<string, OriginsAdded>;
  lockMs: number;
  longestWriteMs: number;
  transactions: number;
}

/**
 * Writes one import's puzzles to the library in file order, in short transactions whose rows
 * readers cannot see, then shows them all in one tiny transaction. The import's row is written
 * with its first batch, so a file that cannot be read leaves nothing at all.
 */
export class ImportPublisher {
  private readonly pending: ComputedPuzzle[] = [];
  private readonly report: PublishReport = {
    added: 0,
    duplicates: 0,
    isomorphs: 0,
    origins: new Map(),
    lockMs: 0,
    longestWriteMs: 0,
    transactions: 0,
  };
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
        const batch = {
          added: 0,
          duplicates: 0,
          isomorphs: 0,
          rows: 0,
          lines: [] as WrittenLine[],
          origins: [] as { source: string; level: string | null; change: OriginChange }[],
        };
        const begun = performance.now();
        for (const puzzle of this.pending) {
          const { outcome, puzzleId, origin } = writer.writePuzzle({ ...puzzle, canonical: () => puzzle.canonical });
          batch.lines.push({ line: puzzle.line, puzzleId, outcome });
          if (origin) batch.origins.push({ source: puzzle.source, level: puzzle.level ?? null, change: origin });
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
    for (const { source, level, change } of written.origins) countOriginAdded(this.report.origins, source, level, change);
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
