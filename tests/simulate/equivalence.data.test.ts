import { describe, expect, it } from 'vitest';
import { Grid } from '../../src/core/grid/grid';
import { HOUSE_CELLS } from '../../src/core/grid/house';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { examinePuzzle } from '../../src/core/solve/index';
import { applyStep, type Step } from '../../src/core/step';
import '../../src/core/strategies/registry';
import { xWing } from '../../src/core/strategies/fish';
import { fullHouse, hiddenSingleBox, hiddenSingleColumn, hiddenSingleRow, nakedSingle } from '../../src/core/strategies/singles';
import { nakedPair } from '../../src/core/strategies/subsets';
import { allSteps, firstStep } from '../../src/core/strategies/strategy';
import { readSharedLines, sampleEvery } from '../support/data';
import { SimBoard } from '../../src/core/simulate/board';
import { applyHiddenSingles, applyNakedPairs, applyNakedSingles, applyXWing, PROGRESS } from '../../src/core/simulate/fastStrategies';
import { Rng } from '../../src/core/simulate/rng';

/*
 * The bitmask strategies of the simulations against the strategy finders of src/core/strategies
 * (issue 3), on thousands of real positions: each strategy taken to its fixpoint both ways must
 * give the same position. The finders follow Sudoku Explainer's conventions where the Project
 * Patti paper's definitions (§5.1) are narrower, so the reference keeps only the paper's instances:
 * naked twins = two cells with exactly the same two candidates, X-wing = a digit exactly twice in
 * each of two lines. One finder convention hides paper instances: naked subsets are searched only
 * in houses with at least four empty cells; the reference adds the Project Patti paper's pairs in smaller houses
 * by brute force.
 */

type Pair = { cells: readonly number[]; houses: readonly number[] };

/** The same position as a Grid: givens and placements from the values, then the marks cut down. */
function gridOf(board: SimBoard): Grid {
  const grid = Grid.fromPuzzle(asPuzzle(board.toString()));
  for (let cell = 0; cell < 81; cell++) {
    if (board.values[cell] !== 0) continue;
    for (let d = 1; d <= 9; d++) if (!(board.marks[cell]! & (1 << (d - 1)))) grid.eliminate(cell, d);
  }
  return grid;
}

function samePosition(board: SimBoard, grid: Grid): boolean {
  for (let cell = 0; cell < 81; cell++) {
    if (board.values[cell] !== grid.value(cell)) return false;
    if (board.values[cell] === 0 && board.marks[cell] !== grid.candidateBits(cell)) return false;
  }
  return true;
}

/** The Project Patti paper's naked twins in houses the finder skips (fewer than four empty cells), by brute force. */
function smallHousePair(grid: Grid): Step | undefined {
  for (let house = 0; house < 27; house++) {
    const empty = HOUSE_CELLS[house]!.filter((cell) => grid.value(cell) === 0);
    if (empty.length >= 4) continue;
    for (const a of empty) {
      for (const b of empty) {
        const pair = grid.candidateBits(a);
        if (a >= b || grid.candidateCount(a) !== 2 || grid.candidateBits(b) !== pair) continue;
        const eliminations: number[] = [];
        for (const other of empty) {
          if (other === a || other === b) continue;
          for (let d = 1; d <= 9; d++) if (pair & grid.candidateBits(other) & (1 << (d - 1))) eliminations.push(other * 9 + d - 1);
        }
        if (eliminations.length > 0)
          return { kind: 'nakedSubset', houses: [house], cells: [a, b], digits: [], placements: [], eliminations } as unknown as Step;
      }
    }
  }
  return undefined;
}

const REFERENCE: Record<string, (grid: Grid) => Step | undefined> = {
  nakedSingle: (grid) => firstStep(nakedSingle, grid),
  hiddenSingle: (grid) =>
    firstStep(fullHouse, grid) ??
    firstStep(hiddenSingleRow, grid) ??
    firstStep(hiddenSingleColumn, grid) ??
    firstStep(hiddenSingleBox, grid),
  nakedPair: (grid) =>
    allSteps(nakedPair, grid)
      .filter(
        (step) =>
          (step as unknown as Pair).cells.length === 2 && (step as unknown as Pair).cells.every((cell) => grid.candidateCount(cell) === 2),
      )
      .sort((a, b) => (a as unknown as Pair).houses[0]! - (b as unknown as Pair).houses[0]!)[0] ?? smallHousePair(grid),
  xWing: (grid) => allSteps(xWing, grid).find((step) => (step as unknown as Pair).cells.length === 4),
};
const FAST: Record<string, (board: SimBoard) => number> = {
  nakedSingle: (board) => applyNakedSingles(board, false),
  hiddenSingle: applyHiddenSingles,
  nakedPair: applyNakedPairs,
  xWing: applyXWing,
};

function consistentWith(board: SimBoard, solution: string): boolean {
  for (let cell = 0; cell < 81; cell++) {
    const digit = solution.charCodeAt(cell) - 48;
    if (board.values[cell] ? board.values[cell] !== digit : !(board.marks[cell]! & (1 << (digit - 1)))) return false;
  }
  return true;
}

/** Positions met while solving real puzzles with the four strategies and a correct guess whenever they stall. */
function* realPositions(): Generator<{ board: SimBoard; strategy: string }> {
  const kaggle = sampleEvery(readSharedLines('kaggle-radcliffe-5000.csv').slice(1), 25).map((line) => line.split(',')[0]!);
  const hard = sampleEvery(readSharedLines('magictour-top1465.txt'), 49);
  const rng = new Rng(5);
  for (const text of [...kaggle, ...hard]) {
    const status = examinePuzzle(text);
    const solution = status.solution!;
    const board = SimBoard.fromPuzzle(status.puzzle!);
    for (let pass = 0; pass < 60 && !board.isSolved(); pass++) {
      let progress = false;
      for (const strategy of Object.keys(FAST)) {
        if (!consistentWith(board, solution)) throw new Error('a strategy broke the solution');
        yield { board, strategy };
        progress = FAST[strategy]!(board) === PROGRESS || progress;
      }
      if (!progress && !board.isSolved()) {
        const empty = [...Array(81).keys()].filter((cell) => board.values[cell] === 0);
        const cell = empty[rng.below(empty.length)]!;
        board.place(cell, 1 << (solution.charCodeAt(cell) - 49));
      }
    }
  }
}

describe('the bitmask strategies', () => {
  it('reach the same position as the strategy finders of src/core/strategies on real positions', () => {
    const checked: Record<string, number> = { nakedSingle: 0, hiddenSingle: 0, nakedPair: 0, xWing: 0 };
    const changed: Record<string, number> = { nakedSingle: 0, hiddenSingle: 0, nakedPair: 0, xWing: 0 };
    for (const { board, strategy } of realPositions()) {
      const grid = gridOf(board);
      for (let step = REFERENCE[strategy]!(grid); step; step = REFERENCE[strategy]!(grid)) applyStep(grid, step);
      const copy = new SimBoard();
      copy.copyFrom(board);
      if (FAST[strategy]!(copy) === PROGRESS) changed[strategy]!++;
      expect(samePosition(copy, grid), `${strategy} on ${board.toString()}`).toBe(true);
      checked[strategy]!++;
    }
    // The sample must exercise every strategy, or the comparison proves nothing.
    for (const strategy of Object.keys(checked)) expect(changed[strategy], strategy).toBeGreaterThan(10);
  });
});
