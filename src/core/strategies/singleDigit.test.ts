/**
 * Single-digit patterns on hand-built positions: two strong links (skyscraper, 2-string kite,
 * turbot fish) and the empty rectangle, with the cells seeing both ends that lose the digit and
 * each scheme's value (Sukaku Explainer's for SE, which lacks them).
 */
import { describe, expect, it } from 'vitest';
import { candidatesOf, cellOf, cellsOf, gridOf, houseNames, removeDigit, valuesOf } from '../../../tests/support/positions';
import type { Grid } from '../grid/grid';
import type { TechniqueId } from '../techniques';
import { findStrategy } from './registry';
import { allSteps } from './strategy';

const steps = (id: TechniqueId, grid: Grid) => allSteps(findStrategy(id)!, grid);

describe('skyscraper', () => {
  it('removes the digit from the cells seeing both tops of two column links whose bases share a row', () => {
    // 1 in column 1 only at r1c1, r7c1; in column 5 only at r2c5, r7c5.
    const grid = removeDigit(removeDigit(gridOf(), 1, ...houseNames('c1', 'r1c1', 'r7c1')), 1, ...houseNames('c5', 'r2c5', 'r7c5'));
    const found = steps('skyscraper', grid);
    expect(found).toEqual([
      {
        kind: 'twoLink',
        shape: 'skyscraper',
        digit: 1,
        cells: cellsOf('r1c1', 'r7c1', 'r7c5', 'r2c5'),
        houses: [9, 13],
        placements: [],
        eliminations: candidatesOf(1, 'r1c4', 'r1c6', 'r2c2', 'r2c3'),
      },
    ]);
    expect(valuesOf(found[0]!)).toEqual({ technique: 'skyscraper', se: 4.0, hodoku: { score: 130, level: 'hard' } });
    expect(steps('two-string-kite', grid)).toEqual([]);
    expect(steps('turbot-fish', grid)).toEqual([]);
  });
});

describe('2-string kite', () => {
  it('joins a row link and a column link whose inner ends share a box', () => {
    // 3 in row 3 only at r3c2, r3c8; in column 1 only at r2c1, r7c1: r3c2 and r2c1 meet in box 1.
    const grid = removeDigit(removeDigit(gridOf(), 3, ...houseNames('r3', 'r3c2', 'r3c8')), 3, ...houseNames('c1', 'r2c1', 'r7c1'));
    const found = steps('two-string-kite', grid);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'twoLink', shape: 'kite', digit: 3, eliminations: candidatesOf(3, 'r7c8') });
    expect(new Set(found[0]!.kind === 'twoLink' ? found[0]!.cells : [])).toEqual(new Set(cellsOf('r3c8', 'r3c2', 'r2c1', 'r7c1')));
    expect(valuesOf(found[0]!)).toEqual({ technique: 'two-string-kite', se: 4.1, hodoku: { score: 150, level: 'hard' } });
  });
});

describe('turbot fish', () => {
  it('joins a box link and a line link', () => {
    // 8 in box 1 only at r3c1, r1c2; in row 5 only at r5c2, r5c8: r1c2 sees r5c2 in column 2.
    const grid = removeDigit(removeDigit(gridOf(), 8, ...houseNames('b1', 'r3c1', 'r1c2')), 8, ...houseNames('r5', 'r5c2', 'r5c8'));
    const found = steps('turbot-fish', grid);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'twoLink', shape: 'turbot', digit: 8, eliminations: candidatesOf(8, 'r3c8') });
    expect(valuesOf(found[0]!)).toEqual({ technique: 'turbot-fish', se: 4.1, hodoku: { score: 120, level: 'hard' } });
  });
});

describe('empty rectangle', () => {
  it('with a column link ending on the box’s row, removes the digit where the link’s other row meets the box’s column', () => {
    // 9 in box 5 only on row 5 and column 5; in column 8 only at r5c8 and r2c8. If r2c8 is not 9,
    // r5c8 is, box 5's 9 is on column 5, and r2c5 sees it; if r2c8 is 9, r2c5 sees it.
    const grid = removeDigit(removeDigit(gridOf(), 9, 'r4c4', 'r4c6', 'r6c4', 'r6c6'), 9, ...houseNames('c8', 'r5c8', 'r2c8'));
    const found = steps('empty-rectangle', grid);
    expect(found).toEqual([
      {
        kind: 'emptyRectangle',
        digit: 9,
        box: 22,
        row: 4,
        column: 13,
        link: cellsOf('r5c8', 'r2c8'),
        linkHouse: 16,
        placements: [],
        eliminations: [cellOf('r2c5') * 9 + 8],
      },
    ]);
    expect(valuesOf(found[0]!)).toEqual({ technique: 'empty-rectangle', se: 4.3, hodoku: { score: 120, level: 'hard' } });
  });
});
