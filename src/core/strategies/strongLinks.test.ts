/**
 * Sukaku Explainer's strong-linked fish on a hand-built position: three strong links of one
 * digit chained by weak ones, the cells seeing both ends losing it, and the value, which grows
 * with the number of links and with the kinds of house they use.
 */
import { describe, expect, it } from 'vitest';
import { candidatesOf, cellsOf, gridOf, houseNames, removeDigit, valuesOf } from '../../../tests/support/positions';
import { findStrategy } from './registry';
import { strongLinkValue } from './strongLinks';
import { allSteps } from './strategy';

describe('3 strong links', () => {
  it('removes the digit from the cells seeing both ends of the chain', () => {
    // 2 in column 1 only at r1c1, r4c1; column 4 at r4c4, r7c4; column 7 at r7c7, r2c7:
    // r1c1 = r4c1 – r4c4 = r7c4 – r7c7 = r2c7.
    let grid = gridOf();
    for (const [column, a, b] of [
      ['c1', 'r1c1', 'r4c1'],
      ['c4', 'r4c4', 'r7c4'],
      ['c7', 'r7c7', 'r2c7'],
    ] as const)
      grid = removeDigit(grid, 2, ...houseNames(column, a, b));
    const found = allSteps(findStrategy('strong-links-3')!, grid);
    expect(found).toHaveLength(1);
    const [step] = found;
    expect(step).toMatchObject({
      kind: 'strongLinkFish',
      digit: 2,
      placements: [],
      eliminations: candidatesOf(2, 'r1c8', 'r1c9', 'r2c2', 'r2c3'),
    });
    if (step?.kind !== 'strongLinkFish') throw new Error('not a strong-linked fish');
    expect([...step.houses].sort((a, b) => a - b)).toEqual([9, 12, 15]);
    expect([step.cells[0], step.cells[5]].sort((a, b) => a! - b!)).toEqual(cellsOf('r1c1', 'r2c7'));
    // Columns only: the base value.
    expect(valuesOf(step)).toEqual({ technique: 'strong-links-3', se: 5.4 });
    // Nothing shorter closes there.
    expect(allSteps(findStrategy('skyscraper')!, grid)).toEqual([]);
  });
});

describe('the value of a strong-linked fish', () => {
  it('is 5.4, 5.8, 6.2, 6.6 for 3–6 links of one kind of line, +0.1 with two kinds of house, +0.2 with boxes, rows and columns', () => {
    expect([3, 4, 5, 6].map((n) => strongLinkValue(Array.from({ length: n }, (_, i) => i)))).toEqual([5.4, 5.8, 6.2, 6.6]);
    expect(strongLinkValue([0, 1, 9])).toBe(5.5);
    expect(strongLinkValue([0, 1, 18])).toBe(5.5);
    expect(strongLinkValue([0, 9, 18])).toBe(5.6);
    expect(strongLinkValue([0, 9, 18, 19])).toBe(6.0);
  });
});
