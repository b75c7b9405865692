import { describe, expect, it } from 'vitest';
import { Rng } from '../simulate/rng';
import { RankedColumn } from './rankedColumn';
import { midranks } from './ranks';

describe('RankedColumn', () => {
  it("ranks any subset of rows as midranks of the subset's values would", () => {
    const rng = new Rng(9);
    const values = Array.from({ length: 500 }, () => (rng.below(5) === 0 ? null : rng.below(40) / 4));
    const column = new RankedColumn(values);
    for (let trial = 0; trial < 20; trial++) {
      const rows = values.flatMap((value, row) => (value !== null && rng.below(3) === 0 ? [row] : []));
      // Shuffled: the ranks follow the order the rows are given in.
      for (let i = rows.length - 1; i > 0; i--) {
        const j = rng.below(i + 1);
        [rows[i], rows[j]] = [rows[j]!, rows[i]!];
      }
      expect(column.midranksOf(rows)).toEqual(midranks(rows.map((row) => values[row]!)));
    }
  });

  it('knows which rows have a value and refuses to rank one that has none', () => {
    const column = new RankedColumn([3, null, 1]);
    expect([0, 1, 2].map((row) => column.has(row))).toEqual([true, false, true]);
    expect(column.midranksOf([2, 0])).toEqual([1, 2]);
    expect(() => column.midranksOf([1])).toThrow(/row 1 has no value/);
  });
});
