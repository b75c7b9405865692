/**
 * The messages between the main process and a rate worker (a `worker_threads` thread in Node, an
 * Electron `utilityProcess` in the app). Every request carries a sequence number; every reply
 * names the request it answers, so a late reply from a replaced worker can never be mistaken for
 * an answer to a newer request.
 *
 * A worker answers a `rate` request with one `item` message per puzzle, in order, then `done`.
 * The per-puzzle replies are what let the main process enforce a time budget per puzzle (a rater
 * is synchronous, so the worker cannot interrupt itself) and resume a batch after a crash at the
 * exact puzzle where it stopped.
 */
import type { RaterOptions } from '../core/rater';

/** One puzzle to rate: the caller's key for it and its text (81 characters or a grid). */
export interface RateTask {
  readonly key: number;
  readonly text: string;
}

/** What a worker computed for one puzzle: the row `ratePuzzle` returns (JSON-safe). */
export type RatedRow = Readonly<Record<string, unknown>>;

/** Main → worker. */
export type WorkerRequest =
  | {
      readonly seq: number;
      readonly type: 'rate';
      readonly tasks: readonly RateTask[];
      readonly raterIds: readonly string[];
      readonly options: RaterOptions;
    }
  /** Asks the worker to finish its current request and exit cleanly. */
  | { readonly seq: number; readonly type: 'shutdown' };

/** Worker → main. */
export type WorkerReply =
  /** Sent once the worker has loaded its code and is ready for requests. */
  | { readonly type: 'ready'; readonly pid: number }
  /** The result for `tasks[index]` of request `seq`. */
  | { readonly seq: number; readonly type: 'item'; readonly index: number; readonly row: RatedRow }
  /** `tasks[index]` of request `seq` threw: the rater's own error, not a crash. */
  | { readonly seq: number; readonly type: 'itemError'; readonly index: number; readonly message: string }
  /** Every task of request `seq` has been answered. */
  | { readonly seq: number; readonly type: 'done' }
  /** The request could not be carried out at all (e.g. an unknown rater id). */
  | { readonly seq: number; readonly type: 'error'; readonly message: string }
  | { readonly type: 'log'; readonly level: 'info' | 'warn' | 'error'; readonly message: string }
  /** How far a long task has come (a generate worker's search), passed on to the pool's listeners as it is. */
  | { readonly type: 'progress'; readonly data: unknown };

/** True when `value` looks like a reply (messages cross a process boundary, so check them). */
export function isWorkerReply(value: unknown): value is WorkerReply {
  if (value === null || typeof value !== 'object') return false;
  const type = (value as { type?: unknown }).type;
  return (
    type === 'ready' ||
    type === 'item' ||
    type === 'itemError' ||
    type === 'done' ||
    type === 'error' ||
    type === 'log' ||
    type === 'progress'
  );
}

/** True when `value` looks like a request. */
export function isWorkerRequest(value: unknown): value is WorkerRequest {
  if (value === null || typeof value !== 'object') return false;
  const { type, seq } = value as { type?: unknown; seq?: unknown };
  return (type === 'rate' || type === 'shutdown') && typeof seq === 'number';
}
