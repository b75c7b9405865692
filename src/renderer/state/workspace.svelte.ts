/**
 * The puzzle workspace: one puzzle at a time in one of three modes (Replay, Trial and error,
 * Edit). The address says which mode and puzzle (see routes.ts); the workspace opens what the
 * address names, and sends a puzzle that cannot be replayed to the editor with the reason.
 */
import type { AppApi } from '../../shared/api';
import type { PuzzleProblem, PuzzleRef } from '../../shared/workspaceTypes';
import { EditorState } from './editor.svelte';
import { NishioState } from './nishio.svelte';
import { ReplayState } from './replay.svelte';
import type { Route } from './routes';

export type WorkspaceMode = 'replay' | 'nishio' | 'editor';

export const WORKSPACE_MODES: readonly { readonly id: WorkspaceMode; readonly title: string }[] = [
  { id: 'replay', title: 'Replay' },
  { id: 'nishio', title: 'Trial and error' },
  { id: 'editor', title: 'Edit' },
];

export type WorkspaceRoute = Exclude<Route, { view: 'library' } | { view: 'print' } | { view: 'compare' } | { view: 'generate' } | { view: 'scale' }>;

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

  /** The 81-character puzzle the workspace shows, once known (a library id is resolved by the first answer). */
  readonly puzzle = $derived.by<string | null>(() => {
    const ref = this.ref;
    if (ref && 'puzzle' in ref) return ref.puzzle;
    return this.replay.puzzle ?? this.nishio.run?.puzzle ?? null;
  });

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
    const opened = route.view === 'replay' ? this.replay.open(route.ref, route.set) : this.nishio.open(route.ref, route.seed, route.strategies);
    void opened.then((problem) => {
      if (problem && this.route === route) this.#toEditor(problem);
    });
  }

  /** Switches mode keeping the puzzle, through the address (so Back returns to the previous mode). */
  switchTo(mode: WorkspaceMode): void {
    const ref = this.ref;
    if (mode === 'editor') this.#navigate({ view: 'editor', puzzle: this.puzzle });
    else if (!ref) this.#navigate({ view: 'editor', puzzle: null });
    else if (mode === 'replay') this.#navigate({ view: 'replay', ref, set: this.replay.set });
    else this.#navigate({ view: 'nishio', ref, seed: this.nishio.seed, strategies: this.nishio.strategies });
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
