import { describe, expect, it } from 'vitest';
import { warmUpSlices } from './warmUp';

describe('warmUpSlices', () => {
  it('solves its puzzle step by step through the replay builder and stops once its budget is spent', () => {
    const slice = warmUpSlices(300);
    while (slice());
    // Spent: every later call is refused without solving anything.
    expect(slice()).toBe(false);
  });

  it('does nothing with no budget', () => {
    expect(warmUpSlices(0)()).toBe(false);
  });
});
