/**
 * The app shell's state: which view is showing and what the app said about itself. Each view
 * owns its own state class; the shell creates them once so switching views keeps their work,
 * and it passes the app's events (library changes, job progress) to the states that follow them.
 */
import type { AppApi, AppEvent, AppInfo, Unsubscribe } from '../../shared/api';
import { CompareState } from './compare.svelte';
import { GenerateState } from './generate.svelte';
import { ImportState } from './importer.svelte';
import { PrintState, selectionOf } from './print.svelte';
import { LibraryState } from './library.svelte';
import { RateState } from './rating.svelte';
import { RatingsState } from './ratings.svelte';
import { Router, type HashSource } from './router.svelte';
import type { Route } from './routes';
import { WorkspaceState } from './workspace.svelte';

/** The views of the app, the first one shown at start. */
export const VIEWS = [
  { id: 'library', title: 'Library' },
  { id: 'workspace', title: 'Workspace' },
  { id: 'generate', title: 'Generate' },
  { id: 'print', title: 'Print' },
  { id: 'compare', title: 'Compare' },
  { id: 'ratings', title: 'Ratings' },
  { id: 'techniques', title: 'Techniques' },
] as const;
export type ViewId = (typeof VIEWS)[number]['id'];

/** The browser's storage when the window has one (tests pass a bare address source). */
function storageOf(window: HashSource): Storage | undefined {
  return 'localStorage' in window ? (window as { localStorage: Storage }).localStorage : undefined;
}

export class AppState {
  info = $state.raw<AppInfo | null>(null);
  /** Why the app API is unreachable, if it is (shown instead of silently failing later). */
  connectionError = $state<string | null>(null);
  /** The web host refused the page's token (none, or one from an earlier run): the page says how to open the app instead. */
  needsToken = $state(false);
  /** The last notice the app pushed (a worker crash, a puzzle over its time budget). */
  notice = $state<string | null>(null);

  readonly router: Router;
  readonly workspace: WorkspaceState;
  readonly library: LibraryState;
  readonly importer: ImportState;
  readonly rate: RateState;
  readonly print: PrintState;
  readonly compare: CompareState;
  readonly generate: GenerateState;
  readonly ratings: RatingsState;
  readonly #api: AppApi;
  #stopEvents: Unsubscribe | null = null;

  /** Which view shows: the address decides (see routes.ts). The page on the scale belongs to Compare. */
  get view(): ViewId {
    const view = this.router.route.view;
    if (view === 'scale') return 'compare';
    return view === 'library' ||
      view === 'print' ||
      view === 'compare' ||
      view === 'generate' ||
      view === 'techniques' ||
      view === 'ratings'
      ? view
      : 'workspace';
  }

  /** `window` is where the address lives (the browser's or the desktop window's). */
  constructor(api: AppApi, window: HashSource) {
    this.#api = api;
    this.workspace = new WorkspaceState(api, (route) => this.go(route));
    this.print = new PrintState(api, (route) => this.go(route));
    this.compare = new CompareState(api);
    this.generate = new GenerateState(api, (collection, title, note) => {
      this.print.setOptions({ title });
      this.print.bookNote = note;
      this.go({ view: 'print', filter: { collection } });
    });
    this.ratings = new RatingsState(api, (name) => this.go({ view: 'ratings', name }));
    this.router = new Router(window, (route) => {
      if (route.view !== 'compare') this.compare.hide();
      if (route.view === 'print') this.print.open(selectionOf(route.filter, route.ids));
      else if (route.view === 'compare') this.compare.open(route.sources);
      else if (route.view === 'generate') void this.generate.open(route.targets);
      else if (route.view === 'library') this.library.open(route);
      else if (route.view === 'ratings') void this.ratings.open(route.name);
      else if (route.view !== 'scale' && route.view !== 'techniques') this.workspace.open(route);
    });
    this.library = new LibraryState(api, { go: (route) => this.go(route), storage: storageOf(window) });
    this.importer = new ImportState(api, () => void this.library.refresh());
    this.rate = new RateState(api);
  }

  /** Goes to a place in the app through the address, so back and forward retrace it. */
  go(route: Route): void {
    this.router.navigate(route);
  }

  /** Shows a view: the workspace reopens where it was (an empty editor the first time). */
  show(view: ViewId): void {
    if (view === 'print') this.go({ view: 'print', filter: {} });
    else if (view === 'library') this.go(this.library.route);
    else if (view === 'compare') this.go({ view: 'compare', sources: this.compare.linkedSources });
    else if (view === 'generate') this.go({ view: 'generate', targets: [] });
    else if (view === 'techniques') this.go({ view: 'techniques', technique: null });
    else if (view === 'ratings') this.go({ view: 'ratings', name: this.ratings.openedName });
    else this.go(this.workspace.returnRoute());
  }

  async load(): Promise<void> {
    this.router.start();
    const reply = await this.#api.appInfo();
    this.info = reply.ok ? reply.value : null;
    this.needsToken = !reply.ok && reply.error.kind === 'ERR_TOKEN';
    this.connectionError = reply.ok ? null : reply.error.message;
    if (!reply.ok) return;
    if (reply.value.libraryProblem !== null) {
      // One line saying what is wrong with which file and what to do; the views stay quiet.
      this.connectionError = `Patti cannot open its library: ${reply.value.libraryProblem}`;
      return;
    }
    this.#stopEvents ??= this.#api.onEvent((event) => this.handle(event));
    await Promise.all([this.#loadLibrary(), this.rate.load(), this.compare.loadScales(), this.generate.load(), this.ratings.load()]);
  }

  /** The library first, then Compare follows its sources (a Compare link without sources shows those with levels). */
  async #loadLibrary(): Promise<void> {
    await this.library.load();
    this.compare.setLibrarySources(this.library.sources);
  }

  handle(event: AppEvent): void {
    if (event.topic === 'app.notice') this.notice = event.message;
    else if (event.topic === 'library.changed') {
      void this.library.refresh().then(() => this.compare.setLibrarySources(this.library.sources));
      this.compare.handle(event);
      // A custom set saved, edited or deleted: Generate's targets and Replay's sets follow.
      void this.generate.loadCatalogue();
      void this.workspace.replay.loadCustomSets();
    } else if (event.topic === 'import.progress') {
      this.importer.handle(event);
    } else {
      this.rate.handle(event);
      this.generate.handle(event);
      this.compare.handle(event);
    }
  }

  close(): void {
    this.router.stop();
    this.#stopEvents?.();
    this.#stopEvents = null;
  }
}
