import { describe, expect, it } from 'vitest';
import type { CustomSet } from '../../core/rate/customSet';
import type { AppApi, Reply } from '../../shared/api';
import type { CustomSetPreview, PreviewCustomSetInput, SaveCustomSetInput } from '../../shared/customSetTypes';
import { RatingsState } from './ratings.svelte';

const ok = <T>(value: T): Promise<Reply<T>> => Promise.resolve({ ok: true, value });
const refused = (message: string): Promise<Reply<never>> => Promise.resolve({ ok: false, error: { kind: 'ERR_SERVICE', message } });
const figures = (spearman: number) => ({
  spearman,
  finished: 2,
  unfinished: 0,
  columns: ['easiest third'],
  counts: [[2]],
  rowPercent: [[100]],
});

/** An app with a library of saved sets and a preview that answers after `delay` ms with the set's x-wing value as its Spearman. */
function fakeApi(delays: number[] = []) {
  const saved = new Map<string, CustomSet>();
  const previews: PreviewCustomSetInput[] = [];
  const api = {
    listCustomSets: () =>
      ok(
        [...saved.values()].map((set) => ({
          name: set.name,
          base: set.base,
          fold: set.fold,
          techniques: set.techniques.length,
          levels: 0,
          identity: 'x',
          updatedAt: 'now',
        })),
      ),
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
    libraryInfo: () => ok({ collections: [{ name: 'Mine', size: 2 }] }),
    customSet: (name: string) => ok(saved.has(name) ? { set: saved.get(name)!, identity: 'x', updatedAt: 'now' } : null),
    saveCustomSet: ({ set, replace }: SaveCustomSetInput) => {
      if (!replace && saved.has(set.name))
        return refused(`a set named '${set.name}' exists already: choose another name, or open it and save over it`);
      saved.set(set.name, set);
      return ok({ name: set.name });
    },
    deleteCustomSet: (name: string) => ok(saved.delete(name)),
    previewCustomSet: (input: PreviewCustomSetInput) => {
      previews.push(input);
      const rho = input.set.techniques.find((t) => t.id === 'x-wing')?.value ?? -1;
      const preview: CustomSetPreview = {
        edited: figures(rho),
        preset: figures(0.5),
        levelNames: ['Easy', 'Hard'],
        solved: 0,
        available: 2,
        sampled: 2,
      };
      return new Promise((resolve) => setTimeout(() => resolve({ ok: true, value: preview }), delays.shift() ?? 0));
    },
  } as unknown as AppApi;
  return { api, saved, previews };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RatingsState', () => {
  it('previews the draft once a burst of edits is over, against the first source with levels', async () => {
    const { api, previews } = fakeApi();
    const state = new RatingsState(api, () => {}, 20);
    await state.load();
    state.startFrom('hodoku');
    expect(state.draft?.name).toBe('my-hodoku');
    const xWing = state.draft!.techniques.find((t) => t.id === 'x-wing')!;
    for (const value of ['0', '0.', '0.2']) {
      xWing.value = value;
      state.edited();
    }
    await wait(60);
    expect(previews).toHaveLength(1);
    expect(previews[0]).toMatchObject({ sample: { source: 'Levels' }, against: 'Levels' });
    expect(state.preview?.edited.spearman).toBe(0.2);
  });

  it('shows the answer to the latest draft when an older answer comes later', async () => {
    const { api } = fakeApi([80, 0]);
    const state = new RatingsState(api, () => {}, 0);
    await state.load();
    state.startFrom('hodoku');
    const xWing = state.draft!.techniques.find((t) => t.id === 'x-wing')!;
    xWing.value = '0.1';
    const slow = state.refreshPreview();
    xWing.value = '0.9';
    await state.refreshPreview();
    await slow;
    expect(state.preview?.edited.spearman).toBe(0.9);
  });

  it('does not ask for a preview of a draft with problems, and says why', async () => {
    const { api, previews } = fakeApi();
    const state = new RatingsState(api, () => {}, 0);
    await state.load();
    state.startFrom('se');
    state.draft!.techniques[0]!.value = '-1';
    await state.refreshPreview();
    expect(previews).toHaveLength(0);
    expect(state.previewProblem).toMatch(/waits for the set to be complete/);
    expect(state.problems[0]).toMatch(/values must be 0 or more/);
  });

  it('saves a new set, refuses a duplicate name with Save as, replaces with Save, and deletes', async () => {
    const { api, saved } = fakeApi();
    const went: (string | null)[] = [];
    const state = new RatingsState(api, (name) => went.push(name), 0);
    await state.load();
    state.startFrom('hodoku');
    state.draft!.name = 'no-xy';
    state.draft!.techniques.find((t) => t.id === 'xy-wing')!.enabled = false;
    expect(await state.save()).toBe(true);
    expect(saved.get('no-xy')?.techniques.some((t) => t.id === 'xy-wing')).toBe(false);
    expect(state.openedName).toBe('no-xy');
    expect(went.at(-1)).toBe('no-xy');
    expect(state.sets.map((set) => set.name)).toEqual(['no-xy']);

    expect(await state.saveAs('no-xy')).toBe(false);
    expect(state.message).toEqual({
      kind: 'problem',
      text: "Not saved: a set named 'no-xy' exists already: choose another name, or open it and save over it",
    });

    state.draft!.fold = 'hardest';
    expect(await state.save()).toBe(true);
    expect(saved.get('no-xy')?.fold).toBe('hardest');
    expect(state.message?.text).toMatch(/earlier ratings in the library are now stale/);

    expect(await state.delete()).toBe(true);
    expect(saved.size).toBe(0);
    expect(state.draft).toBeNull();
  });

  it('opens a saved set from its address, and says when there is none', async () => {
    const { api, saved } = fakeApi();
    const state = new RatingsState(api, () => {}, 1000);
    saved.set('kept', { name: 'kept', base: 'se', fold: 'hardest', techniques: [{ id: 'full-house', value: 1 }] });
    await state.open('kept');
    expect(state.draft?.techniques.filter((t) => t.enabled).map((t) => t.id)).toEqual(['full-house']);
    await state.open('gone');
    expect(state.message?.text).toBe('There is no set named “gone” in this library.');
  });
});
