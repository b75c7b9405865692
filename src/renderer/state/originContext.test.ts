import { describe, expect, it } from 'vitest';
import { GENERATED_SOURCE } from '../../shared/generateTypes';
import type { SourceSummary } from '../../shared/libraryTypes';
import { levelGroups, levelWords, originInContext, targetWords } from './originContext';

const origins = [
  { source: 'mine', level: null },
  { source: 'Sudoku Exchange', level: '6-7' },
  { source: 'Le Monde', level: 'Diabolique' },
];

const summary = (name: string, levels: [string, number][]): SourceSummary => ({
  name,
  url: null,
  licence: null,
  puzzles: 10,
  levels: levels.map(([level, puzzles]) => ({ name: level, puzzles })),
});

describe('the origin shown in context', () => {
  it('is the origin of the source filtered on, the others behind it in their order', () => {
    const { shown, others } = originInContext(origins, 'Sudoku Exchange');
    expect(shown).toEqual({ source: 'Sudoku Exchange', level: '6-7' });
    expect(others.map((origin) => origin.source)).toEqual(['mine', 'Le Monde']);
  });

  it('is the first origin without a source filter, or when the puzzle has none of that source', () => {
    expect(originInContext(origins, '').shown?.source).toBe('mine');
    expect(originInContext(origins, 'Nowhere').shown?.source).toBe('mine');
    expect(originInContext(origins, 'Nowhere').others).toHaveLength(2);
  });

  it('is nothing for a puzzle without an origin', () => {
    expect(originInContext([], 'mine')).toEqual({ shown: undefined, others: [] });
  });
});

describe('levels in words', () => {
  it("reads the generator's targets as people's words", () => {
    expect(levelWords(GENERATED_SOURCE, 'se:6-7 cost:fiendish')).toBe('SE 6–7, Cost Fiendish');
    expect(targetWords('technique:x-wing')).toBe('uses X-wing');
    expect(targetWords('clues:22-24')).toBe('22–24 clues');
    expect(targetWords('universal:hard')).toBe('Universal Hard');
  });

  it("leaves a publisher's level as the publisher wrote it, even one that looks like a target", () => {
    expect(levelWords('Sudoku Exchange', 'se:6-7')).toBe('se:6-7');
    expect(levelWords('Le Monde', 'Diabolique')).toBe('Diabolique');
  });
});

describe('the Level filter', () => {
  const sources = [
    summary('Le Monde', [
      ['Facile', 4],
      ['Diabolique', 6],
      ['Empty', 0],
    ]),
    summary('Nothing yet', [['Hard', 0]]),
    summary(GENERATED_SOURCE, [['se:6-7 cost:fiendish', 3]]),
  ];

  it("groups the levels under their sources, in each source's order, without empty levels or sources", () => {
    const groups = levelGroups(sources, '');
    expect(groups.map((group) => group.source)).toEqual(['Le Monde', GENERATED_SOURCE]);
    expect(groups[0]!.levels).toEqual([
      { value: 'Facile', label: 'Facile', count: 4 },
      { value: 'Diabolique', label: 'Diabolique', count: 6 },
    ]);
  });

  it("puts a generated target under the generator's heading, in words, filtering by what is stored", () => {
    const generated = levelGroups(sources, '').find((group) => group.source === GENERATED_SOURCE)!;
    expect(generated.label).toMatch(/^Patti generator \(made for/);
    expect(generated.levels).toEqual([{ value: 'se:6-7 cost:fiendish', label: 'SE 6–7, Cost Fiendish', count: 3 }]);
  });

  it("offers only the chosen source's levels when a source is chosen", () => {
    expect(levelGroups(sources, 'Le Monde').map((group) => group.source)).toEqual(['Le Monde']);
    expect(levelGroups(sources, 'Nothing yet')).toEqual([]);
  });
});
