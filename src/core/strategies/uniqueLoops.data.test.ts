import { describe, expect, it } from 'vitest';
import { readSharedLines } from '../../../tests/support/data';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { SE_SET } from '../simulate/logicalPresets';
import { applyStep } from '../step';
import { metLoops, type MetLoop } from './uniqueLoops';

/**
 * A stretch of the 17-clue file whose SE-order solves meet, at some position, a loop with three
 * cells with extras that the walk from its first bare cell misses and a later walk meets: the
 * case where leaving out loops met before needs the most care.
 */
const FIRST = 25_000;
const COUNT = 600;

function marksOf(grid: Grid): Uint16Array {
  return Uint16Array.from({ length: 81 }, (_, cell) => grid.candidateBits(cell));
}

/** A loop with three cells with extras or more, met from a bare cell after its first one. */
function metLate(marks: Uint16Array, { start, loop }: MetLoop): boolean {
  const pair = marks[start]!;
  const bare = loop.filter((cell) => marks[cell] === pair);
  return loop.length - bare.length >= 3 && start > Math.min(...bare);
}

describe('unique loop walks that leave out loops met before', () => {
  it('meet the loops every walk meets, in the same order, along the SE solves of 600 17-clue puzzles', () => {
    let positions = 0;
    let late = 0;
    for (const line of readSharedLines('royle17-49158.txt').slice(FIRST, FIRST + COUNT)) {
      const puzzle = asPuzzle(line.slice(0, 81));
      const grid = Grid.fromPuzzle(puzzle);
      for (const { step } of solveLogically(puzzle, SE_SET, { countOptions: false }).steps) {
        const marks = marksOf(grid);
        const every = metLoops(marks, false);
        expect(metLoops(marks, true)).toEqual(every);
        positions++;
        late += every.filter((met) => metLate(marks, met)).length;
        applyStep(grid, step);
      }
    }
    expect(positions).toBeGreaterThan(10_000);
    expect(late).toBeGreaterThan(0);
  });
});
