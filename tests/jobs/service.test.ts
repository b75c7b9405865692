import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LibraryWriter } from '../../src/main/services/library/store/db';
import { readJob } from '../../src/main/services/library/store/jobs';
import { readPuzzleIds } from '../../src/main/services/library/store/list';
import { createWorkerPool } from '../../src/main/services/jobs/pool';
import { RateJobService, type RateJobEvent } from '../../src/main/services/jobs/rateJobService';
import type { RaterInfo } from '../../src/main/services/jobs/ratingRows';
import { threadSpawner } from '../../src/main/services/jobs/threadTransport';
import { tsxLoaderUrl } from '../../src/main/services/jobs/workerEntry';
import { makeTestLibrary, samplePuzzles } from '../support/jobsLibrary';

const FIXTURE = { file: path.join(import.meta.dirname, 'jobWorker.fixture.ts'), execArgv: ['--import', tsxLoaderUrl()] };
const RATERS: RaterInfo[] = [
  { id: 'clues', version: 1, usesOptions: [] },
  { id: 'burn', version: 1, usesOptions: ['runs'] },
];
const findRater = (id: string) => RATERS.find((rater) => rater.id === id);

let dir: string;
let db: LibraryWriter;
let service: RateJobService;
let events: RateJobEvent[];
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-service-'));
  db = makeTestLibrary(path.join(dir, 'library.db'), samplePuzzles(60));
  service = new RateJobService({
    db,
    findRater,
    createPool: () => createWorkerPool({ size: 2, budgetMs: 30_000, spawn: threadSpawner(FIXTURE) }),
  });
  events = [];
  service.on((event) => events.push(event));
});
afterEach(async () => {
  await service.idle();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const spec = (raterIds: string[], options = {}) => ({ raterIds, options, selection: {}, staleOnly: false });
const all = () => readPuzzleIds(db);

describe('RateJobService', () => {
  it('runs queued jobs one after another and reports their progress and end', async () => {
    const first = service.start(spec(['clues']), all)!;
    const second = service.start(spec(['burn'], { runs: 1 }), all)!;
    expect(service.state()).toEqual({ running: first, queued: [second] });
    await service.idle();
    const finished = events.filter((e) => e.type === 'finished').map((e) => [e.summary.jobId, e.summary.status, e.summary.done]);
    expect(finished).toEqual([
      [first, 'done', 60],
      [second, 'done', 60],
    ]);
    const progress = events.filter((e) => e.type === 'progress').map((e) => e.progress.jobId);
    expect(progress.indexOf(second)).toBeGreaterThan(progress.lastIndexOf(first)); // never interleaved
    expect(service.start(spec(['clues']), all)).toBeUndefined(); // all rated now
  });

  it('pauses a job (resumed at the next start) and cancels one for good (not resumed)', async () => {
    const paused = service.start(spec(['burn'], { runs: 20 }), all)!;
    const cancelled = service.start(spec(['burn'], { runs: 21 }), all)!;
    service.cancel(cancelled); // still queued: cancelled at once
    await new Promise<void>((resolve) => service.on((e) => e.type === 'progress' && e.progress.done >= 10 && resolve()));
    service.pause(paused);
    await service.idle();
    expect(readJob(db, paused)!.status).toBe('paused');
    expect(readJob(db, cancelled)!.status).toBe('cancelled');
    expect(readJob(db, paused)!.done).toBeLessThan(60);

    // The next start of the app: only the paused job comes back, and completes.
    expect(service.resumeUnfinished()).toEqual([paused]);
    await service.idle();
    expect(readJob(db, paused)).toMatchObject({ status: 'done', done: 60, failed: 0 });
    expect(db.prepare("SELECT count(*) FROM ratings WHERE rater = 'burn' AND parameters = '{\"runs\":20}'").pluck().get()).toBe(60);
  });

  it('cancels a running job: it keeps its committed ratings and is not resumed', async () => {
    const jobId = service.start(spec(['burn'], { runs: 20 }), all)!;
    await new Promise<void>((resolve) => service.on((e) => e.type === 'progress' && e.progress.done >= 10 && resolve()));
    service.cancel(jobId);
    await service.idle();
    const job = readJob(db, jobId)!;
    expect(job.status).toBe('cancelled');
    expect(db.prepare("SELECT count(*) FROM ratings WHERE rater = 'burn'").pluck().get()).toBe(job.done);
    expect(events.filter((e) => e.type === 'finished').map((e) => e.summary.status)).toEqual(['cancelled']);
    expect(service.resumeUnfinished()).toEqual([]);
  });
});
