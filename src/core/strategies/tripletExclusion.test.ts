import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { Grid } from '../grid/grid';
import { PEERS } from '../grid/house';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { SE_SET } from '../simulate/logicalPresets';
import { Rng } from '../simulate/rng';
import { examinePuzzle } from '../solve/index';
import { applyStep } from '../step';
import { allSteps } from './strategy';
import { alignedTripletExclusion } from './tripletExclusion';
import { compareWithFreshSearches } from '../../../tests/support/searchMemory';

const PUZZLE = asPuzzle('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');

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

describe('aligned triplet exclusion search', () => {
  it('finds the eliminations of every triplet a search over all triplets of base cells finds', () => {
    const rng = new Rng(75);
    let found = 0;
    for (let round = 0; round < 3; round++) {
      const grid = Grid.fromPuzzle(asPuzzle('.'.repeat(81)));
      // Two to four candidates a cell: many excluders, no naked single to rule a base cell out.
      for (let cell = 0; cell < 81; cell++) {
        let bits = 0;
        for (let want = 2 + rng.below(3); bits.toString(2).replace(/0/g, '').length < want;) bits |= 1 << rng.below(9);
        grid.setCandidateBits(cell, bits);
      }
      const excluder = (cell: number, peer: number): boolean => PEERS[cell]!.includes(peer) && [2, 3].includes(grid.candidateCount(peer));
      const bases = [...Array(81).keys()].filter(
        (cell) => grid.candidateCount(cell) >= 2 && PEERS[cell]!.some((peer) => excluder(cell, peer)),
      );
      const expected = new Set<string>();
      for (let i = 0; i < bases.length; i++) {
        for (let j = i + 1; j < bases.length; j++) {
          for (let k = j + 1; k < bases.length; k++) {
            const cells = [bases[i]!, bases[j]!, bases[k]!];
            // The search reaches a triplet through a member that is an excluder of another.
            if (!cells.some((t) => cells.some((u) => excluder(u, t)))) continue;
            const common = [...Array(81).keys()].filter((c) => cells.every((cell) => excluder(cell, c)));
            if (common.length < 2) continue;
            const allowed = cells.map(() => new Set<number>());
            for (const v of grid.candidates(cells[0]!)) {
              for (const w of grid.candidates(cells[1]!)) {
                for (const x of grid.candidates(cells[2]!)) {
                  const values = [v, w, x];
                  if (values.some((a, p) => values.some((b, q) => p < q && a === b && PEERS[cells[p]!]!.includes(cells[q]!)))) continue;
                  if (common.some((c) => grid.candidates(c).every((d) => values.includes(d)))) continue;
                  values.forEach((value, p) => allowed[p]!.add(value));
                }
              }
            }
            const eliminations = cells.flatMap((cell, p) =>
              grid
                .candidates(cell)
                .filter((d) => !allowed[p]!.has(d))
                .map((d) => cell * 9 + d - 1),
            );
            if (eliminations.length > 0) expected.add(`${cells.join(',')}:${eliminations.sort((a, b) => a - b).join(',')}`);
          }
        }
      }
      const actual = new Set(
        allSteps(alignedTripletExclusion, grid).map((step) => {
          if (step.kind !== 'alignedTripletExclusion') throw new Error(`unexpected ${step.kind}`);
          return `${[...step.cells].sort((a, b) => a - b).join(',')}:${[...step.eliminations].sort((a, b) => a - b).join(',')}`;
        }),
      );
      expect(actual).toEqual(expected);
      found += expected.size;
    }
    expect(found).toBeGreaterThan(10);
  });
});

describe('aligned triplet exclusion memory', () => {
  it('finds what a fresh search finds, position after position of a solve and around each', () => {
    // Each search may pass over triplets the previous one tried in vain; the nearby positions
    // are as a forcing chain leaves them.
    const { compared, found } = compareWithFreshSearches(alignedTripletExclusion, PUZZLE, SE_SET, { nearbyPerPosition: 4, seed: 7 });
    expect(compared).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(0);
  });
});
