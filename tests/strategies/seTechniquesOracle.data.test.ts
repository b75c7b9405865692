/**
 * The oracle for Sudoku Explainer's aligned triplet exclusion and unique loops on real hard
 * puzzles: at every position of the SE-order solves of a sample of `magictour-top1465.txt` and
 * `sudoku-exchange-diabolical.txt`, every step each search finds (not only the first, which the
 * solves take) must keep the unique solution, and the sample must reach some of each.
 */
import { describe, expect, it } from 'vitest';
import { Grid } from '../../src/core/grid/grid';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { solveLogically } from '../../src/core/simulate/logical';
import { SE_SET, withoutGuess } from '../../src/core/simulate/logicalPresets';
import { solve } from '../../src/core/solve/solve';
import { applyStep } from '../../src/core/step';
import { explainText } from '../../src/core/describeStep';
import { alignedTripletExclusion } from '../../src/core/strategies/tripletExclusion';
import { allSteps } from '../../src/core/strategies/strategy';
import { uniqueLoop } from '../../src/core/strategies/uniqueLoops';
import { readSharedLines, sampleEvery } from '../support/data';

const SAMPLES = [
  { file: 'magictour-top1465.txt', every: 150, puzzleOf: (line: string) => line.slice(0, 81) },
  { file: 'sudoku-exchange-diabolical.txt', every: 2000, puzzleOf: (line: string) => line.trim().split(/\s+/)[1]!.replace(/0/g, '.') },
];

describe('aligned triplet exclusion and unique loops on real puzzles', () => {
  for (const { file, every, puzzleOf } of SAMPLES) {
    it(`remove no true candidate at any position of every ${every}th puzzle of ${file}`, { timeout: 300_000 }, () => {
      const problems: string[] = [];
      const counts = new Map([alignedTripletExclusion, uniqueLoop].map((strategy) => [strategy.technique, 0]));
      for (const line of sampleEvery(readSharedLines(file), every)) {
        const puzzle = asPuzzle(puzzleOf(line));
        const outcome = solve(puzzle);
        if (outcome.status !== 'unique') throw new Error(`${line}: ${outcome.status}`);
        const grid = Grid.fromPuzzle(puzzle);
        for (const { step } of solveLogically(puzzle, withoutGuess(SE_SET), { countOptions: false }).steps) {
          for (const strategy of [alignedTripletExclusion, uniqueLoop]) {
            for (const found of allSteps(strategy, grid)) {
              counts.set(strategy.technique, counts.get(strategy.technique)! + 1);
              for (const candidate of found.eliminations) {
                if (Number(outcome.solution[(candidate / 9) | 0]) === (candidate % 9) + 1)
                  problems.push(`${puzzleOf(line)}: ${explainText(found)}`);
              }
            }
          }
          applyStep(grid, step);
        }
      }
      expect(problems.slice(0, 3)).toEqual([]);
      expect(
        [...counts.values()].every((count) => count > 0),
        JSON.stringify([...counts]),
      ).toBe(true);
    });
  }
});
