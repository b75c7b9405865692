/**
 * Checkpoints of the library's write-ahead log, taken out of commits. SQLite's automatic
 * checkpoint runs inside the COMMIT of whichever connection finds the log past its limit, and
 * while readers keep the log from starting over (a host answering calls, another process
 * importing) that is nearly every commit: each copies pages into the library file and syncs it
 * twice, tens to hundreds of milliseconds on the thread that committed, which in the app or the
 * web host is the one that answers the page. So a connection that writes checkpoints a while
 * after a write, between transactions (a passive checkpoint takes no lock a writer waits for),
 * an import also every few thousand puzzles, each unless another connection just did, and
 * SQLite's own is left only as a backstop for a log that grows past {@link AUTO_CHECKPOINT_PAGES}
 * all the same. A connection on a thread that must keep answering has its checkpoints taken by
 * the checkpoint worker (src/main/workers/checkpointWorker.ts), on a connection of its own.
 */
import fs from 'node:fs';
import type { CheckpointWorkerRequest } from '../../../../shared/checkpointWorkerProtocol';
import { ThreadClient } from '../../jobs/threadClient';
import type { LibraryReader, LibraryWriter } from './handles';

/** How long after a write its connection checkpoints (later writes in that time wait for the same one). */
const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * SQLite's automatic checkpoint threshold, in pages (its default is 1,000; 50,000 is 200 MB of
 * log): reached only by a writer that neither schedules checkpoints nor takes them itself.
 */
export const AUTO_CHECKPOINT_PAGES = 50_000;

/** Connections with a checkpoint to come. */
const scheduled = new WeakSet<LibraryWriter>();

/** Connections whose checkpoints the checkpoint worker takes, and which of them have one under way there. */
const offThread = new WeakSet<LibraryWriter>();
const inWorker = new WeakSet<LibraryWriter>();

const worker = new ThreadClient<CheckpointWorkerRequest>('checkpointWorker', 'the checkpoint worker');

/** Has the checkpoint worker take `db`'s checkpoints: for a connection on a thread that must keep answering. */
export function checkpointOffThread(db: LibraryWriter): void {
  offThread.add(db);
}

/** Notes that `db` wrote: it checkpoints within its interval. */
export function scheduleCheckpoint(db: LibraryWriter): void {
  if (scheduled.has(db) || db.memory || db.readonly) return;
  scheduled.add(db);
  // Unreferenced: a pending checkpoint never keeps a process alive (see runPendingCheckpoint).
  setTimeout(() => {
    if (!scheduled.delete(db) || !db.open) return;
    if (db.inTransaction || wasCheckpointedRecently(db)) return scheduleCheckpoint(db);
    checkpoint(db);
  }, CHECKPOINT_INTERVAL_MS).unref();
}

/**
 * Runs the checkpoint `db` has coming, now, on this thread: for a process about to close a
 * library it wrote (`patti db import`), so the app that may share the library is not left to
 * copy its pages (closing only checkpoints when no other connection is open).
 */
export function runPendingCheckpoint(db: LibraryWriter): void {
  if (scheduled.delete(db) && db.open && !db.inTransaction) checkpoint(db);
}

/**
 * Checkpoints now, between transactions, unless a connection did in the last moment: for a
 * writer that knows it wrote much (an import, every few thousand puzzles), so the log stays
 * small whatever the time between scheduled checkpoints.
 */
export function checkpointUnlessRecent(db: LibraryWriter): void {
  if (!wasCheckpointedRecently(db)) checkpoint(db);
}

/**
 * A library file written this recently is being checkpointed by some connection (in WAL mode
 * only checkpoints write to it, and each copies every connection's writes): another checkpoint
 * now would mostly pay the two syncs again, which another process (`patti db import`) pays
 * without holding up a thread that answers.
 */
const RECENT_CHECKPOINT_MS = 1_000;

function wasCheckpointedRecently(db: LibraryReader): boolean {
  try {
    return Date.now() - fs.statSync(db.name).mtimeMs < RECENT_CHECKPOINT_MS;
  } catch {
    return false;
  }
}

function checkpoint(db: LibraryWriter): void {
  if (offThread.has(db)) return checkpointInWorker(db);
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Another connection checkpointing, or a library closing: the next write schedules another.
  }
}

/** One checkpoint of `db`'s library in the checkpoint worker at a time; this thread does not wait for it. */
function checkpointInWorker(db: LibraryWriter): void {
  if (inWorker.has(db)) return;
  inWorker.add(db);
  worker
    .call({ file: db.name })
    // A failed one (the library closed or moved meanwhile) is left to the next write's.
    .catch(() => undefined)
    .finally(() => inWorker.delete(db));
}
