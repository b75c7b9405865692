import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, PoolClosedError, type PoolEvent, type WorkerPool } from '../../src/main/services/jobs/pool';
import { threadSpawner } from '../../src/main/services/jobs/threadTransport';
import { tsxLoaderUrl } from '../../src/main/services/jobs/workerEntry';

const FIXTURE = { file: path.join(import.meta.dirname, 'jobWorker.fixture.ts'), execArgv: ['--import', tsxLoaderUrl()] };
const PUZZLE = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';

let pools: WorkerPool[] = [];
function pool(size: number, budgetMs = 30_000): { pool: WorkerPool; events: PoolEvent[] } {
  const created = createWorkerPool({ size, budgetMs, spawn: threadSpawner(FIXTURE) });
  const events: PoolEvent[] = [];
  created.on((event) => events.push(event));
  pools.push(created);
  return { pool: created, events };
}

afterEach(async () => {
  await Promise.all(pools.map((p) => p.terminate()));
  pools = [];
});

const tasks = (texts: string[]) => texts.map((text, key) => ({ key, text }));

describe('the worker pool (real worker threads)', () => {
  it('rates batches on several workers and returns outcomes in task order', async () => {
    const { pool: p } = pool(2);
    const texts = Array.from({ length: 40 }, (_, i) => PUZZLE.slice(0, i) + '.' + PUZZLE.slice(i + 1));
    const batches = [texts.slice(0, 10), texts.slice(10, 25), texts.slice(25)];
    const results = await Promise.all(batches.map((b) => p.run({ tasks: tasks(b), raterIds: ['clues'], options: {} })));
    results.forEach((outcomes, b) => {
      expect(outcomes.map((o) => o.key)).toEqual(batches[b]!.map((_, i) => i));
      outcomes.forEach((o, i) => {
        const text = batches[b]![i]!;
        expect(o).toEqual({ key: i, ok: true, row: { puzzle: text, clues: [...text].filter((c) => c !== '.').length } });
      });
    });
  });

  it('kills a worker whose puzzle exceeds the budget, fails that puzzle and finishes the batch on a new worker', async () => {
    const { pool: p, events } = pool(1, 2000);
    const outcomes = await p.run({ tasks: tasks([PUZZLE, PUZZLE + 'SPIN', PUZZLE, PUZZLE]), raterIds: ['clues', 'spin'], options: {} });
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true, true]);
    expect(outcomes[1]).toMatchObject({ key: 1, cause: 'budget' });
    expect(outcomes[1]!.ok === false && outcomes[1]!.reason).toMatch(/budget exceeded/);
    expect(events.filter((e) => e.type === 'budget')).toEqual([{ type: 'budget', worker: 0, key: 1, budgetMs: 2000 }]);
    expect(events.filter((e) => e.type === 'ready')).toHaveLength(2);
  });

  it('does not blame a worker for a main thread too busy to read its answers in time', async () => {
    const { pool: p, events } = pool(1, 1500);
    await p.run({ tasks: tasks([PUZZLE]), raterIds: ['clues'], options: {} }); // the worker is up
    // Each puzzle takes 1000 ms, within the 1500 ms budget. The main thread blocks for 1700 ms:
    // when it wakes, the budget timer has fired, one answer waits unread, the next puzzle runs.
    const running = p.run({ tasks: tasks([PUZZLE, PUZZLE, PUZZLE]), raterIds: ['burn'], options: { runs: 1000 } });
    const until = performance.now() + 1700;
    while (performance.now() < until);
    expect((await running).every((o) => o.ok)).toBe(true);
    expect(events.filter((e) => e.type === 'budget')).toEqual([]);
  });

  it('retries a crashed batch once on a new worker: a puzzle that crashes once is rated on the retry', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'patti-pool-'));
    try {
      const { pool: p, events } = pool(1);
      const outcomes = await p.run({
        tasks: tasks([PUZZLE, `${PUZZLE}CRASHONCE:${path.join(dir, 'marker')}`, PUZZLE]),
        raterIds: ['crashOnce'],
        options: {},
      });
      expect(outcomes.every((o) => o.ok)).toBe(true);
      expect(outcomes[1]).toMatchObject({ ok: true, row: { crashOnce: 'survived' } });
      expect(events.filter((e) => e.type === 'crash')).toMatchObject([{ key: 1, retried: true }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('marks a puzzle that crashes its worker twice as failed with the reason, and rates the rest', async () => {
    const { pool: p, events } = pool(1);
    const outcomes = await p.run({ tasks: tasks([PUZZLE, PUZZLE + 'CRASH', PUZZLE, PUZZLE]), raterIds: ['clues', 'crash'], options: {} });
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true, true]);
    expect(outcomes[1]).toMatchObject({ key: 1, ok: false, cause: 'crash' });
    expect(outcomes[1]!.ok === false && outcomes[1]!.reason).toMatch(/crashed twice.*code 7/);
    expect(events.filter((e) => e.type === 'crash').map((e) => e.retried)).toEqual([true, false]);
  });

  it('contains a rater that runs out of memory in its worker (heap limit): failed after the retry, the rest rated', async () => {
    const hogs = createWorkerPool({ size: 1, budgetMs: 30_000, spawn: threadSpawner(FIXTURE, { maxHeapMb: 64 }) });
    pools.push(hogs);
    const outcomes = await hogs.run({ tasks: tasks([PUZZLE + 'HOG', PUZZLE]), raterIds: ['clues', 'hog'], options: {} });
    expect(outcomes[0]).toMatchObject({ ok: false, cause: 'crash' });
    expect(outcomes[0]!.ok === false && outcomes[0]!.reason).toMatch(/crashed twice.*out of memory/i);
    expect(outcomes[1]!.ok).toBe(true);
  });

  it("reports a rater's own error for that puzzle only", async () => {
    const { pool: p } = pool(1);
    const outcomes = await p.run({ tasks: tasks([PUZZLE + 'THROW', PUZZLE]), raterIds: ['throw'], options: {} });
    expect(outcomes[0]).toEqual({ key: 0, ok: false, cause: 'error', reason: 'this rater refuses the puzzle' });
    expect(outcomes[1]!.ok).toBe(true);
  });

  it('fails every puzzle of a request the worker cannot carry out (unknown rater)', async () => {
    const { pool: p } = pool(1);
    const outcomes = await p.run({ tasks: tasks([PUZZLE, PUZZLE]), raterIds: ['nope'], options: {} });
    expect(outcomes).toEqual([0, 1].map((key) => ({ key, ok: false, cause: 'error', reason: 'unknown rater: nope' })));
  });

  it('rejects running batches when terminated, and refuses new ones', async () => {
    const { pool: p } = pool(1);
    const running = p.run({ tasks: tasks([PUZZLE + 'SPIN']), raterIds: ['spin'], options: {} }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await p.terminate();
    expect(await running).toBeInstanceOf(PoolClosedError);
    await expect(p.run({ tasks: tasks([PUZZLE]), raterIds: ['clues'], options: {} })).rejects.toBeInstanceOf(PoolClosedError);
  });

  it('fails the pool when workers cannot start at all', async () => {
    const broken = createWorkerPool({
      size: 1,
      budgetMs: 1000,
      spawn: threadSpawner({ file: path.join(import.meta.dirname, 'no-such-worker.ts'), execArgv: FIXTURE.execArgv }),
    });
    pools.push(broken);
    await expect(broken.run({ tasks: tasks([PUZZLE]), raterIds: ['clues'], options: {} })).rejects.toThrow(/fail to start/);
    // Later batches hear the same reason.
    await expect(broken.run({ tasks: tasks([PUZZLE]), raterIds: ['clues'], options: {} })).rejects.toThrow(/fail to start/);
  });

  it('treats a spawner that throws as a worker that cannot start', async () => {
    const broken = createWorkerPool({
      size: 2,
      budgetMs: 1000,
      spawn: () => {
        throw new Error('no utility process here');
      },
    });
    pools.push(broken);
    await expect(broken.run({ tasks: tasks([PUZZLE]), raterIds: ['clues'], options: {} })).rejects.toThrow(
      /could not start a worker: no utility process here/,
    );
  });
});
