import { describe, expect, it } from 'vitest';
import { candidateOf } from '../grid/candidate';
import type { Digit } from '../grid/digit';
import { asPuzzle } from '../grid/puzzle';
import { solve } from '../solve';
import { exampleAt, stepProblems } from './example';

// A well-known easy puzzle; its first SE steps are singles.
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = (() => {
  const outcome = solve(asPuzzle(PUZZLE));
  if (outcome.status !== 'unique') throw new Error('the test puzzle must have one solution');
  return outcome.solution;
})();

describe('exampleAt', () => {
  it('describes the step the solve takes at the index, with the board before it', () => {
    const example = exampleAt({ technique: 'full-house', set: 'se', source: 'test', puzzle: PUZZLE, solution: SOLUTION, index: 0 })!;
    expect(example.before.values).toBe(PUZZLE.replace(/\./g, '0'));
    expect(example.step.placements.length + example.step.eliminations.length).toBeGreaterThan(0);
    expect(example.text.length).toBeGreaterThan(0);
    expect(stepProblems(example.before, example.step, SOLUTION)).toEqual([]);
  });

  it('shows the board after the earlier steps for a later index', () => {
    const first = exampleAt({ technique: 'full-house', set: 'se', source: 'test', puzzle: PUZZLE, solution: SOLUTION, index: 0 })!;
    const second = exampleAt({ technique: 'full-house', set: 'se', source: 'test', puzzle: PUZZLE, solution: SOLUTION, index: 1 })!;
    const placed = first.step.placements[0]!;
    expect(second.before.values[placed.cell]).toBe(String(placed.digit));
  });

  it('is undefined past the end of the solve', () => {
    expect(
      exampleAt({ technique: 'full-house', set: 'se', source: 'test', puzzle: PUZZLE, solution: SOLUTION, index: 81 }),
    ).toBeUndefined();
  });
});

describe('stepProblems', () => {
  const before = {
    values: PUZZLE.replace(/\./g, '0'),
    candidates: Array.from({ length: 81 }, (_, cell) => (PUZZLE[cell] === '.' ? 0x1ff : 0)),
  };
  const empty = PUZZLE.indexOf('.');
  const right = Number(SOLUTION[empty]) as Digit;
  const wrong = (right === 9 ? 1 : right + 1) as Digit;

  it('finds a placement of the wrong digit and the removal of the right one', () => {
    expect(
      stepProblems(
        before,
        { kind: 'guess', cell: empty, digit: wrong, depth: 1, placements: [{ cell: empty, digit: wrong }], eliminations: [] },
        SOLUTION,
      ),
    ).toHaveLength(1);
    expect(
      stepProblems(
        before,
        { kind: 'guess', cell: empty, digit: right, depth: 1, placements: [], eliminations: [candidateOf(empty, right)] },
        SOLUTION,
      ),
    ).toHaveLength(1);
  });

  it('accepts a sound step and refuses one that changes nothing', () => {
    expect(
      stepProblems(
        before,
        {
          kind: 'guess',
          cell: empty,
          digit: right,
          depth: 1,
          placements: [{ cell: empty, digit: right }],
          eliminations: [candidateOf(empty, wrong)],
        },
        SOLUTION,
      ),
    ).toEqual([]);
    expect(
      stepProblems(before, { kind: 'guess', cell: empty, digit: right, depth: 1, placements: [], eliminations: [] }, SOLUTION),
    ).toEqual(['the step changes nothing']);
  });

  it('refuses a placement on a filled cell and a removal of a candidate that is gone', () => {
    const filled = 0;
    expect(
      stepProblems(
        before,
        { kind: 'guess', cell: filled, digit: 5, depth: 1, placements: [{ cell: filled, digit: 5 }], eliminations: [] },
        SOLUTION,
      ),
    ).toEqual(['r1c1 is already filled']);
    expect(
      stepProblems(
        before,
        { kind: 'guess', cell: filled, digit: 5, depth: 1, placements: [], eliminations: [candidateOf(filled, 3)] },
        SOLUTION,
      ),
    ).toHaveLength(1);
  });
});
