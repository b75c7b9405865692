/**
 * The loop walks of Sudoku Explainer's static chains, one copy for every search that walks them:
 * breadth-first over the static strong and weak links of the position last prepared
 * (links.ts), each node keeping the first parent it was reached by, so a chain's complexity
 * (its distinct nodes) is SE's.
 *
 * - `searchCycles` (SE's `doCycles`): from an "on" potential back to itself, each closing a
 *   bidirectional cycle (continuous nice loop) with what it removes;
 * - `searchForcingChain` (SE's `doForcingChains`): from a potential to its negation, a
 *   forcing chain (discontinuous nice loop), the walk stopping at its first.
 *
 * A walk reports what it finds to a `Sink`, which also bounds it: the top-level search
 * (unarySearch.ts) keeps only what can come first and stops the walks that cannot beat it; the
 * nested engine's loop rule (loopHints.ts) keeps everything, with no bound. The node arena,
 * marks and layers are the search context's, one walk at a time.
 */
import { lowestBitIndex } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';
import { PEER_CELL_SETS } from '../cellSets';
import { REACH_WORDS, type ChainReach } from './chainReach';
import type { ChainWithin } from './chainWithin';
import type { LinkTables } from './links';
import { conjugate, POTENTIAL_COUNT, SEES } from './potentials';

/** Where a walk puts what it finds: SE's discovery `order` breaks ties between equal hints. */
export interface Sink {
  /** A cycle (target -1) or chain, `nodes` from its end back to its start. True: stop this walk. */
  add(shape: 'cycle' | 'chain', nodes: number[], target: number, eliminations: number[], order: number): boolean;
  /**
   * The largest complexity a hint found at `order` or later in the discovery order may have to
   * still come first: fixed while a walk runs, since a walk stops once it tightens it.
   */
  limit(order: number): number;
}

/** The most nodes one walk keeps; a walk that would need more stops (SE's walks stay far below). */
const CAPACITY = 40000;

/**
 * The loop walks of one search context: their node arena, "met" marks and layers, over the link
 * lists of `links`, the reach sets of `reach` and the chain-length test of `chainWithin`.
 */
export function createUnaryWalks(links: LinkTables, reach: ChainReach, chainWithin: ChainWithin) {
  const { bilocalOther, bivalueOther, STRONG, STRONG_COUNT, WEAK, WEAK_CELL_COUNT, WEAK_COUNT } = links;
  const { BIT_NUMBER, COMPONENT, REACH, SINK } = reach;
  /** The walk's nodes as parallel arrays: potential, and the index of its first parent (-1 at the start). */
  const nodePotential = new Int16Array(CAPACITY);
  const nodeParent = new Int32Array(CAPACITY);
  let arenaLength = 0;
  /** Potentials met by the current walk, "on" and "off", as the walk's stamp (no clearing between walks). */
  const inOn = new Int32Array(POTENTIAL_COUNT);
  const inOff = new Int32Array(POTENTIAL_COUNT);
  /** closing[p] === stamp: "p off" leads straight back to the source of the current cycle walk. */
  const closing = new Int32Array(POTENTIAL_COUNT);
  let stamp = 0;

  /** Starts a walk: an empty arena and fresh marks. */
  function newWalk(): void {
    arenaLength = 0;
    if (++stamp === 0x7fffffff) {
      inOn.fill(0);
      inOff.fill(0);
      closing.fill(0);
      stamp = 1;
    }
  }

  function newNode(potential: number, parent: number): number {
    nodePotential[arenaLength] = potential;
    nodeParent[arenaLength] = parent;
    return arenaLength++;
  }

  /** Whether `potential` is a strict ancestor of node n (along first parents). */
  function isAncestor(n: number, potential: number): boolean {
    for (let a = nodeParent[n]!; a >= 0; a = nodeParent[a]!) if (nodePotential[a] === potential) return true;
    return false;
  }

  /** The potentials from node `node` back to the start. */
  function chainOf(node: number): number[] {
    const out: number[] = [];
    for (let n = node; n >= 0; n = nodeParent[n]!) out.push(nodePotential[n]!);
    return out;
  }

  const PEER_WORDS = PEER_CELL_SETS;

  /** Per digit index (d * 3 + w): the cells seen from the cycle's on nodes and from its off nodes. */
  const seenFromOn = new Int32Array(27);
  const seenFromOff = new Int32Array(27);
  const loopCells = new Int32Array(3);
  /** The digit indexes met so far in the loop being read. */
  let digitsUsed = 0;

  /**
   * SE's cycle eliminations (`createCycleHint`) of the loop closing at arena node `node`: outside
   * the loop's cells, seeing an on node and an off node of the digit. Read from the arena (nothing
   * built for loops that remove nothing); cell sets as 27-bit words, a digit at a time: a cycle is
   * checked at every closing, most remove nothing.
   */
  function cycleEliminations(marks: Uint16Array, node: number): number[] {
    loopCells[0] = loopCells[1] = loopCells[2] = 0;
    digitsUsed = 0;
    for (let n = node; nodeParent[n]! >= 0; n = nodeParent[n]!) addLoopNode(nodePotential[n]!);
    return loopEliminations(marks);
  }

  function addLoopNode(potential: number): void {
    const candidate = potential >> 1;
    const cell = (candidate / 9) | 0;
    loopCells[(cell / 27) | 0]! |= 1 << (cell % 27);
    const digitIndex: DigitIndex = candidate - cell * 9;
    const at = digitIndex * 3;
    if (!(digitsUsed & (1 << digitIndex))) {
      digitsUsed |= 1 << digitIndex;
      // Zeroed by hand: a typed array's fill costs more than these six stores.
      seenFromOn[at] = seenFromOn[at + 1] = seenFromOn[at + 2] = 0;
      seenFromOff[at] = seenFromOff[at + 1] = seenFromOff[at + 2] = 0;
    }
    const seen = potential & 1 ? seenFromOn : seenFromOff;
    for (let w = 0; w < 3; w++) seen[at + w]! |= PEER_WORDS[cell * 3 + w]!;
  }

  function loopEliminations(marks: Uint16Array): number[] {
    let found: number[] | undefined;
    for (let rest = digitsUsed; rest !== 0; rest &= rest - 1) {
      const digitIndex: DigitIndex = lowestBitIndex(rest);
      for (let w = 0; w < 3; w++) {
        for (let both = seenFromOn[digitIndex * 3 + w]! & seenFromOff[digitIndex * 3 + w]! & ~loopCells[w]!; both !== 0; both &= both - 1) {
          const cell = w * 27 + lowestBitIndex(both);
          if (marks[cell]! & (1 << digitIndex)) (found ??= []).push(cell * 9 + digitIndex);
        }
      }
    }
    return found ? found.sort((a, b) => a - b) : NONE;
  }

  const NONE: number[] = [];

  /** Whether "a on" makes "b off" (`WEAK` holds it): the same digit in peer cells, or with cell rules the same cell. */
  function weaklyLinked(a: number, b: number, cellRules: boolean): boolean {
    const cellA = (a / 9) | 0;
    const cellB = (b / 9) | 0;
    if (cellA === cellB) return cellRules && a !== b;
    return a - cellA * 9 === b - cellB * 9 && SEES[cellA * 81 + cellB] === 1;
  }

  /** The candidates whose "off" closes the current cycle walk's loop (at most four). */
  const closingCandidates = new Int32Array(4);

  /** Whether "`from` on" makes one of the first `count` closing candidates off. */
  function linksToAny(from: number, count: number, cellRules: boolean): boolean {
    for (let k = 0; k < count; k++) if (weaklyLinked(from, closingCandidates[k]!, cellRules)) return true;
    return false;
  }

  /** Node queues of the current and the next layer (typed, so walks allocate nothing). */
  const onLayer = new Int32Array(CAPACITY);
  const offLayer = new Int32Array(CAPACITY);

  /**
   * SE's `doCycles` from the "on" potential `source`, the length counted in links, over the link
   * set (cell rules with Y links, house rules with X links). A cycle stays inside its source's
   * component of the last `computeReach`, and the first parent of a potential in it is in it too,
   * so leaving the rest out changes neither the order of the walk nor its parents.
   */
  function searchCycles(marks: Uint16Array, source: number, cellRules: boolean, houseRules: boolean, sink: Sink, order: number): void {
    let local = 0;
    const limit = sink.limit(order);
    const rules = (cellRules ? 1 : 0) | (houseRules ? 2 : 0);
    // The "off" potentials whose strong link leads back to the source.
    const candidate = source >> 1;
    let closingCount = 0;
    if (cellRules && bivalueOther[candidate]! >= 0) closingCandidates[closingCount++] = bivalueOther[candidate]!;
    if (houseRules)
      for (let k = 0; k < 3; k++)
        if (bilocalOther[candidate * 3 + k]! >= 0) closingCandidates[closingCount++] = bilocalOther[candidate * 3 + k]!;
    // A loop comes back to its source over a strong link: without one, there is none to find.
    if (closingCount === 0) return;
    newWalk();
    inOn[source] = stamp;
    for (let k = 0; k < closingCount; k++) closing[closingCandidates[k]! * 2] = stamp;
    const home = COMPONENT[source]!;
    onLayer[0] = newNode(source, -1);
    let onCount = 1;
    let length = 0;
    while (onCount > 0) {
      // This round's loops have complexity length + 2; when the next round's could not come
      // first, only what closes a loop in this one is followed.
      if (length + 2 > limit) return;
      const grow = length + 4 <= limit;
      length++;
      let offCount = 0;
      for (let i = 0; i < onCount; i++) {
        const n = onLayer[i]!;
        const from = nodePotential[n]! >> 1;
        if (!grow && !linksToAny(from, closingCount, cellRules)) continue;
        const end = from * 28 + WEAK_COUNT[from]!;
        for (let w = from * 28 + (cellRules ? 0 : WEAK_CELL_COUNT[from]!); w < end; w++) {
          const q = WEAK[w]!;
          if (COMPONENT[q] !== home || (!grow && closing[q] !== stamp)) continue;
          // SE keeps every copy of an "off" node, one per parent. A copy can only matter if it
          // closes the loop (its strong link leads back to the source): any other leads to "on"
          // nodes that are already known. A first copy is never an ancestor of its parent.
          if (inOff[q] === stamp) {
            if (closing[q] !== stamp || isAncestor(n, q)) continue;
          } else inOff[q] = stamp;
          if (arenaLength >= CAPACITY) return;
          offLayer[offCount++] = newNode(q, n);
        }
      }
      length++;
      onCount = 0;
      for (let j = 0; j < offCount; j++) {
        const m = offLayer[j]!;
        const at = ((nodePotential[m]! >> 1) * 3 + rules - 1) * 4;
        const end = at + STRONG_COUNT[at >> 2]!;
        for (let w = at; w < end; w++) {
          const q = STRONG[w]!;
          if (q === source) {
            if (length < 4) continue;
            if (arenaLength >= CAPACITY) return;
            const k = newNode(q, m);
            const eliminations = cycleEliminations(marks, k);
            if (eliminations.length > 0 && sink.add('cycle', chainOf(k), -1, eliminations, order + local++)) return;
            continue;
          }
          if (!grow || inOn[q] === stamp || COMPONENT[q] !== home) continue;
          if (arenaLength >= CAPACITY) return;
          inOn[q] = stamp;
          onLayer[onCount++] = newNode(q, m);
        }
      }
    }
  }

  /**
   * SE's `doForcingChains`: an assumption that forces its own negation. SE keeps one chain per
   * end, and every chain of a walk ends at the source's conjugate, so the walk stops at its
   * first. With `pruned` (the reach sets of `computeReach` are ready), potentials that cannot
   * reach the goal are left out: the first parent of one that can reach it can too, so the chain
   * found, its nodes and the layers up to it are the same.
   */
  function searchForcingChain(
    marks: Uint16Array,
    source: number,
    cellRules: boolean,
    sink: Sink,
    order: number,
    houseRules: boolean,
    pruned: boolean,
  ): void {
    const rules = (cellRules ? 1 : 0) | (houseRules ? 2 : 0);
    const limit = sink.limit(order);
    // A chain of n links has complexity n + 1: none within the limit, nothing to find.
    if (limit < Infinity && !chainWithin(source, limit - 1, cellRules, houseRules, pruned)) return;
    newWalk();
    const root = newNode(source, -1);
    let onCount = 0;
    let offCount = 0;
    if (source & 1) {
      inOn[source] = stamp;
      onLayer[onCount++] = root;
    } else {
      inOff[source] = stamp;
      offLayer[offCount++] = root;
    }
    const goal = conjugate(source);
    const goalBit = pruned ? BIT_NUMBER[goal]! - 1 : 0;
    const goalWord = goalBit >> 5;
    const goalMask = 1 << (goalBit & 31);
    let links = 0;
    // A layer's hints have complexity links + 2. When the next layer's could not come first,
    // this one is only looked through for the goal: the nodes it would add lead nowhere.
    let grow = true;
    while (onCount > 0 || offCount > 0) {
      if (onCount > 0) {
        if (links + 2 > limit) return;
        grow = links + 3 <= limit;
      }
      for (let i = 0; i < onCount; i++) {
        const n = onLayer[i]!;
        const from = nodePotential[n]! >> 1;
        if (!grow) {
          // Only the goal matters: a weak link reaches it when the candidates exclude each other.
          if (!(goal & 1) && weaklyLinked(from, goal >> 1, cellRules)) {
            sink.add('chain', chainOf(newNode(goal, n)), goal, [goal >> 1], order);
            return;
          }
          continue;
        }
        const end = from * 28 + WEAK_COUNT[from]!;
        for (let w = from * 28 + (cellRules ? 0 : WEAK_CELL_COUNT[from]!); w < end; w++) {
          const q = WEAK[w]!;
          if (q === goal) {
            const nodes = chainOf(newNode(q, n));
            sink.add('chain', nodes, q, [q >> 1], order);
            return;
          }
          // SE also skips ancestors of n here; they are all in inOff already.
          if (inOff[q] === stamp) continue;
          if (pruned) {
            const id = COMPONENT[q]!;
            if (SINK[id] || !(REACH[id * REACH_WORDS + goalWord]! & goalMask)) continue;
          }
          inOff[q] = stamp;
          if (arenaLength >= CAPACITY) return;
          offLayer[offCount++] = newNode(q, n);
        }
      }
      if (onCount > 0) links++;
      onCount = 0;
      if (offCount > 0) {
        if (links + 2 > limit) return;
        grow = links + 3 <= limit;
      }
      for (let j = 0; j < offCount; j++) {
        const m = offLayer[j]!;
        const at = ((nodePotential[m]! >> 1) * 3 + rules - 1) * 4;
        const end = at + STRONG_COUNT[at >> 2]!;
        for (let w = at; w < end; w++) {
          const q = STRONG[w]!;
          if (q === goal) {
            const nodes = chainOf(newNode(q, m));
            const candidate = q >> 1;
            const cell = (candidate / 9) | 0;
            const others: number[] = [];
            for (let rest = marks[cell]! & ~(1 << (candidate - cell * 9)); rest !== 0; rest &= rest - 1)
              others.push(cell * 9 + lowestBitIndex(rest));
            sink.add('chain', nodes, q, others, order);
            return;
          }
          if (!grow) continue;
          if (inOn[q] === stamp) continue;
          if (pruned) {
            const id = COMPONENT[q]!;
            if (SINK[id] || !(REACH[id * REACH_WORDS + goalWord]! & goalMask)) continue;
          }
          inOn[q] = stamp;
          if (arenaLength >= CAPACITY) return;
          onLayer[onCount++] = newNode(q, m);
        }
      }
      if (offCount > 0) links++;
      offCount = 0;
    }
  }

  return { searchCycles, searchForcingChain };
}

export type UnaryWalks = ReturnType<typeof createUnaryWalks>;
