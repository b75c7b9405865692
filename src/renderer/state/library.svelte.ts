/**
 * The Library view's state: the filter and sort (kept in the address, so a reload or the back
 * button restores them), the listing's rows fetched in windows as the table scrolls, the rows
 * chosen in it, the puzzle shown beside it, tags and collections written on the chosen rows, the
 * columns shown, and how many puzzles a rate job over the filter would take. Answers that arrive
 * after a newer question are dropped.
 */
import { PAPER_SCALE, type CompareScale } from '../../core/compare/index';
import type { AppApi } from '../../shared/api';
import type { ScaleList } from '../../shared/compareTypes';
import type { GameProgress } from '../../shared/playTypes';
import type { LibraryFilter, LibraryInfo, ListSort, PuzzleDetailView, RatingColumn, SourceSummary } from '../../shared/libraryTypes';
import {
  chooseColumn,
  isColumnShown,
  NO_COLUMN_CHOICES,
  readColumnChoices,
  UNIVERSAL_COLUMN,
  visibleColumns,
  writeColumnChoices,
  type ColumnChoices,
  type ColumnStorage,
} from './columnChoice';
import { printIdsLink } from './libraryLinks';
import { levelGroups } from './originContext';
import { makeSetLevelInput, type LevelChoice } from './setLevel';
import type { LibrarySort, Route } from './routes';
import { BLOCK_ROWS, RowWindow, type FetchRows } from './rowWindow.svelte';
import { NO_SELECTION, selectAll, selectedIds, selectOnly, selectRange, toggleRow, type TableSelection } from './tableSelection';
import { metricColumnOf } from './universalColumn';

/** The filter bar's fields; '' means any. */
export interface FilterValues {
  source: string;
  level: string;
  tag: string;
  collection: string;
}

export type FilterField = keyof FilterValues;

/** What the table is sorted by: 'id', 'clues' or a rating column's key. */
export type SortChoice = LibrarySort;

/** How a row was clicked: Shift extends a range, Ctrl/Cmd toggles. */
export interface ClickKeys {
  readonly shift: boolean;
  readonly toggle: boolean;
}

const FILTER_FIELDS = ['source', 'level', 'tag', 'collection'] as const;
const NO_FILTER: FilterValues = { source: '', level: '', tag: '', collection: '' };
const DEFAULT_SORT: SortChoice = { key: 'id', descending: false };

/** Rows the table keeps drawn at least (more on a tall screen). */
export const MIN_DRAWN_ROWS = 50;

/** Level names to offer: the chosen source's levels in its order, or every level name once, in the sources' orders. */
export function levelChoices(sources: readonly SourceSummary[], source: string): string[] {
  const chosen = source === '' ? sources : sources.filter((summary) => summary.name === source);
  return [...new Set(chosen.flatMap((summary) => summary.levels.filter((level) => level.puzzles > 0).map((level) => level.name)))];
}

/** The API's filter for the filter bar's values (only the fields chosen). */
export function makeApiFilter(values: FilterValues): LibraryFilter {
  const filter: { -readonly [K in keyof LibraryFilter]: LibraryFilter[K] } = {};
  for (const field of FILTER_FIELDS) if (values[field] !== '') filter[field] = values[field];
  return filter;
}

/** Whether a sort choice names a rating column (which only the library's columns can turn into the API's sort). */
function isRatingSort(key: string): boolean {
  return key !== 'id' && key !== 'clues';
}

/** The API's sort for a sort choice, given the rating columns the library has. */
export function makeApiSort(key: string, columns: readonly RatingColumn[]): ListSort {
  if (key === 'id' || key === 'clues') return key;
  const column = columns.find((candidate) => candidate.key === key);
  if (!column) return 'id';
  const { rater, external, parameters, path } = column;
  return {
    rater,
    ...(external ? { external } : {}),
    ...(parameters !== undefined ? { parameters } : {}),
    ...(path !== undefined ? { path } : {}),
  };
}

/** The library's address for a filter and sort (the plain `#/library` for none and the default order). */
export function libraryRouteOf(filter: FilterValues, sort: SortChoice): Route {
  const chosen = makeApiFilter(filter);
  const sorted = sort.key !== DEFAULT_SORT.key || sort.descending !== DEFAULT_SORT.descending;
  return { view: 'library', ...(Object.keys(chosen).length > 0 ? { filter: chosen } : {}), ...(sorted ? { sort } : {}) };
}

/** The filter and sort a library address names (the defaults for what it leaves out). */
export function queryOfRoute(route: Extract<Route, { view: 'library' }>): { filter: FilterValues; sort: SortChoice } {
  const filter = { ...NO_FILTER };
  for (const field of FILTER_FIELDS) filter[field] = route.filter?.[field] ?? '';
  return { filter, sort: route.sort ?? DEFAULT_SORT };
}

/** The scale the universal column follows: the library's scale in use (Compare's "Use in the library"), else the Project Patti paper's. */
export function scaleInUse(list: ScaleList): CompareScale {
  return list.scales.find((scale) => scale.name === list.inUse) ?? PAPER_SCALE;
}

export interface LibraryStateOptions {
  /** Goes to a library address (the router); without it the state applies the address itself. */
  readonly go?: (route: Route) => void;
  /** Where the columns shown and hidden are remembered (`localStorage`). */
  readonly storage?: ColumnStorage;
}

export class LibraryState {
  info = $state.raw<LibraryInfo | null>(null);
  sources = $state.raw<readonly SourceSummary[]>([]);
  /** The puzzles played in Play, by id: in progress or solved, with the time taken. */
  games = $state.raw<ReadonlyMap<number, GameProgress>>(new Map());
  filter = $state.raw<FilterValues>({ ...NO_FILTER });
  sort = $state.raw<SortChoice>(DEFAULT_SORT);
  /** A failed call (unreachable host, a filter the library refused). */
  error = $state<string | null>(null);
  /** The puzzle last clicked or moved to (the focused row); shown beside the table while it is chosen. */
  selectedId = $state<number | null>(null);
  /** The row index of the focused row. */
  cursor = $state(0);
  detail = $state.raw<PuzzleDetailView | null>(null);
  /** Whether the detail panel lists every origin of the puzzle (the row's "+N" opens them). */
  originsOpen = $state(false);
  showSolution = $state(false);
  selection = $state.raw<TableSelection>(NO_SELECTION);
  columnChoices = $state.raw<ColumnChoices>(NO_COLUMN_CHOICES);
  scale = $state.raw<CompareScale>(PAPER_SCALE);
  /** Puzzles the filter selects whatever the sort: what a rate job takes. */
  rateCount = $state<number | null>(null);
  /** What the last tag or collection action did, in a sentence. */
  message = $state<string | null>(null);
  /** A tag or collection action under way. */
  busy = $state(false);
  /** First row the table draws. */
  viewStart = $state(0);
  /** The rows in view, [first, last) (the position bar shows them). */
  inView = $state.raw<{ readonly first: number; readonly last: number }>({ first: 0, last: 0 });
  /** A row the table should bring into view (a new object each time). */
  scrollRequest = $state.raw<{ readonly index: number } | null>(null);

  /** The listing's rows, fetched in windows (every reset hands it the current question). */
  readonly rows: RowWindow = new RowWindow((offset, limit) => this.#fetcher()(offset, limit));
  /** The Level filter's choices, under their sources (only the chosen source's when one is). */
  readonly levelGroups = $derived(levelGroups(this.sources, this.filter.source));
  readonly apiFilter = $derived(makeApiFilter(this.filter));
  readonly columns = $derived(this.rows.ready ? this.rows.columns : (this.info?.columns ?? []));
  readonly shownColumns = $derived(visibleColumns(this.columns, this.columnChoices));
  readonly universalShown = $derived(isColumnShown({ key: UNIVERSAL_COLUMN }, this.columnChoices));
  /** The keys of the columns shown, the universal column's included, for the chooser. */
  readonly shownKeys = $derived(
    new Set([...(this.universalShown ? [UNIVERSAL_COLUMN] : []), ...this.shownColumns.map((column) => column.key)]),
  );
  readonly universalColumn = $derived(metricColumnOf(this.scale, this.columns));
  readonly total = $derived(this.rows.total);
  readonly loading = $derived(this.rows.pending > 0);
  readonly isFiltered = $derived(Object.values(this.filter).some((value) => value !== ''));
  readonly selectedCount = $derived(this.selection.ids.size);
  readonly route = $derived(libraryRouteOf(this.filter, this.sort));
  /**
   * The puzzle the detail panel shows: the one last clicked, while it is chosen. When the
   * choice no longer holds it (Ctrl-click took it out, the choice was cleared), nothing is shown,
   * so the panel and the chosen rows never disagree.
   */
  readonly shownDetail = $derived(
    this.detail !== null && this.detail.id === this.selectedId && this.selection.ids.has(this.detail.id) ? this.detail : null,
  );
  /** The chosen puzzle whose detail is on its way (the panel says so rather than show another). */
  readonly detailLoading = $derived(
    this.shownDetail === null && this.selectedId !== null && this.selection.ids.has(this.selectedId) && this.error === null
      ? this.selectedId
      : null,
  );
  /** `#/print?ids=…` for the chosen rows, in the order chosen; null when none or too many. */
  readonly printSelectionLink = $derived(printIdsLink([...this.selection.ids], this.filter.source));

  readonly #api: AppApi;
  readonly #go: ((route: Route) => void) | undefined;
  readonly #storage: ColumnStorage | undefined;
  #loaded = false;
  #detailed = 0;
  #counted = 0;
  /** Every id of the current listing in order, fetched when a range or "select all" needs it. */
  #order: { query: string; ids: Promise<readonly number[] | null> } | null = null;

  constructor(api: AppApi, options: LibraryStateOptions = {}) {
    this.#api = api;
    this.#go = options.go;
    this.#storage = options.storage;
    this.columnChoices = readColumnChoices(options.storage);
  }

  /** First load: the library's description, its sources, the first rows, the rate count and the scale; the first puzzle is shown. */
  async load(): Promise<void> {
    this.#loaded = true;
    // The rating columns come with the library's description: a sort by a rating (from a link)
    // needs them before it can ask for rows. Any other sort asks for the rows first, so the
    // host answers them before the slower description and sources.
    if (isRatingSort(this.sort.key)) {
      await Promise.all([this.loadInfo(), this.#count(), this.#loadScale()]);
      await this.#requery(this.selectedId === null);
      return;
    }
    const rows = this.#requery(this.selectedId === null);
    await Promise.all([rows, this.loadInfo(), this.#count(), this.#loadScale()]);
  }

  /** Reads which puzzles are in progress and solved in Play (games are saved as played, outside the library's change events). */
  async loadGames(): Promise<void> {
    const reply = await this.#api.gameProgress();
    if (reply.ok) this.games = new Map(reply.value.map((game) => [game.puzzleId, game]));
  }

  async loadInfo(): Promise<void> {
    void this.loadGames();
    const [info, sources] = await Promise.all([this.#api.libraryInfo(), this.#api.listSources()]);
    if (info.ok) this.info = info.value;
    if (sources.ok) this.sources = sources.value;
    const failed = !info.ok ? info : !sources.ok ? sources : null;
    if (failed) this.error = failed.error.message;
  }

  /** After the library changed (an import, a finished job, a tag): read everything shown again, keeping the place. */
  async refresh(): Promise<void> {
    if (!this.#loaded) return;
    this.#order = null;
    await Promise.all([this.loadInfo(), this.rows.reset(this.#fetcher(), true), this.#count()]);
    if (this.selectedId !== null) await this.select(this.selectedId);
  }

  /** Opens a library address: its filter and sort (from a link, a reload, back or forward). */
  open(route: Extract<Route, { view: 'library' }>): void {
    const { filter, sort } = queryOfRoute(route);
    const filterChanged = FILTER_FIELDS.some((field) => filter[field] !== this.filter[field]);
    const sortChanged = sort.key !== this.sort.key || sort.descending !== this.sort.descending;
    if (!filterChanged && !sortChanged) return;
    this.filter = filter;
    this.sort = sort;
    if (!this.#loaded) return;
    void this.#requery(filterChanged);
    if (filterChanged) void this.#count();
  }

  /** A level chosen under its source in the Level filter: both are filtered on. */
  /** Filters on a level chosen under its source in the Level filter (on both). */
  filterLevel(source: string, level: string): void {
    this.#navigate({ ...this.filter, source: source === '' ? this.filter.source : source, level }, this.sort);
  }

  setFilter(field: FilterField, value: string): void {
    const filter = { ...this.filter, [field]: value };
    if (field === 'source' && !levelChoices(this.sources, value).includes(filter.level)) filter.level = '';
    this.#navigate(filter, this.sort);
  }

  clearFilter(): void {
    this.#navigate({ ...NO_FILTER }, this.sort);
  }

  /** Sort by a column; the same column again turns the order round. */
  sortBy(key: string): void {
    this.#navigate(this.filter, { key, descending: this.sort.key === key ? !this.sort.descending : key !== 'id' && key !== 'clues' });
  }

  /** Brings a row into view (the position bar's Top and Bottom). */
  goTo(offset: number): void {
    this.scrollRequest = { index: Math.max(0, Math.min(offset, Math.max(0, this.total - 1))) };
  }

  /**
   * The table draws rows [from, to), of which [first, last) are in view: fetch what is missing,
   * and the block beyond it in the direction of the scroll.
   */
  showRows(from: number, to: number, first = from, last = to): void {
    const down = from >= this.viewStart;
    this.viewStart = from;
    if (first !== this.inView.first || last !== this.inView.last) this.inView = { first, last };
    void this.rows.ensure(from, to);
    if (down) this.rows.prefetch(to, to + BLOCK_ROWS);
    else this.rows.prefetch(from - BLOCK_ROWS, from);
  }

  setColumnShown(key: string, shown: boolean): void {
    this.columnChoices = chooseColumn(this.columnChoices, key, shown);
    writeColumnChoices(this.#storage, this.columnChoices);
  }

  /** A click on a row: choose it alone, toggle it (Ctrl/Cmd) or choose the range to it (Shift); it is shown beside the table. */
  async click(index: number, id: number, keys: ClickKeys = { shift: false, toggle: false }): Promise<void> {
    this.cursor = index;
    void this.select(id);
    if (!keys.shift) {
      this.selection = keys.toggle ? toggleRow(this.selection, id, index) : selectOnly(id, index);
      return;
    }
    const anchor = this.selection.anchor ?? index;
    const [from, to] = anchor <= index ? [anchor, index + 1] : [index, anchor + 1];
    const loaded = this.rows.idsIn(from, to);
    const before = this.selection;
    if (loaded) {
      this.selection = selectRange(before, index, loaded, keys.toggle, from);
      return;
    }
    const order = await this.orderedIds();
    if (order && this.selection === before) this.selection = selectRange(before, index, order, keys.toggle);
  }

  /** The keyboard moved to a row: it becomes the one chosen (or the range grows to it with Shift). */
  async moveTo(index: number, extend = false): Promise<void> {
    if (this.total === 0) return;
    const target = Math.max(0, Math.min(this.total - 1, index));
    this.scrollRequest = { index: target };
    await this.rows.ensure(target, target + 1);
    const row = this.rows.rowAt(target);
    if (row) await this.click(target, row.id, { shift: extend, toggle: false });
  }

  /** Ctrl+A: every row of the listing. */
  async selectEverything(): Promise<void> {
    const order = await this.orderedIds();
    if (order) this.selection = selectAll(order);
  }

  clearSelection(): void {
    this.selection = NO_SELECTION;
  }

  isSelected(id: number): boolean {
    return this.selection.ids.has(id);
  }

  /** Every id of the current listing in its order (fetched once per filter and sort); null when the call failed. */
  orderedIds(): Promise<readonly number[] | null> {
    const query = JSON.stringify(this.route);
    if (this.#order?.query !== query) {
      const ids = this.#api
        .puzzleIds({ filter: this.apiFilter, sort: makeApiSort(this.sort.key, this.columns), descending: this.sort.descending })
        .then((reply) => {
          if (!reply.ok) this.error = reply.error.message;
          return reply.ok ? reply.value : null;
        });
      this.#order = { query, ids };
    }
    return this.#order.ids;
  }

  /** The chosen ids in the listing's order (those chosen under another filter after them). */
  async chosenIds(): Promise<number[]> {
    return selectedIds(this.selection, (await this.orderedIds()) ?? []);
  }

  tagSelection(tag: string): Promise<void> {
    return this.#curate(async (ids) => this.#api.tagPuzzles({ tag, ids }));
  }

  untagSelection(tag: string): Promise<void> {
    return this.#curate(async (ids) => this.#api.untagPuzzles({ tag, ids }));
  }

  addSelectionTo(collection: string): Promise<void> {
    return this.#curate(async (ids) => this.#api.addToCollection({ collection, ids }));
  }

  removeSelectionFrom(collection: string): Promise<void> {
    return this.#curate(async (ids) => this.#api.removeFromCollection({ collection, ids }));
  }

  /** Takes a tag off the puzzle shown beside the table. */
  untagShown(tag: string): Promise<void> {
    return this.#curate(async (ids) => this.#api.untagPuzzles({ tag, ids }), this.selectedId);
  }

  /** Removes the puzzle shown beside the table from a collection. */
  uncollectShown(collection: string): Promise<void> {
    return this.#curate(async (ids) => this.#api.removeFromCollection({ collection, ids }), this.selectedId);
  }

  /** Gives the chosen rows, or every puzzle of the filter, a level (in a source); see the app's setLevel. */
  async setLevel(choice: LevelChoice): Promise<void> {
    const ids = choice.scope === 'chosen' ? await this.chosenIds() : [];
    if (choice.scope === 'chosen' && ids.length === 0) return;
    await this.#write(() => this.#api.setLevel(makeSetLevelInput(choice, ids, this.apiFilter)));
  }

  /** Names the puzzle shown beside the table ('' takes the name off). */
  nameShown(name: string): Promise<void> {
    const id = this.selectedId;
    if (id === null) return Promise.resolve();
    return this.#write(() => this.#api.namePuzzle({ id, name }));
  }

  /** Creates a collection and puts the chosen rows in it (when there are any). */
  async createCollection(name: string): Promise<void> {
    this.busy = true;
    try {
      const created = await this.#api.createCollection({ name });
      if (!created.ok) {
        this.message = null;
        this.error = created.error.message;
        return;
      }
      this.error = null;
      this.message = created.value.message;
    } finally {
      this.busy = false;
    }
    if (this.selection.ids.size > 0) await this.addSelectionTo(name.trim());
    else await this.refresh();
  }

  /** Enter on a row: its replay in the workspace (the detail panel's Replay). */
  openReplay(id: number): void {
    this.#go?.({ view: 'replay', ref: { id }, set: 'se' });
  }

  /** The row's "+N": it is chosen, and the detail panel lists all its origins. */
  async openOrigins(index: number, id: number): Promise<void> {
    const clicked = this.click(index, id);
    this.originsOpen = true;
    await clicked;
  }

  async select(id: number): Promise<void> {
    const ticket = ++this.#detailed;
    if (id !== this.selectedId) this.originsOpen = false;
    this.selectedId = id;
    const reply = await this.#api.puzzleDetail(id);
    if (ticket !== this.#detailed) return;
    this.detail = reply.ok ? reply.value : null;
    if (!reply.ok) this.error = reply.error.message;
  }

  /** Writes on the chosen rows (or on one puzzle), then reads what is shown again. */
  async #curate(write: (ids: number[]) => ReturnType<AppApi['tagPuzzles']>, only: number | null = null): Promise<void> {
    if (only === null && this.selection.ids.size === 0) return;
    await this.#write(async () => write(only !== null ? [only] : await this.chosenIds()));
  }

  /** One write of the curation methods: busy meanwhile, its sentence (or error) shown, then everything read again. */
  async #write(call: () => ReturnType<AppApi['tagPuzzles']>): Promise<void> {
    this.busy = true;
    try {
      const reply = await call();
      this.message = reply.ok ? reply.value.message : null;
      this.error = reply.ok ? null : reply.error.message;
    } finally {
      this.busy = false;
    }
    await this.refresh();
  }

  #navigate(filter: FilterValues, sort: SortChoice): void {
    const route = libraryRouteOf(filter, sort);
    if (this.#go) this.#go(route);
    else this.open(route as Extract<Route, { view: 'library' }>);
  }

  #fetcher(): FetchRows {
    const filter = this.apiFilter;
    const sort = makeApiSort(this.sort.key, this.columns);
    const descending = this.sort.descending;
    return (offset, limit) => this.#api.listPuzzles({ filter, page: { sort, descending, offset, limit } });
  }

  /**
   * Lists again from the top. With `chooseFirst` the first row becomes the chosen one and is
   * shown beside the table, unless several rows are chosen (gathered across filters): that
   * choice is kept, and so is the puzzle shown.
   */
  async #requery(chooseFirst: boolean): Promise<void> {
    this.#order = null;
    this.selection = { ids: this.selection.ids, anchor: null };
    this.cursor = 0;
    this.scrollRequest = { index: 0 };
    const fetch = this.#fetcher();
    await this.rows.reset(fetch);
    this.error = this.rows.error;
    const first = this.rows.rowAt(0);
    if (!chooseFirst || !first || !this.#choiceIsReplaceable()) return;
    this.selection = selectOnly(first.id, 0);
    await this.select(first.id);
  }

  /** Nothing chosen, or only the puzzle shown (a plain click): a new listing may choose its first row instead. */
  #choiceIsReplaceable(): boolean {
    const { ids } = this.selection;
    return ids.size === 0 || (ids.size === 1 && this.selectedId !== null && ids.has(this.selectedId));
  }

  async #count(): Promise<void> {
    const ticket = ++this.#counted;
    const reply = await this.#api.countPuzzles(this.apiFilter);
    if (ticket !== this.#counted) return;
    this.rateCount = reply.ok ? reply.value : null;
  }

  async #loadScale(): Promise<void> {
    const reply = await this.#api.listScales();
    if (reply.ok) this.scale = scaleInUse(reply.value);
  }
}
