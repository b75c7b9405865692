import { describe, expect, it } from 'vitest';
import type { SourceFigures, SpearmanIntervals } from '../../core/compare/index';
import { binPosition, fixed, formatInterval, spearmanRows, toCsv, withAlpha } from './compareTables';

const SOURCE = {
  name: 'Site',
  spearman: [
    { metric: 'nhc4', n: 30, rho: 0.6123, missing: 0 },
    { metric: 'shortPct', n: 28, rho: -0.4, missing: 2 },
    { metric: 'cost', n: 30, rho: null, missing: 0 },
  ],
} as unknown as SourceFigures;

describe('spearmanRows', () => {
  it('names each metric and leaves the interval pending until the intervals come', () => {
    const rows = spearmanRows(SOURCE, null);
    expect(rows.map((row) => row.name)).toEqual(['NHC-4', 'short %', 'Cost']);
    expect(formatInterval(rows[0]!)).toBe('…');
  });

  it("joins each row with its source's interval", () => {
    const intervals: SpearmanIntervals = {
      resamples: 10,
      seed: 1,
      level: 0.95,
      sources: [
        {
          name: 'Site',
          rows: [
            { metric: 'nhc4', n: 30, rho: 0.6123, low: 0.41, high: 0.777 },
            { metric: 'cost', n: 30, rho: null, low: null, high: null },
          ],
        },
      ],
    };
    const rows = spearmanRows(SOURCE, intervals);
    expect(formatInterval(rows[0]!)).toBe('[0.41, 0.78]');
    expect(formatInterval(rows[1]!)).toBe('…');
    expect(formatInterval(rows[2]!)).toBe('—');
  });
});

describe('fixed', () => {
  it('keeps two decimals and the sign, a dash for nothing', () => {
    expect(fixed(-0.4)).toBe('-0.40');
    expect(fixed(null)).toBe('—');
    expect(fixed(Number.NaN)).toBe('—');
  });
});

describe('toCsv', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['level', 'n'],
        [
          ['Hard, very', 3],
          ['say "hi"', null],
        ],
      ),
    ).toBe('level,n\r\n"Hard, very",3\r\n"say ""hi""",\r\n');
  });
});

describe('binPosition', () => {
  const edges = [0, 2, 4, 6];
  it('places values in bin units from the first centre', () => {
    expect(binPosition(edges, 0)).toBe(-0.5);
    expect(binPosition(edges, 3)).toBe(1);
    expect(binPosition(edges, 6)).toBe(2.5);
  });
  it('gives null outside the edges', () => {
    expect(binPosition(edges, -1)).toBeNull();
    expect(binPosition(edges, 7)).toBeNull();
  });
});

describe('withAlpha', () => {
  it('turns hex colours into rgba and leaves others alone', () => {
    expect(withAlpha('#2b6cb0', 0.5)).toBe('rgba(43, 108, 176, 0.5)');
    expect(withAlpha('#fff', 0.1)).toBe('rgba(255, 255, 255, 0.1)');
    expect(withAlpha('rebeccapurple', 0.3)).toBe('rebeccapurple');
  });
});
