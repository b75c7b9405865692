import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkspaceReply, WorkspaceRequest, WorkspaceToWorker } from '../../../shared/workspaceProtocol';
import { WorkspaceCallError, WorkspaceLane, type WorkspaceTransport } from './workspaceLane';

/** A worker the test drives by hand: it records requests and replies when told. */
class FakeWorker implements WorkspaceTransport {
  readonly posted: WorkspaceRequest[] = [];
  readonly cancels: number[] = [];
  warmUps = 0;
  /** Every message in the order it came: 'warm-up', 'cancel' or the request's method. */
  readonly sent: string[] = [];
  killed = false;
  private replyListener: (reply: WorkspaceReply) => void = () => {};
  private exitListener: (reason: string) => void = () => {};
  post(message: WorkspaceToWorker): void {
    this.sent.push('type' in message ? message.type : message.method);
    if (!('type' in message)) this.posted.push(message);
    else if (message.type === 'cancel') this.cancels.push(message.seq);
    else this.warmUps++;
  }
  onReply(listener: (reply: WorkspaceReply) => void): void {
    this.replyListener = listener;
  }
  onExit(listener: (reason: string) => void): void {
    this.exitListener = listener;
  }
  async kill(): Promise<void> {
    this.killed = true;
  }
  ready(): void {
    this.replyListener({ type: 'ready', pid: 1 });
  }
  answer(value: unknown, index = this.posted.length - 1): void {
    this.replyListener({ seq: this.posted[index]!.seq, ok: true, value });
  }
  part(part: unknown): void {
    this.replyListener({ seq: this.posted.at(-1)!.seq, part });
  }
  fail(error: string): void {
    this.replyListener({ seq: this.posted.at(-1)!.seq, ok: false, error });
  }
  die(reason: string): void {
    this.exitListener(reason);
  }
}

const JOB = { puzzle: 'p', solution: 's', set: 'se', libraryId: null } as const;

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

let lanes: WorkspaceLane[] = [];
function laneOf(
  budgetMs = 10_000,
  more: { warmUp?: boolean; startOnFirstCall?: boolean; warmUpAfterIdleMs?: number } = {},
): { lane: WorkspaceLane; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const lane = new WorkspaceLane({
    name: 'test worker',
    budgetMs,
    ...more,
    spawn: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
  });
  lanes.push(lane);
  return { lane, workers };
}

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(lanes.map((lane) => lane.close()));
  lanes = [];
});

describe('WorkspaceLane', () => {
  it('sends calls one at a time, in order, once the worker is ready', async () => {
    const { lane, workers } = laneOf();
    const first = lane.call('readPuzzle', 'a');
    const second = lane.call('redundantGivens', 'b');
    expect(workers[0]!.posted).toEqual([]);
    workers[0]!.ready();
    expect(workers[0]!.posted.map((r) => r.method)).toEqual(['readPuzzle']);
    workers[0]!.answer('one');
    expect(workers[0]!.posted.map((r) => [r.method, r.input])).toEqual([
      ['readPuzzle', 'a'],
      ['redundantGivens', 'b'],
    ]);
    workers[0]!.answer('two');
    expect(await first).toBe('one');
    expect(await second).toBe('two');
  });

  it("passes a method's own error on as it is", async () => {
    const { lane, workers } = laneOf();
    workers[0]!.ready();
    const call = lane.call('readPuzzle', 'x');
    workers[0]!.fail('asPuzzle: not a normalized puzzle');
    await expect(call).rejects.toMatchObject({ failure: 'method', message: 'asPuzzle: not a normalized puzzle' });
  });

  it('fails the call a crashed worker was on, starts a new worker, and answers the calls behind it there', async () => {
    const { lane, workers } = laneOf();
    workers[0]!.ready();
    const lost = lane.call('hint', { givens: '', values: '', marks: null, set: 'se' });
    const next = lane.call('readPuzzle', 'after');
    workers[0]!.die('worker thread exited with code 3');
    await expect(lost).rejects.toThrow(/stopped while computing hint \(worker thread exited with code 3\)/);
    expect(workers).toHaveLength(2);
    workers[1]!.ready();
    expect(workers[1]!.posted.map((r) => r.input)).toEqual(['after']);
    workers[1]!.answer('fine');
    expect(await next).toBe('fine');
  });

  it('stops a call over its budget, says so, and goes on with a new worker', async () => {
    vi.useFakeTimers();
    const { lane, workers } = laneOf(500);
    workers[0]!.ready();
    const slow = lane.call('quickRatings', 'monster');
    const after = lane.call('readPuzzle', 'next');
    vi.advanceTimersByTime(501);
    await expect(slow).rejects.toThrow(/^Over budget: quickRatings took longer than 0.5 s/);
    await expect(slow).rejects.toBeInstanceOf(WorkspaceCallError);
    expect(workers[0]!.killed).toBe(true);
    workers[1]!.ready();
    workers[1]!.answer('ok');
    expect(await after).toBe('ok');
  });

  it("hands a call's parts on as they come, and counts its budget from the last one", async () => {
    vi.useFakeTimers();
    const { lane, workers } = laneOf(500);
    workers[0]!.ready();
    const parts: unknown[] = [];
    const trace = lane.call('trace', JOB, { onPart: (part) => parts.push(part) });
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(400);
      workers[0]!.part({ from: i });
    }
    expect(parts).toEqual([{ from: 0 }, { from: 1 }, { from: 2 }, { from: 3 }]);
    workers[0]!.answer('whole');
    expect(await trace).toBe('whole');
    const silent = lane.call('trace', JOB, { onPart: () => undefined });
    vi.advanceTimersByTime(501);
    await expect(silent).rejects.toThrow(/^Over budget: trace took longer than 0.5 s without news/);
  });

  it('cancels a waiting call at once, and asks the worker to stop a running one', async () => {
    const { lane, workers } = laneOf();
    workers[0]!.ready();
    const running = new AbortController();
    const waiting = new AbortController();
    const first = lane.call('trace', JOB, { signal: running.signal });
    const second = lane.call('trace', JOB, { signal: waiting.signal });
    const third = lane.call('readPuzzle', 'after');
    waiting.abort();
    await expect(second).rejects.toMatchObject({ failure: 'cancelled' });
    running.abort();
    expect(workers[0]!.cancels).toEqual([workers[0]!.posted[0]!.seq]);
    workers[0]!.fail('cancelled');
    await expect(first).rejects.toMatchObject({ failure: 'cancelled' });
    expect(workers[0]!.posted.map((r) => r.input)).toEqual([JOB, 'after']);
    workers[0]!.answer('read');
    expect(await third).toBe('read');
    await expect(lane.call('trace', JOB, { signal: AbortSignal.abort() })).rejects.toMatchObject({ failure: 'cancelled' });
  });

  it('fails waiting calls after workers that cannot start, and tries again on the next call', async () => {
    const { lane, workers } = laneOf();
    const call = lane.call('readPuzzle', 'x');
    for (let i = 0; i < 3; i++) workers[i]!.die('cannot find module');
    await expect(call).rejects.toMatchObject({ failure: 'start' });
    expect(workers).toHaveLength(3);
    const again = lane.call('readPuzzle', 'y');
    await flush();
    expect(workers).toHaveLength(4);
    workers[3]!.ready();
    workers[3]!.answer('started');
    expect(await again).toBe('started');
  });

  it('shuts down: waiting calls fail with a message, the worker is stopped, later calls are refused', async () => {
    const { lane, workers } = laneOf();
    workers[0]!.ready();
    const running = lane.call('trace', { puzzle: 'p', solution: 's', set: 'se', libraryId: null });
    const waiting = lane.call('readPuzzle', 'w');
    await lane.close();
    await expect(running).rejects.toThrow(/shutting down/);
    await expect(waiting).rejects.toThrow(/shutting down/);
    expect(workers[0]!.killed).toBe(true);
    await expect(lane.call('readPuzzle', 'z')).rejects.toMatchObject({ failure: 'closed' });
  });

  it('asks each worker it starts to warm up, when it is a warming lane, and starts one at the first call when told to', async () => {
    const plain = laneOf();
    plain.workers[0]!.ready();
    expect(plain.workers[0]!.warmUps).toBe(0);

    const warming = laneOf(10_000, { warmUp: true, startOnFirstCall: true });
    expect(warming.workers).toHaveLength(0);
    const call = warming.lane.call('quickRatings', 'x');
    expect(warming.workers).toHaveLength(1);
    warming.workers[0]!.ready();
    // The call that waited goes first; the warm-up only once the worker has nothing else to do.
    expect(warming.workers[0]!.sent).toEqual(['quickRatings']);
    expect(warming.workers[0]!.posted).toMatchObject([{ method: 'quickRatings', input: 'x' }]);
    const second = warming.lane.call('quickRatings', 'y');
    warming.workers[0]!.answer('first');
    await flush();
    expect(warming.workers[0]!.sent).toEqual(['quickRatings', 'quickRatings']);
    warming.workers[0]!.answer('second');
    await expect(second).resolves.toBe('second');
    expect(warming.workers[0]!.sent).toEqual(['quickRatings', 'quickRatings', 'warm-up']);
    await expect(call).resolves.toBe('first');
    const third = warming.lane.call('quickRatings', 'z');
    // A worker that dies is replaced, and the new one is asked too, once, when idle.
    warming.workers[0]!.die('killed');
    await expect(third).rejects.toMatchObject({ failure: 'crash' });
    warming.workers[1]!.ready();
    expect(warming.workers[1]!.warmUps).toBe(1);
    expect(warming.workers[0]!.warmUps).toBe(1);
  });

  it('asks for the warm-up only once the worker has been idle as long as told, a call meanwhile putting it off', async () => {
    vi.useFakeTimers();
    try {
      const { lane, workers } = laneOf(10_000, { warmUp: true, warmUpAfterIdleMs: 1000 });
      workers[0]!.ready();
      vi.advanceTimersByTime(600);
      expect(workers[0]!.warmUps).toBe(0);
      const call = lane.call('readPuzzle', 'a');
      vi.advanceTimersByTime(600);
      workers[0]!.answer('read');
      await expect(call).resolves.toBe('read');
      // Idle again from the answer on: 1000 ms more, not what was left before the call.
      vi.advanceTimersByTime(900);
      expect(workers[0]!.warmUps).toBe(0);
      vi.advanceTimersByTime(200);
      expect(workers[0]!.sent).toEqual(['readPuzzle', 'warm-up']);
      // Once per worker.
      const again = lane.call('readPuzzle', 'b');
      workers[0]!.answer('read again');
      await again;
      vi.advanceTimersByTime(5000);
      expect(workers[0]!.warmUps).toBe(1);
      await lane.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
