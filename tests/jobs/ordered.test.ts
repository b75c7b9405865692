import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { createWorkerPool, type WorkerPool } from '../../src/main/services/jobs/pool';
import { BatchSizer, rateInOrder, type OrderedOutcome } from '../../src/main/services/jobs/rateInOrder';
import { createRateThreadPool, threadSpawner } from '../../src/main/services/jobs/threadTransport';
import { tsxLoaderUrl } from '../../src/main/services/jobs/workerEntry';
import { samplePuzzles } from '../support/jobsLibrary';
import { readSampleLines, sampleEvery } from '../support/data';

const FIXTURE = { file: path.join(import.meta.dirname, 'jobWorker.fixture.ts'), execArgv: ['--import', tsxLoaderUrl()] };
let pools: WorkerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.terminate()));
  pools = [];
});
const keep = (pool: WorkerPool): WorkerPool => (pools.push(pool), pool);

async function collect<T>(source: AsyncGenerator<OrderedOutcome<T>>): Promise<OrderedOutcome<T>[]> {
  const all: OrderedOutcome<T>[] = [];
  for await (const item of source) all.push(item);
  return all;
}

const clueCount = (puzzle: string): number => puzzle.replace(/\./g, '').length;

async function* slowly(texts: readonly string[]): AsyncGenerator<string> {
  for (const text of texts) {
    await new Promise((resolve) => setImmediate(resolve));
    yield text;
  }
}

describe('rateInOrder', () => {
  it('yields outcomes in input order whatever the workers, batch sizes and input stream', async () => {
    const texts = samplePuzzles(150).map((puzzle, i) => (i % 7 === 3 ? `${puzzle}THROW` : puzzle));
    const run = async (size: number, batchSize: number | undefined, stream: boolean) =>
      (
        await collect(
          rateInOrder(stream ? slowly(texts) : texts, {
            pool: keep(createWorkerPool({ size, budgetMs: 30_000, spawn: threadSpawner(FIXTURE) })),
            raterIds: ['clues', 'throw'],
            options: {},
            ...(batchSize ? { batchSize } : {}),
          }),
        )
      ).map(({ index, text, outcome }) => ({ index, text, outcome: outcome.ok ? outcome.row : outcome.reason }));
    const one = await run(1, undefined, false);
    // Items of any kind, with their text taken out by textOf, come back as they went in.
    const objects = texts.map((text, line) => ({ line, text }));
    const viaItems = await collect(
      rateInOrder(objects, {
        pool: keep(createWorkerPool({ size: 2, budgetMs: 30_000, spawn: threadSpawner(FIXTURE) })),
        raterIds: ['clues'],
        options: {},
        textOf: (o) => o.text,
      }),
    );
    expect(viaItems.map((entry) => entry.item)).toEqual(objects);
    expect(one.map((item) => item.index)).toEqual(texts.map((_, i) => i));
    expect(one.map((item) => item.text)).toEqual(texts);
    one.forEach((item, i) =>
      expect(item.outcome).toEqual(
        i % 7 === 3 ? 'this rater refuses the puzzle' : { puzzle: texts[i], clues: clueCount(texts[i]!), throw: 0 },
      ),
    );
    expect(await run(3, 1, true)).toEqual(one);
    expect(await run(2, 13, false)).toEqual(one);
  });

  it('gives, through the real rate worker, exactly what ratePuzzle gives in this thread', async () => {
    const texts = [
      ...sampleEvery(readSampleLines('se-bands.csv').slice(1), 12).map((line) => line.split(',')[0]!),
      ...samplePuzzles(10),
      'not a puzzle',
      '11' + '.'.repeat(79),
    ];
    const raterIds = ['grader'];
    const outcomes = await collect(rateInOrder(texts, { pool: keep(createRateThreadPool({ size: 2 })), raterIds, options: {} }));
    expect(outcomes.map((item) => item.outcome)).toEqual(
      texts.map((text, key) => ({ key, ok: true, row: ratePuzzle(text, raterIds, {}) })),
    );
    expect(outcomes.at(-1)!.outcome).toMatchObject({ ok: true, row: { error: { kind: expect.any(String) } } });
  });

  it('gives identical randomized ratings (nhc2, same seed) for any number of workers and any batching', async () => {
    const texts = sampleEvery(readSampleLines('hodoku-levels.csv').slice(1), 24).map((line) => line.split(',')[0]!);
    const settings = { raterIds: ['nhc2'], options: { runs: 5, seed: 7 } };
    const rows = async (size: number, batchSize: number) =>
      (await collect(rateInOrder(texts, { pool: keep(createRateThreadPool({ size })), ...settings, batchSize }))).map(
        (entry) => entry.outcome,
      );
    const oneWorker = await rows(1, 1);
    expect(await rows(2, 5)).toEqual(oneWorker);
    expect(oneWorker).toEqual(texts.map((text, key) => ({ key, ok: true, row: ratePuzzle(text, ['nhc2'], settings.options) })));
    // A different seed changes the numbers, so the comparison above can fail.
    expect(texts.map((text) => ratePuzzle(text, ['nhc2'], { runs: 5, seed: 8 }))).not.toEqual(oneWorker.map((o) => o.ok && o.row));
  });
});

describe('BatchSizer', () => {
  it('starts small, then aims at the target time per batch within its bounds', () => {
    const sizer = new BatchSizer(250, 256);
    expect(sizer.next()).toBe(4);
    sizer.record(10, 50, 2); // 10 puzzles in 50 ms on 2 busy workers: 10 ms of worker time each
    expect(sizer.next()).toBe(25);
    sizer.record(1000, 10, 1); // very fast puzzles: capped
    expect(sizer.next()).toBe(256);
    const slow = new BatchSizer(250, 256);
    slow.record(1, 5000, 1);
    expect(slow.next()).toBe(1);
  });
});
