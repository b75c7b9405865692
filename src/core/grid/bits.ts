/** Number of set bits in a 32-bit integer (SWAR popcount; no loop on the hot path). */
export function popcount(bits: number): number {
  bits -= (bits >>> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit; -1 for zero. */
export function lowestBitIndex(bits: number): number {
  return bits === 0 ? -1 : 31 - Math.clz32(bits & -bits);
}
