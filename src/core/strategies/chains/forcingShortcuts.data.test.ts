/**
 * The forcing-chain searches skip work on three grounds; each ground is checked here on real
 * positions: the hardest puzzles' starts, and the positions where HoDoKu's order reaches its
 * forcing chains on magictour top1465.
 */
import { describe, expect, it } from 'vitest';
import { readSharedLines, sampleEvery } from '../../../../tests/support/data';
import { Grid } from '../../grid/grid';
import { asPuzzle } from '../../grid/puzzle';
import { solveLogically } from '../../simulate/logical';
import { HODOKU_SET } from '../../simulate/logicalPresets';
import { applyStep } from '../../step';
import { marksOf } from './chainsAndCycles';
import { ChainWork } from './chainWork';
import type { ForcingMode } from './forcingSearch';

const chains = new ChainWork();
const { computeReach, reaches } = chains.reach;
const { findForcingHints } = chains.forcing;
const { newPropagation, propagate, releaseLinks, useLinksFor } = chains.propagation;

const MODES: readonly ForcingMode[] = ['nishio', 'multiple', 'dynamic', 'dynamicPlus'];

/** Positions just before HoDoKu's order took a forcing chain or a guess: where the searches run. */
function forcingPositions(puzzles: readonly string[]): Uint16Array[] {
  const positions: Uint16Array[] = [];
  for (const line of puzzles) {
    const puzzle = asPuzzle(line.slice(0, 81).replace(/0/g, '.'));
    const trace = solveLogically(puzzle, HODOKU_SET, { countOptions: false });
    const grid = Grid.fromPuzzle(puzzle);
    for (const { step, technique } of trace.steps) {
      if (technique.includes('forcing') || technique === 'guess') positions.push(marksOf(grid).slice());
      applyStep(grid, step);
    }
  }
  return positions;
}

const HARDEST_STARTS = sampleEvery(readSharedLines('forum-hardest-11plus-5000.txt'), 500).map((line) =>
  marksOf(Grid.fromPuzzle(asPuzzle(line.slice(0, 81)))).slice(),
);
const POSITIONS = [...HARDEST_STARTS, ...forcingPositions(sampleEvery(readSharedLines('magictour-top1465.txt'), 100))];

describe('forcing-chain search shortcuts', () => {
  it('has positions of every kind to check', () => {
    expect(POSITIONS.length).toBeGreaterThan(40);
    const found = POSITIONS.filter((marks) => findForcingHints(marks, 'dynamic', 'first').length > 0).length;
    // Both outcomes occur, so neither implication below holds vacuously.
    expect(found).toBeGreaterThan(5);
    expect(found).toBeLessThan(POSITIONS.length);
  });

  it('a search for any hint finds one exactly where the full search does, and it is one of them', () => {
    for (const marks of POSITIONS) {
      for (const mode of MODES) {
        const all = findForcingHints(marks, mode, 'all');
        const any = findForcingHints(marks, mode, 'any');
        expect(any.length).toBe(Math.min(all.length, 1));
        if (any[0])
          expect(
            all.some(
              (hint) => hint.target === any[0]!.target && hint.shape === any[0]!.shape && hint.starts.join() === any[0]!.starts.join(),
            ),
          ).toBe(true);
      }
    }
  });

  it('where a dynamic (+) search finds nothing, the Nishio, static and dynamic searches find nothing', () => {
    let barren = 0;
    for (const marks of POSITIONS) {
      if (findForcingHints(marks, 'dynamicPlus', 'all').length > 0) continue;
      barren++;
      for (const mode of MODES) expect(findForcingHints(marks, mode, 'all')).toEqual([]);
    }
    expect(barren).toBeGreaterThan(0);
  });

  it('a static propagation reaches only what the link graph reaches (so groups that share no reach are skipped)', () => {
    const prop = newPropagation();
    for (const marks of POSITIONS.slice(0, 20)) {
      useLinksFor(marks);
      computeReach(marks, true, true);
      for (let candidate = 0; candidate < 729; candidate++) {
        if (!(marks[(candidate / 9) | 0]! & (1 << (candidate % 9)))) continue;
        const start = candidate * 2 + 1;
        propagate(prop, marks, start, { dynamic: false, cellRules: true });
        for (let i = 0; i < prop.orderLength; i++) expect(reaches(start, prop.order[i]!)).toBe(true);
      }
      releaseLinks();
    }
  });
});
