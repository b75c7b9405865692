import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { colOf, rowOf } from '../grid/cell';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { hodokuOfTrace } from '../rate/hodoku';
import { applyStep, type Step } from '../step';
import { findStrategy } from '../strategies/registry';
import { allSteps } from '../strategies/strategy';
import type { TechniqueId } from '../techniques';
import { solveLogically } from './logical';
import { HODOKU_SET } from './logicalPresets';

/**
 * Puzzles made by `patti generate` on which HoDoKu 2.2 (`java -jar hodoku.jar /vp /bs`) takes,
 * for its first step of the technique, another instance than the general search meets first.
 * Each row: the technique, the puzzle, what HoDoKu's step does (its own `/vp` line), and its
 * score and level for the whole puzzle.
 */
const CASES: readonly (readonly [technique: TechniqueId, puzzle: string, hodokuStep: string, score: number, level: string])[] = [
  // Its XY-chains: every chain, the one removing the most (the general search finds the shortest per candidate).
  [
    'xy-chain',
    '....3.4...2...49.6.....72.88.2....54..1...6..65....8.75.82.....2.31...6...9.5....',
    'r8c5<>4 r9c1<>4 r9c2<>4',
    1322,
    'unfair',
  ],
  // Its XY-wings: by three bivalue cells in index order, each tried as the pivot.
  ['xy-wing', '....8...164.3...8.9....1.5..3...6..2...8.5...2..1...6..2.9....4.6...8.273...1....', 'r2c6<>7', 1470, 'hard'],
  // Its fish: digit by digit, rows as base lines before columns.
  [
    'x-wing',
    '9..6....5.8..4..2.15.9....4.1...7.....68.42.....2...3.7....6.42.4..2..8.2....9..7',
    'r2c7<>3 r3c5<>3 r4c5<>3 r7c5<>3 r7c7<>3',
    852,
    'hard',
  ],
  // Its skyscrapers: rows before columns, then digit by digit.
  ['skyscraper', '...1...8..7.8..64...4..63...27....6..1.793.5..5....41...53..8...42..8.3..9...1...', 'r3c4<>9 r7c6<>9', 458, 'hard'],
  // Its turbot fish: the most eliminations, then the least index sum.
  ['turbot-fish', '28...41....4.7.23.........8..24.7....6..8..9....6.93..4.........18.2.4....39...87', 'r3c3<>6', 2286, 'extreme'],
  // Its remote pairs: the most eliminations.
  [
    'remote-pair',
    '8.6.4........96.7...7..23...4..3.1...8.....2...9.6..4...84..7...9.38........2.9.5',
    'r2c1<>1 r2c1<>5 r9c2<>1',
    1460,
    'unfair',
  ],
  // Its Sue de Coq: rows before columns, the parts as growing cell sets.
  [
    'sue-de-coq',
    '95..6...8.1....49...4...7.5.2.349......5.1......826.4.3.2...5...95....6.1...9..34',
    'r1c4<>2 r8c5<>8 r8c6<>4 r8c6<>8',
    844,
    'unfair',
  ],
  // Its forcing chains: a placement before an elimination, then the lowest cell.
  ['cell-forcing-chain', '6...52..92.8.6.....3.4........8...4..26...35..8...6........9.1.....1.9.61..72...5', 'r1c2=1', 3166, 'extreme'],
  // Its unique rectangles type 3: the row before the box, the naked set grown cell by cell.
  [
    'unique-rectangle-3',
    '2.7.4...1.8.23...6...5.......8.9..14..26.43..31..2.6.......3...9...52.6.7...8.1.5',
    'r3c3<>3 r3c3<>6',
    1344,
    'unfair',
  ],
  // Its ALS-XY-wings: by two restricted commons of its list sharing a set.
  ['als-xy-wing', '1...8..93..7.........2.51....45.....53.....29.....96....24.6.........8..79..1...5', 'r2c4<>6', 6908, 'extreme'],
  // Its ALS-XY-chains: every chain, the one removing the most.
  ['als-xy-chain', '...31.2..1..4.6.9......8.5..5...1.7.91.....68.3.6...1..4.1......9.8.2..5..6.47...', 'r2c3<>3 r3c9<>3', 5682, 'extreme'],
];

/** A step's effect as HoDoKu writes it, item by item, sorted: `r1c2<>3`, `r4c5=6`. */
function effect(step: Step): string {
  const name = (cell: number): string => `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;
  return [
    ...step.eliminations.map((k) => `${name(cellOfCandidate(k))}<>${digitOfCandidate(k)}`),
    ...step.placements.map((p) => `${name(p.cell)}=${p.digit}`),
  ]
    .sort()
    .join(' ');
}

/** The forcing-chain tier takes unit forcing chains too. */
const sameTier = (technique: TechniqueId, wanted: TechniqueId): boolean =>
  technique === wanted || (wanted === 'cell-forcing-chain' && technique === 'unit-forcing-chain');

describe('the hodoku order takes the instance HoDoKu 2.2 takes among several', () => {
  for (const [technique, text, hodokuStep, score, level] of CASES) {
    it(`${technique}: ${hodokuStep}`, () => {
      const puzzle = asPuzzle(text);
      const trace = solveLogically(puzzle, HODOKU_SET, { countOptions: false });
      const grid = Grid.fromPuzzle(puzzle);
      const first = trace.steps.findIndex((traced) => sameTier(traced.technique, technique));
      expect(first).toBeGreaterThanOrEqual(0);
      for (const traced of trace.steps.slice(0, first)) applyStep(grid, traced.step);
      // There was a choice: the general search meets another instance first.
      const general = allSteps(findStrategy(technique)!, grid);
      expect(general.length).toBeGreaterThan(1);
      expect(effect(general[0]!)).not.toBe(hodokuStep);
      expect(effect(trace.steps[first]!.step)).toBe(hodokuStep);
      expect(hodokuOfTrace(trace)).toEqual({ score, level });
    });
  }
});

describe('the hodoku order finds the instances only HoDoKu 2.2 finds', () => {
  it('unique-rectangle-3: a naked set of any size, of cells without a digit of the pair', () => {
    // HoDoKu: "Uniqueness Test 3: 2/5 in r3c78,r9c78 => r3c3<>3, r3c3<>4, r3c3<>7", 2092, extreme.
    const puzzle = asPuzzle('5...328..69..5...4.8......1.2..853.............962..4.9......1.2...1..97..634...8');
    const trace = solveLogically(puzzle, HODOKU_SET, { countOptions: false });
    const first = trace.steps.findIndex((traced) => traced.technique === 'unique-rectangle-3');
    expect(first).toBeGreaterThanOrEqual(0);
    const grid = Grid.fromPuzzle(puzzle);
    for (const traced of trace.steps.slice(0, first)) applyStep(grid, traced.step);
    // The general search (at most three cells beside the rectangle's) does not find it.
    expect(allSteps(findStrategy('unique-rectangle-3')!, grid).map(effect)).not.toContain('r3c3<>3 r3c3<>4 r3c3<>7');
    expect(effect(trace.steps[first]!.step)).toBe('r3c3<>3 r3c3<>4 r3c3<>7');
    expect(hodokuOfTrace(trace)).toEqual({ score: 2092, level: 'extreme' });
  });
});
