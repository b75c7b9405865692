import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { HODOKU_SET } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep } from '../step';
import { findStrategy, stepHandler } from './registry';
import { SearchContext } from './searchContext';
import { noteSearchOptions } from './searchOptions';
import { allSteps } from './strategy';
import type { UniqueRectangleStep } from './uniqueness';

const bitsOf = (...digits: number[]): number => digits.reduce((bits, d) => bits | (1 << (d - 1)), 0);
const rowOf = (cell: Cell): number => (cell / 9) | 0;
const columnOf = (cell: Cell): number => cell % 9;

function rectangleSteps(
  id: 'unique-rectangle-5' | 'unique-rectangle-6' | 'hidden-rectangle',
  grid: Grid,
  context = new SearchContext(),
): UniqueRectangleStep[] {
  return allSteps(findStrategy(id)!, grid, context).map((step) => {
    if (step.kind !== 'uniqueRectangle') throw new Error(`unexpected ${step.kind}`);
    return step;
  });
}

/** Where `digit` can go in a row or column (given as a test on cells). */
function placesOf(grid: Grid, digit: number, inLine: (cell: Cell) => boolean): Cell[] {
  return Array.from({ length: 81 }, (_, c) => c).filter((c) => inLine(c) && grid.hasCandidate(c, digit));
}

describe('unique rectangle type 5', () => {
  it('removes the extra digit two diagonal cells share from the cells seeing both', () => {
    // Rectangle r1c1, r1c4, r2c1, r2c4 on {1,2}: r1c1 and r2c4 bare, r1c4 and r2c1 also hold 3.
    const grid = Grid.empty();
    grid.setCandidateBits(0, bitsOf(1, 2));
    grid.setCandidateBits(12, bitsOf(1, 2));
    grid.setCandidateBits(3, bitsOf(1, 2, 3));
    grid.setCandidateBits(9, bitsOf(1, 2, 3));
    const steps = rectangleSteps('unique-rectangle-5', grid);
    expect(steps.map((s) => [s.cells, s.digits])).toEqual([
      [
        [0, 3, 9, 12],
        [1, 2],
      ],
    ]);
    // r1c2, r1c3 see r1c4 by the row and r2c1 by the box; r2c5, r2c6 see r2c1 by the row and r1c4 by the box.
    expect(steps[0]!.eliminations).toEqual([1, 2, 13, 14].map((c) => c * 9 + 2));
  });
});

// Puzzles on whose HoDoKu solve hidden rectangles and type 6 appear (the second is the classic
// puzzle of Wikipedia's Sudoku article).
const PUZZLES = [
  '......41.9..3.....3...5.....48..7..........62.1.......6..2....5.7....8......9....',
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
];

describe('unique rectangle type 6 and hidden rectangles', () => {
  it('remove only wrong candidates, each where the rectangle digit is confined as the type says', () => {
    const counts = { six: 0, hidden: 0 };
    for (const text of PUZZLES) {
      const puzzle = asPuzzle(text);
      const solution = examinePuzzle(puzzle).solution!;
      const grid = Grid.fromPuzzle(puzzle);
      for (const { step } of solveLogically(puzzle, HODOKU_SET, { countOptions: false }).steps) {
        for (const six of rectangleSteps('unique-rectangle-6', grid)) {
          const [a, b, c, d] = six.cells;
          const bare = six.cells.filter((cell) => grid.candidateCount(cell) === 2);
          expect(
            [
              [a, d],
              [b, c],
            ].some((pair) => bare.length === 2 && pair.every((cell) => bare.includes(cell))),
          ).toBe(true);
          const digit = digitOfCandidate(six.eliminations[0]!);
          const confined = (line: (cell: Cell) => number) =>
            [a, d].every((corner) =>
              placesOf(grid, digit, (cell) => line(cell) === line(corner)).every((cell) => six.cells.includes(cell)),
            );
          expect(confined(rowOf) || confined(columnOf)).toBe(true);
          for (const k of six.eliminations) expect(solution.charCodeAt(cellOfCandidate(k)) - 48).not.toBe(digitOfCandidate(k));
          counts.six++;
        }
        for (const hidden of rectangleSteps('hidden-rectangle', grid)) {
          const [k] = hidden.eliminations;
          expect(hidden.eliminations).toHaveLength(1);
          const opposite = cellOfCandidate(k!);
          const kept = hidden.digits.find((d) => d !== digitOfCandidate(k!))!;
          // The kept digit has no place outside the rectangle in the opposite cell's row and column.
          for (const line of [rowOf, columnOf]) {
            expect(placesOf(grid, kept, (cell) => line(cell) === line(opposite)).every((cell) => hidden.cells.includes(cell))).toBe(true);
          }
          expect(
            hidden.cells.some(
              (cell) =>
                cell !== opposite &&
                rowOf(cell) !== rowOf(opposite) &&
                columnOf(cell) !== columnOf(opposite) &&
                grid.candidateCount(cell) === 2,
            ),
          ).toBe(true);
          expect(solution.charCodeAt(opposite) - 48).not.toBe(digitOfCandidate(k!));
          counts.hidden++;
        }
        applyStep(grid, step);
      }
    }
    expect(counts.six).toBeGreaterThan(0);
    expect(counts.hidden).toBeGreaterThan(0);
  });
});

// Made by `patti generate`: HoDoKu 2.2 takes a uniqueness test 6 on 6/7 at r8c27, r9c27 after a
// 2-string kite has removed the 6 from r9c2.
const MISSING = '.5....4....41..8567.....3...9..8.......63.1.9.2.7......1.....3.5....4.829....5...';

describe('rectangles with a missing candidate (HoDoKu)', () => {
  it("are taken in the hodoku order, soundly, where Sudoku Explainer's rules see no rectangle", () => {
    const puzzle = asPuzzle(MISSING);
    const solution = examinePuzzle(puzzle).solution!;
    const grid = Grid.fromPuzzle(puzzle);
    const taken: string[] = [];
    for (const { step, technique } of solveLogically(puzzle, HODOKU_SET, { countOptions: false }).steps) {
      if (step.kind === 'uniqueRectangle' && (technique === 'hidden-rectangle' || technique === 'unique-rectangle-6')) {
        const missing = step.cells.some((cell) => step.digits.some((d) => !grid.hasCandidate(cell, d)));
        if (missing) {
          taken.push(`${technique} ${step.cells.join(',')}`);
          for (const k of step.eliminations) expect(solution.charCodeAt(cellOfCandidate(k)) - 48).not.toBe(digitOfCandidate(k));
          const withoutMissing = rectangleSteps(technique, grid).filter((other) => other.cells.join() === step.cells.join());
          expect(withoutMissing).toEqual([]);
          const hodoku = new SearchContext();
          noteSearchOptions(hodoku, grid, HODOKU_SET.searchOptions!);
          expect(rectangleSteps(technique, grid, hodoku).some((other) => other.cells.join() === step.cells.join())).toBe(true);
          // The replay draws the pattern's candidates that are still there, not the lost ones.
          expect(step.missing?.length).toBeGreaterThan(0);
          expect(
            stepHandler(step)
              .highlights(step)
              .kept.every((k) => grid.hasCandidate(cellOfCandidate(k), digitOfCandidate(k))),
          ).toBe(true);
        }
      }
      applyStep(grid, step);
    }
    // r8c2, r8c7, r9c2, r9c7 in cell numbers.
    expect(taken).toEqual(['unique-rectangle-6 64,69,73,78']);
  });
});
