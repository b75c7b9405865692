import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { Grid } from '../grid/grid';
import { HOUSE_CELLS } from '../grid/house';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { HODOKU_SET, type TechniqueSet } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep } from '../step';
import type { TechniqueId } from '../techniques';

import { frankenFish } from './frankenFish';
import { SearchContext } from './searchContext';
import { allSteps } from './strategy';

// A puzzle of the sample library (se-bands.csv) whose HoDoKu solve takes a Franken swordfish
// when grouped nice loops are left out (with them, grouped chains take its place).
const CASES: { technique: TechniqueId; puzzle: string }[] = [
  { technique: 'franken-swordfish', puzzle: '.78.6....3......2.1....8..5.6..2......375...1...4..9......3....9......68..5.91..3' },
];

const WITHOUT_GROUPED_LOOPS: TechniqueSet = {
  ...HODOKU_SET,
  tiers: HODOKU_SET.tiers.filter((tier) => typeof tier === 'string' || !('strategy' in tier) || tier.strategy !== 'grouped-nice-loop'),
};

const isLine = (house: number, rows: boolean): boolean => (rows ? house < 9 : house >= 9 && house < 18);

describe('Franken fish', () => {
  for (const { technique, puzzle: text } of CASES) {
    it(`${technique}: disjoint bases of lines and boxes covered by the other lines and boxes, removing only wrong candidates`, () => {
      const puzzle = asPuzzle(text);
      const solution = examinePuzzle(puzzle).solution!;
      const strategy = frankenFish.strategies.find((s) => s.technique === technique)!;
      const grid = Grid.fromPuzzle(puzzle);
      let checked = 0;
      for (const traced of solveLogically(puzzle, WITHOUT_GROUPED_LOOPS, { countOptions: false }).steps) {
        if (traced.technique === technique) {
          for (const step of allSteps(strategy, grid)) {
            if (step.kind !== 'frankenFish') throw new Error(`unexpected ${step.kind}`);
            const { digit, base, cover } = step;
            const rows = base.some((h) => isLine(h, true));
            expect(base.every((h) => h >= 18 || isLine(h, rows))).toBe(true);
            expect(cover.every((h) => h >= 18 || isLine(h, !rows))).toBe(true);
            expect([...base, ...cover].some((h) => h >= 18)).toBe(true);
            const holds = (c: number) => grid.hasCandidate(c, digit);
            for (const house of base) expect(HOUSE_CELLS[house]!.some(holds)).toBe(true);
            // Every base candidate is in one base only and in a cover.
            for (const house of base) {
              for (const c of HOUSE_CELLS[house]!.filter(holds)) {
                expect(base.filter((h) => HOUSE_CELLS[h]!.includes(c)).length).toBe(1);
                expect(cover.some((h) => HOUSE_CELLS[h]!.includes(c))).toBe(true);
              }
            }
            for (const k of step.eliminations) {
              const cell = cellOfCandidate(k);
              expect(digitOfCandidate(k)).toBe(digit);
              expect(solution.charCodeAt(cell) - 48).not.toBe(digit);
              const inBase = base.some((h) => HOUSE_CELLS[h]!.includes(cell));
              const covers = cover.filter((h) => HOUSE_CELLS[h]!.includes(cell)).length;
              expect(inBase ? covers >= 2 : covers >= 1).toBe(true);
              checked++;
            }
          }
        }
        applyStep(grid, traced.step);
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});

describe('Franken fish searched again after a step', () => {
  it('finds at each position of a solve what a search without memory finds', () => {
    const puzzle = asPuzzle(CASES[0]!.puzzle);
    const grid = Grid.fromPuzzle(puzzle);
    // One context through the whole solve: it remembers, per digit, where the search found nothing.
    const remembering = new SearchContext();
    const digitsBefore = frankenFish.strategies.map(() => new Set<number>());
    let newlyFound = 0;
    for (const traced of solveLogically(puzzle, WITHOUT_GROUPED_LOOPS, { countOptions: false }).steps) {
      frankenFish.strategies.forEach((strategy, i) => {
        const fresh = allSteps(strategy, grid, new SearchContext());
        expect(allSteps(strategy, grid, remembering)).toEqual(fresh);
        const digits = new Set(fresh.map((step) => (step as { digit: number }).digit));
        for (const digit of digits) if (!digitsBefore[i]!.has(digit)) newlyFound++;
        digitsBefore[i] = digits;
      });
      applyStep(grid, traced.step);
    }
    // Fish on a digit that had none a step before: where searching only the base sets that lost a place matters.
    expect(newlyFound).toBeGreaterThan(3);
  });
});
