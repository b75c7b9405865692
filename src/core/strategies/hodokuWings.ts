/**
 * XY-wings in HoDoKu 2.2's order (its WingSolver's `getWing`), for the `hodoku` set: HoDoKu
 * takes the first wing it meets, walking every three bivalue cells in index order and trying
 * each of them as the pivot in turn. The general search walks pivots and their peers, so where
 * several wings remove something it may take another one than HoDoKu, and the solve drifts from
 * HoDoKu's path and score. (Its XYZ-wings are found pivot first, as the general search does.)
 */
import type { Candidate } from '../grid/candidate';
import { lowestBitIndex, popcount } from '../grid/bits';
import type { Grid } from '../grid/grid';
import { PEERS } from '../grid/house';
import type { Strategy } from './strategy';
import type { WingStep } from './wings';

const SEES: Uint8Array = (() => {
  const sees = new Uint8Array(81 * 81);
  for (let cell = 0; cell < 81; cell++) for (const peer of PEERS[cell]!) sees[cell * 81 + peer] = 1;
  return sees;
})();

/** Cells holding `digit` (0–8) that see both pincers, in index order. */
function victims(bits: Uint16Array, p: number, q: number, digit: number): Candidate[] {
  const out: Candidate[] = [];
  for (let cell = 0; cell < 81; cell++)
    if (bits[cell]! & (1 << digit) && SEES[p * 81 + cell] && SEES[q * 81 + cell]) out.push(cell * 9 + digit);
  return out;
}

/** The wing with this pivot and these pincers, when the pivot sees both and it removes something. */
function wingAt(bits: Uint16Array, pivot: number, p: number, q: number): WingStep | undefined {
  if (!SEES[pivot * 81 + p] || !SEES[pivot * 81 + q]) return undefined;
  const z = lowestBitIndex(bits[p]! & bits[q]!);
  const eliminations = victims(bits, p, q, z);
  if (eliminations.length === 0) return undefined;
  return { kind: 'wing', variant: 'xy', pivot, pincers: p < q ? [p, q] : [q, p], z: z + 1, placements: [], eliminations };
}

/** Every XY-wing in the order HoDoKu meets them; its solver takes the first. */
function* hodokuXyWings(grid: Grid): Generator<WingStep> {
  const bits = grid.emptyCandidateBits(new Uint16Array(81));
  const bivalue: number[] = [];
  for (let cell = 0; cell < 81; cell++) if (popcount(bits[cell]!) === 2) bivalue.push(cell);
  for (let i = 0; i < bivalue.length; i++) {
    const a = bivalue[i]!;
    for (let j = i + 1; j < bivalue.length; j++) {
      const b = bivalue[j]!;
      const digits = bits[a]! | bits[b]!;
      if (popcount(digits) !== 3) continue;
      for (let k = j + 1; k < bivalue.length; k++) {
        const c = bivalue[k]!;
        // Three different pairs over three digits: each pair of them shares one digit.
        if ((digits | bits[c]!) !== digits) continue;
        if (bits[a] === bits[b] || bits[b] === bits[c] || bits[c] === bits[a]) continue;
        // Each of the three as the pivot, in HoDoKu's order.
        const first = wingAt(bits, a, b, c);
        if (first) yield first;
        const second = wingAt(bits, b, a, c);
        if (second) yield second;
        const third = wingAt(bits, c, b, a);
        if (third) yield third;
      }
    }
  }
}

export const hodokuXyWing: Strategy = {
  technique: 'xy-wing',
  search: (grid, sink) => {
    for (const step of hodokuXyWings(grid)) if (sink.add(step)) return;
  },
};
