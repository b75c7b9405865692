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

describe('the workspace workers as utility processes (Electron mocked)', () => {
  it('forks two named workspace workers and routes quick and slow calls to different ones', async () => {
    const workers = createUtilityWorkspaceWorkers();
    expect(fork).toHaveBeenCalledTimes(2);
    expect((fork.mock.calls[0] as unknown[])[0]).toMatch(/workspaceWorker\.(ts|js)$/);
    expect((fork.mock.calls[0] as unknown[])[2]).toMatchObject({ serviceName: 'Patti workspace worker' });
    for (const child of children) child.emit('message', { type: 'ready', pid: 1 });
    const slow = workers.call('quickRatings', 'x');
    const quick = workers.call('readPuzzle', 'y');
    expect(children[0]!.posted).toMatchObject([{ method: 'readPuzzle', input: 'y' }]);
    expect(children[1]!.posted).toMatchObject([{ method: 'quickRatings', input: 'x' }]);
    const seqOf = (child: FakeChild): number => (child.posted[0] as { seq: number }).seq;
    children[0]!.emit('message', { seq: seqOf(children[0]!), ok: true, value: 'read' });
    expect(await quick).toBe('read');
    children[1]!.emit('message', { seq: seqOf(children[1]!), ok: true, value: 'rated' });
    expect(await slow).toBe('rated');
    await workers.close();
  });
});
