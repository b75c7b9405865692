import { describe, expect, it } from 'vitest';
import { levelOffers, makeSetLevelInput } from './setLevel';

const SOURCES = [
  {
    name: 'Exchange',
    url: null,
    licence: null,
    puzzles: 3,
    levels: [
      { name: 'Easy', puzzles: 1 },
      { name: 'Diabolical', puzzles: 0 },
    ],
  },
  { name: 'Weekly', url: null, licence: null, puzzles: 1, levels: [] },
];

describe('the Set level form', () => {
  it("offers the source's own levels in its order, none for a new source", () => {
    expect(levelOffers(SOURCES, ' Exchange ')).toEqual(['Easy', 'Diabolical']);
    expect(levelOffers(SOURCES, 'Weekly')).toEqual([]);
    expect(levelOffers(SOURCES, 'Brand new')).toEqual([]);
  });

  it('asks for the chosen ids or the whole filter, leaving the source out when none is typed', () => {
    expect(makeSetLevelInput({ source: ' Exchange', level: 'Hard ', scope: 'chosen' }, [4, 2], { tag: 'x' })).toEqual({
      source: 'Exchange',
      level: 'Hard',
      ids: [4, 2],
    });
    expect(makeSetLevelInput({ source: '', level: 'Hard', scope: 'filter' }, [4, 2], { tag: 'x' })).toEqual({
      level: 'Hard',
      filter: { tag: 'x' },
    });
  });
});
