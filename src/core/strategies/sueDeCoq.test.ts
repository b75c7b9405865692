import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import { Grid } from '../grid/grid';
import { HOUSE_CELLS } from '../grid/house';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { HODOKU_SET } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep } from '../step';
import { allSteps } from './strategy';
import { sueDeCoqStrategy } from './sueDeCoq';

// Arto Inkala's 2012 puzzle: HoDoKu's order takes two Sue de Coq steps on the way.
const INKALA_2012 = asPuzzle('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..');

const digitsOf = (grid: Grid, cells: readonly Cell[]): Set<number> => new Set(cells.flatMap((c) => grid.candidates(c)));

describe('Sue de Coq', () => {
  it('locks as many digits as cells across a line and a box, and removes only wrong candidates', () => {
    const solution = examinePuzzle(INKALA_2012).solution!;
    const grid = Grid.fromPuzzle(INKALA_2012);
    let taken = 0;
    let checked = 0;
    for (const { step, technique } of solveLogically(INKALA_2012, HODOKU_SET, { countOptions: false }).steps) {
      if (technique === 'sue-de-coq') {
        taken++;
        for (const found of allSteps(sueDeCoqStrategy, grid)) {
          if (found.kind !== 'sueDeCoq') throw new Error(`unexpected ${found.kind}`);
          const [line, box] = [HOUSE_CELLS[found.line]!, HOUSE_CELLS[found.box]!];
          expect(found.intersection.every((c) => line.includes(c) && box.includes(c))).toBe(true);
          expect(found.lineCells.every((c) => line.includes(c) && !box.includes(c))).toBe(true);
          expect(found.boxCells.every((c) => box.includes(c) && !line.includes(c))).toBe(true);
          expect(digitsOf(grid, found.intersection).size).toBeGreaterThanOrEqual(found.intersection.length + 2);
          const lineDigits = digitsOf(grid, found.lineCells);
          expect([...digitsOf(grid, found.boxCells)].some((d) => lineDigits.has(d))).toBe(false);
          const all = [...found.intersection, ...found.lineCells, ...found.boxCells];
          expect(digitsOf(grid, all).size).toBe(all.length);
          for (const k of found.eliminations) {
            const cell = cellOfCandidate(k);
            expect(all.includes(cell)).toBe(false);
            expect(line.includes(cell) || box.includes(cell)).toBe(true);
            expect(solution.charCodeAt(cell) - 48).not.toBe(digitOfCandidate(k));
            checked++;
          }
        }
      }
      applyStep(grid, step);
    }
    expect(taken).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(0);
  });
});
