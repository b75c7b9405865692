/**
 * The body of a workspace worker, independent of how it talks to its parent: it answers one
 * request at a time with the method's value, or with the error's message when the method throws.
 */
import { buildNishioRunView } from '../../core/replay/nishioView';
import { stepAlternatives } from '../../core/replay/alternatives';
import { hintFor } from '../../core/replay/hint';
import { readPuzzle } from '../../core/replay/puzzleInput';
import { quickRatingsOf, redundantGivensOf } from '../../core/replay/quickRatings';
import { buildTraceView } from '../../core/replay/traceView';
import {
  isWorkspaceRequest,
  type WorkspaceInput,
  type WorkspaceMethod,
  type WorkspaceOutput,
  type WorkspaceReply,
} from '../../shared/workspaceProtocol';
import type { WorkerChannel } from './workerChannel';

/** One function per method. */
export type WorkspaceHandlers = { readonly [M in WorkspaceMethod]: (input: WorkspaceInput<M>) => WorkspaceOutput<M> };

/** The methods as the engine computes them. */
export const WORKSPACE_HANDLERS: WorkspaceHandlers = {
  readPuzzle: (text) => readPuzzle(text),
  trace: ({ puzzle, solution, set, libraryId }) => buildTraceView(puzzle, solution, set, libraryId),
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

export function serveWorkspaceRequests(channel: WorkerChannel<WorkspaceReply>, options: ServeOptions = {}): void {
  const handlers = options.handlers ?? WORKSPACE_HANDLERS;
  channel.onMessage((message) => {
    if (!isWorkspaceRequest(message)) {
      const seq = (message as { seq?: unknown } | null)?.seq;
      if (typeof seq === 'number') channel.post({ seq, ok: false, error: 'workspace worker: not a request it knows' });
      return;
    }
    try {
      const handler = handlers[message.method] as (input: unknown) => unknown;
      channel.post({ seq: message.seq, ok: true, value: handler(message.input) });
    } catch (error) {
      channel.post({ seq: message.seq, ok: false, error: (error as Error)?.message ?? String(error) });
    }
  });
  try {
    options.warmUp?.();
  } catch (error) {
    console.warn(`workspace worker: the warm-up failed: ${(error as Error)?.message ?? String(error)}`);
  }
  channel.post({ type: 'ready', pid: process.pid });
}
