import { describe, expect, it } from 'vitest';
import { computeComparison, computeSpearmanIntervals, PAPER_SCALE } from '../../core/compare/index';
import { syntheticTable } from '../../core/compare/syntheticTable';
import type { AppApi, Reply } from '../../shared/api';
import type { CompareSelection, CompareStatisticsInput } from '../../shared/compareTypes';
import { CompareState, PROGRESS_REFRESH_MS } from './compare.svelte';

const ok = <T>(value: T): Promise<Reply<T>> => Promise.resolve({ ok: true, value });

/** An API whose Compare methods compute on a synthetic table, recording the selections it was asked about. */
function fakeApi(): { api: AppApi; asked: CompareSelection[]; rowsAsked: CompareSelection[]; rateCalls: unknown[] } {
  const table = syntheticTable(90, { sources: 1, levels: 3, seed: 3 });
  const asked: CompareSelection[] = [];
  const rowsAsked: CompareSelection[] = [];
  const rateCalls: unknown[] = [];
  const api = {
    compareStatistics: (input: CompareStatisticsInput) => {
      asked.push(input.selection);
      return ok({ comparison: computeComparison(table, { metric: input.metric, scale: PAPER_SCALE }), ratings: [] });
    },
    compareRows: (selection: CompareSelection) => {
      rowsAsked.push(selection);
      return ok({ table, ratings: [], problems: [] });
    },
    compareIntervals: () => ok(computeSpearmanIntervals(table, { resamples: 20 })),
    deleteScale: (name: string) => ok({ scales: [PAPER_SCALE], problem: null, inUse: 'paper', deleted: name }),
    useScale: (name: string) => ok({ scales: [PAPER_SCALE, { ...PAPER_SCALE, name: 'mine' }], problem: null, inUse: name }),
    startRateJob: (input: unknown) => {
      rateCalls.push(input);
      return ok({ jobId: 7, message: 'Rating 90 puzzles.' });
    },
  } as unknown as AppApi;
  return { api, asked, rowsAsked, rateCalls };
}

async function settled(state: CompareState): Promise<void> {
  for (let i = 0; i < 20 && (state.loading || !state.intervals); i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('CompareState', () => {
  it('keeps the rows when only the metric changes, and asks for them again on a new selection or a library change', async () => {
    const { api, asked, rowsAsked } = fakeApi();
    const state = new CompareState(api);
    const source = syntheticTable(90, { sources: 1, levels: 3, seed: 3 }).sources[0]!;
    state.open([source.name]);
    await settled(state);
    expect(rowsAsked).toHaveLength(1);
    state.setMetric('se');
    await settled(state);
    expect(asked).toHaveLength(2);
    expect(rowsAsked).toHaveLength(1);
    expect(state.table).not.toBeNull();
    state.setNarrowing('tag', 'hard');
    await settled(state);
    expect(rowsAsked.at(-1)).toEqual({ sources: [source.name], tag: 'hard' });
    state.handle({ topic: 'library.changed' });
    await settled(state);
    expect(rowsAsked).toHaveLength(3);
  });

  it('asks for the linked sources, then the intervals, and lists a crosstab cell as its puzzles', async () => {
    const { api, asked } = fakeApi();
    const state = new CompareState(api);
    const source = syntheticTable(90, { sources: 1, levels: 3, seed: 3 }).sources[0]!;
    state.open([source.name]);
    await settled(state);
    expect(asked.at(-1)?.sources).toEqual([source.name]);
    const figures = state.statistics!.comparison.sources[0]!;
    expect(state.intervals?.sources[0]?.name).toBe(source.name);
    const level = figures.levels[0]!.name;
    state.cell = { source: source.name, level, category: 'easy' };
    expect(state.cellIds).toHaveLength(figures.crosstab.counts[0]![0]!);
  });

  it('starts the named rater over each chosen source, narrowed as the view is, and follows its job', async () => {
    const { api, rateCalls } = fakeApi();
    const state = new CompareState(api);
    state.sources = ['Site A', 'Site B'];
    state.tag = 'weekly';
    await state.rate('cost');
    expect(rateCalls).toEqual([
      { filter: { source: 'Site A', tag: 'weekly' }, raters: ['cost'] },
      { filter: { source: 'Site B', tag: 'weekly' }, raters: ['cost'] },
    ]);
    state.handle({ topic: 'job.progress', progress: { jobId: 7, kind: 'rate', total: 90, done: 30, failed: 0, perSecond: 1, etaSeconds: 60, elapsedMs: 1 } });
    expect(state.jobs[0]).toMatchObject({ done: 30, total: 90 });
  });

  it('shows nothing and asks nothing without sources', async () => {
    const { api, asked } = fakeApi();
    const state = new CompareState(api);
    state.open([]);
    await settled(state);
    expect(asked).toEqual([]);
    expect(state.statistics).toBeNull();
  });

  it('lists puzzles picked on a chart, hardest first, and a crosstab cell replaces them', async () => {
    const { api } = fakeApi();
    const state = new CompareState(api);
    state.open(['Site 1']);
    await settled(state);
    const table = state.table!;
    const ids = table.ids.slice(0, 5);
    state.pickPuzzles('Level 1 outliers', ids);
    const values = state.listed!.puzzles.map((puzzle) => puzzle.value!);
    expect(state.listed!.title).toBe('Level 1 outliers');
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(state.listed!.puzzles.map((puzzle) => puzzle.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    state.pickCell({ source: 'Site 1', level: 'Level 1', category: 'easy' });
    expect(state.chartPick).toBeNull();
    expect(state.listed!.count).toBe(state.cellIds.length);
  });

  it("scatters the metric against the best-rated other one unless another is chosen, never against itself", async () => {
    const { api } = fakeApi();
    const state = new CompareState(api);
    state.open(['Site 1']);
    await settled(state);
    expect(state.scatterY).not.toBeNull();
    expect(state.scatterY).not.toBe('nhc4');
    state.setSecondMetric('cost');
    expect(state.scatterY).toBe('cost');
    expect(state.scatter.reduce((sum, series) => sum + series.points.length, 0)).toBe(90);
    state.setSecondMetric('nhc4');
    expect(state.scatterY).not.toBe('nhc4');
  });

  it('refreshes as a job reports progress, at most once per interval', async () => {
    const { api, asked } = fakeApi();
    let now = 0;
    const state = new CompareState(api, () => now);
    state.open(['Site 1']);
    await settled(state);
    const before = asked.length;
    const progress = (done: number) => ({ topic: 'job.progress' as const, progress: { jobId: 99, kind: 'rate', total: 90, done, failed: 0, perSecond: 1, etaSeconds: 1, elapsedMs: 1 } });
    now += 10;
    state.handle(progress(10));
    await settled(state);
    expect(asked.length).toBe(before);
    now += PROGRESS_REFRESH_MS;
    state.handle(progress(20));
    await settled(state);
    expect(asked.length).toBe(before + 1);
  });

  it('deletes a saved scale and goes back to the paper\'s when it was in use', async () => {
    const { api } = fakeApi();
    const state = new CompareState(api);
    const saved = { ...PAPER_SCALE, name: 'mine', cutPoints: [2, 5] as const };
    state.scales = [PAPER_SCALE, saved];
    state.scale = saved;
    await state.deleteScale('mine');
    expect(state.scales.map((scale) => scale.name)).toEqual(['paper']);
    expect(state.scale.name).toBe('paper');
  });

  it('makes the chosen scale the library\'s and says so', async () => {
    const { api } = fakeApi();
    const state = new CompareState(api);
    expect(state.scaleInUse).toBe('paper');
    state.scale = { ...PAPER_SCALE, name: 'mine' };
    await state.useInLibrary();
    expect(state.scaleInUse).toBe('mine');
    expect(state.message).toContain('mine');
  });
});
