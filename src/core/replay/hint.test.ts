import { describe, expect, it } from 'vitest';
import { hintFor } from './hint';
import { EASTER_MONSTER, TWO_SOLUTIONS, WIKIPEDIA, WIKIPEDIA_SOLUTION } from '../../../tests/support/replayPuzzles';
import { readPuzzle } from './puzzleInput';
import { buildTraceView, TraceBuilder } from './traceView';

/** AI Escargot: its first steps past the singles come after a few singles, with marks to honour. */
const AI_ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';
const SINGLES = new Set(['full-house', 'hidden-single-box', 'hidden-single-row', 'hidden-single-column', 'naked-single']);

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

  it("names entered digits that are not the solution's", () => {
    const wrong = String((Number(WIKIPEDIA_SOLUTION[firstEmpty]) % 9) + 1);
    const hint = hintFor(GIVENS, withDigit(GIVENS, firstEmpty, wrong), null, 'se');
    expect(hint).toMatchObject({ kind: 'mistake', cells: [firstEmpty] });
    if (hint.kind === 'mistake') expect(hint.message).toContain('r1c3');
  });

  it("names pencil marks that leave out the cell's digit", () => {
    const marks = new Array<number>(81).fill(0);
    marks[firstEmpty] = 0x1ff & ~(1 << (Number(WIKIPEDIA_SOLUTION[firstEmpty]) - 1));
    expect(hintFor(GIVENS, GIVENS, marks, 'se')).toMatchObject({ kind: 'mistake', cells: [firstEmpty] });
  });

  it("takes the player's marks into the position it looks from", () => {
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

  // The hint searches the next step alone; the replay solves on from the givens. Both must give
  // the same step wherever the player stands on the replay's path, the first step past the
  // singles included (where the searches of every harder tier run).
  it.each([
    ['Wikipedia', WIKIPEDIA],
    ['AI Escargot', AI_ESCARGOT],
    ['Easter Monster', EASTER_MONSTER],
  ])("gives the full solve's first step past the singles on %s", (_name, puzzle) => {
    const read = readPuzzle(puzzle);
    if (read.kind === 'problem') throw new Error(read.message);
    const givens = read.puzzle.replaceAll('.', '0');
    const builder = new TraceBuilder(read.puzzle, read.solution, 'se', null);
    while (builder.advance() && SINGLES.has(builder.steps.at(-1)!.technique));
    const step = builder.steps.at(-1)!;
    // Wikipedia's puzzle is solved by singles alone: its last step is the one to compare.
    const { values, candidates } = step.before;
    const marks = candidates.map((bits, cell) => (values[cell] === '0' || values[cell] === '.' ? bits : 0));
    const hint = hintFor(givens, values.replaceAll('.', '0'), marks, 'se');
    expect(hint.kind).toBe('step');
    if (hint.kind === 'step') {
      expect(hint.step.technique).toBe(step.technique);
      expect(hint.step.step).toEqual(step.step);
      expect(hint.step.text).toBe(step.text);
    }
  });
});
