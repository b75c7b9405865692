/**
 * The concurrency acceptance run at full size: a rate job over 20,000 puzzles on the host's
 * connection (RateJobService with worker threads, as the web host runs it) while `patti db
 * import` imports 49,158 puzzles in another process and the host's importText imports 5,000,
 * all made by tests/support/generatedPuzzles.ts (no published set needed). Prints how each
 * ended, the longest write transaction of the CLI import and of the host's process (the job's
 * batches and the host's imports: no other writer waits longer than that for the lock), the
 * longest wait of an API call made every 25 ms (from a thread of its own, as the renderer's come
 * from its own process) and the host's longest event-loop lag, and exits 1 unless the job ends
 * "done", both imports finish, nothing says "database is locked" and no API call waited 500 ms
 * or more.
 *
 *   npx tsx scripts/concurrencyAcceptance.ts [--job N] [--cli N] [--host N] [--rater ID] [--workers N]
 *
 * Defaults: 20,000 / 49,158 / 5,000, the `cost` rater, one worker.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findRater } from '../src/core/rate/registry';
import { createRateThreadPool } from '../src/main/services/jobs/threadTransport';
import { runRateWhileImporting } from '../tests/support/concurrencyRun';

const { values } = parseArgs({
  options: {
    job: { type: 'string', default: '20000' },
    cli: { type: 'string', default: '49158' },
    host: { type: 'string', default: '5000' },
    rater: { type: 'string', default: 'cost' },
    workers: { type: 'string', default: '1' },
  },
});
const rater = findRater(values.rater);
if (!rater) throw new Error(`unknown rater ${values.rater}`);
const dir = mkdtempSync(path.join(os.tmpdir(), 'patti-concurrency-'));
try {
  const report = await runRateWhileImporting({
    dir,
    jobPuzzles: Number(values.job),
    cliPuzzles: Number(values.cli),
    hostPuzzles: Number(values.host),
    createPool: () => createRateThreadPool({ size: Number(values.workers) }),
    raters: [rater],
    raterIds: [rater.id],
  });
  const cli = report.cli.summary;
  const cliSummary = cli
    ? `${cli.added} new, ${cli.duplicates} duplicates, ${cli.isomorphs} isomorphs, ${cli.rejected} rejected; ` +
      `publish: ${cli.publishTransactions} transactions holding the write lock ${Math.round(cli.publishMs)} ms in all, ` +
      `the longest ${Math.round(cli.longestWriteMs)} ms`
    : 'no summary';
  const hostSummary =
    report.host.error ?? `${report.host.added} new, ${report.host.duplicates} duplicates, ${report.host.isomorphs} isomorphs`;
  const lines = [
    `rate job (${rater.id}, ${values.workers} worker): ` +
      `${report.job.status}, ${report.job.done} done, ${report.job.failed} failed of ${report.job.total}; ` +
      `${report.ratingRows} rating rows${report.job.error ? `; error: ${report.job.error}` : ''}`,
    `CLI import: exit ${report.cli.code}, ${cliSummary}; ${(report.cli.ms / 1000).toFixed(1)} s`,
    `host import: ${hostSummary}; ${(report.host.ms / 1000).toFixed(1)} s`,
    `host process (job batches, host imports): longest write transaction ${Math.round(report.longestHostWriteMs)} ms`,
    `API calls: ${report.apiCalls}, longest wait ${Math.round(report.longestApiWaitMs)} ms; longest event-loop lag ${Math.round(report.longestLoopLagMs)} ms`,
    `slowest API calls (ms from start: method, wait): ${report.slowestApiCalls.map((call) => `${call.at}: ${call.method} ${call.waitMs}`).join(', ')}`,
    `library: ${report.puzzles} puzzles; wall ${(report.wallMs / 1000).toFixed(1)} s`,
    `phases (ms from start): ${Object.entries(report.phases)
      .map(([name, at]) => `${name} ${at}`)
      .join(', ')}`,
    `event loop late > 100 ms at (ms from start: lag): ${report.lateTicks.map((tick) => `${tick.at}: ${tick.lagMs}`).join(', ') || 'never'}`,
    ...report.errors.map((error) => `error: ${error}`),
    ...(report.cli.stderr.trim() ? [`CLI stderr: ${report.cli.stderr.trim().slice(0, 2000)}`] : []),
  ];
  console.log(lines.join('\n'));
  const everything = [report.cli.stderr, report.host.error ?? '', report.job.error ?? '', ...report.errors].join('\n');
  const ok =
    report.job.status === 'done' &&
    report.cli.code === 0 &&
    report.host.error === undefined &&
    !/locked/i.test(everything) &&
    report.longestApiWaitMs < 500;
  console.log(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
