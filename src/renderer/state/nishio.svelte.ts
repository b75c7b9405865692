/**
 * The Trial-and-error mode's state: one simulated Nishio solver (a seed and 2 or 4 human
 * strategies), every deduction, guess, contradiction and backtrack in order, the event on show,
 * and the cycle counts of 50 runs of the same seed for the histogram.
 */
import type { AppApi } from '../../shared/api';
import type { NishioEventView, NishioRunView, NishioStrategyCount, PuzzleProblem, PuzzleRef } from '../../shared/workspaceTypes';
import { histogramOf, type Histogram } from '../charts/histogram';
import { Playback } from './playback.svelte';
import type { BoardView } from './replay.svelte';
import { sameRef } from './routes';

/** How each kind of event reads in the list. */
export const EVENT_KIND_NAMES = {
  deduction: 'Deduction',
  guess: 'Guess',
  contradiction: 'Contradiction',
  backtrack: 'Backtrack',
} as const;

export class NishioState {
  ref = $state.raw<PuzzleRef | null>(null);
  seed = $state(0);
  strategies = $state<NishioStrategyCount>(4);
  run = $state.raw<NishioRunView | null>(null);
  loading = $state(false);
  error = $state<string | null>(null);
  pointedCell = $state<number | null>(null);

  readonly playback = new Playback();

  readonly events = $derived(this.run?.events ?? []);
  readonly current = $derived<NishioEventView | null>(this.events[this.playback.index] ?? null);
  readonly histogram = $derived<Histogram | null>(this.run ? histogramOf(this.run.histogram, this.run.cycles) : null);

  readonly board = $derived.by<BoardView | null>(() => {
    const run = this.run;
    if (!run) return null;
    const event = this.current;
    if (!event) return { givens: run.puzzle, position: run.start, highlights: null, label: 'The puzzle' };
    return {
      givens: run.puzzle,
      position: event.after,
      highlights: event.highlights,
      label: `Event ${event.index + 1}, ${EVENT_KIND_NAMES[event.kind].toLowerCase()}, cycle ${event.cycle}: the board after it`,
    };
  });

  readonly #api: AppApi;
  #request = 0;

  constructor(api: AppApi) {
    this.#api = api;
  }

  /** Runs the solver for a puzzle, seed and strategy count, unless that run is already open. */
  async open(ref: PuzzleRef, seed: number, strategies: NishioStrategyCount): Promise<PuzzleProblem | null> {
    const same = this.ref !== null && sameRef(this.ref, ref) && this.seed === seed && this.strategies === strategies;
    if (same && (this.run || this.loading)) return null;
    if (!this.ref || !sameRef(this.ref, ref)) this.run = null;
    this.ref = ref;
    this.seed = seed;
    this.strategies = strategies;
    const request = ++this.#request;
    this.loading = true;
    this.error = null;
    const reply = await this.#api.nishioRun({ ...ref, seed, strategies });
    if (request !== this.#request) return null;
    this.loading = false;
    if (!reply.ok) {
      this.error = reply.error.message;
      this.run = null;
      return null;
    }
    const value = reply.value;
    if (value.kind === 'problem') {
      this.run = null;
      if (value.reason === 'unknown-id') this.error = value.message;
      return value.reason === 'unknown-id' ? null : value;
    }
    this.run = value;
    this.playback.reset(value.events.length);
    return null;
  }

  go(index: number): void {
    this.playback.go(index);
  }
}
