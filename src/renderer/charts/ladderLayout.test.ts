import { describe, expect, it } from 'vitest';
import { boxSpan, ladderAxis } from './ladderLayout';

const box = (q1: number, median: number, q3: number) => ({ q1, median, q3 });

describe('ladderAxis', () => {
  it('puts harder to the right, with the categories in order behind', () => {
    const axis = ladderAxis([box(2, 2.5, 3), box(5, 6, 8)], 'higher', [3.48, 6.52]);
    expect(axis.log).toBe(false);
    expect(axis.at(6)).toBeGreaterThan(axis.at(2.5));
    expect(axis.bands.map((band) => band.category)).toEqual(['easy', 'medium', 'hard']);
    expect(axis.bands[1]!.from).toBeCloseTo(axis.at(3.48));
    expect(axis.bands[2]!.to).toBe(100);
  });

  it('runs from high to low for a metric that falls as puzzles get harder, easy still on the left', () => {
    const axis = ladderAxis([box(30, 25, 20), box(18, 16, 14)], 'lower', [17.6, 22.6]);
    expect(axis.at(16)).toBeGreaterThan(axis.at(25));
    expect(axis.bands.map((band) => band.category)).toEqual(['easy', 'medium', 'hard']);
    expect(axis.bands[0]!.to).toBeCloseTo(axis.at(22.6));
    const span = boxSpan(axis.at, box(30, 25, 20));
    expect(span.left).toBeCloseTo(axis.at(30));
    expect(span.width).toBeCloseTo(axis.at(20) - axis.at(30));
  });

  it('chooses a log axis when the boxes span a decade, and only then', () => {
    expect(ladderAxis([box(1.5, 2, 2.5), box(20, 30, 40)], 'higher', null).log).toBe(true);
    expect(ladderAxis([box(1.5, 2, 2.5), box(5, 6, 9)], 'higher', null).log).toBe(false);
    // A value at or below zero cannot go on a log axis.
    expect(ladderAxis([box(0, 2, 2.5), box(20, 30, 40)], 'higher', null).log).toBe(false);
  });

  it('draws no bands without cut points, and ticks inside the axis', () => {
    const axis = ladderAxis([box(2, 3, 4)], 'higher', null);
    expect(axis.bands).toEqual([]);
    for (const tick of axis.ticks) expect(axis.at(tick)).toBeGreaterThanOrEqual(0);
    expect(axis.ticks.length).toBeGreaterThan(1);
  });
});
