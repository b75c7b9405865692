/**
 * The body of a workspace worker, independent of how it talks to its parent: it answers one
 * request at a time with the method's value, or with the error's message when the method throws.
 * A trace answers in parts as it goes (streamTrace) and stops when it is cancelled.
 */
import { buildNishioRunView } from '../../core/replay/nishioView';
import { stepAlternatives } from '../../core/replay/alternatives';
import { hintFor } from '../../core/replay/hint';
import { readPuzzle } from '../../core/replay/puzzleInput';
import { quickRatingsOf, redundantGivensOf } from '../../core/replay/quickRatings';
import {
  isWorkspaceCancel,
  isWorkspaceRequest,
  type WorkspaceInput,
  type WorkspaceMethod,
  type WorkspaceOutput,
  type WorkspacePart,
  type WorkspaceReply,
} from '../../shared/workspaceProtocol';
import { streamTrace, type CallStream } from './streamTrace';
import type { WorkerChannel } from './workerChannel';

/** One function per method; one that takes long may answer later, sending parts on the way. */
export type WorkspaceHandlers = {
  readonly [M in WorkspaceMethod]: (input: WorkspaceInput<M>, stream: CallStream<WorkspacePart<M>>) => WorkspaceOutput<M> | Promise<WorkspaceOutput<M>>;
};

/** The methods as the engine computes them. */
export const WORKSPACE_HANDLERS: WorkspaceHandlers = {
  readPuzzle: (text) => readPuzzle(text),
  trace: (job, stream) => streamTrace(job, stream),
  alternatives: ({ puzzle, set, index }) => {
    // The text comes from the renderer as typed: read it (any format) and refuse what cannot be replayed.
    const read = readPuzzle(puzzle);
    if (read.kind === 'problem') throw new Error(read.message);
    return stepAlternatives(read.puzzle, set, index);
  },
  nishio: ({ puzzle, seed, strategies, libraryId }) => buildNishioRunView(puzzle, seed, strategies, libraryId),
  hint: ({ givens, values, marks, set }) => hintFor(givens, values, marks, set),
  quickRatings: (text) => quickRatingsOf(text),
  redundantGivens: (text) => redundantGivensOf(text),
};

export interface ServeOptions {
  readonly handlers?: WorkspaceHandlers;
  /** Runs once before the worker says it is ready (the engine's warm-up); a failure is only logged. */
  readonly warmUp?: () => void;
}

const messageOf = (error: unknown): string => (error as Error)?.message ?? String(error);

export function serveWorkspaceRequests(channel: WorkerChannel<WorkspaceReply>, options: ServeOptions = {}): void {
  const handlers = options.handlers ?? WORKSPACE_HANDLERS;
  const running = new Set<number>();
  const cancelled = new Set<number>();
  const settle = (seq: number, reply: WorkspaceReply): void => {
    running.delete(seq);
    cancelled.delete(seq);
    channel.post(reply);
  };
  channel.onMessage((message) => {
    if (isWorkspaceCancel(message)) {
      if (running.has(message.seq)) cancelled.add(message.seq);
      return;
    }
    if (!isWorkspaceRequest(message)) {
      const seq = (message as { seq?: unknown } | null)?.seq;
      if (typeof seq === 'number') channel.post({ seq, ok: false, error: 'workspace worker: not a request it knows' });
      return;
    }
    const { seq } = message;
    running.add(seq);
    const stream: CallStream<unknown> = { part: (part) => channel.post({ seq, part }), cancelled: () => cancelled.has(seq) };
    try {
      const handler = handlers[message.method] as (input: unknown, stream: CallStream<unknown>) => unknown;
      const value = handler(message.input, stream);
      if (value instanceof Promise) {
        value.then(
          (resolved) => settle(seq, { seq, ok: true, value: resolved }),
          (error: unknown) => settle(seq, { seq, ok: false, error: messageOf(error) }),
        );
      } else settle(seq, { seq, ok: true, value });
    } catch (error) {
      settle(seq, { seq, ok: false, error: messageOf(error) });
    }
  });
  try {
    options.warmUp?.();
  } catch (error) {
    console.warn(`workspace worker: the warm-up failed: ${messageOf(error)}`);
  }
  channel.post({ type: 'ready', pid: process.pid });
}
