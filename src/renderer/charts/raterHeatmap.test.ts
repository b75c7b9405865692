import { describe, expect, it } from 'vitest';
import { computeComparison, spearmanMatrix } from '../../core/compare/index';
import { syntheticTable } from '../../core/compare/syntheticTable';
import { heatmapCsv, raterHeatmap, rhoFill } from './raterHeatmap';

const matrix = spearmanMatrix([
  { id: 'nhc4', values: [1, 2, 3, 4, 5] },
  { id: 'se', values: [1.2, 2.5, 2.4, 6, 9] },
  { id: 'cost', values: [null, null, null, null, null] },
  { id: 'shortPct', values: [30, 28, 25, 20, 18] },
]);

describe('raterHeatmap', () => {
  it('keeps only the metrics with ratings, with every pair in both orders', () => {
    const heatmap = raterHeatmap(matrix);
    expect(heatmap.metrics.map((metric) => metric.name)).toEqual(['NHC-4', 'SE', 'short %']);
    expect(heatmap.cells[0]![2]!.rho).toBe(-1);
    expect(heatmap.cells[1]![0]).toEqual(heatmap.cells[0]![1]);
    expect(heatmap.cells[0]![1]).toEqual({ rho: matrix.rho[0]![1], n: 5 });
  });
  it('shows every gathered metric of a comparison when all are rated', () => {
    const comparison = computeComparison(syntheticTable(120, { seed: 2 }), { metric: 'nhc4' });
    expect(raterHeatmap(comparison.matrix).metrics).toHaveLength(comparison.matrix.metrics.length);
  });
});

describe('heatmapCsv', () => {
  it('has one row per pair of metrics, each pair once', () => {
    const lines = heatmapCsv(raterHeatmap(matrix)).trim().split('\r\n');
    expect(lines[0]).toBe('metric,other metric,rho,n');
    expect(lines).toHaveLength(1 + 3);
    expect(lines).toContain('NHC-4,short %,-1.0000,5');
  });
});

describe('rhoFill', () => {
  const colours = { accent: '#00f', bad: '#f00' };
  it('colours agreement and disagreement apart, stronger with |ρ|, and leaves no ρ bare', () => {
    expect(rhoFill(0.9, colours).colour).toBe('#00f');
    expect(rhoFill(-0.9, colours).colour).toBe('#f00');
    expect(rhoFill(0.9, colours).opacity).toBeGreaterThan(rhoFill(0.3, colours).opacity);
    expect(rhoFill(null, colours)).toEqual({ colour: 'none', opacity: 0 });
  });
});
