import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LibraryWriter } from '../../src/main/services/library/store/db';
import { readFailedJobItems, readJob } from '../../src/main/services/library/store/jobs';
import { writeRatings } from '../../src/main/services/library/store/ratings';
import { readStaleCounts } from '../../src/main/services/jobs/jobSelection';
import { readPuzzleIds } from '../../src/main/services/library/store/list';
import { createWorkerPool, type WorkerPool } from '../../src/main/services/jobs/pool';
import type { JobProgress } from '../../src/main/services/jobs/progressMeter';
import { openRateJob, runRateJob, type RateJobSpec } from '../../src/main/services/jobs/rateJob';
import type { RaterInfo } from '../../src/main/services/jobs/ratingRows';
import { threadSpawner } from '../../src/main/services/jobs/threadTransport';
import { tsxLoaderUrl } from '../../src/main/services/jobs/workerEntry';
import { makeTestLibrary, samplePuzzles } from '../support/jobsLibrary';

const FIXTURE = { file: path.join(import.meta.dirname, 'jobWorker.fixture.ts'), execArgv: ['--import', tsxLoaderUrl()] };
const TEST_RATERS: RaterInfo[] = [
  { id: 'clues', version: 1, usesOptions: [] },
  { id: 'burn', version: 1, usesOptions: ['runs'] },
  { id: 'spin', version: 1, usesOptions: [] },
  { id: 'crash', version: 1, usesOptions: [] },
];
const findRater = (id: string) => TEST_RATERS.find((rater) => rater.id === id);
const PUZZLES = samplePuzzles(120);

let dir: string;
let db: LibraryWriter;
let pools: WorkerPool[];
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-jobs-'));
  db = makeTestLibrary(path.join(dir, 'library.db'), PUZZLES);
  pools = [];
});
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.terminate()));
  db.close();
  delete process.env.PATTI_TEST_SPIN;
  delete process.env.PATTI_TEST_CRASH;
  rmSync(dir, { recursive: true, force: true });
});

function pool(size: number, budgetMs = 30_000): WorkerPool {
  const created = createWorkerPool({ size, budgetMs, spawn: threadSpawner(FIXTURE) });
  pools.push(created);
  return created;
}

function spec(raterIds: string[], options = {}, staleOnly = false): RateJobSpec {
  return { raterIds, options, selection: {}, staleOnly };
}

function open(s: RateJobSpec): number {
  const opened = openRateJob(
    db,
    s,
    s.raterIds.map((id) => findRater(id)!),
    () => readPuzzleIds(db),
  );
  if (opened.jobId === undefined) throw new Error('nothing to rate');
  return opened.jobId;
}

const ratingCounts = () =>
  db.prepare('SELECT rater, count(*) AS n, count(DISTINCT puzzle_id) AS puzzles FROM ratings GROUP BY rater ORDER BY rater').all();
const itemCounts = (jobId: number) =>
  Object.fromEntries(
    (
      db.prepare('SELECT status, count(*) AS n FROM job_items WHERE job_id = ? GROUP BY status').all(jobId) as {
        status: string;
        n: number;
      }[]
    ).map((row) => [row.status, row.n]),
  );

describe('the rate job runner (real worker threads, real SQLite)', () => {
  it('rates every puzzle, committing batch by batch, with the values and versions of the raters', async () => {
    const jobId = open(spec(['clues']));
    const progress: JobProgress[] = [];
    const summary = await runRateJob(db, jobId, { pool: pool(2), findRater, batchSize: 7, onProgress: (p) => progress.push(p) });
    expect(summary).toMatchObject({ jobId, status: 'done', total: 120, done: 120, failed: 0 });
    const rows = db
      .prepare(
        'SELECT p.givens, p.clue_count AS clues, r.value, r.engine_version, r.parameters, r.detail FROM ratings r JOIN puzzles p ON p.id = r.puzzle_id',
      )
      .all() as {
      givens: string;
      clues: number;
      value: number;
      engine_version: string;
      parameters: string;
      detail: string;
    }[];
    expect(rows).toHaveLength(120);
    for (const row of rows) {
      expect(row.clues).toBe(row.givens.replace(/\./g, '').length);
      expect(row).toMatchObject({ value: row.clues, engine_version: '1', parameters: '{}', detail: String(row.clues) });
    }
    expect(itemCounts(jobId)).toEqual({ done: 120 });
    const dones = progress.map((p) => p.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({ done: 120, total: 120, etaSeconds: 0 });
  });

  it('keeps every committed batch when aborted, and resumes the rest with nothing duplicated', async () => {
    const s = spec(['burn', 'clues'], { runs: 15 });
    const jobId = open(s);
    const controller = new AbortController();
    const first = await runRateJob(db, jobId, {
      pool: pool(2),
      findRater,
      batchSize: 5,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done >= 30) controller.abort();
      },
    });
    expect(first.status).toBe('paused');
    expect(first.done).toBeGreaterThanOrEqual(20);
    expect(first.done).toBeLessThan(120);
    // Exactly the committed items have ratings: nothing half-written.
    expect(itemCounts(jobId).done).toBe(first.done);
    expect(ratingCounts()).toEqual([
      { rater: 'burn', n: first.done, puzzles: first.done },
      { rater: 'clues', n: first.done, puzzles: first.done },
    ]);
    // The same spec finds the paused job again, whatever the order of its raters.
    expect(openRateJob(db, s, [findRater('burn')!, findRater('clues')!], () => [])).toEqual({ jobId, resumed: true });
    expect(openRateJob(db, spec(['clues', 'burn'], { runs: 15 }), [findRater('clues')!, findRater('burn')!], () => [])).toEqual({
      jobId,
      resumed: true,
    });
    const second = await runRateJob(db, jobId, { pool: pool(2), findRater, batchSize: 5 });
    expect(second).toMatchObject({ status: 'done', done: 120, failed: 0 });
    expect(ratingCounts()).toEqual([
      { rater: 'burn', n: 120, puzzles: 120 },
      { rater: 'clues', n: 120, puzzles: 120 },
    ]);
    expect(readJob(db, jobId)!.status).toBe('done');
  });

  it('fails a puzzle over its time budget with that reason and rates the others', async () => {
    process.env.PATTI_TEST_SPIN = PUZZLES[10]!;
    const jobId = open(spec(['clues', 'spin']));
    const summary = await runRateJob(db, jobId, { pool: pool(2, 2000), findRater, batchSize: 8 });
    expect(summary).toMatchObject({ status: 'done', done: 119, failed: 1 });
    expect(readFailedJobItems(db, jobId)).toEqual([{ puzzleId: 11, error: expect.stringMatching(/^budget exceeded/), attempts: 1 }]);
  });

  it('replaces a crashed worker, retries once, then marks the puzzle failed with the reason', async () => {
    process.env.PATTI_TEST_CRASH = `${PUZZLES[3]},${PUZZLES[77]}`;
    const jobId = open(spec(['clues', 'crash']));
    const summary = await runRateJob(db, jobId, { pool: pool(2), findRater, batchSize: 10 });
    expect(summary).toMatchObject({ status: 'done', done: 118, failed: 2 });
    const failed = readFailedJobItems(db, jobId);
    expect(failed.map((item) => item.puzzleId)).toEqual([4, 78]);
    for (const item of failed) expect(item.error).toMatch(/worker crashed twice on this puzzle: worker thread exited with code 7/);
    expect(ratingCounts()).toEqual([
      { rater: 'clues', n: 118, puzzles: 118 },
      { rater: 'crash', n: 118, puzzles: 118 },
    ]);
  });

  it('selects only what needs rating; a changed engine version makes ratings stale and --stale recomputes them', async () => {
    const clues = findRater('clues')!;
    expect(openRateJob(db, spec(['clues'], {}, true), [clues], () => readPuzzleIds(db))).toEqual({ jobId: undefined, resumed: false });
    await runRateJob(db, open(spec(['clues'])), { pool: pool(1), findRater, batchSize: 50 });
    // Everything is rated by the current engine: nothing to do.
    expect(openRateJob(db, spec(['clues']), [clues], () => readPuzzleIds(db)).jobId).toBeUndefined();
    // Ten ratings made by an older engine version.
    const old = db.prepare('SELECT puzzle_id AS puzzleId FROM ratings WHERE puzzle_id <= 10').pluck().all() as number[];
    writeRatings(
      db,
      old.map((puzzleId) => ({
        puzzleId,
        rater: 'clues',
        parameters: '{}',
        engineVersion: '0',
        value: 0,
        detail: '0',
        computedAt: '2020-01-01T00:00:00.000Z',
      })),
    );
    expect(readStaleCounts(db, [clues])).toEqual([{ rater: 'clues', stale: 10 }]);
    const staleJob = open(spec(['clues'], {}, true));
    expect(readJob(db, staleJob)!.total).toBe(10);
    await runRateJob(db, staleJob, { pool: pool(1), findRater });
    expect(readStaleCounts(db, [clues])).toEqual([{ rater: 'clues', stale: 0 }]);
    expect(ratingCounts()).toEqual([{ rater: 'clues', n: 120, puzzles: 120 }]);
    expect(
      db.prepare('SELECT count(*) FROM ratings r JOIN puzzles p ON p.id = r.puzzle_id WHERE r.value <> p.clue_count').pluck().get(),
    ).toBe(0);
  });

  it('ends as failed, with the reason and nothing lost, when its workers cannot start', async () => {
    const jobId = open(spec(['clues']));
    const broken = createWorkerPool({
      size: 2,
      budgetMs: 1000,
      spawn: threadSpawner({ file: path.join(dir, 'missing-worker.ts'), execArgv: FIXTURE.execArgv }),
    });
    pools.push(broken);
    const summary = await runRateJob(db, jobId, { pool: broken, findRater, batchSize: 10 });
    expect(summary).toMatchObject({ status: 'failed', done: 0, failed: 0, error: expect.stringMatching(/rate workers fail to start/) });
    expect(itemCounts(jobId)).toEqual({ pending: 120 });
    expect(ratingCounts()).toEqual([]);
  });
});
