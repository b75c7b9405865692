/**
 * The oracle over samples of three real sets: every step of every technique set's solve is
 * sound against the unique solution, and the sets that end with a guess finish every puzzle.
 * The full files run in `npx tsx scripts/oracle.ts`; these samples keep CI under a minute.
 */
import { describe, expect, it } from 'vitest';
import { asPuzzle, asSolution } from '../../src/core/grid/puzzle';
import { solveLogically } from '../../src/core/simulate/logical';
import { findUnsoundStep } from '../../src/core/simulate/logicalOracle';
import { GRADER_SET, HODOKU_SET, SE_SET, SOTD_SET, type TechniqueSet } from '../../src/core/simulate/logicalPresets';
import { examinePuzzle } from '../../src/core/solve/index';
import { findStrategy } from '../../src/core/strategies/registry';
import { readSharedLines, sampleEvery } from '../support/data';

/** Sudoku of the Day's set without its forcing chains: fast, and it still runs double pairs and multiple lines. */
const SOTD_BASIC: TechniqueSet = {
  id: 'sotd-basic',
  title: 'sotd without chains',
  tiers: SOTD_SET.tiers.filter((t) => typeof t === 'string' && t !== 'cell-forcing-chain'),
};

/** The puzzle field of a data line (the exchange file has `hash puzzle rating`). */
const puzzleOf = (line: string): string =>
  line
    .trim()
    .split(/\s+/)
    .find((word) => word.length === 81) ?? line;

const SAMPLES: readonly { file: string; every: number; full: number }[] = [
  // `full`: every how many puzzles the whole SE and HoDoKu orders (with chains and guess) run too.
  { file: 'royle17-49158.txt', every: 50, full: 100 },
  { file: 'magictour-top1465.txt', every: 10, full: 25 },
  { file: 'sudoku-exchange-diabolical.txt', every: 200, full: 400 },
];

function check(puzzleText: string, set: TechniqueSet, mustFinish: boolean): string | undefined {
  const status = examinePuzzle(puzzleText);
  if (status.status !== 'unique') return `${puzzleText}: ${status.status}`;
  const trace = solveLogically(asPuzzle(status.puzzle!), set, { countOptions: false });
  const unsound = findUnsoundStep(trace, asSolution(status.solution!));
  if (unsound) return `${puzzleText} [${set.id}]: ${unsound}`;
  if (mustFinish && trace.outcome !== 'solved') return `${puzzleText} [${set.id}]: ${trace.outcome}`;
  if (trace.outcome === 'contradiction') return `${puzzleText} [${set.id}]: contradiction`;
  return undefined;
}

describe('oracle on real puzzles', () => {
  for (const { file, every, full } of SAMPLES) {
    it(`every step is sound on every ${every}th puzzle of ${file}`, { timeout: 120_000 }, () => {
      const lines = readSharedLines(file);
      const problems: string[] = [];
      for (const line of sampleEvery(lines, every)) {
        for (const set of [GRADER_SET, SOTD_BASIC]) {
          const problem = check(puzzleOf(line), set, false);
          if (problem) problems.push(problem);
        }
      }
      // Both orders end with the guess, so each must finish every puzzle.
      expect(findStrategy('guess')).toBeDefined();
      for (const line of sampleEvery(lines, full)) {
        for (const set of [SE_SET, HODOKU_SET]) {
          const problem = check(puzzleOf(line), set, true);
          if (problem) problems.push(problem);
        }
      }
      expect(problems.slice(0, 5)).toEqual([]);
    });
  }
});
