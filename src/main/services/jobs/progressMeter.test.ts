import { describe, expect, it } from 'vitest';
import { ProgressMeter } from './progressMeter';

describe('ProgressMeter', () => {
  it('measures speed over the recent window and estimates the time left', () => {
    let now = 0;
    const meter = new ProgressMeter(() => now);
    expect(meter.perSecond()).toBe(0);
    expect(meter.etaSeconds(100)).toBeUndefined();
    // A slow start (workers loading): 10 puzzles in the first 5 s …
    now = 5000;
    meter.record(10);
    expect(meter.perSecond()).toBe(2);
    // … then 100 a second for 20 s: the window forgets the start.
    for (let s = 1; s <= 20; s++) {
      now = 5000 + s * 1000;
      meter.record(10 + s * 100);
    }
    expect(meter.perSecond()).toBeCloseTo(100, 0);
    expect(meter.etaSeconds(500)).toBeCloseTo(5, 1);
    expect(meter.etaSeconds(0)).toBe(0);
    expect(meter.elapsedMs()).toBe(25_000);
  });
});
