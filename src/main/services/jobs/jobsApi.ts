/**
 * The job methods of the app API: start a rate job over a filter, cancel it, list jobs; and the
 * bridge that turns the job runner's events into app events (progress, finished, errors).
 */
import { parseTargets, ratersOf } from '../../../core/generate/targets';
import { raterName } from '../../../core/rate/names';
import { findRater } from '../../../core/rate/registry';
import { useCustomSets } from '../../../core/rate/customRater';
import { CUSTOM_PREFIX, type CustomSet } from '../../../core/rate/customSet';
import { readCustomSetByName } from '../library/store/customSets';
import type { AppEvent } from '../../../shared/api';
import type { JobProgressView, JobStatusName, JobView, StartedRateJob, StartRateJobInput } from '../../../shared/libraryTypes';
import { GENERATE_JOB_KIND, parseGenerateJobParameters } from '../generate/generateJob';
import type { PoolEvent } from './pool';
import { parseRateJobParameters, RATE_JOB_KIND, type RateJobSpec } from './rateJob';
import type { RateJobEvent, RateJobService } from './rateJobService';
import type { LibraryWriter } from '../library/store/db';
import { readJob, readJobs, type JobRow } from '../library/store/jobs';
import { readPuzzleIds } from '../library/store/list';
import { makeLibraryFilter } from '../library/libraryApi';

/** How many jobs listJobs returns. */
const RECENT_JOBS = 20;

/** What a job works with: a rate job's raters, or a generate job's raters (those its targets read) and collection. */
function subjectOf(job: JobRow): { raters: string[]; collection: string | null } {
  try {
    if (job.kind === RATE_JOB_KIND) return { raters: [...parseRateJobParameters(job.parameters).raterIds], collection: null };
    if (job.kind === GENERATE_JOB_KIND) {
      const spec = parseGenerateJobParameters(job.parameters);
      const targets = parseTargets(spec.targets);
      return { raters: targets.ok ? ratersOf(targets.value) : [], collection: spec.collection };
    }
  } catch {
    // Parameters this Patti cannot read: the job is listed without them.
  }
  return { raters: [], collection: null };
}

function makeJobView(job: JobRow, running: number | undefined): JobView {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status as JobStatusName,
    ...subjectOf(job),
    total: job.total,
    done: job.done,
    failed: job.failed,
    error: job.error,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    running: job.id === running,
  };
}

export class JobsApi {
  readonly #db: LibraryWriter;
  readonly #jobs: RateJobService;

  constructor(db: LibraryWriter, jobs: RateJobService) {
    this.#db = db;
    this.#jobs = jobs;
  }

  start(input: StartRateJobInput): StartedRateJob {
    const customSets = this.#customSetsOf(input.raters);
    const unknown = input.raters.filter((id) => !findRater(id));
    if (unknown.length > 0) throw new Error(`unknown rater${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
    const filter = makeLibraryFilter(input.filter);
    const options = {
      ...(input.runs !== undefined ? { runs: input.runs } : {}),
      ...(input.seed !== undefined ? { seed: input.seed } : {}),
      // As `patti db rate` does: the job records the sets it rates with and sends them to its workers.
      ...(customSets.length > 0 ? { customSets } : {}),
    };
    const spec: RateJobSpec = { raterIds: input.raters, options, selection: { ...filter }, staleOnly: false };
    const jobId = this.#jobs.start(spec, () => readPuzzleIds(this.#db, filter));
    // The raters by the names the Rate panel lists them by.
    const raters = input.raters.map((id) => raterName(id).short).join(', ');
    if (jobId === undefined) return { jobId: null, message: `Every chosen puzzle already has a current rating from ${raters}.` };
    const job = readJob(this.#db, jobId);
    return { jobId, message: `Job ${jobId} rates ${job?.total ?? '?'} puzzles with ${raters}.` };
  }

  /**
   * The library's custom sets among the raters (`custom:<name>`), made known to this thread so
   * the job finds their raters; a name the library does not have is refused in words.
   */
  #customSetsOf(raterIds: readonly string[]): CustomSet[] {
    const sets = raterIds
      .filter((id) => id.startsWith(CUSTOM_PREFIX))
      .map((id) => {
        const name = id.slice(CUSTOM_PREFIX.length);
        const saved = readCustomSetByName(this.#db, name);
        if (!saved) throw new Error(`There is no custom technique set “${name}” in the library (the Ratings view lists the saved ones).`);
        return saved.set;
      });
    useCustomSets(sets);
    return sets;
  }

  cancel(jobId: number): JobView | null {
    if (!readJob(this.#db, jobId)) return null;
    this.#jobs.cancel(jobId);
    const job = readJob(this.#db, jobId);
    return job ? makeJobView(job, this.#jobs.state().running) : null;
  }

  list(): JobView[] {
    const running = this.#jobs.state().running;
    return readJobs(this.#db)
      .slice(0, RECENT_JOBS)
      .map((job) => makeJobView(job, running));
  }
}

function describePoolEvent(jobId: number, event: PoolEvent): string | undefined {
  if (event.type === 'crash') {
    const what = event.key === undefined ? '' : ` on puzzle #${event.key}`;
    return `Job ${jobId}: worker ${event.worker + 1} crashed${what} (${event.reason}); ${event.retried ? 'retrying on a new worker' : 'puzzle marked failed'}.`;
  }
  if (event.type === 'budget') return `Job ${jobId}: puzzle #${event.key} exceeded its ${event.budgetMs} ms budget and was marked failed.`;
  return undefined;
}

/** The app event a job runner event becomes (undefined for worker chatter nobody needs to see). */
export function makeJobAppEvent(event: RateJobEvent): AppEvent | undefined {
  switch (event.type) {
    case 'queued':
      return { topic: 'job.queued', jobId: event.jobId, kind: event.kind, resumed: event.resumed };
    case 'progress': {
      const { jobId, total, done, failed, perSecond, etaSeconds, elapsedMs, search } = event.progress;
      const progress: JobProgressView = {
        jobId,
        kind: event.kind,
        total,
        done,
        failed,
        perSecond,
        etaSeconds: etaSeconds ?? null,
        elapsedMs,
        ...(search ? { search } : {}),
      };
      return { topic: 'job.progress', progress };
    }
    case 'finished': {
      const { jobId, status, total, done, failed, error, elapsedMs } = event.summary;
      return {
        topic: 'job.finished',
        summary: { jobId, kind: event.kind, status: status as JobStatusName, total, done, failed, error, elapsedMs },
      };
    }
    case 'error':
      return { topic: 'job.error', jobId: event.jobId, kind: event.kind, message: event.message };
    case 'worker': {
      const message = describePoolEvent(event.jobId, event.event);
      return message === undefined ? undefined : { topic: 'app.notice', message };
    }
  }
}
