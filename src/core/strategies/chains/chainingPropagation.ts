/**
 * The propagation of Sudoku Explainer's general chaining engine (SE's `doChaining`): from a
 * set of assumptions, "on" strikes its cell-mates and peers, "off" turns on the last value of a
 * cell or the last place of a digit in a house, until nothing follows or a candidate is forced
 * both ways. Dynamic rules strike each "off" from a working copy of the position as the chain
 * goes; whenever the propagation stalls, rules of level 1 and up ask the simple techniques
 * (advanced.ts), and nested levels whole chain searches of a lower level, what they find in the
 * position reached, and let their eliminations join the chain.
 *
 * Unlike the fast propagation (propagation.ts, typed arrays), this one builds `ChainLink`
 * records, because a nested chain keeps its inner chains as parts of its links.
 */
import { lowestBitIndex, popcount } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';
import { advancedInferences, type AdvancedInference } from './advanced';
import {
  Cause,
  chainOf,
  houseCause,
  link,
  reached,
  type ChainingHint,
  type ChainingRule,
  type ChainLink,
  type HintSource,
  type LinkedSet,
} from './chainingHint';
import { HOUSE_TABLE, SE_HOUSES, SE_PEERS } from './potentials';

/** The k-th house (box, row, column) of `cell`, in SE's order. */
const houseOf = (cell: number, k: number): number => SE_HOUSES[cell * 3 + k] ?? -1;
/** The i-th cell of `house` in reading order. */
const cellOf = (house: number, i: number): number => HOUSE_TABLE[house * 9 + i] ?? -1;

/** The house of `cell` a region cause names. */
function causeHouse(cell: number, cause: Cause): number {
  return houseOf(cell, cause === Cause.Box ? 0 : cause === Cause.Row ? 1 : 2);
}

/** The house through which each of SE_PEERS is first met: box, row or column. */
const PEER_CAUSE: Uint8Array = (() => {
  const table = new Uint8Array(81 * 20);
  for (let cell = 0; cell < 81; cell++) {
    for (let i = 0; i < 20; i++) {
      const other = SE_PEERS[cell * 20 + i] ?? -1;
      const k = [0, 1, 2].find((n) => houseOf(other, n) === houseOf(cell, n)) ?? 0;
      table[cell * 20 + i] = houseCause(houseOf(cell, k));
    }
  }
  return table;
})();

/** SE_INDEX[cell * 3 + k]: where the cell sits in its k-th house (box, row, column). */
const SE_INDEX: Uint8Array = (() => {
  const table = new Uint8Array(81 * 3);
  for (let cell = 0; cell < 81; cell++)
    for (let k = 0; k < 3; k++) for (let i = 0; i < 9; i++) if (cellOf(houseOf(cell, k), i) === cell) table[cell * 3 + k] = i;
  return table;
})();

/** The digit's other place in the house when it has two places there (one of them `cell`), else -1. */
export function otherPlace(places: Uint16Array, house: number, digitIndex: DigitIndex, cell: number): number {
  const now = places[house * 9 + digitIndex] ?? 0;
  if (popcount(now) !== 2) return -1;
  let index = lowestBitIndex(now);
  if (cellOf(house, index) === cell) index = lowestBitIndex(now & ~(1 << index));
  return cellOf(house, index);
}

/** With `toOn`, a potential already reached and not contradicted is left out: the propagation would drop it anyway. */
function wanted(toOn: LinkedSet | null, toOff: LinkedSet, potential: number): boolean {
  return toOn === null || !toOn.has(potential) || toOff.has(potential & ~1);
}

/**
 * "p off": the other value of a bivalue cell (with cell rules), the other place of a digit
 * with two places in a house. With a `source` position (dynamic chains), the candidates struck
 * since then that the inference needs join its parents.
 */
function offToOn(
  work: Uint16Array,
  places: Uint16Array,
  p: ChainLink,
  source: Uint16Array,
  sourcePlaces: Uint16Array,
  toOff: LinkedSet,
  cellRules: boolean,
  toOn: LinkedSet,
): ChainLink[] {
  const candidate = p.potential >> 1;
  const cell = (candidate / 9) | 0;
  const digitIndex: DigitIndex = candidate - cell * 9;
  const values = work[cell] ?? 0;
  const out: ChainLink[] = [];
  if (cellRules && popcount(values) === 2) {
    const potential = (cell * 9 + lowestBitIndex(values & ~(1 << digitIndex))) * 2 + 1;
    if (wanted(toOn, toOff, potential)) {
      const parents = [p];
      for (let lost = (source[cell] ?? 0) & ~values; lost !== 0; lost &= lost - 1)
        parents.push(reached(toOff, (cell * 9 + lowestBitIndex(lost)) * 2));
      out.push(link(potential, parents, Cause.Cell));
    }
  }
  for (let k = 0; k < 3; k++) {
    const house = houseOf(cell, k);
    const other = otherPlace(places, house, digitIndex, cell);
    if (other < 0) continue;
    const potential = (other * 9 + digitIndex) * 2 + 1;
    if (!wanted(toOn, toOff, potential) || out.some((q) => q.potential === potential)) continue;
    const parents = [p];
    for (let lost = (sourcePlaces[house * 9 + digitIndex] ?? 0) & ~(places[house * 9 + digitIndex] ?? 0); lost !== 0; lost &= lost - 1)
      parents.push(reached(toOff, (cellOf(house, lowestBitIndex(lost)) * 9 + digitIndex) * 2));
    out.push(link(potential, parents, houseCause(house)));
  }
  return out;
}

/**
 * The candidates the assumption struck (present in `source`, gone from `current`) that an
 * inner chain's inferences rest on: SE's `getRuleParents` — the other values of each cell
 * an "on" inference found bivalue, the other places of each house it found with two.
 */
function ruleParents(inner: ChainingHint, source: Uint16Array, current: Uint16Array): number[] {
  const out: number[] = [];
  const added = new Set<number>();
  const add = (candidate: number): void => {
    if (added.has(candidate)) return;
    added.add(candidate);
    out.push(candidate * 2);
  };
  // An assumption of a cell or unit chain stands for its cell or house.
  const startCause = inner.shape === 'cell' ? Cause.Cell : inner.shape === 'unit' ? houseCause(inner.house) : Cause.None;
  for (const target of inner.targets) {
    for (const p of chainOf(target)) {
      const cause = p.cause === Cause.None ? startCause : p.cause;
      if ((p.potential & 1) === 0 || cause === Cause.None) continue;
      const candidate = p.potential >> 1;
      const cell = (candidate / 9) | 0;
      const digitIndex: DigitIndex = candidate - cell * 9;
      if (cause === Cause.Cell) {
        for (let lost = (source[cell] ?? 0) & ~(current[cell] ?? 0); lost !== 0; lost &= lost - 1) add(cell * 9 + lowestBitIndex(lost));
      } else {
        const house = causeHouse(cell, cause);
        for (let i = 0; i < 9; i++) {
          const other = cellOf(house, i);
          if ((source[other] ?? 0) & ~(current[other] ?? 0) & (1 << digitIndex)) add(other * 9 + digitIndex);
        }
      }
    }
  }
  return out;
}

/** Places of every digit in every house (house * 9 + digit), for the simple techniques. */
export function allPlaces(marks: Uint16Array, into: Uint16Array): Uint16Array {
  into.fill(0);
  for (let house = 0; house < 27; house++) {
    for (let i = 0; i < 9; i++) {
      for (let rest = marks[cellOf(house, i)] ?? 0; rest !== 0; rest &= rest - 1) into[house * 9 + lowestBitIndex(rest)]! |= 1 << i;
    }
  }
  return into;
}

const CYCLES: ChainingRule = { multiple: false, dynamic: false, nishio: false, level: 0 };
const MULTIPLE: ChainingRule = { multiple: true, dynamic: false, nishio: false, level: 0 };
const DYNAMIC: ChainingRule = { multiple: true, dynamic: true, nishio: false, level: 0 };

/** The chain searches a nested rule asks at each stall, after the simple techniques (SE's `otherRules`). */
function innerRules(level: number): ChainingRule[] {
  if (level < 2) return [];
  if (level === 2) return [CYCLES];
  if (level === 3) return [CYCLES, MULTIPLE];
  if (level === 4) return [DYNAMIC];
  return [DYNAMIC, { ...DYNAMIC, level: level - 3 }];
}

/** The propagation of one rule, asking `engineOf` for the inner rules' hints at a stall. */
export class ChainPropagator {
  /** What `advancedInferences` found last, read before it is asked again. */
  private readonly advancedFound: AdvancedInference[] = [];

  constructor(
    readonly rule: ChainingRule,
    private readonly engineOf: (rule: ChainingRule) => HintSource,
  ) {}

  /**
   * SE's `doChaining`: extends `toOn` and `toOff` with all that follows; the pair of
   * derivations (on, off) of one candidate when the assumptions are absurd. `work` is struck
   * as the chain goes (dynamic rules) and restored before returning.
   */
  propagate(work: Uint16Array, places: Uint16Array, toOn: LinkedSet, toOff: LinkedSet): [ChainLink, ChainLink] | null {
    const { dynamic, nishio, level } = this.rule;
    const source = Uint16Array.from(work);
    const sourcePlaces = Uint16Array.from(places);
    const pendingOn = [...toOn.values()];
    const pendingOff = [...toOff.values()];
    let onHead = 0;
    let offHead = 0;
    try {
      while (onHead < pendingOn.length || offHead < pendingOff.length) {
        const p = onHead < pendingOn.length ? pendingOn[onHead++] : undefined;
        if (p) {
          // "p on": its cell's other values (with cell rules) and its digit's other places in box, row,
          // column, each once, each made a link only when the chain keeps it.
          const candidate = p.potential >> 1;
          const cell = (candidate / 9) | 0;
          const digitIndex: DigitIndex = candidate - cell * 9;
          if (!nishio) {
            for (let rest = (work[cell] ?? 0) & ~(1 << digitIndex); rest !== 0; rest &= rest - 1) {
              const struck = (cell * 9 + lowestBitIndex(rest)) * 2;
              const on = toOn.get(struck | 1);
              if (on) return [on, link(struck, [p], Cause.Cell)];
              if (toOff.has(struck)) continue;
              const off = link(struck, [p], Cause.Cell);
              toOff.set(struck, off);
              pendingOff.push(off);
            }
          }
          const bit = 1 << digitIndex;
          for (let i = 0; i < 20; i++) {
            const other = SE_PEERS[cell * 20 + i] ?? -1;
            if (!((work[other] ?? 0) & bit)) continue;
            const struck = (other * 9 + digitIndex) * 2;
            const cause: Cause = PEER_CAUSE[cell * 20 + i] ?? Cause.None;
            const on = toOn.get(struck | 1);
            if (on) return [on, link(struck, [p], cause)];
            if (toOff.has(struck)) continue;
            const off = link(struck, [p], cause);
            toOff.set(struck, off);
            pendingOff.push(off);
          }
        } else {
          const q = pendingOff[offHead++];
          if (!q) break;
          const made = offToOn(work, places, q, source, sourcePlaces, toOff, !nishio, toOn);
          if (dynamic) {
            const candidate = q.potential >> 1;
            const cell = (candidate / 9) | 0;
            const digitIndex: DigitIndex = candidate - cell * 9;
            work[cell] = (work[cell] ?? 0) & ~(1 << digitIndex);
            for (let k = 0; k < 3; k++) places[houseOf(cell, k) * 9 + digitIndex]! &= ~(1 << (SE_INDEX[cell * 3 + k] ?? 0));
          }
          for (const on of made) {
            const off = toOff.get(on.potential & ~1);
            if (off) return [on, off];
            if (!toOn.has(on.potential)) {
              toOn.set(on.potential, on);
              pendingOn.push(on);
            }
          }
        }
        if (onHead === pendingOn.length && offHead === pendingOff.length && level > 0) {
          for (const off of this.advanced(work, places, source, sourcePlaces, toOff)) {
            if (toOff.has(off.potential)) continue;
            toOff.set(off.potential, off);
            pendingOff.push(off);
          }
        }
      }
      return null;
    } finally {
      work.set(source);
      places.set(sourcePlaces);
    }
  }

  /** SE's `getAdvancedPotentials`: what the first technique that finds anything in the reached position adds. */
  private advanced(work: Uint16Array, now: Uint16Array, source: Uint16Array, before: Uint16Array, toOff: LinkedSet): ChainLink[] {
    const out: ChainLink[] = [];
    const struck = new Uint16Array(27);
    for (let house = 0; house < 27; house++) {
      let digits = 0;
      for (let digitIndex = 0; digitIndex < 9; digitIndex++)
        if (now[house * 9 + digitIndex] !== before[house * 9 + digitIndex]) digits |= 1 << digitIndex;
      struck[house] = digits;
    }
    for (const { eliminations, parents } of advancedInferences(work, source, now, before, struck, this.advancedFound)) {
      const links = parents.map((potential) => reached(toOff, potential));
      for (const candidate of eliminations) out.push(link(candidate * 2, links, Cause.Advanced));
    }
    for (const rule of innerRules(this.rule.level)) {
      if (out.length > 0) break;
      for (const inner of this.engineOf(rule).hints(work)) {
        const parents = ruleParents(inner, source, work);
        if (parents.length === 0) continue;
        const links = parents.map((potential) => reached(toOff, potential));
        for (const candidate of inner.removable) out.push(link(candidate * 2, links, Cause.Advanced, inner));
      }
    }
    return out;
  }
}
