/**
 * Checkpoints of the library's write-ahead log, taken out of commits. SQLite's automatic
 * checkpoint runs inside the COMMIT of whichever connection finds the log past its limit, and
 * while readers keep the log from starting over (a host answering calls, another process
 * importing) that is nearly every commit: each copies pages into the library file and syncs it
 * twice, tens to hundreds of milliseconds on the thread that committed, which in the app or the
 * web host is the one that answers the page. So a connection that writes checkpoints itself a
 * while after a write, between transactions (a passive checkpoint takes no lock a writer waits
 * for), an import also every few thousand puzzles, each unless another connection just did, and
 * SQLite's own is left only as a backstop for a log that grows past {@link AUTO_CHECKPOINT_PAGES}
 * all the same.
 */
import fs from 'node:fs';
import type { LibraryDb } from './libraryDb';

/** How long after a write its connection checkpoints (later writes in that time wait for the same one). */
export const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * The same for a connection on a thread that must keep answering: less often, so that another
 * process writing the library (an import from the command line, whose checkpoints block only
 * itself) does most of the copying, and the app copies its own writes in fewer, larger pieces.
 */
export const ANSWERING_CHECKPOINT_INTERVAL_MS = 5_000;

/**
 * SQLite's automatic checkpoint threshold, in pages (its default is 1,000; 50,000 is 200 MB of
 * log): reached only by a writer that neither schedules checkpoints nor takes them itself.
 */
export const AUTO_CHECKPOINT_PAGES = 50_000;

/** Connections with a checkpoint to come. */
const scheduled = new WeakSet<LibraryDb>();

/** Connections checkpointing at other than {@link CHECKPOINT_INTERVAL_MS}. */
const intervals = new WeakMap<LibraryDb, number>();

/** Sets how long after a write `db` checkpoints. */
export function setCheckpointInterval(db: LibraryDb, ms: number): void {
  intervals.set(db, ms);
}

/** Notes that `db` wrote: it checkpoints within its interval. */
export function scheduleCheckpoint(db: LibraryDb): void {
  if (scheduled.has(db) || db.memory || db.readonly) return;
  scheduled.add(db);
  // Unreferenced: a pending checkpoint never keeps a process alive (see runPendingCheckpoint).
  setTimeout(() => {
    if (!scheduled.delete(db) || !db.open) return;
    if (db.inTransaction || wasCheckpointedRecently(db)) return scheduleCheckpoint(db);
    checkpoint(db);
  }, intervals.get(db) ?? CHECKPOINT_INTERVAL_MS).unref();
}

/**
 * Runs the checkpoint `db` has coming, now: for a process about to close a library it wrote
 * (`patti db import`), so the app that may share the library is not left to copy its pages
 * on the thread that answers (closing only checkpoints when no other connection is open).
 */
export function runPendingCheckpoint(db: LibraryDb): void {
  if (scheduled.delete(db) && db.open && !db.inTransaction) checkpoint(db);
}

/**
 * Checkpoints now, between transactions, unless a connection did in the last moment: for a
 * writer that knows it wrote much (an import, every few thousand puzzles), so the log stays
 * small whatever the time between scheduled checkpoints.
 */
export function checkpointUnlessRecent(db: LibraryDb): void {
  if (!wasCheckpointedRecently(db)) checkpoint(db);
}

/**
 * A library file written this recently is being checkpointed by some connection (in WAL mode
 * only checkpoints write to it, and each copies every connection's writes): another checkpoint
 * now would mostly pay the two syncs again, which another process (`patti db import`) pays
 * without holding up a thread that answers.
 */
const RECENT_CHECKPOINT_MS = 1_000;

function wasCheckpointedRecently(db: LibraryDb): boolean {
  try {
    return Date.now() - fs.statSync(db.name).mtimeMs < RECENT_CHECKPOINT_MS;
  } catch {
    return false;
  }
}

function checkpoint(db: LibraryDb): void {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Another connection checkpointing, or a library closing: the next write schedules another.
  }
}
