/**
 * Basic fish on hand-built positions: a digit confined in n lines to n cross lines, the
 * candidates it removes from the cross lines, and each scheme's value.
 */
import { describe, expect, it } from 'vitest';
import { candidatesOf, cellOf, cellsOf, confine, gridOf, houseNames, valuesOf } from '../../../tests/support/positions';
import type { Grid } from '../grid/grid';
import type { TechniqueId } from '../techniques';
import { findStrategy } from './registry';
import { allSteps } from './strategy';

const steps = (id: TechniqueId, grid: Grid) => allSteps(findStrategy(id)!, grid);

/** The digit's places: only `cells` in the base lines, everywhere else as it was. */
function fishGrid(digit: number, baseLines: string[], cells: string[]): Grid {
  const grid = gridOf();
  const inBase = new Set(baseLines.flatMap((line) => houseNames(line)));
  for (const name of inBase) if (!cells.includes(name)) grid.eliminate(cellOf(name), digit);
  return grid;
}

describe('X-wing', () => {
  it('removes the digit from the two cover rows outside the base columns', () => {
    // 2 in columns 4 and 7 lies only in rows 4 and 7.
    const found = steps('x-wing', fishGrid(2, ['c4', 'c7'], ['r4c4', 'r7c4', 'r4c7', 'r7c7']));
    expect(found).toEqual([
      {
        kind: 'basicFish',
        digit: 2,
        baseLines: [12, 15],
        coverLines: [3, 6],
        cells: cellsOf('r4c4', 'r4c7', 'r7c4', 'r7c7'),
        placements: [],
        eliminations: candidatesOf(2, ...houseNames('r4', 'r4c4', 'r4c7'), ...houseNames('r7', 'r7c4', 'r7c7')),
      },
    ]);
    expect(valuesOf(found[0]!)).toEqual({
      technique: 'x-wing',
      se: 3.2,
      hodoku: { score: 140, level: 'hard' },
      sotd: [2800, 1600],
      grader: 6,
    });
  });

  it('is not there when one base column has a third place', () => {
    expect(steps('x-wing', fishGrid(2, ['c4', 'c7'], ['r4c4', 'r7c4', 'r4c7', 'r7c7', 'r1c7']))).toEqual([]);
  });
});

describe('swordfish', () => {
  it('removes the digit from the three cover columns outside the base rows, two places a row being enough', () => {
    // 1 in rows 2, 4, 8 lies only in columns 2, 3, 5 (r2: c2, c3; r4: c3, c5; r8: c2, c5).
    const found = steps('swordfish', fishGrid(1, ['r2', 'r4', 'r8'], ['r2c2', 'r2c3', 'r4c3', 'r4c5', 'r8c2', 'r8c5']));
    const rows = ['r1', 'r3', 'r5', 'r6', 'r7', 'r9'];
    expect(found).toEqual([
      {
        kind: 'basicFish',
        digit: 1,
        baseLines: [1, 3, 7],
        coverLines: [10, 11, 13],
        cells: cellsOf('r2c2', 'r2c3', 'r4c3', 'r4c5', 'r8c2', 'r8c5'),
        placements: [],
        eliminations: candidatesOf(1, ...rows.flatMap((row) => [`${row}c2`, `${row}c3`, `${row}c5`])),
      },
    ]);
    expect(valuesOf(found[0]!)).toEqual({
      technique: 'swordfish',
      se: 3.8,
      hodoku: { score: 150, level: 'hard' },
      sotd: [8000, 6000],
      grader: 6,
    });
    expect(steps('x-wing', fishGrid(1, ['r2', 'r4', 'r8'], ['r2c2', 'r2c3', 'r4c3', 'r4c5', 'r8c2', 'r8c5']))).toEqual([]);
  });
});

describe('jellyfish', () => {
  it('removes the digit from the four cover rows outside the base columns', () => {
    // 7 in columns 1, 4, 6, 9 lies only in rows 1, 3, 5, 8, in a ring no smaller fish closes.
    const grid = fishGrid(7, ['c1', 'c4', 'c6', 'c9'], ['r1c1', 'r3c1', 'r3c4', 'r5c4', 'r5c6', 'r8c6', 'r8c9', 'r1c9']);
    const found = steps('jellyfish', grid);
    const others = ['c2', 'c3', 'c5', 'c7', 'c8'];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'basicFish', digit: 7, baseLines: [9, 12, 14, 17], coverLines: [0, 2, 4, 7] });
    expect(found[0]!.eliminations).toEqual(
      candidatesOf(7, ...['r1', 'r3', 'r5', 'r8'].flatMap((row) => others.map((column) => `${row}${column}`))),
    );
    expect(valuesOf(found[0]!)).toEqual({ technique: 'jellyfish', se: 5.2, hodoku: { score: 160, level: 'hard' } });
    expect(steps('swordfish', grid)).toEqual([]);
  });
});

// Keeps `confine` in this file's vocabulary: a digit left in the base cells only is a fish with nothing to remove.
describe('a fish with nothing to remove', () => {
  it('is not offered', () => {
    expect(steps('x-wing', confine(gridOf(), 2, 'r4c4', 'r7c4', 'r4c7', 'r7c7'))).toEqual([]);
  });
});
