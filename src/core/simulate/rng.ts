/**
 * Seeded randomness for the simulations. The generator is sfc32 (Chris Doty-Humphrey's
 * "small fast counting" generator, as in PractRand): four 32-bit words of state, passes
 * PractRand and BigCrush, and is cheap in JavaScript because everything stays in int32.
 *
 * Every simulated solver gets its own stream, derived from (seed, puzzle, strategy count,
 * run index) by hashing, so a run's numbers do not depend on which worker computes it, on how
 * many other puzzles it computed before, or on whether the other runs were computed at all:
 * one run can be replayed alone from its seed.
 */

/** A stream of uniform 32-bit integers; `below(n)` draws 0..n-1. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // splitmix32 spreads one 32-bit seed over the four state words, then sfc32 is warmed up
    // as its author recommends, so nearby seeds give unrelated streams.
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) | 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next uniform integer in 0 .. 2^32-1. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /**
   * A uniform integer in 0..n-1 by multiply-shift (Lemire without the rejection step): the
   * bias is below n / 2^32, under 2e-8 for the n ≤ 81 the simulations use.
   */
  below(n: number): number {
    return Math.floor((this.nextUint32() * n) / 4294967296);
  }
}

/** murmur3's 32-bit finalizer: a bijection that mixes every input bit into every output bit. */
export function mix32(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Combines a hash with one more 32-bit value (order matters). */
export function combineHash(hash: number, value: number): number {
  return mix32((Math.imul(hash ^ 0x27d4eb2f, 0x165667b1) + (value | 0)) | 0);
}

/** FNV-1a over the characters of a string, finalized with mix32. */
export function hashString(text: string, start = 0x811c9dc5): number {
  let h = start | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix32(h);
}

/** The default seed when the user gives none. Any fixed value would do; this one is documented. */
export const DEFAULT_SEED = 1;

/**
 * The seed of one simulated solver: a hash of the user's seed, the puzzle, a tag naming the
 * simulation (e.g. 4 for NHC-4, so NHC-2 and NHC-4 use different random starts, as in the
 * paper) and the run's index.
 */
export function runSeed(seed: number, puzzle: string, tag: number, run: number): number {
  return combineHash(combineHash(hashString(puzzle, combineHash(0x811c9dc5, seed)), tag), run);
}
