/**
 * Sudoku Explainer's "dynamic forcing chains (+)" on a real puzzle of the forum's hardest list
 * that plain dynamic chains cannot finish: with the (+) producer before the guess, the SE order
 * reaches it, keeps the solution at every step and finishes without guessing, rated 9.0 or more.
 */
import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { seOfTrace } from '../../src/core/rate/se';
import { solveLogically } from '../../src/core/simulate/logical';
import { SE_SET, type TechniqueSet, type Tier } from '../../src/core/simulate/logicalPresets';
import { solve } from '../../src/core/solve/solve';
import { readSharedLines } from '../support/data';

const WITH_PLUS: TechniqueSet = {
  ...SE_SET,
  tiers: SE_SET.tiers.includes('dynamic-plus-forcing-chain')
    ? SE_SET.tiers
    : SE_SET.tiers.flatMap((tier): Tier[] => (tier === 'guess' ? ['dynamic-plus-forcing-chain', tier] : [tier])),
};

describe('dynamic forcing chains (+)', () => {
  it('finish line 361 of forum-hardest-1106.txt soundly without a guess', () => {
    const text = readSharedLines('forum-hardest-1106.txt')[360]!.trim();
    expect(text).toBe('..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4');
    const puzzle = asPuzzle(text);
    const outcome = solve(puzzle);
    if (outcome.status !== 'unique') throw new Error('fixture must have one solution');
    const trace = solveLogically(puzzle, WITH_PLUS, { countOptions: false });
    expect(trace.outcome).toBe('solved');
    expect(trace.steps.some((s) => s.technique === 'dynamic-plus-forcing-chain')).toBe(true);
    expect(trace.steps.some((s) => s.technique === 'guess')).toBe(false);
    for (const { step } of trace.steps) {
      for (const { cell, digit } of step.placements) expect(Number(outcome.solution[cell])).toBe(digit);
      for (const c of step.eliminations) expect(Number(outcome.solution[(c / 9) | 0])).not.toBe((c % 9) + 1);
    }
    expect(seOfTrace(trace).er).toBeGreaterThanOrEqual(9.0);
  }, 60_000);
});
