import { describe, expect, it } from 'vitest';
import { isPuzzleProblem, readPuzzle } from './puzzleInput';
import { TWO_SOLUTIONS, WIKIPEDIA, WIKIPEDIA_SOLUTION } from '../../../tests/support/replayPuzzles';

describe('readPuzzle', () => {
  it('reads any imported format into the normalized puzzle and its solution', () => {
    const grid = WIKIPEDIA.match(/.{9}/g)!.join('\n').replaceAll('.', '0');
    expect(readPuzzle(grid)).toEqual({ kind: 'puzzle', puzzle: WIKIPEDIA, solution: WIKIPEDIA_SOLUTION });
  });

  it('names what makes text not a puzzle', () => {
    const problem = readPuzzle('53..7');
    expect(problem).toMatchObject({ kind: 'problem', reason: 'invalid', puzzle: null });
    expect(isPuzzleProblem(problem)).toBe(true);
    const duplicate = readPuzzle('55' + '.'.repeat(79));
    expect(duplicate).toMatchObject({ reason: 'invalid' });
    expect((duplicate as { message: string }).message).toMatch(/r1c1|r1c2/);
  });

  it('tells a puzzle with no solution', () => {
    // r1c9 needs the 9 its column already has.
    const none = '12345678.' + '........9' + '.'.repeat(63);
    expect(readPuzzle(none)).toMatchObject({ kind: 'problem', reason: 'no-solution', puzzle: none });
  });

  it('tells a puzzle with several solutions and names cells that differ', () => {
    const problem = readPuzzle(TWO_SOLUTIONS);
    expect(problem).toMatchObject({ kind: 'problem', reason: 'multiple-solutions', puzzle: TWO_SOLUTIONS });
    expect((problem as { message: string }).message).toMatch(/r\dc\d can be \d or \d/);
  });
});
