import { describe, expect, it } from 'vitest';
import type { AppApi } from '../../shared/api';
import { namedPrintPuzzles } from '../../core/print/testPuzzles';
import { describeSelection, fileNameOf, PrintState } from './print.svelte';

/** An API whose printPuzzles answers with `count` named puzzles and counts its calls. */
function fakeApi(count: number): { api: AppApi; calls: () => number } {
  let calls = 0;
  const api = {
    printPuzzles: async () => {
      calls++;
      return { ok: true, value: { puzzles: namedPrintPuzzles(count) } };
    },
  } as unknown as AppApi;
  return { api, calls: () => calls };
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

  it('keeps the last good options when new ones cannot print', () => {
    const state = new PrintState(fakeApi(1).api);
    state.setOptions({ margin: 1_000 });
    expect(state.error).toMatch(/margin/);
    expect(state.options.margin).toBe(36);
  });
});

describe('print words', () => {
  it('describes a selection and names the file from a title', () => {
    expect(describeSelection({ filter: { collection: 'Weekend' } })).toBe('collection “Weekend”');
    expect(describeSelection({ filter: {} })).toBe('the whole library');
    expect(describeSelection({ ids: [3] })).toBe('1 chosen puzzle');
    expect(fileNameOf('Weekend set: hard!')).toBe('weekend-set-hard.pdf');
    expect(fileNameOf('***')).toBe('puzzles.pdf');
  });
});
