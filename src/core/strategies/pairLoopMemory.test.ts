import { describe, expect, it } from 'vitest';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { SE_SET } from '../simulate/logicalPresets';
import { applyStep } from '../step';
import { PairLoopMemory } from './pairLoopMemory';
import { metLoops } from './uniqueLoops';

/** Puzzles from Patti's generator whose SE-order solves take a six-cell loop and a hidden-set type 3 (as in uniqueLoops.test.ts). */
const PUZZLES = [
  '.56..4....281...........65...1...2.593...71.......6....7.2..9.1....3.5...8..7....',
  '.4.9....2...6..3.......5...7.......6.1275...95.9...2......3.1....7.8...428...4...',
];

function marksOf(grid: Grid): Uint16Array {
  return Uint16Array.from({ length: 81 }, (_, cell) => grid.candidateBits(cell));
}

describe('PairLoopMemory', () => {
  it('gives the loops a fresh walk meets, at every position of a solve', () => {
    const memory = new PairLoopMemory();
    let met = 0;
    for (const text of PUZZLES) {
      const puzzle = asPuzzle(text);
      const grid = Grid.fromPuzzle(puzzle);
      for (const { step } of solveLogically(puzzle, SE_SET, { countOptions: false }).steps) {
        const marks = marksOf(grid);
        const fresh = metLoops(marks);
        expect(metLoops(marks, true, undefined, memory)).toEqual(fresh);
        // Asked again at the same position: every pair is remembered.
        expect(metLoops(marks, true, undefined, memory)).toEqual(fresh);
        met += fresh.length;
        applyStep(grid, step);
      }
    }
    expect(met).toBeGreaterThan(0);
  });

  it('forgets a pair whose cells changed', () => {
    const memory = new PairLoopMemory();
    const marks = new Uint16Array(81);
    // Digits 1 and 2 in four cells: r1c1, r1c2, r2c1, r2c2 (a rectangle in one box).
    for (const cell of [0, 1, 9, 10]) marks[cell] = 0b11;
    expect(memory.recall(marks, 0b11)).toBeUndefined();
    memory.remember(0b11, [{ start: 0, loop: [0, 1, 10, 9] }]);
    expect(memory.recall(marks, 0b11)).toEqual([{ start: 0, loop: [0, 1, 10, 9] }]);
    marks[10] = 0b111;
    expect(memory.recall(marks, 0b11)).toBeUndefined();
    // A cell without both digits is no part of the pair's key.
    marks[10] = 0b11;
    marks[40] = 0b101;
    expect(memory.recall(marks, 0b11)).toEqual([{ start: 0, loop: [0, 1, 10, 9] }]);
  });
});
