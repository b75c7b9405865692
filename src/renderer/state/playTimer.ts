/**
 * The Play timer as a value: time banked so far and, while it runs, when it last started. It is
 * paused while the window is hidden and once the puzzle is solved, so it counts time spent
 * looking at the puzzle only.
 */
export interface PlayTimer {
  /** Milliseconds counted before the current run. */
  readonly bankedMs: number;
  /** When the current run started (a clock reading in ms), or null while paused. */
  readonly since: number | null;
}

export const STOPPED_TIMER: PlayTimer = { bankedMs: 0, since: null };

/** A paused timer that already holds `ms` (a saved game's time). */
export function timerAt(ms: number): PlayTimer {
  return { bankedMs: Math.max(0, ms), since: null };
}

export function elapsedMs(timer: PlayTimer, now: number): number {
  return timer.bankedMs + (timer.since === null ? 0 : Math.max(0, now - timer.since));
}

export function resumed(timer: PlayTimer, now: number): PlayTimer {
  return timer.since === null ? { bankedMs: timer.bankedMs, since: now } : timer;
}

export function paused(timer: PlayTimer, now: number): PlayTimer {
  return timer.since === null ? timer : { bankedMs: elapsedMs(timer, now), since: null };
}

/** `4:07`, or `1:02:09` past the hour. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
