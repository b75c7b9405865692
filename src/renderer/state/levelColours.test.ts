import { describe, expect, it } from 'vitest';
import { levelColour, sourceShape } from './levelColours';

const hue = (colour: string): number => Number(/hsl\((\d+)/.exec(colour)![1]);

describe('levelColour', () => {
  it('runs from green at the easiest level to red at the hardest, hue falling with the rank', () => {
    const hues = [0, 1, 2, 3, 4].map((rank) => hue(levelColour(rank, 5)));
    expect(hues[0]).toBe(140);
    expect(hues[4]).toBe(0);
    for (let k = 1; k < hues.length; k++) expect(hues[k]!).toBeLessThan(hues[k - 1]!);
  });
  it('gives a lone level the middle colour', () => {
    expect(hue(levelColour(0, 1))).toBe(70);
  });
});

describe('sourceShape', () => {
  it('gives the first sources different shapes and then repeats', () => {
    expect(new Set([0, 1, 2, 3].map(sourceShape)).size).toBe(4);
    expect(sourceShape(4)).toBe(sourceShape(0));
  });
});
