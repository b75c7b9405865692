import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { HOUSE_CELLS } from '../grid/house';
import { asPuzzle } from '../grid/puzzle';
import { explainText, highlightsOf } from '../describeStep';
import { solveLogically } from '../simulate/logical';
import { HODOKU_SET } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { Rng } from '../simulate/rng';
import { Grid } from '../grid/grid';
import { applyStep } from '../step';
import { finnedFrankenFish, finnedFrankenOfDigit, type FinnedFrankenFishStep } from './finnedFrankenFish';
import { baseHousesHolding, digitPatterns } from './digitMemo';
import { SearchContext } from './searchContext';
import { allSteps, firstStep } from './strategy';

// A puzzle HoDoKu 2.2's generator made whose HoDoKu solve takes a finned Franken swordfish:
// "Finned Franken Swordfish: 5 r26b3 c247 fr2c1 fr2c3 fr3c9 => r3c2<>5" in its step list.
const PUZZLE = '.2.8...93....671.........6.1....96...9......46.4.83.........23..1..96.5...835....';

const sees = (a: number, b: number): boolean => a !== b && HOUSE_CELLS.some((cells) => cells.includes(a) && cells.includes(b));

describe('finned Franken fish', () => {
  const puzzle = asPuzzle(PUZZLE);
  const trace = solveLogically(puzzle, HODOKU_SET, { countOptions: false });
  const fish = trace.steps.filter((s) => s.technique === 'finned-franken-swordfish').map((s) => s.step as FinnedFrankenFishStep);

  it("takes HoDoKu's instance: the same digit, bases, covers, fins and elimination", () => {
    expect(fish.length).toBeGreaterThan(0);
    expect(explainText(fish[0]!)).toBe(
      'Finned Franken swordfish on 5: row 2, row 6, box 3 / column 2, column 4, column 7, fins r2c1, r2c3, r3c9: removes 5 from r3c2',
    );
  });

  it('highlights its bases, its covers and its fins for the replay', () => {
    const step = fish[0]!;
    const marks = highlightsOf(step);
    expect(marks.houses).toEqual([1, 5, 20]);
    expect(marks.coverHouses).toEqual([10, 12, 15]);
    expect([...marks.cells].sort((x, y) => x - y)).toEqual([9, 11, 26]);
    expect(marks.removed).toEqual(step.eliminations);
  });

  it('removes only candidates that see every fin, outside the bases or in two covers, and wrong ones', () => {
    const solution = examinePuzzle(puzzle).solution!;
    for (const step of fish) {
      const fins = [...step.fins, ...step.endoFins];
      expect(fins.length).toBeGreaterThan(0);
      expect(fins.length).toBeLessThanOrEqual(5);
      expect(step.endoFins.length).toBeLessThanOrEqual(2);
      expect([...step.base, ...step.cover].some((h) => h >= 18)).toBe(true);
      for (const k of step.eliminations) {
        const cell = cellOfCandidate(k);
        expect(digitOfCandidate(k)).toBe(step.digit);
        expect(solution.charCodeAt(cell) - 48).not.toBe(step.digit);
        expect(fins.every((fin) => sees(fin, cell))).toBe(true);
        const inBase = step.base.some((h) => HOUSE_CELLS[h]!.includes(cell));
        const covers = step.cover.filter((h) => HOUSE_CELLS[h]!.includes(cell)).length;
        expect(inBase ? covers >= 2 : covers >= 1).toBe(true);
      }
    }
  });
});

describe('finned Franken fish elimination bound', () => {
  it('finds the same fish, in the same order, as the search without the bound', () => {
    const rng = new Rng(1465);
    let found = 0;
    for (let round = 0; round < 16; round++) {
      // Sparse digits, as late in a hard solve, where fins are few.
      const density = 8 + rng.below(16);
      const patterns = new Int32Array(27);
      for (let d = 0; d < 9; d++)
        for (let cell = 0; cell < 81; cell++) if (rng.below(100) < density) patterns[d * 3 + ((cell / 27) | 0)]! |= 1 << (cell % 27);
      for (const size of [2, 3]) {
        for (let d = 0; d < 9; d++) {
          const unbounded = finnedFrankenOfDigit(patterns, d, size, { bounded: false });
          expect(finnedFrankenOfDigit(patterns, d, size)).toEqual(unbounded);
          found += unbounded.length;
        }
      }
    }
    expect(found).toBeGreaterThan(100);
  });
});

describe('finned Franken fish offered one at a time', () => {
  it('gives a solve that wants one fish the first of all of them, before and after the digits are remembered', () => {
    const rng = new Rng(49158);
    let compared = 0;
    for (let round = 0; round < 12; round++) {
      const grid = Grid.fromPuzzle(asPuzzle('.'.repeat(81)));
      for (let cell = 0; cell < 81; cell++) grid.setCandidateBits(cell, 1 + rng.below(511));
      for (const strategy of finnedFrankenFish.strategies) {
        const context = new SearchContext();
        const first = firstStep(strategy, grid, context);
        const all = allSteps(strategy, grid, context);
        expect(first).toEqual(all[0]);
        expect(firstStep(strategy, grid, context)).toEqual(all[0]);
        expect(allSteps(strategy, grid, context)).toEqual(all);
        if (first) compared++;
      }
    }
    expect(compared).toBeGreaterThan(5);
  });
});

describe('finned Franken fish after a search that found nothing', () => {
  it('finds, with only the base sets holding a lost place, every fish the whole search finds', () => {
    // Each digit's pattern at every position of the puzzle's HoDoKu solve from its 30th step,
    // where places are few enough for fish to come and go (and the searches are quick).
    const grid = Grid.fromPuzzle(asPuzzle(PUZZLE));
    const positions: Int32Array[] = [];
    for (const [i, { step }] of solveLogically(asPuzzle(PUZZLE), HODOKU_SET, { countOptions: false }).steps.entries()) {
      if (i >= 30) positions.push(digitPatterns(grid, new SearchContext()).slice());
      applyStep(grid, step);
    }
    let compared = 0;
    for (const size of [2, 3]) {
      for (let d = 0; d < 9; d++) {
        const found = positions.map((patterns) => finnedFrankenOfDigit(patterns, d, size));
        // Each position where the search found nothing, with the next three where the digit has a fish.
        for (let then = 0; then < positions.length; then++) {
          if (found[then]!.length > 0) continue;
          for (let now = then + 1, pairs = 0; now < positions.length && pairs < 3; now++) {
            if (found[now]!.length === 0) continue;
            pairs++;
            const lost = positions[then]!.slice(d * 3, d * 3 + 3).map((word, w) => word & ~positions[now]![d * 3 + w]!);
            expect(finnedFrankenOfDigit(positions[now]!, d, size, { touching: baseHousesHolding(lost) })).toEqual(found[now]);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
