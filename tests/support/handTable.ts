import type { CompareMetricId } from '../../src/core/compare/metrics';
import type { CompareTable } from '../../src/core/compare/table';

/**
 * A table written out by hand for tests: per source its levels, each level's values of one
 * metric, NHC-4 unless `metric` says otherwise (null: not rated). Puzzle ids count up from 1 in
 * the order given. With NHC-4 the Project Patti paper's scale reads the same values, so categories follow them.
 */
export function handTable(
  sources: Readonly<Record<string, Readonly<Record<string, readonly (number | null)[]>>>>,
  metric: CompareMetricId = 'nhc4',
): CompareTable {
  const ids: number[] = [];
  const source: number[] = [];
  const level: number[] = [];
  const column: (number | null)[] = [];
  const names = Object.keys(sources);
  names.forEach((name, s) => {
    Object.values(sources[name]!).forEach((values, l) => {
      for (const value of values) {
        ids.push(ids.length + 1);
        source.push(s);
        level.push(l);
        column.push(value);
      }
    });
  });
  const values: Partial<Record<CompareMetricId, (number | null)[]>> = { [metric]: column };
  return { sources: names.map((name) => ({ name, levels: Object.keys(sources[name]!) })), ids, source, level, values };
}
