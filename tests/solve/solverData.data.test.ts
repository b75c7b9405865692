import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../src/core/format/puzzleText';
import type { Puzzle } from '../../src/core/grid/index';
import { solve } from '../../src/core/solve/solve';
import { solutionProblem } from '../../src/core/solve/verify';
import { readSharedLines, sampleEvery, sharedDataPath } from '../support/data';

function puzzleOf(text: string): Puzzle {
  const parsed = parsePuzzle(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

describe('solve on the shared real data', () => {
  it("agrees with the published solution of every puzzle in the Kaggle slice (another program's answers)", () => {
    const rows = readFileSync(sharedDataPath('kaggle-radcliffe-5000.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
    expect(rows).toHaveLength(5000);
    for (const row of rows) {
      const [puzzle, solution] = row.split(',');
      const outcome = solve(puzzleOf(puzzle!));
      expect(outcome.status === 'unique' && outcome.solution, puzzle).toBe(solution);
    }
  });

  it('finds a valid unique solution for the hardest forum puzzles (every 10th)', () => {
    for (const line of sampleEvery(readSharedLines('forum-hardest-11plus-5000.txt'), 10)) {
      const outcome = solve(puzzleOf(line));
      expect(outcome.status).toBe('unique');
      if (outcome.status === 'unique') expect(solutionProblem(line, outcome.solution)).toBeUndefined();
    }
  });

  it('shows two different valid solutions for every multi-solution puzzle of the serg set', () => {
    const lines = readSharedLines('serg-multisolution-2000.txt');
    expect(lines).toHaveLength(2000);
    for (const line of lines) {
      const outcome = solve(puzzleOf(line));
      expect(outcome.status, line).toBe('multiple');
      if (outcome.status !== 'multiple') continue;
      const [first, second] = outcome.solutions;
      expect(first).not.toBe(second);
      expect(solutionProblem(line, first)).toBeUndefined();
      expect(solutionProblem(line, second)).toBeUndefined();
    }
  });
});
