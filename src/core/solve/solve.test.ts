import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../format/puzzleText';
import { asPuzzle } from '../grid/index';
import { countSolutions, examinePuzzle, solve } from './solve';
import { solutionProblem } from './verify';

const EMPTY = asPuzzle('.'.repeat(81));
// Row 1 holds 1-8, so r1c9 must be 9, but r2c9 is already 9 (in column 9 and box 3): no
// solution, yet no digit is given twice.
const CONTRADICTORY = asPuzzle('12345678.' + '........9' + '.'.repeat(63));

describe('solve', () => {
  it('reports none for a contradictory puzzle without duplicate givens', () => {
    expect(parsePuzzle(CONTRADICTORY).ok).toBe(true);
    expect(solve(CONTRADICTORY)).toEqual({ status: 'none' });
    expect(countSolutions(CONTRADICTORY)).toBe(0);
  });

  it('reports none, not a crash, for givens that clash (a puzzle made without the parser)', () => {
    expect(countSolutions(asPuzzle('11' + '.'.repeat(79)))).toBe(0);
  });
});

describe('countSolutions', () => {
  it('stops at the limit', () => {
    expect(countSolutions(EMPTY)).toBe(2);
    expect(countSolutions(EMPTY, 1)).toBe(1);
    expect(countSolutions(EMPTY, 7)).toBe(7);
  });

  it('counts 1 for a completed grid and for a grid with one cell missing', () => {
    const solution = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
    expect(countSolutions(asPuzzle(solution))).toBe(1);
    expect(countSolutions(asPuzzle('.' + solution.slice(1)))).toBe(1);
  });

  it('counts exactly the solutions of a puzzle with a known small number of them', () => {
    // Four cells on two rows of one band and two columns holding a/b and b/a: emptied, they
    // can be filled in exactly two ways (the two digits swap), every other cell being given.
    const solution = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
    const cells = findRectangle(solution);
    const holes = solution.split('');
    for (const cell of cells) holes[cell] = '.';
    expect(countSolutions(asPuzzle(holes.join('')), 10)).toBe(2);
  });
});

describe('examinePuzzle', () => {
  it('gives unique with the solution, none, multiple and invalid with the reason', () => {
    const unique = examinePuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
    expect(unique.status).toBe('unique');
    expect(unique.solution).toBe('417369825632158947958724316825437169791586432346912758289643571573291684164875293');
    expect(examinePuzzle(CONTRADICTORY)).toEqual({ puzzle: CONTRADICTORY, status: 'none', solution: null, error: null });
    expect(examinePuzzle(EMPTY)).toEqual({ puzzle: EMPTY, status: 'multiple', solution: null, error: null });
    const invalid = examinePuzzle('12345');
    expect(invalid).toEqual({
      puzzle: null,
      status: 'invalid',
      solution: null,
      error: { kind: 'ERR_LENGTH', message: 'expected 81 cells, found 5' },
    });
  });

  it('never throws, whatever the text', () => {
    let seed = 12345;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x80000000;
    };
    const alphabet = '123456789.0*_-|+ \n\t#:xé\u0000';
    for (let i = 0; i < 2000; i++) {
      const length = Math.floor(random() * 200);
      let text = '';
      for (let k = 0; k < length; k++) text += alphabet[Math.floor(random() * alphabet.length)];
      const status = examinePuzzle(text);
      expect(['unique', 'none', 'multiple', 'invalid']).toContain(status.status);
      expect(status.error === null).toBe(status.status !== 'invalid');
    }
  });

  it('answers puzzles with few random givens, which have many or no solutions', () => {
    const solution = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
    for (let keep = 0; keep <= 81; keep += 9) {
      const puzzle = asPuzzle(
        solution
          .split('')
          .map((digit, cell) => ((cell * 37) % 81 < keep ? digit : '.'))
          .join(''),
      );
      const outcome = solve(puzzle);
      expect(outcome.status).not.toBe('none');
      if (outcome.status === 'unique') expect(solutionProblem(puzzle, outcome.solution)).toBeUndefined();
    }
  });
});

/** Four cells r1/r2 × cA/cB of one band and one box-pair whose values form an a-b/b-a rectangle. */
function findRectangle(solution: string): number[] {
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 9 && ((r2 / 3) | 0) === ((r1 / 3) | 0); r2++) {
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          const a = solution[r1 * 9 + c1];
          const b = solution[r1 * 9 + c2];
          if (solution[r2 * 9 + c1] === b && solution[r2 * 9 + c2] === a) return [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
        }
      }
    }
  }
  throw new Error('no rectangle in the grid');
}
