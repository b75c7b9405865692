/**
 * Speed and time left of a running job, from the times puzzles finished. The speed is measured
 * over a recent window so a slow start (workers loading) or a change of puzzle mix is forgotten.
 */

import type { GenerateSearchView } from '../../../shared/libraryTypes';

/** What a job reports while it runs. */
export interface JobProgress {
  readonly jobId: number;
  /** Puzzles in the whole job (including those finished before a resume). */
  readonly total: number;
  /** Puzzles rated so far (all of them, including before a resume). */
  readonly done: number;
  /** Puzzles that failed (budget exceeded, worker crashed twice, rater error). */
  readonly failed: number;
  /** Puzzles per second over the recent window; 0 before anything finished. */
  readonly perSecond: number;
  /** Seconds left at the current speed; undefined while the speed is unknown. */
  readonly etaSeconds: number | undefined;
  /** Milliseconds since this run of the job started. */
  readonly elapsedMs: number;
  /** A generate job's search: candidates rated, nearest values, time left (see core/generate/progress). */
  readonly search?: GenerateSearchView;
}

const WINDOW_MS = 10_000;
const SAMPLE_MS = 100;

export class ProgressMeter {
  private readonly samples: { at: number; finished: number }[] = [];
  private readonly startedAt: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.startedAt = now();
    this.samples.push({ at: this.startedAt, finished: 0 });
  }

  /** Records that `finished` puzzles in all have been finished in this run so far. */
  record(finished: number): void {
    const at = this.now();
    // One sample per SAMPLE_MS is plenty for a speed over seconds, and keeps the window small
    // when thousands of puzzles finish a second.
    const last = this.samples[this.samples.length - 1]!;
    if (this.samples.length > 1 && at - this.samples[this.samples.length - 2]!.at < SAMPLE_MS) {
      this.samples[this.samples.length - 1] = { at, finished };
      return;
    }
    if (last.at === at) last.finished = finished;
    else this.samples.push({ at, finished });
    // Keep one sample older than the window as its left edge.
    while (this.samples.length > 2 && at - this.samples[1]!.at > WINDOW_MS) this.samples.shift();
  }

  perSecond(): number {
    const first = this.samples[0]!;
    const last = this.samples[this.samples.length - 1]!;
    const seconds = (last.at - first.at) / 1000;
    return seconds > 0 ? (last.finished - first.finished) / seconds : 0;
  }

  elapsedMs(): number {
    return this.now() - this.startedAt;
  }

  /** Seconds to finish `remaining` puzzles at the current speed. */
  etaSeconds(remaining: number): number | undefined {
    const speed = this.perSecond();
    if (remaining <= 0) return 0;
    return speed > 0 ? remaining / speed : undefined;
  }
}
