/**
 * A rate job whose workers or library fail is marked failed with the reason, keeps what it
 * committed, and the same spec resumes it (same job, only the rest rated); a job a crash left
 * "running" is found and resumed at start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { LibraryWriter } from '../../src/main/services/library/store/db';
import { readJob, writeJobStatus } from '../../src/main/services/library/store/jobs';
import { readPuzzleIds } from '../../src/main/services/library/store/list';
import { createWorkerPool, type WorkerPool } from '../../src/main/services/jobs/pool';
import { openRateJob, runRateJob, type RateJobSpec } from '../../src/main/services/jobs/rateJob';
import { RateJobService } from '../../src/main/services/jobs/rateJobService';
import type { RaterInfo } from '../../src/main/services/jobs/ratingRows';
import { threadSpawner } from '../../src/main/services/jobs/threadTransport';
import { tsxLoaderUrl } from '../../src/main/services/jobs/workerEntry';
import { makeTestLibrary } from '../support/jobsLibrary';
import { generatePuzzles } from '../support/generatedPuzzles';

const FIXTURE = { file: path.join(import.meta.dirname, 'jobWorker.fixture.ts'), execArgv: ['--import', tsxLoaderUrl()] };
const RATERS: RaterInfo[] = [{ id: 'clues', version: 1, usesOptions: [] }];
const findRater = (id: string) => RATERS.find((rater) => rater.id === id);
const SPEC: RateJobSpec = { raterIds: ['clues'], options: {}, selection: {}, staleOnly: false };

let dir: string;
let db: LibraryWriter;
let pools: WorkerPool[];
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-job-failure-'));
  db = makeTestLibrary(path.join(dir, 'library.db'), generatePuzzles(60, 5));
  pools = [];
});
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.terminate()));
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function goodPool(): WorkerPool {
  const pool = createWorkerPool({ size: 1, budgetMs: 30_000, spawn: threadSpawner(FIXTURE) });
  pools.push(pool);
  return pool;
}

function open(): { jobId: number; resumed: boolean } {
  const opened = openRateJob(db, SPEC, RATERS, () => readPuzzleIds(db));
  if (opened.jobId === undefined) throw new Error('nothing to rate');
  return opened;
}

const ratingCount = (): number => db.prepare('SELECT count(*) FROM ratings').pluck().get() as number;

it('marks a job whose library refuses a write failed with the reason, and resumes it with the same spec', async () => {
  const { jobId } = open();
  // The library refuses the third batch's ratings (as a full disk would).
  db.exec(`CREATE TEMP TRIGGER refuse AFTER INSERT ON main.ratings WHEN (SELECT count(*) FROM main.ratings) > 20
           BEGIN SELECT RAISE(ABORT, 'the disk is full (simulated)'); END`);
  const failed = await runRateJob(db, jobId, { pool: goodPool(), findRater, batchSize: 10 });
  expect(failed.status).toBe('failed');
  expect(failed.error).toMatch(/the disk is full \(simulated\)/);
  expect(readJob(db, jobId)).toMatchObject({ status: 'failed', error: expect.stringMatching(/disk is full/) });
  const kept = ratingCount();
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(60);

  db.exec('DROP TRIGGER refuse');
  const again = open();
  expect(again).toEqual({ jobId, resumed: true });
  const done = await runRateJob(db, jobId, { pool: goodPool(), findRater, batchSize: 10 });
  expect(done).toMatchObject({ status: 'done', done: 60, failed: 0, error: null });
  expect(ratingCount()).toBe(60);
});

it('marks a job whose workers cannot start failed with the reason, and resumes it', async () => {
  const { jobId } = open();
  const broken = createWorkerPool({
    size: 1,
    budgetMs: 1_000,
    spawn: () => {
      throw new Error('no worker can start here');
    },
  });
  pools.push(broken);
  const failed = await runRateJob(db, jobId, { pool: broken, findRater });
  expect(failed.status).toBe('failed');
  expect(failed.error).toMatch(/no worker can start here/);
  expect(open()).toEqual({ jobId, resumed: true });
  expect(await runRateJob(db, jobId, { pool: goodPool(), findRater })).toMatchObject({ status: 'done', done: 60 });
});

it('finds a job a crash left "running" at start and runs it to the end', async () => {
  const { jobId } = open();
  writeJobStatus(db, jobId, 'running');
  const service = new RateJobService({ db, createPool: goodPool, findRater });
  expect(service.resumeUnfinished()).toEqual([jobId]);
  await service.idle();
  expect(readJob(db, jobId)).toMatchObject({ status: 'done', done: 60 });
  expect(ratingCount()).toBe(60);
});
