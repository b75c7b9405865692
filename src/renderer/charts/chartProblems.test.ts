import { describe, expect, it } from 'vitest';
import { computeComparison, drawnScatter, spearmanMatrix, type CompareTable } from '../../core/compare/index';
import { heatmapProblem, levelChartProblem, scatterProblem, spearmanTableProblem } from './chartProblems';
import { raterHeatmap } from './raterHeatmap';

const levelled: CompareTable = {
  sources: [{ name: 'Daily', levels: ['Easy', 'Hard'] }],
  ids: [1, 2, 3, 4, 5, 6],
  source: [0, 0, 0, 0, 0, 0],
  level: [0, 0, 0, 1, 1, 1],
  values: { nhc4: [1, 2, 3, 7, 8, 9], se: [null, null, null, null, null, null] },
};

describe('levelChartProblem', () => {
  it('is silent when a level has a rated puzzle', () => {
    expect(levelChartProblem(computeComparison(levelled, { metric: 'nhc4' }))).toBeNull();
  });
  it('names the source that gives no levels', () => {
    const flat: CompareTable = { ...levelled, sources: [{ name: 'Classics', levels: [] }], level: levelled.level.map(() => -1) };
    expect(levelChartProblem(computeComparison(flat, { metric: 'nhc4' }))?.message).toMatch(/Classics gives no puzzle a level/);
  });
  it('offers the rater when no levelled puzzle is rated on the metric', () => {
    expect(levelChartProblem(computeComparison(levelled, { metric: 'se' }))).toEqual({
      message: 'No puzzle of the chosen levels has a SE rating yet.',
      rater: 'se',
    });
  });
});

describe('scatterProblem', () => {
  it('asks for a second rated metric when there is none, offering the quick rater', () => {
    expect(scatterProblem(drawnScatter(levelled, 'nhc4', null, false))).toMatchObject({ rater: 'cld' });
  });
  it('names the metric nobody rated on both, with its rater', () => {
    expect(scatterProblem(drawnScatter(levelled, 'nhc4', 'se', false))).toEqual({
      message: 'No puzzle is rated on both NHC-4 and SE: rate them with the se rater.',
      rater: 'se',
    });
    expect(scatterProblem(drawnScatter(levelled, 'se', 'nhc4', false))?.rater).toBe('se');
  });
  it('is silent when puzzles are rated on both', () => {
    const both: CompareTable = { ...levelled, values: { ...levelled.values, se: [1, 2, 3, 4, 5, 6] } };
    expect(scatterProblem(drawnScatter(both, 'nhc4', 'se', false))).toBeNull();
  });
});

describe('heatmapProblem', () => {
  it('needs two rated metrics', () => {
    const one = raterHeatmap(
      spearmanMatrix([
        { id: 'nhc4', values: [1, 2, 3] },
        { id: 'se', values: [null, null, null] },
      ]),
    );
    expect(heatmapProblem(one)?.message).toMatch(/only NHC-4 is/);
    const two = raterHeatmap(
      spearmanMatrix([
        { id: 'nhc4', values: [1, 2, 3] },
        { id: 'se', values: [1, 3, 2] },
      ]),
    );
    expect(heatmapProblem(two)).toBeNull();
  });
});

describe('spearmanTableProblem', () => {
  it('says a single level cannot be correlated instead of leaving the table empty', () => {
    const lone: CompareTable = { ...levelled, sources: [{ name: 'Lone', levels: ['Only'] }], level: levelled.level.map(() => 0) };
    const source = computeComparison(lone, { metric: 'nhc4' }).sources[0]!;
    expect(spearmanTableProblem(source)?.message).toBe(
      'Lone has one level (Only) here: Spearman between levels and metrics needs two or more.',
    );
    expect(spearmanTableProblem(computeComparison(levelled, { metric: 'nhc4' }).sources[0]!)).toBeNull();
  });
});
