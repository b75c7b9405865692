import { describe, expect, it } from 'vitest';
import { Grid } from '../grid/grid';
import { CELL_HOUSES } from '../grid/house';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { SE_SET } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep } from '../step';
import { allSteps } from './strategy';
import { uniqueLoop, type UniqueLoopStep } from './uniqueLoops';

/** Puzzles from Patti's generator whose SE-order solves take a six-cell loop and a hidden-set type 3. */
const WITH_LOOP = '.56..4....281...........65...1...2.593...71.......6....7.2..9.1....3.5...8..7....';
const WITH_HIDDEN_SET = '.4.9....2...6..3.......5...7.......6.1275...95.9...2......3.1....7.8...428...4...';

/** Every house of the loop holds two of its cells, one at an odd and one at an even place, and each cell shares a house with the next. */
function isDeadly(cells: readonly number[]): boolean {
  const places = new Map<number, number[]>();
  cells.forEach((cell, place) => CELL_HOUSES[cell]!.forEach((house) => places.set(house, [...(places.get(house) ?? []), place])));
  const linked = cells.every((cell, place) =>
    CELL_HOUSES[cell]!.some((house) => CELL_HOUSES[cells[(place + 1) % cells.length]!]!.includes(house)),
  );
  return linked && [...places.values()].every((at) => at.length === 2 && (at[0]! + at[1]!) % 2 === 1);
}

function loopStepsAlongSolve(text: string): { steps: UniqueLoopStep[]; taken: UniqueLoopStep[]; solution: string } {
  const puzzle = asPuzzle(text);
  const solution = examinePuzzle(puzzle).solution!;
  const grid = Grid.fromPuzzle(puzzle);
  const steps: UniqueLoopStep[] = [];
  const taken: UniqueLoopStep[] = [];
  for (const { step } of solveLogically(puzzle, SE_SET, { countOptions: false }).steps) {
    for (const found of allSteps(uniqueLoop, grid)) {
      if (found.kind !== 'uniqueLoop') throw new Error(`unexpected ${found.kind}`);
      expect(found.cells.every((cell) => found.digits.every((d) => grid.candidates(cell).includes(d)))).toBe(true);
      steps.push(found);
    }
    if (step.kind === 'uniqueLoop') taken.push(step);
    applyStep(grid, step);
  }
  return { steps, taken, solution };
}

describe('unique loops', () => {
  for (const text of [WITH_LOOP, WITH_HIDDEN_SET]) {
    it(`finds only deadly loops and removes no solution digit along the solve of ${text}`, () => {
      const { steps, solution } = loopStepsAlongSolve(text);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        expect(isDeadly(step.cells), step.cells.join(',')).toBe(true);
        for (const k of step.eliminations) expect(solution.charCodeAt((k / 9) | 0) - 48).not.toBe((k % 9) + 1);
      }
    });
  }

  it('lets the SE order take a loop longer than a rectangle', () => {
    expect(loopStepsAlongSolve(WITH_LOOP).taken.some((step) => step.cells.length >= 6)).toBe(true);
  });

  it('finds a type 3 whose set is hidden, a and b in it', () => {
    const hidden = loopStepsAlongSolve(WITH_HIDDEN_SET).taken.filter((step) => step.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    // A hidden set of n digits fills n places: the loop's first cell with extras and n − 1 others.
    for (const step of hidden) expect(step.setCells!.length).toBe(step.setSize! - 1);
  });
});
