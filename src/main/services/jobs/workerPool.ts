/**
 * The worker pool's interface: what the job runner, `patti rate --jobs` and the app see, whatever
 * runs the workers (threads or Electron utility processes). The implementation is pool.ts.
 */
import type { RaterOptions } from '../../../core/rater';
import type { RatedRow, RateTask } from '../../../shared/workerProtocol';

/** A batch of puzzles rated by the same raters with the same options. */
export interface RateBatch {
  readonly tasks: readonly RateTask[];
  readonly raterIds: readonly string[];
  readonly options: RaterOptions;
}

/** Why a puzzle has no result: over budget, its worker crashed twice, or a rater threw. */
type FailureCause = 'budget' | 'crash' | 'error';

export type TaskOutcome =
  | { readonly key: number; readonly ok: true; readonly row: RatedRow }
  | { readonly key: number; readonly ok: false; readonly cause: FailureCause; readonly reason: string };

/** What the pool tells its owner besides results (for logs and the UI). */
export type PoolEvent =
  | { readonly type: 'ready'; readonly worker: number; readonly pid: number }
  | { readonly type: 'crash'; readonly worker: number; readonly reason: string; readonly key?: number; readonly retried: boolean }
  | { readonly type: 'budget'; readonly worker: number; readonly key: number; readonly budgetMs: number }
  | { readonly type: 'log'; readonly worker: number; readonly level: 'info' | 'warn' | 'error'; readonly message: string }
  | { readonly type: 'progress'; readonly worker: number; readonly data: unknown };

/** The one interface the job runner and `patti rate --jobs` use, whatever runs the workers. */
export interface WorkerPool {
  readonly size: number;
  /** Rates a batch; `onOutcome` hears each puzzle as it finishes (for progress). */
  run(batch: RateBatch, onOutcome?: (outcome: TaskOutcome) => void): Promise<TaskOutcome[]>;
  /** Subscribes to pool events; returns the unsubscribe function. */
  on(listener: (event: PoolEvent) => void): () => void;
  /** Kills every worker at once; batches still running reject with {@link PoolClosedError}. */
  terminate(): Promise<void>;
}

export class PoolClosedError extends Error {
  constructor(message = 'the worker pool was closed') {
    super(message);
    this.name = 'PoolClosedError';
  }
}
