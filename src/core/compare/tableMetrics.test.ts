import { describe, expect, it } from 'vitest';
import { handTable } from '../../../tests/support/handTable';
import { allWhole, compareMetricOf, gatheredMetrics, looksDiscrete } from './tableMetrics';

describe('a table’s metrics', () => {
  it('calls a column discrete only for whole numbers within a narrow span', () => {
    expect(looksDiscrete([1, 2, null, 5])).toBe(true);
    expect(looksDiscrete([100, 4500, 20000])).toBe(false);
    expect(looksDiscrete([1, 2.5])).toBe(false);
    expect(looksDiscrete([null])).toBe(false);
    expect(allWhole([100, 4500, null])).toBe(true);
    expect(allWhole([1.5])).toBe(false);
  });
  it("names a published column after the table's description of it, after Patti's own metrics", () => {
    const table = {
      ...handTable({ A: { Easy: [1, 2, 3] } }),
      published: [{ id: 'ext:grade' as const, column: 'grade', sources: ['A'], discrete: true, whole: true }],
    };
    const withGrade = { ...table, values: { ...table.values, 'ext:grade': [1, 2, 3] } };
    expect(gatheredMetrics(withGrade).map((metric) => metric.id)).toEqual(['nhc4', 'ext:grade']);
    expect(compareMetricOf(withGrade, 'ext:grade')).toMatchObject({ name: 'grade, as published by A', discrete: true, decimals: 0 });
    // Not in the table: named by the id alone.
    expect(compareMetricOf(withGrade, 'ext:other')).toMatchObject({ name: 'other, as published', discrete: false });
  });
});
