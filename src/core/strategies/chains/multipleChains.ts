/**
 * Sudoku Explainer's multiple forcing chains in the general engine (SE's
 * `getMultipleChainsHintList`): from each cell, the propagations of each value on (and, for
 * dynamic rules, off) give contradictions, double implications, cell chains (every value of
 * the cell forces the same potential) and unit chains (every place of a digit in a house
 * does). The propagations are the rule's `ChainPropagator`'s; the hints are made here.
 */
import { lowestBitIndex, popcount } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';
import type { ChainReach } from './chainReach';
import {
  branchesCount,
  Cause,
  commonTo,
  link,
  removableOf,
  ruleBase,
  targetsOf,
  worth,
  type ChainingHint,
  type ChainLink,
  type LinkedSet,
} from './chainingHint';
import type { ChainPropagator } from './chainingPropagation';
import type { LinkTables } from './links';
import { HOUSE_TABLE, SE_HOUSES } from './potentials';

/** What the static rule's filter reads: the position's link lists and reach sets, and where assumptions' reaches meet. */
export interface StaticReach {
  readonly links: LinkTables;
  readonly reach: ChainReach;
  /** Whether the "on" potentials of a group of assumptions (`candidateOf` each bit of `bits`) reach a common potential. */
  mayMeet(bits: number, candidateOf: (bit: number) => number): boolean;
}

/** A candidate's "on" propagation: what it forces on, what off, and its contradiction if absurd. */
type Closure = readonly [toOn: LinkedSet, toOff: LinkedSet, absurd: [ChainLink, ChainLink] | null];

/** SE's `getMultipleChainsHintList` on the position `work` (left as found), with the houses' `places`. */
export function multipleChains(propagator: ChainPropagator, statics: StaticReach, work: Uint16Array, places: Uint16Array): ChainingHint[] {
  const { rule } = propagator;
  const { multiple, dynamic, nishio } = rule;
  const base = ruleBase(rule);
  const out: ChainingHint[] = [];
  // A candidate's "on" closure, shared by its cell's search and the house searches that meet it.
  const onClosures = new Map<number, Closure>();
  const closureOn = (candidate: number): Closure => {
    let closure = onClosures.get(candidate);
    if (!closure) {
      const toOn: LinkedSet = new Map([[candidate * 2 + 1, link(candidate * 2 + 1, [], Cause.None)]]);
      const toOff: LinkedSet = new Map();
      closure = [toOn, toOff, propagator.propagate(work, places, toOn, toOff)];
      onClosures.set(candidate, closure);
    }
    return closure;
  };
  // A static propagation visits only what its start reaches over the static links, so a group
  // of assumptions concludes only where their reach sets meet: the other groups are skipped.
  // Static level-0 propagations ask no inner search, so the reach table stays this position's.
  const staticRule = !dynamic && !nishio && rule.level === 0;
  if (staticRule) {
    statics.links.prepareLinks(work);
    statics.reach.computeReach(work, true, true);
  }
  const units = (cell: number, digitIndex: DigitIndex): void =>
    unitChains(propagator, staticRule ? statics : null, work, places, cell, digitIndex, closureOn, out);
  for (let cell = 0; cell < 81; cell++) {
    const bits = work[cell] ?? 0;
    const cardinality = popcount(bits);
    if (!(cardinality > 2 || (cardinality > 1 && dynamic))) continue;
    const withCellChains =
      !nishio &&
      (cardinality === 2 || (multiple && cardinality > 2)) &&
      (!staticRule || statics.mayMeet(bits, (digitIndex) => cell * 9 + digitIndex));
    const valueOn: LinkedSet[] = [];
    const valueOff: LinkedSet[] = [];
    for (let rest = bits; rest !== 0; rest &= rest - 1) {
      const digitIndex: DigitIndex = lowestBitIndex(rest);
      const candidate = cell * 9 + digitIndex;
      if (staticRule) {
        // Only cell and unit chains: each asks for the closures it needs.
        units(cell, digitIndex);
        if (!withCellChains) continue;
        const [onToOn, onToOff] = closureOn(candidate);
        valueOn.push(onToOn);
        valueOff.push(onToOff);
        continue;
      }
      const [onToOn, onToOff, onAbsurd] = closureOn(candidate);
      const doDouble = cardinality >= 3 && !nishio && dynamic;
      const doContradiction = dynamic || nishio;
      if (doContradiction && onAbsurd) {
        const targets = [...onAbsurd];
        out.push({
          shape: 'contradiction',
          rule,
          result: candidate * 2,
          removable: [candidate],
          targets,
          sortKey: 7,
          ...worth(rule, targets, branchesCount(targets), base),
        });
      }
      if (doContradiction || doDouble) {
        const offToOnSet: LinkedSet = new Map();
        const offToOffSet: LinkedSet = new Map([[candidate * 2, link(candidate * 2, [], Cause.None)]]);
        const offAbsurd = propagator.propagate(work, places, offToOnSet, offToOffSet);
        if (doContradiction && offAbsurd) {
          const targets = [...offAbsurd];
          const removable = removableOf(work, candidate * 2 + 1);
          if (removable.length > 0)
            out.push({
              shape: 'contradiction',
              rule,
              result: candidate * 2 + 1,
              removable,
              targets,
              sortKey: 7,
              ...worth(rule, targets, branchesCount(targets), base),
            });
        }
        if (doDouble) {
          for (const fromOn of onToOn.values()) {
            const fromOff = offToOnSet.get(fromOn.potential);
            if (!fromOff) continue;
            const removable = removableOf(work, fromOn.potential);
            const targets = [fromOn, fromOff];
            if (removable.length > 0)
              out.push({
                shape: 'double',
                rule,
                result: fromOn.potential,
                removable,
                targets,
                sortKey: 1,
                ...worth(rule, targets, branchesCount(targets), base),
              });
          }
          for (const fromOn of onToOff.values()) {
            const fromOff = offToOffSet.get(fromOn.potential);
            if (!fromOff) continue;
            const targets = [fromOn, fromOff];
            out.push({
              shape: 'double',
              rule,
              result: fromOn.potential,
              removable: [fromOn.potential >> 1],
              targets,
              sortKey: 1,
              ...worth(rule, targets, branchesCount(targets), base),
            });
          }
        }
      }
      if (!nishio) units(cell, digitIndex);
      valueOn.push(onToOn);
      valueOff.push(onToOff);
    }
    if (!withCellChains) continue;
    for (const sets of [valueOn, valueOff]) {
      for (const target of commonTo(sets)) {
        const removable = removableOf(work, target);
        if (removable.length === 0) continue;
        const targets = targetsOf(sets, target);
        out.push({
          shape: 'cell',
          cell,
          rule,
          result: target,
          removable,
          targets,
          sortKey: 5,
          ...worth(rule, targets, branchesCount(targets), base),
        });
      }
    }
  }
  return out;
}

/**
 * SE's `doRegionChainings`: every place of the digit in a house where `cell` is the first place.
 * `statics`: the static rule's reach filter, none for the others.
 */
function unitChains(
  propagator: ChainPropagator,
  statics: StaticReach | null,
  work: Uint16Array,
  places: Uint16Array,
  cell: number,
  digitIndex: DigitIndex,
  closureOn: (candidate: number) => Closure,
  out: ChainingHint[],
): void {
  const { rule } = propagator;
  const base = ruleBase(rule);
  for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[cell * 3 + k] ?? -1;
    const mask = places[house * 9 + digitIndex] ?? 0;
    const cardinality = popcount(mask);
    if (!(cardinality === 2 || (rule.multiple && cardinality > 2))) continue;
    const placeOf = (index: number): number => HOUSE_TABLE[house * 9 + index] ?? -1;
    if (placeOf(lowestBitIndex(mask)) !== cell) continue;
    if (statics && !statics.mayMeet(mask, (index) => placeOf(index) * 9 + digitIndex)) continue;
    const posOn: LinkedSet[] = [];
    const posOff: LinkedSet[] = [];
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const [otherOn, otherOff] = closureOn(placeOf(lowestBitIndex(rest)) * 9 + digitIndex);
      posOn.push(otherOn);
      posOff.push(otherOff);
    }
    for (const sets of [posOn, posOff]) {
      for (const target of commonTo(sets)) {
        const removable = removableOf(work, target);
        if (removable.length === 0) continue;
        const targets = targetsOf(sets, target);
        out.push({
          shape: 'unit',
          house,
          rule,
          result: target,
          removable,
          targets,
          sortKey: 6,
          ...worth(rule, targets, branchesCount(targets), base),
        });
      }
    }
  }
}
