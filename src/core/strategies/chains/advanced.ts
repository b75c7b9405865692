/**
 * The extra inferences of Sudoku Explainer's "dynamic forcing chains (+)": when a dynamic
 * propagation stalls, the simple techniques are tried on the position it has reached —
 * pointing and claiming, then hidden pairs, naked pairs, X-wings, the first that works — and
 * their eliminations join the chain. Each such elimination's parents are the candidates the
 * propagation struck that the pattern needs (its "rule parents"): without them the pattern
 * was there before the assumption, and so adds nothing. Each technique looks in SE's order:
 * a candidate two patterns strike keeps the first one's parents, and that decides how long
 * the chain is and what it is worth.
 *
 * Runs at every stall of every (+) propagation, so it works on 9-bit position masks per
 * house and digit and allocates only for what it finds.
 */
import { HOUSE_TABLE } from './potentials';
import { lowestBitIndex } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';

/** Eliminations (candidates) of one pattern and the struck candidates (off potentials) it rests on. */
export interface AdvancedInference {
  readonly eliminations: number[];
  readonly parents: number[];
}

/**
 * Places of each digit in each house (house * 9 + digit), as masks over the house's cells, in
 * the reached position (`now`) and before the assumption (`before`), and per house the digits
 * whose places differ between the two (`struck`: a pattern needs one). The propagation's own
 * tables, passed by `advancedInferences` to the pattern finders below.
 */
interface Stall {
  readonly now: Uint16Array;
  readonly before: Uint16Array;
  readonly struck: Uint16Array;
}

/** Whether a mask has exactly two bits. */
const isPair = (bits: number): boolean => {
  const rest = bits & (bits - 1);
  return rest !== 0 && (rest & (rest - 1)) === 0;
};

/** Candidates of `digit` at the places `mask` of `house`; off potentials when `off`. */
function at(house: number, mask: number, digitIndex: DigitIndex, off: boolean, into: number[]): void {
  for (let rest = mask; rest !== 0; rest &= rest - 1) {
    const candidate = HOUSE_TABLE[house * 9 + lowestBitIndex(rest)]! * 9 + digitIndex;
    into.push(off ? candidate * 2 : candidate);
  }
}

/** The index mask, inside house `other`, of the cells it shares with `house` (0 when none). */
const SHARED = (() => {
  const table = new Uint16Array(27 * 27);
  for (let a = 0; a < 27; a++) {
    for (let b = 0; b < 27; b++) {
      let mask = 0;
      for (let i = 0; i < 9; i++) for (let j = 0; j < 9; j++) if (HOUSE_TABLE[b * 9 + i] === HOUSE_TABLE[a * 9 + j]) mask |= 1 << i;
      table[a * 27 + b] = mask;
    }
  }
  return table;
})();

/** SE's passes (base houses, cover houses): pointing along columns, then rows; claiming from columns, then rows. */
const LOCKING_PASSES: readonly (readonly [number, number])[] = [
  [18, 9],
  [18, 0],
  [9, 18],
  [0, 18],
];

function lockedCandidates(stall: Stall, out: AdvancedInference[]): void {
  const { now, before, struck } = stall;
  // SE's order: by pass, base, crossing cover, then digit.
  for (const [baseOffset, coverOffset] of LOCKING_PASSES) {
    for (let base = baseOffset; base < baseOffset + 9; base++) {
      if (struck[base] === 0) continue;
      for (let cover = coverOffset; cover < coverOffset + 9; cover++) {
        const inCover = SHARED[cover * 27 + base]!; // base cells lying in the cover house
        if (inCover === 0) continue;
        for (let digitIndex = 0; digitIndex < 9; digitIndex++) {
          const places = now[base * 9 + digitIndex]!;
          // Nothing struck from the base house: the pattern needs no struck candidate, adds nothing.
          if ((places & (places - 1)) === 0 || places === before[base * 9 + digitIndex]) continue;
          if ((places & inCover) !== places) continue;
          const victims = now[cover * 9 + digitIndex]! & ~SHARED[base * 27 + cover]!;
          if (victims === 0) continue;
          const struck = before[base * 9 + digitIndex]! & ~places & ~inCover;
          if (struck === 0) continue;
          const parents: number[] = [];
          at(base, struck, digitIndex, true, parents);
          const eliminations: number[] = [];
          at(cover, victims, digitIndex, false, eliminations);
          out.push({ eliminations, parents });
        }
      }
    }
  }
}

/**
 * SE's order for pairs: boxes, then columns, then rows (houses 18–26, 9–17, 0–8), and in a
 * house the pairs by their second member, then their first. The order decides which pattern's
 * parents a candidate struck by two patterns keeps, and so the length of the chain.
 */
const SE_SET_HOUSE_ORDER: readonly number[] = [
  ...Array.from({ length: 9 }, (_, i) => 18 + i),
  ...Array.from({ length: 9 }, (_, i) => 9 + i),
  ...Array.from({ length: 9 }, (_, i) => i),
];

/** Cells of the house still open (SE's empty cells: a propagation places no value). */
function emptyCells(work: Uint16Array, house: number): number {
  let count = 0;
  for (let i = 0; i < 9; i++) if (work[HOUSE_TABLE[house * 9 + i]!] !== 0) count++;
  return count;
}

function hiddenPairs(stall: Stall, work: Uint16Array, out: AdvancedInference[]): void {
  const { now, before, struck } = stall;
  for (const house of SE_SET_HOUSE_ORDER) {
    // A pair of digits none of which lost a place here was there before the assumption.
    if (struck[house] === 0 || emptyCells(work, house) <= 4) continue;
    for (let b = 1; b < 9; b++) {
      const places = now[house * 9 + b]!;
      if (!isPair(places)) continue;
      for (let a = 0; a < b; a++) {
        if (now[house * 9 + a] !== places) continue;
        if (before[house * 9 + a] === places && before[house * 9 + b] === places) continue;
        const pair = (1 << a) | (1 << b);
        const eliminations: number[] = [];
        for (let rest = places; rest !== 0; rest &= rest - 1) {
          const c = HOUSE_TABLE[house * 9 + lowestBitIndex(rest)]!;
          for (let others = work[c]! & ~pair; others !== 0; others &= others - 1) eliminations.push(c * 9 + lowestBitIndex(others));
        }
        if (eliminations.length === 0) continue;
        const parents: number[] = [];
        at(house, before[house * 9 + a]! & ~places, a, true, parents);
        at(house, before[house * 9 + b]! & ~places, b, true, parents);
        if (parents.length > 0) out.push({ eliminations: eliminations.sort((x, y) => x - y), parents });
      }
    }
  }
}

function nakedPairs(stall: Stall, work: Uint16Array, start: Uint16Array, out: AdvancedInference[]): void {
  const { struck } = stall;
  for (const house of SE_SET_HOUSE_ORDER) {
    // A pair of cells none of which lost a candidate was there before the assumption.
    if (struck[house] === 0 || emptyCells(work, house) < 4) continue;
    for (let j = 1; j < 9; j++) {
      const q = HOUSE_TABLE[house * 9 + j]!;
      const pair = work[q]!;
      if (!isPair(pair)) continue;
      for (let i = 0; i < j; i++) {
        const p = HOUSE_TABLE[house * 9 + i]!;
        if (work[p] !== pair) continue;
        if (start[p] === pair && start[q] === pair) continue;
        const eliminations: number[] = [];
        for (let k = 0; k < 9; k++) {
          const c = HOUSE_TABLE[house * 9 + k]!;
          if (c === p || c === q) continue;
          for (let hit = work[c]! & pair; hit !== 0; hit &= hit - 1) eliminations.push(c * 9 + lowestBitIndex(hit));
        }
        if (eliminations.length === 0) continue;
        const parents: number[] = [];
        for (const c of [p, q])
          for (let lost = start[c]! & ~work[c]! & ~pair; lost !== 0; lost &= lost - 1) parents.push((c * 9 + lowestBitIndex(lost)) * 2);
        if (parents.length > 0) out.push({ eliminations, parents });
      }
    }
  }
}

/** Whether the digit is placed six times or more (no row without a place), where SE seeks no X-wing. */
function placedSixTimes(before: Uint16Array, digitIndex: DigitIndex): boolean {
  let placed = 0;
  for (let row = 0; row < 9; row++) if (before[row * 9 + digitIndex] === 0) placed++;
  return placed + 4 > 9;
}

function xWings(stall: Stall, out: AdvancedInference[]): void {
  const { now, before, struck } = stall;
  // SE's order: columns as base lines, then rows; the pairs of lines by their second line, then
  // their first; the digits innermost.
  for (const baseOffset of [9, 0]) {
    const coverOffset = 9 - baseOffset;
    // Some base line must have lost a place of the digit.
    let lost = 0;
    for (let line = 0; line < 9; line++) lost |= struck[baseOffset + line]!;
    if (lost === 0) continue;
    for (let l2 = 1; l2 < 9; l2++) {
      for (let l1 = 0; l1 < l2; l1++) {
        for (let digitIndex = 0; digitIndex < 9; digitIndex++) {
          if (!(lost & (1 << digitIndex))) continue;
          const m1 = now[(baseOffset + l1) * 9 + digitIndex]!;
          const m2 = now[(baseOffset + l2) * 9 + digitIndex]!;
          const union = m1 | m2;
          if (m1 === 0 || m2 === 0 || !isPair(union)) continue;
          if (m1 === before[(baseOffset + l1) * 9 + digitIndex] && m2 === before[(baseOffset + l2) * 9 + digitIndex]) continue;
          if (placedSixTimes(before, digitIndex)) continue;
          const eliminations: number[] = [];
          for (let rest = union; rest !== 0; rest &= rest - 1) {
            const cover = coverOffset + lowestBitIndex(rest);
            // Along a cover line, the base lines sit at positions l1 and l2.
            at(cover, now[cover * 9 + digitIndex]! & ~((1 << l1) | (1 << l2)), digitIndex, false, eliminations);
          }
          if (eliminations.length === 0) continue;
          const parents: number[] = [];
          for (const line of [l1, l2])
            at(
              baseOffset + line,
              before[(baseOffset + line) * 9 + digitIndex]! & ~now[(baseOffset + line) * 9 + digitIndex]! & ~union,
              digitIndex,
              true,
              parents,
            );
          if (parents.length > 0) out.push({ eliminations, parents });
        }
      }
    }
  }
}

/**
 * The inferences of the first simple technique that adds something to the chain, or none, in
 * `out` (emptied first: the caller reuses it, reading the inferences before it asks again).
 * `workPlaces` and `startPlaces` are the places of each digit in each house (house * 9 + digit,
 * masks in HOUSE_TABLE order) of `work` and `start`; `struckDigits[house]` has bit d when digit
 * d lost a place in the house.
 */
export function advancedInferences(
  work: Uint16Array,
  start: Uint16Array,
  workPlaces: Uint16Array,
  startPlaces: Uint16Array,
  struckDigits: Uint16Array,
  out: AdvancedInference[],
): AdvancedInference[] {
  const stall: Stall = { now: workPlaces, before: startPlaces, struck: struckDigits };
  out.length = 0;
  lockedCandidates(stall, out);
  if (out.length === 0) hiddenPairs(stall, work, out);
  if (out.length === 0) nakedPairs(stall, work, start, out);
  if (out.length === 0) xWings(stall, out);
  return out;
}
