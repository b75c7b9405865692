import { describe, expect, it } from 'vitest';
import { COMPARE_METRIC_IDS, findCompareMetric, formatMetricValue, isCompareMetricId, publishedMetric } from './metrics';

const read = (id: string, fields: (number | string | null)[]): number | null => findCompareMetric(id)!.read(fields);

describe('compare metrics', () => {
  it('reads colour as its rank, green < blue < red < black, and anything else as missing', () => {
    expect(['green', 'blue', 'red', 'black'].map((colour) => read('colour', [colour]))).toEqual([0, 1, 2, 3]);
    expect(read('colour', ['mauve'])).toBeNull();
  });
  it('reads strategies alone as the fewest strategies that solve, 5 when none do', () => {
    expect(read('alone', [1, 1, 1])).toBe(2);
    expect(read('alone', [0, 0, 1])).toBe(4);
    expect(read('alone', [0, 0, 0])).toBe(5);
    expect(read('alone', [null, 0, 0])).toBeNull();
  });
  it('reads a number field and treats text or null as missing', () => {
    expect(read('se', [7.2])).toBe(7.2);
    expect(read('sisus', [null])).toBeNull();
    expect(read('cost', ['7'])).toBeNull();
  });
  it('reads the cost as it sorts: a puzzle beyond Diabolical with a small cost after a Diabolical one with a big cost', () => {
    expect(read('cost', [53_800, 'Diabolical'])).toBe(53_800);
    expect(read('cost', [7250, 'Beyond Diabolical'])).toBeGreaterThan(read('cost', [105_750, 'Diabolical'])!);
    expect(read('cost', [100, 'Beyond Diabolical'])).toBeLessThan(read('cost', [7250, 'Beyond Diabolical'])!);
    // Findings and tables say so rather than print the sort key.
    expect(formatMetricValue(findCompareMetric('cost')!, read('cost', [7250, 'Beyond Diabolical'])!)).toBe(
      'beyond Diabolical (cost 7,250)',
    );
    expect(formatMetricValue(findCompareMetric('cost')!, 21_850)).toBe('21,850');
  });
  it("takes people's words for each metric, a full name and a short one, and has a rater for every metric", () => {
    expect(findCompareMetric('nhc4')).toMatchObject({ name: 'Nishio cycles, 4 strategies (NHC-4)', short: 'NHC-4' });
    expect(findCompareMetric('shortPct')).toMatchObject({ name: 'Short clauses (SAT), %', short: 'short %' });
    for (const id of COMPARE_METRIC_IDS) expect(findCompareMetric(id)!.rater).toMatch(/^[a-z0-9]+$/i);
  });
  it('takes ext:<column> as a published column, harder when higher, with no rater', () => {
    expect(isCompareMetricId('ext:cost')).toBe(true);
    expect(isCompareMetricId('ext:')).toBe(false);
    expect(isCompareMetricId('costs')).toBe(false);
    expect(findCompareMetric('ext:cost')).toMatchObject({ id: 'ext:cost', short: 'cost (published)', rater: '', harderWhen: 'higher' });
    expect(publishedMetric('cost', ['Daily levels']).name).toBe('cost, as published by Daily levels');
  });
  it("writes a value in the metric's usual decimals, an ordinal by its name", () => {
    expect(formatMetricValue(findCompareMetric('nhc4')!, 5.84)).toBe('5.8');
    expect(formatMetricValue(findCompareMetric('hodoku')!, 1234)).toBe('1,234');
    expect(formatMetricValue(findCompareMetric('grader')!, 4.5)).toBe('4.5');
    expect(formatMetricValue(findCompareMetric('colour')!, 2)).toBe('red');
  });
});
