import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

/** A stand-in for Electron's UtilityProcess. */
class FakeChild extends EventEmitter {
  readonly posted: unknown[] = [];
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  kill(): boolean {
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

const { createUtilityWorkspaceWorkers } = await import('./utilityWorkspace');
const { WARM_UP_AFTER_IDLE_MS } = await import('./workspaceWorkers');

describe('the workspace workers as utility processes (Electron mocked)', () => {
  it('forks three named workspace workers and routes quick, trace and slow calls to different ones', async () => {
    const workers = createUtilityWorkspaceWorkers();
    // The quick worker at once; the traces' one when the quick one is ready; the slow lane's at its first call.
    expect(fork).toHaveBeenCalledTimes(1);
    expect((fork.mock.calls[0] as unknown[])[0]).toMatch(/workspaceWorker\.(ts|js)$/);
    expect((fork.mock.calls[0] as unknown[])[2]).toMatchObject({ serviceName: 'Patti workspace worker' });
    children[0]!.emit('message', { type: 'ready', pid: 1 });
    expect(fork).toHaveBeenCalledTimes(2);
    const slow = workers.call('quickRatings', 'x');
    expect(fork).toHaveBeenCalledTimes(3);
    for (const child of children.slice(1)) child.emit('message', { type: 'ready', pid: 1 });
    const quick = workers.call('readPuzzle', 'y');
    const job = { puzzle: 'p', solution: 's', set: 'se', libraryId: null } as const;
    const trace = workers.call('trace', job);
    // Calls go first; a worker is asked to warm up only once it has been idle a while.
    expect(children[0]!.posted).toMatchObject([{ method: 'readPuzzle', input: 'y' }]);
    expect(children[1]!.posted).toMatchObject([{ method: 'trace', input: job }]);
    expect(children[2]!.posted).toMatchObject([{ method: 'quickRatings', input: 'x' }]);
    const seqOf = (child: FakeChild): number => (child.posted.at(-1) as { seq: number }).seq;
    children[0]!.emit('message', { seq: seqOf(children[0]!), ok: true, value: 'read' });
    expect(await quick).toBe('read');
    children[2]!.emit('message', { seq: seqOf(children[2]!), ok: true, value: 'rated' });
    expect(await slow).toBe('rated');
    children[1]!.emit('message', { seq: seqOf(children[1]!), ok: true, value: 'traced' });
    expect(await trace).toBe('traced');
    await vi.waitFor(
      () => expect(children.map((child) => child.posted.at(-1))).toEqual([{ type: 'warm-up' }, { type: 'warm-up' }, { type: 'warm-up' }]),
      { timeout: WARM_UP_AFTER_IDLE_MS + 2000 },
    );
    await workers.close();
  });
});
