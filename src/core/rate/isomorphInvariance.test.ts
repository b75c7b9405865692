import { describe, expect, it } from 'vitest';
import { readSampleLines, sampleEvery } from '../../../tests/support/data';
import { applyTransform, makeRandomTransform } from '../canonical/transform';
import { ISOMORPH_INVARIANT_RATERS } from './isomorphInvariance';
import { ratePuzzle } from './ratePuzzle';
import { raterIds } from './registry';

/** Six puzzles across the SE bands, each with an isomorph made by a seeded random transform. */
function isomorphPairs(): [string, string][] {
  let seed = 7;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const puzzles = sampleEvery(readSampleLines('se-bands.csv').slice(1), 25)
    .map((line) => line.split(',')[0]!)
    .slice(0, 6);
  return puzzles.map((puzzle) => [puzzle, applyTransform(puzzle, makeRandomTransform(random))]);
}

describe('isomorph invariance of the raters', () => {
  it('matches what each rater gives isomorph pairs', { timeout: 300_000 }, () => {
    const ids = raterIds();
    const differs = new Set<string>();
    for (const [puzzle, isomorph] of isomorphPairs()) {
      const a = ratePuzzle(puzzle, ids, { runs: 5 }) as unknown as Record<string, unknown>;
      const b = ratePuzzle(isomorph, ids, { runs: 5 }) as unknown as Record<string, unknown>;
      expect(a.error).toBeNull();
      for (const id of ids) if (JSON.stringify(a[id]) !== JSON.stringify(b[id])) differs.add(id);
    }
    // The raters listed gave every pair the same rating; every rater left out gave some pair another.
    expect(ids.filter((id) => !differs.has(id)).sort()).toEqual([...ISOMORPH_INVARIANT_RATERS].sort());
  });
});
