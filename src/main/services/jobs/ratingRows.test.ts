import { describe, expect, it } from 'vitest';
import { makeRaterParameters, makeRatingRows, makeRatingValue } from './ratingRows';

const nhc = { id: 'nhc4', version: 3, usesOptions: ['runs', 'seed'] as const };
const se = { id: 'se', version: 1, usesOptions: [] as const };

describe('rating rows', () => {
  it('records only the options a rater uses, as canonical JSON', () => {
    expect(makeRaterParameters(nhc, { seed: 7, runs: 50 })).toBe('{"runs":50,"seed":7}');
    expect(makeRaterParameters(nhc, { runs: 50 })).toBe('{"runs":50}');
    expect(makeRaterParameters(se, { runs: 50, seed: 7 })).toBe('{}');
  });

  it('keeps a number as the value, a boolean as 0/1, anything else only in the detail', () => {
    expect([
      makeRatingValue(3.5),
      makeRatingValue(true),
      makeRatingValue(false),
      makeRatingValue({ er: 2 }),
      makeRatingValue(Number.NaN),
    ]).toEqual([3.5, 1, 0, null, null]);
  });

  it('makes one row per rater with version and detail, or says why there is none', () => {
    const row = { puzzle: 'p', nhc4: { mean: 5.5, runs: 50 }, se: 2.6, error: null };
    expect(makeRatingRows(12, row, [nhc, se], { runs: 50, seed: 1 }, 'T')).toEqual({
      ok: true,
      rows: [
        {
          puzzleId: 12,
          rater: 'nhc4',
          parameters: '{"runs":50,"seed":1}',
          engineVersion: '3',
          value: null,
          detail: '{"mean":5.5,"runs":50}',
          computedAt: 'T',
        },
        { puzzleId: 12, rater: 'se', parameters: '{}', engineVersion: '1', value: 2.6, detail: '2.6', computedAt: 'T' },
      ],
    });
    expect(
      makeRatingRows(12, { puzzle: 'p', error: { kind: 'ERR_NO_SOLUTION', message: 'the puzzle has no solution' } }, [se], {}, 'T'),
    ).toEqual({
      ok: false,
      reason: 'the puzzle has no solution',
    });
    expect(makeRatingRows(12, { puzzle: 'p', error: null }, [se], {}, 'T')).toEqual({ ok: false, reason: 'rater se gave no value' });
  });
});
