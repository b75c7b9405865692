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
import { lowestBitIndex, popcount } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';
import { createCommonConclusions } from './commonConclusions';
import type { Propagation, PropagationEngine, PropagationMode } from './propagation';
import type { ChainReach } from './chainReach';
import { NishioScreen } from './nishioScreen';
import { PropagationReuse } from './propagationReuse';
import { forcedPartnerOf } from './forcedPartner';
import { HOUSE_TABLE, SE_HOUSES } from './potentials';
import { FORCING_SORT_KEYS, seChainDifficulty, sortHints } from './chainDifficulty';

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

/**
 * Which hints a search returns: `all` of them SE-sorted; the `first` of that order (the one SE
 * applies) without building the others; or `any` one, the first met, the search stopping there.
 */
export type ForcingPick = 'all' | 'first' | 'any';

/**
 * The forcing-chain searches of one search context: their reused propagations (from
 * `propagation`) and scratch, with the reach sets of `reach` for the static search's filter.
 */
export function createForcingSearch(propagation: PropagationEngine, reach: ChainReach) {
  const { ancestorCount, housePlaces, newPropagation, propagate, releaseLinks, useLinksFor } = propagation;
  const { computeReach, someReachedByAll } = reach;
  const { hits, commonConclusions, branchSum } = createCommonConclusions(propagation);
  /** Reused propagations: one per candidate's "on" assumption, one scratch for "off". */
  const onProps: (Propagation | undefined)[] = new Array(729);
  const onStamp = new Int32Array(729);
  let searchStamp = 0;
  const offProp = newPropagation();
  const nishioScreen = new NishioScreen();
  /** Stands for a Nishio assumption the screen cleared: not absurd, all a Nishio search reads of it. */
  const cleared = newPropagation();
  /** The last dynamic search's position: its records that still hold serve the next (propagationReuse.ts). */
  const dynamicReuse = new PropagationReuse();

  /** The position and mode of the last search, whose "on" propagations stay in `onProps`. */
  let lastSearchMarks: Uint16Array | undefined;
  let lastSearchMode: ForcingMode | undefined;

  /**
   * The propagation the last search made from `start` (an "on" potential), when that search ran
   * on this very `marks` array in this mode and made one: turning its hints into steps then
   * needs no second propagation.
   */
  function searchedPropagation(marks: Uint16Array, mode: ForcingMode, start: number): Propagation | undefined {
    if (marks !== lastSearchMarks || mode !== lastSearchMode || (start & 1) === 0) return undefined;
    const candidate = start >> 1;
    return onStamp[candidate] === searchStamp ? onProps[candidate] : undefined;
  }

  /** The hints of one producer on the position `marks`, as `pick` asks. */
  function findForcingHints(marks: Uint16Array, mode: ForcingMode, pick: ForcingPick = 'all'): ForcingHint[] {
    // Static propagations read the position's link lists, built once for the whole search.
    if (mode === 'multiple') useLinksFor(marks);
    // A static search for any hint mostly stops within its first few cells: marking every
    // group first costs more than the propagations it would spare.
    const filtered = mode === 'multiple' && pick !== 'any';
    try {
      if (filtered && !markStaticGroups(marks)) return [];
      return searchForcingHints(marks, mode, pick, filtered);
    } finally {
      releaseLinks();
    }
  }

  /** `filtered`: try only the groups `markStaticGroups` marked (static searches). */
  function searchForcingHints(marks: Uint16Array, mode: ForcingMode, pick: ForcingPick, filtered: boolean): ForcingHint[] {
    // A search for one hint keeps only the best so far, which bounds what follows.
    const bounded = pick !== 'all';
    const anyOne = pick === 'any';
    searchStamp++;
    lastSearchMarks = marks;
    lastSearchMode = mode;
    unitFilter = filtered ? unitMayConclude : null;
    const places = housePlaces(marks, placesOfSearch);
    if (mode === 'nishio') nishioScreen.readPosition(places);
    const reusableStamp = mode === 'dynamic' ? dynamicReuse.readPosition(marks, searchStamp) : -1;
    const propagationMode = MODES[mode];
    const dynamic = mode !== 'multiple';
    const base = FORCING_BASE[mode];
    const hints: ForcingHint[] = [];
    let best: ForcingHint | undefined;
    let seq = 0;
    // Whether a hint of this shape and complexity would come before the best so far (bounded searches).
    const keeps = (shape: ForcingShape, complexity: number): boolean => {
      if (!bounded || !best) return true;
      const difficulty = seChainDifficulty(base, complexity);
      if (difficulty !== best.difficulty) return difficulty < best.difficulty;
      if (complexity !== best.complexity) return complexity < best.complexity;
      return FORCING_SORT_KEYS[shape] < best.sortKey;
    };
    // The largest complexity a hint of this shape may have to be kept (bounded searches): lets
    // the branch sums stop early, since each further branch only adds.
    const limitOf = (shape: ForcingShape): number =>
      !bounded || !best ? Infinity : best.complexity - (FORCING_SORT_KEYS[shape] < best.sortKey ? 0 : 1);
    const add = (
      shape: ForcingShape,
      starts: number[],
      target: number,
      complexity: number,
      extra: { cell?: number; house?: number },
    ): void => {
      if (!keeps(shape, complexity)) {
        seq++;
        return;
      }
      const hint: ForcingHint = {
        mode,
        shape,
        starts,
        target,
        ...extra,
        complexity,
        difficulty: seChainDifficulty(base, complexity),
        sortKey: FORCING_SORT_KEYS[shape],
        seq: seq++,
      };
      if (bounded) best = hint;
      else hints.push(hint);
    };
    // A hint passed over before it was built: it still takes its place in the discovery order.
    const skip = (): void => {
      seq++;
    };
    // A Nishio search looks for contradictions only: assumptions its screen clears need no propagation.
    const assumed = (candidate: number): Propagation =>
      mode === 'nishio' && !nishioScreen.isAbsurd(candidate) ? cleared : onOf(candidate);
    const onOf = (candidate: number): Propagation => {
      let prop = onProps[candidate];
      if (!prop) prop = onProps[candidate] = newPropagation();
      if (onStamp[candidate] !== searchStamp) {
        const kept = onStamp[candidate] === reusableStamp && dynamicReuse.stillHolds(prop);
        if (!kept) propagate(prop, marks, candidate * 2 + 1, propagationMode, places);
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
    // The order cells are tried in: reading order, which SE's discovery order follows; for any
    // hint, the fewest values first (a cell with two values concludes with two propagations).
    const cells = anyOne ? cellsByValueCount(marks) : READING_ORDER;
    // A search for any hint first tries what the "on" propagations alone show (contradictions,
    // cell chains), then everything: the second pass finds those propagations done.
    for (let pass = anyOne && mode !== 'nishio' ? 0 : 1; pass <= 1; pass++) {
      for (let at = 0; at < 81; at++) {
        const cell = cells[at]!;
        const bits = marks[cell]!;
        const cardinality = popcount(bits);
        if (!(cardinality > 2 || (cardinality > 1 && dynamic))) continue;
        if (filtered && !groupsMayConclude[cell]) continue;
        valueProps.length = 0;
        for (let rest = bits; rest !== 0; rest &= rest - 1) {
          const digitIndex: DigitIndex = lowestBitIndex(rest);
          const candidate = cell * 9 + digitIndex;
          const on = assumed(candidate);
          valueProps.push(on);
          const doContradiction = dynamic;
          const doDouble = cardinality >= 3 && (mode === 'dynamic' || mode === 'dynamicPlus');
          if (doContradiction && on.isAbsurd) {
            add('contradiction', [candidate * 2 + 1], candidate * 2, ancestorCount(on, on.absurdOn) + ancestorCount(on, on.absurdOff), {});
            if (anyOne) return [best!];
          }
          // When "candidate off" forces a partner on at once (the other value of a bivalue cell, the
          // other place of a digit with two places in a house), the two assumptions imply each
          // other and, under plain dynamic rules (whose outcome does not depend on order), reach
          // the same potentials: "off" can only be absurd if the partner's "on" is. Only its
          // absurdity matters when there is no double implication to look for. And when it forces
          // nothing at once, "off" (without the (+) rules) reaches nothing but itself: it is neither
          // absurd nor shares a conclusion with "on" (which cannot reach it without a contradiction).
          if (pass === 0) continue;
          let offIsBarren = false;
          if (mode === 'dynamic' || mode === 'nishio') {
            const partner = forcedPartnerOf(marks, places, cell, digitIndex, propagationMode.cellRules);
            offIsBarren = partner < 0 || (!doDouble && !assumed(partner).isAbsurd);
          }
          if ((doContradiction || doDouble) && !offIsBarren) {
            const off = propagate(offProp, marks, candidate * 2, propagationMode, places);
            if (doContradiction && off.isAbsurd) {
              add(
                'contradiction',
                [candidate * 2],
                candidate * 2 + 1,
                ancestorCount(off, off.absurdOn) + ancestorCount(off, off.absurdOff),
                {},
              );
              if (anyOne) return [best!];
            }
            if (doDouble) {
              pairScratch[0] = on;
              pairScratch[1] = off;
              const hitCount = commonConclusions(pairScratch, 2, onWorth);
              for (let h = 0; h < hitCount; h++) {
                const p = hits[h]!;
                const complexity = branchSum(pairScratch, 2, p, limitOf('double'));
                if (!keeps('double', complexity)) {
                  seq++;
                  continue;
                }
                add('double', [candidate * 2 + 1, candidate * 2], p, complexity, {});
                if (anyOne) return [best!];
              }
            }
          }
          if (mode !== 'nishio') findUnitChains(cell, digitIndex, places, on, onOf, onWorth, keeps, limitOf, add, skip);
          if (anyOne && best) return [best];
        }
        if (mode !== 'nishio') {
          const hitCount = commonConclusions(valueProps, valueProps.length, onWorth);
          for (let h = 0; h < hitCount; h++) {
            const p = hits[h]!;
            const complexity = branchSum(valueProps, valueProps.length, p, limitOf('cell'));
            if (!keeps('cell', complexity)) continue;
            const starts: number[] = [];
            for (let rest = bits; rest !== 0; rest &= rest - 1) starts.push((cell * 9 + lowestBitIndex(rest)) * 2 + 1);
            add('cell', starts, p, complexity, { cell });
            if (anyOne) return [best!];
          }
        }
      }
    }
    if (bounded) return best ? [best] : [];
    return sortHints(hints);
  }

  const READING_ORDER = Uint8Array.from({ length: 81 }, (_, cell) => cell);
  const byValueCount = new Uint8Array(81);
  const valueCounts = new Uint8Array(81);
  const countStarts = new Uint8Array(11);

  /** The cells in order of their number of values (a stable counting sort). */
  function cellsByValueCount(marks: Uint16Array): Uint8Array {
    countStarts.fill(0);
    for (let cell = 0; cell < 81; cell++) countStarts[(valueCounts[cell] = popcount(marks[cell]!)) + 1]!++;
    for (let count = 1; count <= 10; count++) countStarts[count]! += countStarts[count - 1]!;
    for (let cell = 0; cell < 81; cell++) byValueCount[countStarts[valueCounts[cell]!]!++] = cell;
    return byValueCount;
  }

  const startsScratch = new Int32Array(9);
  const placesOfCheck = new Uint16Array(27 * 9);
  /** Per cell, after `markStaticGroups`: whether a group the static search tries from it may conclude. */
  const groupsMayConclude = new Uint8Array(81);
  /** Per house * 9 + digit, after `markStaticGroups`: whether the static search's unit group there may conclude. */
  const unitMayConclude = new Uint8Array(27 * 9);
  /** The unit groups the current search may skip: `unitMayConclude` for a static search, else none. */
  let unitFilter: Uint8Array | null = null;

  /**
   * Marks the cells from which the static search can find something on `marks`, and says
   * whether there is any. From a cell with more than two values the search tries the cell's
   * values, and the places of each value's digit in each house where the cell is the first
   * place; such a group concludes only where its assumptions all reach a common potential over
   * the static links, because a static propagation visits only what its start reaches. The reach
   * sets of all potentials come at once from one graph walk (`computeReach`), far cheaper than a
   * propagation from every candidate, so the search propagates only from the marked cells. Needs
   * the position's link lists prepared.
   */
  function markStaticGroups(marks: Uint16Array): boolean {
    computeReach(marks, true, true);
    const places = housePlaces(marks, placesOfCheck);
    const starts = startsScratch;
    let any = false;
    unitMayConclude.fill(0);
    for (let cell = 0; cell < 81; cell++) {
      groupsMayConclude[cell] = 0;
      const bits = marks[cell]!;
      if (popcount(bits) <= 2) continue;
      let count = 0;
      for (let rest = bits; rest !== 0; rest &= rest - 1) starts[count++] = (cell * 9 + lowestBitIndex(rest)) * 2 + 1;
      let marked = someReachedByAll(starts, count);
      for (let rest = bits; rest !== 0; rest &= rest - 1) {
        const digitIndex: DigitIndex = lowestBitIndex(rest);
        for (let k = 0; k < 3; k++) {
          const house = SE_HOUSES[cell * 3 + k]!;
          const mask = places[house * 9 + digitIndex]!;
          if ((mask & (mask - 1)) === 0 || HOUSE_TABLE[house * 9 + lowestBitIndex(mask)] !== cell) continue;
          count = 0;
          for (let left = mask; left !== 0; left &= left - 1)
            starts[count++] = (HOUSE_TABLE[house * 9 + lowestBitIndex(left)]! * 9 + digitIndex) * 2 + 1;
          if (!someReachedByAll(starts, count)) continue;
          unitMayConclude[house * 9 + digitIndex] = 1;
          marked = true;
        }
      }
      if (marked) groupsMayConclude[cell] = 1;
      any ||= marked;
    }
    return any;
  }

  const placesScratch = new Int16Array(9);
  const placesOfSearch = new Uint16Array(27 * 9);
  const propsScratch: Propagation[] = [];
  const pairScratch: Propagation[] = [];
  const valuePropsScratch: Propagation[] = [];

  function findUnitChains(
    cell: number,
    digitIndex: DigitIndex,
    places: Uint16Array,
    on: Propagation,
    onOf: (candidate: number) => Propagation,
    onWorth: (potential: number) => boolean,
    keeps: (shape: ForcingShape, complexity: number) => boolean,
    limitOf: (shape: ForcingShape) => number,
    add: (shape: ForcingShape, starts: number[], target: number, complexity: number, extra: { house?: number }) => void,
    skip: () => void,
  ): void {
    const cells = placesScratch;
    const props = propsScratch;
    for (let k = 0; k < 3; k++) {
      const house = SE_HOUSES[cell * 3 + k]!;
      const mask = places[house * 9 + digitIndex]!;
      // Each house is taken once, from its first place.
      if ((mask & (mask - 1)) === 0 || HOUSE_TABLE[house * 9 + lowestBitIndex(mask)] !== cell) continue;
      if (unitFilter && !unitFilter[house * 9 + digitIndex]) continue;
      let count = 0;
      props.length = 0;
      for (let rest = mask; rest !== 0; rest &= rest - 1) {
        const c = HOUSE_TABLE[house * 9 + lowestBitIndex(rest)]!;
        cells[count++] = c;
        props.push(c === cell ? on : onOf(c * 9 + digitIndex));
      }
      const hitCount = commonConclusions(props, count, onWorth);
      for (let h = 0; h < hitCount; h++) {
        const p = hits[h]!;
        const complexity = branchSum(props, count, p, limitOf('unit'));
        if (!keeps('unit', complexity)) {
          skip();
          continue;
        }
        const starts: number[] = [];
        for (let j = 0; j < count; j++) starts.push((cells[j]! * 9 + digitIndex) * 2 + 1);
        add('unit', starts, p, complexity, { house });
      }
    }
  }

  return { findForcingHints, searchedPropagation };
}

export type ForcingSearch = ReturnType<typeof createForcingSearch>;
