import { describe, expect, it } from 'vitest';
import { listFacts, puzzleFacts } from './puzzleFacts';
import type { CompareTable } from './table';

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

describe('puzzleFacts', () => {
  it('names the source and level of a row, and every value it has in the metrics order', () => {
    expect(puzzleFacts(table, 3)).toEqual({
      id: 12,
      source: 'Weekly',
      level: 'Fiendish',
      values: [
        { metric: 'nhc4', name: 'NHC-4', value: 9.25 },
        { metric: 'colour', name: 'Colour', value: 3 },
      ],
    });
  });
  it('gives a puzzle without a level null, and leaves out what it was not rated on', () => {
    expect(puzzleFacts(table, 2)).toMatchObject({ level: null, values: [{ metric: 'colour', value: 1 }] });
  });
});

describe('listFacts', () => {
  it('lists each puzzle once by its first row, hardest first, unrated last, cut at the limit', () => {
    const listed = listFacts(table, [11, 13, 12, 12], 'nhc4', 10);
    expect(listed.count).toBe(3);
    expect(listed.puzzles.map((entry) => [entry.facts.id, entry.facts.source, entry.value])).toEqual([
      [12, 'Daily', 9.25],
      [11, 'Daily', 2.5],
      [13, 'Daily', null],
    ]);
    expect(listFacts(table, [11, 12, 13], 'nhc4', 1)).toMatchObject({ count: 3, puzzles: [{ facts: { id: 12 } }] });
  });
  it('puts the lowest first for a metric where lower is harder', () => {
    const cld: CompareTable = { ...table, values: { shortPct: [25, 15, 20, 15] } };
    expect(listFacts(cld, [11, 12, 13], 'shortPct', 10).puzzles.map((entry) => entry.facts.id)).toEqual([12, 13, 11]);
  });
  it('leaves out ids that are not in the selection', () => {
    expect(listFacts(table, [99, 11], 'nhc4', 10).puzzles.map((entry) => entry.facts.id)).toEqual([11]);
  });
});
