import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { Grid } from '../grid/grid';
import { PEERS } from '../grid/house';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { SE_SET } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep } from '../step';
import { alignedPairExclusion } from './exclusion';
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
            const clash =
              (v === w && PEERS[cell]!.includes(other)) || ape.excluders.some((c) => grid.candidates(c).every((d) => d === v || d === w));
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
