/**
 * A rate job while puzzles are imported, shared by tests/jobs-concurrency.test.ts (a size that
 * fits the normal suite) and scripts/concurrencyAcceptance.ts (the full size): the host's own
 * connection runs a rate job (RateJobService, as the app and the web host do) and answers API
 * calls, `patti db import` imports a file in another process, and the host's importText
 * imports pasted text, all at once. It reports how each ended and how long the host's thread
 * was kept from answering.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LibraryApi } from '../src/main/services/appApiLibrary';
import { openLibrary } from '../src/main/services/library/db';
import { readJob } from '../src/main/services/library/dbJobs';
import { importPuzzleFile, type ImportSummary } from '../src/main/services/library/import';
import { readPuzzleIds } from '../src/main/services/library/list';
import { SHORT_BUSY_TIMEOUT_MS } from '../src/main/services/library/writeRetry';
import { RateJobService, type RateJobEvent } from '../src/main/services/jobs/rateJobService';
import type { WorkerPool } from '../src/main/services/jobs/pool';
import type { RaterInfo } from '../src/main/services/jobs/ratingRows';
import { startPatti } from './jobs-kill.fixture';
import { generatePuzzles } from './support/generatedPuzzles';

export interface ConcurrencyRunOptions {
  readonly dir: string;
  /** Puzzles in the library that the rate job rates. */
  readonly jobPuzzles: number;
  /** Puzzles `patti db import` imports in another process meanwhile. */
  readonly cliPuzzles: number;
  /** Puzzles the host imports through importText meanwhile. */
  readonly hostPuzzles: number;
  readonly createPool: () => WorkerPool;
  readonly raters: readonly RaterInfo[];
  readonly raterIds: readonly string[];
  readonly options?: { runs?: number };
  /** Environment of the CLI import (e.g. PATTI_BUSY_TIMEOUT_MS). */
  readonly env?: NodeJS.ProcessEnv;
}

export interface ConcurrencyRunReport {
  readonly job: { status: string; total: number; done: number; failed: number; error: string | null };
  readonly ratingRows: number;
  /** The CLI import: its exit, output, wall time, and its summary (`--json`) when it printed one. */
  readonly cli: { code: number | null; stdout: string; stderr: string; ms: number; summary: ImportSummary | undefined };
  readonly host: { added: number; duplicates: number; isomorphs: number; rejected: number; error: string | undefined; ms: number };
  /** Job runner errors and anything else that went wrong, as text. */
  readonly errors: readonly string[];
  /** API calls (info, a page of puzzles) made every 25 ms during the run, and the longest wait for one (ms). */
  readonly apiCalls: number;
  readonly longestApiWaitMs: number;
  /** The longest the host's event loop was late for a 10 ms timer (ms). */
  readonly longestLoopLagMs: number;
  readonly puzzles: number;
  readonly wallMs: number;
}

function writeLines(file: string, puzzles: readonly string[]): string {
  writeFileSync(file, puzzles.join('\n') + '\n');
  return file;
}

function parseSummary(stdout: string): ImportSummary | undefined {
  try {
    return JSON.parse(stdout.trim()) as ImportSummary;
  } catch {
    return undefined;
  }
}

export async function runRateWhileImporting(run: ConcurrencyRunOptions): Promise<ConcurrencyRunReport> {
  const file = path.join(run.dir, 'library.db');
  const started = performance.now();
  const seedDb = openLibrary(file);
  await importPuzzleFile(seedDb, writeLines(path.join(run.dir, 'job.txt'), generatePuzzles(run.jobPuzzles, 1)), { source: 'job set' });
  seedDb.close();
  const cliFile = writeLines(path.join(run.dir, 'cli.txt'), generatePuzzles(run.cliPuzzles, 2));
  const hostText = generatePuzzles(run.hostPuzzles, 3).join('\n');

  // The host's connection, as openAppLibrary opens it.
  const db = openLibrary(file, { busyTimeoutMs: SHORT_BUSY_TIMEOUT_MS });
  const errors: string[] = [];
  const service = new RateJobService({ db, createPool: run.createPool, findRater: (id) => run.raters.find((rater) => rater.id === id) });
  const firstProgress = new Promise<void>((resolve) =>
    service.on((event: RateJobEvent) => {
      if (event.type === 'progress' && event.progress.done > 0) resolve();
      if (event.type === 'error') errors.push(`job ${event.jobId}: ${event.message}`);
      if (event.type === 'finished' && event.summary.error) errors.push(`job ${event.summary.jobId}: ${event.summary.error}`);
    }),
  );
  const api = new LibraryApi({ db, path: file });

  let longestLoopLagMs = 0;
  let expected = performance.now() + 10;
  const lagTimer = setInterval(() => {
    const now = performance.now();
    longestLoopLagMs = Math.max(longestLoopLagMs, now - expected);
    expected = now + 10;
  }, 10);
  let apiCalls = 0;
  let longestApiWaitMs = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const asked = performance.now();
      // The wait a page would see: until its call is taken up (the loop is free) and answered.
      await new Promise((resolve) => setTimeout(resolve, 0));
      try {
        api.info();
        api.listPuzzles({ page: { limit: 50 } });
      } catch (error) {
        errors.push(`API call: ${(error as Error).message}`);
      }
      apiCalls++;
      longestApiWaitMs = Math.max(longestApiWaitMs, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();

  try {
    const jobId = service.start({ raterIds: run.raterIds, options: run.options ?? {}, selection: {}, staleOnly: false }, () => readPuzzleIds(db, {}));
    if (jobId === undefined) throw new Error('the rate job found nothing to rate');
    await firstProgress;

    const cliStarted = performance.now();
    const cliRun = startPatti(['db', 'import', cliFile, '--db', file, '--source', 'cli set', '--json'], run.env);
    const cliDone = cliRun.done.then((result) => ({ ...result, ms: performance.now() - cliStarted }));
    const hostStarted = performance.now();
    const hostDone = api
      .importText({ text: hostText, source: 'host set' })
      .then((report) => ({ ...report, error: undefined as string | undefined, ms: performance.now() - hostStarted }))
      .catch((error: Error) => ({ added: 0, duplicates: 0, isomorphs: 0, rejected: 0, error: error.message, ms: performance.now() - hostStarted }));
    const [cli, host] = await Promise.all([cliDone, hostDone, service.idle()]);
    const job = readJob(db, jobId)!;
    return {
      job: { status: job.status, total: job.total, done: job.done, failed: job.failed, error: job.error },
      ratingRows: db.prepare('SELECT count(*) FROM ratings').pluck().get() as number,
      cli: { code: cli.code, stdout: cli.stdout, stderr: cli.stderr, ms: cli.ms, summary: parseSummary(cli.stdout) },
      host: { added: host.added, duplicates: host.duplicates, isomorphs: host.isomorphs, rejected: host.rejected, error: host.error, ms: host.ms },
      errors,
      apiCalls,
      longestApiWaitMs,
      longestLoopLagMs,
      puzzles: db.prepare('SELECT count(*) FROM puzzles').pluck().get() as number,
      wallMs: performance.now() - started,
    };
  } finally {
    probing = false;
    await probe;
    clearInterval(lagTimer);
    await service.idle();
    db.close();
  }
}
