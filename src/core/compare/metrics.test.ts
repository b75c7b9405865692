import { describe, expect, it } from 'vitest';
import { COMPARE_METRIC_IDS, findCompareMetric } from './metrics';

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
  it('names the short-clause metric "short" and has a rater for every metric', () => {
    expect(findCompareMetric('shortPct')!.name).toBe('short');
    for (const id of COMPARE_METRIC_IDS) expect(findCompareMetric(id)!.rater).toMatch(/^[a-z0-9]+$/i);
  });
});
