/**
 * A rate job while puzzles are imported, shared by tests/jobs/concurrency.test.ts (a size that
 * fits the normal suite) and scripts/concurrencyAcceptance.ts (the full size): the web host
 * (its own connection, as `npm run web` opens it) runs a rate job and answers API calls over
 * HTTP, `patti db import` imports a file in another process, and pasted text is imported
 * through the host's importText over HTTP, all at once. It reports how each ended and how long
 * an API call had to wait (the calls and the pasted text come from threads of their own, as the
 * renderer's come from its own process: apiProbe.fixture.ts, hostImport.fixture.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startWebHost } from '../../src/host/server';
import { createAppService } from '../../src/main/services/app/appApi';
import { createAppEventHub } from '../../src/main/services/app/appEvents';
import { openLibrary } from '../../src/main/services/library/store/db';
import { readJob } from '../../src/main/services/library/store/jobs';
import { importPuzzleFile, type ImportSummary } from '../../src/main/services/library/import/importFile';
import { readPuzzleIds } from '../../src/main/services/library/store/list';
import { ANSWERING_CONNECTION, readWriteStats, resetWriteStats } from '../../src/main/services/library/store/writeRetry';
import { RateJobService, type RateJobEvent } from '../../src/main/services/jobs/rateJobService';
import type { WorkerPool } from '../../src/main/services/jobs/pool';
import type { RaterInfo } from '../../src/main/services/jobs/ratingRows';
import { tsxLoaderUrl } from '../../src/main/services/jobs/workerEntry';
import type { ApiProbeMessage, ApiProbeReport, ApiProbeSettings } from './apiProbe.fixture';
import type { HostImportReport, HostImportSettings } from './hostImport.fixture';
import { startPatti } from './pattiProcess';
import { generatePuzzles } from './generatedPuzzles';

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
  /**
   * API calls over HTTP (libraryInfo, a page of puzzles) made every 25 ms during the run from a
   * thread of their own (apiProbe.fixture.ts), and the longest one (ms).
   */
  readonly apiCalls: number;
  readonly longestApiWaitMs: number;
  /** The slowest API calls: which, when asked (ms from the start of the run) and how long they waited. */
  readonly slowestApiCalls: readonly { method: string; at: number; waitMs: number }[];
  /** The longest the host's event loop was late for a 10 ms timer (ms). */
  readonly longestLoopLagMs: number;
  /** When (ms from the start of the run) the event loop was more than 100 ms late, and by how much. */
  readonly lateTicks: readonly { at: number; lagMs: number }[];
  /** When each phase began (ms from the start of the run). */
  readonly phases: Readonly<Record<string, number>>;
  readonly puzzles: number;
  readonly wallMs: number;
  /** The longest write transaction of the host's process (the job's batches, the host's imports), ms. */
  readonly longestHostWriteMs: number;
}

function writeLines(file: string, puzzles: readonly string[]): string {
  writeFileSync(file, puzzles.join('\n') + '\n');
  return file;
}

/** Imports generated puzzles through the host's importText from a thread of its own (hostImport.fixture.ts). */
function importThroughHost(settings: HostImportSettings): Promise<HostImportReport> {
  const client = new Worker(path.join(import.meta.dirname, 'hostImport.fixture.ts'), {
    workerData: settings,
    execArgv: ['--import', tsxLoaderUrl()],
  });
  return new Promise<HostImportReport>((resolve, reject) => {
    client.once('message', resolve);
    client.once('error', reject);
  }).finally(() => client.terminate());
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

  // The host's connection, as openAppLibrary opens it.
  const db = openLibrary(file, ANSWERING_CONNECTION);
  const errors: string[] = [];
  const jobs = new RateJobService({ db, createPool: run.createPool, findRater: (id) => run.raters.find((rater) => rater.id === id) });
  const firstProgress = new Promise<void>((resolve) =>
    jobs.on((event: RateJobEvent) => {
      if (event.type === 'progress' && event.progress.done > 0) resolve();
      if (event.type === 'error') errors.push(`job ${event.jobId}: ${event.message}`);
      if (event.type === 'finished' && event.summary.error) errors.push(`job ${event.summary.jobId}: ${event.summary.error}`);
    }),
  );
  const rendererDir = path.join(run.dir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Patti</title>');
  const token = 'concurrency-test-token-0123456789';
  const service = createAppService({ runtime: 'web', version: '0.0.0', library: { db, path: file, jobs }, events: createAppEventHub() });
  const host = await startWebHost({ service, events: createAppEventHub(), rendererDir, token });

  let longestLoopLagMs = 0;
  const lateTicks: { at: number; lagMs: number }[] = [];
  const phases: Record<string, number> = {};
  const mark = (name: string): void => void (phases[name] = Math.round(performance.now() - started));
  let expected = performance.now() + 10;
  const lagTimer = setInterval(() => {
    const now = performance.now();
    longestLoopLagMs = Math.max(longestLoopLagMs, now - expected);
    if (now - expected > 100) lateTicks.push({ at: Math.round(now - started), lagMs: Math.round(now - expected) });
    expected = now + 10;
  }, 10);
  const probe = new Worker(path.join(import.meta.dirname, 'apiProbe.fixture.ts'), {
    workerData: { origin: host.origin, token } satisfies ApiProbeSettings,
    execArgv: ['--import', tsxLoaderUrl()],
  });
  // The probe says once its first calls are answered, then sends its report when stopped.
  let probing: () => void = () => {};
  const firstAnswers = new Promise<void>((resolve) => (probing = resolve));
  const probed = new Promise<ApiProbeReport>((resolve, reject) => {
    probe.on('message', (message: ApiProbeMessage) => ('probing' in message ? probing() : resolve(message)));
    probe.once('error', reject);
  });
  // Seen when the probe is stopped; until then a failure must not count as unhandled.
  probed.catch(() => undefined);
  let stopping: Promise<ApiProbeReport> | undefined;
  const stopProbe = (): Promise<ApiProbeReport> => (stopping ??= (probe.postMessage('stop'), probed.finally(() => probe.terminate())));

  try {
    // Starting a job is measured too: the calls go on from before it.
    await Promise.race([firstAnswers, probed]);
    resetWriteStats();
    mark('job start');
    const jobId = jobs.start({ raterIds: run.raterIds, options: run.options ?? {}, selection: {}, staleOnly: false }, () =>
      readPuzzleIds(db, {}),
    );
    if (jobId === undefined) throw new Error('the rate job found nothing to rate');
    mark('job started');
    await firstProgress;
    mark('imports start');

    const cliStarted = performance.now();
    const cliRun = startPatti(['db', 'import', cliFile, '--db', file, '--source', 'cli set', '--json'], run.env);
    const cliDone = cliRun.done.then((result) => (mark('CLI import done'), { ...result, ms: performance.now() - cliStarted }));
    const hostStarted = performance.now();
    const hostDone = importThroughHost({ origin: host.origin, token, puzzles: run.hostPuzzles, seed: 3 }).then(
      (report) => (mark('host import done'), { ...report, ms: performance.now() - hostStarted }),
    );
    const [cli, hosted] = await Promise.all([cliDone, hostDone, jobs.idle().then(() => mark('job done'))]);
    const job = readJob(db, jobId)!;
    const probeReport = await stopProbe();
    errors.push(...probeReport.errors);
    return {
      job: { status: job.status, total: job.total, done: job.done, failed: job.failed, error: job.error },
      ratingRows: db.prepare('SELECT count(*) FROM ratings').pluck().get() as number,
      cli: { code: cli.code, stdout: cli.stdout, stderr: cli.stderr, ms: cli.ms, summary: parseSummary(cli.stdout) },
      host: hosted,
      errors,
      apiCalls: probeReport.calls,
      longestApiWaitMs: probeReport.longestWaitMs,
      slowestApiCalls: probeReport.slowest.map(({ method, askedAt, waitMs }) => ({
        method,
        at: Math.round(askedAt - performance.timeOrigin - started),
        waitMs: Math.round(waitMs),
      })),
      longestLoopLagMs,
      lateTicks,
      phases,
      puzzles: db.prepare('SELECT count(*) FROM puzzles').pluck().get() as number,
      wallMs: performance.now() - started,
      longestHostWriteMs: readWriteStats().longestMs,
    };
  } finally {
    await stopProbe().catch(() => undefined);
    clearInterval(lagTimer);
    await jobs.idle();
    await host.close();
    db.close();
  }
}
