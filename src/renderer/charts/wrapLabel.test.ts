import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrapLabel';

describe('wrapLabel', () => {
  it('breaks at spaces so no line is wider than asked', () => {
    const lines = wrapLabel('Patti · Sudoku of the Day levels · Diabolical', 16);
    expect(lines.join(' ')).toBe('Patti · Sudoku of the Day levels · Diabolical');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(16);
    expect(lines.length).toBeGreaterThan(2);
  });

  it('keeps a short label and an overlong word whole', () => {
    expect(wrapLabel('Easy', 16)).toEqual(['Easy']);
    expect(wrapLabel('Extraordinarily-difficult level', 10)).toEqual(['Extraordinarily-difficult', 'level']);
  });
});
