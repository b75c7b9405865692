import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { findRater, raterIds } from '../../core/rate/registry';
import type { RaterOptions } from '../../core/rater';
import { UsageError, writeLine } from '../command';
import { closeLibrary, openLibrary } from '../../main/services/library/store/db';
import { readFailedJobItems, readJob } from '../../main/services/library/store/jobs';
import { DEFAULT_BUDGET_MS, type PoolEvent } from '../../main/services/jobs/pool';
import { openRateJob, runRateJob, type RateJobSpec } from '../../main/services/jobs/rateJob';
import { createRateThreadPool } from '../../main/services/jobs/threadTransport';
import { choosePuzzleIds, makeSelection, SELECTION_OPTIONS } from './dbRateSelection';
import { DB_OPTION, resolveDbPath, type DbSubcommand } from './dbSubcommand';
import { formatDuration, makeProgressDisplay } from './dbRateProgress';
import { readWholeNumberOption } from '../options';
import { customSetNames, loadCustomSets } from '../customSets';
import type { CustomSet } from '../../core/rate/customSet';

const OPTIONS = {
  ...DB_OPTION,
  ...SELECTION_OPTIONS,
  raters: { type: 'string' },
  runs: { type: 'string' },
  seed: { type: 'string' },
  jobs: { type: 'string' },
  stale: { type: 'boolean', default: false },
  'budget-ms': { type: 'string' },
} as const;

function parsePositiveInteger(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  return readWholeNumberOption(name, text, 1);
}

function parseRaters(text: string | undefined, dbOption: string | undefined): { ids: string[]; customSets: CustomSet[] } {
  if (text === undefined || text.trim() === '')
    throw new UsageError(`name the raters with --raters (known: ${raterIds().join(', ') || 'none'})`);
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  // Custom sets are read from the library first, so `custom:NAME` is known below.
  const customSets = loadCustomSets(customSetNames(ids), dbOption);
  const unknown = ids.filter((id) => !findRater(id));
  if (unknown.length > 0)
    throw new UsageError(`unknown rater${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (known: ${raterIds().join(', ') || 'none'})`);
  return { ids, customSets };
}

function describeEvent(event: PoolEvent): string | undefined {
  if (event.type === 'crash') {
    const what = event.key === undefined ? '' : ` on puzzle #${event.key}`;
    return `worker ${event.worker + 1} crashed${what} (${event.reason}); ${event.retried ? 'retrying on a new worker' : 'puzzle marked failed'}`;
  }
  if (event.type === 'budget')
    return `puzzle #${event.key} exceeded its ${event.budgetMs} ms budget: worker ${event.worker + 1} replaced, puzzle marked failed`;
  if (event.type === 'log' && event.level !== 'info') return `worker ${event.worker + 1}: ${event.message}`;
  return undefined;
}

export const dbRate: DbSubcommand = {
  name: 'rate',
  summary: 'rate the library (or a part) in worker threads; resumes an interrupted run',
  help: `patti db rate [--db <path>] --raters a,b[,custom:NAME] [--runs N] [--seed S] [--jobs J] [--stale]
              [--budget-ms MS] [--source S] [--level L] [--tag T] [--collection C]
              [--rating rater[@path]=min..max …]
  Rates every chosen puzzle that lacks a current rating from these raters (never rated, or
  rated by an older engine), committing batch by batch. Running the same command again after
  an interruption (Ctrl-C, a crash, kill -9) resumes the job where it stopped.
  The filters are those of patti db list; without any, the whole library.
  custom:NAME rates with a custom technique set saved in the library (patti rater); its ratings
  are stored as custom:NAME and go stale when the set is changed.
  --jobs J        worker threads (default: the number of CPU cores)
  --stale         only puzzles whose rating came from another engine version
  --budget-ms MS  longest time one puzzle may take (default ${DEFAULT_BUDGET_MS}); over it, the
                  puzzle is marked failed ('budget exceeded') and its worker replaced
  Progress goes to stderr (a bar on a terminal, a line every 5 s otherwise).`,
  async run(args, io) {
    const { values } = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: false });
    const { ids, customSets } = parseRaters(values.raters, values.db);
    const runs = parsePositiveInteger('runs', values.runs);
    const seedText = values.seed;
    const options: RaterOptions = {
      ...(runs !== undefined ? { runs } : {}),
      ...(seedText !== undefined ? { seed: readWholeNumberOption('seed', seedText) } : {}),
      // The job records the sets it rates with, and sends them to its workers.
      ...(customSets.length > 0 ? { customSets } : {}),
    };
    const workers = parsePositiveInteger('jobs', values.jobs) ?? availableParallelism();
    const budgetMs = parsePositiveInteger('budget-ms', values['budget-ms']);
    const raters = ids.map((id) => findRater(id)!);
    const selection = makeSelection(values);
    const spec: RateJobSpec = { raterIds: ids, options, selection, staleOnly: values.stale };

    const file = resolveDbPath(values.db);
    const db = openLibrary(file);
    try {
      let chosen = 0;
      const opened = openRateJob(db, spec, raters, () => {
        const puzzleIds = choosePuzzleIds(db, selection);
        chosen = puzzleIds.length;
        return puzzleIds;
      });
      if (opened.jobId === undefined) {
        await writeLine(
          io.stdout,
          chosen === 0
            ? 'nothing to rate: no puzzle in the library matches the filters'
            : values.stale
              ? `nothing to rate: none of the ${chosen} chosen puzzles has a stale rating from ${ids.join(', ')}`
              : `nothing to rate: all ${chosen} chosen puzzles have current ratings from ${ids.join(', ')}`,
        );
        return 0;
      }
      const jobId = opened.jobId;
      const job = readJob(db, jobId)!;
      const left = job.total - job.done - job.failed;
      await writeLine(
        io.stderr,
        opened.resumed
          ? `resuming job ${jobId}: ${job.done + job.failed} of ${job.total} already rated, ${left} to go, on ${workers} worker${workers > 1 ? 's' : ''}`
          : `job ${jobId}: rating ${job.total} puzzles with ${ids.join(', ')} on ${workers} worker${workers > 1 ? 's' : ''}`,
      );
      const display = makeProgressDisplay(io.stderr, `job ${jobId}`);
      const pool = createRateThreadPool({ size: workers, ...(budgetMs !== undefined ? { budgetMs } : {}) });
      pool.on((event) => {
        const message = describeEvent(event);
        if (message) display.note(message);
      });
      const controller = new AbortController();
      const interrupt = (): void => controller.abort();
      process.once('SIGINT', interrupt);
      process.once('SIGTERM', interrupt);
      try {
        const summary = await runRateJob(db, jobId, {
          pool,
          findRater,
          signal: controller.signal,
          onProgress: (progress) => display.update(progress),
        });
        display.finish();
        const took = formatDuration(summary.elapsedMs / 1000);
        if (summary.status === 'paused') {
          await writeLine(
            io.stderr,
            `job ${jobId} paused at ${summary.done + summary.failed}/${summary.total}; run the same command again to resume`,
          );
          return 130;
        }
        if (summary.status === 'failed') {
          await writeLine(io.stderr, `job ${jobId} failed: ${summary.error}`);
          return 1;
        }
        await writeLine(
          io.stdout,
          `job ${jobId} done: ${summary.done} rated, ${summary.failed} failed, of ${summary.total} (this run ${took})`,
        );
        for (const item of readFailedJobItems(db, jobId).slice(0, 20)) {
          await writeLine(io.stdout, `  failed: puzzle #${item.puzzleId}: ${item.error ?? 'no reason recorded'}`);
        }
        if (summary.failed > 20) await writeLine(io.stdout, `  … and ${summary.failed - 20} more (patti db jobs --failed ${jobId})`);
        return 0;
      } finally {
        process.off('SIGINT', interrupt);
        process.off('SIGTERM', interrupt);
        await pool.terminate();
      }
    } finally {
      closeLibrary(db);
    }
  },
};
