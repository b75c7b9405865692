import { tertileCutPoints, UNIVERSAL_CATEGORIES, type UniversalCategory } from '../rate/universal';
import { agreementCuts } from '../stats/agreementCuts';
import type { CompareMetricId } from './metrics';
import { compareMetricOf } from './tableMetrics';
import type { CompareProblem } from './problems';
import type { CompareScale, CompareTable } from './table';

/** How to refit the cut points: the selection's tertiles, or the cuts that best agree with one site. */
export type RefitMethod = { readonly kind: 'tertiles' } | { readonly kind: 'agree'; readonly source: string };

export interface Refit {
  readonly scale: CompareScale;
  readonly method: RefitMethod;
  /** Values the cut points were fitted on. */
  readonly n: number;
  /** For `agree`: the site's levels grouped into the three bins, and how many puzzles land in their level's bin. */
  readonly agreement?: {
    readonly source: string;
    readonly grouping: readonly { readonly level: string; readonly category: UniversalCategory }[];
    readonly agreeing: number;
    readonly share: number;
  };
}

/**
 * Refits a universal scale on `metric` over the selection. Tertiles: equal-count bins of every
 * rated row (as the Project Patti paper built its scale, `tertileCutPoints`). Agree: over one source's rated,
 * levelled rows, the two cut points and the grouping of its levels into easy < medium < hard that
 * maximize exact agreement (see `agreementCuts` for the criterion and its tie-breaking). For a
 * metric where lower is harder the fit runs on negated values, so the cut points keep the
 * scale's half-open sides.
 */
export function refitCutPoints(
  table: CompareTable,
  metricId: CompareMetricId,
  method: RefitMethod,
  name = 'refit',
): Refit | CompareProblem {
  const metric = compareMetricOf(table, metricId);
  if (!metric) throw new RangeError(`unknown metric ${metricId}`);
  const column = table.values[metric.id];
  const sign = metric.harderWhen === 'higher' ? 1 : -1;
  const toCuts = ([a, b]: readonly [number, number]): [number, number] => (sign === 1 ? [a, b] : [-b, -a]);
  if (method.kind === 'tertiles') {
    const values = column ? (column.filter((v) => v !== null) as number[]) : [];
    if (values.length < 3) {
      return {
        kind: 'ERR_REFIT',
        metric: metric.id,
        ...(metric.rater ? { rater: metric.rater } : {}),
        count: values.length,
        message: `Refitting needs at least 3 puzzles rated for ${metric.short}; the selection has ${values.length}.`,
      };
    }
    return {
      scale: { name, metric: metric.id, cutPoints: tertileCutPoints(values, metric.harderWhen), harderWhen: metric.harderWhen },
      method,
      n: values.length,
    };
  }
  const sourceIndex = table.sources.findIndex((source) => source.name === method.source);
  if (sourceIndex < 0)
    return {
      kind: 'ERR_REFIT',
      source: method.source,
      message: `${method.source} is not in the selection: choose one of its sources to agree with.`,
    };
  const source = table.sources[sourceIndex]!;
  // Only the levels present, renumbered 0.. so every label is in use.
  const present = [...new Set(table.level.filter((level, row) => table.source[row] === sourceIndex && level >= 0))].sort((a, b) => a - b);
  const labelOf = new Map(present.map((level, index) => [level, index]));
  const values: number[] = [];
  const labels: number[] = [];
  for (let row = 0; row < table.ids.length; row++) {
    const value = column?.[row];
    if (table.source[row] !== sourceIndex || table.level[row]! < 0 || value === null || value === undefined) continue;
    values.push(sign * value);
    labels.push(labelOf.get(table.level[row]!)!);
  }
  const fit = agreementCuts(values, labels, present.length);
  if (!fit) {
    return {
      kind: 'ERR_REFIT',
      source: source.name,
      metric: metric.id,
      message:
        `Agreeing with ${source.name} needs at least 3 levels and 3 distinct ${metric.short} values among its rated puzzles ` +
        `(it has ${present.length} level${present.length === 1 ? '' : 's'}, ${new Set(values).size} distinct values).`,
    };
  }
  return {
    scale: { name, metric: metric.id, cutPoints: toCuts(fit.cutPoints), harderWhen: metric.harderWhen },
    method,
    n: values.length,
    agreement: {
      source: source.name,
      grouping: present.map((level, label) => ({ level: source.levels[level]!, category: UNIVERSAL_CATEGORIES[fit.grouping[label]!]! })),
      agreeing: fit.agreeing,
      share: fit.agreement,
    },
  };
}

export function isRefit(result: Refit | CompareProblem): result is Refit {
  return 'scale' in result;
}
