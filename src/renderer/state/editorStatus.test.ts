import { describe, expect, it } from 'vitest';
import { editorStatusOf, EMPTY_GRID, findConflicts, STATUS_WORDS, type EditorStatusKind } from './editorStatus';

/** Wikipedia's example puzzle ("Sudoku" article), with '0' for blanks as the editor keeps it. */
const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'.replace(/\./g, '0');
const WIKIPEDIA_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

function withDigit(grid: string, cell: number, digit: number): string {
  return grid.slice(0, cell) + String(digit) + grid.slice(cell + 1);
}

describe('editor status', () => {
  it('calls a proper puzzle unique and gives its solution', () => {
    const status = editorStatusOf(WIKIPEDIA);
    expect(status.kind).toBe('unique');
    expect(status.solution).toBe(WIKIPEDIA_SOLUTION);
    expect(status.givenCount).toBe(30);
  });

  it('calls a grid with too few givens multiple', () => {
    expect(editorStatusOf(EMPTY_GRID).kind).toBe('multiple');
    expect(editorStatusOf(WIKIPEDIA.slice(0, 27) + '0'.repeat(54)).kind).toBe('multiple');
  });

  it('names both cells of a clash, and finds every clashing cell', () => {
    // r1c3 gets the 5 already given at r1c1: a clash in row 1 and in box 1.
    const status = editorStatusOf(withDigit(WIKIPEDIA, 2, 5));
    expect(status.kind).toBe('conflict');
    expect(status.sentence).toContain('r1c1');
    expect(status.sentence).toContain('r1c3');
    expect(status.conflicts).toEqual([0, 2]);
    expect(status.solution).toBeNull();
  });

  it('finds the clashes in columns and boxes too', () => {
    // 3 at r9c2 repeats the 3 at r1c2 in column 2; 9 at r2c2 repeats the 9 at r2c5 in row 2
    // and the 9 at r3c2 in column 2 and box 1.
    const conflicts = findConflicts(withDigit(withDigit(WIKIPEDIA, 73, 3), 10, 9));
    expect(conflicts.cells).toEqual([1, 10, 13, 19, 73]);
  });

  it('tells a grid without a solution from one with a clash', () => {
    // r1c3 = 1 clashes with nothing, but 1 is then needed elsewhere: the grid has no completion.
    const grid = withDigit(WIKIPEDIA, 2, 1);
    expect(findConflicts(grid).cells).toEqual([]);
    expect(editorStatusOf(grid).kind).toBe('no-solution');
  });

  it('puts exactly one status word, in lower case, in every sentence', () => {
    const grids = [WIKIPEDIA, EMPTY_GRID, withDigit(WIKIPEDIA, 2, 5), withDigit(WIKIPEDIA, 2, 1)];
    for (const grid of grids) {
      const status = editorStatusOf(grid);
      const words = (Object.keys(STATUS_WORDS) as EditorStatusKind[]).filter((kind) => status.sentence.includes(STATUS_WORDS[kind]));
      expect(words).toEqual([status.kind]);
    }
  });
});
