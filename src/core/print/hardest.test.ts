import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/puzzle';
import { hardestTechnique } from './hardest';

describe('hardestTechnique', () => {
  it('names a single for a puzzle singles solve', () => {
    // Wikipedia's example puzzle: naked and hidden singles are enough.
    const name = hardestTechnique(asPuzzle('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'));
    expect(name).toMatch(/single/i);
  });

  it('says when the path needs nested chains or a guess (Golden Nugget), without waiting for them', () => {
    const name = hardestTechnique(asPuzzle('.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....'));
    expect(name).toMatch(/needs nested chains or a guess/);
  });
});
