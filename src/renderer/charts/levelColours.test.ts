import { describe, expect, it } from 'vitest';
import { levelColour, SOURCE_COLOURS, sourceColour, sourceShape } from './levelColours';

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

describe('sourceColour', () => {
  it('gives each of the first sources its own colour, none the green or red of the bands, then repeats', () => {
    const colours = SOURCE_COLOURS.map((_, index) => sourceColour(index));
    expect(new Set(colours).size).toBe(SOURCE_COLOURS.length);
    for (const colour of colours) expect(hue(colour) > 100 && hue(colour) < 160).toBe(false);
    for (const colour of colours) expect(hue(colour) < 15 || hue(colour) > 345).toBe(false);
    expect(sourceColour(SOURCE_COLOURS.length)).toBe(sourceColour(0));
  });
});
