import { describe, expect, it } from 'vitest';
import { GenerateProgress, progressLine } from './progress';

describe('GenerateProgress', () => {
  it('counts attempts of running and ended searches and keeps the value nearest each band', () => {
    let now = 0;
    const progress = new GenerateProgress(['se:6-7'], 100_000, () => now);
    progress.search(0, { attempts: 10, best: { 'se:6-7': 5.5 }, closest: { passed: 0, failing: 'se:6-7', gap: 0.5 } });
    progress.search(1, { attempts: 5, best: { 'se:6-7': 4 }, closest: undefined });
    now = 1000;
    expect(progressLine(progress.snapshot())).toBe('progress: attempts=15 made=0 rate=15.0/s best=se:5.5 left=99s');
    progress.ended(0, 12, true);
    expect(progress.snapshot()).toMatchObject({ attempts: 17, made: 1 });
  });
  it('says when no candidate has met every target after a tenth of the budget', () => {
    let now = 0;
    const progress = new GenerateProgress(['se:2-3', 'hodoku:extreme'], 10_000, () => now);
    progress.search(0, { attempts: 50, best: { 'se:2-3': 3.4 }, closest: { passed: 1, failing: 'hodoku:extreme', gap: 2 } });
    now = 500;
    expect(progress.snapshot().stuck).toBeUndefined();
    now = 1000;
    expect(progress.snapshot().stuck).toBe('no attempt has reached hodoku:extreme with se:2-3 yet; closest: se 3.4');
  });
});
