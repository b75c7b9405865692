import { describe, expect, it } from 'vitest';
import {
  computeComparison,
  computeSpearmanIntervals,
  drawnScatter,
  listFacts,
  PAPER_SCALE,
  pointsNear,
  scatterSeries,
  selectPuzzleIds,
} from '../../core/compare/index';
import { syntheticTable } from '../../core/compare/syntheticTable';
import type { AppApi, Reply } from '../../shared/api';
import type {
  CompareListInput,
  CompareNearInput,
  ComparePuzzlesInput,
  CompareScatterInput,
  CompareSelection,
  CompareStatisticsInput,
} from '../../shared/compareTypes';
import { CompareState, PATTI_METRIC_CHOICES, PROGRESS_REFRESH_MS } from './compare.svelte';

const ok = <T>(value: T): Promise<Reply<T>> => Promise.resolve({ ok: true, value });

/** An API whose Compare methods compute on a synthetic table as the compare service does, recording what it was asked. */
function fakeApi(): {
  api: AppApi;
  asked: CompareSelection[];
  scatterAsked: CompareScatterInput[];
  listAsked: CompareListInput[];
  rateCalls: unknown[];
} {
  const table = syntheticTable(90, { sources: 1, levels: 3, seed: 3 });
  const asked: CompareSelection[] = [];
  const scatterAsked: CompareScatterInput[] = [];
  const listAsked: CompareListInput[] = [];
  const rateCalls: unknown[] = [];
  const api = {
    compareStatistics: (input: CompareStatisticsInput) => {
      asked.push(input.selection);
      return ok({ comparison: computeComparison(table, { metric: input.metric, scale: PAPER_SCALE }), ratings: [] });
    },
    compareScatter: (input: CompareScatterInput) => {
      scatterAsked.push(input);
      return ok(drawnScatter(table, input.x, input.y ?? null, input.log ?? false));
    },
    compareNear: (input: CompareNearInput) =>
      ok(
        pointsNear(scatterSeries(table, input.x, input.y), input.at.x, input.at.y, input.radius.x, input.radius.y).map(
          (row) => table.ids[row]!,
        ),
      ),
    comparePuzzles: (input: ComparePuzzlesInput) =>
      ok(
        selectPuzzleIds(table, {
          source: input.source,
          ...(input.level ? { level: input.level } : {}),
          ...(input.category ? { category: input.category, scale: PAPER_SCALE } : {}),
        }),
      ),
    compareList: (input: CompareListInput) => {
      listAsked.push(input);
      return ok(listFacts(table, input.ids, input.metric, input.limit ?? 200));
    },
    compareIntervals: () => ok(computeSpearmanIntervals(table, { resamples: 20 })),
    compareMetrics: () =>
      ok({
        sources: ['Site 1'],
        puzzles: 90,
        metrics: [
          ...PATTI_METRIC_CHOICES,
          {
            ...PATTI_METRIC_CHOICES[0]!,
            id: 'ext:score',
            name: 'score, as published by Site 1',
            short: 'score (published)',
            rater: undefined,
            rated: 90,
          },
        ],
      }),
    deleteScale: (name: string) => ok({ scales: [PAPER_SCALE], problem: null, inUse: 'paper', deleted: name }),
    useScale: (name: string) => ok({ scales: [PAPER_SCALE, { ...PAPER_SCALE, name: 'mine' }], problem: null, inUse: name }),
    startRateJob: (input: unknown) => {
      rateCalls.push(input);
      return ok({ jobId: 7, message: 'Rating 90 puzzles.' });
    },
  } as unknown as AppApi;
  return { api, asked, scatterAsked, listAsked, rateCalls };
}

/** Lets every answer asked for so far land (the fake answers at once; turns come after timers outside a browser). */
async function settled(state: CompareState): Promise<void> {
  for (let i = 0; i < 40 && (state.loading || !state.intervals); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('CompareState', () => {
  it('asks for the statistics and the scatter of each selection and metric, and again when the library changes', async () => {
    const { api, asked, scatterAsked } = fakeApi();
    const state = new CompareState(api);
    state.open(['Site 1']);
    await settled(state);
    expect(state.statistics).not.toBeNull();
    expect(state.scatter?.x).toBe('nhc4');
    const heatmap = state.heatmap;
    expect(heatmap?.metrics.length).toBeGreaterThan(1);
    const scatter = state.scatter;
    state.chooseScale({ ...PAPER_SCALE, name: 'mine', cutPoints: [2, 5] });
    await settled(state);
    // The scatter does not depend on the scale: asked again, it stays as drawn.
    expect(scatterAsked).toHaveLength(2);
    expect(state.scatter).toBe(scatter);
    state.setMetric('se');
    await settled(state);
    expect(asked).toHaveLength(3);
    // The matrix among the raters does not depend on the metric: the heat map is not drawn again.
    expect(state.heatmap).toBe(heatmap);
    expect(scatterAsked.at(-1)).toMatchObject({ x: 'se', log: false });
    expect(state.scatter?.x).toBe('se');
    state.setNarrowing('tag', 'hard');
    await settled(state);
    expect(asked.at(-1)).toEqual({ sources: ['Site 1'], tag: 'hard' });
    const statistics = state.statistics;
    state.handle({ topic: 'library.changed' });
    await settled(state);
    expect(asked).toHaveLength(5);
    expect(scatterAsked).toHaveLength(5);
    // The same figures again keep the charts as drawn; another metric gives new ones.
    expect(state.statistics).toBe(statistics);
    state.setMetric('nhc4');
    await settled(state);
    expect(state.statistics).not.toBe(statistics);
    expect(state.statistics!.comparison.metric).toBe('nhc4');
  });

  it('asks for the linked sources, then the intervals, and lists a crosstab cell as its puzzles', async () => {
    const { api, asked } = fakeApi();
    const state = new CompareState(api);
    state.open(['Site 1']);
    await settled(state);
    expect(asked.at(-1)?.sources).toEqual(['Site 1']);
    const figures = state.statistics!.comparison.sources[0]!;
    expect(state.intervals?.sources[0]?.name).toBe('Site 1');
    const level = figures.levels[0]!.name;
    state.pickCell({ source: 'Site 1', level, category: 'easy' });
    await settled(state);
    expect(state.listed).toMatchObject({ title: `${level}, easy`, count: figures.crosstab.counts[0]![0]! });
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
    state.handle({
      topic: 'job.progress',
      progress: { jobId: 7, kind: 'rate', total: 90, done: 30, failed: 0, perSecond: 1, etaSeconds: 60, elapsedMs: 1 },
    });
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

  it('lists puzzles picked on a chart, hardest first, lists them again on another metric, and a crosstab cell replaces them', async () => {
    const { api, listAsked } = fakeApi();
    const state = new CompareState(api);
    state.open(['Site 1']);
    await settled(state);
    const ids = [1, 2, 3, 4, 5];
    state.pickPuzzles('Level 1 outliers', ids);
    await settled(state);
    const values = state.listed!.puzzles.map((puzzle) => puzzle.value!);
    expect(state.listed!.title).toBe('Level 1 outliers');
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(state.listed!.puzzles.map((puzzle) => puzzle.id).sort((a, b) => a - b)).toEqual(ids);
    state.setMetric('shortPct');
    await settled(state);
    expect(listAsked.at(-1)).toMatchObject({ ids, metric: 'shortPct' });
    const shortest = state.listed!.puzzles.map((puzzle) => puzzle.value!);
    expect(shortest).toEqual([...shortest].sort((a, b) => a - b));
    state.pickCell({ source: 'Site 1', level: 'Level 1', category: 'easy' });
    expect(state.chartPick).toBeNull();
    await settled(state);
    expect(state.listed!.title).toBe('Level 1, easy');
  });

  it('lists a level, and the puzzles near a spot of the scatter among all its points', async () => {
    const { api } = fakeApi();
    const state = new CompareState(api);
    state.open(['Site 1']);
    await settled(state);
    await state.pickLevel('Level 2', 'Site 1', 'Level 2');
    await settled(state);
    expect(state.listed!.count).toBe(state.statistics!.comparison.sources[0]!.levels[1]!.n);
    const bounds = state.scatter!.bounds!;
    await state.pickNear(
      { x: (bounds.xMin + bounds.xMax) / 2, y: (bounds.yMin + bounds.yMax) / 2 },
      { x: bounds.xMax - bounds.xMin, y: bounds.yMax - bounds.yMin },
    );
    await settled(state);
    expect(state.listed!.title).toMatch(/^\d+ puzzles near NHC-4 /);
    expect(state.listed!.count).toBeGreaterThan(0);
  });

  it("gives a hovered puzzle's values once asked, asking once, and asks again after the ratings change", async () => {
    const { api, listAsked } = fakeApi();
    const state = new CompareState(api);
    state.open(['Site 1']);
    await settled(state);
    expect(state.valuesOf(7)).toBeUndefined();
    expect(state.valuesOf(7)).toBeUndefined();
    await settled(state);
    expect(state.valuesOf(7)!.map((entry) => entry.metric)).toContain('nhc4');
    expect(listAsked.filter((input) => input.ids.length === 1 && input.ids[0] === 7)).toHaveLength(1);
    state.handle({ topic: 'library.changed' });
    await settled(state);
    expect(state.valuesOf(7)).toBeUndefined();
  });

  it('scatters the metric against the best-rated other one unless another is chosen, never against itself', async () => {
    const { api, scatterAsked } = fakeApi();
    const state = new CompareState(api);
    state.open(['Site 1']);
    await settled(state);
    expect(state.scatterY).not.toBeNull();
    expect(state.scatterY).not.toBe('nhc4');
    state.setSecondMetric('cost');
    await settled(state);
    expect(state.scatterY).toBe('cost');
    expect(state.scatter!.total).toBe(90);
    state.setSecondMetric('nhc4');
    await settled(state);
    expect(state.scatterY).not.toBe('nhc4');
    state.setLogScale(true);
    await settled(state);
    expect(scatterAsked.at(-1)).toMatchObject({ x: 'nhc4', y: 'nhc4', log: true });
  });

  it('refreshes as a job reports progress, at most once per interval', async () => {
    const { api, asked } = fakeApi();
    let now = 0;
    const state = new CompareState(api, () => now);
    state.open(['Site 1']);
    await settled(state);
    const before = asked.length;
    const progress = (done: number) => ({
      topic: 'job.progress' as const,
      progress: { jobId: 99, kind: 'rate', total: 90, done, failed: 0, perSecond: 1, etaSeconds: 1, elapsedMs: 1 },
    });
    now += 10;
    state.handle(progress(10));
    await settled(state);
    expect(asked.length).toBe(before);
    now += PROGRESS_REFRESH_MS;
    state.handle(progress(20));
    await settled(state);
    expect(asked.length).toBe(before + 1);
  });

  it('asks the app nothing while another view is shown, and once when it is shown again', async () => {
    const { api, asked } = fakeApi();
    let now = 0;
    const state = new CompareState(api, () => now);
    // Before the view was ever opened: the library's sources are followed without a question.
    state.setLibrarySources([{ name: 'Site 1', levels: ['Easy', 'Hard'] }]);
    await settled(state);
    expect(asked).toHaveLength(0);
    state.open([]);
    await settled(state);
    expect(asked).toHaveLength(1);
    state.hide();
    state.handle({ topic: 'library.changed' });
    now += PROGRESS_REFRESH_MS;
    state.handle({
      topic: 'job.progress',
      progress: { jobId: 1, kind: 'rate', total: 90, done: 10, failed: 0, perSecond: 1, etaSeconds: 1, elapsedMs: 1 },
    });
    state.setLibrarySources([
      { name: 'Site 1', levels: ['Easy', 'Hard'] },
      { name: 'Site 2', levels: ['Mild'] },
    ]);
    await settled(state);
    expect(asked).toHaveLength(1);
    state.open([]);
    await settled(state);
    expect(asked).toHaveLength(2);
    expect(asked.at(-1)?.sources).toEqual(['Site 1', 'Site 2']);
    // Shown again with nothing changed meanwhile: the figures on screen stay, nothing is asked.
    state.hide();
    state.open([]);
    await settled(state);
    expect(asked).toHaveLength(2);
  });

  it("deletes a saved scale and goes back to the Project Patti paper's when it was in use", async () => {
    const { api } = fakeApi();
    const state = new CompareState(api);
    const saved = { ...PAPER_SCALE, name: 'mine', cutPoints: [2, 5] as const };
    state.scales = [PAPER_SCALE, saved];
    state.scale = saved;
    await state.deleteScale('mine');
    expect(state.scales.map((scale) => scale.name)).toEqual(['paper']);
    expect(state.scale.name).toBe('paper');
  });

  it("makes the chosen scale the library's and says so", async () => {
    const { api } = fakeApi();
    const state = new CompareState(api);
    expect(state.scaleInUse).toBe('paper');
    state.scale = { ...PAPER_SCALE, name: 'mine' };
    await state.useInLibrary();
    expect(state.scaleInUse).toBe('mine');
    expect(state.message).toContain('mine');
  });

  it('opens every source with levels when the link names none, and the linked ones when it does', async () => {
    const { api, asked } = fakeApi();
    const state = new CompareState(api);
    state.open([]);
    await settled(state);
    expect(asked).toHaveLength(0);
    state.setLibrarySources([
      { name: 'Site 1', levels: ['Easy', 'Hard'] },
      { name: 'Classics', levels: [] },
      { name: 'Site 2', levels: ['Mild'] },
    ]);
    await settled(state);
    expect(state.sources).toEqual(['Site 1', 'Site 2']);
    expect(asked.at(-1)?.sources).toEqual(['Site 1', 'Site 2']);
    state.open(['Classics']);
    expect(state.sources).toEqual(['Classics']);
    // The library's sources changing leaves a linked choice alone.
    state.setLibrarySources([{ name: 'Site 3', levels: ['Easy'] }]);
    expect(state.sources).toEqual(['Classics']);
  });

  it('says what a rate job does beside its progress, and no more once it ended', async () => {
    const { api } = fakeApi();
    const state = new CompareState(api);
    state.open(['Site 1']);
    await settled(state);
    await state.rate('nhc4');
    expect(state.jobs.map((job) => job.note)).toEqual(['Rating 90 puzzles.']);
    expect(state.message).toBeNull();
    state.handle({ topic: 'job.finished', summary: { jobId: 7 } } as never);
    expect(state.jobs).toEqual([]);
    expect(state.message).toBeNull();
  });

  it("offers the published columns of the selection beside Patti's metrics, by their short names on charts", async () => {
    const { api } = fakeApi();
    const state = new CompareState(api);
    expect(state.metricChoices.map((choice) => choice.id)).not.toContain('ext:score');
    state.open(['Site 1']);
    await settled(state);
    expect(state.metricChoices.map((choice) => choice.id)).toContain('ext:score');
    expect(state.shortName('ext:score')).toBe('score (published)');
    expect(state.shortName('nhc4')).toBe('NHC-4');
  });
});
