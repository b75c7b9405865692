import { describe, expect, it } from 'vitest';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { applyStep } from '../step';
import { findStrategy } from '../strategies/registry';
import { allSteps } from '../strategies/strategy';
import { solveLogically } from './logical';
import { GRADER_SET, HODOKU_SET, SOTD_SET, SUKAKU_SET, type TechniqueSet } from './logicalPresets';
import { readSharedLines, sampleEvery } from '../../../tests/support/data';

const EASY = asPuzzle('.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...');
const HARD = asPuzzle('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');

describe('solveLogically', () => {
  it('records for each step how many instances of its technique the position had', () => {
    const trace = solveLogically(EASY, GRADER_SET);
    expect(trace.outcome).toBe('solved');
    const grid = Grid.fromPuzzle(EASY);
    for (const { step, technique, options } of trace.steps) {
      expect(options).toBe(allSteps(findStrategy(technique)!, grid).length);
      applyStep(grid, step);
    }
    expect(grid.isSolved()).toBe(true);
  });
  it('takes the easiest technique first', () => {
    const trace = solveLogically(EASY, GRADER_SET);
    // A full house, when there is one, always comes before any other technique.
    const grid = Grid.fromPuzzle(EASY);
    for (const { step, technique } of trace.steps) {
      if (allSteps(findStrategy('full-house')!, grid).length > 0) expect(technique).toBe('full-house');
      applyStep(grid, step);
    }
  });
  it('skips techniques no strategy of their own provides', () => {
    // An X-cycle is found by the chains strategy under another id; as a tier of its own it has
    // no strategy, so the solve goes on as if the tier were not there.
    expect(findStrategy('x-cycle')).toBeUndefined();
    const set: TechniqueSet = { id: 'partial', title: '', tiers: ['x-cycle', ...GRADER_SET.tiers] };
    const withUnknownTier = solveLogically(EASY, set);
    expect(withUnknownTier.outcome).toBe('solved');
    expect(withUnknownTier.steps).toEqual(solveLogically(EASY, GRADER_SET).steps);
  });
  it('gets stuck when its techniques run out, and sees a broken position as a contradiction', () => {
    const singles: TechniqueSet = { id: 'singles', title: '', tiers: ['naked-single'] };
    expect(solveLogically(HARD, singles).outcome).toBe('stuck');
    expect(solveLogically(asPuzzle('11' + '.'.repeat(79)), GRADER_SET).outcome).toBe('contradiction');
  });
});

describe('tiers that take the easiest of several techniques', () => {
  // The sukaku order's basic part: its two "easiest of" tiers (single-digit patterns, unique
  // rectangles) come up often on these diabolical puzzles.
  const basicSe: TechniqueSet = {
    ...SUKAKU_SET,
    id: 'sukaku-basic',
    tiers: SUKAKU_SET.tiers.slice(0, SUKAKU_SET.tiers.indexOf('aligned-pair-exclusion')),
  };
  it('pick the same step without listing every instance as with the full listing', () => {
    const lines = sampleEvery(readSharedLines('sudoku-exchange-diabolical.txt'), 200);
    let easiestTierSteps = 0;
    for (const line of lines) {
      const puzzle = asPuzzle(line.split(/\s+/)[1]!.replace(/0/g, '.'));
      const listed = solveLogically(puzzle, basicSe, { countOptions: true });
      const fast = solveLogically(puzzle, basicSe, { countOptions: false });
      expect(fast.steps.map(({ step }) => step)).toEqual(listed.steps.map(({ step }) => step));
      easiestTierSteps += listed.steps.filter(({ technique }) =>
        /skyscraper|kite|turbot|empty-rectangle|unique-rectangle/.test(technique),
      ).length;
    }
    expect(easiestTierSteps).toBeGreaterThan(20);
  });
});

describe('tiers that take any instance (Sudoku of the Day and HoDoKu forcing chains)', () => {
  it('take the same step whether the options are counted or not, so a shown solve is the rated one', () => {
    const lines = sampleEvery(readSharedLines('magictour-top1465.txt'), 150);
    let forcingSteps = 0;
    for (const line of lines) {
      const puzzle = asPuzzle(line.slice(0, 81).replace(/0/g, '.'));
      for (const set of [SOTD_SET, HODOKU_SET]) {
        const counted = solveLogically(puzzle, set, { countOptions: true });
        const fast = solveLogically(puzzle, set, { countOptions: false });
        expect(fast.steps.map(({ step }) => step)).toEqual(counted.steps.map(({ step }) => step));
        forcingSteps += counted.steps.filter(({ technique }) => technique.includes('forcing')).length;
      }
    }
    expect(forcingSteps).toBeGreaterThan(10);
  });
});
