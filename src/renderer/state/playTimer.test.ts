import { describe, expect, it } from 'vitest';
import { elapsedMs, formatElapsed, paused, resumed, STOPPED_TIMER, timerAt } from './playTimer';

describe('play timer', () => {
  it('counts only the time it runs', () => {
    let timer = resumed(STOPPED_TIMER, 1_000);
    expect(elapsedMs(timer, 4_000)).toBe(3_000);
    timer = paused(timer, 4_000);
    // Hidden for a minute: nothing is counted.
    expect(elapsedMs(timer, 64_000)).toBe(3_000);
    timer = resumed(timer, 64_000);
    expect(elapsedMs(timer, 65_500)).toBe(4_500);
  });

  it('ignores a second pause or a second start', () => {
    const running = resumed(STOPPED_TIMER, 10);
    expect(resumed(running, 500)).toBe(running);
    const stopped = paused(running, 20);
    expect(paused(stopped, 900)).toBe(stopped);
  });

  it('starts from a saved game’s time', () => {
    expect(elapsedMs(resumed(timerAt(90_000), 0), 1_000)).toBe(91_000);
  });

  it('writes minutes and seconds, and hours past the hour', () => {
    expect(formatElapsed(247_900)).toBe('4:07');
    expect(formatElapsed(3_729_000)).toBe('1:02:09');
  });
});
