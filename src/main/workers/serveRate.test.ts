import { describe, expect, it } from 'vitest';
import { isWorkerReply, isWorkerRequest, type WorkerReply } from '../../shared/workerProtocol';
import { serveRateRequests, type ParentChannel } from './serveRate';

/** An in-memory parent: what the worker posts is collected, `send` delivers a message to it. */
function fakeParent(): { channel: ParentChannel; posted: WorkerReply[]; send(message: unknown): void; closed: () => boolean } {
  const posted: WorkerReply[] = [];
  let listener: ((message: unknown) => void) | undefined;
  let closed = false;
  return {
    channel: { post: (reply) => posted.push(reply), onMessage: (l) => (listener = l), close: () => (closed = true) },
    posted,
    send: (message) => listener!(message),
    closed: () => closed,
  };
}

const rateOne = (text: string, raterIds: readonly string[]) => {
  if (text === 'bad') throw new Error('rater failed');
  return Object.fromEntries([['puzzle', text], ...raterIds.map((id) => [id, text.length])]);
};
const checkIds = (ids: readonly string[]) => (ids.includes('nope') ? 'unknown rater: nope' : undefined);

describe('serveRateRequests', () => {
  it('says ready, answers each task in order with its row or its error, then done', () => {
    const parent = fakeParent();
    serveRateRequests(parent.channel, rateOne, checkIds);
    expect(parent.posted).toEqual([{ type: 'ready', pid: process.pid }]);
    parent.send({
      seq: 4,
      type: 'rate',
      tasks: [
        { key: 9, text: 'ab' },
        { key: 10, text: 'bad' },
        { key: 11, text: 'abc' },
      ],
      raterIds: ['x'],
      options: {},
    });
    expect(parent.posted.slice(1)).toEqual([
      { seq: 4, type: 'item', index: 0, row: { puzzle: 'ab', x: 2 } },
      { seq: 4, type: 'itemError', index: 1, message: 'rater failed' },
      { seq: 4, type: 'item', index: 2, row: { puzzle: 'abc', x: 3 } },
      { seq: 4, type: 'done' },
    ]);
  });

  it('refuses a whole request with unknown raters, ignores malformed messages, and shuts down on request', () => {
    const parent = fakeParent();
    serveRateRequests(parent.channel, rateOne, checkIds);
    parent.send({ seq: 1, type: 'rate', tasks: [{ key: 1, text: 'a' }], raterIds: ['nope'], options: {} });
    parent.send({ type: 'rate' });
    parent.send({ seq: 2, type: 'shutdown' });
    expect(parent.posted.slice(1)).toEqual([
      { seq: 1, type: 'error', message: 'unknown rater: nope' },
      { type: 'log', level: 'warn', message: 'rate worker: ignored a malformed message' },
      { seq: 2, type: 'done' },
    ]);
    expect(parent.closed()).toBe(true);
  });
});

describe('worker protocol guards', () => {
  it('tell replies and requests from other messages', () => {
    expect(isWorkerReply({ type: 'item', seq: 1, index: 0, row: {} })).toBe(true);
    expect(isWorkerReply({ type: 'rate', seq: 1 })).toBe(false);
    expect(isWorkerReply(null)).toBe(false);
    expect(isWorkerRequest({ type: 'rate', seq: 1, tasks: [] })).toBe(true);
    expect(isWorkerRequest({ type: 'rate' })).toBe(false);
    expect(isWorkerRequest('rate')).toBe(false);
  });
});
