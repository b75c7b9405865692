/**
 * The Examine view's state: the pasted text, the call in flight, and what came back.
 */
import type { AppApi } from '../../shared/api';
import type { PuzzleStatus } from '../../core/solve/index';
import { gridCellsOf, type GridCell } from './gridCells';

/** One sentence per status, as a person would say it. */
const STATUS_TEXT: Record<PuzzleStatus['status'], string> = {
  unique: 'Valid: exactly one solution.',
  none: 'No solution: these givens cannot be completed to a full grid.',
  multiple: 'Not a proper puzzle: it has more than one solution.',
  invalid: 'Not a puzzle Patti can read.',
};

export class ExamineState {
  text = $state('');
  busy = $state(false);
  /** The last answer from the API, or null before the first call. */
  result = $state.raw<PuzzleStatus | null>(null);
  /** A failed call (not an invalid puzzle, which is a result): unreachable host, bad token. */
  callError = $state<string | null>(null);

  readonly statusText = $derived(this.result ? STATUS_TEXT[this.result.status] : null);
  readonly cells = $derived<readonly GridCell[] | null>(
    this.result?.puzzle ? gridCellsOf(this.result.puzzle, this.result.solution) : null,
  );
  readonly canSubmit = $derived(!this.busy && this.text.trim() !== '');

  readonly #api: AppApi;

  constructor(api: AppApi) {
    this.#api = api;
  }

  async examine(): Promise<void> {
    if (!this.canSubmit) return;
    this.busy = true;
    try {
      const reply = await this.#api.examinePuzzle(this.text);
      this.result = reply.ok ? reply.value : null;
      this.callError = reply.ok ? null : reply.error.message;
    } finally {
      this.busy = false;
    }
  }
}
