import { nowIso, type LibraryReader, type LibraryWriter } from './db';
import { writeRatings, type RatingRow } from './ratings';

/** The states a job moves through; `pending`/`running`/`paused` jobs are resumed at start. */
export type JobStatus = 'pending' | 'running' | 'paused' | 'cancelled' | 'done' | 'failed';

export interface JobRow {
  readonly id: number;
  readonly kind: string;
  readonly status: JobStatus;
  /** JSON text: what the job does (e.g. raters and their options). */
  readonly parameters: string;
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly error: string | null;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
}

const JOB_COLUMNS = `id, kind, status, parameters, total, done, failed, error, created_at AS createdAt,
  started_at AS startedAt, finished_at AS finishedAt`;

/** Creates a pending job with one pending item per puzzle, in one transaction; returns its id. */
export function writeNewJob(db: LibraryWriter, kind: string, parameters: string, puzzleIds: readonly number[]): number {
  return db.transaction(() => {
    const jobId = writeNewItemlessJob(db, kind, parameters, puzzleIds.length);
    // One statement for all the items: a job of 20,000 puzzles is made in a few tens of ms, not hundreds.
    db.prepare('INSERT OR IGNORE INTO job_items (job_id, puzzle_id) SELECT ?, value FROM json_each(?)').run(
      jobId,
      JSON.stringify(puzzleIds),
    );
    return jobId;
  })();
}

/**
 * Creates a pending job of `total` units with no items: a job whose puzzles do not exist yet
 * (a generate job), counted by its `done` alone.
 */
export function writeNewItemlessJob(db: LibraryWriter, kind: string, parameters: string, total: number): number {
  const info = db
    .prepare("INSERT INTO jobs (kind, status, parameters, total, created_at) VALUES (?, 'pending', ?, ?, ?)")
    .run(kind, parameters, total, nowIso());
  return Number(info.lastInsertRowid);
}

/** Counts `done` more units of an itemless job. */
export function writeJobDone(db: LibraryWriter, jobId: number, done: number): void {
  db.prepare('UPDATE jobs SET done = done + ? WHERE id = ?').run(done, jobId);
}

export function readJob(db: LibraryReader, jobId: number): JobRow | undefined {
  return db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = ?`).get(jobId) as JobRow | undefined;
}

/** All jobs, newest first. */
export function readJobs(db: LibraryReader): JobRow[] {
  return db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs ORDER BY id DESC`).all() as JobRow[];
}

/** Jobs left unfinished (by a quit or a crash), oldest first: these are resumed. */
export function readUnfinishedJobs(db: LibraryReader): JobRow[] {
  return db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs WHERE status IN ('pending', 'running', 'paused') ORDER BY id`).all() as JobRow[];
}

/**
 * Jobs the same command picks up again: the unfinished ones, and failed ones that still have
 * pending items (a job stopped by a worker or library failure keeps what it committed).
 */
export function readResumableJobs(db: LibraryReader): JobRow[] {
  return db
    .prepare(
      `SELECT ${JOB_COLUMNS} FROM jobs j WHERE status IN ('pending', 'running', 'paused')
         OR (status = 'failed' AND EXISTS (SELECT 1 FROM job_items i WHERE i.job_id = j.id AND i.status = 'pending'))
       ORDER BY id`,
    )
    .all() as JobRow[];
}

/** Up to `limit` pending puzzles of a job with their givens and solution, in puzzle order, after puzzle `afterId`. */
export function readPendingJobPuzzles(
  db: LibraryReader,
  jobId: number,
  limit: number,
  afterId = 0,
): { puzzleId: number; givens: string; solution: string; attempts: number }[] {
  return db
    .prepare(
      `SELECT p.id AS puzzleId, p.givens, p.solution, i.attempts FROM job_items i JOIN puzzles p ON p.id = i.puzzle_id
       WHERE i.job_id = ? AND i.status = 'pending' AND i.puzzle_id > ? ORDER BY i.puzzle_id LIMIT ?`,
    )
    .all(jobId, afterId, limit) as { puzzleId: number; givens: string; solution: string; attempts: number }[];
}

/** How many of a job's items are pending. */
export function readPendingJobCount(db: LibraryReader, jobId: number): number {
  return db.prepare("SELECT count(*) FROM job_items WHERE job_id = ? AND status = 'pending'").pluck().get(jobId) as number;
}

export function writeJobStatus(db: LibraryWriter, jobId: number, status: JobStatus, error: string | null = null): void {
  const now = nowIso();
  db.prepare(
    `UPDATE jobs SET status = ?, error = ?,
       started_at = CASE WHEN ? = 'running' AND started_at IS NULL THEN ? ELSE started_at END,
       finished_at = CASE WHEN ? IN ('done', 'failed', 'cancelled') THEN ? ELSE finished_at END
     WHERE id = ?`,
  ).run(status, error, status, now, status, now, jobId);
}

/** Counts one more attempt on these items (before sending them to a worker). */
export function writeJobAttempt(db: LibraryWriter, jobId: number, puzzleIds: readonly number[]): void {
  db.prepare('UPDATE job_items SET attempts = attempts + 1 WHERE job_id = ? AND puzzle_id IN (SELECT value FROM json_each(?))').run(
    jobId,
    JSON.stringify(puzzleIds),
  );
}

/**
 * Commits one finished batch atomically: its ratings, its items marked done or failed (with
 * the reason) and the job's counters. A crash before this loses only the batch; after it, nothing.
 */
export function writeJobBatch(
  db: LibraryWriter,
  jobId: number,
  batch: { ratings: readonly RatingRow[]; donePuzzleIds: readonly number[]; failed: readonly { puzzleId: number; error: string }[] },
): void {
  const now = nowIso();
  const markDone = db.prepare(
    "UPDATE job_items SET status = 'done', error = NULL, finished_at = ? WHERE job_id = ? AND puzzle_id = ? AND status = 'pending'",
  );
  const markFailed = db.prepare(
    "UPDATE job_items SET status = 'failed', error = ?, finished_at = ? WHERE job_id = ? AND puzzle_id = ? AND status = 'pending'",
  );
  // IMMEDIATE: a busy library is met at BEGIN, before anything is done, so a retry is clean.
  db.transaction(() => {
    writeRatings(db, batch.ratings);
    let done = 0;
    let failed = 0;
    for (const puzzleId of batch.donePuzzleIds) done += markDone.run(now, jobId, puzzleId).changes;
    for (const item of batch.failed) failed += markFailed.run(item.error, now, jobId, item.puzzleId).changes;
    db.prepare('UPDATE jobs SET done = done + ?, failed = failed + ? WHERE id = ?').run(done, failed, jobId);
  }).immediate();
}

/** The failed items of a job with their reasons. */
export function readFailedJobItems(db: LibraryReader, jobId: number): { puzzleId: number; error: string | null; attempts: number }[] {
  return db
    .prepare("SELECT puzzle_id AS puzzleId, error, attempts FROM job_items WHERE job_id = ? AND status = 'failed' ORDER BY puzzle_id")
    .all(jobId) as { puzzleId: number; error: string | null; attempts: number }[];
}
