/**
 * The library's jobs for a long-running host (the app's main process, the web host): rate jobs,
 * and generate jobs (src/main/services/generate/generateJob.ts) in the same queue. Jobs run one
 * after another on a fresh pool each (all workers go to one job), their progress is broadcast
 * to listeners (the UI) with the job's kind, and any job can be paused or cancelled. At start,
 * the jobs a quit or a crash left unfinished are queued again.
 */
import { createGeneratePool } from '../generate/generateRun';
import {
  GENERATE_JOB_KIND,
  parseGenerateJobParameters,
  runGenerateJob,
  writeGenerateJob,
  writeGenerateJobTidy,
  type GenerateJobSpec,
} from '../generate/generateJob';
import type { LibraryWriter } from '../library/store/db';
import { readJob, readUnfinishedJobs, writeJobStatus, type JobRow } from '../library/store/jobs';
import type { PoolEvent, WorkerPool } from './pool';
import type { JobProgress } from './progressMeter';
import { openRateJob, RATE_JOB_KIND, runRateJob, type RateJobSpec, type JobSummary } from './rateJob';
import type { RaterInfo } from './ratingRows';

export type RateJobEvent =
  | { readonly type: 'queued'; readonly jobId: number; readonly kind: string; readonly resumed: boolean }
  | { readonly type: 'progress'; readonly kind: string; readonly progress: JobProgress }
  | { readonly type: 'worker'; readonly jobId: number; readonly event: PoolEvent }
  | { readonly type: 'finished'; readonly kind: string; readonly summary: JobSummary }
  | { readonly type: 'error'; readonly jobId: number; readonly kind: string; readonly message: string };

export interface RateJobServiceOptions {
  readonly db: LibraryWriter;
  /** Makes the pool for one rate job (threads in Node, utility processes in the app). */
  readonly createPool: () => WorkerPool;
  /**
   * Makes the pool for one generate job, given the request's time in ms (default: one worker
   * thread running the generate worker).
   */
  readonly createGeneratePool?: (budgetMs: number) => WorkerPool;
  readonly findRater: (id: string) => RaterInfo | undefined;
}

/** The kinds of job this service runs (and resumes at start). */
const KINDS: readonly string[] = [RATE_JOB_KIND, GENERATE_JOB_KIND];

export class RateJobService {
  private readonly listeners = new Set<(event: RateJobEvent) => void>();
  private readonly queue: number[] = [];
  private current: { jobId: number; controller: AbortController; cancel: boolean } | undefined;
  private draining: Promise<void> = Promise.resolve();

  constructor(private readonly options: RateJobServiceOptions) {}

  on(listener: (event: RateJobEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a job for the spec (resuming an unfinished one with the same spec); undefined when nothing needs rating. */
  start(spec: RateJobSpec, choosePuzzleIds: () => readonly number[]): number | undefined {
    const raters = spec.raterIds.map((id) => {
      const rater = this.options.findRater(id);
      if (!rater) throw new Error(`unknown rater '${id}'`);
      return rater;
    });
    const opened = openRateJob(this.options.db, spec, raters, choosePuzzleIds);
    if (opened.jobId === undefined) return undefined;
    this.enqueue(opened.jobId, RATE_JOB_KIND, opened.resumed);
    return opened.jobId;
  }

  /** Queues a generate job (its collection is made now; a name already taken throws). */
  startGenerate(spec: GenerateJobSpec): number {
    const jobId = writeGenerateJob(this.options.db, spec);
    this.enqueue(jobId, GENERATE_JOB_KIND, false);
    return jobId;
  }

  /** Queues every job left pending, running or paused (call once at start). */
  resumeUnfinished(): number[] {
    const jobs = readUnfinishedJobs(this.options.db).filter((job) => KINDS.includes(job.kind));
    for (const job of jobs) this.enqueue(job.id, job.kind, true);
    return jobs.map((job) => job.id);
  }

  /** Stops a job, keeping what is committed; it stays resumable (`paused`). */
  pause(jobId: number): void {
    this.stop(jobId, false);
  }

  /** Stops a job for good (`cancelled`): it is not resumed at the next start. */
  cancel(jobId: number): void {
    this.stop(jobId, true);
  }

  /** The job running now, if any, and the queued ones. */
  state(): { running: number | undefined; queued: readonly number[] } {
    return { running: this.current?.jobId, queued: [...this.queue] };
  }

  /** Resolves when the queue is empty and nothing runs. */
  idle(): Promise<void> {
    return this.draining;
  }

  private emit(event: RateJobEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private stop(jobId: number, cancel: boolean): void {
    const queued = this.queue.indexOf(jobId);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      writeJobStatus(this.options.db, jobId, cancel ? 'cancelled' : 'paused');
      if (cancel) this.endQueued(jobId);
      return;
    }
    if (this.current?.jobId === jobId) {
      this.current.cancel = cancel;
      // The reason tells a job that tidies up on its way out whether it will be resumed.
      this.current.controller.abort(cancel ? 'cancel' : 'pause');
    }
  }

  /** A job cancelled before it ran ends like any other: its listeners hear it, and a generate job leaves no empty collection. */
  private endQueued(jobId: number): void {
    writeGenerateJobTidy(this.options.db, jobId);
    const job = readJob(this.options.db, jobId)!;
    const summary: JobSummary = {
      jobId,
      status: job.status,
      total: job.total,
      done: job.done,
      failed: job.failed,
      error: job.error,
      elapsedMs: 0,
    };
    this.emit({ type: 'finished', kind: job.kind, summary });
  }

  private enqueue(jobId: number, kind: string, resumed: boolean): void {
    if (this.current?.jobId === jobId || this.queue.includes(jobId)) return;
    this.queue.push(jobId);
    this.emit({ type: 'queued', jobId, kind, resumed });
    if (!this.current && this.queue.length === 1) this.draining = this.drain();
  }

  /** The pool a job runs on: the rate pool, or generate workers given the request's time. */
  private poolFor(job: JobRow): WorkerPool {
    if (job.kind !== GENERATE_JOB_KIND) return this.options.createPool();
    const { budgetMs } = parseGenerateJobParameters(job.parameters);
    return this.options.createGeneratePool?.(budgetMs) ?? createGeneratePool(1, budgetMs);
  }

  /** Runs one job of either kind on its pool. */
  private run(job: JobRow, pool: WorkerPool, signal: AbortSignal): Promise<JobSummary> {
    const settings = {
      pool,
      findRater: this.options.findRater,
      signal,
      onProgress: (progress: JobProgress) => this.emit({ type: 'progress', kind: job.kind, progress }),
    };
    return job.kind === GENERATE_JOB_KIND
      ? runGenerateJob(this.options.db, job.id, settings)
      : runRateJob(this.options.db, job.id, settings);
  }

  private async drain(): Promise<void> {
    for (let jobId = this.queue.shift(); jobId !== undefined; jobId = this.queue.shift()) {
      const controller = new AbortController();
      this.current = { jobId, controller, cancel: false };
      const job = readJob(this.options.db, jobId);
      const kind = job?.kind ?? RATE_JOB_KIND;
      let pool: WorkerPool | undefined;
      let unsubscribe = (): void => undefined;
      try {
        if (!job) throw new Error(`no job ${jobId} in this library`);
        pool = this.poolFor(job);
        unsubscribe = pool.on((event) => this.emit({ type: 'worker', jobId: jobId!, event }));
        const summary = await this.run(job, pool, controller.signal);
        if (summary.status === 'paused' && this.current.cancel) writeJobStatus(this.options.db, jobId, 'cancelled');
        this.emit({ type: 'finished', kind, summary: { ...summary, status: readJob(this.options.db, jobId)!.status } });
      } catch (error) {
        this.emit({ type: 'error', jobId, kind, message: error instanceof Error ? error.message : String(error) });
      } finally {
        unsubscribe();
        await pool?.terminate();
        this.current = undefined;
      }
    }
  }
}
