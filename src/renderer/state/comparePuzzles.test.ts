import { describe, expect, it } from 'vitest';
import type { CompareTable } from '../../core/compare/index';
import { describePuzzle, formatMetricValue, listPuzzles, puzzleFacts, rowOfPuzzle } from './comparePuzzles';

const table: CompareTable = {
  sources: [
    { name: 'Daily', levels: ['Easy', 'Hard'] },
    { name: 'Weekly', levels: ['Fiendish'] },
  ],
  ids: [11, 12, 13, 12],
  source: [0, 0, 0, 1],
  level: [0, 1, -1, 0],
  values: { nhc4: [2.5, 9.25, null, 9.25], colour: [0, 3, 1, 3] },
};

describe('rowOfPuzzle', () => {
  it("finds a puzzle's row, in the named source when it is in two", () => {
    expect(rowOfPuzzle(table, 12)).toBe(1);
    expect(rowOfPuzzle(table, 12, 'Weekly')).toBe(3);
    expect(rowOfPuzzle(table, 99)).toBe(-1);
  });
});

describe('describePuzzle', () => {
  it('names the id, source and level, then every value it has', () => {
    expect(describePuzzle(puzzleFacts(table, 1))).toEqual(['#12 · Daily · Hard', 'NHC-4 9.25 · colour black']);
  });
  it('says when a puzzle has no level and no ratings', () => {
    const bare: CompareTable = { ...table, values: {} };
    expect(describePuzzle(puzzleFacts(bare, 2))).toEqual(['#13 · Daily · no level', 'no ratings yet']);
  });
});

describe('formatMetricValue', () => {
  it('names colours, keeps whole numbers whole and gives others two decimals', () => {
    expect(formatMetricValue('colour', 2)).toBe('red');
    expect(formatMetricValue('grader', 7)).toBe('7');
    expect(formatMetricValue('nhc4', 3.14159)).toBe('3.14');
  });
});

describe('listPuzzles', () => {
  it('lists each puzzle once, hardest first, unrated last, cut at the limit', () => {
    expect(listPuzzles(table, [11, 13, 12, 12], 'nhc4', 10).map((p) => [p.id, p.label])).toEqual([
      [12, '9.25'],
      [11, '2.50'],
      [13, '—'],
    ]);
    expect(listPuzzles(table, [11, 12, 13], 'nhc4', 1).map((p) => p.id)).toEqual([12]);
  });
  it('puts the lowest first for a metric where lower is harder', () => {
    const cld: CompareTable = { ...table, values: { shortPct: [25, 15, 20, 15] } };
    expect(listPuzzles(cld, [11, 12, 13], 'shortPct', 10).map((p) => p.id)).toEqual([12, 13, 11]);
  });
});
