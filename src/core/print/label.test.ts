import { describe, expect, it } from 'vitest';
import { makeLabel, ratingCaption } from './label';

describe('labels', () => {
  it("names Patti's ratings by their short names, published ones without the ext: prefix", () => {
    expect(ratingCaption('se')).toBe('SE');
    expect(ratingCaption('hodoku')).toBe('HoDoKu');
    expect(ratingCaption('nhc4')).toBe('NHC-4');
    expect(ratingCaption('nhc4@$.median')).toBe('NHC-4 median');
    expect(ratingCaption('custom:no-xy')).toBe('no-xy');
    expect(ratingCaption('custom:no-xy@$.level')).toBe('No-xy level');
    expect(ratingCaption('cld@shortPct')).toBe('Short clauses %');
    expect(ratingCaption('unheard')).toBe('unheard');
    expect(ratingCaption('ext:sotd')).toBe('sotd');
    expect(ratingCaption('ext:er')).toBe('ER');
  });

  it("writes each rating by its scheme's rules: SE with one decimal always", () => {
    const puzzle = { givens: '', solution: '', ratings: { se: 9, 'ext:SE': 7.1, hodoku: 1250, nhc4: 3.456 } };
    expect(makeLabel(puzzle, ['se', 'ext:SE', 'hodoku', 'nhc4'], 1)).toBe('SE 9.0 \u00b7 SE 7.1 \u00b7 HoDoKu 1,250 \u00b7 NHC-4 3.46');
  });

  it('leaves out plain fields a puzzle lacks but says "unrated" for a missing rating', () => {
    const puzzle = { givens: '', solution: '', source: 'Le Monde', ratings: { cost: 120 } };
    expect(makeLabel(puzzle, ['number', 'level', 'source', 'cost', 'se'], 7)).toBe('7 \u00b7 Le Monde \u00b7 Cost 120 \u00b7 SE unrated');
  });

  it('is empty with no fields', () => {
    expect(makeLabel({ givens: '', solution: '' }, [], 1)).toBe('');
  });
});

describe('the difficulty word', () => {
  it("prints the section's name, else the level, else the universal category as a word", () => {
    const base = { givens: '', solution: '' };
    expect(makeLabel({ ...base, category: 'hard' }, ['level'], 1)).toBe('Hard');
    expect(makeLabel({ ...base, category: 'hard', level: 'Fiendish' }, ['level'], 1)).toBe('Fiendish');
    expect(makeLabel({ ...base, category: 'hard', level: 'Fiendish', section: 'Part two' }, ['level'], 1)).toBe('Part two');
  });
});
