/** The Node implementation of a worker: a `worker_threads` thread. */
import { Worker } from 'node:worker_threads';
import { isWorkerReply } from '../../../shared/workerProtocol';
import { createWorkerPool, DEFAULT_BUDGET_MS, type WorkerPool } from './pool';
import type { MessageTransport, ReplyGuard, SpawnWorker, WorkerTransport } from './transport';
import { resolveWorkerEntry, type WorkerEntry } from './workerEntry';

export interface ThreadOptions {
  /**
   * Heap limit of one worker in MB: a rater that runs away with memory ends its own thread
   * (reported as a crash) instead of the whole process.
   */
  readonly maxHeapMb?: number;
}

/** Starts `entry` in a worker thread speaking the protocol whose replies `isReply` recognizes. */
export function spawnThreadWith<Request, Reply>(
  entry: WorkerEntry,
  isReply: ReplyGuard<Reply>,
  options: ThreadOptions = {},
): MessageTransport<Request, Reply> {
  const worker = new Worker(entry.file, {
    execArgv: [...entry.execArgv],
    ...(options.maxHeapMb ? { resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb } } : {}),
    // A worker's console output goes to the parent's streams, not through the message channel.
    stdout: false,
    stderr: false,
  });
  let lastError: string | undefined;
  worker.on('error', (error) => {
    lastError = error instanceof Error ? error.message : String(error);
  });
  return {
    post: (request) => worker.postMessage(request),
    onReply(listener: (reply: Reply) => void) {
      worker.on('message', (message: unknown) => {
        if (isReply(message)) listener(message);
      });
    },
    onExit(listener) {
      worker.once('exit', (code) => listener(lastError ?? `worker thread exited with code ${code}`));
    },
    kill: async () => {
      await worker.terminate();
    },
  };
}

/** A rate worker in a thread. */
function spawnThread(entry: WorkerEntry, options: ThreadOptions = {}): WorkerTransport {
  return spawnThreadWith(entry, isWorkerReply, options);
}

/** A spawner for the pool: every worker runs `entry`. */
export function threadSpawner(entry: WorkerEntry, options: ThreadOptions = {}): SpawnWorker {
  return () => spawnThread(entry, options);
}

/** Heap limit of one rate worker: far above any rater's need, low enough that a runaway ends only its worker. */
export const DEFAULT_WORKER_HEAP_MB = 2048;

export interface RateThreadPoolOptions extends ThreadOptions {
  /** Number of worker threads (≥ 1). */
  readonly size: number;
  /** Longest time one puzzle may take, in ms (default {@link DEFAULT_BUDGET_MS}). */
  readonly budgetMs?: number;
}

/** A pool of worker threads running the rate worker (src/main/workers/rateWorker.ts): the CLI's and the web host's pool. */
export function createRateThreadPool(options: RateThreadPoolOptions): WorkerPool {
  return createWorkerPool({
    size: options.size,
    budgetMs: options.budgetMs ?? DEFAULT_BUDGET_MS,
    spawn: threadSpawner(resolveWorkerEntry('rateWorker'), { maxHeapMb: options.maxHeapMb ?? DEFAULT_WORKER_HEAP_MB }),
  });
}
