import type { BootstrapOptions } from '../stats/bootstrapSpearman';
import { computeComparison, type Comparison, type ComparisonOptions } from './comparison';
import type { CompareMetricId } from './metrics';
import type { CompareProblem } from './problems';
import { refitCutPoints, type Refit, type RefitMethod } from './refit';
import { computeSpearmanIntervals, type SpearmanIntervals } from './spearmanIntervals';
import type { CompareTable } from './table';

/** One piece of Compare work, as the worker receives it. */
export type CompareCall =
  | { readonly kind: 'statistics'; readonly table: CompareTable; readonly options: ComparisonOptions }
  | { readonly kind: 'intervals'; readonly table: CompareTable; readonly bootstrap: BootstrapOptions }
  | { readonly kind: 'refit'; readonly table: CompareTable; readonly metric: CompareMetricId; readonly method: RefitMethod; readonly name?: string };

/** Does one call: the worker's whole job, and what a caller without a worker runs in place. */
export function runCompareCall(call: CompareCall): Comparison | SpearmanIntervals | Refit | CompareProblem {
  switch (call.kind) {
    case 'statistics':
      return computeComparison(call.table, call.options);
    case 'intervals':
      return computeSpearmanIntervals(call.table, call.bootstrap);
    case 'refit':
      return refitCutPoints(call.table, call.metric, call.method, call.name);
  }
}
