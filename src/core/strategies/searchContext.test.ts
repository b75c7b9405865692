import { describe, expect, it } from 'vitest';
import { generatePuzzles } from '../../../tests/support/generatedPuzzles';
import { ratePuzzle } from '../rate/ratePuzzle';
import { scratchKind, SearchContext, stateKind } from './searchContext';

describe('SearchContext', () => {
  it('makes a state the first time it is asked for, once, and hands its maker the context', () => {
    const made: SearchContext[] = [];
    const kind = stateKind((context) => {
      made.push(context);
      return { marks: new Int32Array(4) };
    });
    const context = new SearchContext();
    expect(made).toEqual([]);
    const first = context.get(kind);
    expect(context.get(kind)).toBe(first);
    expect(made).toEqual([context]);
    expect(new SearchContext().get(kind)).not.toBe(first);
  });

  it('forgets a puzzle’s state on nextPuzzle and keeps the scratch', () => {
    const ofPuzzle = stateKind(() => new Map<string, number>());
    const scratch = scratchKind(() => new Int32Array(729));
    const context = new SearchContext();
    const remembered = context.get(ofPuzzle);
    const tables = context.get(scratch);
    expect(context.nextPuzzle()).toBe(context);
    expect(context.get(ofPuzzle)).not.toBe(remembered);
    expect(context.get(scratch)).toBe(tables);
  });

  it('rates puzzles one after the other in one context as each in a context of its own', () => {
    // Puzzles made from the named classics, easy ones and three that need chains (SE 6.6, 7.1
    // and 9.1, dynamic forcing chains): the tables and memories one puzzle leaves behind are what
    // the next one's searches start from.
    const puzzles = generatePuzzles(12, 1);
    const raters = ['se', 'hodoku', 'cost', 'grader'];
    const loop = new SearchContext();
    const shared = puzzles.map((puzzle) => ratePuzzle(puzzle, raters, {}, loop));
    const alone = puzzles.map((puzzle) => ratePuzzle(puzzle, raters));
    expect(shared).toEqual(alone);
    expect(alone.every((row) => row.error === null)).toBe(true);
  }, 120_000);
});
