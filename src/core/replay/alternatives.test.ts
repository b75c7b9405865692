import { describe, expect, it } from 'vitest';
import { readPuzzle } from './puzzleInput';
import { stepAlternatives } from './alternatives';
import { EASTER_MONSTER, WIKIPEDIA } from '../../../tests/support/replayPuzzles';
import { buildTraceView } from './traceView';

function solvable(text: string): { puzzle: string; solution: string } {
  const read = readPuzzle(text);
  if (read.kind !== 'puzzle') throw new Error(read.message);
  return read;
}

describe('stepAlternatives', () => {
  const wiki = solvable(WIKIPEDIA);
  const trace = buildTraceView(wiki.puzzle, wiki.solution, 'se', null);

  it("lists the solver's own step first, then as many instances as the step counted", () => {
    for (const index of [0, 5, 20, trace.steps.length - 1]) {
      const chosen = trace.steps[index]!;
      const alternatives = stepAlternatives(wiki.puzzle, 'se', index);
      expect(alternatives[0]!.step).toEqual(chosen.step);
      expect(alternatives.length).toBe(chosen.options);
      expect(new Set(alternatives.map((a) => JSON.stringify(a.step))).size).toBe(alternatives.length);
      for (const alternative of alternatives) {
        expect(alternative.before).toEqual(chosen.before);
        expect(alternative.index).toBe(index);
      }
    }
  });

  it('prices alternatives as they would be charged at that point', () => {
    const sotd = buildTraceView(wiki.puzzle, wiki.solution, 'sotd', null);
    const index = sotd.steps.length - 1;
    expect(stepAlternatives(wiki.puzzle, 'sotd', index)[0]!.value).toBe(sotd.steps[index]!.value);
  });

  it('finds nothing past the end of the solve', () => {
    expect(stepAlternatives(wiki.puzzle, 'se', trace.steps.length)).toEqual([]);
    expect(stepAlternatives(wiki.puzzle, 'se', 10_000)).toEqual([]);
  });

  it("offers several chains where Easter Monster's solve counted several", () => {
    const em = solvable(EASTER_MONSTER);
    const alternatives = stepAlternatives(em.puzzle, 'hodoku', 0);
    const first = buildTraceView(em.puzzle, em.solution, 'hodoku', null).steps[0]!;
    expect(alternatives.length).toBe(first.options);
    expect(alternatives[0]!.technique).toBe(first.technique);
  });
});
