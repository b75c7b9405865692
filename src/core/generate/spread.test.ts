import { describe, expect, it } from 'vitest';
import { cutStrata, planSpread, spreadBandOf, stratumIndexOf, StratumChoice, stratumTargetText } from './spread';

describe('cutStrata', () => {
  it('cuts an SE band into one stratum per puzzle, never more than the ratings it can hold', () => {
    const band = spreadBandOf('se:6.0-7.0')!;
    expect(band).toMatchObject({ low: 6, high: 7, step: 0.1 });
    // No technique rates 6.0, 6.1, 6.3 or 6.4: the first stratum holds 6.2 and covers them.
    const strata = cutStrata(band, 200);
    expect(strata).toEqual([
      { low: 6, high: 6.4 },
      { low: 6.5, high: 6.5 },
      { low: 6.6, high: 6.6 },
      { low: 6.7, high: 6.7 },
      { low: 6.8, high: 6.8 },
      { low: 6.9, high: 6.9 },
      { low: 7, high: 7 },
    ]);
    expect(cutStrata(band, 3)).toEqual([
      { low: 6, high: 6.5 },
      { low: 6.6, high: 6.7 },
      { low: 6.8, high: 7 },
    ]);
  });
  it('cuts a whole-number band into runs of values', () => {
    expect(cutStrata(spreadBandOf('clues:22-31')!, 3)).toEqual([
      { low: 22, high: 24 },
      { low: 25, high: 27 },
      { low: 28, high: 31 },
    ]);
  });
  it('spreads a score level over its score range, and a continuous band in equal slices', () => {
    const fiendish = cutStrata(spreadBandOf('cost:fiendish')!, 5);
    expect(fiendish[0]!.low).toBe(8300);
    expect(fiendish[4]!.high).toBe(14000);
    const nhc = cutStrata(spreadBandOf('nhc4:5-8')!, 3);
    expect(nhc).toEqual([
      { low: 5, high: 6 },
      { low: 6, high: 7 },
      { low: 7, high: 8 },
    ]);
  });
  it('has no band for levels without scores, colours or techniques', () => {
    expect(spreadBandOf('colour:red')).toBeUndefined();
    expect(spreadBandOf('technique:x-wing')).toBeUndefined();
    expect(spreadBandOf('universal:hard')).toBeUndefined();
  });
});

describe('planSpread', () => {
  it('spreads the first numeric target, not with --spread none or one puzzle', () => {
    const plan = planSpread(['colour:red', 'se:6.0-7.0'], 4, 'strata')!;
    expect(plan.targetIndex).toBe(1);
    expect(plan.strata).toHaveLength(4);
    expect(planSpread(['se:6.0-7.0'], 4, 'none')).toBeUndefined();
    expect(planSpread(['se:6.0-7.0'], 1, 'strata')).toBeUndefined();
    expect(stratumTargetText('se:6.0-7.0', plan.strata[0]!)).toBe('se:6-6.4');
  });
  it('shares the strata out evenly in order', () => {
    const counts = new Map<number, number>();
    for (let i = 0; i < 200; i++) counts.set(stratumIndexOf(i, 200, 11), (counts.get(stratumIndexOf(i, 200, 11)) ?? 0) + 1);
    expect([...counts.keys()]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const n of counts.values()) expect(n === 18 || n === 19).toBe(true);
  });
});

describe('StratumChoice', () => {
  it('accepts a value inside its stratum and holds the nearest other one as the fallback', () => {
    const choice = new StratumChoice<string>({ low: 6.2, high: 6.2 });
    expect(choice.offer(6.6, 'a')).toBe('hold');
    expect(choice.offer(6.8, 'b')).toBe('drop');
    expect(choice.offer(6.5, 'c')).toBe('hold');
    expect(choice.offer(5.9, 'd')).toBe('drop');
    expect(choice.fallback).toEqual({ value: 6.5, item: 'c' });
    expect(choice.offer(6.2, 'e')).toBe('accept');
    choice.dropFallback();
    expect(choice.fallback).toBeUndefined();
  });
});
