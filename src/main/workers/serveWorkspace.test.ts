import { describe, expect, it, vi } from 'vitest';
import { readPuzzle } from '../../core/replay/puzzleInput';
import { isWorkspaceReply, isWorkspaceRequest, type WorkspaceReply } from '../../shared/workspaceProtocol';
import { serveWorkspaceRequests, WORKSPACE_HANDLERS } from './serveWorkspace';
import type { WorkerChannel } from './workerChannel';

const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function fakeParent(): { channel: WorkerChannel<WorkspaceReply>; posted: WorkspaceReply[]; send(message: unknown): void } {
  const posted: WorkspaceReply[] = [];
  let listener: ((message: unknown) => void) | undefined;
  return {
    channel: { post: (reply) => posted.push(reply), onMessage: (l) => (listener = l), close: () => undefined },
    posted,
    send: (message) => listener!(message),
  };
}

describe('serveWorkspaceRequests', () => {
  it('says ready, then answers each request with its sequence number and value', () => {
    const parent = fakeParent();
    serveWorkspaceRequests(parent.channel);
    expect(parent.posted[0]).toMatchObject({ type: 'ready' });
    parent.send({ seq: 4, method: 'readPuzzle', input: WIKIPEDIA });
    expect(parent.posted[1]).toEqual({ seq: 4, ok: true, value: readPuzzle(WIKIPEDIA) });
    expect(parent.posted.every(isWorkspaceReply)).toBe(true);
  });

  it('answers a method that throws with its message, and a malformed request without crashing', () => {
    const parent = fakeParent();
    serveWorkspaceRequests(parent.channel, {
      handlers: {
        ...WORKSPACE_HANDLERS,
        redundantGivens: () => {
          throw new Error('no way');
        },
      },
    });
    parent.send({ seq: 1, method: 'redundantGivens', input: WIKIPEDIA });
    parent.send({ seq: 2, method: 'format-disk', input: null });
    parent.send('hello');
    expect(parent.posted.slice(1)).toEqual([
      { seq: 1, ok: false, error: 'no way' },
      { seq: 2, ok: false, error: 'workspace worker: not a request it knows' },
    ]);
  });

  it("sends a trace's parts with the request's number, and stops a trace it is told to cancel", async () => {
    const read = readPuzzle(WIKIPEDIA);
    if (read.kind === 'problem') throw new Error(read.message);
    const job = { puzzle: read.puzzle, solution: read.solution, set: 'se', libraryId: null };
    const parent = fakeParent();
    serveWorkspaceRequests(parent.channel);
    parent.send({ seq: 7, method: 'trace', input: job });
    parent.send({ type: 'cancel', seq: 7 });
    await vi.waitFor(() => expect(parent.posted.at(-1)).toEqual({ seq: 7, ok: false, error: 'cancelled' }));
    parent.send({ seq: 8, method: 'trace', input: job });
    await vi.waitFor(() => expect(parent.posted.at(-1)).toMatchObject({ seq: 8, ok: true, value: { kind: 'trace' } }));
    expect(parent.posted.every(isWorkspaceReply)).toBe(true);
  });

  it('warms up only when asked, slice by slice between requests, and only logs a failed warm-up', async () => {
    const order: string[] = [];
    const parent = fakeParent();
    const post = parent.channel.post;
    parent.channel.post = (reply) => {
      order.push('seq' in reply ? `answer ${reply.seq}` : 'ready');
      post(reply);
    };
    let left = 3;
    serveWorkspaceRequests(parent.channel, {
      warmUp: () => () => {
        order.push('slice');
        return --left > 0;
      },
    });
    parent.send({ seq: 1, method: 'readPuzzle', input: WIKIPEDIA });
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['ready', 'answer 1']);
    parent.send({ type: 'warm-up' });
    // A request that comes before the first slice is answered first.
    parent.send({ seq: 2, method: 'readPuzzle', input: WIKIPEDIA });
    await vi.waitFor(() => expect(order.filter((entry) => entry === 'slice')).toHaveLength(3));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['ready', 'answer 1', 'answer 2', 'slice', 'slice', 'slice']);

    const failing = fakeParent();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveWorkspaceRequests(failing.channel, {
      warmUp: () => {
        throw new Error('cold');
      },
    });
    expect(failing.posted[0]).toMatchObject({ type: 'ready' });
    failing.send({ type: 'warm-up' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cold'));
    warn.mockRestore();
  });

  it('runs no warm-up slice while a request is being answered', async () => {
    const parent = fakeParent();
    let slices = 0;
    let finishTrace: (value: never) => void = () => undefined;
    serveWorkspaceRequests(parent.channel, {
      handlers: { ...WORKSPACE_HANDLERS, trace: () => new Promise((resolve) => (finishTrace = resolve)) },
      warmUp: () => () => {
        slices++;
        return true;
      },
    });
    parent.send({ seq: 1, method: 'trace', input: null });
    parent.send({ type: 'warm-up' });
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(slices).toBe(0);
    finishTrace(null as never);
    await vi.waitFor(() => expect(slices).toBeGreaterThan(0));
    expect(parent.posted.at(-1)).toEqual({ seq: 1, ok: true, value: null });
  });

  it('recognizes requests and replies by shape', () => {
    expect(isWorkspaceRequest({ seq: 1, method: 'trace', input: {} })).toBe(true);
    expect(isWorkspaceRequest({ seq: '1', method: 'trace' })).toBe(false);
    expect(isWorkspaceReply({ seq: 1, ok: false })).toBe(false);
    expect(isWorkspaceReply({ seq: 1, ok: true, value: null })).toBe(true);
  });
});
