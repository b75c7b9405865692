import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Playback } from './playback.svelte';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('Playback', () => {
  it('moves step by step and stays within the list', () => {
    const playback = new Playback();
    playback.reset(5);
    playback.previous();
    expect(playback.index).toBe(0);
    playback.next();
    playback.next();
    expect(playback.index).toBe(2);
    playback.last();
    playback.next();
    expect(playback.index).toBe(4);
    playback.go(-10);
    expect(playback.index).toBe(0);
    playback.go(99);
    expect(playback.index).toBe(4);
  });

  it('plays one step per interval and stops at the end', () => {
    const playback = new Playback();
    playback.reset(3);
    playback.setSpeed(500);
    playback.play();
    expect(playback.playing).toBe(true);
    vi.advanceTimersByTime(500);
    expect(playback.index).toBe(1);
    vi.advanceTimersByTime(500);
    expect(playback.index).toBe(2);
    expect(playback.playing).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(playback.index).toBe(2);
  });

  it('starts again from the beginning when played at the end, and pauses on toggle', () => {
    const playback = new Playback();
    playback.reset(4, 3);
    playback.toggle();
    expect(playback.index).toBe(0);
    playback.toggle();
    vi.advanceTimersByTime(10_000);
    expect(playback.index).toBe(0);
    expect(playback.playing).toBe(false);
  });

  it('stops playing when the list changes', () => {
    const playback = new Playback();
    playback.reset(10);
    playback.play();
    playback.reset(2);
    vi.advanceTimersByTime(10_000);
    expect(playback.index).toBe(0);
    expect(playback.playing).toBe(false);
  });
});
