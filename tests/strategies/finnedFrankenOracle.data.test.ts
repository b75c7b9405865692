/**
 * The oracle on the finned Franken fish of HoDoKu-order solves of the hardest public puzzles
 * (`magictour-top1465.txt`, `forum-hardest-1106.txt`): every one found must remove only wrong
 * candidates, each seeing every fin, and the sample must hold some of them.
 */
import { describe, expect, it } from 'vitest';
import { explainText } from '../../src/core/describeStep';
import { HOUSE_CELLS } from '../../src/core/grid/house';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { solveLogically } from '../../src/core/simulate/logical';
import { HODOKU_SET } from '../../src/core/simulate/logicalPresets';
import { solve } from '../../src/core/solve/solve';
import type { FinnedFrankenFishStep } from '../../src/core/strategies/finnedFrankenFish';
import { readSharedLines, sampleEvery } from '../support/data';

const SAMPLES = [
  { file: 'magictour-top1465.txt', every: 3 },
  { file: 'forum-hardest-1106.txt', every: 11 },
];

const sees = (a: number, b: number): boolean => a !== b && HOUSE_CELLS.some((cells) => cells.includes(a) && cells.includes(b));

describe('finned Franken fish on the hardest puzzles', () => {
  it('remove only wrong candidates that see every fin', { timeout: 600_000 }, () => {
    const problems: string[] = [];
    let found = 0;
    for (const { file, every } of SAMPLES) {
      for (const line of sampleEvery(readSharedLines(file), every)) {
        const puzzle = asPuzzle(line.trim());
        const outcome = solve(puzzle);
        if (outcome.status !== 'unique') throw new Error(`${line}: ${outcome.status}`);
        for (const { step, technique } of solveLogically(puzzle, HODOKU_SET, { countOptions: false }).steps) {
          if (step.kind !== 'finnedFrankenFish') continue;
          found++;
          const fins = [...(step as FinnedFrankenFishStep).fins, ...(step as FinnedFrankenFishStep).endoFins];
          for (const candidate of step.eliminations) {
            const cell = (candidate / 9) | 0;
            if (Number(outcome.solution[cell]) === (candidate % 9) + 1)
              problems.push(`${technique} removes a true candidate: ${explainText(step)}`);
            if (!fins.every((fin) => sees(fin, cell)))
              problems.push(`${technique} removes a candidate not seeing every fin: ${explainText(step)}`);
          }
        }
      }
    }
    expect(problems.slice(0, 3)).toEqual([]);
    expect(found).toBeGreaterThan(0);
  });
});
