/**
 * Writing to a library that another connection (a rate job, an import in another process) may
 * be writing to. better-sqlite3 is synchronous: SQLite's own busy wait (busy_timeout) sleeps on
 * the calling thread, which in the app's main process or the web host is the thread that answers
 * the page. So long-lived connections there keep busy_timeout short ({@link SHORT_BUSY_TIMEOUT_MS}),
 * and a write made here does not wait inside SQLite at all: while it finds the library busy it
 * is retried after an asynchronous pause, letting the event loop run, until a deadline. Every
 * writer holds the write lock for one short transaction (a job batch, an import's batch or its
 * publish), so a wait is short. A write also schedules its connection's next checkpoint
 * (walCheckpoint.ts), which commits no longer run.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { LibraryFileError, type LibraryWriter, type OpenLibraryOptions } from './db';
import { scheduleCheckpoint } from './walCheckpoint';

/** busy_timeout of connections owned by a thread that must keep answering (main process, web host). */
const SHORT_BUSY_TIMEOUT_MS = 20;

/** How a thread that must keep answering opens the library: a short busy wait, checkpoints in a worker (see walCheckpoint.ts). */
export const ANSWERING_CONNECTION = {
  busyTimeoutMs: SHORT_BUSY_TIMEOUT_MS,
  checkpointOffThread: true,
} as const satisfies OpenLibraryOptions;

/** How long a write keeps retrying a busy library before giving up: 2 minutes, or `PATTI_WRITE_DEADLINE_MS`. */
function writeDeadlineMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PATTI_WRITE_DEADLINE_MS);
  return env.PATTI_WRITE_DEADLINE_MS !== undefined && Number.isInteger(value) && value >= 0 ? value : 120_000;
}

/** True for SQLite's "database is locked/busy" errors (including a WAL snapshot gone stale). */
function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** The longest write this process made through {@link writeWithRetry}, for the acceptance script and bench. */
const writeStats = { writes: 0, longestMs: 0 };

/**
 * How many writes went through {@link writeWithRetry} in this process and the longest one (ms):
 * for a synchronous write (one immediate transaction) that is how long it held the write lock.
 */
export function readWriteStats(): { writes: number; longestMs: number } {
  return { ...writeStats };
}

/** Starts {@link readWriteStats} over. */
export function resetWriteStats(): void {
  writeStats.writes = 0;
  writeStats.longestMs = 0;
}

export interface WriteRetryOptions {
  /** Give up after this long (default {@link writeDeadlineMs}). */
  readonly deadlineMs?: number;
  /** Stop retrying when aborted (the last busy error is thrown). */
  readonly signal?: AbortSignal;
}

/**
 * Runs `write` (one whole transaction, e.g. `db.transaction(fn).immediate`) and, while it fails
 * because the library is busy, runs it again after a pause of 2, 4, … up to 20 ms that does not
 * block the thread (SQLite's own busy wait, which would, is off meanwhile). Other errors are
 * thrown at once. Past the deadline it throws a {@link LibraryFileError} of kind `busy` naming
 * how long it waited.
 */
export async function writeWithRetry<T>(db: LibraryWriter, write: () => T | Promise<T>, options: WriteRetryOptions = {}): Promise<T> {
  const deadline = performance.now() + (options.deadlineMs ?? writeDeadlineMs());
  let pause = 2;
  for (;;) {
    try {
      const begun = performance.now();
      const result = withoutBusyWait(db, write);
      // An asynchronous write's time is not a lock's: only synchronous ones are counted.
      if (!(result instanceof Promise)) {
        writeStats.writes++;
        writeStats.longestMs = Math.max(writeStats.longestMs, performance.now() - begun);
      }
      const written = await result;
      scheduleCheckpoint(db);
      return written;
    } catch (error) {
      if (!isBusyError(error)) throw error;
      if (db.inTransaction) db.exec('ROLLBACK');
      if (performance.now() >= deadline || options.signal?.aborted) {
        const waited = ((options.deadlineMs ?? writeDeadlineMs()) / 1000).toLocaleString('en-US');
        throw new LibraryFileError(
          'busy',
          `${db.name} stayed busy for ${waited} s: another Patti kept writing to it. Try again when it is done.`,
        );
      }
      await sleep(pause);
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
    }
  }
}

/** The longest pause between two tries: short, so a write gets in between another writer's transactions. */
const MAX_PAUSE_MS = 20;

/**
 * Runs the synchronous part of `write` with SQLite's busy wait off: a busy library fails at
 * once and writeWithRetry waits without blocking, instead of SQLite sleeping on this thread.
 */
function withoutBusyWait<T>(db: LibraryWriter, write: () => T): T {
  const busyTimeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    return write();
  } finally {
    db.pragma(`busy_timeout = ${busyTimeout}`);
  }
}
