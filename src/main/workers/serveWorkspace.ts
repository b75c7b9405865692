/**
 * The body of a workspace worker, independent of how it talks to its parent: it answers one
 * request at a time with the method's value, or with the error's message when the method throws.
 * A trace answers in parts as it goes (streamTrace) and stops when it is cancelled.
 */
import { buildNishioRunView } from '../../core/replay/nishioView';
import { stepAlternatives } from '../../core/replay/alternatives';
import { hintFor } from '../../core/replay/hint';
import { readPuzzle } from '../../core/replay/puzzleInput';
import { replaySetOf } from '../../core/replay/replaySet';
import { quickRatingsOf, redundantGivensOf } from '../../core/replay/quickRatings';
import {
  isWorkspaceCancel,
  isWorkspaceRequest,
  isWorkspaceWarmUp,
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
  readonly [M in WorkspaceMethod]: (
    input: WorkspaceInput<M>,
    stream: CallStream<WorkspacePart<M>>,
  ) => WorkspaceOutput<M> | Promise<WorkspaceOutput<M>>;
};

/** The methods as the engine computes them. */
export const WORKSPACE_HANDLERS: WorkspaceHandlers = {
  readPuzzle: (text) => readPuzzle(text),
  trace: (job, stream) => streamTrace(job, stream),
  alternatives: ({ puzzle, set, custom, index }) => {
    // The text comes from the renderer as typed: read it (any format) and refuse what cannot be replayed.
    const read = readPuzzle(puzzle);
    if (read.kind === 'problem') throw new Error(read.message);
    return stepAlternatives(read.puzzle, replaySetOf(set, custom), index);
  },
  nishio: ({ puzzle, seed, strategies, libraryId }) => buildNishioRunView(puzzle, seed, strategies, libraryId),
  hint: ({ givens, values, marks, set }) => hintFor(givens, values, marks, set),
  quickRatings: (text) => quickRatingsOf(text),
  redundantGivens: (text) => redundantGivensOf(text),
};

export interface ServeOptions {
  readonly handlers?: WorkspaceHandlers;
  /**
   * The engine's warm-up, as slices (each call does a little and says whether there is more). They
   * run once the parent asks for them (a warm-up message), only while no request is being
   * answered, so a request waits at most for the slice under way; a failure is only logged and
   * ends the warm-up.
   */
  readonly warmUp?: () => () => boolean;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function serveWorkspaceRequests(channel: WorkerChannel<WorkspaceReply>, options: ServeOptions = {}): void {
  const handlers = options.handlers ?? WORKSPACE_HANDLERS;
  const running = new Set<number>();
  const cancelled = new Set<number>();
  let warmUpSlice: (() => boolean) | undefined;
  let sliceScheduled = false;
  const failedWarmUp = (error: unknown): void => {
    warmUpSlice = undefined;
    console.warn(`workspace worker: the warm-up failed: ${messageOf(error)}`);
  };
  // setImmediate lets the event loop deliver waiting requests between two slices.
  const warmUpLater = (): void => {
    if (!warmUpSlice || sliceScheduled || running.size > 0) return;
    sliceScheduled = true;
    setImmediate(() => {
      sliceScheduled = false;
      if (!warmUpSlice || running.size > 0) return;
      try {
        if (!warmUpSlice()) warmUpSlice = undefined;
      } catch (error) {
        failedWarmUp(error);
      }
      warmUpLater();
    });
  };
  const settle = (seq: number, reply: WorkspaceReply): void => {
    running.delete(seq);
    cancelled.delete(seq);
    channel.post(reply);
    warmUpLater();
  };
  channel.onMessage((message) => {
    if (isWorkspaceWarmUp(message)) {
      if (!warmUpSlice && options.warmUp) {
        try {
          warmUpSlice = options.warmUp();
        } catch (error) {
          failedWarmUp(error);
        }
        warmUpLater();
      }
      return;
    }
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
  channel.post({ type: 'ready', pid: process.pid });
}
