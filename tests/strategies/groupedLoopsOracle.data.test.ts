/**
 * The oracle on grouped nice loops: wherever a HoDoKu-order solve of a sample of the hardest
 * public puzzles takes a grouped chain, every grouped chain of that position (not only the one
 * taken) must hold a group and keep the unique solution.
 */
import { describe, expect, it } from 'vitest';
import { Grid } from '../../src/core/grid/grid';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { explainText } from '../../src/core/describeStep';
import { solveLogically } from '../../src/core/simulate/logical';
import { HODOKU_SET } from '../../src/core/simulate/logicalPresets';
import { solve } from '../../src/core/solve/solve';
import { applyStep } from '../../src/core/step';
import { groupedNiceLoops } from '../../src/core/strategies/chains/groupedNiceLoops';
import { allSteps } from '../../src/core/strategies/strategy';
import { readSharedLines, sampleEvery } from '../support/data';

const SAMPLES = [
  { file: 'magictour-top1465.txt', every: 10 },
  { file: 'forum-hardest-1106.txt', every: 50 },
];

describe('grouped nice loops on the hardest puzzles', () => {
  for (const { file, every } of SAMPLES) {
    it(`every grouped chain met in hodoku solves of every ${every}th puzzle of ${file} is sound`, { timeout: 300_000 }, () => {
      const problems: string[] = [];
      let checked = 0;
      for (const line of sampleEvery(readSharedLines(file), every)) {
        const puzzle = asPuzzle(line.trim());
        const outcome = solve(puzzle);
        if (outcome.status !== 'unique') throw new Error(`${line}: ${outcome.status}`);
        const grid = Grid.fromPuzzle(puzzle);
        for (const { step, technique } of solveLogically(puzzle, HODOKU_SET, { countOptions: false }).steps) {
          if (technique.startsWith('grouped-')) {
            for (const found of allSteps(groupedNiceLoops, grid)) {
              if (found.kind !== 'groupedChain' || !found.nodes.some((node) => node.cells.length > 1))
                problems.push(`not grouped: ${explainText(found)}`);
              for (const candidate of found.eliminations) {
                checked++;
                if (Number(outcome.solution[(candidate / 9) | 0]) === (candidate % 9) + 1)
                  problems.push(`removes a true candidate: ${explainText(found)}`);
              }
            }
          }
          applyStep(grid, step);
        }
      }
      expect(problems.slice(0, 3)).toEqual([]);
      expect(checked).toBeGreaterThan(0);
    });
  }
});
