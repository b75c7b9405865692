/**
 * BUG types 2, 3 and 4 on positions of SE-order solves of puzzles made by `patti generate`
 * (resources/sample/se-bands.csv) where the solve takes one. Each step is checked from first
 * principles: every empty cell but the BUG cells holds two candidates, the BUG cells hold the
 * extras; what it removes is sound; and it is worth Sudoku Explainer's 5.7 (a type 3 plus 0.1 for
 * each other cell of its naked set).
 */
import { describe, expect, it } from 'vitest';
import { SE_SET, withoutGuess } from '../simulate/logicalPresets';
import type { TechniqueId } from '../techniques';
import { isSound, positionBefore, valuesOf } from '../../../tests/support/positions';
import { findStrategy } from './registry';
import { allSteps } from './strategy';

const CASES: readonly [TechniqueId, string][] = [
  ['bug-type-2', '.8...4..9..7.8......1....7........1434..6......5.....2..8.53.2..9.....6.2..7..5..'],
  ['bug-type-2', '2.........96..7.3...7..92...6.1..78...53.6....7......3.8..1.4.2.......199..8.....'],
  ['bug-type-3', '......9..4......86.1.8.7...9.....32....7..4...6..1..9..73.69...2.4..........385..'],
  ['bug-type-4', '8.....9...3...4.......3.1..6..1.8....2....87.4.9.....6.4..21..8....63...7...8.3.4'],
];

describe('BUG types 2–4', () => {
  it.each(CASES)(
    '%s: found where the SE order takes it, on a grave of bivalue cells, sound and valued as SE values it (%s)',
    (technique, puzzle) => {
      const { grid, taken, solution } = positionBefore(puzzle, withoutGuess(SE_SET), technique);
      const found = allSteps(findStrategy(technique)!, grid);
      expect(found).toContainEqual(taken);
      for (const step of found) {
        if (step.kind !== 'bugType') throw new Error(`unexpected ${step.kind}`);
        const others = Array.from({ length: 81 }, (_, c) => c).filter((c) => grid.isEmpty(c) && !step.cells.includes(c));
        expect(others.every((c) => grid.candidateCount(c) === 2)).toBe(true);
        expect(step.cells.every((c) => grid.candidateCount(c) > 2)).toBe(true);
        expect(step.extras.every((digit) => step.cells.some((c) => grid.hasCandidate(c, digit)))).toBe(true);
        expect(step.eliminations.length).toBeGreaterThan(0);
        expect(isSound(step, solution)).toBe(true);
        const se = step.type === 3 ? 5.7 + 0.1 * step.setCells!.length : 5.7;
        expect(valuesOf(step)).toEqual({ technique, se: Math.round(se * 10) / 10 });
      }
    },
  );
});
