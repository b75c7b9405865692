import { describe, expect, it } from 'vitest';
import { SimBoard } from './board';
import { HeuristicGuessPolicy } from './heuristicNishio';

describe('heuristic Nishio (Figure 8)', () => {
  it('chooses the cell with fewest candidates, ties by the largest sum of candidate occurrences', () => {
    const board = SimBoard.fromPuzzle('.'.repeat(81));
    board.marks[10] = 0b11000; // {4,5}, first in reading order
    board.marks[20] = 0b11; // {1,2}
    board.marks[30] = 0b111; // three candidates: not minimal
    // Every other empty cell holds all nine digits; make 4 rarer:
    for (let cell = 40; cell < 60; cell++) board.marks[cell] = board.marks[cell]! & ~0b1000;
    // Occurrences: 1 and 2 occur in more cells than 4, so the sum of {1,2} beats {4,5}.
    const policy = new HeuristicGuessPolicy();
    expect(policy.chooseCell(board)).toBe(20);
    const order = new Uint8Array(9);
    expect(policy.orderCandidates(board, 10, order, 0)).toBe(2);
    expect([...order.slice(0, 2)]).toEqual([5, 4]); // 5 occurs more often than 4
  });

});
