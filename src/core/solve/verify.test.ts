import { describe, expect, it } from 'vitest';
import { solutionProblem } from './verify';

// A known completed grid (Norvig's top95 #1 and its published solution).
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';

describe('solutionProblem', () => {
  it('accepts a completed grid that keeps the givens', () => {
    expect(solutionProblem(PUZZLE, SOLUTION)).toBeUndefined();
  });
  it('rejects a grid that is too short or has a blank', () => {
    expect(solutionProblem(PUZZLE, SOLUTION.slice(1))).toMatch(/81 digits/);
    expect(solutionProblem(PUZZLE, '.' + SOLUTION.slice(1))).toMatch(/81 digits/);
  });
  it('rejects a grid that changes a given', () => {
    const swapped = SOLUTION.replace(/[0-9]/g, (digit) => ({ '4': '1', '1': '4' })[digit] ?? digit);
    expect(solutionProblem(PUZZLE, swapped)).toMatch(/changes the given/);
  });
  it('rejects a grid that repeats a digit in a house', () => {
    const broken = SOLUTION.slice(0, 80) + (SOLUTION[80] === '1' ? '2' : '1');
    expect(solutionProblem('.'.repeat(81), broken)).toMatch(/repeats a digit/);
  });
});
