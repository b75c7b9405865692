import { describe, expect, it } from 'vitest';
import { baseHousesHolding, FishMemo, NothingFoundPatterns } from './digitMemo';

/** Digit index `d`'s pattern in a 9-digit table holding only the given cells. */
function patternsWith(d: number, cells: readonly number[]): Int32Array {
  const patterns = new Int32Array(27);
  for (const cell of cells) patterns[d * 3 + ((cell / 27) | 0)]! |= 1 << (cell % 27);
  return patterns;
}

describe('where a fish search found nothing', () => {
  it('gives the places lost since, only for a pattern inside the one remembered', () => {
    const memory = new NothingFoundPatterns(9);
    const lost = new Int32Array(3);
    const then = patternsWith(4, [0, 30, 60, 80]);
    expect(memory.lostSince(4, then, 12, lost)).toBe(false);
    memory.remember(4, then, 12);
    expect(memory.lostSince(4, patternsWith(4, [0, 80]), 12, lost)).toBe(true);
    expect([...lost]).toEqual([0, 1 << 3, 1 << 6]);
    // A place the remembered pattern lacked: a new puzzle, or another digit's slot.
    expect(memory.lostSince(4, patternsWith(4, [0, 1]), 12, lost)).toBe(false);
    expect(memory.lostSince(5, then, 12, lost)).toBe(false);
  });

  it('names the bases holding a lost place: its row and box, or its column and box', () => {
    // r4c4 (cell 30) and r9c9 (cell 80): rows 4 and 9, columns 4 and 9, boxes 5 and 9.
    const [rowBases, columnBases] = baseHousesHolding(new Int32Array([0, 1 << 3, 1 << 26]));
    expect(rowBases).toBe((1 << 3) | (1 << 8) | (1 << 22) | (1 << 26));
    expect(columnBases).toBe((1 << 12) | (1 << 17) | (1 << 22) | (1 << 26));
  });

  it('hands a search the places lost since it last found nothing, and answers a known pattern itself', () => {
    const memo = new FishMemo<readonly number[]>(9);
    const calls: (number[] | undefined)[] = [];
    const search = (answer: readonly number[]) => (lost: Int32Array | undefined) => {
      calls.push(lost && [...lost]);
      return answer;
    };
    expect(memo.answerOf(2, patternsWith(2, [5, 40]), 2, search([]))).toEqual([]);
    expect(memo.answerOf(2, patternsWith(2, [5]), 2, search([7]))).toEqual([7]);
    // Found something: the memory of where it found nothing stays as it was.
    expect(memo.answerOf(2, patternsWith(2, [40]), 2, search([]))).toEqual([]);
    expect(memo.answerOf(2, patternsWith(2, [5]), 2, search([9]))).toEqual([7]);
    expect(calls).toEqual([undefined, [0, 1 << 13, 0], [1 << 5, 0, 0]]);
  });
});
