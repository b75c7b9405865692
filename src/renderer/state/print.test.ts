import { describe, expect, it } from 'vitest';
import type { AppApi } from '../../shared/api';
import { namedPrintPuzzles } from '../../../tests/support/printPuzzles';
import type { PrintSetInput } from '../../shared/printTypes';
import { describeSelection, fileNameOf, PrintState, printRouteOf, selectionOf } from './print.svelte';
import { formatRoute, parseRoute, type Route } from './routes';

const ok = <T>(value: T) => ({ ok: true, value });

/**
 * An API whose printPuzzles answers with `count` named puzzles and records what it was asked;
 * the library answers the chooser with one source of two levels, a tag, a collection, a rating
 * column and two scales.
 */
function fakeApi(count: number): { api: AppApi; calls: () => number; asked: PrintSetInput[] } {
  const asked: PrintSetInput[] = [];
  const api = {
    printPuzzles: async (input: PrintSetInput) => {
      asked.push(input);
      return ok({ puzzles: namedPrintPuzzles(count) });
    },
    libraryInfo: async () =>
      ok({
        tags: [{ name: 'weekend', count: 3 }],
        collections: [{ name: 'Pick', size: 2 }],
        columns: [{ key: 'ext:SE', rater: 'SE', external: true, title: 'SE', name: 'SE', description: '', count: 9 }],
      }),
    listSources: async () =>
      ok([
        {
          name: 'Named',
          url: null,
          licence: null,
          puzzles: 9,
          levels: [
            { name: 'Hard', puzzles: 4 },
            { name: 'Harder', puzzles: 5 },
          ],
        },
      ]),
    listScales: async () => ok({ scales: [{ name: 'paper' }, { name: 'tight' }], problem: null }),
  } as unknown as AppApi;
  return { api, calls: () => asked.length, asked };
}

describe('PrintState', () => {
  it('lays out what the app sent with the options chosen, asking again only when the facts needed change', async () => {
    const { api, calls } = fakeApi(9);
    const state = new PrintState(api);
    state.open({ filter: { source: 'Named' } });
    await state.refresh();
    expect(state.layout?.pages.map((page) => page.kind)).toEqual(['puzzles', 'puzzles', 'puzzles', 'answers']);
    const before = calls();
    state.setOptions({ perPage: 6, title: 'T' });
    expect(state.layout?.pages).toHaveLength(3);
    expect(calls()).toBe(before);
    state.setOptions({ label: ['number', 'se'] });
    expect(calls()).toBe(before + 1);
  });

  it("opens on the chosen rows, offers the library's choices, and prints another set on request", async () => {
    const { api, asked } = fakeApi(3);
    const state = new PrintState(api);
    state.open({ ids: [7, 2, 5] });
    await state.loadChoices();
    await state.refresh();
    expect(asked[0]!.selection).toEqual({ ids: [7, 2, 5] });
    expect(state.chosenIds).toEqual([7, 2, 5]);
    expect(state.choices).toEqual({
      sources: [{ name: 'Named', levels: ['Hard', 'Harder'] }],
      tags: ['weekend'],
      collections: ['Pick'],
      columns: [expect.objectContaining({ key: 'ext:SE' })],
      scales: ['paper', 'tight'],
    });
    state.pageIndex = 1;
    state.choose({ filter: { source: 'Named' }, category: 'hard' });
    expect(state.pageIndex).toBe(0);
    await state.refresh();
    expect(asked.at(-1)!.selection).toEqual({ filter: { source: 'Named' }, category: 'hard' });
    // The rows stay on offer after choosing another set.
    expect(state.chosenIds).toEqual([7, 2, 5]);
  });

  it("shows the app's sentence when a set cannot be printed, and one line for an empty set", async () => {
    const api = {
      printPuzzles: async (input: PrintSetInput) =>
        'ids' in input.selection ? { ok: false, error: { message: 'the library has no puzzle with id 99' } } : ok({ puzzles: [] }),
      libraryInfo: async () => ({ ok: false, error: { message: 'no library' } }),
      listSources: async () => ({ ok: false, error: { message: 'no library' } }),
      listScales: async () => ({ ok: false, error: { message: 'no library' } }),
    } as unknown as AppApi;
    const state = new PrintState(api);
    state.open({ ids: [99] });
    await state.refresh();
    expect(state.error).toBe('the library has no puzzle with id 99');
    expect(state.layout).toBeNull();
    state.choose({ filter: { source: 'Nobody' } });
    await state.refresh();
    expect(state.error).toBe('Nothing to print: the selection is empty.');
    expect(state.choices).toBeNull();
  });

  it('keeps the last good options when new ones cannot print', () => {
    const state = new PrintState(fakeApi(1).api);
    state.setOptions({ margin: 1_000 });
    expect(state.error).toMatch(/margin/);
    expect(state.options.margin).toBe(36);
  });

  it('says so when the paper is too small for the puzzles a page, and adds a cover when asked', async () => {
    const state = new PrintState(fakeApi(9).api);
    state.setOptions({ paper: 'a5', booklet: true, perPage: 6 });
    expect(state.error).toMatch(/6 puzzles a page do not fit on A5 booklet pages/);
    expect(state.options.perPage).toBe(4);
    state.open({ filter: { source: 'Named' } });
    await state.refresh();
    state.setOptions({ paper: 'a4', booklet: false, cover: true, title: 'Weekend' });
    expect(state.layout?.pages.map((page) => page.kind)).toEqual(['cover', 'puzzles', 'puzzles', 'puzzles', 'answers']);
  });
});

describe('selectionOf', () => {
  it('turns a print link into what the app is asked for', () => {
    expect(selectionOf({}, [4, 1])).toEqual({ ids: [4, 1] });
    expect(selectionOf({ source: 'Sudoku Exchange' }, [4, 1])).toEqual({ ids: [4, 1], source: 'Sudoku Exchange' });
    expect(selectionOf({ collection: 'Weekend' })).toEqual({ filter: { collection: 'Weekend' } });
    expect(selectionOf({ source: 'Royle', category: 'medium', scale: 'tight' })).toEqual({
      filter: { source: 'Royle' },
      category: 'medium',
      scale: 'tight',
    });
    // A scale without a category chooses nothing.
    expect(selectionOf({ source: 'Royle', scale: 'tight' })).toEqual({ filter: { source: 'Royle' } });
  });
});

describe('printRouteOf', () => {
  it('writes every kind of selection as a link that opens the same selection', () => {
    const selections = [
      { ids: [4, 1, 9] },
      { ids: [4, 1, 9], source: 'Sudoku Exchange' },
      { filter: { collection: 'Weekend & more' } },
      {
        filter: {
          source: 'A · B',
          level: 'Hard',
          tag: 't',
          clues: { min: 20, max: 25 },
          ratings: [
            { rater: 'se', min: 7, max: 9 },
            { rater: 'ER', external: true, min: 7.5 },
          ],
        },
      },
      { filter: { source: 'Named' }, category: 'medium' as const, scale: 'tight' },
      { filter: {} },
    ];
    for (const selection of selections) {
      const parsed = parseRoute(formatRoute(printRouteOf(selection)));
      expect(
        parsed.ok && parsed.route.view === 'print' && selectionOf(parsed.route.filter, parsed.route.ids),
        JSON.stringify(selection),
      ).toEqual(selection);
    }
  });

  it("sends the chooser's pick through the address when the view has one", async () => {
    const routes: Route[] = [];
    const { api, asked } = fakeApi(3);
    const state = new PrintState(api, (route) => routes.push(route));
    state.pick({ filter: { tag: 'weekend' } });
    expect(routes).toEqual([{ view: 'print', filter: { tag: 'weekend' } }]);
    expect(asked).toHaveLength(0);
  });
});

describe('print words', () => {
  it('describes a selection and names the file from a title', () => {
    expect(describeSelection({ filter: { collection: 'Weekend' } })).toBe('collection “Weekend”');
    expect(describeSelection({ filter: {} })).toBe('the whole library');
    expect(describeSelection({ ids: [3] })).toBe('1 chosen puzzle');
    expect(
      describeSelection({
        filter: { source: 'Royle', clues: { min: 17 }, ratings: [{ rater: 'SE', external: true, min: 7, max: 9 }] },
        category: 'hard',
      }),
    ).toBe('source Royle, hard, 17.. clues, SE 7 to 9');
    expect(describeSelection({ filter: { collection: 'Weekend', tag: 'new' }, category: 'easy', scale: 'tight' })).toBe(
      'collection “Weekend”, tag new, easy on scale tight',
    );
    expect(fileNameOf('Weekend set: hard!')).toBe('weekend-set-hard.pdf');
    expect(fileNameOf('***')).toBe('puzzles.pdf');
  });
});
