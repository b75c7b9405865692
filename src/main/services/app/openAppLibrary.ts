/**
 * Opening the app's library at start, shared by the Electron main process and the web host:
 * build the bundled sample library on first start, open the file once (this process owns it),
 * and set up the job runner that rates it (and generates puzzles into it) in workers.
 */
import { findRater } from '../../../core/rate/registry';
import type { WorkerPool } from '../jobs/pool';
import { RateJobService } from '../jobs/rateJobService';
import { describeLibraryError, LibraryFileError, openLibrary, type LibraryWriter } from '../library/store/db';
import type { ImportSummary } from '../library/import/importFile';
import { ensureSampleLibrary } from '../library/sample';
import { ANSWERING_CONNECTION } from '../library/store/writeRetry';

export interface AppLibrary {
  readonly path: string;
  readonly db: LibraryWriter;
  readonly jobs: RateJobService;
  /** What the sample library was built from on this start; undefined when the library already existed. */
  readonly sample: readonly ImportSummary[] | undefined;
  /** Pauses a running job (it resumes at the next start) and closes the library. */
  close(): Promise<void>;
}

export interface OpenAppLibraryOptions {
  /** The library file, normally defaultLibraryPath(). */
  readonly path: string;
  /** Where the sample library's files are (default: resources/sample found upwards from the code). */
  readonly sampleDir?: string;
  /** The pool one rate job runs on: utility processes in the app, worker threads in the web host. */
  readonly createPool: () => WorkerPool;
  /** The pool one generate job runs on, given the request's time in ms (default: one worker thread). */
  readonly createGeneratePool?: (budgetMs: number) => WorkerPool;
}

export async function openAppLibrary(options: OpenAppLibraryOptions): Promise<AppLibrary> {
  const sample = await ensureSampleLibrary(options.path, ...(options.sampleDir !== undefined ? [options.sampleDir] : []));
  // This thread answers the page: SQLite's busy wait here stays short, and the job runner's and
  // imports' writes wait for a busy library asynchronously (writeWithRetry).
  const db = openLibrary(options.path, ANSWERING_CONNECTION);
  const jobs = new RateJobService({
    db,
    createPool: options.createPool,
    ...(options.createGeneratePool ? { createGeneratePool: options.createGeneratePool } : {}),
    findRater,
  });
  return {
    path: options.path,
    db,
    jobs,
    sample,
    async close() {
      const running = jobs.state().running;
      for (const id of jobs.state().queued) jobs.pause(id);
      if (running !== undefined) jobs.pause(running);
      await jobs.idle();
      db.close();
    },
  };
}

/**
 * Why the library at `file` cannot be opened, in one line for a dialog, a terminal or the page:
 * what is wrong, which file, and what to do (the recovery commands for a damaged file).
 */
export function describeLibraryProblem(error: unknown, file: string): string {
  const known = describeLibraryError(error, file);
  let message = known ?? `${file} cannot be opened: ${error instanceof Error ? error.message : String(error)}`;
  if (error instanceof LibraryFileError && error.kind === 'not-a-library') {
    message += '. Move it away (a new sample library is then built) or set PATTI_HOME to another folder.';
  }
  // SQLite's integrity report may span lines; a dialog or a log line wants one.
  return message.replace(/\s+/g, ' ').trim();
}
