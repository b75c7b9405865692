/**
 * The guess: the most constrained empty cell, first in reading order, gets its value from a
 * complete search; the step is trial and error, priced as HoDoKu's brute force and outside every
 * other scheme.
 */
import { describe, expect, it } from 'vitest';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { examinePuzzle } from '../solve/index';
import { techniqueOfId } from '../techniques';
import { valuesOf } from '../../../tests/support/positions';
import { findGuess } from './guess';
import { findStrategy } from './registry';
import { allSteps } from './strategy';

// Easter Monster: no cell has fewer than three candidates at the givens.
const EASTER_MONSTER = asPuzzle('1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1');

describe('the guess', () => {
  it('places the solution’s digit in the first cell with the fewest candidates', () => {
    const grid = Grid.fromPuzzle(EASTER_MONSTER);
    const solution = examinePuzzle(EASTER_MONSTER).solution!;
    const fewest = Math.min(...Array.from({ length: 81 }, (_, c) => (grid.isEmpty(c) ? grid.candidateCount(c) : 10)));
    const cell = Array.from({ length: 81 }, (_, c) => c).find((c) => grid.isEmpty(c) && grid.candidateCount(c) === fewest)!;
    const found = allSteps(findStrategy('guess')!, grid);
    expect(found).toEqual([
      {
        kind: 'guess',
        cell,
        digit: solution.charCodeAt(cell) - 48,
        depth: 1,
        placements: [{ cell, digit: solution.charCodeAt(cell) - 48 }],
        eliminations: [],
      },
    ]);
    expect(valuesOf(found[0]!)).toEqual({ technique: 'guess', hodoku: { score: 10000, level: 'extreme' } });
    expect(techniqueOfId('guess').trial).toBe(true);
  });

  it('is not offered where an elimination has ruled out the solution’s digit', () => {
    // Removing the right digit from the guessed cell leaves it the most constrained cell, and the
    // placed values' one solution wants a digit the cell no longer holds.
    const grid = Grid.fromPuzzle(EASTER_MONSTER);
    const guessed = findGuess(grid)!;
    grid.eliminate(guessed.cell, guessed.digit);
    expect(findGuess(grid)).toBeUndefined();
    expect(allSteps(findStrategy('guess')!, grid)).toEqual([]);
  });
});
