import { highestBitIndex } from '../../grid/bits';
import { describe, expect, it } from 'vitest';
import { Grid } from '../../grid/grid';
import { HOUSE_CELLS } from '../../grid/house';
import { solveLogically } from '../../simulate/logical';
import { SUKAKU_SET } from '../../simulate/logicalPresets';
import { applyStep } from '../../step';
import { asPuzzle } from '../../grid/puzzle';
import { solve } from '../../solve/solve';
import { marksOf } from './chainsAndCycles';
import { seChainDifficulty } from './chainDifficulty';
import { ChainWork } from './chainWork';

const chains = new ChainWork();
const { findForcingHints } = chains.forcing;
const { ancestorCount, newPropagation, propagate } = chains.propagation;

// tarx0134 (forum-hardest-1106.txt, first line): hard enough that every mode has work to do.
const PUZZLE = asPuzzle('98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6'.replace(/0/g, '.'));

function solutionOf(puzzle: string): string {
  const outcome = solve(asPuzzle(puzzle));
  if (outcome.status !== 'unique') throw new Error('fixture must have one solution');
  return outcome.solution;
}

describe('propagate', () => {
  const grid = Grid.fromPuzzle(PUZZLE);
  const marks = marksOf(grid);
  const solution = solutionOf(PUZZLE);
  const isTrue = (candidate: number): boolean => Number(solution[(candidate / 9) | 0]) === (candidate % 9) + 1;

  for (const mode of [
    { name: 'static', dynamic: false, cellRules: true },
    { name: 'dynamic', dynamic: true, cellRules: true },
    { name: 'nishio', dynamic: true, cellRules: false },
  ]) {
    it(`${mode.name}: a true assumption implies only true facts and never a contradiction`, () => {
      const prop = newPropagation();
      for (let candidate = 0; candidate < 729; candidate++) {
        if (!(marks[(candidate / 9) | 0]! & (1 << (candidate % 9))) || !isTrue(candidate)) continue;
        propagate(prop, marks, candidate * 2 + 1, mode);
        expect(prop.isAbsurd).toBe(false);
        for (let i = 0; i < prop.orderLength; i++) {
          const potential = prop.order[i]!;
          expect(isTrue(potential >> 1)).toBe((potential & 1) === 1);
        }
      }
    });
  }

  it('counts a node and its distinct ancestors (the start counts once)', () => {
    const prop = newPropagation();
    const trueStart = [...Array(9).keys()].find((d) => Number(solution[2]) === d + 1)!;
    propagate(prop, marks, (2 * 9 + trueStart) * 2 + 1, { dynamic: false, cellRules: true });
    expect(ancestorCount(prop, prop.start)).toBe(1);
    // Every direct consequence of the start has exactly the start as ancestor.
    for (let i = 1; i < prop.orderLength; i++) {
      const node = prop.order[i]!;
      const from = prop.parentSpans[node * 2]!;
      if (prop.parentSpans[node * 2 + 1] === 1 && prop.pool[from] === prop.start) expect(ancestorCount(prop, node)).toBe(2);
    }
  });

  it('dynamic forcing-chain conclusions agree with the solution', () => {
    // magictour-top1465.txt, first line: Sudoku Explainer needs dynamic chains at its start.
    const puzzle = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
    const answer = solutionOf(puzzle);
    const hints = findForcingHints(marksOf(Grid.fromPuzzle(asPuzzle(puzzle))), 'dynamic');
    expect(hints.length).toBeGreaterThan(0);
    for (const hint of hints)
      expect(Number(answer[((hint.target >> 1) / 9) | 0]) === ((hint.target >> 1) % 9) + 1).toBe((hint.target & 1) === 1);
  });
});

describe('assumptions that imply each other', () => {
  // findForcingHints skips "c off" when its partner's "on" is not absurd: "c off" forces the
  // partner on (the other value of a bivalue cell, or the other place of a digit with two
  // places in a house) and the partner on forces "c off", so under the plain dynamic rules
  // both reach the same potentials. Checked here on a hard position (half way through its
  // Sudoku Explainer solve, where many assumptions are absurd), both ways.
  const grid = Grid.fromPuzzle(PUZZLE);
  const trace = solveLogically(PUZZLE, SUKAKU_SET, { countOptions: false });
  for (const { step } of trace.steps.slice(0, trace.steps.length >> 1)) applyStep(grid, step);
  const marks = marksOf(grid);
  const partners = (cellRules: boolean): [number, number][] => {
    const pairs: [number, number][] = [];
    for (let cell = 0; cell < 81; cell++) {
      for (let digit = 0; digit < 9; digit++) {
        const bits = marks[cell]!;
        if (!(bits & (1 << digit))) continue;
        const rest = bits & ~(1 << digit);
        if (cellRules && rest !== 0 && (rest & (rest - 1)) === 0) pairs.push([cell * 9 + digit, cell * 9 + highestBitIndex(rest)]);
        for (let house = 0; house < 27; house++) {
          const places = HOUSE_CELLS[house]!.filter((c) => marks[c]! & (1 << digit));
          if (places.length === 2 && places.includes(cell)) pairs.push([cell * 9 + digit, places.find((c) => c !== cell)! * 9 + digit]);
        }
      }
    }
    return pairs;
  };
  for (const mode of [
    { name: 'dynamic', dynamic: true, cellRules: true },
    { name: 'nishio', dynamic: true, cellRules: false },
  ]) {
    it(`${mode.name}: "c off" and "partner on" are absurd together, and otherwise reach the same potentials`, () => {
      const off = newPropagation();
      const on = newPropagation();
      let absurd = 0;
      const pairs = partners(mode.cellRules);
      expect(pairs.length).toBeGreaterThan(20);
      for (const [candidate, partner] of pairs) {
        propagate(off, marks, candidate * 2, mode);
        propagate(on, marks, partner * 2 + 1, mode);
        expect(off.isAbsurd).toBe(on.isAbsurd);
        if (off.isAbsurd) {
          absurd++;
          continue;
        }
        expect(off.orderLength).toBe(on.orderLength);
        for (let i = 0; i < off.orderLength; i++) expect(on.has(off.order[i]!)).toBe(true);
      }
      // Both outcomes occur, so the check is not vacuous.
      expect(absurd).toBeGreaterThan(0);
      expect(absurd).toBeLessThan(pairs.length);
    });
  }
});

describe('seChainDifficulty', () => {
  // Sudoku Explainer 1.2.1's length bonus: length = complexity − 2; +0.1 per ceiling exceeded
  // among 4, 6, 8, 12, 16, 24, 32, …
  it.each([
    [4, 0],
    [6, 0],
    [7, 0.1],
    [8, 0.1],
    [9, 0.2],
    [10, 0.2],
    [11, 0.3],
    [14, 0.3],
    [15, 0.4],
    [18, 0.4],
    [19, 0.5],
    [26, 0.5],
    [27, 0.6],
    [35, 0.7],
  ])('complexity %i adds %f', (complexity, bonus) => {
    expect(seChainDifficulty(6.6, complexity)).toBeCloseTo(6.6 + bonus, 9);
  });
});
