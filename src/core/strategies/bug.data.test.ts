import { describe, expect, it } from 'vitest';
import { readSharedLines } from '../../../tests/support/data';
import { Grid } from '../grid/grid';
import { HOUSE_CELLS } from '../grid/house';
import { asPuzzle, asSolution } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { findUnsoundStep } from '../simulate/logicalOracle';
import { SE_SET } from '../simulate/logicalPresets';
import { solve } from '../solve/solve';
import { applyStep } from '../step';
import type { BugTypeStep } from './bug';
import { findStrategy } from './registry';
import { allSteps } from './strategy';

// Lines of the exchange file (rated by Sukaku Explainer) whose SE-order solve meets BUG types 2, 3 and 4.
const LINES = { 2: 1031, 3: 11748, 4: 23090 } as const;

/** The position where the solve takes its BUG step of `type`, the step, and the puzzle's solution. */
function bugPosition(type: 2 | 3 | 4): { grid: Grid; step: BugTypeStep; solution: string } {
  const puzzle = asPuzzle(readSharedLines('sudoku-exchange-diabolical.txt')[LINES[type]]!.split(/\s+/)[1]!.replace(/0/g, '.'));
  const outcome = solve(puzzle);
  if (outcome.status !== 'unique') throw new Error('fixture must have one solution');
  const grid = Grid.fromPuzzle(puzzle);
  for (const { step } of solveLogically(puzzle, SE_SET, { countOptions: false }).steps) {
    if (step.kind === 'bugType' && step.type === type) return { grid, step, solution: outcome.solution };
    applyStep(grid, step);
  }
  throw new Error(`no BUG type ${type} step`);
}

const pairsOf = (bits: number): number[] => {
  const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((d) => bits & (1 << d));
  return digits.flatMap((a, i) => digits.slice(i + 1).map((b) => (1 << a) | (1 << b)));
};

/**
 * The definition, checked by brute force: some choice of two digits for each BUG cell, the rest
 * of its digits being extras the step names, leaves every empty cell two digits and every digit
 * zero or two places in every house.
 */
function isBugWithoutExtras(grid: Grid, step: BugTypeStep): boolean {
  const extras = step.extras.reduce((bits, d) => bits | (1 << (d - 1)), 0);
  const marks = Array.from({ length: 81 }, (_, c) => grid.candidateBits(c));
  for (let c = 0; c < 81; c++)
    if (grid.value(c) === 0 && !step.cells.includes(c) && marks[c]!.toString(2).replace(/0/g, '').length !== 2) return false;
  const isBug = (): boolean =>
    HOUSE_CELLS.every((cells) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8].every((d) => [0, 2].includes(cells.filter((c) => marks[c]! & (1 << d)).length)),
    );
  const choose = (k: number): boolean => {
    if (k === step.cells.length) return isBug();
    const cell = step.cells[k]!;
    const all = grid.candidateBits(cell);
    return pairsOf(all).some((pair) => {
      if ((all & ~pair & ~extras) !== 0) return false;
      marks[cell] = pair;
      const found = choose(k + 1);
      marks[cell] = all;
      return found;
    });
  };
  return choose(0);
}

describe('BUG types 2, 3 and 4', () => {
  for (const type of [2, 3, 4] as const) {
    it(`type ${type}: without the extras the position is a BUG, and the step removes no solution digit`, () => {
      const { grid, step, solution } = bugPosition(type);
      expect(step.cells.length).toBeGreaterThan(1);
      expect(isBugWithoutExtras(grid, step)).toBe(true);
      expect(step.eliminations.length).toBeGreaterThan(0);
      for (const candidate of step.eliminations) expect(Number(solution[(candidate / 9) | 0])).not.toBe((candidate % 9) + 1);
      // And the strategy of its type finds it there.
      expect(allSteps(findStrategy(`bug-type-${type}`)!, grid)).toContainEqual(step);
    });
  }
});

describe('BUG type 3 naked sets', () => {
  it('are made of empty cells only (a filled cell holds no digit of the set)', () => {
    const puzzles = [
      // A 17-clue puzzle whose solve passes a row where counting filled cells in made a false naked set.
      '........1.......2...3..4........15.4.6.......27...........6.......28..7...13..8..',
      readSharedLines('sudoku-exchange-diabolical.txt')[LINES[3]]!.split(/\s+/)[1]!.replace(/0/g, '.'),
    ];
    let checked = 0;
    for (const text of puzzles) {
      const puzzle = asPuzzle(text);
      const outcome = solve(puzzle);
      if (outcome.status !== 'unique') throw new Error('fixture must have one solution');
      const trace = solveLogically(puzzle, SE_SET, { countOptions: false });
      expect(findUnsoundStep(trace, asSolution(outcome.solution))).toBeUndefined();
      const grid = Grid.fromPuzzle(puzzle);
      for (const { step } of trace.steps) {
        for (const found of allSteps(findStrategy('bug-type-3')!, grid) as BugTypeStep[]) {
          for (const cell of found.setCells ?? []) expect(grid.value(cell)).toBe(0);
          checked++;
        }
        applyStep(grid, step);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
