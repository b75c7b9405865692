/**
 * Nested forcing chains on Easter Monster's givens, where no technique of the SE order below them
 * applies: the first level that finds anything is level 2 (dynamic chains helped by forcing
 * chains), its first chain is sound, rests on inner chains, and is worth 9.5 plus the length
 * bonus of its whole complexity — 10.8, Easter Monster's ED.
 */
import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { examinePuzzle } from '../solve/index';
import { seLengthBonus } from '../techniques';
import { valuesOf } from '../../../tests/support/positions';
import type { InnerChain } from './nestedForcing';
import { findStrategy } from './registry';
import { firstStep } from './strategy';

const EASTER_MONSTER = asPuzzle('1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1');

const innerCount = (chains: readonly InnerChain[]): number => chains.reduce((n, chain) => n + 1 + innerCount(chain.inner), 0);

describe('nested forcing chains', () => {
  it('find Easter Monster’s first step at level 2, sound and worth 9.5 plus its length bonus', () => {
    const grid = Grid.fromPuzzle(EASTER_MONSTER);
    const solution = examinePuzzle(EASTER_MONSTER).solution!;
    // Below the nested levels nothing applies at the givens.
    expect(firstStep(findStrategy('dynamic-plus-forcing-chain')!, grid.clone())).toBeUndefined();
    const step = firstStep(findStrategy('nested-forcing-chain')!, grid.clone());
    if (step?.kind !== 'nestedForcingChain') throw new Error('no nested forcing chain at level 2');
    expect(step.level).toBe(2);
    expect(valuesOf(step)).toEqual({ technique: 'nested-forcing-chain', se: 10.8 });
    expect(valuesOf(step).se).toBeCloseTo(9.5 + seLengthBonus(step.complexity), 10);
    // Sound: what it removes is not the solution's, what it places is.
    expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
    for (const candidate of step.eliminations)
      expect(solution.charCodeAt(cellOfCandidate(candidate)) - 48).not.toBe(digitOfCandidate(candidate));
    for (const { cell, digit } of step.placements) expect(solution.charCodeAt(cell) - 48).toBe(digit);
    // Nested: its branches rest on inner chains, whose complexity is part of the step's.
    expect(step.inner.length).toBeGreaterThan(0);
    expect(innerCount(step.inner)).toBeGreaterThanOrEqual(step.inner.length);
    expect(step.complexity).toBeGreaterThan(step.inner.reduce((sum, chain) => sum + chain.complexity, 0));
    for (const branch of step.branches) expect(branch.links.length).toBeGreaterThan(0);
  });
});
