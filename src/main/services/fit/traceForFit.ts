/**
 * Solves a fit's puzzles once with the starting set: in this thread for a few, else on a pool of
 * fit workers (src/main/workers/fitWorker.ts), results in input order either way.
 */
import type { CustomSet } from '../../../core/rate/customSet';
import { fitTraceOf, type FitTraceOutcome } from '../../../core/rate/fit/fitTrace';
import { SearchContext } from '../../../core/strategies/searchContext';
import { createWorkerPool, DEFAULT_BUDGET_MS } from '../jobs/pool';
import { rateInOrder } from '../jobs/rateInOrder';
import { defaultThreadCount } from '../jobs/threadCounts';
import { DEFAULT_WORKER_HEAP_MB, threadSpawner } from '../jobs/threadTransport';
import { resolveWorkerEntry } from '../jobs/workerEntry';

/** Below this many puzzles, starting threads costs more than it saves. */
export const THREADS_FROM = 200;

export async function traceForFit(
  set: CustomSet,
  texts: readonly string[],
  jobs: number = defaultThreadCount(),
): Promise<FitTraceOutcome[]> {
  if (jobs <= 1 || texts.length < THREADS_FROM) {
    const context = new SearchContext();
    return texts.map((text) => fitTraceOf(set, text, context));
  }
  const pool = createWorkerPool({
    size: Math.min(jobs, Math.ceil(texts.length / 50)),
    budgetMs: DEFAULT_BUDGET_MS,
    spawn: threadSpawner(resolveWorkerEntry('fitWorker'), { maxHeapMb: DEFAULT_WORKER_HEAP_MB }),
  });
  const out: FitTraceOutcome[] = [];
  try {
    for await (const { outcome } of rateInOrder(texts, { pool, raterIds: [], options: { customSets: [set] } })) {
      out.push(
        outcome.ok
          ? (outcome.row as unknown as FitTraceOutcome)
          : { leftOut: outcome.cause === 'budget' ? 'its solve took longer than the time allowed' : outcome.reason },
      );
    }
  } finally {
    await pool.terminate();
  }
  return out;
}
