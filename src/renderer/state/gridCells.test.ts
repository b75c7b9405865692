import { describe, expect, it } from 'vitest';
import { gridCellsOf } from './gridCells';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

describe('gridCellsOf', () => {
  it('marks the puzzle digits as givens and fills the rest from the solution', () => {
    const cells = gridCellsOf(PUZZLE, SOLUTION);
    expect(cells).toHaveLength(81);
    expect(cells.map((cell) => cell.digit).join('')).toBe(SOLUTION);
    expect(cells.filter((cell) => cell.given)).toHaveLength(30);
    expect(cells[0]).toEqual({ digit: 5, given: true });
    expect(cells[2]).toEqual({ digit: 4, given: false });
  });

  it('leaves blanks empty without a solution', () => {
    const cells = gridCellsOf(PUZZLE, null);
    expect(cells[2]).toEqual({ digit: null, given: false });
    expect(cells.filter((cell) => cell.digit !== null)).toHaveLength(30);
  });

  it('refuses texts that are not 81 cells', () => {
    expect(() => gridCellsOf(PUZZLE.slice(1), null)).toThrow('A puzzle has 81 cells, this one 80.');
  });
});
