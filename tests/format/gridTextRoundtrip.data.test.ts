import { describe, expect, it } from 'vitest';
import { makeGridText, parseGridText } from '../../src/core/format/gridText';
import { parsePuzzle } from '../../src/core/format/puzzleText';
import { readSharedLines, sampleEvery } from '../support/data';

describe('makeGridText and parseGridText', () => {
  it('round-trip real puzzles', () => {
    for (const line of sampleEvery(readSharedLines('magictour-top1465.txt'), 20)) {
      const puzzle = parsePuzzle(line);
      if (!puzzle.ok) throw new Error(puzzle.error.message);
      const back = parseGridText(makeGridText(puzzle.value));
      expect(back.ok && back.value).toBe(puzzle.value);
    }
  });
});
