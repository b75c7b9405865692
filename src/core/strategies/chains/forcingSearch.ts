/**
 * Sudoku Explainer's multiple-chain producers, each found in full and sorted the way SE sorts
 * them (difficulty with length bonus, then complexity, then kind, then discovery order):
 *
 * - Nishio: one digit at a time, dynamic; an assumption that leads to a contradiction is false.
 * - Multiple (static): every value of a cell, or every place of a digit in a house, forces
 *   the same potential.
 * - Dynamic: contradictions, double implications (p on and p off force the same thing), cell
 *   and unit (house) forcing chains, all with dynamic propagation.
 * - Dynamic (+): the same, the propagation also using pointing, claiming, pairs and X-wings.
 *
 * A hint is a small descriptor; its chains are rebuilt by re-running the (deterministic)
 * propagations only for the hints that become steps (`stepsOf` in forcing.ts).
 */
import { ancestorCount, houseCounts, propagate, Propagation, type PropagationMode } from './propagation';
import { HOUSE_TABLE as HOUSE_TABLE_TABLE, popcount9, SE_HOUSES as SE_HOUSES_TABLE } from './potentials';

// Local copies: module bindings are read through accessors in some loaders, too slow for hot loops.
const HOUSE_TABLE = HOUSE_TABLE_TABLE;
const SE_HOUSES = SE_HOUSES_TABLE;


export type ForcingMode = 'nishio' | 'multiple' | 'dynamic' | 'dynamicPlus';
export type ForcingShape = 'contradiction' | 'double' | 'cell' | 'unit';

/** One forcing-chain hint: assumptions (one per branch) that all lead to `target`. */
export interface ForcingHint {
  readonly mode: ForcingMode;
  readonly shape: ForcingShape;
  /** The assumed potential of each branch; a contradiction has one. */
  readonly starts: readonly number[];
  /** The concluded potential: on places its digit, off removes its candidate. */
  readonly target: number;
  /** The cell (cell chains) or house (unit chains) the branches cover. */
  readonly cell?: number;
  readonly house?: number;
  readonly complexity: number;
  readonly difficulty: number;
  readonly sortKey: number;
  readonly seq: number;
}

export const FORCING_BASE: Record<ForcingMode, number> = { nishio: 7.5, multiple: 8.0, dynamic: 8.5, dynamicPlus: 9.0 };

/** How each producer propagates: Nishio one digit at a time, multiple static, dynamic with the grid updated. */
export const MODES: Record<ForcingMode, PropagationMode> = {
  nishio: { dynamic: true, cellRules: false },
  multiple: { dynamic: false, cellRules: true },
  dynamic: { dynamic: true, cellRules: true },
  dynamicPlus: { dynamic: true, cellRules: true, advanced: true },
};

/** Reused propagations: one per candidate's "on" assumption, one scratch for "off". */
const onProps: (Propagation | undefined)[] = new Array(729);
const onStamp = new Int32Array(729);
let searchStamp = 0;
const offProp = new Propagation();

/**
 * Sudoku Explainer's difficulty of a chain, as the same floating-point sum SE computes
 * (base + 0.1 + 0.1 + …), because SE sorts hints on that exact value.
 */
export function seChainDifficulty(base: number, complexity: number): number {
  let added = 0;
  let ceiling = 4;
  let odd = false;
  const length = complexity - 2;
  while (length > ceiling) {
    added += 0.1;
    ceiling = odd ? ((ceiling * 4) / 3) | 0 : ((ceiling * 3) / 2) | 0;
    odd = !odd;
  }
  return base + added;
}

/**
 * Every hint of one producer on the position `marks`, SE-sorted; with `firstOnly`, just the
 * first of them (the one SE applies), without building the others.
 */
export function findForcingHints(marks: Uint16Array, mode: ForcingMode, firstOnly = false): ForcingHint[] {
  searchStamp++;
  const counts = houseCounts(marks);
  const propagationMode = MODES[mode];
  const dynamic = mode !== 'multiple';
  const base = FORCING_BASE[mode];
  const hints: ForcingHint[] = [];
  let best: ForcingHint | undefined;
  let seq = 0;
  // Whether a hint of this shape and complexity would come before the best so far (first-only searches).
  const keeps = (shape: ForcingShape, complexity: number): boolean => {
    if (!firstOnly || !best) return true;
    const difficulty = seChainDifficulty(base, complexity);
    if (difficulty !== best.difficulty) return difficulty < best.difficulty;
    if (complexity !== best.complexity) return complexity < best.complexity;
    return SORT_KEYS[shape] < best.sortKey;
  };
  const add = (shape: ForcingShape, starts: number[], target: number, complexity: number, extra: { cell?: number; house?: number }): void => {
    if (!keeps(shape, complexity)) {
      seq++;
      return;
    }
    const hint: ForcingHint = { mode, shape, starts, target, ...extra, complexity, difficulty: seChainDifficulty(base, complexity), sortKey: SORT_KEYS[shape], seq: seq++ };
    if (firstOnly) best = hint;
    else hints.push(hint);
  };
  // A hint passed over before it was built: it still takes its place in the discovery order.
  const skip = (): void => {
    seq++;
  };
  const onOf = (candidate: number): Propagation => {
    let prop = onProps[candidate];
    if (!prop) prop = onProps[candidate] = new Propagation();
    if (onStamp[candidate] !== searchStamp) {
      propagate(prop, marks, candidate * 2 + 1, propagationMode, counts);
      onStamp[candidate] = searchStamp;
    }
    return prop;
  };
  // "Worth": an on-conclusion must remove something (another candidate of its cell).
  const onWorth = (potential: number): boolean => {
    const candidate = potential >> 1;
    const cell = (candidate / 9) | 0;
    return (marks[cell]! & ~(1 << (candidate - cell * 9))) !== 0;
  };

  const valueProps = valuePropsScratch;
  for (let cell = 0; cell < 81; cell++) {
    const bits = marks[cell]!;
    const cardinality = popcount9(bits);
    if (!(cardinality > 2 || (cardinality > 1 && dynamic))) continue;
    valueProps.length = 0;
    for (let rest = bits; rest !== 0; rest &= rest - 1) {
      const digit = 31 - Math.clz32(rest & -rest);
      const candidate = cell * 9 + digit;
      const on = onOf(candidate);
      valueProps.push(on);
      const doContradiction = dynamic;
      const doDouble = cardinality >= 3 && (mode === 'dynamic' || mode === 'dynamicPlus');
      if (doContradiction && on.isAbsurd) {
        add('contradiction', [candidate * 2 + 1], candidate * 2, ancestorCount(on, on.absurdOn) + ancestorCount(on, on.absurdOff), {});
      }
      // In a bivalue cell, "value off" and "the other value on" reach the same potentials under
      // plain dynamic rules (each implies the other at once, and those rules do not depend on
      // order): the off assumption can only be absurd if the other value's on assumption is.
      const offIsBarren = mode === 'dynamic' && cardinality === 2 && !onOf(cell * 9 + 31 - Math.clz32(bits & ~(1 << digit))).isAbsurd;
      if ((doContradiction || doDouble) && !offIsBarren) {
        const off = propagate(offProp, marks, candidate * 2, propagationMode, counts);
        if (doContradiction && off.isAbsurd) {
          add('contradiction', [candidate * 2], candidate * 2 + 1, ancestorCount(off, off.absurdOn) + ancestorCount(off, off.absurdOff), {});
        }
        if (doDouble) {
          for (let want = 1; want >= 0; want--) {
            for (let i = 0; i < on.orderLength; i++) {
              const p = on.order[i]!;
              if ((p & 1) !== want || !off.has(p)) continue;
              if (want === 1 && !onWorth(p)) continue;
              const complexity = ancestorCount(on, p) + ancestorCount(off, p);
              if (!keeps('double', complexity)) {
                seq++;
                continue;
              }
              add('double', [candidate * 2 + 1, candidate * 2], p, complexity, {});
            }
          }
        }
      }
      if (mode !== 'nishio') findUnitChains(cell, digit, marks, on, onOf, onWorth, keeps, add, skip);
    }
    if (mode !== 'nishio') {
      const first = valueProps[0]!;
      for (let want = 1; want >= 0; want--) {
        for (let i = 0; i < first.orderLength; i++) {
          const p = first.order[i]!;
          if ((p & 1) !== want) continue;
          if (!allHave(valueProps, valueProps.length, p)) continue;
          if (want === 1 && !onWorth(p)) continue;
          let complexity = 0;
          for (let v = 0; v < valueProps.length; v++) complexity += ancestorCount(valueProps[v]!, p);
          if (!keeps('cell', complexity)) continue;
          const starts: number[] = [];
          for (let rest = bits; rest !== 0; rest &= rest - 1) starts.push((cell * 9 + 31 - Math.clz32(rest & -rest)) * 2 + 1);
          add('cell', starts, p, complexity, { cell });
        }
      }
    }
  }
  if (firstOnly) return best ? [best] : [];
  return sortHints(hints);
}

/** SE's sort key of each shape: double implications first, contradictions last. */
const SORT_KEYS: Record<ForcingShape, number> = { double: 1, cell: 5, unit: 6, contradiction: 7 };

const placesScratch = new Int16Array(9);
const propsScratch: Propagation[] = [];
const valuePropsScratch: Propagation[] = [];

function findUnitChains(
  cell: number,
  digit: number,
  marks: Uint16Array,
  on: Propagation,
  onOf: (candidate: number) => Propagation,
  onWorth: (potential: number) => boolean,
  keeps: (shape: ForcingShape, complexity: number) => boolean,
  add: (shape: ForcingShape, starts: number[], target: number, complexity: number, extra: { house?: number }) => void,
  skip: () => void,
): void {
  const bit = 1 << digit;
  const places = placesScratch;
  const props = propsScratch;
  for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[cell * 3 + k]!;
    let count = 0;
    for (let i = 0; i < 9; i++) {
      const c = HOUSE_TABLE[house * 9 + i]!;
      if (marks[c]! & bit) places[count++] = c;
    }
    // Each house is taken once, from its first place.
    if (count < 2 || places[0] !== cell) continue;
    props.length = 0;
    for (let j = 0; j < count; j++) props.push(places[j] === cell ? on : onOf(places[j]! * 9 + digit));
    for (let want = 1; want >= 0; want--) {
      for (let i = 0; i < on.orderLength; i++) {
        const p = on.order[i]!;
        if ((p & 1) !== want) continue;
        if (!allHave(props, count, p)) continue;
        if (want === 1 && !onWorth(p)) continue;
        let complexity = 0;
        for (let j = 0; j < count; j++) complexity += ancestorCount(props[j]!, p);
        if (!keeps('unit', complexity)) {
          skip();
          continue;
        }
        const starts: number[] = [];
        for (let j = 0; j < count; j++) starts.push((places[j]! * 9 + digit) * 2 + 1);
        add('unit', starts, p, complexity, { house });
      }
    }
  }
}

/** Whether every propagation holds `potential`; the first one is skipped: the potential comes from its order. */
function allHave(props: readonly Propagation[], count: number, potential: number): boolean {
  for (let i = 1; i < count; i++) if (!props[i]!.has(potential)) return false;
  return true;
}
export function sortHints<T extends { difficulty: number; complexity: number; sortKey: number; seq: number }>(hints: T[]): T[] {
  return hints.sort((a, b) => a.difficulty - b.difficulty || a.complexity - b.complexity || a.sortKey - b.sortKey || a.seq - b.seq);
}
