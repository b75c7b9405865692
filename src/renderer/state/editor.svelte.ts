/**
 * The editor's state (Edit and Play modes of the puzzle workspace).
 */
import type { AppApi } from '../../shared/api';

/** What the editor asks the rest of the workspace to do. */
export interface EditorActions {
  /** Open the puzzle in Replay. */
  replay(puzzle: string): void;
  /** Open the puzzle in Trial and error. */
  simulate(puzzle: string): void;
}

export class EditorState {
  /** The puzzle being edited: 81 characters, '0' for an empty cell. */
  givens = $state('0'.repeat(81));
  /** Why the puzzle the editor was opened with cannot be replayed, if that is why it opened. */
  problem = $state<string | null>(null);

  readonly #api: AppApi;
  readonly #actions: EditorActions;

  constructor(api: AppApi, actions: EditorActions) {
    this.#api = api;
    this.#actions = actions;
  }

  /** Opens a puzzle (any text Patti imports), or an empty grid; `problem` says why it was sent here. */
  open(puzzle: string | null, problem: string | null = null): void {
    this.givens = puzzle ?? '0'.repeat(81);
    this.problem = problem;
    void this.#api;
    void this.#actions;
  }
}
