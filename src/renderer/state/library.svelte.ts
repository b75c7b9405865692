/**
 * The Library view's state: the filter, the sort, the page, the listing that came back, and the
 * puzzle chosen in it with its detail. Every change of filter, sort or page asks the app again;
 * answers that arrive after a newer question are dropped.
 */
import type { AppApi } from '../../shared/api';
import type { LibraryFilter, LibraryInfo, ListSort, PuzzleDetailView, PuzzleListing, RatingColumn, SourceSummary } from '../../shared/libraryTypes';

/** The filter bar's fields; '' means any. */
export interface FilterValues {
  source: string;
  level: string;
  tag: string;
  collection: string;
}

export type FilterField = keyof FilterValues;

/** What the table is sorted by: 'id', 'clues' or a rating column's key. */
export interface SortChoice {
  readonly key: string;
  readonly descending: boolean;
}

const NO_FILTER: FilterValues = { source: '', level: '', tag: '', collection: '' };

export const PAGE_SIZE = 50;

/** Level names to offer: the chosen source's levels in its order, or every level name once, in the sources' orders. */
export function levelChoices(sources: readonly SourceSummary[], source: string): string[] {
  const chosen = source === '' ? sources : sources.filter((summary) => summary.name === source);
  return [...new Set(chosen.flatMap((summary) => summary.levels.filter((level) => level.puzzles > 0).map((level) => level.name)))];
}

/** The API's filter for the filter bar's values (only the fields chosen). */
export function makeApiFilter(values: FilterValues): LibraryFilter {
  const filter: { -readonly [K in keyof LibraryFilter]: LibraryFilter[K] } = {};
  for (const field of ['source', 'level', 'tag', 'collection'] as const) if (values[field] !== '') filter[field] = values[field];
  return filter;
}

/** The API's sort for a sort choice, given the rating columns the library has. */
export function makeApiSort(key: string, columns: readonly RatingColumn[]): ListSort {
  if (key === 'id' || key === 'clues') return key;
  const column = columns.find((candidate) => candidate.key === key);
  if (!column) return 'id';
  const { rater, external, parameters, path } = column;
  return { rater, ...(external ? { external } : {}), ...(parameters !== undefined ? { parameters } : {}), ...(path !== undefined ? { path } : {}) };
}

export class LibraryState {
  info = $state.raw<LibraryInfo | null>(null);
  sources = $state.raw<readonly SourceSummary[]>([]);
  filter = $state<FilterValues>({ ...NO_FILTER });
  sort = $state.raw<SortChoice>({ key: 'id', descending: false });
  offset = $state(0);
  listing = $state.raw<PuzzleListing | null>(null);
  loading = $state(false);
  /** A failed call (unreachable host, a filter the library refused). */
  error = $state<string | null>(null);
  selectedId = $state<number | null>(null);
  detail = $state.raw<PuzzleDetailView | null>(null);
  showSolution = $state(false);

  readonly levels = $derived(levelChoices(this.sources, this.filter.source));
  readonly apiFilter = $derived(makeApiFilter(this.filter));
  readonly columns = $derived(this.listing?.columns ?? this.info?.columns ?? []);
  readonly total = $derived(this.listing?.total ?? 0);
  readonly isFiltered = $derived(Object.values(this.filter).some((value) => value !== ''));

  readonly #api: AppApi;
  #listed = 0;
  #detailed = 0;

  constructor(api: AppApi) {
    this.#api = api;
  }

  /** First load: the library's description, its sources and the first page, with its first puzzle chosen. */
  async load(): Promise<void> {
    await Promise.all([this.loadInfo(), this.list()]);
    const first = this.listing?.rows[0];
    if (this.selectedId === null && first) await this.select(first.id);
  }

  async loadInfo(): Promise<void> {
    const [info, sources] = await Promise.all([this.#api.libraryInfo(), this.#api.listSources()]);
    if (info.ok) this.info = info.value;
    if (sources.ok) this.sources = sources.value;
    const failed = !info.ok ? info : !sources.ok ? sources : null;
    if (failed && !failed.ok) this.error = failed.error.message;
  }

  /** After the library changed (an import, a finished job): read everything shown again. */
  async refresh(): Promise<void> {
    await Promise.all([this.loadInfo(), this.list()]);
    if (this.selectedId !== null) await this.select(this.selectedId);
  }

  setFilter(field: FilterField, value: string): void {
    this.filter[field] = value;
    if (field === 'source' && !this.levels.includes(this.filter.level)) this.filter.level = '';
    this.offset = 0;
    void this.list();
  }

  clearFilter(): void {
    this.filter = { ...NO_FILTER };
    this.offset = 0;
    void this.list();
  }

  /** Sort by a column; the same column again turns the order round. */
  sortBy(key: string): void {
    this.sort = { key, descending: this.sort.key === key ? !this.sort.descending : key !== 'id' && key !== 'clues' };
    this.offset = 0;
    void this.list();
  }

  goTo(offset: number): void {
    this.offset = Math.max(0, offset);
    void this.list();
  }

  async list(): Promise<void> {
    const ticket = ++this.#listed;
    this.loading = true;
    const reply = await this.#api.listPuzzles({
      filter: this.apiFilter,
      page: { sort: makeApiSort(this.sort.key, this.columns), descending: this.sort.descending, offset: this.offset, limit: PAGE_SIZE },
    });
    if (ticket !== this.#listed) return;
    this.loading = false;
    this.listing = reply.ok ? reply.value : null;
    this.error = reply.ok ? null : reply.error.message;
    // The panel beside the table shows a puzzle of the table: when the chosen one left it, the first row.
    const rows = this.listing?.rows ?? [];
    const first = rows[0];
    if (first && this.selectedId !== null && !rows.some((row) => row.id === this.selectedId)) void this.select(first.id);
  }

  async select(id: number): Promise<void> {
    const ticket = ++this.#detailed;
    this.selectedId = id;
    const reply = await this.#api.puzzleDetail(id);
    if (ticket !== this.#detailed) return;
    this.detail = reply.ok ? reply.value : null;
    if (!reply.ok) this.error = reply.error.message;
  }
}
