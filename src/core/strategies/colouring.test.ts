import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import { Grid } from '../grid/grid';
import { PEERS } from '../grid/house';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { HODOKU_SET } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep } from '../step';
import { multiColouring } from './colouring';
import { allSteps } from './strategy';

// Made by `patti generate` (the sample library's HoDoKu levels): HoDoKu 2.2 itself, and our
// order, take a multi-colouring step on the way.
const MULTI_COLOURED = asPuzzle('....61..2..38...4...5.496...76.......9.....8.......29...912.3...2...34..5..49....');

const seesAny = (cells: readonly Cell[], others: readonly Cell[]): boolean => cells.some((a) => others.some((b) => PEERS[a]!.includes(b)));

describe('multi-colouring', () => {
  it('joins two clusters whose colours each hold the digit all or nothing, and removes only wrong candidates', () => {
    const solution = examinePuzzle(MULTI_COLOURED).solution!;
    const holds = (cell: Cell, digit: number) => solution.charCodeAt(cell) - 48 === digit;
    const grid = Grid.fromPuzzle(MULTI_COLOURED);
    let checked = 0;
    let taken = 0;
    for (const { step, technique } of solveLogically(MULTI_COLOURED, HODOKU_SET, { countOptions: false }).steps) {
      if (technique === 'multi-colouring') taken++;
      for (const found of allSteps(multiColouring, grid)) {
        if (found.kind !== 'multiColouring') throw new Error(`unexpected ${found.kind}`);
        const { digit, clusters } = found;
        // The solution's side of each cluster: one colour entirely, the other not at all.
        for (const [one, other] of clusters) {
          expect(one.every((c) => grid.hasCandidate(c, digit)) && other.every((c) => grid.hasCandidate(c, digit))).toBe(true);
          const trueOne = one.every((c) => holds(c, digit)) && !other.some((c) => holds(c, digit));
          const trueOther = other.every((c) => holds(c, digit)) && !one.some((c) => holds(c, digit));
          expect(trueOne || trueOther).toBe(true);
        }
        const [a, b] = clusters;
        if (found.rule === 'excluded') {
          expect(seesAny(a[0], b[0]) && seesAny(a[0], b[1])).toBe(true);
          expect(found.eliminations.map(cellOfCandidate)).toEqual([...a[0]].sort((p, q) => p - q));
        } else {
          expect(seesAny(a[0], b[0])).toBe(true);
        }
        for (const k of found.eliminations) {
          const cell = cellOfCandidate(k);
          expect(digitOfCandidate(k)).toBe(digit);
          expect(holds(cell, digit)).toBe(false);
          if (found.rule === 'joined') expect(seesAny([cell], a[1]) && seesAny([cell], b[1])).toBe(true);
          checked++;
        }
      }
      applyStep(grid, step);
    }
    expect(taken).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(0);
  });
});
