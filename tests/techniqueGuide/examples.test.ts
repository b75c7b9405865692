// The technique guide's worked examples, re-derived: each shipped example must still be the step
// the engine takes at that point of that set's solve of that puzzle (same board before it, same
// step, highlights and words), and the step must agree with the puzzle's unique solution.
import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { solve } from '../../src/core/solve';
import { exampleAt, stepProblems, type TechniqueExample } from '../../src/core/techniqueGuide/example';
import examplesJson from '../../src/core/techniqueGuide/examples.json';
import { findTechnique } from '../../src/core/techniques';

const EXAMPLES = examplesJson as unknown as TechniqueExample[];

describe('the technique guide examples', () => {
  it('ship at most one example per technique, each a technique of the catalogue', () => {
    const ids = EXAMPLES.map((example) => example.technique);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(findTechnique(id), id).toBeDefined();
  });

  it.each(EXAMPLES.map((example) => [example.technique, example] as const))('%s: the engine still takes this step there, and it is sound', (_id, example) => {
    const outcome = solve(asPuzzle(example.puzzle));
    expect(outcome.status).toBe('unique');
    if (outcome.status !== 'unique') return;
    expect(outcome.solution).toBe(example.solution);

    const derived = exampleAt(example);
    expect(derived).toBeDefined();
    // Round-tripped through JSON, as the shipped file is.
    expect(JSON.parse(JSON.stringify(derived))).toEqual(example);
    expect(stepProblems(example.before, example.step, example.solution)).toEqual([]);
  });
});
