import { describe, expect, it } from 'vitest';
import { spearmanMatrix } from '../../core/compare/index';
import { heatmapSvg } from './heatmapSvg';
import { raterHeatmap } from './raterHeatmap';
import { LIGHT_SVG_COLOURS } from './svgChart';

const heatmap = raterHeatmap(
  spearmanMatrix([
    { id: 'nhc4', values: [1, 2, 3, 4, 5, 6] },
    { id: 'se', values: [1.2, 2.5, 2.4, 6, 9, 9.5] },
    { id: 'shortPct', values: [30, 28, 25, 20, 18, 17] },
  ]),
);

describe('heatmapSvg', () => {
  const svg = heatmapSvg({ heading: 'Spearman among the raters', heatmap, colours: LIGHT_SVG_COLOURS });
  it('names each metric on its row with a number, the columns by those numbers, no label turned', () => {
    expect(svg).not.toContain('rotate(');
    heatmap.metrics.forEach((metric, index) => {
      expect(svg).toContain(`>${metric.name}  ${index + 1}</text>`);
      expect(svg).toContain(`<title>${metric.name}</title>${index + 1}</text>`);
    });
  });
  it('has k × k cells, the diagonal counting the rated puzzles', () => {
    expect(svg.match(/class="cell"/g)).toHaveLength(6);
    expect(svg.match(/class="cell diagonal"/g)).toHaveLength(3);
    expect(svg).toContain('>n 6</text>');
  });
  it('writes each ρ with two decimals in its cell, the same both ways', () => {
    const rho = heatmap.cells[0]![1]!.rho!;
    expect(svg.match(new RegExp(`>${rho.toFixed(2)}</text>`, 'g'))).toHaveLength(2);
    expect(svg).toContain('>-1.00</text>');
    expect(svg).toContain('<title>NHC-4 × short %: ρ -1.00 over 6 puzzles rated by both</title>');
  });
  it('colours a negative ρ apart from a positive one', () => {
    const fillOf = (rho: string): string => new RegExp(`data-rho="${rho}"><title>[^<]*</title><rect [^>]*fill="([^"]+)"`).exec(svg)![1]!;
    expect(fillOf('-1.0000')).toBe(LIGHT_SVG_COLOURS.bad);
    expect(fillOf(heatmap.cells[0]![1]!.rho!.toFixed(4))).toBe(LIGHT_SVG_COLOURS.accent);
  });
});
