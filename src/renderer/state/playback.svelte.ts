/**
 * Moving through a list of steps: first / previous / next / last, jumping anywhere (the scrub
 * slider, a click in the list or on the chart) and autoplay at a chosen speed. Replay and Trial
 * and error each keep one.
 */

/** Autoplay speeds, as time per step. */
export const SPEEDS = [
  { ms: 2000, label: '2 s per step' },
  { ms: 1000, label: '1 s per step' },
  { ms: 500, label: '0.5 s per step' },
  { ms: 250, label: '0.25 s per step' },
  { ms: 100, label: '0.1 s per step' },
] as const;

export class Playback {
  /** The current step, 0..count−1 (0 when there are none). */
  index = $state(0);
  count = $state(0);
  playing = $state(false);
  intervalMs = $state(1000);

  readonly atStart = $derived(this.index <= 0);
  readonly atEnd = $derived(this.index >= this.count - 1);

  #timer: ReturnType<typeof setTimeout> | null = null;

  /** A new list of steps: back to its start (or to `index`), autoplay stopped. */
  reset(count: number, index = 0): void {
    this.pause();
    this.count = count;
    this.index = this.#clamp(index);
  }

  /** More steps joined the list (a solve still being found): the current step and autoplay go on. */
  extend(count: number): void {
    this.count = Math.max(this.count, count);
  }

  go(index: number): void {
    this.index = this.#clamp(index);
  }

  first(): void {
    this.go(0);
  }

  previous(): void {
    this.go(this.index - 1);
  }

  next(): void {
    this.go(this.index + 1);
  }

  last(): void {
    this.go(this.count - 1);
  }

  /** Starts autoplay (from the beginning when already at the end) or pauses it. */
  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  play(): void {
    if (this.count <= 1) return;
    if (this.atEnd) this.index = 0;
    this.playing = true;
    this.#schedule();
  }

  pause(): void {
    this.playing = false;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  setSpeed(intervalMs: number): void {
    this.intervalMs = intervalMs;
    if (this.playing) {
      if (this.#timer !== null) clearTimeout(this.#timer);
      this.#schedule();
    }
  }

  #schedule(): void {
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (!this.playing) return;
      this.next();
      if (this.atEnd) this.pause();
      else this.#schedule();
    }, this.intervalMs);
  }

  #clamp(index: number): number {
    return Math.max(0, Math.min(this.count - 1, Math.round(index)));
  }
}
