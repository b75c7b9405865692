import { describe, expect, it } from 'vitest';
import type { StepView } from '../../shared/workspaceTypes';
import { distinctAlternatives } from './alternatives';
import { fakeTrace } from '../../../tests/support/workspaceFakes';

/** An alternative that removes `eliminations` (candidates) and is worth `value`. */
function alternative(techniqueName: string, value: number | null, eliminations: readonly number[], index = 0): StepView {
  const base = fakeTrace('.'.repeat(81), 'se', [1]).steps[0]!;
  return {
    ...base,
    index,
    techniqueName,
    value,
    valueText: value === null ? '—' : String(value),
    step: { kind: 'guess', cell: index, digit: 1, depth: 1, placements: [], eliminations },
  };
}

describe('distinctAlternatives', () => {
  it('keeps only the alternatives of the solve step’s own value, the solve’s choice first', () => {
    const own = alternative('Forcing chain', 9.1, [10]);
    const listed = distinctAlternatives([
      own,
      alternative('Forcing chain', 9.1, [20]),
      alternative('Nested chain', 9.3, [30]),
      alternative('Nested chain', 9.5, [40]),
    ]);
    expect(listed.map((step) => step.value)).toEqual([9.1, 9.1]);
    expect(listed[0]).toBe(own);
  });

  it('lists the same deduction by the same technique once, whatever order its eliminations come in', () => {
    const own = alternative('Forcing chain', 9.1, [10, 11], 0);
    const twin = alternative('Forcing chain', 9.1, [11, 10], 1);
    const other = alternative('Forcing chain', 9.1, [12], 2);
    expect(distinctAlternatives([own, twin, other, twin])).toEqual([own, other]);
  });

  it('keeps two techniques with the same effect apart: they are two ways', () => {
    const listed = distinctAlternatives([alternative('X-Wing', 3.2, [5]), alternative('Skyscraper', 3.2, [5])]);
    expect(listed.map((step) => step.techniqueName)).toEqual(['X-Wing', 'Skyscraper']);
  });

  it('keeps steps without a value together with a solve step without one', () => {
    expect(
      distinctAlternatives([alternative('A', null, [1]), alternative('B', null, [2]), alternative('C', 2, [3])]).map(
        (step) => step.techniqueName,
      ),
    ).toEqual(['A', 'B']);
    expect(distinctAlternatives([])).toEqual([]);
  });
});
