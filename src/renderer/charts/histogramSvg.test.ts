import { describe, expect, it } from 'vitest';
import { histogramSvg } from './histogramSvg';
import { LIGHT_SVG_COLOURS } from './svgChart';

const input = {
  heading: 'Histogram of NHC-4',
  metricName: 'NHC-4',
  edges: [0, 2, 4, 6, 8],
  bySource: [
    [3, 0, 5, 1],
    [2, 2, 0, 0],
  ],
  sourceNames: ['Daily', 'Weekly'],
  cutPoints: [3.48, 6.52] as const,
  palette: ['#123456', '#654321'],
  colours: LIGHT_SVG_COLOURS,
};

describe('histogramSvg', () => {
  const svg = histogramSvg(input);
  it('draws one bar per non-empty bin and source, each titled with its count and share', () => {
    expect(svg.match(/class="bar"/g)).toHaveLength(5);
    expect(svg).toContain('<title>Daily: 5 puzzles (56% of its 9) in [4, 6)</title>');
    expect(svg).toContain('<title>Weekly: 2 puzzles (50% of its 4) in [2, 4)</title>');
  });
  it("draws each source as its share of its own puzzles, side by side: Weekly's 2 of 4 stands taller than Daily's 3 of 9", () => {
    const bars = [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="[\d.]+" height="([\d.]+)"[^>]*class="bar"/g)].map((m) => ({
      x: Number(m[1]),
      height: Number(m[2]),
    }));
    // In drawing order: Daily's bins 0, 2, 3, then Weekly's bins 0, 1.
    expect(bars[3]!.height).toBeGreaterThan(bars[0]!.height);
    expect(bars[3]!.height / bars[0]!.height).toBeCloseTo(50 / (100 / 3), 1);
    expect(bars[3]!.x).toBeGreaterThan(bars[0]!.x);
  });
  it('draws one source as counts', () => {
    const one = histogramSvg({ ...input, bySource: [input.bySource[0]!], sourceNames: ['Daily'] });
    expect(one).toContain('<title>Daily: 5 puzzles in [4, 6)</title>');
    expect(one).toContain('>puzzles</text>');
  });
  it('draws the cut points inside the edges as dashed lines, and a legend for several sources', () => {
    expect(svg.match(/class="cut"/g)).toHaveLength(2);
    expect(histogramSvg({ ...input, cutPoints: [10, 12] })).not.toContain('class="cut"');
    expect(svg).toContain('>Weekly</text>');
    expect(histogramSvg({ ...input, bySource: [input.bySource[0]!], sourceNames: ['Daily'] })).not.toContain('>Daily</text>');
  });
});
