import { describe, expect, it } from 'vitest';
import { computeComparison, computeSpearmanIntervals, PAPER_SCALE } from '../../core/compare/index';
import { syntheticTable } from '../../core/compare/syntheticTable';
import type { AppApi, Reply } from '../../shared/api';
import type { CompareSelection, CompareStatisticsInput } from '../../shared/compareTypes';
import { CompareState } from './compare.svelte';

const ok = <T>(value: T): Promise<Reply<T>> => Promise.resolve({ ok: true, value });

/** An API whose Compare methods compute on a synthetic table, recording the selections it was asked about. */
function fakeApi(): { api: AppApi; asked: CompareSelection[]; rateCalls: unknown[] } {
  const table = syntheticTable(90, { sources: 1, levels: 3, seed: 3 });
  const asked: CompareSelection[] = [];
  const rateCalls: unknown[] = [];
  const api = {
    compareStatistics: (input: CompareStatisticsInput) => {
      asked.push(input.selection);
      return ok({ comparison: computeComparison(table, { metric: input.metric, scale: PAPER_SCALE }), ratings: [] });
    },
    compareRows: () => ok({ table, ratings: [], problems: [] }),
    compareIntervals: () => ok(computeSpearmanIntervals(table, { resamples: 20 })),
    startRateJob: (input: unknown) => {
      rateCalls.push(input);
      return ok({ jobId: 7, message: 'Rating 90 puzzles.' });
    },
  } as unknown as AppApi;
  return { api, asked, rateCalls };
}

async function settled(state: CompareState): Promise<void> {
  for (let i = 0; i < 20 && (state.loading || !state.intervals); i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('CompareState', () => {
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
    state.handle({ topic: 'job.progress', progress: { jobId: 7, total: 90, done: 30, failed: 0, perSecond: 1, etaSeconds: 60, elapsedMs: 1 } });
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
});
