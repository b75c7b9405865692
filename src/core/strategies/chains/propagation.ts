/**
 * Forcing-chain propagation as Sudoku Explainer's `doChaining` does it: from one assumed
 * potential, apply "on → its peers and cell-mates off" and "off → the last place or value
 * on" until nothing new follows or a potential is forced both on and off (a contradiction).
 *
 * Dynamic propagation also strikes each "off" potential from a working copy of the grid, so
 * later inferences see the position the assumption leads to; the inference then records as
 * extra ("hidden") parents the struck candidates that made it possible. Static propagation
 * reads the position as it is. Every potential keeps the parents it was first reached by,
 * because Sudoku Explainer rates a chain by the number of distinct ancestors of its result.
 *
 * Everything lives in typed arrays owned by a `Propagation` (propagationRecord.ts, with the
 * ancestor walks that rate and draw a chain), reused from search to search, and by the engine
 * `createPropagation` makes for a search context.
 */
import { lowestBitIndex } from '../../grid/bits';
import { advancedInferences, type AdvancedInference } from './advanced';
import { fillHousePlaces, PEER_SKIP, PLACE_BIT, PLACES_AT, type LinkTables } from './links';
import { HOUSE_TABLE, POTENTIAL_COUNT, SE_HOUSES } from './potentials';
import { createAncestry, FRESH, Propagation, ReachedStamps } from './propagationRecord';

export { BIT_WORDS, FRESH, Propagation } from './propagationRecord';

/** How inferences are drawn. */
export interface PropagationMode {
  /** Strike "off" potentials from the working grid as they are reached. */
  readonly dynamic: boolean;
  /** Use the cell rules (naked singles) as well as the house rules; Nishio uses houses only. */
  readonly cellRules: boolean;
  /** When nothing more follows, try pointing, claiming, pairs and X-wings on the reached position (SE's "+"). */
  readonly advanced?: boolean;
}

/**
 * The propagation engine of one search context: its working position, queues and marks, over
 * the link lists of `links`. Propagations it fills come from its `newPropagation`.
 */
export function createPropagation(links: LinkTables) {
  const { PLACES, prepareLinks, STRONG, STRONG_COUNT, WEAK, WEAK_COUNT } = links;
  const stamps = new ReachedStamps();
  const newPropagation = (): Propagation => new Propagation(stamps);
  const advancedFound: AdvancedInference[] = [];
  const work = new Uint16Array(81);
  /** The propagation being filled and its queue ends, shared with `infer` (no closure per call). */
  let current = new Propagation(stamps);
  let onTail = 0;
  let offTail = 0;
  /** The parents of the inference being drawn: a typed array, which (unlike an array's length) costs nothing to reset. */
  const parents = new Int32Array(POTENTIAL_COUNT);
  let parentsLength = 0;

  /** Adds an inferred potential with its `parents`; false on a contradiction (recorded on `current`). */
  function infer(potential: number): boolean {
    const into = current;
    if (into.has(potential ^ 1)) {
      into.freshPotential = potential;
      into.setParents(FRESH, parents, parentsLength);
      if (potential & 1) {
        into.absurdOn = FRESH;
        into.absurdOff = potential ^ 1;
      } else {
        into.absurdOn = potential ^ 1;
        into.absurdOff = FRESH;
      }
      return false;
    }
    if (into.has(potential)) return true;
    into.setParents(potential, parents, parentsLength);
    into.admit(potential);
    if (potential & 1) onQueue[onTail++] = potential;
    else offQueue[offTail++] = potential;
    return true;
  }
  /** `infer` for a new "off" potential with one parent, neither it nor its conjugate reached yet. */
  function admitOff(into: Propagation, potential: number, parent: number): void {
    into.setParent(potential, parent);
    into.admit(potential);
    offQueue[offTail++] = potential;
  }
  /** Places of each digit in each house of `work` (house * 9 + digit, a mask over HOUSE_TABLE's order), kept up to date as it shrinks. */
  const workPlaces = new Uint16Array(27 * 9);

  /**
   * Places of each digit in each house of a position (house * 9 + digit: bit i for the i-th
   * cell of the house), for `propagate`.
   */
  function housePlaces(marks: Uint16Array, into: Uint16Array = new Uint16Array(27 * 9)): Uint16Array {
    // Places may be refilled for another position: the working copy no longer matches any.
    workMarks = null;
    if (marks === linksReadyFor) into.set(PLACES);
    else fillHousePlaces(marks, into);
    return into;
  }
  const defaultPlaces = new Uint16Array(27 * 9);
  /**
   * The position (marks and its places) `work` and `workPlaces` were copied from, when given
   * by a caller that keeps both unchanged (a search): the next propagation from it only puts
   * back the candidates in `struckLog` instead of copying the whole position.
   */
  let workMarks: Uint16Array | null = null;
  let workPlacesOf: Uint16Array | null = null;
  const struckLog = new Int16Array(729);
  let struckLength = 0;
  /** Per house, the digits struck from it so far (advanced propagations only): where new patterns can be. */
  const struckDigits = new Uint16Array(27);
  const onQueue = new Int16Array(POTENTIAL_COUNT);
  const offQueue = new Int16Array(POTENTIAL_COUNT);

  /** Starts a propagation from `start`: the result holds only it, and it waits in its queue. */
  function beginPropagation(into: Propagation, start: number): void {
    into.reset(start);
    into.openNode(start);
    into.admit(start);
    onTail = 0;
    offTail = 0;
    current = into;
    if (start & 1) onQueue[onTail++] = start;
    else offQueue[offTail++] = start;
  }

  /**
   * Fills `into` with everything that follows from `start` (a potential) in the position
   * `marks` (9-bit candidate masks, left unchanged). `places` may pass `housePlaces(marks)`
   * when the caller has it (it is left unchanged too).
   */
  function propagate(into: Propagation, marks: Uint16Array, start: number, mode: PropagationMode, places?: Uint16Array): Propagation {
    if (!mode.dynamic && mode.cellRules && linksReadyFor === marks) return propagateStatic(into, start);
    const startPlaces = places ?? housePlaces(marks, defaultPlaces);
    if (places !== undefined && marks === workMarks && places === workPlacesOf) {
      for (let i = 0; i < struckLength; i++) {
        const candidate = struckLog[i]!;
        const cell = (candidate / 9) | 0;
        const digitIndex = candidate - cell * 9;
        work[cell]! |= 1 << digitIndex;
        const at = cell * 3;
        workPlaces[PLACES_AT[at]! + digitIndex]! |= PLACE_BIT[at]!;
        workPlaces[PLACES_AT[at + 1]! + digitIndex]! |= PLACE_BIT[at + 1]!;
        workPlaces[PLACES_AT[at + 2]! + digitIndex]! |= PLACE_BIT[at + 2]!;
      }
    } else {
      work.set(marks);
      workPlaces.set(startPlaces);
      workMarks = places === undefined ? null : marks;
      workPlacesOf = places ?? null;
    }
    struckLength = 0;
    beginPropagation(into, start);
    let onHead = 0;
    let offHead = 0;
    const { dynamic, cellRules } = mode;
    const advanced = mode.advanced === true;
    if (advanced) struckDigits.fill(0);

    // Fast path of `infer` for a potential already reached (and not contradicted): nothing to do.
    const member = stamps.reached;
    const stamp = into.stamp;

    while (onHead < onTail || offHead < offTail) {
      if (onHead < onTail) {
        const p = onQueue[onHead++]!;
        const candidate = p >> 1;
        const cell = (candidate / 9) | 0;
        const digitIndex = candidate - cell * 9;
        const bit = 1 << digitIndex;
        parentsLength = 1;
        parents[0] = p;
        if (cellRules) {
          for (let rest = work[cell]! & ~bit; rest !== 0; rest &= rest - 1) {
            const q = (cell * 9 + lowestBitIndex(rest)) * 2;
            if (member[q] === stamp) continue;
            if (member[q + 1] !== stamp) {
              admitOff(into, q, p);
              continue;
            }
            if (!infer(q)) return into;
          }
        }
        // The peers holding the digit, in SE_PEERS order: box, then the rest of the row, then of the column.
        for (let k = 0; k < 3; k++) {
          const house = SE_HOUSES[cell * 3 + k]!;
          for (let rest = workPlaces[house * 9 + digitIndex]! & ~PEER_SKIP[cell * 3 + k]!; rest !== 0; rest &= rest - 1) {
            const q = (HOUSE_TABLE[house * 9 + lowestBitIndex(rest)]! * 9 + digitIndex) * 2;
            if (member[q] === stamp) continue;
            if (member[q + 1] !== stamp) {
              admitOff(into, q, p);
              continue;
            }
            if (!infer(q)) return into;
          }
        }
      } else {
        const p = offQueue[offHead++]!;
        const candidate = p >> 1;
        const cell = (candidate / 9) | 0;
        const digitIndex = candidate - cell * 9;
        const bit = 1 << digitIndex;
        const bits = work[cell]!;
        if (cellRules && (bits & (bits - 1)) !== 0 && (bits & (bits - 1) & ((bits & (bits - 1)) - 1)) === 0) {
          const other = lowestBitIndex(bits & ~bit);
          const q = (cell * 9 + other) * 2 + 1;
          // Skipped when already on: no parents to gather.
          if (member[q] !== stamp || member[q - 1] === stamp) {
            parents[0] = p;
            parentsLength = 1;
            for (let lost = marks[cell]! & ~bits; lost !== 0; lost &= lost - 1) {
              parents[parentsLength++] = (cell * 9 + lowestBitIndex(lost)) * 2;
            }
            if (!infer(q)) return into;
          }
        }
        for (let k = 0; k < 3; k++) {
          const house = SE_HOUSES[cell * 3 + k]!;
          const placesNow = workPlaces[house * 9 + digitIndex]!;
          // Exactly two places left in the house: the other one is on.
          const second = placesNow & (placesNow - 1);
          if (second === 0 || (second & (second - 1)) !== 0) continue;
          const otherIndex = lowestBitIndex(placesNow & ~PLACE_BIT[cell * 3 + k]!);
          const q = (HOUSE_TABLE[house * 9 + otherIndex]! * 9 + digitIndex) * 2 + 1;
          if (member[q] === stamp && member[q - 1] !== stamp) continue;
          parents[0] = p;
          parentsLength = 1;
          if (dynamic) {
            // The places the assumption has struck from the house, in reading order.
            for (let lost = startPlaces[house * 9 + digitIndex]! & ~placesNow; lost !== 0; lost &= lost - 1) {
              parents[parentsLength++] = (HOUSE_TABLE[house * 9 + lowestBitIndex(lost)]! * 9 + digitIndex) * 2;
            }
          }
          if (!infer(q)) return into;
        }
        if (dynamic) {
          struckLog[struckLength++] = candidate;
          work[cell] = bits & ~bit;
          const at = cell * 3;
          workPlaces[PLACES_AT[at]! + digitIndex]! &= ~PLACE_BIT[at]!;
          workPlaces[PLACES_AT[at + 1]! + digitIndex]! &= ~PLACE_BIT[at + 1]!;
          workPlaces[PLACES_AT[at + 2]! + digitIndex]! &= ~PLACE_BIT[at + 2]!;
          if (advanced) for (let k = 0; k < 3; k++) struckDigits[SE_HOUSES[cell * 3 + k]!]! |= bit;
        }
      }
      if (onHead === onTail && offHead === offTail && advanced) {
        // Stalled: what the simple techniques see in the reached position joins the chain. As in
        // SE these "off" potentials are queued without a contradiction check of their own.
        for (const { eliminations, parents: ruleParents } of advancedInferences(
          work,
          marks,
          workPlaces,
          startPlaces,
          struckDigits,
          advancedFound,
        )) {
          for (const candidate of eliminations) {
            const potential = candidate * 2;
            if (into.has(potential)) continue;
            for (let i = 0; i < ruleParents.length; i++) parents[i] = ruleParents[i]!;
            into.setParents(potential, parents, ruleParents.length);
            into.admit(potential);
            offQueue[offTail++] = potential;
          }
        }
      }
    }
    return into;
  }

  /** The position whose link lists (links.ts) are prepared, for static propagations; null when none is. */
  let linksReadyFor: Uint16Array | null = null;

  /**
   * Static propagations from `marks` may read the link lists `prepareLinks(marks)` has just
   * built, until `releaseLinks` (the lists are shared with the unary chain searches). `marks`
   * must not change meanwhile.
   */
  function useLinksFor(marks: Uint16Array): void {
    prepareLinks(marks);
    linksReadyFor = marks;
  }

  function releaseLinks(): void {
    linksReadyFor = null;
  }

  /**
   * `propagate` in static mode with cell rules, reading the prepared link lists: the same
   * inferences in the same order (cell-mates, then peers in SE order; the bivalue cell's other
   * value, then the other place in box, row, column), without scanning the grid. A repeated
   * strong link (two houses, same pair of places) is listed once: its second inference would
   * add nothing.
   */
  function propagateStatic(into: Propagation, start: number): Propagation {
    beginPropagation(into, start);
    let onHead = 0;
    let offHead = 0;
    parentsLength = 1;
    const member = stamps.reached;
    const stamp = into.stamp;
    while (onHead < onTail || offHead < offTail) {
      if (onHead < onTail) {
        const p = onQueue[onHead++]!;
        const candidate = p >> 1;
        parents[0] = p;
        const end = candidate * 28 + WEAK_COUNT[candidate]!;
        for (let w = candidate * 28; w < end; w++) {
          const q = WEAK[w]!;
          if (member[q] === stamp) continue;
          if (member[q + 1] !== stamp) {
            into.setParent(q, p);
            into.admit(q);
            // An "off" without strong links would only be taken from the queue to do nothing.
            if (STRONG_COUNT[(q >> 1) * 3 + 2] !== 0) offQueue[offTail++] = q;
            continue;
          }
          if (!infer(q)) return into;
        }
      } else {
        const p = offQueue[offHead++]!;
        const at = ((p >> 1) * 3 + 2) * 4;
        parents[0] = p;
        const end = at + STRONG_COUNT[at >> 2]!;
        for (let w = at; w < end; w++) {
          const q = STRONG[w]!;
          if (member[q] === stamp && member[q - 1] !== stamp) continue;
          if (!infer(q)) return into;
        }
      }
    }
    return into;
  }

  const { ancestorCount, chainNodes } = createAncestry();

  return { newPropagation, propagate, housePlaces, useLinksFor, releaseLinks, ancestorCount, chainNodes };
}

export type PropagationEngine = ReturnType<typeof createPropagation>;
