/**
 * Rate jobs for a long-running host (the app's main process, the web host): jobs are queued and
 * run one after another on a fresh pool each (all workers go to one job), their progress is
 * broadcast to listeners (the UI), and any job can be paused or cancelled. At start, the jobs a
 * quit or a crash left unfinished are queued again.
 */
import type { LibraryDb } from '../library/db';
import { readJob, readUnfinishedJobs, writeJobStatus } from '../library/dbJobs';
import type { PoolEvent, WorkerPool } from './pool';
import type { JobProgress } from './progressMeter';
import { openRateJob, RATE_JOB_KIND, runRateJob, type RateJobSpec, type RateJobSummary } from './rateJob';
import type { RaterInfo } from './ratingRows';

export type RateJobEvent =
  | { readonly type: 'queued'; readonly jobId: number; readonly resumed: boolean }
  | { readonly type: 'progress'; readonly progress: JobProgress }
  | { readonly type: 'worker'; readonly jobId: number; readonly event: PoolEvent }
  | { readonly type: 'finished'; readonly summary: RateJobSummary }
  | { readonly type: 'error'; readonly jobId: number; readonly message: string };

export interface RateJobServiceOptions {
  readonly db: LibraryDb;
  /** Makes the pool for one job (threads in Node, utility processes in the app). */
  readonly createPool: () => WorkerPool;
  readonly findRater: (id: string) => RaterInfo | undefined;
}

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
    this.enqueue(opened.jobId, opened.resumed);
    return opened.jobId;
  }

  /** Queues every rate job left pending, running or paused (call once at start). */
  resumeUnfinished(): number[] {
    const ids = readUnfinishedJobs(this.options.db)
      .filter((job) => job.kind === RATE_JOB_KIND)
      .map((job) => job.id);
    for (const id of ids) this.enqueue(id, true);
    return ids;
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
      return;
    }
    if (this.current?.jobId === jobId) {
      this.current.cancel = cancel;
      this.current.controller.abort();
    }
  }

  private enqueue(jobId: number, resumed: boolean): void {
    if (this.current?.jobId === jobId || this.queue.includes(jobId)) return;
    this.queue.push(jobId);
    this.emit({ type: 'queued', jobId, resumed });
    if (!this.current && this.queue.length === 1) this.draining = this.drain();
  }

  private async drain(): Promise<void> {
    for (let jobId = this.queue.shift(); jobId !== undefined; jobId = this.queue.shift()) {
      const controller = new AbortController();
      this.current = { jobId, controller, cancel: false };
      const pool = this.options.createPool();
      const unsubscribe = pool.on((event) => this.emit({ type: 'worker', jobId: jobId!, event }));
      try {
        const summary = await runRateJob(this.options.db, jobId, {
          pool,
          findRater: this.options.findRater,
          signal: controller.signal,
          onProgress: (progress) => this.emit({ type: 'progress', progress }),
        });
        if (summary.status === 'paused' && this.current.cancel) writeJobStatus(this.options.db, jobId, 'cancelled');
        this.emit({ type: 'finished', summary: { ...summary, status: readJob(this.options.db, jobId)!.status } });
      } catch (error) {
        this.emit({ type: 'error', jobId, message: (error as Error)?.message ?? String(error) });
      } finally {
        unsubscribe();
        await pool.terminate();
        this.current = undefined;
      }
    }
  }
}
