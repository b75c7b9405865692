import { describe, expect, it } from 'vitest';
import { COMPARE_METRICS } from './metrics';
import { compareMetricOfRater, ratingSummary, ratingSummaryOfText } from './ratingSummary';

describe('rating summary', () => {
  it('gives every rater at most one metric, so one column can hold its number', () => {
    const raters = COMPARE_METRICS.map((metric) => metric.rater);
    expect(new Set(raters).size).toBe(raters.length);
    for (const metric of COMPARE_METRICS) expect(compareMetricOfRater(metric.rater)).toBe(metric);
  });

  it('reads each metric from the detail its rater stores', () => {
    expect(ratingSummary('nhc4', { mean: 3.82, median: 4, runs: 50 })).toBe(3.82);
    expect(ratingSummary('cld', { hist: [1, 2], shortPct: 19.2 })).toBe(19.2);
    expect(ratingSummary('se', { er: 7.2, ep: 1.2 })).toBe(7.2);
    expect(ratingSummary('colour', { colour: 'red', guesses: 0 })).toBe(2);
    expect(ratingSummary('sisus', { refutation: 12, dependency: 4.4 })).toBe(12);
    expect(ratingSummary('cost', { score: 21_850, level: 'Diabolical', techniques: {} })).toBe(21_850);
  });

  it('puts a cost beyond Diabolical past every solved one, so Compare and the Library sort it last', () => {
    const beyond = ratingSummary('cost', { score: 7250, level: 'Beyond Diabolical', techniques: {}, needs: 'xy-wing' })!;
    expect(beyond).toBeGreaterThan(ratingSummary('cost', { score: 53_800, level: 'Diabolical', techniques: {} })!);
    expect(ratingSummary('cost', { level: 'Beyond Diabolical' })).toBeNull();
  });

  it('reads booleans as json_extract does (1 and 0): strategies alone is the fewest that solve', () => {
    expect(ratingSummary('alone', { 2: false, 3: true, 4: true })).toBe(3);
    expect(ratingSummary('alone', { 2: false, 3: false, 4: false })).toBe(5);
    expect(ratingSummary('alone', { 2: false, 3: true })).toBeNull();
  });

  it('has no summary for a rater outside Compare, text in a number field, or detail that is not an object', () => {
    expect(ratingSummary('nishioH', { mean: 3 })).toBeNull();
    expect(ratingSummary('nhc4', { mean: '3.8' })).toBeNull();
    expect(ratingSummary('nhc4', [3.8])).toBeNull();
    expect(ratingSummary('se', null)).toBeNull();
    expect(ratingSummaryOfText('se', '{"er": 7.2}')).toBe(7.2);
    expect(ratingSummaryOfText('se', '{"er": ')).toBeNull();
  });
});
