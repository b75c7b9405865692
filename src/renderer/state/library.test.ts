import { describe, expect, it, vi } from 'vitest';
import type { AppApi, Reply } from '../../shared/api';
import type { ListPuzzlesInput, PuzzleListing, PuzzleRow } from '../../shared/libraryTypes';
import { PAPER_SCALE } from '../../core/compare/table';
import type { CompareScale } from '../../shared/compareTypes';
import { LibraryState, libraryRouteOf, queryOfRoute, scaleInUse } from './library.svelte';
import type { Route } from './routes';
import { BLOCK_ROWS } from './rowWindow.svelte';

const ok = <T>(value: T): Promise<Reply<T>> => Promise.resolve({ ok: true, value });
const row = (id: number, source: string): PuzzleRow => ({
  id,
  givens: '.'.repeat(81),
  clueCount: 20,
  origins: [{ source, level: null }],
  ratings: {},
});

/** A library of 1,000 puzzles: ids 1..1000, the even ones from "Even"; listing sorted by id either way. */
function fakeApi() {
  const all = Array.from({ length: 1000 }, (_, i) => row(i + 1, (i + 1) % 2 === 0 ? 'Even' : 'Odd'));
  const listed: ListPuzzlesInput[] = [];
  const writes: unknown[] = [];
  const pick = (filter: { source?: string } = {}, descending = false) => {
    const rows = all.filter((candidate) => filter.source === undefined || candidate.origins[0]!.source === filter.source);
    return descending ? [...rows].reverse() : rows;
  };
  const api = {
    libraryInfo: () => ok({ path: ':memory:', puzzles: all.length, tags: [], collections: [], columns: [], raters: [] }),
    listSources: () => ok([]),
    listScales: () => ok({ scales: [], problem: null }),
    gameProgress: () => ok([]),
    countPuzzles: (filter: { source?: string }) => ok(pick(filter).length),
    listPuzzles: (input: ListPuzzlesInput): Promise<Reply<PuzzleListing>> => {
      listed.push(input);
      const rows = pick(input.filter, input.page?.descending);
      const offset = input.page?.offset ?? 0;
      return ok({ total: rows.length, offset, rows: rows.slice(offset, offset + (input.page?.limit ?? 50)), columns: [] });
    },
    puzzleIds: (input: { filter?: { source?: string }; descending?: boolean }) =>
      ok(pick(input.filter, input.descending).map((candidate) => candidate.id)),
    puzzleDetail: (id: number) => ok({ id, givens: '.'.repeat(81) }),
    addToCollection: (input: unknown) => {
      writes.push(input);
      return ok({ changed: 3, message: 'Added 3 puzzles to “Set”.' });
    },
    setLevel: (input: unknown) => {
      writes.push(input);
      return ok({ changed: 2, message: 'Set the level.' });
    },
    namePuzzle: (input: unknown) => {
      writes.push(input);
      return ok({ changed: 1, message: 'Named.' });
    },
  } as unknown as AppApi;
  return { api, listed, writes };
}

describe('LibraryState', () => {
  it('opens an address: its filter and sort choose what is listed, and the rate count follows the filter', async () => {
    const { api, listed } = fakeApi();
    const library = new LibraryState(api);
    library.open({ view: 'library', filter: { source: 'Even' }, sort: { key: 'id', descending: true } });
    await library.load();
    expect(listed[0]).toMatchObject({ filter: { source: 'Even' }, page: { sort: 'id', descending: true, offset: 0, limit: BLOCK_ROWS } });
    expect(library.total).toBe(500);
    expect(library.rows.rowAt(0)?.id).toBe(1000);
    expect(library.rateCount).toBe(500);
    expect(library.selectedId).toBe(1000);
  });

  it('a link sorted by a rating lists by that rating from the first load', async () => {
    const { api, listed } = fakeApi();
    const column = {
      rater: 'se',
      path: '$.er',
      key: 'se@$.er',
      title: 'SE',
      name: 'Sudoku Explainer rating (SE)',
      description: 'SE',
      count: 9,
    };
    const withColumns = {
      ...api,
      libraryInfo: () => ok({ path: ':memory:', puzzles: 1000, tags: [], collections: [], columns: [column], raters: [] }),
    } as AppApi;
    const library = new LibraryState(withColumns);
    library.open({ view: 'library', sort: { key: 'se@$.er', descending: true } });
    await library.load();
    expect(listed[0]?.page?.sort).toEqual({ rater: 'se', path: '$.er' });
  });

  it('a filter change goes through the address, and the address round-trips the filter and sort', async () => {
    const { api } = fakeApi();
    const visited: Route[] = [];
    const library = new LibraryState(api, { go: (route) => visited.push(route) });
    await library.load();
    library.setFilter('source', 'Odd');
    expect(visited).toEqual([{ view: 'library', filter: { source: 'Odd' } }]);
    expect(library.filter.source).toBe('');
    const route = visited[0] as Extract<Route, { view: 'library' }>;
    library.open(route);
    expect(library.filter.source).toBe('Odd');
    library.sortBy('clues');
    expect(visited[1]).toEqual({ view: 'library', filter: { source: 'Odd' }, sort: { key: 'clues', descending: false } });
    const back = queryOfRoute(visited[1] as Extract<Route, { view: 'library' }>);
    expect(libraryRouteOf(back.filter, back.sort)).toEqual(visited[1]);
  });

  it('fetches rows in blocks as the table scrolls, only the blocks it lacks, and the next block in the direction of the scroll', async () => {
    const { api, listed } = fakeApi();
    const library = new LibraryState(api);
    await library.load();
    let before = listed.length;
    library.showRows(450, 500);
    await library.rows.ensure(450, 600);
    expect(listed.slice(before).map((input) => input.page?.offset)).toEqual([400, 500]);
    expect(library.rows.rowAt(470)?.id).toBe(471);
    expect(library.rows.rowAt(550)?.id).toBe(551);
    expect(library.viewStart).toBe(450);
    before = listed.length;
    library.showRows(350, 400);
    await library.rows.ensure(250, 400);
    expect(listed.slice(before).map((input) => input.page?.offset)).toEqual([300, 200]);
  });

  it('a Shift-click range reaches rows not fetched yet through the ordered ids, and a collection gets them in order', async () => {
    const { api, writes } = fakeApi();
    const library = new LibraryState(api);
    await library.load();
    await library.click(2, 3);
    await library.click(300, 301, { shift: true, toggle: false });
    expect(library.selectedCount).toBe(299);
    await library.click(5, 6, { shift: false, toggle: true });
    expect(library.selectedCount).toBe(298);
    await library.click(0, 1);
    await library.click(2, 3, { shift: true, toggle: false });
    await library.addSelectionTo('Set');
    expect(writes).toEqual([{ collection: 'Set', ids: [1, 2, 3] }]);
    expect(library.message).toBe('Added 3 puzzles to “Set”.');
  });

  it('Ctrl+A chooses every row of the filter; the selection links to the Print view while it is small enough', async () => {
    const { api } = fakeApi();
    const library = new LibraryState(api);
    library.open({ view: 'library', filter: { source: 'Odd' } });
    await library.load();
    await library.selectEverything();
    expect(library.selectedCount).toBe(500);
    expect(library.printSelectionLink).toMatch(/^#\/print\?ids=1,3,5,/);
    library.clearSelection();
    expect(library.printSelectionLink).toBeNull();
  });
});

describe('the chosen puzzle and the detail panel', () => {
  it('on a first start the first row is chosen and shown, so the panel and the choice agree', async () => {
    const { api } = fakeApi();
    const library = new LibraryState(api);
    await library.load();
    expect([...library.selection.ids]).toEqual([1]);
    expect(library.shownDetail?.id).toBe(1);
  });

  it('shows nothing once the shown puzzle is no longer chosen (Ctrl-click took it out, the choice was cleared)', async () => {
    const { api } = fakeApi();
    const library = new LibraryState(api);
    await library.load();
    const clicked = library.click(4, 5);
    // Chosen, its detail on its way: the panel says so and shows no other puzzle meanwhile.
    expect(library.shownDetail).toBeNull();
    expect(library.detailLoading).toBe(5);
    await clicked;
    await vi.waitFor(() => expect(library.shownDetail?.id).toBe(5));
    expect(library.detailLoading).toBeNull();
    await library.click(4, 5, { shift: false, toggle: true });
    expect(library.selectedCount).toBe(0);
    expect(library.shownDetail).toBeNull();
    await library.click(6, 7);
    library.clearSelection();
    expect(library.shownDetail).toBeNull();
  });

  it('a new filter chooses its first row in place of a single click, but keeps a choice of several rows', async () => {
    const { api } = fakeApi();
    const library = new LibraryState(api);
    await library.load();
    await library.click(9, 10);
    library.open({ view: 'library', filter: { source: 'Odd' } });
    await vi.waitFor(() => expect(library.shownDetail?.id).toBe(1));
    expect([...library.selection.ids]).toEqual([1]);
    await library.click(1, 3, { shift: false, toggle: true });
    library.open({ view: 'library', filter: { source: 'Even' } });
    await vi.waitFor(() => expect(library.rows.rowAt(0)?.id).toBe(2));
    expect([...library.selection.ids].sort()).toEqual([1, 3]);
    expect(library.shownDetail?.id).toBe(3);
  });

  it("Enter's replay and the row's +N: the replay of that puzzle, and the panel lists every origin", async () => {
    const { api } = fakeApi();
    const visited: Route[] = [];
    const library = new LibraryState(api, { go: (route) => visited.push(route) });
    await library.load();
    library.openReplay(42);
    expect(visited).toEqual([{ view: 'replay', ref: { id: 42 }, set: 'se' }]);
    await library.openOrigins(11, 12);
    expect(library.originsOpen).toBe(true);
    expect(library.shownDetail?.id).toBe(12);
    await library.click(12, 13);
    expect(library.originsOpen).toBe(false);
  });

  it('a level chosen under its source filters on both; the print link of the choice names the source', async () => {
    const { api } = fakeApi();
    const visited: Route[] = [];
    const library = new LibraryState(api, { go: (route) => visited.push(route) });
    await library.load();
    library.filterLevel('Even numbers', '6-7');
    expect(visited).toEqual([{ view: 'library', filter: { source: 'Even numbers', level: '6-7' } }]);
    library.open(visited[0] as Extract<Route, { view: 'library' }>);
    await library.click(0, 1);
    expect(library.printSelectionLink).toBe('#/print?ids=1&source=Even%20numbers');
  });
});

describe('editing after an import', () => {
  it('sets a level on the chosen rows or on the whole filter, and names the puzzle shown', async () => {
    const { api, writes } = fakeApi();
    const library = new LibraryState(api);
    library.open({ view: 'library', filter: { source: 'Even' } });
    await library.load();
    await library.click(0, 2);
    await library.click(1, 4, { shift: true, toggle: false });
    await library.setLevel({ source: 'Even', level: 'Hard', scope: 'chosen' });
    await library.setLevel({ source: '', level: 'Easy', scope: 'filter' });
    await library.nameShown('Twin peaks');
    expect(writes).toEqual([
      { source: 'Even', level: 'Hard', ids: [2, 4] },
      { level: 'Easy', filter: { source: 'Even' } },
      { id: 4, name: 'Twin peaks' },
    ]);
    expect(library.message).toBe('Named.');
  });
});

describe('the scale the universal column follows', () => {
  const tight: CompareScale = { name: 'tight', metric: 'nhc4', cutPoints: [3, 5], harderWhen: 'higher' };
  it('is the scale in use, else the Project Patti paper scale', () => {
    expect(scaleInUse({ scales: [PAPER_SCALE, tight], inUse: 'tight', problem: null })).toBe(tight);
    expect(scaleInUse({ scales: [PAPER_SCALE, tight], inUse: 'paper', problem: null })).toBe(PAPER_SCALE);
    expect(scaleInUse({ scales: [tight], inUse: 'gone', problem: null })).toBe(PAPER_SCALE);
  });
});
