/**
 * H1: importing while a rate job runs. The job (on the host's connection, as in the app) must
 * end "done", both imports must finish, nothing may say "database is locked", and the host's
 * thread must keep answering. The busy timeout is cut to 300 ms here (PATTI_BUSY_TIMEOUT_MS) so
 * an import holding the write lock for its whole file shows up with a few thousand puzzles
 * instead of the 5 s a real library needs; the full-size run is scripts/concurrencyAcceptance.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createWorkerPool } from '../../src/main/services/jobs/pool';
import { threadSpawner } from '../../src/main/services/jobs/threadTransport';
import { tsxLoaderUrl } from '../../src/main/services/jobs/workerEntry';
import { runRateWhileImporting } from '../support/concurrencyRun';

const FIXTURE = { file: path.join(import.meta.dirname, 'jobWorker.fixture.ts'), execArgv: ['--import', tsxLoaderUrl()] };
const BUSY = { PATTI_BUSY_TIMEOUT_MS: '300' };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-concurrency-'));
  process.env.PATTI_BUSY_TIMEOUT_MS = BUSY.PATTI_BUSY_TIMEOUT_MS;
});
afterEach(() => {
  delete process.env.PATTI_BUSY_TIMEOUT_MS;
  rmSync(dir, { recursive: true, force: true });
});

it('runs a rate job to the end while the CLI and the host import, with no lock error and the host answering', async () => {
  const report = await runRateWhileImporting({
    dir,
    jobPuzzles: 1_500,
    cliPuzzles: 4_000,
    hostPuzzles: 500,
    // `burn` spends `runs` ms per puzzle: the job lasts a few seconds, across both imports.
    createPool: () => createWorkerPool({ size: 1, budgetMs: 30_000, spawn: threadSpawner(FIXTURE) }),
    raters: [{ id: 'burn', version: 1, usesOptions: ['runs'] }],
    raterIds: ['burn'],
    options: { runs: 3 },
    env: BUSY,
  });
  console.log(
    `rate job ${report.job.done}/${report.job.total} ${report.job.status}; ` +
      `CLI import ${Math.round(report.cli.ms)} ms (write lock ${Math.round(report.cli.summary?.publishMs ?? NaN)} ms, ` +
      `longest transaction ${Math.round(report.cli.summary?.longestWriteMs ?? NaN)} ms; host process longest ` +
      `${Math.round(report.longestHostWriteMs)} ms); host import ${Math.round(report.host.ms)} ms; ` +
      `${report.apiCalls} API calls, longest wait ${Math.round(report.longestApiWaitMs)} ms; longest loop lag ${Math.round(report.longestLoopLagMs)} ms`,
  );
  const everything = [report.cli.stderr, report.cli.stdout, report.host.error ?? '', report.job.error ?? '', ...report.errors].join('\n');
  expect(everything).not.toMatch(/locked|busy/i);
  expect(report.errors).toEqual([]);
  expect(report.job).toMatchObject({ status: 'done', total: 1_500, done: 1_500, failed: 0 });
  expect(report.ratingRows).toBe(1_500);
  expect(report.cli.code).toBe(0);
  expect(report.host.error).toBeUndefined();
  expect(report.host.added + report.host.duplicates + report.host.isomorphs).toBe(500);
  const cli = report.cli.summary!;
  expect(cli.added + cli.duplicates + cli.isomorphs).toBe(4_000);
  expect(report.puzzles).toBeGreaterThan(1_500);
  // The old synchronous busy wait froze the host for the whole busy timeout and more; a
  // generous bound (not a speed figure: the script reports those) catches that.
  expect(report.longestApiWaitMs).toBeLessThan(2_000);
}, 180_000);
