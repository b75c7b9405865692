/**
 * Intersections on hand-built positions: a digit confined where a box meets a line, what it
 * removes (or, in Sudoku Explainer's direct forms, places), and each scheme's value.
 */
import { describe, expect, it } from 'vitest';
import { candidatesOf, cellOf, cellsOf, gridOf, houseNames, removeDigit, valuesOf } from '../../../tests/support/positions';
import type { Grid } from '../grid/grid';
import type { TechniqueId } from '../techniques';
import { findStrategy } from './registry';
import { allSteps } from './strategy';

const steps = (id: TechniqueId, grid: Grid) => allSteps(findStrategy(id)!, grid);

/** 4 confined to r1c1, r1c2 in box 1. */
const pointingGrid = () => removeDigit(gridOf(), 4, ...houseNames('b1', 'r1c1', 'r1c2'));
/** 4 confined to r5c1, r5c2 in row 5. */
const claimingGrid = () => removeDigit(gridOf(), 4, ...houseNames('r5', 'r5c1', 'r5c2'));

describe('pointing and claiming', () => {
  it('pointing: a box’s digit on one line leaves the rest of the line', () => {
    const found = steps('pointing', pointingGrid());
    expect(found).toEqual([
      {
        kind: 'lockedCandidates',
        digit: 4,
        base: 18,
        cover: 0,
        cells: cellsOf('r1c1', 'r1c2'),
        placements: [],
        eliminations: candidatesOf(4, ...houseNames('r1', 'r1c1', 'r1c2', 'r1c3')),
      },
    ]);
    expect(valuesOf(found[0]!)).toEqual({
      technique: 'pointing',
      se: 2.6,
      hodoku: { score: 50, level: 'medium' },
      sotd: [350, 200],
      grader: 2,
    });
  });

  it('claiming: a line’s digit in one box leaves the rest of the box', () => {
    const found = steps('claiming', claimingGrid());
    expect(found).toEqual([
      {
        kind: 'lockedCandidates',
        digit: 4,
        base: 4,
        cover: 21,
        cells: cellsOf('r5c1', 'r5c2'),
        placements: [],
        eliminations: candidatesOf(4, 'r4c1', 'r4c2', 'r4c3', 'r6c1', 'r6c2', 'r6c3'),
      },
    ]);
    // Sudoku of the Day has no price for claiming: its Candidate Lines are the pointing kind.
    expect(valuesOf(found[0]!)).toEqual({ technique: 'claiming', se: 2.8, hodoku: { score: 50, level: 'medium' }, grader: 2 });
  });

  it('find nothing where the digit spreads over two lines of the box', () => {
    expect(steps('pointing', removeDigit(gridOf(), 4, ...houseNames('b1', 'r1c1', 'r2c2')))).toEqual([]);
  });
});

describe('Sudoku Explainer’s direct pointing and claiming', () => {
  it('direct pointing places the digit when the removals would leave a box one place', () => {
    // Box 2 holds 4 in r1c5 and r2c5: box 1's pointing on row 1 would leave it r2c5.
    const grid = removeDigit(pointingGrid(), 4, ...houseNames('b2', 'r1c5', 'r2c5'));
    const found = steps('direct-pointing', grid);
    expect(found).toEqual([
      {
        kind: 'directLockedCandidates',
        digit: 4,
        base: 18,
        cover: 0,
        cells: cellsOf('r1c1', 'r1c2'),
        target: 19,
        wouldRemove: candidatesOf(4, 'r1c5', 'r1c7', 'r1c8', 'r1c9'),
        placements: [{ cell: cellOf('r2c5'), digit: 4 }],
        eliminations: [],
      },
    ]);
    expect(valuesOf(found[0]!)).toEqual({ technique: 'direct-pointing', se: 1.7 });
    // Plain pointing leaves no hidden single behind: no direct form.
    expect(steps('direct-pointing', pointingGrid())).toEqual([]);
  });

  it('direct claiming places the digit when the removals would leave a line one place', () => {
    // Row 4 holds 4 in box 4 and r4c8 only: row 5's claiming would leave it r4c8.
    const grid = removeDigit(claimingGrid(), 4, ...houseNames('r4', 'r4c1', 'r4c2', 'r4c3', 'r4c8'));
    const found = steps('direct-claiming', grid);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'directLockedCandidates',
      digit: 4,
      base: 4,
      cover: 21,
      target: 3,
      placements: [{ cell: cellOf('r4c8'), digit: 4 }],
      eliminations: [],
    });
    expect(valuesOf(found[0]!)).toEqual({ technique: 'direct-claiming', se: 1.9 });
  });
});

describe('Sudoku of the Day’s double pairs and multiple lines', () => {
  it('double pairs: two boxes of a band hold the digit in two cells on the same two lines', () => {
    const grid = removeDigit(removeDigit(gridOf(), 6, ...houseNames('b1', 'r1c1', 'r2c2')), 6, ...houseNames('b2', 'r1c5', 'r2c4'));
    const found = steps('double-pairs', grid);
    expect(found).toEqual([
      {
        kind: 'lineBand',
        digit: 6,
        boxes: [18, 19],
        lines: [0, 1],
        target: 20,
        cells: cellsOf('r1c1', 'r2c2', 'r1c5', 'r2c4'),
        placements: [],
        eliminations: candidatesOf(6, 'r1c7', 'r1c8', 'r1c9', 'r2c7', 'r2c8', 'r2c9'),
      },
    ]);
    expect(steps('multiple-lines', grid)).toEqual([]);
    expect(valuesOf(found[0]!)).toEqual({ technique: 'double-pairs', sotd: [500, 250] });
  });

  it('multiple lines: the same with more cells in a box', () => {
    const grid = removeDigit(removeDigit(gridOf(), 6, ...houseNames('b1', 'r1c1', 'r1c2', 'r2c3')), 6, ...houseNames('b2', 'r1c4', 'r2c5'));
    const found = steps('multiple-lines', grid);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'lineBand',
      digit: 6,
      target: 20,
      eliminations: candidatesOf(6, 'r1c7', 'r1c8', 'r1c9', 'r2c7', 'r2c8', 'r2c9'),
    });
    expect(steps('double-pairs', grid)).toEqual([]);
    expect(valuesOf(found[0]!)).toEqual({ technique: 'multiple-lines', sotd: [700, 400] });
  });
});
