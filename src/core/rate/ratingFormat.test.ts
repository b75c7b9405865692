import { describe, expect, it } from 'vitest';
import { formatPlainNumber, formatRatingValue } from './ratingFormat';

describe('one formatter per rating scheme', () => {
  it('writes Sudoku Explainer ratings with one decimal, always, however the rating is named', () => {
    expect(['se', 'se@$.er', 'se@ep', 'ext:SE', 'ext:er'].map((name) => formatRatingValue(name, 9))).toEqual([
      '9.0',
      '9.0',
      '9.0',
      '9.0',
      '9.0',
    ]);
    expect(formatRatingValue('se', 7.15)).toBe('7.2');
  });

  it('writes HoDoKu and cost scores as whole numbers with thousands separators', () => {
    expect([
      formatRatingValue('hodoku', 384),
      formatRatingValue('hodoku@$.score', 1250.4),
      formatRatingValue('cost', 12345),
      formatRatingValue('ext:cost', 980),
    ]).toEqual(['384', '1,250', '12,345', '980']);
  });

  it('writes NHC-4 and unknown ratings with up to two decimals and no trailing zeros', () => {
    expect([
      formatRatingValue('nhc4', 3.456),
      formatRatingValue('nhc4@mean', 3.5),
      formatRatingValue('ext:sotd', 15),
      formatPlainNumber(0.25),
    ]).toEqual(['3.46', '3.5', '15', '0.25']);
  });

  it('writes a dash for no value', () => {
    expect([formatRatingValue('se', null), formatRatingValue('se', undefined), formatRatingValue('se', Number.NaN)]).toEqual([
      '–',
      '–',
      '–',
    ]);
  });
});
