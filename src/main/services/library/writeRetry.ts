/**
 * Writing to a library that another connection (a rate job, an import in another process) may
 * be writing to. better-sqlite3 is synchronous: SQLite's own busy wait (busy_timeout) sleeps on
 * the calling thread, which in the app's main process or the web host is the thread that answers
 * the page. So long-lived connections there keep busy_timeout short ({@link SHORT_BUSY_TIMEOUT_MS})
 * and a write that still finds the library busy is retried here after an asynchronous pause,
 * letting the event loop run, until a deadline. Every writer holds the write lock for one short
 * transaction (a job batch, an import's staging batch or its publish), so a wait is short.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { LibraryFileError, type LibraryDb } from './db';

/** busy_timeout of connections owned by a thread that must keep answering (main process, web host). */
export const SHORT_BUSY_TIMEOUT_MS = 20;

/** How long a write keeps retrying a busy library before giving up: 2 minutes, or `PATTI_WRITE_DEADLINE_MS`. */
export function writeDeadlineMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PATTI_WRITE_DEADLINE_MS);
  return env.PATTI_WRITE_DEADLINE_MS !== undefined && Number.isInteger(value) && value >= 0 ? value : 120_000;
}

/** True for SQLite's "database is locked/busy" errors (including a WAL snapshot gone stale). */
export function isBusyError(error: unknown): boolean {
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
 * because the library is busy, runs it again after a pause of 2, 4, … up to 50 ms that does not
 * block the thread. Other errors are thrown at once. Past the deadline it throws a
 * {@link LibraryFileError} of kind `busy` naming how long it waited.
 */
export async function writeWithRetry<T>(db: LibraryDb, write: () => T | Promise<T>, options: WriteRetryOptions = {}): Promise<T> {
  const deadline = performance.now() + (options.deadlineMs ?? writeDeadlineMs());
  let pause = 2;
  for (;;) {
    try {
      const begun = performance.now();
      const result = write();
      // An asynchronous write's time is not a lock's: only synchronous ones are counted.
      if (!(result instanceof Promise)) {
        writeStats.writes++;
        writeStats.longestMs = Math.max(writeStats.longestMs, performance.now() - begun);
      }
      return await result;
    } catch (error) {
      if (!isBusyError(error)) throw error;
      if (db.inTransaction) db.exec('ROLLBACK');
      if (performance.now() >= deadline || options.signal?.aborted) {
        const waited = ((options.deadlineMs ?? writeDeadlineMs()) / 1000).toLocaleString('en-US');
        throw new LibraryFileError('busy', `${db.name} stayed busy for ${waited} s: another Patti kept writing to it. Try again when it is done.`);
      }
      await sleep(pause);
      pause = Math.min(pause * 2, 50);
    }
  }
}
