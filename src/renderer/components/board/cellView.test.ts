import { describe, expect, it } from 'vitest';
import { CELL_PLACES, cellLabel } from './cellView';

const plain = { digit: 0, given: false, pattern: false, placed: false, conflict: false, guide: false, pencil: 0 };

describe('CELL_PLACES', () => {
  it('names the cells row by row, 1-based', () => {
    expect(CELL_PLACES).toHaveLength(81);
    expect(CELL_PLACES[0]?.name).toBe('r1c1');
    expect(CELL_PLACES[10]?.name).toBe('r2c2');
    expect(CELL_PLACES[80]?.name).toBe('r9c9');
  });
});

describe('cellLabel', () => {
  it('speaks an empty cell with its pencil marks and its parts in the step', () => {
    const cell = { ...CELL_PLACES[0]!, ...plain, pattern: true, pencil: 0b1000010 };
    expect(cellLabel(cell)).toBe('r1c1: empty, candidates 2 7, in the pattern');
    expect(cellLabel({ ...CELL_PLACES[0]!, ...plain })).toBe('r1c1: empty');
  });

  it('speaks a digit, given or placed, and a conflict', () => {
    expect(cellLabel({ ...CELL_PLACES[40]!, ...plain, digit: 5, given: true })).toBe('r5c5: 5, given');
    expect(cellLabel({ ...CELL_PLACES[40]!, ...plain, digit: 5, placed: true, conflict: true, pencil: 1 })).toBe(
      'r5c5: 5, just placed, in conflict',
    );
  });
});
