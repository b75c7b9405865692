import { describe, expect, it } from 'vitest';
import { categorize } from '../rate/universal';
import { spearman } from '../stats/spearman';
import { computeComparison } from './comparison';
import { isRefit, refitCutPoints } from './refit';
import { computeSpearmanIntervals } from './spearmanIntervals';
import { syntheticTable } from './syntheticTable';
import { PAPER_SCALE, selectPuzzleIds, type CompareTable } from './table';

const table = syntheticTable(600, { sources: 2, levels: 4, seed: 3 });

describe('computeComparison', () => {
  it('gives each source its Spearman rows as spearman() over the rows with a level and a value', () => {
    const comparison = computeComparison(table, { metric: 'nhc4' });
    const row = comparison.sources[1]!.spearman.find((r) => r.metric === 'se')!;
    const rows = table.ids.map((_, i) => i).filter((i) => table.source[i] === 1);
    expect(row.n).toBe(rows.length);
    expect(row.rho).toBeCloseTo(
      spearman(
        rows.map((i) => table.level[i]!),
        rows.map((i) => table.values.se![i]!),
      ),
      12,
    );
  });
  it('counts every levelled, scale-rated row once in the crosstab, and a cell lists exactly its puzzles', () => {
    const comparison = computeComparison(table, { metric: 'se' });
    const source = comparison.sources[0]!;
    expect(source.crosstab.total).toBe(source.levels.reduce((sum, level) => sum + level.n, 0));
    const ids = selectPuzzleIds(table, { source: 'Site 1', level: 'Level 2', category: 'medium', scale: PAPER_SCALE });
    expect(ids.length).toBe(source.crosstab.counts[1]![1]);
    for (const id of ids) expect(categorize(table.values.nhc4![id - 1]!, PAPER_SCALE)).toBe('medium');
  });
  it("gives levels their universal category from the scale metric's mean and median", () => {
    const comparison = computeComparison(table, { metric: 'cost' });
    for (const level of comparison.sources[0]!.levels) {
      expect(level.byMean).toBe(categorize(level.scaleMean!, PAPER_SCALE));
      expect(level.byMedian).toBe(categorize(level.scaleMedian!, PAPER_SCALE));
    }
  });
  it('histograms every rated value, and per source with the same edges', () => {
    const comparison = computeComparison(table, { metric: 'colour' });
    const { counts, bySource, edges } = comparison.histogram;
    expect(edges).toEqual([-0.5, 0.5, 1.5, 2.5, 3.5]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(comparison.rated);
    expect(bySource[0]!.map((count, k) => count + bySource[1]![k]!)).toEqual(counts);
  });
  it('finds the levels in order on a metric that rises with them, and reverses the test for a lower-is-harder one', () => {
    const rising = computeComparison(table, { metric: 'nhc4' }).sources[0]!.adjacent;
    const falling = computeComparison(table, { metric: 'shortPct' }).sources[0]!.adjacent;
    expect(rising.every((pair) => pair.medianInOrder && pair.probabilityHarder > 0.5)).toBe(true);
    expect(falling.every((pair) => pair.medianInOrder && pair.probabilityHarder > 0.5)).toBe(true);
  });
  it('has a symmetric Spearman matrix with 1 on the diagonal', () => {
    const { matrix } = computeComparison(table, { metric: 'nhc4' });
    matrix.rho.forEach((row, i) => row.forEach((rho, j) => expect(rho).toBe(matrix.rho[j]![i]!)));
    expect(matrix.rho[0]![0]).toBe(1);
  });
});

describe('computeComparison problems', () => {
  const tiny: CompareTable = {
    sources: [
      { name: 'Flat', levels: [] },
      { name: 'Lone', levels: ['Only'] },
      { name: 'Thin', levels: ['Easy', 'Hard'] },
    ],
    ids: [1, 2, 3, 4, 5, 6, 7],
    source: [0, 0, 1, 1, 2, 2, 2],
    level: [-1, -1, 0, 0, 0, 1, 1],
    values: { nhc4: [1, 2, 3, null, 5, 6, 7] },
  };
  const kinds = computeComparison(tiny, { metric: 'nhc4' }).problems;
  it('names a source without levels and one with a single level', () => {
    expect(kinds.find((p) => p.kind === 'ERR_NO_LEVELS')!.source).toBe('Flat');
    expect(kinds.find((p) => p.kind === 'ERR_SINGLE_LEVEL')!.source).toBe('Lone');
  });
  it('says how many ratings are missing and which rater fills them', () => {
    const missing = kinds.find((p) => p.kind === 'ERR_MISSING_RATINGS')!;
    expect([missing.count, missing.rater]).toEqual([1, 'nhc4']);
    expect(missing.message).toMatch(/^NHC-4 is not rated for 1 of 7 puzzles: rate them with the NHC-4 rater/);
  });
  it('flags levels with fewer than 3 rated puzzles', () => {
    expect(kinds.filter((p) => p.kind === 'ERR_SMALL_LEVEL').map((p) => `${p.source}/${p.level}`)).toEqual([
      'Lone/Only',
      'Thin/Easy',
      'Thin/Hard',
    ]);
  });
  it('says when nothing is selected', () => {
    const empty = computeComparison({ sources: [], ids: [], source: [], level: [], values: {} }, { metric: 'se' });
    expect(empty.problems.map((p) => p.kind)).toEqual(['ERR_EMPTY']);
  });
});

describe('refitCutPoints', () => {
  it('cuts tertiles with about a third of the rated puzzles in each bin', () => {
    const refit = refitCutPoints(table, 'se', { kind: 'tertiles' });
    if (!isRefit(refit)) throw new Error(refit.message);
    const values = table.values.se! as number[];
    const easy = values.filter((v) => categorize(v, refit.scale) === 'easy').length;
    expect(Math.abs(easy - values.length / 3)).toBeLessThan(values.length * 0.05);
  });
  it("agrees with a site's levels at least as well as the Project Patti paper's cut points under the same grouping", () => {
    const refit = refitCutPoints(table, 'nhc4', { kind: 'agree', source: 'Site 1' });
    if (!isRefit(refit)) throw new Error(refit.message);
    const grouping = new Map(refit.agreement!.grouping.map((g) => [g.level, g.category]));
    const rows = table.ids.map((_, i) => i).filter((i) => table.source[i] === 0);
    const agreeing = (scale: typeof PAPER_SCALE): number =>
      rows.filter((i) => categorize(table.values.nhc4![i]!, scale) === grouping.get(table.sources[0]!.levels[table.level[i]!]!)).length;
    expect(agreeing(refit.scale)).toBe(refit.agreement!.agreeing);
    expect(refit.agreement!.agreeing).toBeGreaterThanOrEqual(agreeing(PAPER_SCALE));
  });
  it('keeps lower-is-harder cut points ascending with the easy bin on top', () => {
    const refit = refitCutPoints(table, 'shortPct', { kind: 'agree', source: 'Site 2' });
    if (!isRefit(refit)) throw new Error(refit.message);
    expect(refit.scale.cutPoints[0]).toBeLessThan(refit.scale.cutPoints[1]);
    expect(refit.agreement!.grouping[0]!.category).toBe('easy');
  });
  it('explains why a site with two levels cannot be agreed with', () => {
    const two = { ...table, level: table.level.map((level) => Math.min(level, 1)) };
    const refit = refitCutPoints(two, 'nhc4', { kind: 'agree', source: 'Site 1' });
    expect(isRefit(refit)).toBe(false);
    expect(!isRefit(refit) && refit.message).toMatch(/at least 3 levels/);
  });
});

describe('computeSpearmanIntervals', () => {
  it('brackets each ρ of the comparison, deterministically', () => {
    const intervals = computeSpearmanIntervals(table, { resamples: 200 });
    const comparison = computeComparison(table, { metric: 'nhc4' });
    for (const [s, source] of intervals.sources.entries()) {
      for (const row of source.rows) {
        const rho = comparison.sources[s]!.spearman.find((r) => r.metric === row.metric)!.rho!;
        expect(row.rho).toBe(rho);
        expect(row.low!).toBeLessThanOrEqual(rho);
        expect(row.high!).toBeGreaterThanOrEqual(rho);
      }
    }
    expect(computeSpearmanIntervals(table, { resamples: 200 })).toEqual(intervals);
  });
});
