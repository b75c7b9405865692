import { describe, expect, it } from 'vitest';
import { hintFor } from './hint';
import { EASTER_MONSTER, TWO_SOLUTIONS, WIKIPEDIA, WIKIPEDIA_SOLUTION } from './testPuzzles';
import { buildTraceView } from './traceView';

const GIVENS = WIKIPEDIA.replaceAll('.', '0');
const withDigit = (values: string, cell: number, digit: string): string => values.slice(0, cell) + digit + values.slice(cell + 1);
const firstEmpty = GIVENS.indexOf('0');

describe('hintFor', () => {
  it('from the givens, gives the first step of the replay', () => {
    const hint = hintFor(GIVENS, GIVENS, null, 'se');
    const trace = buildTraceView(WIKIPEDIA, WIKIPEDIA_SOLUTION, 'se', null);
    expect(hint.kind).toBe('step');
    if (hint.kind === 'step') {
      expect(hint.step.step).toEqual(trace.steps[0]!.step);
      expect(hint.step.before).toEqual(trace.steps[0]!.before);
    }
  });

  it('names entered digits that are not the solution\'s', () => {
    const wrong = String((Number(WIKIPEDIA_SOLUTION[firstEmpty]) % 9) + 1);
    const hint = hintFor(GIVENS, withDigit(GIVENS, firstEmpty, wrong), null, 'se');
    expect(hint).toMatchObject({ kind: 'mistake', cells: [firstEmpty] });
    if (hint.kind === 'mistake') expect(hint.message).toContain('r1c3');
  });

  it('names pencil marks that leave out the cell\'s digit', () => {
    const marks = new Array<number>(81).fill(0);
    marks[firstEmpty] = 0x1ff & ~(1 << (Number(WIKIPEDIA_SOLUTION[firstEmpty]) - 1));
    expect(hintFor(GIVENS, GIVENS, marks, 'se')).toMatchObject({ kind: 'mistake', cells: [firstEmpty] });
  });

  it('takes the player\'s marks into the position it looks from', () => {
    // Every empty cell marked with its solution digit alone: the next step is a single placed from the marks.
    const marks = [...WIKIPEDIA_SOLUTION].map((digit, cell) => (GIVENS[cell] === '0' ? 1 << (Number(digit) - 1) : 0));
    const hint = hintFor(GIVENS, GIVENS, marks, 'grader');
    expect(hint.kind).toBe('step');
    if (hint.kind === 'step') {
      expect(hint.step.before.candidates).toEqual(marks);
      expect(hint.step.step.placements.length).toBeGreaterThan(0);
    }
  });

  it('says when the grid is solved', () => {
    expect(hintFor(GIVENS, WIKIPEDIA_SOLUTION, null, 'se')).toEqual({ kind: 'solved' });
  });

  it('says why there is no hint: the set finds nothing, or the givens have no single solution', () => {
    const monster = EASTER_MONSTER.replaceAll('.', '0');
    expect(hintFor(monster, monster, null, 'grader')).toMatchObject({ kind: 'none' });
    const two = TWO_SOLUTIONS.replaceAll('.', '0');
    const hint = hintFor(two, two, null, 'se');
    expect(hint.kind).toBe('none');
    if (hint.kind === 'none') expect(hint.message).toContain('more than one solution');
  });
});
