/**
 * The bit helpers every search uses: candidate masks (bit d-1 for digit d), cell-set words and
 * house masks are all small integers, read with the same few operations.
 */

/**
 * Number of set bits in a 32-bit integer (SWAR popcount; no loop on the hot path). The last
 * multiplication is `Math.imul`: a plain `*` overflows 32 bits into a double, which code not
 * yet optimized keeps as a heap object, one per call.
 */
export function popcount(bits: number): number {
  bits -= (bits >>> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Index of the lowest set bit; -1 for zero (`Math.clz32(0)` is 32, so no test is needed). */
export function lowestBitIndex(bits: number): number {
  return 31 - Math.clz32(bits & -bits);
}

/** Index of the highest set bit; -1 for zero. */
export function highestBitIndex(bits: number): number {
  return 31 - Math.clz32(bits);
}

/** Calls `visit` with the index of every set bit, lowest first. */
export function forEachBitIndex(bits: number, visit: (index: number) => void): void {
  for (let rest = bits; rest !== 0; rest &= rest - 1) visit(31 - Math.clz32(rest & -rest));
}
