import { describe, expect, it } from 'vitest';
import { SimBoard } from './board';
import { applyNakedSingles, applyXWing, contradictionCell, NO_PROGRESS, PROGRESS } from './fastStrategies';

describe('naked singles and contradictions', () => {
  it('stops at the first empty cell without candidates when asked to, else passes it over', () => {
    const board = SimBoard.fromPuzzle('.'.repeat(81));
    board.marks[40] = 0;
    board.marks[50] = 1 << 4;
    expect(contradictionCell(applyNakedSingles(board, true))).toBe(40);
    expect(board.values[50]).toBe(0);
    expect(applyNakedSingles(board, false)).toBe(PROGRESS);
    expect(board.values[50]).toBe(5);
    expect(applyNakedSingles(board, false)).toBe(NO_PROGRESS);
  });
  it('X-wing removes the digit from the cover lines only, outside the base lines', () => {
    const board = SimBoard.fromPuzzle('.'.repeat(81));
    // Digit 1 only at columns 2 and 6 in rows 1 and 5 (0-based); elsewhere in those columns too.
    for (const row of [1, 5])
      for (let col = 0; col < 9; col++) if (col !== 2 && col !== 6) board.marks[row * 9 + col] = board.marks[row * 9 + col]! & ~1;
    expect(applyXWing(board)).toBe(PROGRESS);
    for (let row = 0; row < 9; row++) {
      const expected = row === 1 || row === 5 ? 1 : 0;
      expect(board.marks[row * 9 + 2]! & 1, `r${row + 1}c3`).toBe(expected);
      expect(board.marks[row * 9 + 6]! & 1, `r${row + 1}c7`).toBe(expected);
      expect(board.marks[row * 9 + 0]! & 1, `r${row + 1}c1`).toBe(row === 1 || row === 5 ? 0 : 1);
    }
  });
});
