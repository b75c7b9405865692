import { describe, expect, it } from 'vitest';
import { spearman } from '../stats/spearman';
import { lcg } from '../../../tests/support/seededRandom';
import { spearmanMatrix } from './spearmanMatrix';

describe('spearmanMatrix', () => {
  const random = lcg(31);
  const base = Array.from({ length: 200 }, () => random() * 10);
  const full = base.map((v) => v + random() * 3);
  const holes = base.map((v) => (random() < 0.3 ? null : Math.round(v + random() * 5)));
  const columns = [
    { id: 'a', values: base },
    { id: 'b', values: full },
    { id: 'c', values: holes },
  ];
  const matrix = spearmanMatrix(columns);

  it('equals spearman() over the rows both metrics rate, with or without gaps', () => {
    const shared = holes.flatMap((v, row) => (v === null ? [] : [row]));
    expect(matrix.rho[0]![1]).toBeCloseTo(spearman(base, full), 12);
    expect(matrix.rho[1]![2]).toBeCloseTo(
      spearman(
        shared.map((r) => full[r]!),
        shared.map((r) => holes[r]!),
      ),
      12,
    );
    expect(matrix.n[1]![2]).toBe(shared.length);
    expect(matrix.n[2]![2]).toBe(shared.length);
  });
  it('is symmetric', () => {
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) expect(matrix.rho[i]![j]).toBe(matrix.rho[j]![i]);
  });
  it('leaves a pair undefined when it shares fewer than two puzzles', () => {
    const sparse = spearmanMatrix([
      { id: 'x', values: [1, null, 3] },
      { id: 'y', values: [null, 2, 5] },
    ]);
    expect(sparse.rho[0]![1]).toBeNull();
    expect(sparse.n[0]![1]).toBe(1);
  });
});
