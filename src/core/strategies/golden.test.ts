/**
 * Golden fixtures: real positions (the givens of a published puzzle, after `before` steps of a
 * technique set's solve) where each basic technique applies, with its first instance's words.
 * Each instance is also checked without the finder's code: its pattern is re-verified on the
 * grid from first principles, and its effect against the solution from the backtracker.
 */
import { describe, expect, it } from 'vitest';
import { candidateOf, cellOfCandidate, digitOfCandidate, type Candidate } from '../grid/candidate';
import { Grid } from '../grid/grid';
import { HOUSE_CELLS, CELL_HOUSES, type House } from '../grid/house';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { GRADER_SET, HODOKU_SET, SE_SET, SOTD_SET, type SharedTier, type TechniqueSet } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep, type Step } from '../step';
import { explainText, techniqueOf } from '../describeStep';
import type { TechniqueId } from '../techniques';
import { findStrategy } from './registry';
import { allSteps } from './strategy';

const BASIC = new Set<string>([
  'full-house',
  'hidden-single-box',
  'hidden-single-row',
  'hidden-single-column',
  'naked-single',
  'direct-pointing',
  'direct-claiming',
  'pointing',
  'claiming',
  'double-pairs',
  'multiple-lines',
  'direct-hidden-pair',
  'direct-hidden-triple',
  'locked-pair',
  'locked-triple',
  'naked-pair',
  'naked-triple',
  'naked-quad',
  'hidden-pair',
  'hidden-triple',
  'hidden-quad',
  'x-wing',
  'swordfish',
  'jellyfish',
]);
/** The presets cut to the basic techniques, so the fixtures do not move when chains change. */
const basicOf = (set: TechniqueSet): TechniqueSet => ({
  ...set,
  tiers: set.tiers.filter((t) => (typeof t === 'string' ? BASIC.has(t) : !Array.isArray(t) && BASIC.has((t as SharedTier).strategy))),
});
const SETS: Record<string, TechniqueSet> = {
  se: basicOf(SE_SET),
  sotd: basicOf(SOTD_SET),
  hodoku: basicOf(HODOKU_SET),
  grader: GRADER_SET,
};

interface Fixture {
  technique: TechniqueId;
  puzzle: string;
  set: string;
  before: number;
  text: string;
}

const P1 = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const P2 = '3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....';
const P3 = '5..7..6....38...........2..62.4............917............35.8.4.....1......9....';

const FIXTURES: Fixture[] = [
  { technique: 'full-house', puzzle: P2, set: 'se', before: 22, text: 'Full house in column 4: r7c4 = 9' },
  { technique: 'hidden-single-box', puzzle: P2, set: 'se', before: 18, text: 'Hidden single in a box: 4 has one place in box 8, r8c4' },
  { technique: 'hidden-single-row', puzzle: P2, set: 'se', before: 29, text: 'Hidden single in a row: 1 has one place in row 1, r1c2' },
  {
    technique: 'hidden-single-column',
    puzzle: P2,
    set: 'se',
    before: 19,
    text: 'Hidden single in a column: 7 has one place in column 4, r2c4',
  },
  { technique: 'naked-single', puzzle: P1, set: 'sotd', before: 13, text: 'Naked single: r7c5 can only be 9' },
  {
    technique: 'pointing',
    puzzle: P1,
    set: 'se',
    before: 4,
    text: 'Pointing: 2 in box 7 lies only in column 2 (r8c2, r9c2), removes 2 from r1c2, r2c2, r3c2, r4c2',
  },
  {
    technique: 'claiming',
    puzzle: P1,
    set: 'grader',
    before: 11,
    text: 'Claiming: 6 in row 7 lies only in box 7 (r7c1, r7c2, r7c3), removes 6 from r8c2, r9c2',
  },
  {
    technique: 'direct-pointing',
    puzzle: P3,
    set: 'se',
    before: 8,
    text: 'Direct pointing: 4 in box 6 lies only in column 7, so box 9 has one place for it: r7c9 = 4',
  },
  {
    technique: 'direct-claiming',
    puzzle: P1,
    set: 'grader',
    before: 0,
    text: 'Direct claiming: 7 in column 1 lies only in box 1, so column 3 has one place for it: r9c3 = 7',
  },
  {
    technique: 'double-pairs',
    puzzle: '7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....8....6...9.....8.',
    set: 'sotd',
    before: 27,
    text: 'Double pairs: 1 in box 3, box 9 lies only in column 7, column 8, so box 6 removes 1 from r5c7, r5c8, r6c7',
  },
  {
    technique: 'multiple-lines',
    puzzle: P2,
    set: 'sotd',
    before: 23,
    text: 'Multiple lines: 5 in box 1, box 4 lies only in column 2, column 3, so box 7 removes 5 from r7c3, r9c3',
  },
  {
    technique: 'direct-hidden-pair',
    puzzle: P2,
    set: 'se',
    before: 16,
    text: 'Direct hidden pair {3,8} in column 2 (r5c2, r6c2) leaves one place for 7: r7c2',
  },
  {
    technique: 'direct-hidden-triple',
    puzzle: '......41.9..3.....3...5.....48..7..........62.1.......6..2....5.7....8......9....',
    set: 'se',
    before: 26,
    text: 'Direct hidden triple {3,6,9} in row 8 (r8c6, r8c8, r8c9) leaves one place for 2: r8c3',
  },
  {
    technique: 'locked-pair',
    puzzle: P3,
    set: 'hodoku',
    before: 9,
    text: 'Locked pair {3,5} in row 4 and box 6 (r4c8, r4c9) removes 3 from r4c6, r4c7, r6c7, r6c8, r6c9 and 5 from r4c3, r4c5, r4c7, r6c7, r6c8, r6c9',
  },
  {
    technique: 'locked-triple',
    puzzle: P1,
    set: 'hodoku',
    before: 3,
    text: 'Locked triple {6,7,8} in row 8 and box 8 (r8c4, r8c5, r8c6) removes 6 from r8c9, r9c5, r9c6 and 8 from r8c9, r9c4, r9c5, r9c6',
  },
  {
    technique: 'naked-pair',
    puzzle: P1,
    set: 'se',
    before: 14,
    text: 'Naked pair {1,2} in row 9 (r9c2, r9c7) removes 1 from r9c8 and 2 from r9c8, r9c9',
  },
  {
    technique: 'naked-triple',
    puzzle: P1,
    set: 'grader',
    before: 8,
    text: 'Naked triple {4,6,8} in row 7 (r7c1, r7c2, r7c3) removes 4 from r7c5 and 6 from r7c5, r7c8, r7c9',
  },
  {
    technique: 'naked-quad',
    puzzle: P2,
    set: 'grader',
    before: 15,
    text: 'Naked quad {1,2,5,6} in box 4 (r4c2, r4c3, r5c3, r6c3) removes 1 from r6c1 and 2 from r5c1 and 5 from r5c1, r5c2 and 6 from r6c1, r6c2',
  },
  {
    technique: 'hidden-pair',
    puzzle: P1,
    set: 'se',
    before: 10,
    text: 'Hidden pair {5,9} in box 4 (r5c3, r6c3) removes 1 from r5c3, r6c3 and 2 from r5c3 and 4 from r5c3, r6c3 and 6 from r6c3',
  },
  {
    technique: 'hidden-triple',
    puzzle: '.8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..67........4.....',
    set: 'se',
    before: 17,
    text: 'Hidden triple {1,2,9} in column 6 (r6c6, r8c6, r9c6) removes 6 from r9c6 and 8 from r6c6, r8c6, r9c6',
  },
  {
    technique: 'hidden-quad',
    puzzle: '.....6....5.87..9...725.8..5.....18..63...94..21.....7..5.217...1..93.5....5.....',
    set: 'se',
    before: 18,
    text: 'Hidden quad {3,4,6,9} in box 5 (r4c4, r4c5, r6c4, r6c5) removes 8 from r6c5',
  },
  {
    technique: 'x-wing',
    puzzle: '.894............72.3.......1....5.6..4....9......1....5...6...7...3..8..2........',
    set: 'se',
    before: 25,
    text: 'X-wing: 2 in column 4, column 7 lies only in row 4, row 7, removes 2 from r4c2, r4c5, r7c6, r7c8',
  },
  {
    technique: 'swordfish',
    puzzle: '....3..715..4.2............2..6..4...38.7..............7..8..1.6..5..2...........',
    set: 'se',
    before: 13,
    text: 'Swordfish: 1 in row 2, row 4, row 8 lies only in column 2, column 3, column 5, removes 1 from r3c2, r3c3, r3c5, r6c2, r6c3, r6c5, r9c2, r9c3, r9c5',
  },
  {
    technique: 'jellyfish',
    puzzle: '.........6.......4.4.795.3.36..2..89.9..4..5....8.9.....9.6.7...8.3.4.2.43..7..65',
    set: 'se',
    before: 18,
    text:
      'Jellyfish: 1 in column 2, column 4, column 5, column 8 lies only in row 1, row 2, row 6, row 7, ' +
      'removes 1 from r1c3, r1c7, r2c3, r2c6, r2c7, r6c1, r6c3, r6c7, r7c1',
  },
];

/** The position after the set's first `before` steps. */
function positionOf(fixture: Fixture): Grid {
  const puzzle = asPuzzle(fixture.puzzle);
  const trace = solveLogically(puzzle, SETS[fixture.set]!, { countOptions: false });
  const grid = Grid.fromPuzzle(puzzle);
  for (const traced of trace.steps.slice(0, fixture.before)) applyStep(grid, traced.step);
  return grid;
}

/** Cells of `house` holding `digit` as a candidate. */
const placesIn = (grid: Grid, house: House, digit: number): number[] => HOUSE_CELLS[house]!.filter((c) => grid.hasCandidate(c, digit));
const sorted = (values: Iterable<Candidate>): Candidate[] => [...values].sort((a, b) => a - b);

/**
 * The instance's pattern, re-derived from the grid: the candidates it must eliminate (or the
 * placement it must make) follow from the houses and digits the step names.
 */
function verifyPattern(grid: Grid, step: Step): void {
  switch (step.kind) {
    case 'fullHouse':
      expect(HOUSE_CELLS[step.house]!.filter((c) => grid.isEmpty(c))).toEqual([step.cell]);
      return;
    case 'hiddenSingle':
      expect(placesIn(grid, step.house, step.digit)).toEqual([step.cell]);
      return;
    case 'nakedSingle':
      expect(grid.candidates(step.cell)).toEqual([step.digit]);
      return;
    case 'lockedCandidates': {
      const cover = new Set(HOUSE_CELLS[step.cover]!);
      expect(placesIn(grid, step.base, step.digit).every((c) => cover.has(c))).toBe(true);
      const base = new Set(HOUSE_CELLS[step.base]!);
      const expected = placesIn(grid, step.cover, step.digit)
        .filter((c) => !base.has(c))
        .map((c) => candidateOf(c, step.digit));
      expect(sorted(step.eliminations)).toEqual(sorted(expected));
      return;
    }
    case 'directLockedCandidates': {
      const cover = new Set(HOUSE_CELLS[step.cover]!);
      expect(placesIn(grid, step.base, step.digit).every((c) => cover.has(c))).toBe(true);
      const after = placesIn(grid, step.target, step.digit).filter((c) => !cover.has(c) || HOUSE_CELLS[step.base]!.includes(c));
      expect(after).toEqual([step.placements[0]!.cell]);
      return;
    }
    case 'lineBand': {
      const onLines = (c: number) => step.lines.some((line) => HOUSE_CELLS[line]!.includes(c));
      for (const box of step.boxes) expect(placesIn(grid, box, step.digit).every(onLines)).toBe(true);
      const expected = placesIn(grid, step.target, step.digit)
        .filter(onLines)
        .map((c) => candidateOf(c, step.digit));
      expect(sorted(step.eliminations)).toEqual(sorted(expected));
      return;
    }
    case 'nakedSubset': {
      const union = new Set(step.cells.flatMap((c) => grid.candidates(c)));
      expect([...union].sort()).toEqual([...step.digits]);
      expect(step.cells.length).toBe(step.digits.length);
      for (const house of step.houses) expect(step.cells.every((c) => CELL_HOUSES[c]!.includes(house))).toBe(true);
      const expected = new Set<Candidate>();
      for (const house of step.houses)
        for (const c of HOUSE_CELLS[house]!)
          if (!step.cells.includes(c)) for (const d of step.digits) if (grid.hasCandidate(c, d)) expected.add(candidateOf(c, d));
      expect(sorted(step.eliminations)).toEqual(sorted(expected));
      return;
    }
    case 'hiddenSubset':
    case 'directHiddenSubset': {
      for (const d of step.digits) expect(placesIn(grid, step.house, d).every((c) => step.cells.includes(c))).toBe(true);
      const removed = step.cells.flatMap((c) =>
        grid
          .candidates(c)
          .filter((d) => !step.digits.includes(d))
          .map((d) => candidateOf(c, d)),
      );
      if (step.kind === 'hiddenSubset') expect(sorted(step.eliminations)).toEqual(sorted(removed));
      else {
        const { cell, digit } = step.placements[0]!;
        expect(placesIn(grid, step.house, digit).filter((c) => !step.cells.includes(c))).toEqual([cell]);
      }
      return;
    }
    case 'basicFish': {
      const inCover = (c: number) => step.coverLines.some((line) => HOUSE_CELLS[line]!.includes(c));
      const inBase = (c: number) => step.baseLines.some((line) => HOUSE_CELLS[line]!.includes(c));
      for (const line of step.baseLines) expect(placesIn(grid, line, step.digit).every(inCover)).toBe(true);
      const expected = step.coverLines.flatMap((line) =>
        placesIn(grid, line, step.digit)
          .filter((c) => !inBase(c))
          .map((c) => candidateOf(c, step.digit)),
      );
      expect(sorted(step.eliminations)).toEqual(sorted(expected));
      return;
    }
    default:
      throw new Error(`no pattern check for ${step.kind}`);
  }
}

describe('golden steps on real positions', () => {
  it('cover every basic technique', () => {
    expect(new Set(FIXTURES.map((f) => f.technique))).toEqual(BASIC);
  });
  for (const fixture of FIXTURES) {
    it(`${fixture.technique}: ${fixture.text}`, () => {
      const grid = positionOf(fixture);
      const steps = allSteps(findStrategy(fixture.technique)!, grid);
      const step = steps.find((s) => techniqueOf(s) === fixture.technique)!;
      expect(step).toBeDefined();
      expect(explainText(step)).toBe(fixture.text);
      verifyPattern(grid, step);
      const solution = examinePuzzle(fixture.puzzle).solution!;
      for (const { cell, digit } of step.placements) expect(solution.charCodeAt(cell) - 48).toBe(digit);
      for (const k of step.eliminations) expect(solution.charCodeAt(cellOfCandidate(k)) - 48).not.toBe(digitOfCandidate(k));
      expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
    });
  }
});
