import { describe, expect, it } from 'vitest';
import { candidateOf } from '../../core/grid/candidate';
import { stepEffectSummary } from './stepSummary';

describe('stepEffectSummary', () => {
  it('names a placement by cell and digit', () => {
    expect(stepEffectSummary({ placements: [{ cell: 40, digit: 7 }], eliminations: [] })).toBe('r5c5=7');
  });

  it('groups eliminations by digit and cell, naming at most three cells', () => {
    const eliminations = [0, 1, 2, 3, 4].map((cell) => candidateOf(cell, 3));
    expect(stepEffectSummary({ placements: [], eliminations })).toBe('−3 r1c1, r1c2, r1c3 +2');
    expect(stepEffectSummary({ placements: [], eliminations: [candidateOf(9, 5), candidateOf(9, 2)] })).toBe('−2,5 r2c1');
  });
});
