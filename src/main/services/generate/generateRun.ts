/**
 * Runs a generate request: `count` puzzles, each from its own order (the request's seed and the
 * puzzle's index), in this thread or on a pool of generate workers — the rate pool of
 * src/main/services/jobs with the generate worker as its entry, so crashes and the time budget
 * are handled the same way. Results come back in index order, so the output is the same
 * whatever the number of workers.
 */
import type { GenerateOutcome, SearchProgress } from '../../../core/generate/generate';
import type { CustomSet } from '../../../core/rate/customSet';
import { planSpread, stratumOf, type SpreadMode } from '../../../core/generate/spread';
import type { Symmetry } from '../../../core/generate/symmetry';
import { encodeGenerateOrder, runGenerateOrder, type GenerateOrder } from '../../../shared/generateOrder';
import { createWorkerPool, type WorkerPool } from '../jobs/pool';
import { rateInOrder } from '../jobs/rateInOrder';
import { threadSpawner, DEFAULT_WORKER_HEAP_MB } from '../jobs/threadTransport';
import type { SpawnWorker } from '../jobs/transport';
import { resolveWorkerEntry } from '../jobs/workerEntry';

export interface GenerateRunSettings {
  readonly count: number;
  /** Targets as typed; already checked with `parseTargets` by the caller. */
  readonly targets: readonly string[];
  readonly symmetry: Symmetry;
  readonly minimal: boolean;
  readonly seed: number;
  /** Worker threads; 1 generates in this thread. */
  readonly jobs: number;
  /** Time for the whole request, in ms. */
  readonly budgetMs: number;
  /** Candidate puzzles rated per puzzle at most. */
  readonly maxAttempts: number;
  /** 'strata' (the default) spreads the puzzles across the first numeric target; 'none' takes the first puzzle inside. */
  readonly spread?: SpreadMode;
  /** The custom sets `custom:<name>` targets rate with (already known to this thread); sent on to the workers. */
  readonly customSets?: readonly CustomSet[];
}

/** One generated (or failed) puzzle, by its index in the request. */
export interface GenerateResult {
  readonly index: number;
  readonly outcome: GenerateOutcome;
}

/** Default candidate puzzles rated per puzzle before that puzzle is given up. */
export const DEFAULT_MAX_ATTEMPTS = 100_000;

/**
 * Time a worker may go past the deadline before the pool ends it: a search checks the clock
 * between candidates, and one candidate's rating can take a few seconds on the hardest puzzles.
 */
const DEADLINE_GRACE_MS = 30_000;

function ordersOf(settings: GenerateRunSettings, deadline: number, from: number): GenerateOrder[] {
  const plan = planSpread(settings.targets, settings.count, settings.spread ?? 'strata');
  return Array.from({ length: Math.max(0, settings.count - from) }, (_, offset) => ({
    ...(plan ? { stratum: { ...stratumOf(plan, from + offset, settings.count), targetIndex: plan.targetIndex } } : {}),
    index: from + offset,
    seed: settings.seed,
    targets: settings.targets,
    symmetry: settings.symmetry,
    minimal: settings.minimal,
    maxAttempts: settings.maxAttempts,
    deadline,
  }));
}

/**
 * A pool of generate workers for a request of `budgetMs`; the caller terminates it. Worker
 * threads unless `spawn` says otherwise (the app's utility processes).
 */
export function createGeneratePool(size: number, budgetMs: number, spawn?: SpawnWorker): WorkerPool {
  return createWorkerPool({
    size,
    budgetMs: budgetMs + DEADLINE_GRACE_MS,
    spawn: spawn ?? threadSpawner(resolveWorkerEntry('generateWorker'), { maxHeapMb: DEFAULT_WORKER_HEAP_MB }),
  });
}

/**
 * Generates the request's puzzles from index `from` on (a resumed request skips those already
 * made), yielding them in index order as they are ready: on `pool` when one is given (it stays
 * open for the caller), else in this thread for `jobs` 1 and on a pool of its own for more.
 */
export async function* generateInOrder(
  settings: GenerateRunSettings,
  pool?: WorkerPool,
  from = 0,
  onProgress?: (index: number, progress: SearchProgress) => void,
): AsyncGenerator<GenerateResult> {
  const deadline = Date.now() + settings.budgetMs;
  const orders = ordersOf(settings, deadline, from);
  if (!pool && settings.jobs <= 1) {
    for (const order of orders) {
      yield {
        index: order.index,
        outcome: runGenerateOrder(order, Date.now, onProgress && ((progress) => onProgress(order.index, progress))),
      };
      // Lets the caller's writes and progress reach the streams between puzzles.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return;
  }
  const workers = pool ?? createGeneratePool(settings.jobs, settings.budgetMs);
  const unsubscribe = workers.on((event) => {
    if (event.type !== 'progress' || !onProgress) return;
    const { index, progress } = event.data as { index: number; progress: SearchProgress };
    onProgress(index, progress);
  });
  try {
    const stream = rateInOrder(orders, {
      pool: workers,
      textOf: encodeGenerateOrder,
      raterIds: [],
      options: settings.customSets ? { customSets: settings.customSets } : {},
      batchSize: 1,
    });
    for await (const { item, outcome } of stream) {
      const { index } = item;
      if (outcome.ok) yield { index, outcome: outcome.row as unknown as GenerateOutcome };
      else {
        const message = outcome.cause === 'budget' ? 'the time budget ran out' : `the worker failed: ${outcome.reason}`;
        yield { index, outcome: { ok: false, reason: 'time', attempts: 0, message: `puzzle ${index + 1}: ${message}` } };
      }
    }
  } finally {
    unsubscribe();
    if (!pool) await workers.terminate();
  }
}
