import { describe, expect, it } from 'vitest';
import { crosstab } from './crosstab';

describe('crosstab', () => {
  it('counts pairs, with row percentages summing to 100 and totals that agree', () => {
    const table = crosstab([0, 0, 0, 1, 1, 2], [0, 1, 1, 2, 2, 0], 3, 3);
    expect(table.counts).toEqual([
      [1, 2, 0],
      [0, 0, 2],
      [1, 0, 0],
    ]);
    expect(table.rowPercent[0]![1]).toBeCloseTo(200 / 3, 12);
    for (const row of table.rowPercent) expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 12);
    expect(table.columnTotals).toEqual([2, 2, 2]);
    expect(table.total).toBe(6);
  });
  it('leaves out unknown cells and keeps empty rows at 0 %', () => {
    const table = crosstab([0, -1, 0], [1, 1, -1], 2, 2);
    expect(table.total).toBe(1);
    expect(table.rowPercent[1]).toEqual([0, 0]);
  });
});
