import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { Grid } from '../grid/grid';
import { PEERS } from '../grid/house';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { SE_SET } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep } from '../step';
import { alignedPairExclusion, alignedTripletExclusion } from './exclusion';
import { allSteps } from './strategy';

const PUZZLE = asPuzzle('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');

describe('aligned pair exclusion', () => {
  it('removes only values that no pair of the two cells allows, on a real solve', () => {
    const solution = examinePuzzle(PUZZLE).solution!;
    const grid = Grid.fromPuzzle(PUZZLE);
    let checked = 0;
    for (const { step } of solveLogically(PUZZLE, SE_SET, { countOptions: false }).steps) {
      for (const ape of allSteps(alignedPairExclusion, grid)) {
        if (ape.kind !== 'alignedPairExclusion') throw new Error(`unexpected ${ape.kind}`);
        const [a, b] = ape.cells;
        expect(ape.excluders.every((c) => grid.candidateCount(c) === 2 && PEERS[a]!.includes(c) && PEERS[b]!.includes(c))).toBe(true);
        for (const k of ape.eliminations) {
          const [cell, other] = cellOfCandidate(k) === a ? [a, b] : [b, a];
          const v = digitOfCandidate(k);
          // Every value of the other cell clashes with v: same value in a shared house, or an excluder left empty.
          for (const w of grid.candidates(other)) {
            const clash = (v === w && PEERS[cell]!.includes(other)) || ape.excluders.some((c) => grid.candidates(c).every((d) => d === v || d === w));
            expect(clash).toBe(true);
          }
          expect(solution.charCodeAt(cell) - 48).not.toBe(v);
          checked++;
        }
      }
      applyStep(grid, step);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('aligned triplet exclusion', () => {
  it('removes only values that no triplet of the three cells allows, on a real solve', () => {
    const solution = examinePuzzle(PUZZLE).solution!;
    const grid = Grid.fromPuzzle(PUZZLE);
    let checked = 0;
    for (const { step } of solveLogically(PUZZLE, SE_SET, { countOptions: false }).steps) {
      for (const ate of allSteps(alignedTripletExclusion, grid)) {
        if (ate.kind !== 'alignedTripletExclusion') throw new Error(`unexpected ${ate.kind}`);
        const { cells, excluders } = ate;
        expect(excluders.length).toBeGreaterThanOrEqual(2);
        for (const c of excluders) {
          expect([2, 3]).toContain(grid.candidateCount(c));
          expect(cells.every((cell) => PEERS[cell]!.includes(c))).toBe(true);
        }
        const allowed = (values: readonly number[]): boolean =>
          !values.some((v, i) => values.some((w, j) => i < j && v === w && PEERS[cells[i]!]!.includes(cells[j]!))) &&
          !excluders.some((c) => grid.candidates(c).every((d) => values.includes(d)));
        for (const k of ate.eliminations) {
          const at = cells.indexOf(cellOfCandidate(k));
          const v = digitOfCandidate(k);
          const [first, second] = cells.filter((_, i) => i !== at);
          // Every way to fill the other two cells clashes with v.
          for (const w of grid.candidates(first!)) {
            for (const x of grid.candidates(second!)) {
              const values = [v, w, x];
              // Put the values back in the cells' own order before checking.
              const ordered = at === 0 ? values : at === 1 ? [w, v, x] : [w, x, v];
              expect(allowed(ordered)).toBe(false);
            }
          }
          expect(solution.charCodeAt(cellOfCandidate(k)) - 48).not.toBe(v);
          checked++;
        }
      }
      applyStep(grid, step);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
