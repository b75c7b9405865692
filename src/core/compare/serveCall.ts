import type { BootstrapOptions } from '../stats/bootstrapSpearman';
import { computeComparison, type Comparison, type ComparisonOptions } from './comparison';
import type { CompareMetricId } from './metrics';
import type { CompareProblem } from './problems';
import { RankingMemo } from './rankingMemo';
import { refitCutPoints, type Refit, type RefitMethod } from './refit';
import { computeSpearmanIntervals, type SpearmanIntervals } from './spearmanIntervals';
import type { CompareTable } from './table';

/** One piece of Compare work, as the worker receives it. */
export type CompareCall =
  | { readonly kind: 'statistics'; readonly table: CompareTable; readonly options: ComparisonOptions }
  | { readonly kind: 'intervals'; readonly table: CompareTable; readonly bootstrap: BootstrapOptions }
  | {
      readonly kind: 'refit';
      readonly table: CompareTable;
      readonly metric: CompareMetricId;
      readonly method: RefitMethod;
      readonly name?: string;
    };

/**
 * Does one call: the worker's whole job, and what a caller without a worker runs in place. A
 * worker passes the same memo to every call, so figures of unchanged columns are reused.
 */
export function runCompareCall(
  call: CompareCall,
  memo: RankingMemo = new RankingMemo(),
): Comparison | SpearmanIntervals | Refit | CompareProblem {
  switch (call.kind) {
    case 'statistics':
      return computeComparison(call.table, call.options, memo);
    case 'intervals':
      return computeSpearmanIntervals(call.table, call.bootstrap, memo);
    case 'refit':
      return refitCutPoints(call.table, call.metric, call.method, call.name);
  }
}
