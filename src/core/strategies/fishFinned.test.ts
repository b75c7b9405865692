/**
 * Finned and sashimi fish, on positions of HoDoKu-order solves of puzzles made by `patti
 * generate` (resources/sample/hodoku-levels.csv) where the solve takes one. Each step is checked
 * from first principles: the digit's base cells outside the cover lines are the fins, all in one
 * box; every removed candidate lies in a cover line outside the base lines and sees every fin; the
 * removal is sound; and the step carries HoDoKu 2.2's score and level for its kind.
 */
import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import { CELL_HOUSES, HOUSE_CELLS, PEERS } from '../grid/house';
import { HODOKU_SET } from '../simulate/logicalPresets';
import type { TechniqueId } from '../techniques';
import { isSound, positionBefore, valuesOf } from '../../../tests/support/positions';
import { findStrategy } from './registry';
import { allSteps } from './strategy';

const CASES: readonly [TechniqueId, string, number, 'hard' | 'unfair'][] = [
  ['finned-x-wing', '..3.641..2.....7....9.......386...14..1...5..49...783.......4....2.....5..718.6..', 130, 'hard'],
  ['sashimi-x-wing', '..95....8.26.94.7.....7..9..4..1...7..7...9..1...2..3..6..8.....7.63.14.3....18..', 150, 'hard'],
  ['finned-swordfish', '..5..3..632..1......98.5...47....9.32.......79.1....84...7.13......4..125..3..8..', 200, 'unfair'],
  ['sashimi-swordfish', '89.2.5....7..6.3.56.............9..6.6.427.8.4..6.............39.2.3..1....5.2.98', 240, 'unfair'],
  ['finned-jellyfish', '2....1.5...5...3.7...76..1..5.1...7.7.......1.1...9.2..7..42...6.4...8...2.6....4', 250, 'unfair'],
];

describe('finned and sashimi fish', () => {
  it.each(CASES)(
    '%s: found where HoDoKu’s order takes it, fins in one box, removals seeing every fin',
    (technique, puzzle, score, level) => {
      const { grid, taken, solution } = positionBefore(puzzle, HODOKU_SET, technique);
      const found = allSteps(findStrategy(technique)!, grid);
      expect(found).toContainEqual(taken);
      for (const step of found) {
        if (step.kind !== 'finnedFish') throw new Error(`unexpected ${step.kind}`);
        expect(valuesOf(step)).toEqual({ technique, hodoku: { score, level } });
        const { digit, baseLines, coverLines, fins } = step;
        const baseCells = baseLines.flatMap((house) => HOUSE_CELLS[house]!.filter((c) => grid.hasCandidate(c, digit)));
        const inCovers = (cell: Cell) => coverLines.some((house) => CELL_HOUSES[cell]!.includes(house));
        expect([...fins].sort((a, b) => a - b)).toEqual(baseCells.filter((c) => !inCovers(c)).sort((a, b) => a - b));
        expect(fins.length).toBeGreaterThan(0);
        expect(fins.every((fin) => CELL_HOUSES[fin]!.includes(step.finBox))).toBe(true);
        for (const k of step.eliminations) {
          const cell = cellOfCandidate(k);
          expect(digitOfCandidate(k)).toBe(digit);
          expect(inCovers(cell) && !baseCells.includes(cell)).toBe(true);
          expect(fins.every((fin) => PEERS[fin]!.includes(cell))).toBe(true);
        }
        expect(isSound(step, solution)).toBe(true);
      }
    },
  );
});
