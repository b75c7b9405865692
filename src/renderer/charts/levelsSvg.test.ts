import { describe, expect, it } from 'vitest';
import { boxPlot } from '../../core/stats/boxPlot';
import { levelsSvg } from './levelsSvg';
import { LIGHT_SVG_COLOURS } from './svgChart';

const easy = boxPlot([1, 2, 2, 3, 3, 3, 4, 40], [1, 2, 3, 4, 5, 6, 7, 8]);
const hard = boxPlot([5, 6, 7, 8, 9], [9, 10, 11, 12, 13]);
const input = {
  heading: 'NHC-4 per level',
  metricName: 'NHC-4',
  levels: [
    { label: 'Easy', box: easy },
    { label: 'Empty', box: null },
    { label: 'Hard & <b>', box: hard },
  ],
  bands: { cutPoints: [3.48, 6.52] as const, harderWhen: 'higher' as const },
  log: false,
  colours: LIGHT_SVG_COLOURS,
};

describe('levelsSvg', () => {
  const svg = levelsSvg(input);
  it('is one well-formed SVG document with the heading', () => {
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(svg.match(/<svg /g)).toHaveLength(1);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('>NHC-4 per level</text>');
  });
  it('draws a box for each rated level and a circle for each outlier, naming its puzzle', () => {
    expect(svg.match(/class="box"/g)).toHaveLength(2);
    expect(svg.match(/class="outlier"/g)).toHaveLength(easy.outliers.length + hard.outliers.length);
    expect(svg).toContain('<title>#8: 40</title>');
  });
  it('wraps long level names onto lines beside their row, never turned', () => {
    const many = levelsSvg({
      ...input,
      levels: Array.from({ length: 12 }, (_, k) => ({ label: `Sudoku of the Day levels · Level ${k}`, box: hard })),
    });
    expect(many).not.toMatch(/<text[^>]*transform[^>]*>[^<]*(Level|levels)/);
    expect(many).toContain('>levels · Level 11</text>');
    expect(many.match(/class="box"/g)).toHaveLength(12);
  });
  it('names its parts in a legend', () => {
    expect(svg).toMatch(/<g class="legend">.*>whiskers<.*>middle half \(Q1–Q3\)<.*>median<.*>outliers</);
  });
  it('leaves the outliers out, from the plot and the legend, when the reader hid them', () => {
    const hidden = levelsSvg({ ...input, outliersShown: false });
    expect(hidden).not.toContain('class="outlier"');
    expect(hidden).not.toMatch(/<g class="legend">.*>outliers</);
    expect(hidden.match(/class="box"/g)).toHaveLength(2);
  });
  it('escapes level names', () => {
    expect(svg).toContain('Hard &amp; &lt;b&gt;');
    expect(svg).not.toContain('<b>');
  });
  it('shades the three bands, named, when the scale is on this metric, and none otherwise', () => {
    expect(svg.match(/class="band /g)).toHaveLength(3);
    expect(levelsSvg({ ...input, bands: null })).not.toContain('class="band ');
  });
  it('puts the harder band to the right: easy leftmost on a higher-is-harder metric, hard leftmost otherwise', () => {
    const xOf = (drawing: string, name: string): number => Number(new RegExp(`x="([\\d.]+)"[^>]*class="band ${name}"`).exec(drawing)![1]);
    expect(xOf(svg, 'easy')).toBeLessThan(xOf(svg, 'medium'));
    expect(xOf(svg, 'medium')).toBeLessThan(xOf(svg, 'hard'));
    const lower = levelsSvg({ ...input, bands: { cutPoints: [3.48, 6.52], harderWhen: 'lower' } });
    expect(xOf(lower, 'hard')).toBeLessThan(xOf(lower, 'medium'));
    expect(xOf(lower, 'medium')).toBeLessThan(xOf(lower, 'easy'));
  });
});
