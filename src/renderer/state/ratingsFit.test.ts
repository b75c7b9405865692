import { describe, expect, it } from 'vitest';
import { presetCustomSet } from '../../core/rate/customSet';
import type { AppApi, Reply } from '../../shared/api';
import type { FitRatingInput, FitRatingView } from '../../shared/fitTypes';
import { RatingsState } from './ratings.svelte';
import { changedValues, fittedSetName, formatValue } from './ratingsFit.svelte';

const ok = <T>(value: T): Promise<Reply<T>> => Promise.resolve({ ok: true, value });

/** A fit that doubles the x-wing's value of the preset it starts from. */
function fittedFrom(input: FitRatingInput): FitRatingView {
  const start = presetCustomSet('start', 'hodoku');
  const values = Object.fromEntries(start.techniques.map((t) => [t.id, t.id === 'x-wing' ? t.value * 2 : t.value]));
  return {
    values,
    spearman: 0.8,
    cvSpearman: 0.78,
    start: { values: Object.fromEntries(start.techniques.map((t) => [t.id, t.value])), spearman: 0.75, cvSpearman: 0.74 },
    foldSpearman: [0.78],
    levels: ['Easy', 'Hard'],
    puzzles: 40,
    leftOut: {},
    unlevelled: 0,
    unused: [],
    set: { ...start, name: input.source, techniques: start.techniques.map((t) => ({ ...t, value: values[t.id]! })) },
  };
}

function fakeApi() {
  const asked: FitRatingInput[] = [];
  const api = {
    listCustomSets: () =>
      ok([{ name: 'levels-fit', base: 'hodoku', fold: 'sum', techniques: 3, levels: 0, identity: 'x', updatedAt: 'now' }]),
    listSources: () =>
      ok([
        {
          name: 'Levels',
          url: null,
          licence: null,
          puzzles: 2,
          levels: [
            { name: 'Easy', puzzles: 1 },
            { name: 'Hard', puzzles: 1 },
          ],
        },
      ]),
    libraryInfo: () => ok({ collections: [] }),
    previewCustomSet: () => new Promise(() => {}),
    fitRating: (input: FitRatingInput) => {
      asked.push(input);
      return ok(fittedFrom(input));
    },
  } as unknown as AppApi;
  return { api, asked };
}

describe('fitting a rating in the Ratings view', () => {
  it('fits from the preset being edited to the compared source, and lists only the values that changed', async () => {
    const { api, asked } = fakeApi();
    const state = new RatingsState(api, () => {}, 10_000);
    await state.load();
    state.startFrom('hodoku');
    await state.fitToSource();
    expect(asked).toEqual([{ source: 'Levels', from: 'hodoku' }]);
    const changed = changedValues(state.fit.result!);
    expect(changed.map((value) => value.id)).toEqual(['x-wing']);
    expect(changed[0]!.fitted).toBe(changed[0]!.start * 2);
    expect(changed[0]!.name).toBe('X-wing');
  });

  it('opens the fitted values as a new set named after the source, not over a saved one', async () => {
    const { api } = fakeApi();
    const state = new RatingsState(api, () => {}, 10_000);
    await state.load();
    state.startFrom('hodoku');
    await state.fitToSource();
    state.editFitted();
    expect(state.draft?.name).toBe('levels-fit-2');
    expect(state.openedName).toBeNull();
    expect(state.draft?.techniques.find((t) => t.id === 'x-wing')?.value).toBe(String(state.fit.result!.values['x-wing']));
  });

  it('writes values as a table of costs reads: whole from 100 up, else two decimals at most', () => {
    expect(formatValue(3412.338)).toBe('3,412');
    expect(formatValue(7.25)).toBe('7.25');
    expect(formatValue(4.2000001)).toBe('4.2');
  });

  it('makes set names people can type from any source name', () => {
    expect(fittedSetName('Sudoku of the Day (UK)', [])).toBe('sudoku-of-the-day-uk-fit');
    expect(fittedSetName('數獨', [])).toBe('site-fit');
  });
});
