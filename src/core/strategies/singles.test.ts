/**
 * Singles on hand-built positions: the one digit placed, the house it is found in, and the
 * value each scheme gives it.
 */
import { describe, expect, it } from 'vitest';
import { cellOf, gridOf, houseNames, removeDigit, valuesOf } from '../../../tests/support/positions';
import type { Grid } from '../grid/grid';
import type { TechniqueId } from '../techniques';
import { findStrategy } from './registry';
import { allSteps } from './strategy';

const steps = (id: TechniqueId, grid: Grid) => allSteps(findStrategy(id)!, grid);
const placing = (name: string, digit: number) => ({ placements: [{ cell: cellOf(name), digit }], eliminations: [] });

describe('full house', () => {
  it('places the last digit of a house with one empty cell', () => {
    const grid = gridOf();
    for (let digit = 1; digit <= 8; digit++) grid.place(cellOf(`r1c${digit}`), digit);
    const found = steps('full-house', grid);
    expect(found).toEqual([{ kind: 'fullHouse', house: 0, cell: cellOf('r1c9'), digit: 9, ...placing('r1c9', 9) }]);
    expect(valuesOf(found[0]!)).toEqual({
      technique: 'full-house',
      se: 1.0,
      hodoku: { score: 4, level: 'easy' },
      sotd: [100, 100],
      grader: 0,
    });
  });

  it('is not taken where a house has two empty cells', () => {
    const grid = gridOf();
    for (let digit = 1; digit <= 7; digit++) grid.place(cellOf(`r1c${digit}`), digit);
    expect(steps('full-house', grid)).toEqual([]);
  });
});

describe('hidden singles', () => {
  it('in a box: the one place of a digit in box 1', () => {
    const found = steps('hidden-single-box', removeDigit(gridOf(), 5, ...houseNames('b1', 'r2c2')));
    expect(found).toEqual([{ kind: 'hiddenSingle', house: 18, cell: cellOf('r2c2'), digit: 5, ...placing('r2c2', 5) }]);
    expect(valuesOf(found[0]!)).toEqual({
      technique: 'hidden-single-box',
      se: 1.2,
      hodoku: { score: 14, level: 'easy' },
      sotd: [100, 100],
      grader: 0,
    });
    // Row 2 and column 2 still have other places for 5.
    expect(steps('hidden-single-row', removeDigit(gridOf(), 5, ...houseNames('b1', 'r2c2')))).toEqual([]);
  });

  it('in a row', () => {
    const found = steps('hidden-single-row', removeDigit(gridOf(), 5, ...houseNames('r4', 'r4c7')));
    expect(found).toEqual([{ kind: 'hiddenSingle', house: 3, cell: cellOf('r4c7'), digit: 5, ...placing('r4c7', 5) }]);
    expect(valuesOf(found[0]!)).toEqual({
      technique: 'hidden-single-row',
      se: 1.5,
      hodoku: { score: 14, level: 'easy' },
      sotd: [100, 100],
      grader: 1,
    });
  });

  it('in a column', () => {
    const found = steps('hidden-single-column', removeDigit(gridOf(), 5, ...houseNames('c3', 'r8c3')));
    expect(found).toEqual([{ kind: 'hiddenSingle', house: 11, cell: cellOf('r8c3'), digit: 5, ...placing('r8c3', 5) }]);
    expect(valuesOf(found[0]!)).toEqual({
      technique: 'hidden-single-column',
      se: 1.5,
      hodoku: { score: 14, level: 'easy' },
      sotd: [100, 100],
      grader: 1,
    });
  });
});

describe('naked single', () => {
  it('places the one candidate a cell has left, cells in reading order', () => {
    const found = steps('naked-single', gridOf({ r5c5: '7', r2c8: '3' }));
    expect(found).toEqual([
      { kind: 'nakedSingle', cell: cellOf('r2c8'), digit: 3, ...placing('r2c8', 3) },
      { kind: 'nakedSingle', cell: cellOf('r5c5'), digit: 7, ...placing('r5c5', 7) },
    ]);
    expect(valuesOf(found[0]!)).toEqual({
      technique: 'naked-single',
      se: 2.3,
      hodoku: { score: 4, level: 'easy' },
      sotd: [100, 100],
      grader: 1,
    });
  });
});
