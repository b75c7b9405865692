import { describe, expect, it } from 'vitest';
import { formatRatingRange, parseRatingRange, parseRatingSelector } from './ratingRange';

describe('rating ranges as text', () => {
  it('read a rater, a number in its detail and an external rating', () => {
    expect(parseRatingSelector('se')).toEqual({ rater: 'se' });
    expect(parseRatingSelector('nhc4@mean')).toEqual({ rater: 'nhc4', path: '$.mean' });
    expect(parseRatingSelector('ext:SE')).toEqual({ rater: 'SE', external: true });
  });

  it('read ranges open at either end, and refuse what is not one', () => {
    expect(parseRatingRange('se=7..9')).toEqual({ rater: 'se', min: 7, max: 9 });
    expect(parseRatingRange('ext:SE=7.0..')).toEqual({ rater: 'SE', external: true, min: 7 });
    expect(parseRatingRange('nhc4@mean=..-1.5')).toEqual({ rater: 'nhc4', path: '$.mean', max: -1.5 });
    for (const bad of ['se', 'se=7', 'se=1.2.3..4', 'se=a..b']) expect(parseRatingRange(bad)).toBeUndefined();
  });

  it('write what they read', () => {
    for (const text of ['se=7..9', 'ext:SE=7..', 'nhc4@mean=..3.48', 'cld@counts[0]=1..2'])
      expect(formatRatingRange(parseRatingRange(text)!)).toBe(text);
  });
});
