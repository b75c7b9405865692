/**
 * The rate job: rates a set of library puzzles with a set of raters on a worker pool, committing
 * each batch as it finishes (its ratings, its items marked done or failed, the job's counters, in
 * one transaction). Only the main process writes; workers only compute.
 *
 * Resuming is a property of the data, not of the process: a job's pending items are exactly the
 * puzzles not yet committed, and a rating's unique key (puzzle, rater, parameters) makes writing
 * it twice replace it. So after a kill -9 anywhere, running the job again rates the pending
 * puzzles and nothing is lost or duplicated.
 */
import type { RaterOptions } from '../../../core/rater';
import { makeCustomRater } from '../../../core/rate/customRater';
import { customRaterId } from '../../../core/rate/customSet';
import { nowIso, type LibraryReader, type LibraryWriter } from '../library/store/db';
import {
  readJob,
  readPendingJobCount,
  readPendingJobPuzzles,
  readResumableJobs,
  writeJobAttempt,
  writeJobBatch,
  writeJobStatus,
  writeNewJob,
  type JobStatus,
} from '../library/store/jobs';
import { makeParametersKey, type RatingRow } from '../library/store/ratings';
import { writeWithRetry } from '../library/store/writeRetry';
import { selectPuzzlesToRate } from './jobSelection';
import { PoolClosedError, type TaskOutcome, type WorkerPool } from './pool';
import { ProgressMeter, type JobProgress } from './progressMeter';
import { BatchSizer } from './rateInOrder';
import { makeRatingRows, type RaterInfo } from './ratingRows';

export const RATE_JOB_KIND = 'rate';

/** What a rate job does; stored as the job's parameters, and the same spec resumes the same job. */
export interface RateJobSpec {
  readonly raterIds: readonly string[];
  readonly options: RaterOptions;
  /** How the puzzles were chosen (`{}` for all, or the filter), shown by `patti db jobs`. */
  readonly selection: Readonly<Record<string, unknown>>;
  /** Rate only puzzles whose rating was made by another engine version. */
  readonly staleOnly: boolean;
}

/** The job's parameters as canonical JSON; rater order does not matter (`se,cost` is `cost,se`). */
export function makeRateJobParameters(spec: RateJobSpec): string {
  const raters = [...spec.raterIds].sort();
  return makeParametersKey({ raters, options: spec.options, selection: spec.selection, staleOnly: spec.staleOnly });
}

export function parseRateJobParameters(text: string): RateJobSpec {
  const data = JSON.parse(text) as { raters?: unknown; options?: RaterOptions; selection?: Record<string, unknown>; staleOnly?: boolean };
  if (!Array.isArray(data.raters) || !data.raters.every((id) => typeof id === 'string')) {
    throw new Error(`not a rate job's parameters: ${text}`);
  }
  return {
    raterIds: data.raters as string[],
    options: data.options ?? {},
    selection: data.selection ?? {},
    staleOnly: data.staleOnly === true,
  };
}

/** A job to run: an unfinished one with the same spec (resumed), a new one, or none when nothing needs rating. */
export type OpenedRateJob = { readonly jobId: number; readonly resumed: boolean } | { readonly jobId: undefined; readonly resumed: false };

/**
 * Finds the unfinished job with this spec (or a failed one with puzzles left), or creates one
 * over the puzzles that need rating.
 * `choosePuzzleIds` is called only when a new job is made.
 */
export function openRateJob(
  db: LibraryWriter,
  spec: RateJobSpec,
  raters: readonly RaterInfo[],
  choosePuzzleIds: () => readonly number[],
): OpenedRateJob {
  const parameters = makeRateJobParameters(spec);
  const unfinished = readResumableJobs(db).find((job) => job.kind === RATE_JOB_KIND && job.parameters === parameters);
  if (unfinished) return { jobId: unfinished.id, resumed: true };
  const puzzleIds = selectPuzzlesToRate(db, choosePuzzleIds(), raters, spec.options, spec.staleOnly);
  if (puzzleIds.length === 0) return { jobId: undefined, resumed: false };
  return { jobId: writeNewJob(db, RATE_JOB_KIND, parameters, puzzleIds), resumed: false };
}

export interface RunRateJobSettings {
  readonly pool: WorkerPool;
  /** The main process's view of each rater (id, version, options it uses). */
  readonly findRater: (id: string) => RaterInfo | undefined;
  /** Aborting stops the job at once (the pool is terminated); it is left `paused` and resumes later. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: JobProgress) => void;
  /** Puzzles per batch; by default sized so a batch takes about {@link TARGET_JOB_BATCH_MS} of worker time. */
  readonly batchSize?: number;
}

/** A batch's worth of work long enough to keep commits cheap, short enough that a kill loses little. */
const TARGET_JOB_BATCH_MS = 500;
const MAX_JOB_BATCH_SIZE = 250;
/** Progress events at most this often while puzzles finish (and after every commit). */
const REPORT_MS = 100;

export interface JobSummary {
  readonly jobId: number;
  readonly status: JobStatus;
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly error: string | null;
  readonly elapsedMs: number;
}

interface BatchResult {
  readonly ratings: RatingRow[];
  readonly donePuzzleIds: number[];
  readonly failed: { puzzleId: number; error: string }[];
}

/**
 * Puzzles whose results one transaction writes: a batch of 250 fast ratings written at once held
 * the write lock and the thread that answers the app for tens of milliseconds (hundreds on a
 * busy machine); a part is a few, and each is whole (the ratings with their items' status).
 */
const WRITE_PART_PUZZLES = 50;

/** A batch's results in parts of {@link WRITE_PART_PUZZLES} finished puzzles, the failures with the last part. */
function* resultParts(result: BatchResult): Generator<BatchResult> {
  const { donePuzzleIds } = result;
  for (let start = 0; start === 0 || start < donePuzzleIds.length; start += WRITE_PART_PUZZLES) {
    const ids = donePuzzleIds.slice(start, start + WRITE_PART_PUZZLES);
    const chosen = new Set(ids);
    const last = start + WRITE_PART_PUZZLES >= donePuzzleIds.length;
    yield { ratings: result.ratings.filter((row) => chosen.has(row.puzzleId)), donePuzzleIds: ids, failed: last ? result.failed : [] };
  }
}

type PendingPuzzle = ReturnType<typeof readPendingJobPuzzles>[number];

/** Pending puzzles read from the library at a time: a few milliseconds of the thread, where a whole job's (20,000 with their grids) held it for hundreds. */
const PENDING_PAGE = 1_000;

/** A job's pending puzzles in puzzle order, read a page at a time as batches take them. */
class PendingPuzzles {
  /** Pending puzzles not yet taken (counted at the start; batches in flight are taken). */
  remaining: number;
  private buffer: PendingPuzzle[] = [];
  private afterId = 0;
  private exhausted = false;

  constructor(
    private readonly db: LibraryReader,
    private readonly jobId: number,
  ) {
    this.remaining = readPendingJobCount(db, jobId);
  }

  /** The next `count` pending puzzles (fewer at the end). */
  take(count: number): PendingPuzzle[] {
    while (this.buffer.length < count && !this.exhausted) {
      const page = readPendingJobPuzzles(this.db, this.jobId, PENDING_PAGE, this.afterId);
      if (page.length < PENDING_PAGE) this.exhausted = true;
      if (page.length > 0) this.afterId = page[page.length - 1]!.puzzleId;
      this.buffer.push(...page);
    }
    const taken = this.buffer.splice(0, count);
    this.remaining = taken.length < count ? 0 : Math.max(0, this.remaining - taken.length);
    return taken;
  }
}

/**
 * A custom set's rater as the job recorded the set: its ratings carry the identity of the set
 * the job rates with, even if the library's set was edited since.
 */
function jobCustomRater(spec: RateJobSpec, id: string): RaterInfo | undefined {
  const set = spec.options.customSets?.find((candidate) => customRaterId(candidate.name) === id);
  return set && makeCustomRater(set);
}

/** Runs (or resumes) job `jobId` until every item is done or failed, it is aborted, or the pool fails. */
export async function runRateJob(db: LibraryWriter, jobId: number, settings: RunRateJobSettings): Promise<JobSummary> {
  const job = readJob(db, jobId);
  if (!job) throw new Error(`no job ${jobId} in this library`);
  if (job.kind !== RATE_JOB_KIND) throw new Error(`job ${jobId} is a '${job.kind}' job, not a rate job`);
  const spec = parseRateJobParameters(job.parameters);
  const raters = spec.raterIds.map((id) => {
    const rater = jobCustomRater(spec, id) ?? settings.findRater(id);
    if (!rater) throw new Error(`job ${jobId} uses rater '${id}', which this Patti does not have`);
    return rater;
  });
  const { pool, signal } = settings;
  // Every write below waits for a busy library without blocking this thread (see writeRetry).
  await writeWithRetry(db, () => writeJobStatus(db, jobId, 'running'));
  const pending = new PendingPuzzles(db, jobId);
  const meter = new ProgressMeter();
  const sizer = new BatchSizer(TARGET_JOB_BATCH_MS, MAX_JOB_BATCH_SIZE);
  let done = job.done;
  let failed = job.failed;
  let finishedThisRun = 0;
  /** Why the job stopped early: the pool failed (workers cannot start) or the library refused a write. */
  let failure: Error | undefined;
  // One timestamp string per REPORT_MS, not one Date per puzzle.
  let stamp = { at: -Infinity, text: '' };
  const computedAt = (): string => {
    const now = performance.now();
    if (now - stamp.at >= REPORT_MS) stamp = { at: now, text: nowIso() };
    return stamp.text;
  };
  let reportedAt = -Infinity;
  /** Progress goes out at most every REPORT_MS while puzzles finish, and always when asked (`force`). */
  const report = (force = false): void => {
    const now = performance.now();
    if (!settings.onProgress || (!force && now - reportedAt < REPORT_MS)) return;
    reportedAt = now;
    settings.onProgress({
      jobId,
      total: job.total,
      done,
      failed,
      perSecond: meter.perSecond(),
      etaSeconds: meter.etaSeconds(job.total - done - failed),
      elapsedMs: meter.elapsedMs(),
    });
  };

  const abort = (): void => void pool.terminate();
  signal?.addEventListener('abort', abort);
  const stopped = (): boolean => signal?.aborted === true || failure !== undefined;
  /** Ends the job on a failure at once: batches in flight are dropped (their items stay pending). */
  const stop = (error: Error): void => {
    failure ??= error;
    void pool.terminate();
  };

  function takeOutcome(result: BatchResult, outcome: TaskOutcome): void {
    const puzzleId = outcome.key;
    const rows = outcome.ok
      ? makeRatingRows(puzzleId, outcome.row, raters, spec.options, computedAt())
      : { ok: false as const, reason: outcome.reason };
    if (rows.ok) {
      result.ratings.push(...rows.rows);
      result.donePuzzleIds.push(puzzleId);
      done++;
    } else {
      result.failed.push({ puzzleId, error: rows.reason });
      failed++;
    }
    meter.record(++finishedThisRun);
    report();
  }

  async function runBatch(batch: readonly PendingPuzzle[]): Promise<void> {
    const result: BatchResult = { ratings: [], donePuzzleIds: [], failed: [] };
    try {
      await writeWithRetry(
        db,
        () =>
          writeJobAttempt(
            db,
            jobId,
            batch.map((item) => item.puzzleId),
          ),
        { signal: signal },
      );
    } catch (error) {
      stop(error as Error);
      return;
    }
    if (stopped()) return;
    // A batch's puzzles finish one after another on one worker, so the time from its first
    // result to its last is worker time alone (its wait in the queue is not counted).
    let firstAt = 0;
    let lastAt = 0;
    try {
      await pool.run(
        { tasks: batch.map((item) => ({ key: item.puzzleId, text: item.givens })), raterIds: spec.raterIds, options: spec.options },
        (outcome) => {
          lastAt = performance.now();
          if (firstAt === 0) firstAt = lastAt;
          takeOutcome(result, outcome);
        },
      );
    } catch (error) {
      // A batch cut off by abort or a failed pool commits nothing: its items stay pending.
      if (!(error instanceof PoolClosedError)) stop(error as Error);
      return;
    }
    try {
      for (const part of resultParts(result)) {
        await writeWithRetry(db, () => writeJobBatch(db, jobId, part));
        // The thread answers others between two parts (a resolved promise alone would not let it).
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      // The library refused the write (disk full, busy past the deadline): stop, keeping what is committed.
      stop(error as Error);
      return;
    }
    if (batch.length > 1) sizer.record(batch.length - 1, lastAt - firstAt, 1);
    report(true);
  }

  const inFlight = new Set<Promise<void>>();
  try {
    report(true);
    while (!stopped() && (pending.remaining > 0 || inFlight.size > 0)) {
      while (!stopped() && pending.remaining > 0 && inFlight.size < pool.size * 2) {
        // Near the end, smaller batches, so no worker is left alone with a long last batch.
        const share = Math.ceil(pending.remaining / (pool.size * 2));
        const size = settings.batchSize ?? Math.max(1, Math.min(sizer.next(), share));
        const batch = pending.take(size);
        if (batch.length === 0) break;
        const running: Promise<void> = runBatch(batch).finally(() => inFlight.delete(running));
        inFlight.add(running);
      }
      if (inFlight.size > 0) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  if (failure) await pool.terminate();
  const status: JobStatus = signal?.aborted ? 'paused' : failure ? 'failed' : 'done';
  await writeWithRetry(db, () => writeJobStatus(db, jobId, status, failure ? failure.message : null));
  const final = readJob(db, jobId)!;
  return { jobId, status, total: final.total, done: final.done, failed: final.failed, error: final.error, elapsedMs: meter.elapsedMs() };
}
