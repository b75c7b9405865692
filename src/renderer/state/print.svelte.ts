/**
 * The Print view's state: which library puzzles (a collection, a filter, or the Library's
 * chosen rows; from the address or the view's set chooser), the options, the set the app sent
 * back, and the layout the preview draws. The layout is core's, the one the PDF is written
 * from, so the preview shows what will print.
 */
import { ratingCaption } from '../../core/print/label';
import { layoutPrint, sectionRuns } from '../../core/print/layout';
import type { LayoutPage, PrintLayout } from '../../core/print/page';
import { DEFAULT_PRINT_OPTIONS, makePrintOptions, type PrintOptions } from '../../core/print/printOptions';
import type { PrintPuzzle } from '../../core/print/printPuzzle';
import { ratingsNeeded } from '../../core/print/ratingsNeeded';
import type { AppApi } from '../../shared/api';
import type { RatingColumn, RatingRangeFilter } from '../../shared/libraryTypes';
import type { PrintSelection } from '../../shared/printTypes';
import { formatRatingSelector } from '../../shared/ratingRange';
import { printRatingChoices, type PrintRatingChoice } from './printRatings';
import type { PrintFilter, Route } from './routes';

/** Thumbnails drawn at once; a long set shows the rest on demand. */
export const THUMBNAIL_PAGES = 24;

/** What a selection's puzzles depend on: a change of these asks the app again; other options only re-lay out. */
const fetchKey = (selection: PrintSelection, options: PrintOptions): string =>
  JSON.stringify([selection, ratingsNeeded(options), options.hint]);

/** The selection a print link names: its ids (the Library's chosen rows), else its filter. */
export function selectionOf(filter: PrintFilter, ids?: readonly number[]): PrintSelection {
  if (ids !== undefined) return { ids: [...ids], ...(filter.source !== undefined ? { source: filter.source } : {}) };
  const { category, scale, ...library } = filter;
  return { filter: library, ...(category !== undefined ? { category, ...(scale !== undefined ? { scale } : {}) } : {}) };
}

/** The print link of a selection: the inverse of `selectionOf`. */
export function printRouteOf(selection: PrintSelection): Extract<Route, { view: 'print' }> {
  if ('ids' in selection)
    return { view: 'print', filter: selection.source !== undefined ? { source: selection.source } : {}, ids: [...selection.ids] };
  const { category, scale } = selection;
  return {
    view: 'print',
    filter: { ...selection.filter, ...(category !== undefined ? { category, ...(scale !== undefined ? { scale } : {}) } : {}) },
  };
}

/** A rating range in words, the rating by its label caption: "SE 7 to 9", "NHC-4 from 5". */
function describeRange(range: RatingRangeFilter): string {
  const rating = ratingCaption(formatRatingSelector(range));
  if (range.min !== undefined && range.max !== undefined) return `${rating} ${range.min} to ${range.max}`;
  return range.min !== undefined ? `${rating} from ${range.min}` : `${rating} up to ${range.max ?? ''}`.trimEnd();
}

/** Words for a selection, as the view's heading shows it. */
export function describeSelection(selection: PrintSelection): string {
  if ('ids' in selection) return `${selection.ids.length} chosen puzzle${selection.ids.length === 1 ? '' : 's'}`;
  const { source, level, tag, collection, clues, ratings = [] } = selection.filter;
  const cluesText = clues && `${clues.min ?? ''}..${clues.max ?? ''} clues`;
  const categoryText =
    selection.category &&
    `${selection.category}${selection.scale !== undefined && selection.scale !== 'paper' ? ` on scale ${selection.scale}` : ''}`;
  const parts = [
    source && `source ${source}`,
    level && `level ${level}`,
    tag && `tag ${tag}`,
    categoryText,
    cluesText,
    ...ratings.map(describeRange),
  ].filter(Boolean);
  if (collection !== undefined) return [`collection “${collection}”`, ...parts].join(', ');
  return parts.length > 0 ? parts.join(', ') : 'the whole library';
}

/** What the set chooser offers: the library's sources and levels, tags, collections, rating columns and universal scales. */
export interface PrintChoices {
  readonly sources: readonly { readonly name: string; readonly levels: readonly string[] }[];
  readonly tags: readonly string[];
  readonly collections: readonly string[];
  readonly columns: readonly RatingColumn[];
  readonly scales: readonly string[];
}

export class PrintState {
  selection = $state.raw<PrintSelection>({ filter: {} });
  options = $state.raw<PrintOptions>(DEFAULT_PRINT_OPTIONS);
  puzzles = $state.raw<readonly PrintPuzzle[]>([]);
  loading = $state(false);
  saving = $state(false);
  error = $state<string | null>(null);
  /** The page shown large in the preview (0-based). */
  pageIndex = $state(0);
  /** The large page's zoom: 1 shows the whole page in the preview's space, 2 twice as wide. */
  zoom = $state(1);
  /** The last PDF saved: its name and size, for the status line. */
  saved = $state<string | null>(null);
  /** The Library's chosen rows this view was opened with, so the chooser can go back to them. */
  chosenIds = $state.raw<readonly number[] | null>(null);
  choices = $state.raw<PrintChoices | null>(null);
  /** What a book opened from Generate says about itself (the sections left short), until another set is chosen. */
  bookNote = $state<string | null>(null);
  /** A book's sections in print order with their sizes; empty for a set without sections. */
  readonly sections: readonly { readonly name: string; readonly count: number }[] = $derived(
    sectionRuns(this.puzzles.map((puzzle) => ({ puzzle }))).flatMap((run) =>
      run.name === undefined ? [] : [{ name: run.name, count: run.items.length }],
    ),
  );
  /** The ratings the label, sort and pencil-mark choosers offer, by name. */
  readonly ratingChoices: readonly PrintRatingChoice[] = $derived(printRatingChoices(this.choices?.columns ?? []));

  /** Options that are not valid yet (a margin typed half-way) keep the last good layout. */
  readonly layout: PrintLayout | null = $derived(this.puzzles.length > 0 ? layoutPrint(this.puzzles, this.options) : null);
  readonly page: LayoutPage | null = $derived(this.layout?.pages[Math.min(this.pageIndex, this.layout.pages.length - 1)] ?? null);

  readonly #api: AppApi;
  readonly #go: ((route: Route) => void) | undefined;
  #fetched = '';
  #request = 0;

  /** `go` puts a chosen set in the address (so back, forward and a reload keep it); without it the set is only shown. */
  constructor(api: AppApi, go?: (route: Route) => void) {
    this.#api = api;
    this.#go = go;
  }

  /** Opens the view on a selection (from the address or the Library's chosen rows). */
  open(selection: PrintSelection): void {
    if ('ids' in selection) this.chosenIds = selection.ids;
    this.choose(selection);
    void this.loadChoices();
  }

  /** The set chooser's pick: through the address when there is one, which then opens it. */
  pick(selection: PrintSelection): void {
    this.bookNote = null;
    if (this.#go) this.#go(printRouteOf(selection));
    else this.choose(selection);
  }

  /** Prints another set; the options stay. */
  choose(selection: PrintSelection): void {
    this.selection = selection;
    this.pageIndex = 0;
    this.saved = null;
    void this.refresh();
  }

  /** Reads what the chooser offers; a library that cannot answer leaves the chooser out, not the view. */
  async loadChoices(): Promise<void> {
    const [info, sources, scales] = await Promise.all([this.#api.libraryInfo(), this.#api.listSources(), this.#api.listScales()]);
    if (!info.ok || !sources.ok) return;
    this.choices = {
      sources: sources.value.map((source) => ({ name: source.name, levels: source.levels.map((level) => level.name) })),
      tags: info.value.tags.map((tag) => tag.name),
      collections: info.value.collections.map((collection) => collection.name),
      columns: info.value.columns,
      scales: scales.ok ? scales.value.scales.map((scale) => scale.name) : ['paper'],
    };
  }

  /** Changes options; those that change which facts puzzles need ask the app again. */
  setOptions(partial: Partial<PrintOptions>): void {
    const made = makePrintOptions({ ...this.options, ...partial });
    if (!made.ok) {
      this.error = made.error.message;
      return;
    }
    this.error = null;
    this.options = made.value;
    const pages = this.layout?.pages.length ?? 1;
    if (this.pageIndex >= pages) this.pageIndex = Math.max(0, pages - 1);
    if (fetchKey(this.selection, made.value) !== this.#fetched) void this.refresh();
  }

  async refresh(): Promise<void> {
    const request = ++this.#request;
    const key = fetchKey(this.selection, this.options);
    this.loading = true;
    const reply = await this.#api.printPuzzles({ selection: this.selection, options: this.options });
    if (request !== this.#request) return;
    this.loading = false;
    if (!reply.ok) {
      this.error = reply.error.message;
      this.puzzles = [];
      return;
    }
    this.#fetched = key;
    this.error = reply.value.puzzles.length === 0 ? 'Nothing to print: the selection is empty.' : null;
    this.puzzles = reply.value.puzzles;
  }

  /** Asks the app for the PDF and hands its bytes to `deliver` (a download in the browser). */
  async savePdf(deliver: (bytes: Uint8Array, name: string) => void): Promise<void> {
    this.saving = true;
    const reply = await this.#api.printPdf({ selection: this.selection, options: this.options });
    this.saving = false;
    if (!reply.ok) {
      this.error = reply.error.message;
      return;
    }
    const bytes = Uint8Array.from(atob(reply.value.base64), (char) => char.charCodeAt(0));
    const name = fileNameOf(this.options.title || describeSelection(this.selection));
    deliver(bytes, name);
    this.saved = `${name}: ${reply.value.pages} ${this.options.booklet ? 'sheet sides' : 'pages'}, ${Math.ceil(reply.value.bytes / 1024)} KB`;
  }
}

/** A file name from a title: letters, digits and dashes, ending in .pdf. */
export function fileNameOf(title: string): string {
  const stem = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'puzzles'}.pdf`;
}
