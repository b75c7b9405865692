/**
 * The puzzle workspace: one puzzle at a time in one of three modes (Replay, Trial and error,
 * Edit). The address says which mode and puzzle (see routes.ts); the workspace opens what the
 * address names, and sends a puzzle that cannot be replayed to the editor with the reason. The
 * header, the mode links and the exports follow the puzzle on the board (workspacePuzzle.ts).
 */
import type { AppApi } from '../../shared/api';
import type { PuzzleProblem, PuzzleRef } from '../../shared/workspaceTypes';
import { EditorState } from './editor.svelte';
import { NishioState } from './nishio.svelte';
import { ReplayState } from './replay.svelte';
import { formatRoute, type Route } from './routes';
import { shownPuzzleOf, type ShownPuzzle, type WorkspaceMode } from './workspacePuzzle';

export type { WorkspaceMode };

export const WORKSPACE_MODES: readonly { readonly id: WorkspaceMode; readonly title: string }[] = [
  { id: 'replay', title: 'Replay' },
  { id: 'nishio', title: 'Trial and error' },
  { id: 'editor', title: 'Edit' },
];

export type WorkspaceRoute = Exclude<
  Route,
  | { view: 'library' }
  | { view: 'print' }
  | { view: 'compare' }
  | { view: 'generate' }
  | { view: 'scale' }
  | { view: 'techniques' }
  | { view: 'ratings' }
>;

export class WorkspaceState {
  mode = $state<WorkspaceMode>('replay');
  /** The route the workspace last opened: where the app's "Workspace" button returns to. */
  route = $state.raw<WorkspaceRoute | null>(null);
  /** The puzzle the workspace works on, as the address names it (text or library id). */
  ref = $state.raw<PuzzleRef | null>(null);

  readonly replay: ReplayState;
  readonly nishio: NishioState;
  readonly editor: EditorState;
  readonly #navigate: (route: Route) => void;

  constructor(api: AppApi, navigate: (route: Route) => void) {
    this.#navigate = navigate;
    this.replay = new ReplayState(api);
    this.nishio = new NishioState(api);
    this.editor = new EditorState(api, {
      replay: (puzzle) => navigate({ view: 'replay', ref: { puzzle }, set: this.replay.set }),
      simulate: (puzzle) => navigate({ view: 'nishio', ref: { puzzle }, seed: this.nishio.seed, strategies: this.nishio.strategies }),
    });
  }

  /** The puzzle on the board of the mode on show, and its library id where known. */
  readonly shown = $derived.by<ShownPuzzle>(() =>
    shownPuzzleOf({
      mode: this.mode,
      ref: this.ref,
      editor: { line: this.editor.line, givenCount: this.editor.status.givenCount, savedId: this.editor.savedHere?.id ?? null },
      replay: {
        ref: this.replay.ref,
        puzzle: this.replay.puzzle,
        libraryId: this.replay.trace?.libraryId ?? this.replay.progress?.libraryId ?? null,
      },
      nishio: { ref: this.nishio.ref, puzzle: this.nishio.run?.puzzle ?? null, libraryId: this.nishio.run?.libraryId ?? null },
    }),
  );
  /** The 81-character puzzle the workspace is on ('.' for a blank), once known (a library id is resolved by the first answer). */
  readonly puzzle = $derived(this.shown.puzzle);
  readonly libraryId = $derived(this.shown.libraryId);

  /** Opens what a route names; called for every address the app reaches. */
  open(route: WorkspaceRoute): void {
    this.route = route;
    if (route.view === 'play') {
      this.mode = 'editor';
      void this.editor.openPlay(route.id);
      return;
    }
    this.mode = route.view;
    if (route.view === 'editor') {
      this.editor.open(route.puzzle);
      return;
    }
    this.ref = route.ref;
    // The switcher offers the custom sets saved now (one may have been saved in the Ratings view since).
    if (route.view === 'replay') void this.replay.loadCustomSets();
    const opened =
      route.view === 'replay' ? this.replay.open(route.ref, route.set) : this.nishio.open(route.ref, route.seed, route.strategies);
    void opened.then((problem) => {
      if (problem && this.route === route) this.#toEditor(problem);
    });
  }

  /**
   * Where a mode's tab leads: the same puzzle in that mode. From the editor that is the grid as
   * it is now (edited or not), elsewhere the puzzle as the address named it (a library id stays one).
   */
  routeTo(mode: WorkspaceMode): Route {
    if (mode === 'editor') return { view: 'editor', puzzle: this.puzzle };
    const ref = this.mode === 'editor' ? (this.puzzle === null ? null : { puzzle: this.puzzle }) : this.ref;
    if (!ref) return { view: 'editor', puzzle: null };
    if (mode === 'replay') return { view: 'replay', ref, set: this.replay.set };
    return { view: 'nishio', ref, seed: this.nishio.seed, strategies: this.nishio.strategies };
  }

  /**
   * Where the app's "Workspace" button returns: the route last opened, but in the editor the grid
   * as it is now, so coming back keeps the edits (the address of the grid opens it unchanged).
   */
  returnRoute(): Route {
    if (this.route === null) return { view: 'editor', puzzle: null };
    return this.mode === 'editor' ? this.routeTo('editor') : this.route;
  }

  /** The address of a mode's tab (see routeTo). */
  linkTo(mode: WorkspaceMode): string {
    return formatRoute(this.routeTo(mode));
  }

  /** Switches mode keeping the puzzle, through the address (so Back returns to the previous mode). */
  switchTo(mode: WorkspaceMode): void {
    this.#navigate(this.routeTo(mode));
  }

  /** The address of the current mode with another technique set, seed or strategy count. */
  changeReplay(set: ReplayState['set']): void {
    if (this.ref) this.#navigate({ view: 'replay', ref: this.ref, set });
  }

  changeNishio(seed: number, strategies: NishioState['strategies']): void {
    if (this.ref) this.#navigate({ view: 'nishio', ref: this.ref, seed, strategies });
  }

  #toEditor(problem: PuzzleProblem): void {
    this.mode = 'editor';
    this.editor.open(problem.puzzle, problem.message);
  }
}
