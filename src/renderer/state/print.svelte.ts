/**
 * The Print view's state: which library puzzles (a filter from the address, or the Library's
 * chosen rows), the options, the set the app sent back, and the layout the preview draws. The
 * layout is core's, the one the PDF is written from, so the preview shows what will print.
 */
import { layoutPrint } from '../../core/print/layout';
import type { LayoutPage, PrintLayout } from '../../core/print/page';
import { DEFAULT_PRINT_OPTIONS, makePrintOptions, type PrintOptions } from '../../core/print/printOptions';
import type { PrintPuzzle } from '../../core/print/printPuzzle';
import { ratingsNeeded } from '../../core/print/ratingsNeeded';
import type { AppApi } from '../../shared/api';
import type { PrintSelection } from '../../shared/printTypes';
import type { PrintFilter } from './routes';

/** Thumbnails drawn at once; a long set shows the rest on demand. */
export const THUMBNAIL_PAGES = 24;

/** What a selection's puzzles depend on: a change of these asks the app again; other options only re-lay out. */
const fetchKey = (selection: PrintSelection, options: PrintOptions): string => JSON.stringify([selection, ratingsNeeded(options), options.hint]);

/** The selection a print link's filter names. */
export const selectionOf = (filter: PrintFilter): PrintSelection => ({ filter: { ...filter } });

/** Words for a selection, as the view's heading shows it. */
export function describeSelection(selection: PrintSelection): string {
  if ('ids' in selection) return `${selection.ids.length} chosen puzzle${selection.ids.length === 1 ? '' : 's'}`;
  const { source, level, tag, collection } = selection.filter;
  if (collection !== undefined) return `collection “${collection}”`;
  const parts = [source && `source ${source}`, level && `level ${level}`, tag && `tag ${tag}`].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'the whole library';
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
  /** The large page's zoom, as a share of its width in points. */
  zoom = $state(1);
  /** The last PDF saved: its name and size, for the status line. */
  saved = $state<string | null>(null);

  /** Options that are not valid yet (a margin typed half-way) keep the last good layout. */
  readonly layout: PrintLayout | null = $derived(this.puzzles.length > 0 ? layoutPrint(this.puzzles, this.options) : null);
  readonly page: LayoutPage | null = $derived(this.layout?.pages[Math.min(this.pageIndex, this.layout.pages.length - 1)] ?? null);

  readonly #api: AppApi;
  #fetched = '';
  #request = 0;

  constructor(api: AppApi) {
    this.#api = api;
  }

  /** Opens the view on a selection (from the address or the Library's chosen rows). */
  open(selection: PrintSelection): void {
    this.selection = selection;
    this.pageIndex = 0;
    void this.refresh();
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
