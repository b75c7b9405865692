import { describe, expect, it, vi } from 'vitest';
import { rateLines, THREADS_FROM, type RateLine } from '../../src/cli/commands/rate';
import { threadsLeavingOneCore } from '../../src/main/services/jobs/threadCounts';
import * as threadTransport from '../../src/main/services/jobs/threadTransport';
import { readSampleLines, sampleEvery } from '../support/data';

// The real pool, watched: which sizes of pool `rate` asks for.
vi.mock('../../src/main/services/jobs/threadTransport', { spy: true });
// A machine of some cores, as each test says.
const cores = vi.hoisted(() => ({ count: 4 }));
vi.mock('node:os', async (original) => ({ ...(await original<typeof import('node:os')>()), availableParallelism: () => cores.count }));

const PUZZLES = sampleEvery(readSampleLines('hodoku-levels.csv').slice(1), 8).map((line) => line.split(',')[0]!);

async function* linesOf(puzzles: readonly string[]): AsyncGenerator<RateLine> {
  for (const [index, text] of puzzles.entries()) yield { line: index + 1, text, fields: {} };
}

async function rateAll(puzzles: readonly string[], jobs?: number): Promise<string[]> {
  const out: string[] = [];
  for await (const result of rateLines(linesOf(puzzles), ['grader', 'hodoku'], {}, jobs)) out.push(JSON.stringify(result));
  return out;
}

describe('patti rate without --jobs', () => {
  it('uses one thread per core but one, at most 7', () => {
    expect([1, 2, 3, 4, 16].map((count) => ((cores.count = count), threadsLeavingOneCore()))).toEqual([1, 1, 2, 3, 7]);
  });

  it('rates a short input in this thread', async () => {
    cores.count = 4;
    vi.mocked(threadTransport.createRateThreadPool).mockClear();
    const puzzles = PUZZLES.slice(0, 10);
    expect(await rateAll(puzzles)).toEqual(await rateAll(puzzles, 1));
    expect(threadTransport.createRateThreadPool).not.toHaveBeenCalled();
  });

  it('rates a long input on worker threads, every line once and in order', async () => {
    expect(PUZZLES.length).toBeGreaterThanOrEqual(THREADS_FROM);
    cores.count = 4;
    vi.mocked(threadTransport.createRateThreadPool).mockClear();
    const threaded = await rateAll(PUZZLES);
    expect(threadTransport.createRateThreadPool).toHaveBeenCalledTimes(1);
    expect(threadTransport.createRateThreadPool).toHaveBeenCalledWith({ size: 3 });
    expect(threaded).toEqual(await rateAll(PUZZLES, 1));
  });

  it('rates a long input in this thread on two cores', async () => {
    cores.count = 2;
    vi.mocked(threadTransport.createRateThreadPool).mockClear();
    await rateAll(PUZZLES.slice(0, THREADS_FROM));
    expect(threadTransport.createRateThreadPool).not.toHaveBeenCalled();
  });
});
