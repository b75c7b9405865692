import { describe, expect, it } from 'vitest';
import { formatRatingValue, makeLabel, ratingCaption } from './label';

describe('labels', () => {
  it("names Patti's ratings by their short names, published ones without the ext: prefix", () => {
    expect(ratingCaption('se')).toBe('SE');
    expect(ratingCaption('hodoku')).toBe('HoDoKu');
    expect(ratingCaption('nhc4')).toBe('NHC-4');
    expect(ratingCaption('nhc4@$.median')).toBe('NHC-4 median');
    expect(ratingCaption('cld@shortPct')).toBe('Short clauses %');
    expect(ratingCaption('unheard')).toBe('unheard');
    expect(ratingCaption('ext:sotd')).toBe('sotd');
    expect(ratingCaption('ext:er')).toBe('ER');
  });

  it('prints at most two decimals without trailing zeros', () => {
    expect([7.2, 15, 0.25, 3.14159, 9.999].map(formatRatingValue)).toEqual(['7.2', '15', '0.25', '3.14', '10']);
  });

  it('leaves out plain fields a puzzle lacks but says "unrated" for a missing rating', () => {
    const puzzle = { givens: '', solution: '', source: 'Le Monde', ratings: { cost: 120 } };
    expect(makeLabel(puzzle, ['number', 'level', 'source', 'cost', 'se'], 7)).toBe('7 \u00b7 Le Monde \u00b7 Cost 120 \u00b7 SE unrated');
  });

  it('is empty with no fields', () => {
    expect(makeLabel({ givens: '', solution: '' }, [], 1)).toBe('');
  });
});
