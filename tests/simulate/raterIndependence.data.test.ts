/**
 * The raters of one puzzle share a search context, so what one remembers of a position serves
 * the next. That memory may save work but never change an answer: each rater must give a
 * puzzle the rating it gives when it runs alone.
 */
import { describe, expect, it } from 'vitest';
import { readSharedLines } from '../support/data';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';

const RATERS = ['cost', 'grader', 'se', 'hodoku'];
/** The first hundred of the hard set: many stall where SE and HoDoKu both need forcing chains. */
const HARD = readSharedLines('magictour-top1465.txt')
  .slice(0, 100)
  .map((line) => line.slice(0, 81));

describe('raters of one puzzle', () => {
  it('give each puzzle the rating each gives alone, in any order', () => {
    for (const line of HARD) {
      const together = ratePuzzle(line, RATERS);
      const reversed = ratePuzzle(line, [...RATERS].reverse());
      for (const id of RATERS) {
        const alone = ratePuzzle(line, [id]) as Record<string, unknown>;
        expect({ line, id, rating: (together as Record<string, unknown>)[id] }).toEqual({ line, id, rating: alone[id] });
        expect({ line, id, rating: (reversed as Record<string, unknown>)[id] }).toEqual({ line, id, rating: alone[id] });
      }
    }
  });
});
