/**
 * Nested forcing chains. The full chaining engine (chains/nestedChaining.ts) serves the nested
 * levels and, inside them, plain and "+" chaining; the fast searches (chains/forcingSearch.ts)
 * serve levels 0 and 1 at the top. Two implementations of one definition: on the positions of
 * real hard solves, each level-0/1 rule's first hint (what it concludes and SE's complexity)
 * must be the same from both. And AI Escargot, whose hardest steps are level 2, must rate as
 * Sudoku Explainer 1.2.1.3 rates it, every step sound.
 */
import { describe, expect, it } from 'vitest';
import { candidateOf } from '../../src/core/grid/candidate';
import { Grid } from '../../src/core/grid/grid';
import { asPuzzle, asSolution } from '../../src/core/grid/puzzle';
import { seOfTrace } from '../../src/core/rate/se';
import { seValueOf, solveLogically } from '../../src/core/simulate/logical';
import { findUnsoundStep } from '../../src/core/simulate/logicalOracle';
import { SE_SET, SUKAKU_SET, withoutGuess } from '../../src/core/simulate/logicalPresets';
import { examinePuzzle } from '../../src/core/solve/index';
import { applyStep } from '../../src/core/step';
import { marksOf } from '../../src/core/strategies/chains/chainsAndCycles';
import { ChainWork } from '../../src/core/strategies/chains/chainWork';
import type { ForcingMode } from '../../src/core/strategies/chains/forcingSearch';
import type { ChainingRule } from '../../src/core/strategies/chains/chainingHint';
import type { NestedForcingChainStep } from '../../src/core/strategies/nestedForcing';
import { readSharedLines, sampleEvery } from '../support/data';

const RULES: readonly { mode: ForcingMode; rule: ChainingRule }[] = [
  { mode: 'nishio', rule: { multiple: false, dynamic: true, nishio: true, level: 0 } },
  { mode: 'multiple', rule: { multiple: true, dynamic: false, nishio: false, level: 0 } },
  { mode: 'dynamic', rule: { multiple: true, dynamic: true, nishio: false, level: 0 } },
  { mode: 'dynamicPlus', rule: { multiple: true, dynamic: true, nishio: false, level: 1 } },
];

/** The candidates a fast-search hint removes: an on target its cell's other values, an off one itself. */
function removedBy(marks: Uint16Array, target: number): number[] {
  const candidate = target >> 1;
  if ((target & 1) === 0) return [candidate];
  const cell = (candidate / 9) | 0;
  const out: number[] = [];
  for (let digit = 0; digit < 9; digit++) if (digit !== candidate % 9 && marks[cell]! & (1 << digit)) out.push(cell * 9 + digit);
  return out;
}

describe('the full chaining engine', () => {
  it('finds the first hint of each plain and "+" rule as the fast searches do', () => {
    const chains = new ChainWork();
    const engines = chains.nested;
    const { findForcingHints } = chains.forcing;
    let compared = 0;
    for (const line of sampleEvery(readSharedLines('magictour-top1465.txt'), 290)) {
      const puzzle = asPuzzle(line.slice(0, 81));
      const grid = Grid.fromPuzzle(puzzle);
      // Positions where the SE order reaches the forcing chains.
      for (const { step, technique } of solveLogically(puzzle, withoutGuess(SUKAKU_SET), { countOptions: false }).steps) {
        if (technique.includes('forcing')) {
          const marks = marksOf(grid);
          for (const { mode, rule } of RULES) {
            const fast = findForcingHints(marks, mode, 'first')[0];
            const full = engines.of(rule).hints(marks)[0];
            expect(full === undefined, `${mode} finds something in one only`).toBe(fast === undefined);
            if (!fast || !full) continue;
            expect(full.complexity, mode).toBe(fast.complexity);
            expect(
              [...full.removable].sort((a, b) => a - b),
              mode,
            ).toEqual(removedBy(marks, fast.target).sort((a, b) => a - b));
            compared++;
          }
        }
        applyStep(grid, step);
      }
    }
    expect(compared).toBeGreaterThan(20);
  }, 300_000);
});

describe('nested forcing chains in the SE order', () => {
  it('rate AI Escargot 10.5 as Sudoku Explainer 1.2.1.3 does, every step sound, inner chains kept', () => {
    const row = readSharedLines('named-hard.tsv').find((line) => line.startsWith('AI Escargot\t'));
    const text = row!.split('\t')[1]!;
    const status = examinePuzzle(text);
    if (status.status !== 'unique') throw new Error('AI Escargot has one solution');
    const trace = solveLogically(asPuzzle(status.puzzle!), withoutGuess(SE_SET), { countOptions: false });
    expect(trace.outcome).toBe('solved');
    expect(findUnsoundStep(trace, asSolution(status.solution!))).toBeUndefined();
    expect(seOfTrace(trace).er).toBe(10.5);
    const nested = trace.steps.filter((s) => s.step.kind === 'nestedForcingChain').map((s) => s.step as NestedForcingChainStep);
    expect(nested.length).toBeGreaterThan(0);
    // Each level-2 step rests on at least one inner chain, which the step carries.
    for (const step of nested) {
      expect(step.inner.length).toBeGreaterThan(0);
      expect(step.inner.every((inner) => inner.branches.length > 0 && inner.eliminations.length > 0)).toBe(true);
    }
  }, 300_000);

  // A puzzle of the forum's 11+ list: Sudoku Explainer 1.2.1.3 rates it 11.1. Its first step is a
  // level-3 contradiction whose chain rests on a hidden pair that SE finds in a box before the
  // same pair's row: with the row's parents the chain is shorter and the step worth 11.0.
  it('take the first step SE takes on an 11+ puzzle, with its value, and rate it 11.1', () => {
    const text = '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6';
    const status = examinePuzzle(text);
    if (status.status !== 'unique') throw new Error('the puzzle has one solution');
    const trace = solveLogically(asPuzzle(status.puzzle!), withoutGuess(SE_SET), { countOptions: false });
    expect(trace.outcome).toBe('solved');
    expect(findUnsoundStep(trace, asSolution(status.solution!))).toBeUndefined();
    const first = trace.steps[0]!.step as NestedForcingChainStep;
    expect(first.kind).toBe('nestedForcingChain');
    expect(first.level).toBe(3);
    expect(first.eliminations).toEqual([candidateOf(2, 2)]);
    expect(first.complexity).toBe(138);
    expect(seValueOf(first)).toBe(11.1);
    expect(seOfTrace(trace).er).toBe(11.1);
  }, 300_000);
});
