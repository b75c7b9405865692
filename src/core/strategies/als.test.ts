import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import { Grid } from '../grid/grid';
import { CELL_HOUSES, PEERS } from '../grid/house';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { HODOKU_SET } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep } from '../step';
import { alsChain, alsXyWing, alsXz } from './als';
import { allSteps } from './strategy';

// Arto Inkala's 2012 puzzle and Easter Monster: both need ALS steps in HoDoKu's order.
const PUZZLES = [
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
  '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
];

const sees = (a: Cell, b: Cell): boolean => PEERS[a]!.includes(b);
const holders = (grid: Grid, cells: readonly Cell[], digit: Digit): Cell[] => cells.filter((c) => grid.hasCandidate(c, digit));

/** N cells sharing a house, holding N+1 digits between them. */
function expectAlmostLocked(grid: Grid, cells: readonly Cell[]): void {
  expect(CELL_HOUSES[cells[0]!]!.some((house) => cells.every((c) => CELL_HOUSES[c]!.includes(house)))).toBe(true);
  expect(new Set(cells.flatMap((c) => grid.candidates(c))).size).toBe(cells.length + 1);
}

/** Every holder of `digit` in one set sees every holder in the other, and both have one. */
function expectRestricted(grid: Grid, a: readonly Cell[], b: readonly Cell[], digit: Digit): void {
  const [inA, inB] = [holders(grid, a, digit), holders(grid, b, digit)];
  expect(inA.length > 0 && inB.length > 0).toBe(true);
  expect(inA.every((p) => inB.every((q) => sees(p, q)))).toBe(true);
}

/** Walks HoDoKu's solve of each puzzle, checking every ALS step of the positions where the solve takes one. */
function checkAlongSolves(check: (grid: Grid, solution: string) => number): number {
  let checked = 0;
  for (const text of PUZZLES) {
    const puzzle = asPuzzle(text);
    const solution = examinePuzzle(puzzle).solution!;
    const grid = Grid.fromPuzzle(puzzle);
    for (const { step, technique } of solveLogically(puzzle, HODOKU_SET, { countOptions: false }).steps) {
      if (technique.startsWith('als-')) checked += check(grid, solution);
      applyStep(grid, step);
    }
  }
  return checked;
}

describe('ALS-XZ', () => {
  it('joins two disjoint almost locked sets by a restricted digit and removes only wrong candidates seen by a locked digit', () => {
    const checked = checkAlongSolves((grid, solution) => {
      let n = 0;
      for (const step of allSteps(alsXz, grid)) {
        if (step.kind !== 'alsXz') throw new Error(`unexpected ${step.kind}`);
        const [a, b] = step.sets;
        expectAlmostLocked(grid, a);
        expectAlmostLocked(grid, b);
        expect(a.some((c) => b.includes(c))).toBe(false);
        for (const x of step.restricted) expectRestricted(grid, a, b, x);
        for (const k of step.eliminations) {
          const [cell, digit] = [cellOfCandidate(k), digitOfCandidate(k)];
          expect(solution.charCodeAt(cell) - 48).not.toBe(digit);
          const seesAll = (set: readonly Cell[]) =>
            holders(grid, set, digit).length > 0 && holders(grid, set, digit).every((c) => sees(c, cell));
          // Singly linked: z is in one of the two sets. Doubly linked: each set is locked by itself.
          expect(
            step.restricted.length === 1 ? seesAll(a) && seesAll(b) && !step.restricted.includes(digit) : seesAll(a) || seesAll(b),
          ).toBe(true);
          n++;
        }
      }
      return n;
    });
    expect(checked).toBeGreaterThan(0);
  });
});

describe('ALS-XY-wing', () => {
  it('joins a pivot to two wings by different restricted digits and removes a shared digit seen in both wings', () => {
    const checked = checkAlongSolves((grid, solution) => {
      let n = 0;
      for (const step of allSteps(alsXyWing, grid)) {
        if (step.kind !== 'alsXyWing') throw new Error(`unexpected ${step.kind}`);
        const [a, b] = step.wings;
        for (const set of [step.pivot, a, b]) expectAlmostLocked(grid, set);
        expect(step.x).not.toBe(step.y);
        expectRestricted(grid, step.pivot, a, step.x);
        expectRestricted(grid, step.pivot, b, step.y);
        for (const k of step.eliminations) {
          const [cell, digit] = [cellOfCandidate(k), digitOfCandidate(k)];
          expect(solution.charCodeAt(cell) - 48).not.toBe(digit);
          expect(digit !== step.x && digit !== step.y).toBe(true);
          for (const wing of [a, b]) {
            expect(holders(grid, wing, digit).length).toBeGreaterThan(0);
            expect(holders(grid, wing, digit).every((c) => sees(c, cell))).toBe(true);
          }
          n++;
        }
      }
      return n;
    });
    expect(checked).toBeGreaterThan(0);
  });
});

describe('ALS-XY-chain', () => {
  // A puzzle of the sample library (hodoku-levels.csv, Extreme) whose HoDoKu solve needs a chain of four sets.
  const PUZZLE = asPuzzle('.6...1..5....4...69.12.....54....6.7..74.63..6.3....14.....87.98...3....4..5...3.');

  it('joins four or more sets, each link by a digit other than the previous one, and removes a digit the end sets share', () => {
    const solution = examinePuzzle(PUZZLE).solution!;
    const grid = Grid.fromPuzzle(PUZZLE);
    let checked = 0;
    for (const { step, technique } of solveLogically(PUZZLE, HODOKU_SET, { countOptions: false }).steps) {
      if (technique === 'als-xy-chain') {
        // The shorter ALS patterns find nothing here: the chain is needed.
        expect(allSteps(alsXz, grid)).toEqual([]);
        expect(allSteps(alsXyWing, grid)).toEqual([]);
        const chains = allSteps(alsChain, grid);
        expect(chains.length).toBeGreaterThan(0);
        for (const chain of chains) {
          if (chain.kind !== 'alsChain') throw new Error(`unexpected ${chain.kind}`);
          const { sets, restricted } = chain;
          expect(sets.length).toBeGreaterThanOrEqual(4);
          expect(restricted.length).toBe(sets.length - 1);
          sets.forEach((set) => expectAlmostLocked(grid, set));
          restricted.forEach((link, i) => {
            for (const x of link) expectRestricted(grid, sets[i]!, sets[i + 1]!, x);
            if (i > 0) expect(link.some((x) => restricted[i - 1]!.includes(x))).toBe(false);
          });
          const [first, last] = [sets[0]!, sets[sets.length - 1]!];
          for (const k of chain.eliminations) {
            const [cell, digit] = [cellOfCandidate(k), digitOfCandidate(k)];
            expect(solution.charCodeAt(cell) - 48).not.toBe(digit);
            expect(restricted[0]!.includes(digit) || restricted[restricted.length - 1]!.includes(digit)).toBe(false);
            for (const end of [first, last]) {
              expect(holders(grid, end, digit).length).toBeGreaterThan(0);
              expect(holders(grid, end, digit).every((c) => sees(c, cell))).toBe(true);
            }
            checked++;
          }
        }
      }
      applyStep(grid, step);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
