import { describe, expect, it } from 'vitest';
import { drawnScatter, type Bounds, type CompareTable, type DrawnSeries } from '../../core/compare/index';
import { scatterSvg } from './scatterSvg';
import { LIGHT_SVG_COLOURS } from './svgChart';

const table: CompareTable = {
  sources: [
    { name: 'Daily', levels: ['Easy', 'Hard'] },
    { name: 'Weekly', levels: ['Fiendish'] },
  ],
  ids: [1, 2, 3, 4, 5],
  source: [0, 0, 0, 1, 1],
  level: [0, 1, 1, 0, -1],
  values: { nhc4: [1, 8, 9, 12, 2], se: [1.5, 7, 8, 9, 2] },
};
/** The drawn series of NHC-4 against SE ER, and the extent of all the points. */
function drawn(rows: CompareTable): { series: DrawnSeries[]; bounds: Bounds | null } {
  const { series, bounds } = drawnScatter(rows, 'nhc4', 'se', false);
  return { series: [...series], bounds };
}
const input = {
  heading: 'NHC-4 against SE ER',
  xName: 'NHC-4',
  yName: 'SE ER',
  ...drawn(table),
  bands: { cutPoints: [3.48, 6.52] as const, harderWhen: 'higher' as const },
  log: { x: false, y: false },
  colours: LIGHT_SVG_COLOURS,
};

describe('scatterSvg', () => {
  const svg = scatterSvg(input);
  it('draws one marker per point, grouped per series, with a legend entry per series', () => {
    const groups = [...svg.matchAll(/<g class="series"[^>]*>(.*?)<\/g>/g)].map((m) => m[1]!);
    expect(groups).toHaveLength(4);
    expect(groups.map((g) => (g.match(/<(circle|rect|path) /g) ?? []).length)).toEqual([1, 2, 1, 1]);
    for (const name of ['Daily · Easy', 'Daily · Hard', 'Weekly · Fiendish', 'Weekly · no level']) expect(svg).toContain(`>${name}</text>`);
  });
  it('tells sources apart by shape and levels by colour', () => {
    const groups = [...svg.matchAll(/<g class="series"[^>]*>(.*?)<\/g>/g)].map((m) => m[1]!);
    expect(groups[0]).toContain('<circle');
    expect(groups[2]).toContain('<rect');
    const fill = (g: string): string => /fill="([^"]+)"/.exec(g)![1]!;
    expect(fill(groups[0]!)).not.toBe(fill(groups[1]!));
  });
  it('shades the x metric bands from easy on the left when higher is harder', () => {
    const xOf = (name: string): number => Number(new RegExp(`<rect x="([\\d.]+)"[^>]*class="band ${name}"`).exec(svg)![1]);
    expect(xOf('easy')).toBeLessThan(xOf('medium'));
    expect(xOf('medium')).toBeLessThan(xOf('hard'));
    expect(scatterSvg({ ...input, bands: null })).not.toContain('class="band');
  });
  it('places a larger x further right and a larger y higher', () => {
    const one = scatterSvg({
      ...input,
      ...drawn({ ...table, ids: [1, 2], source: [0, 0], level: [0, 0], values: { nhc4: [1, 9], se: [1, 9] } }),
    });
    const [a, b] = [...one.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    expect(b!.x).toBeGreaterThan(a!.x);
    expect(b!.y).toBeLessThan(a!.y);
  });
});
