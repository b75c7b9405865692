import { parseArgs } from 'node:util';
import { RATERS } from '../../core/rate/registry';
import { UsageError, writeLine } from '../command';
import { openLibrary } from '../../main/services/library/store/db';
import { readFailedJobItems, readJob, readJobs, type JobRow } from '../../main/services/library/store/jobs';
import { readStaleCounts } from '../../main/services/jobs/jobSelection';
import { makeCustomRater } from '../../core/rate/customRater';
import { readCustomSets } from '../../main/services/library/store/customSets';
import { parseRateJobParameters, RATE_JOB_KIND } from '../../main/services/jobs/rateJob';
import { DB_OPTION, resolveDbPath, type DbSubcommand } from './dbSubcommand';

const OPTIONS = {
  ...DB_OPTION,
  failed: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

/** What a job does, in a few words: `rate se,cost runs=50 seed=1 source=…`. */
function describeJob(job: JobRow): string {
  if (job.kind !== RATE_JOB_KIND) return job.kind;
  try {
    const spec = parseRateJobParameters(job.parameters);
    const parts = [`rate ${spec.raterIds.join(',')}`];
    // The custom sets' content is recorded with the job; their names are already in the rater ids.
    for (const [name, value] of Object.entries(spec.options)) if (name !== 'customSets') parts.push(`${name}=${String(value)}`);
    for (const [name, value] of Object.entries(spec.selection)) parts.push(`${name}=${String(value)}`);
    if (spec.staleOnly) parts.push('stale');
    return parts.join(' ');
  } catch {
    return `${job.kind} ${job.parameters}`;
  }
}

function formatTable(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (column < 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

export const dbJobs: DbSubcommand = {
  name: 'jobs',
  summary: 'list the rate jobs with their state and counts',
  help: `patti db jobs [--db <path>] [--failed <job id>] [--json]
  Lists every job, newest first: id, done/total, failed, state, what it does and when it ran,
  then how many stored ratings are stale (made by another engine version than this Patti's).
  --failed ID  lists the failed puzzles of job ID with the reason each failed`,
  async run(args, io) {
    const { values } = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: false });
    const db = openLibrary(resolveDbPath(values.db));
    try {
      if (values.failed !== undefined) {
        const jobId = /^\d{1,15}$/.test(values.failed) ? Number(values.failed) : NaN;
        if (!Number.isInteger(jobId) || !readJob(db, jobId)) throw new UsageError(`--failed: no job '${values.failed}' in this library`);
        const failed = readFailedJobItems(db, jobId);
        if (values.json) await writeLine(io.stdout, JSON.stringify(failed));
        else if (failed.length === 0) await writeLine(io.stdout, `job ${jobId} has no failed puzzles`);
        else
          for (const item of failed) await writeLine(io.stdout, `puzzle #${item.puzzleId}  attempts ${item.attempts}  ${item.error ?? ''}`);
        return 0;
      }
      const jobs = readJobs(db);
      // A saved custom set counts as a rater too: its ratings made before an edit are stale.
      const customRaters = readCustomSets(db).map(({ set }) => makeCustomRater(set));
      const stale = readStaleCounts(db, [...RATERS, ...customRaters]).filter((entry) => entry.stale > 0);
      if (values.json) {
        await writeLine(io.stdout, JSON.stringify({ jobs: jobs.map((job) => ({ ...job, description: describeJob(job) })), stale }));
        return 0;
      }
      if (jobs.length === 0) await writeLine(io.stdout, 'no jobs yet (patti db rate starts one)');
      else {
        const rows = [
          ['id', 'done', 'total', 'failed', 'state', 'job', 'started', 'finished'],
          ...jobs.map((job) => [
            String(job.id),
            String(job.done),
            String(job.total),
            String(job.failed),
            job.status,
            describeJob(job),
            job.startedAt ?? '-',
            job.finishedAt ?? '-',
          ]),
        ];
        for (const line of formatTable(rows)) await writeLine(io.stdout, line);
        if (jobs.some((job) => job.status === 'running' || job.status === 'paused' || job.status === 'pending')) {
          // The library cannot tell a job running now from one whose process was killed.
          await writeLine(
            io.stdout,
            'an unfinished job (pending, running, paused) resumes when the same `patti db rate` command runs again',
          );
        }
      }
      for (const entry of stale) {
        await writeLine(
          io.stdout,
          `${entry.stale} ${entry.rater} ratings are stale (patti db rate --raters ${entry.rater} --stale recomputes them)`,
        );
      }
      return 0;
    } finally {
      db.close();
    }
  },
};
