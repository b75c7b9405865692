import { describe, expect, it } from 'vitest';
import { candidateOf } from '../grid/candidate';
import { cellName } from '../grid/cell';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { HODOKU_SET, type TechniqueSet } from '../simulate/logicalPresets';
import { applyStep, type Step } from '../step';
import type { LockedCandidatesStep } from './intersections';
import { applyQueued, queuedSingleStrategy, startQueuedSingles } from './queuedSingles';
import { findStrategy } from './registry';
import { SearchContext } from './searchContext';
import { allSteps } from './strategy';
import type { TechniqueId } from '../techniques';

const ALL = 0x1ff;
const without = (...digits: number[]): number => digits.reduce((bits, d) => bits & ~(1 << (d - 1)), ALL);

/** Where each single goes, as HoDoKu prints it: `N r8c9=4` (naked), `F` (full house), `H` (hidden). */
function singleName(step: Step): string {
  const letter = step.kind === 'nakedSingle' ? 'N' : step.kind === 'fullHouse' ? 'F' : step.kind === 'hiddenSingle' ? 'H' : '?';
  return `${letter} ${cellName(step.placements[0]!.cell)}=${step.placements[0]!.digit}`;
}

/** A grid with the queues its position rebuilds, as for a position HoDoKu did not reach itself. */
function queuedGrid(grid: Grid): SearchContext {
  const context = new SearchContext();
  startQueuedSingles(context, grid, grid.toPuzzle());
  return context;
}

/** A step that removes `eliminations` in that order, as a solver's non-single step does. */
function removing(eliminations: readonly number[]): LockedCandidatesStep {
  return { kind: 'lockedCandidates', digit: 1, base: 18, cover: 0, cells: [], placements: [], eliminations };
}

/** r1c1 holding 3 and 4 only, r9c9 1 and 2 only, every other cell all nine digits. */
function twoPairCells(): [Grid, SearchContext] {
  const grid = Grid.empty();
  grid.setCandidateBits(0, without(1, 2, 5, 6, 7, 8, 9));
  grid.setCandidateBits(80, without(3, 4, 5, 6, 7, 8, 9));
  return [grid, queuedGrid(grid)];
}

const offered = (id: TechniqueId, grid: Grid, context: SearchContext): string[] =>
  allSteps(queuedSingleStrategy(id)!, grid, context).map(singleName);

describe('singles taken from HoDoKu 2.2’s queues', () => {
  it('takes a puzzle’s singles in the order HoDoKu 2.2 does, not in scan order', () => {
    // A puzzle of our own generator that singles solve. HoDoKu 2.2's batch solve (`/vp /bs`)
    // takes these singles, in this order, and scores the puzzle 250.
    const puzzle = asPuzzle('.......857...3..161.87.5.4381....6.9.57..84.1...9...78....198.76..28.15.5.16.....');
    const hodoku = [
      'N r8c9=4',
      'F r9c9=2',
      'N r5c4=3',
      'N r5c8=2',
      'N r4c8=3',
      'F r6c7=5',
      'N r5c1=9',
      'F r5c5=6',
      'N r7c8=6',
      'F r9c8=9',
      'F r9c7=3',
      'H r1c7=7',
      'H r2c3=5',
      'H r2c4=8',
      'H r6c6=1',
      'H r1c4=1',
      'H r9c2=8',
      'H r7c4=5',
      'F r4c4=4',
      'N r4c3=2',
      'N r6c5=2',
      'N r4c6=7',
      'F r4c5=5',
      'N r3c5=9',
      'N r8c6=3',
      'N r9c6=4',
      'F r9c5=7',
      'F r1c5=4',
      'N r3c7=2',
      'F r2c7=9',
      'F r3c2=6',
      'N r8c3=9',
      'F r8c2=7',
      'N r2c6=2',
      'F r1c6=6',
      'F r2c2=4',
      'N r1c3=3',
      'N r6c2=3',
      'N r1c1=2',
      'F r1c2=9',
      'F r7c2=2',
      'N r7c3=4',
      'F r6c3=6',
      'F r6c1=4',
      'F r7c1=3',
    ];
    const queued = solveLogically(puzzle, HODOKU_SET, { countOptions: false });
    expect(queued.steps.map((s) => singleName(s.step))).toEqual(hodoku);

    // Scanned the grid, the same set counts other singles: the order is what makes the score.
    const scanning: TechniqueSet = { ...HODOKU_SET, searchOptions: { ...HODOKU_SET.searchOptions, hodokuSingles: false } };
    const hidden = (set: TechniqueSet) =>
      solveLogically(puzzle, set, { countOptions: false }).steps.filter((s) => s.step.kind === 'hiddenSingle').length;
    expect(hidden(HODOKU_SET)).toBe(7);
    expect(hidden(scanning)).not.toBe(7);
  });

  it('takes the naked single its removals noted first, wherever it lies', () => {
    const [grid, context] = twoPairCells();
    applyQueued(context, grid, removing([candidateOf(80, 2), candidateOf(0, 4)]), 'pointing');
    expect(offered('naked-single', grid, context)).toEqual(['N r9c9=1', 'N r1c1=3']);
  });

  it('removes a fish’s or a chain’s candidates by digit, then cell, as HoDoKu’s searches sort them', () => {
    const [grid, context] = twoPairCells();
    applyQueued(context, grid, removing([candidateOf(0, 4), candidateOf(80, 2)]), 'x-chain');
    expect(offered('naked-single', grid, context)).toEqual(['N r9c9=1', 'N r1c1=3']);
  });

  it('keeps a pointing’s own order of removals', () => {
    const [grid, context] = twoPairCells();
    applyQueued(context, grid, removing([candidateOf(0, 4), candidateOf(80, 2)]), 'pointing');
    expect(offered('naked-single', grid, context)).toEqual(['N r1c1=3', 'N r9c9=1']);
  });

  it('offers the next hidden single to the tier of its house only, however many other kinds wait', () => {
    const grid = Grid.empty();
    // 5 has one place in row 9, r9c1; 6 one place in box 1, r1c1.
    for (let cell = 73; cell <= 80; cell++) grid.setCandidateBits(cell, without(5));
    for (const cell of [1, 2, 9, 10, 11, 18, 19, 20]) grid.setCandidateBits(cell, without(6));
    const context = queuedGrid(grid);
    // Rebuilt queues hold the hidden singles house by house, rows before boxes.
    expect(offered('hidden-single-box', grid, context)).toEqual([]);
    expect(offered('hidden-single-row', grid, context)).toEqual(['H r9c1=5']);
    expect(offered('hidden-single-column', grid, context)).toEqual([]);
  });

  it('notes the hidden singles a placement leaves, in the order its peers lose the digit', () => {
    const grid = Grid.empty();
    // 7 is left in r2c1 and r2c9 of row 2 and in r8c1 and r8c9 of row 8.
    for (const row of [1, 7]) for (let col = 1; col < 8; col++) grid.setCandidateBits(row * 9 + col, without(7));
    const context = queuedGrid(grid);
    // 7 placed in r5c1: r2c1 and then r8c1 lose it, leaving r2c9 and then r8c9 alone in their rows.
    applyQueued(
      context,
      grid,
      { kind: 'guess', cell: 36, digit: 7, depth: 1, placements: [{ cell: 36, digit: 7 }], eliminations: [] },
      'guess',
    );
    expect(offered('hidden-single-row', grid, context)).toEqual(['H r2c9=7', 'H r8c9=7']);
  });

  it('rebuilds the queues of a grid changed outside the solve', () => {
    const grid = Grid.empty();
    const context = queuedGrid(grid);
    grid.setCandidateBits(40, without(2, 3, 4, 5, 6, 7, 8, 9));
    expect(offered('naked-single', grid, context)).toEqual(['N r5c5=1']);
  });
});

describe('BUG+1 in the hodoku set', () => {
  it('removes the cell’s other candidates and leaves the digit to a naked single, as HoDoKu 2.2 does', () => {
    // A puzzle of our own generator. HoDoKu 2.2 solves it with "Bivalue Universal Grave + 1 =>
    // r1c4<>1, r1c4<>7", then "Naked Single: r1c4=8"; another order places the 8 at once.
    const puzzle = asPuzzle('9.4..........5...356...31...416........2..76..5..1...98.34....2.....7...41..3....');
    const steps = solveLogically(puzzle, HODOKU_SET, { countOptions: false }).steps;
    const at = steps.findIndex((s) => s.technique === 'bug-plus-1');
    expect(steps[at]?.step).toMatchObject({ placements: [], eliminations: [candidateOf(3, 1), candidateOf(3, 7)] });
    expect(singleName(steps[at + 1]!.step)).toBe('N r1c4=8');

    const grid = Grid.fromPuzzle(puzzle);
    for (const { step } of steps.slice(0, at)) applyStep(grid, step);
    const [placing] = allSteps(findStrategy('bug-plus-1')!, grid);
    expect(placing).toMatchObject({ placements: [{ cell: 3, digit: 8 }], eliminations: [] });
  });
});
