/**
 * XY-wings and XYZ-wings in HoDoKu 2.2's order (its WingSolver's `getWing`), for the `hodoku`
 * set: HoDoKu takes the first wing it meets, walking cell triples rather than pivots — for an
 * XY-wing every three bivalue cells in index order, each of them tried as the pivot in turn;
 * for an XYZ-wing each trivalue pivot in index order with every two bivalue cells after it.
 * The general search walks pivots and their peers, so where several wings remove something it
 * may take another one than HoDoKu, and the solve drifts from HoDoKu's path and score.
 */
import type { Candidate } from '../grid/candidate';
import type { Grid } from '../grid/grid';
import { PEERS } from '../grid/house';
import type { Strategy } from './strategy';
import type { WingStep } from './wings';

const SEES: Uint8Array = (() => {
  const sees = new Uint8Array(81 * 81);
  for (let cell = 0; cell < 81; cell++) for (const peer of PEERS[cell]!) sees[cell * 81 + peer] = 1;
  return sees;
})();

function popcount(bits: number): number {
  let count = 0;
  for (let b = bits; b; b &= b - 1) count++;
  return count;
}

/** Cells holding `digit` (0–8) that see every cell of `cells`, in index order. */
function victims(bits: Uint16Array, cells: readonly number[], digit: number): Candidate[] {
  const out: Candidate[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (bits[cell]! & (1 << digit) && cells.every((other) => SEES[other * 81 + cell] === 1)) out.push(cell * 9 + digit);
  }
  return out;
}

/** Every wing of the variant in the order HoDoKu meets them; its solver takes the first. */
export function* hodokuWings(grid: Grid, variant: 'xy' | 'xyz'): Generator<WingStep> {
  const bits = new Uint16Array(81);
  for (let cell = 0; cell < 81; cell++) if (grid.isEmpty(cell)) bits[cell] = grid.candidateBits(cell);
  const bivalue: number[] = [];
  const trivalue: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (popcount(bits[cell]!) === 2) bivalue.push(cell);
    if (popcount(bits[cell]!) === 3) trivalue.push(cell);
  }
  const firsts = variant === 'xyz' ? trivalue : bivalue;
  for (let i = 0; i < firsts.length; i++) {
    for (let j = variant === 'xyz' ? 0 : i + 1; j < bivalue.length; j++) {
      if (popcount(bits[firsts[i]!]! | bits[bivalue[j]!]!) !== 3) continue;
      for (let k = j + 1; k < bivalue.length; k++) {
        const [a, b, c] = [firsts[i]!, bivalue[j]!, bivalue[k]!];
        if (popcount(bits[a]! | bits[b]! | bits[c]!) !== 3) continue;
        if (bits[a] === bits[b] || bits[b] === bits[c] || bits[c] === bits[a]) continue;
        // Each of the three as the pivot (an XYZ-wing's pivot is its trivalue cell).
        const orders: readonly (readonly [number, number, number])[] = variant === 'xyz' ? [[a, b, c]] : [[a, b, c], [b, a, c], [c, b, a]];
        for (const [pivot, p, q] of orders) {
          if (!SEES[pivot * 81 + p] || !SEES[pivot * 81 + q]) continue;
          const zBits = bits[p]! & bits[q]!;
          if (popcount(zBits) !== 1) continue;
          const z = 31 - Math.clz32(zBits);
          const eliminations = victims(bits, variant === 'xyz' ? [p, q, pivot] : [p, q], z);
          if (eliminations.length === 0) continue;
          yield { kind: 'wing', variant, pivot, pincers: p < q ? [p, q] : [q, p], z: z + 1, placements: [], eliminations };
        }
      }
    }
  }
}

function wingStrategy(variant: 'xy' | 'xyz'): Strategy {
  return {
    technique: variant === 'xy' ? 'xy-wing' : 'xyz-wing',
    search: (grid, sink) => {
      for (const step of hodokuWings(grid, variant)) if (sink.add(step)) return;
    },
  };
}

export const hodokuXyWing = wingStrategy('xy');
export const hodokuXyzWing = wingStrategy('xyz');
