import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../../main/services/jobs/progressMeter';
import { formatDuration, formatProgressBar, formatProgressNumbers, makeProgressDisplay } from './dbRateProgress';

const progress = (done: number, extra: Partial<JobProgress> = {}): JobProgress => ({
  jobId: 3,
  total: 49158,
  done,
  failed: 0,
  perSecond: 1234.4,
  etaSeconds: 30,
  elapsedMs: 1000,
  ...extra,
});

class Capture extends Writable {
  text = '';
  constructor(readonly isTTY: boolean) {
    super();
  }
  override _write(chunk: Buffer, _encoding: string, callback: () => void): void {
    this.text += chunk.toString();
    callback();
  }
}

describe('progress display', () => {
  it('formats durations', () => {
    expect([formatDuration(0), formatDuration(95), formatDuration(3725), formatDuration(undefined), formatDuration(Infinity)]).toEqual([
      '0:00',
      '1:35',
      '1:02:05',
      '--:--',
      '--:--',
    ]);
  });

  it('shows counts, share, speed, time left and failures', () => {
    expect(formatProgressNumbers(progress(12345))).toBe('12,345/49,158 (25%) · 1,234/s · ETA 0:30');
    expect(formatProgressNumbers(progress(100, { failed: 2, total: 102, etaSeconds: undefined }))).toBe(
      '102/102 (100%) · 1,234/s · ETA --:-- · 2 failed',
    );
  });

  it('fills the bar in proportion and fits it to the width', () => {
    const bar = formatProgressBar(progress(24579), 80);
    expect(bar.length).toBeLessThanOrEqual(80);
    const inside = /^\[([#.]+)\]/.exec(bar)![1]!;
    expect(inside.split('').filter((c) => c === '#').length).toBe(Math.round(inside.length / 2));
    expect(formatProgressBar(progress(0, { total: 0 }), 80)).toMatch(/^\[#+\]/);
  });

  it('redraws in place on a terminal and prints plain lines elsewhere, at most every 5 s', () => {
    let clock = 0;
    const tty = new Capture(true);
    const bar = makeProgressDisplay(tty, 'job 3', () => clock);
    bar.update(progress(1));
    clock = 50;
    bar.update(progress(2)); // too soon: not drawn
    clock = 200;
    bar.update(progress(3));
    bar.note('worker 1 crashed');
    bar.finish();
    expect(tty.text.split('\r\x1b[K').filter(Boolean).length).toBeGreaterThanOrEqual(4);
    expect(tty.text).toContain('worker 1 crashed\n');
    expect(tty.text.endsWith('\n')).toBe(true);
    expect(tty.text).not.toContain('2/49,158');

    clock = 0;
    const plain = new Capture(false);
    const lines = makeProgressDisplay(plain, 'job 3', () => clock);
    lines.update(progress(1));
    clock = 4000;
    lines.update(progress(2));
    clock = 6000;
    lines.update(progress(3));
    lines.finish();
    expect(plain.text).not.toContain('\r');
    expect(
      plain.text
        .trim()
        .split('\n')
        .map((line) => line.split(' ')[2]),
    ).toEqual(['1/49,158', '3/49,158', '3/49,158']);
  });
});
