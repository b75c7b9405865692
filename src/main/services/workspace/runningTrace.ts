/**
 * One trace being computed in the trace worker, as the app API's callers see it: the steps
 * found so far, whoever waits for more, and the worker call to cancel once nobody waits.
 */
import { randomUUID } from 'node:crypto';
import type { BoardPosition, StepView, TracePart, TraceProgressView, TraceView } from '../../../shared/workspaceTypes';

type Computed = Omit<TraceView, 'cached'>;

export class RunningTrace {
  readonly ticket = randomUUID();
  readonly steps: StepView[] = [];
  readonly abort = new AbortController();
  /** Settles with the complete trace, or the worker's failure. */
  readonly done: Promise<Computed>;
  position: BoardPosition;
  phase: TracePart['phase'] = 'solving';
  result: Computed | undefined;
  failure: Error | undefined;
  /** Callers that opened it and have not cancelled. */
  watchers = 1;
  readonly #started = performance.now();
  #wake: (() => void)[] = [];

  constructor(
    readonly puzzle: string,
    readonly solution: string,
    start: BoardPosition,
    compute: (trace: RunningTrace) => Promise<Computed>,
  ) {
    this.position = start;
    this.done = compute(this).then(
      (result) => {
        this.result = result;
        this.#notify();
        return result;
      },
      (error: unknown) => {
        this.failure = error instanceof Error ? error : new Error(String(error));
        this.#notify();
        throw this.failure;
      },
    );
    // Callers read the failure from `failure`; an unwatched rejection must not count as unhandled.
    this.done.catch(() => undefined);
  }

  get settled(): boolean {
    return this.result !== undefined || this.failure !== undefined;
  }

  /** A part from the worker: its steps join the list (a part never skips a step). */
  add(part: TracePart): void {
    this.steps.splice(part.from, this.steps.length - part.from, ...part.steps);
    this.position = part.position;
    this.phase = part.phase;
    this.#notify();
  }

  /** Resolves once there is more than `from` steps, a new phase, or an end; or after `timeoutMs` without any. */
  news(from: number, timeoutMs: number): Promise<void> {
    if (this.settled || this.steps.length > from) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.#wake.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** The steps from `from` on, as the renderer is answered while the solve goes on. */
  progressView(from: number, libraryId: number | null, set: TraceProgressView['set']): TraceProgressView {
    return {
      kind: 'trace-progress',
      ticket: this.ticket,
      puzzle: this.puzzle,
      solution: this.solution,
      libraryId,
      set,
      from: Math.min(from, this.steps.length),
      steps: this.steps.slice(from),
      position: this.position,
      phase: this.phase,
      elapsedMs: Math.round(performance.now() - this.#started),
    };
  }

  #notify(): void {
    for (const wake of this.#wake.splice(0)) wake();
  }
}
