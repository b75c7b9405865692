import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerRequest } from '../../../shared/workerProtocol';

/** A stand-in for Electron's UtilityProcess: an event emitter with postMessage and kill. */
class FakeChild extends EventEmitter {
  readonly posted: unknown[] = [];
  killed = false;
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  kill(): boolean {
    this.killed = true;
    queueMicrotask(() => this.emit('exit', 15));
    return true;
  }
}

const children: FakeChild[] = [];
const fork = vi.fn(() => {
  const child = new FakeChild();
  children.push(child);
  return child;
});
vi.mock('electron', () => ({ utilityProcess: { fork } }));

const { spawnUtilityProcess, utilitySpawner } = await import('./utilityTransport');
const { createWorkerPool } = await import('./pool');

afterEach(() => {
  children.length = 0;
  fork.mockClear();
});

const ENTRY = { file: '/app/out/main/workers/rateWorker.js', execArgv: [] };

describe('the utility-process transport (Electron mocked)', () => {
  it('forks the worker file as a named utility process and posts requests to it', () => {
    const transport = spawnUtilityProcess(ENTRY);
    expect(fork).toHaveBeenCalledWith(ENTRY.file, [], { serviceName: 'Patti rate worker', execArgv: [], stdio: 'inherit' });
    const request: WorkerRequest = { seq: 1, type: 'shutdown' };
    transport.post(request);
    expect(children[0]!.posted).toEqual([request]);
  });

  it('passes on well-formed replies only, and reports the exit with its code or fatal error', async () => {
    const transport = spawnUtilityProcess(ENTRY);
    const replies: unknown[] = [];
    const exits: string[] = [];
    transport.onReply((reply) => replies.push(reply));
    transport.onExit((reason) => exits.push(reason));
    const child = children[0]!;
    child.emit('message', { type: 'ready', pid: 42 });
    child.emit('message', { hello: 'not a reply' });
    expect(replies).toEqual([{ type: 'ready', pid: 42 }]);
    child.emit('error', 'FatalError', 'rater.ts:12');
    child.emit('exit', 134);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(exits).toEqual(['FatalError at rater.ts:12']);
  });

  it('kill resolves once the process has exited', async () => {
    const transport = spawnUtilityProcess(ENTRY);
    const exits: string[] = [];
    transport.onExit((reason) => exits.push(reason));
    await transport.kill();
    expect(children[0]!.killed).toBe(true);
    expect(exits).toEqual(['utility process exited with code 15']);
    await transport.kill(); // a second kill of a dead process does nothing
  });

  it('drives the worker pool: rate requests go out, item replies come back as outcomes, a crash is retried on a new process', async () => {
    const pool = createWorkerPool({ size: 1, budgetMs: 10_000, spawn: utilitySpawner(ENTRY) });
    const outcomes = pool.run({
      tasks: [
        { key: 5, text: 'a' },
        { key: 6, text: 'b' },
      ],
      raterIds: ['x'],
      options: { seed: 1 },
    });
    children[0]!.emit('message', { type: 'ready', pid: 1 });
    const first = children[0]!.posted[0] as Extract<WorkerRequest, { type: 'rate' }>;
    expect(first).toMatchObject({
      type: 'rate',
      raterIds: ['x'],
      options: { seed: 1 },
      tasks: [
        { key: 5, text: 'a' },
        { key: 6, text: 'b' },
      ],
    });
    children[0]!.emit('message', { seq: first.seq, type: 'item', index: 0, row: { x: 1 } });
    children[0]!.emit('exit', 1); // dies on the second task
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fork).toHaveBeenCalledTimes(2);
    children[1]!.emit('message', { type: 'ready', pid: 2 });
    const retry = children[1]!.posted[0] as Extract<WorkerRequest, { type: 'rate' }>;
    expect(retry.tasks).toEqual([{ key: 6, text: 'b' }]);
    children[1]!.emit('message', { seq: retry.seq, type: 'item', index: 0, row: { x: 2 } });
    children[1]!.emit('message', { seq: retry.seq, type: 'done' });
    expect(await outcomes).toEqual([
      { key: 5, ok: true, row: { x: 1 } },
      { key: 6, ok: true, row: { x: 2 } },
    ]);
    await pool.terminate();
  });
});
