import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { boxOf, colOf, rowOf } from '../grid/cell';
import { Grid } from '../grid/grid';
import { asPuzzle, type Puzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { HODOKU_SET } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep, type Step } from '../step';
import type { TechniqueId } from '../techniques';
import { avoidableRectangles } from './avoidable';
import { noteGivens } from './givens';
import { SearchContext } from './searchContext';
import { allSteps } from './strategy';

// Puzzles made by Patti's generator whose HoDoKu solves pass a position with an avoidable
// rectangle of each type: the first from the sample library's se-bands.csv (its solve takes the
// rectangle), the second a minimal puzzle dug from one of its random grids (type 2 is rare).
const CASES: { technique: TechniqueId; puzzle: string }[] = [
  { technique: 'avoidable-rectangle-1', puzzle: '.1....5..42.......8.63..1...7..9.......76.82...45....3.......36.69.8..1......1...' },
  { technique: 'avoidable-rectangle-2', puzzle: '3.186....5....7.....95.....6.....9.4.9....6.2.....51.....9..4.7.1...82.3.2.43....' },
];

const strategyOf = (technique: TechniqueId) => avoidableRectangles.strategies.find((s) => s.technique === technique)!;

/** The first position of the puzzle's HoDoKu solve where `technique` finds a step. */
function positionWith(puzzle: Puzzle, technique: TechniqueId): Grid {
  const grid = Grid.fromPuzzle(puzzle);
  for (const traced of solveLogically(puzzle, HODOKU_SET, { countOptions: false }).steps) {
    if (stepsWithGivens(technique, grid, puzzle).length > 0) return grid;
    applyStep(grid, traced.step);
  }
  throw new Error(`no ${technique} along the solve`);
}

function stepsWithGivens(technique: TechniqueId, grid: Grid, puzzle: Puzzle): Step[] {
  const context = new SearchContext();
  noteGivens(context, grid, puzzle);
  return allSteps(strategyOf(technique), grid, context);
}

describe('avoidable rectangles', () => {
  for (const { technique, puzzle: text } of CASES) {
    const puzzle = asPuzzle(text);

    it(`${technique}: four non-given cells on two rows, columns and boxes, removing only wrong candidates`, () => {
      const solution = examinePuzzle(puzzle).solution!;
      const grid = positionWith(puzzle, technique);
      const steps = stepsWithGivens(technique, grid, puzzle);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        if (step.kind !== 'avoidableRectangle') throw new Error(`unexpected ${step.kind}`);
        const [first, second, third, fourth] = step.cells;
        expect(new Set(step.cells.map(rowOf)).size).toBe(2);
        expect(new Set(step.cells.map(colOf)).size).toBe(2);
        expect(new Set(step.cells.map(boxOf)).size).toBe(2);
        for (const cell of step.cells) expect(text[cell]).toBe('.');
        expect([grid.value(first), grid.value(second)]).toEqual(step.digits);
        if (technique === 'avoidable-rectangle-2') expect(grid.isEmpty(third) && grid.isEmpty(fourth)).toBe(true);
        for (const k of step.eliminations) expect(solution.charCodeAt(cellOfCandidate(k)) - 48).not.toBe(digitOfCandidate(k));
      }
    });

    it(`${technique}: finds nothing where the solved cells were givens, or where the givens are unknown`, () => {
      const grid = positionWith(puzzle, technique);
      const [step] = stepsWithGivens(technique, grid, puzzle);
      if (step?.kind !== 'avoidableRectangle') throw new Error('no avoidable rectangle');
      // The same position of a puzzle that gave the rectangle's solved cells: they can no longer be swapped.
      const withGivens = asPuzzle(
        [...text].map((ch, cell) => (step.cells.includes(cell) && !grid.isEmpty(cell) ? String(grid.value(cell)) : ch)).join(''),
      );
      expect(
        stepsWithGivens(technique, grid, withGivens).filter(
          (s) => s.kind === 'avoidableRectangle' && s.cells.every((c) => step.cells.includes(c)),
        ),
      ).toEqual([]);
      expect(allSteps(strategyOf(technique), grid)).toEqual([]);
    });
  }
});
