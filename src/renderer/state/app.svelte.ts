/**
 * The app shell's state: which view is showing and what the app said about itself. Each view
 * owns its own state class; the shell creates them once so switching views keeps their work,
 * and it passes the app's events (library changes, job progress) to the states that follow them.
 */
import type { AppApi, AppEvent, AppInfo, Unsubscribe } from '../../shared/api';
import { ExamineState } from './examine.svelte';
import { ImportState } from './importer.svelte';
import { LibraryState } from './library.svelte';
import { RateState } from './rating.svelte';

/** The views of the app, the first one shown at start; Replay and Compare join this list as they are built. */
export const VIEWS = [
  { id: 'library', title: 'Library' },
  { id: 'examine', title: 'Examine a puzzle' },
] as const;
export type ViewId = (typeof VIEWS)[number]['id'];

export class AppState {
  view = $state<ViewId>('library');
  info = $state.raw<AppInfo | null>(null);
  /** Why the app API is unreachable, if it is (shown instead of silently failing later). */
  connectionError = $state<string | null>(null);
  /** The last notice the app pushed (a worker crash, a puzzle over its time budget). */
  notice = $state<string | null>(null);

  readonly examine: ExamineState;
  readonly library: LibraryState;
  readonly importer: ImportState;
  readonly rate: RateState;
  readonly #api: AppApi;
  #stopEvents: Unsubscribe | null = null;

  constructor(api: AppApi) {
    this.#api = api;
    this.examine = new ExamineState(api);
    this.library = new LibraryState(api);
    this.importer = new ImportState(api, () => void this.library.refresh());
    this.rate = new RateState(api);
  }

  async load(): Promise<void> {
    const reply = await this.#api.appInfo();
    this.info = reply.ok ? reply.value : null;
    this.connectionError = reply.ok ? null : reply.error.message;
    if (!reply.ok) return;
    this.#stopEvents ??= this.#api.onEvent((event) => this.handle(event));
    await Promise.all([this.library.load(), this.rate.load()]);
  }

  handle(event: AppEvent): void {
    if (event.topic === 'app.notice') this.notice = event.message;
    else if (event.topic === 'library.changed') void this.library.refresh();
    else this.rate.handle(event);
  }

  close(): void {
    this.#stopEvents?.();
    this.#stopEvents = null;
  }
}
