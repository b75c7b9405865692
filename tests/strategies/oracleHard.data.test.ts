/**
 * The oracle on the hardest public puzzles, for the advanced strategies: SE-order and
 * HoDoKu-order solves of a sample of `forum-hardest-1106.txt` and `magictour-top1465.txt` reach
 * the chains, forcing chains and the final guess; every step, the guess included, must keep the
 * unique solution (nothing true removed, nothing false placed), and every puzzle must finish.
 */
import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { solveLogically } from '../../src/core/simulate/logical';
import { HODOKU_SET, SE_SET } from '../../src/core/simulate/logicalPresets';
import { solve } from '../../src/core/solve/solve';
import { explainText } from '../../src/core/describeStep';
import { readSharedLines, sampleEvery } from '../support/data';

const SAMPLES = [
  { file: 'forum-hardest-1106.txt', every: 125 },
  { file: 'magictour-top1465.txt', every: 300 },
];

describe('advanced strategies on the hardest puzzles', () => {
  for (const { file, every } of SAMPLES) {
    for (const set of [SE_SET, HODOKU_SET]) {
      // The SE order's nested forcing chains take seconds per step on the forum's hardest puzzles.
      it(
        `${set.id} solves of every ${every}th puzzle of ${file} are sound and finish`,
        { timeout: set === SE_SET ? 900_000 : 120_000 },
        () => {
          const problems: string[] = [];
          for (const line of sampleEvery(readSharedLines(file), every)) {
            const puzzle = asPuzzle(line.trim());
            const outcome = solve(puzzle);
            if (outcome.status !== 'unique') throw new Error(`${line}: ${outcome.status}`);
            const trace = solveLogically(puzzle, set, { countOptions: false });
            if (trace.outcome !== 'solved') problems.push(`${line}: ${trace.outcome}`);
            for (const { step, technique } of trace.steps) {
              for (const { cell, digit } of step.placements) {
                if (Number(outcome.solution[cell]) !== digit) problems.push(`${technique} places a wrong digit: ${explainText(step)}`);
              }
              for (const candidate of step.eliminations) {
                if (Number(outcome.solution[(candidate / 9) | 0]) === (candidate % 9) + 1)
                  problems.push(`${technique} removes a true candidate: ${explainText(step)}`);
              }
            }
          }
          expect(problems.slice(0, 3)).toEqual([]);
        },
      );
    }
  }
});
