import { describe, expect, it } from 'vitest';
import { naiveCountSolutions } from '../../bench/baseline/naiveSolver';
import { parsePuzzle } from '../../src/core/format/puzzleText';
import { countSolutions } from '../../src/core/solve/solve';
import { solutionProblem } from '../../src/core/solve/verify';
import type { Puzzle } from '../../src/core/grid/index';
import { readSharedLines, sampleEvery, sharedDataPath } from '../support/data';
import { runPatti } from './run';

// The whole 17-clue file through `patti solve --json` (in-process, streamed from the file):
// about 5 s on one core, inside the CI budget. Every answer is checked by code that does not
// share the solver: the solution is a completed grid keeping the givens.
describe('patti solve --json on every 17-clue puzzle', () => {
  it('gives a unique, valid solution for all 49,158 puzzles', async () => {
    const lines = readSharedLines('royle17-49158.txt');
    expect(lines).toHaveLength(49158);
    const run = await runPatti(['solve', '--json', sharedDataPath('royle17-49158.txt')]);
    expect(run.code).toBe(0);
    const outputs = run.stdout.trimEnd().split('\n');
    expect(outputs).toHaveLength(49158);
    outputs.forEach((output, index) => {
      const result = JSON.parse(output) as { puzzle: string; status: string; solution: string; error: null };
      const given = lines[index]!;
      expect(Object.keys(result)).toEqual(['puzzle', 'status', 'solution', 'error']);
      expect(result.puzzle).toBe(given.replaceAll('0', '.'));
      expect(result.status).toBe('unique');
      expect(result.error).toBeNull();
      const problem = solutionProblem(result.puzzle, result.solution);
      if (problem !== undefined) throw new Error(`line ${index + 1}: ${problem}`);
      if (countSolutions(result.puzzle as Puzzle) !== 1) throw new Error(`line ${index + 1}: count is not 1`);
    });
  });

  it('the textbook backtracker agrees that sampled puzzles have exactly one solution', () => {
    for (const line of sampleEvery(readSharedLines('royle17-49158.txt'), 2000)) {
      const parsed = parsePuzzle(line);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(naiveCountSolutions(parsed.value, 2)).toBe(1);
    }
  });
});
