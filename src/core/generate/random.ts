/**
 * The generator's randomness: the engine's seeded sfc32 stream (src/core/simulate/rng.ts), with
 * one stream per puzzle derived from the user's seed and the puzzle's index, so puzzle i is the
 * same whichever worker makes it and whether or not puzzles 0..i-1 were made at all.
 */
import { Rng, combineHash, mix32 } from '../simulate/rng';

export { Rng };

/** Tag mixed into every generator seed, so a generator stream never equals a simulation's. */
const GENERATE_TAG = 0x67656e31;

/** The seed of puzzle `index` of a request seeded with `seed`. */
export function puzzleSeed(seed: number, index: number): number {
  return combineHash(combineHash(mix32(GENERATE_TAG), seed), index);
}

/** A float in [0, 1) from the stream, for helpers that take `() => number`. */
export function unitFloat(rng: Rng): number {
  return rng.nextUint32() / 4294967296;
}

/** Shuffles in place (Fisher–Yates) and returns the array. */
export function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const item = items[i]!;
    items[i] = items[j]!;
    items[j] = item;
  }
  return items;
}
