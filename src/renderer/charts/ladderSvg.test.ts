import { describe, expect, it } from 'vitest';
import { ladderSvg } from './ladderSvg';
import { SOURCE_COLOURS } from './levelColours';
import { LIGHT_SVG_COLOURS } from './svgChart';

const shares = { easy: 0.5, medium: 0.5, hard: 0 };
const input = {
  heading: 'Levels on one scale: NHC-4',
  metricName: 'NHC-4',
  rows: [
    { source: 'Daily', level: 'Easy', n: 10, q1: 2, median: 2.5, q3: 3, shares },
    { source: 'Weekly & co', level: 'Gentle', n: 8, q1: 3, median: 4, q3: 5, shares },
    { source: 'Daily', level: 'Hard', n: 10, q1: 6, median: 7, q3: 9, shares },
  ],
  sources: ['Daily', 'Weekly & co'],
  harderWhen: 'higher' as const,
  cutPoints: [3.48, 6.52] as const,
  colours: LIGHT_SVG_COLOURS,
};

describe('ladderSvg', () => {
  const svg = ladderSvg(input);
  it("draws a row per level in the given order, each box in its source's colour", () => {
    const labels = [...svg.matchAll(/fill="#1d2430" font-size="11">([^<]+)<\/text>/g)].map((match) => match[1]);
    expect(labels).toEqual(['Daily · Easy', 'Weekly &amp; co · Gentle', 'Daily · Hard']);
    const fills = [...svg.matchAll(/fill="([^"]+)" fill-opacity="0.8" class="box"/g)].map((match) => match[1]);
    expect(fills).toEqual([SOURCE_COLOURS[0], SOURCE_COLOURS[1], SOURCE_COLOURS[0]]);
  });
  it('puts a harder median further right', () => {
    const medians = [...svg.matchAll(/<line x1="([\d.]+)"[^>]*class="median"/g)].map((match) => Number(match[1]));
    expect(medians[0]!).toBeLessThan(medians[1]!);
    expect(medians[1]!).toBeLessThan(medians[2]!);
  });
  it('shades the categories only when the scale is on the metric', () => {
    expect(svg.match(/class="band /g)).toHaveLength(3);
    expect(ladderSvg({ ...input, cutPoints: null })).not.toContain('class="band ');
  });
});
