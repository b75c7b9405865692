import { describe, expect, it } from 'vitest';
import { formatRating } from './format';
import { formatDuration } from './rating.svelte';
import { levelChoices, makeApiFilter, makeApiSort } from './library.svelte';
import { formatOfFileName } from './importer.svelte';

describe('Library view formatting', () => {
  it('shows ratings with at most two decimals and a dash for none', () => {
    expect([formatRating(7), formatRating(7.25), formatRating(8.3), formatRating(null)]).toEqual(['7', '7.25', '8.3', '–']);
  });

  it("writes a rating by its scheme's rules, as Print and the CLI do", () => {
    expect([
      formatRating(9, 'se@$.er'),
      formatRating(7.1, 'ext:SE'),
      formatRating(1250, 'cost@$.score'),
      formatRating(384, 'hodoku@$.score'),
    ]).toEqual(['9.0', '7.1', '1,250', '384']);
  });

  it('says durations the way people do', () => {
    expect([formatDuration(42.4), formatDuration(65), formatDuration(3 * 3600 + 120), formatDuration(null)]).toEqual([
      '42 s',
      '1 min 05 s',
      '3 h 02 min',
      '—',
    ]);
  });
});

describe('Library view requests', () => {
  const sources = [
    {
      name: 'A',
      url: null,
      licence: null,
      puzzles: 3,
      levels: [
        { name: 'Easy', puzzles: 1 },
        { name: 'Hard', puzzles: 2 },
        { name: 'Unused', puzzles: 0 },
      ],
    },
    {
      name: 'B',
      url: null,
      licence: null,
      puzzles: 2,
      levels: [
        { name: 'Hard', puzzles: 1 },
        { name: 'Evil', puzzles: 1 },
      ],
    },
  ];

  it("offers the chosen source's levels in order, or every level once", () => {
    expect(levelChoices(sources, 'A')).toEqual(['Easy', 'Hard']);
    expect(levelChoices(sources, '')).toEqual(['Easy', 'Hard', 'Evil']);
  });

  it('sends only the chosen filter fields and sorts by a column as the API names it', () => {
    expect(makeApiFilter({ source: 'A', level: '', tag: 'x', collection: '' })).toEqual({ source: 'A', tag: 'x' });
    const columns = [
      { key: 'hodoku@$.score', rater: 'hodoku', path: '$.score', title: 'HoDoKu', name: 'HoDoKu score', description: '', count: 1 },
    ];
    expect(makeApiSort('hodoku@$.score', columns)).toEqual({ rater: 'hodoku', path: '$.score' });
    expect(makeApiSort('clues', columns)).toBe('clues');
    expect(makeApiSort('gone', columns)).toBe('id');
  });

  it('guesses an import format from a file name', () => {
    expect(['a.csv', 'b.TSV', 'c.sdm', 'd.xml', 'e.txt'].map(formatOfFileName)).toEqual(['csv', 'csv', 'sdm', 'opensudoku', 'lines']);
  });
});
