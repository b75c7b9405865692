import { describe, expect, it } from 'vitest';
import { el, escapeXml, extentOf, isLogTick, linearScale, logScale, logTicks, niceTicks } from './svgChart';

describe('escapeXml', () => {
  it('escapes what would end an element or an attribute', () => {
    expect(escapeXml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});

describe('el', () => {
  it('leaves out missing attributes, rounds numbers and closes empty elements', () => {
    expect(el('rect', { x: 1.23456, y: undefined, fill: 'a"b' })).toBe('<rect x="1.23" fill="a&quot;b"/>');
    expect(el('g', {}, ['<a/>', '<b/>'])).toBe('<g><a/><b/></g>');
  });
});

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten and covers the range', () => {
    expect(niceTicks(0, 10)).toEqual([0, 2, 4, 6, 8, 10]);
    // (1.7 − 0.3) / 5 = 0.28: the step is 0.5.
    expect(niceTicks(0.3, 1.7, 5)).toEqual([0, 0.5, 1, 1.5, 2]);
    const ticks = niceTicks(-37, 912);
    expect(ticks[0]!).toBeLessThanOrEqual(-37);
    expect(ticks.at(-1)!).toBeGreaterThanOrEqual(912);
  });
});

describe('logTicks', () => {
  it('gives 1, 2 and 5 times each power of ten inside the range', () => {
    expect(logTicks(1.5, 60)).toEqual([2, 5, 10, 20, 50]);
  });
});

describe('scales', () => {
  it('map the domain ends onto the range ends', () => {
    const linear = linearScale([2, 12], [300, 100]);
    expect([linear(2), linear(7), linear(12)]).toEqual([300, 200, 100]);
    const log = logScale([1, 100], [0, 200]);
    expect(log(10)).toBeCloseTo(100, 9);
  });
});

describe('extentOf', () => {
  it('pads the range, gives a single value room, and skips non-positive values on a log axis', () => {
    expect(extentOf([0, 10])).toEqual([-0.5, 10.5]);
    expect(extentOf([4, 4])).toEqual([3, 5]);
    const [low] = extentOf([0, 2, 8], true);
    expect(low).toBeGreaterThan(0);
  });
});

describe('isLogTick', () => {
  it('labels 1, 2 and 5 times a power of ten and no other tick', () => {
    expect([0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200].every(isLogTick)).toBe(true);
    expect([0.3, 3, 4, 7, 30, 70, 90, 0, -10].some(isLogTick)).toBe(false);
  });
});
