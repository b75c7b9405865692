import { describe, expect, it } from 'vitest';
import { describeSearch } from './generateSearch';

describe('describeSearch', () => {
  it('says tries, speed, the nearest value per target and the time left', () => {
    const line = describeSearch({ attempts: 1234, rate: 56.25, best: { 'se:6-7': 6.6 }, leftMs: 90_500, stuck: null });
    expect(line).toContain('puzzles tried');
    expect(line).toContain('56.3 per second');
    expect(line).toContain('nearest to se:6-7: 6.6');
    expect(line).toMatch(/1 min 31 s left$/);
  });
});
