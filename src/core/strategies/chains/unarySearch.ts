/**
 * Sudoku Explainer's "Forcing chains & cycles" producer: from each candidate, a breadth-first
 * search over static strong and weak links finds
 *
 * - bidirectional cycles (continuous nice loops) through the candidate, which remove every
 *   candidate outside the loop that sees both an "on" and an "off" node of its digit;
 * - forcing chains (discontinuous nice loops): assuming the candidate on leads to it being
 *   off (remove it), or assuming it off leads to it being on (place it).
 *
 * Three link sets are searched, as in SE: X (one digit: links inside houses only), Y
 * (strong links only through bivalue cells; cycles only) and XY (both). Each node keeps the
 * first parent it was reached by, so a chain's complexity (distinct nodes) is SE's.
 */
import { seChainDifficulty, sortHints } from './forcingSearch';
import type { LinkTables } from './links';
import { REACH_WORDS, type ChainReach } from './chainReach';
import { conjugate, popcount9, POTENTIAL_COUNT, SEES } from './potentials';
import { PEER_CELL_SETS } from '../cellSets';
import type { CycleComponents } from './cycleComponents';
import type { ChainWithin } from './chainWithin';

/**
 * Link sets: x one digit (house links), y strong links only in bivalue cells (cycles, as in
 * SE), xy both; yChain is y for forcing chains (HoDoKu's XY-chain; SE finds these as xy).
 */
export type UnaryMode = 'x' | 'y' | 'xy' | 'yChain';

export interface UnaryHint {
  readonly shape: 'cycle' | 'chain';
  readonly mode: UnaryMode;
  /** The chain's potentials from its end back to the start (a cycle ends where it starts). */
  readonly nodes: readonly number[];
  /** A chain's conclusion: on places the digit, off removes the candidate; -1 for a cycle. */
  readonly target: number;
  /** Candidates removed. */
  readonly eliminations: readonly number[];
  readonly complexity: number;
  readonly difficulty: number;
  readonly sortKey: number;
  readonly seq: number;
}

/**
 * The unary chain searches of one search context: their node arena, stamps and layers, over
 * the link lists of `links`, the reach sets of `reach` and the pruning of `cycles` and `within`.
 */
export function createUnarySearch(links: LinkTables, reach: ChainReach, cycles: CycleComponents, chainWithin: ChainWithin) {
  const { bilocalOther, bivalueOther, prepareLinks, STRONG, STRONG_COUNT, WEAK, WEAK_CELL_COUNT, WEAK_COUNT } = links;
  const { BIT_NUMBER, COMPONENT, computeReach, REACH, reaches, SINK } = reach;
  const { cycleCanEliminate, markEliminatingComponents } = cycles;
  const CAPACITY = 40000;
  const nodePotential = new Int16Array(CAPACITY);
  const nodeParent = new Int32Array(CAPACITY);
  let arenaLength = 0;
  const inOn = new Int32Array(POTENTIAL_COUNT);
  const inOff = new Int32Array(POTENTIAL_COUNT);
  /** closing[p] === stamp: "p off" leads straight back to the source of the current cycle search. */
  const closing = new Int32Array(POTENTIAL_COUNT);
  let stamp = 0;

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

  function chainOf(node: number): number[] {
    const out: number[] = [];
    for (let n = node; n >= 0; n = nodeParent[n]!) out.push(nodePotential[n]!);
    return out;
  }

  function distinctCount(potentials: readonly number[]): number {
    return new Set(potentials).size;
  }

  const PEER_WORDS = PEER_CELL_SETS;

  /** Per digit (d * 3 + w): the cells seen from the cycle's on nodes and from its off nodes. */
  const seenFromOn = new Int32Array(27);
  const seenFromOff = new Int32Array(27);
  const loopCells = new Int32Array(3);

  /**
   * SE's cycle eliminations (`createCycleHint`): outside the loop's cells, seeing an on node and an
   * off node of the digit. `nodes` from the cycle's end back to its start, which is its end again.
   * Cell sets as 27-bit words, a digit at a time: a cycle is checked at every closing, most remove
   * nothing.
   */
  function cycleEliminations(marks: Uint16Array, nodes: readonly number[]): number[] {
    startLoop();
    for (let i = 0; i < nodes.length - 1; i++) addLoopNode(nodes[i]!);
    return loopEliminations(marks);
  }

  /** `cycleEliminations` of the loop closing at arena node `node`, read from the arena (nothing built for loops that remove nothing). */
  function arenaCycleEliminations(marks: Uint16Array, node: number): number[] {
    startLoop();
    for (let n = node; nodeParent[n]! >= 0; n = nodeParent[n]!) addLoopNode(nodePotential[n]!);
    return loopEliminations(marks);
  }

  /** The digits met so far in the loop being read. */
  let digitsUsed = 0;

  function startLoop(): void {
    loopCells[0] = loopCells[1] = loopCells[2] = 0;
    digitsUsed = 0;
  }

  function addLoopNode(potential: number): void {
    const candidate = potential >> 1;
    const cell = (candidate / 9) | 0;
    loopCells[(cell / 27) | 0]! |= 1 << cell % 27;
    const digit = candidate - cell * 9;
    const at = digit * 3;
    if (!(digitsUsed & (1 << digit))) {
      digitsUsed |= 1 << digit;
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
      const digit = 31 - Math.clz32(rest & -rest);
      for (let w = 0; w < 3; w++) {
        for (let both = seenFromOn[digit * 3 + w]! & seenFromOff[digit * 3 + w]! & ~loopCells[w]!; both !== 0; both &= both - 1) {
          const cell = w * 27 + 31 - Math.clz32(both & -both);
          if (marks[cell]! & (1 << digit)) (found ??= []).push(cell * 9 + digit);
        }
      }
    }
    return found ? found.sort((a, b) => a - b) : NONE;
  }

  const NONE: number[] = [];

  interface Bound {
    difficulty: number;
    complexity: number;
    sortKey: number;
    seq: number;
  }

  /**
   * Whether a hint of this base, sort key and complexity, found at `order` or later in the
   * discovery order, could still come first against `best` (SE's sort: ties go to the earlier).
   * Never true again once false for a larger complexity, so searches by length stop there.
   */
  function canBeat(best: Bound | undefined, base: number, sortKey: number, complexity: number, order: number): boolean {
    if (!best) return true;
    const difficulty = seChainDifficulty(base, complexity);
    if (difficulty !== best.difficulty) return difficulty < best.difficulty;
    if (complexity !== best.complexity) return complexity < best.complexity;
    if (sortKey !== best.sortKey) return sortKey < best.sortKey;
    return order < best.seq;
  }

  /** The largest complexity for which `canBeat` holds (1 when none does), by bisection. */
  function complexityLimit(best: Bound | undefined, base: number, sortKey: number, order: number): number {
    if (!best) return Infinity;
    let low = 1;
    let high = POTENTIAL_COUNT + 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (canBeat(best, base, sortKey, middle, order)) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /**
   * Where the searches put the hints they meet: every one (the full listing), or only those that
   * beat the best so far, which then bounds the searches.
   */
  interface HintKeeper {
    /** Takes a hint; true when the search from its source needs to go no further (always so when it tightens the bound). */
    take(hint: UnaryHint): boolean;
    /** What a hint must beat to be kept, or undefined while every hint is. */
    bound(): Bound | undefined;
  }

  /** The searches' view of a keeper: hints of one link set and base, as their parts. */
  interface Sink {
    /** `order`: the hint's place in Sudoku Explainer's discovery order (ties are broken by it). True: stop this source. */
    add(shape: 'cycle' | 'chain', nodes: number[], target: number, eliminations: number[], order: number): boolean;
    /**
     * The largest complexity a hint found at `order` or later in the discovery order may have to
     * still come first: fixed while a search runs, since a search stops once it tightens it.
     */
    limit(order: number): number;
  }

  /** SE's discovery order: link set, then source candidate, then cycles, "on" chain, "off" chain. */
  const orderOf = (modeIndex: number, candidate: number, kind: number, local = 0): number => ((modeIndex * 729 + candidate) * 3 + kind) * 65536 + local;

  /** Whether "a on" makes "b off" (`WEAK` holds it): the same digit in peer cells, or with cell rules the same cell. */
  function weaklyLinked(a: number, b: number, cellRules: boolean): boolean {
    const cellA = (a / 9) | 0;
    const cellB = (b / 9) | 0;
    if (cellA === cellB) return cellRules && a !== b;
    return a - cellA * 9 === b - cellB * 9 && SEES[cellA * 81 + cellB] === 1;
  }

  /** The candidates whose "off" closes the current cycle search's loop (at most four). */
  const closingCandidates = new Int32Array(4);

  /** Whether "`from` on" makes one of the first `count` closing candidates off. */
  function linksToAny(from: number, count: number, cellRules: boolean): boolean {
    for (let k = 0; k < count; k++) if (weaklyLinked(from, closingCandidates[k]!, cellRules)) return true;
    return false;
  }

  /** Node queues of the current and the next layer (typed, so searches allocate nothing). */
  const onLayer = new Int32Array(CAPACITY);
  const offLayer = new Int32Array(CAPACITY);

  function searchCycles(marks: Uint16Array, source: number, cellRules: boolean, houseRules: boolean, sink: Sink, order: number): void {
    let local = 0;
    const limit = sink.limit(order);
    const rules = (cellRules ? 1 : 0) | (houseRules ? 2 : 0);
    stamp++;
    arenaLength = 0;
    inOn[source] = stamp;
    // Only the source's component can lead back to it; the first parent of a potential in it
    // is in it too, so leaving the rest out changes neither the order nor the parents.
    const home = COMPONENT[source]!;
    // The "off" potentials whose strong link leads back to the source.
    const candidate = source >> 1;
    let closingCount = 0;
    if (cellRules && bivalueOther[candidate]! >= 0) closingCandidates[closingCount++] = bivalueOther[candidate]!;
    if (houseRules) for (let k = 0; k < 3; k++) if (bilocalOther[candidate * 3 + k]! >= 0) closingCandidates[closingCount++] = bilocalOther[candidate * 3 + k]!;
    for (let k = 0; k < closingCount; k++) closing[closingCandidates[k]! * 2] = stamp;
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
            const eliminations = arenaCycleEliminations(marks, k);
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
   * With `pruned` (the reach sets of `computeReach` are ready), potentials that cannot reach
   * the goal are left out: the first parent of one that can reach it can too, so the chain
   * found, its nodes and the layers up to it are the same.
   */
  function searchForcingChain(marks: Uint16Array, source: number, cellRules: boolean, sink: Sink, order: number, houseRules: boolean, pruned: boolean): void {
    const rules = (cellRules ? 1 : 0) | (houseRules ? 2 : 0);
    const limit = sink.limit(order);
    // A chain of n links has complexity n + 1: none within the limit, nothing to find.
    if (limit < Infinity && !chainWithin(source, limit - 1, cellRules, houseRules, pruned)) return;
    stamp++;
    arenaLength = 0;
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
            for (let rest = marks[cell]! & ~(1 << (candidate - cell * 9)); rest !== 0; rest &= rest - 1) others.push(cell * 9 + 31 - Math.clz32(rest & -rest));
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

  /**
   * Whether "candidate on" reaches "candidate off" over cell rules, after `computeReach` from
   * bivalue cells: past its first link such a chain runs through bivalue cells only, so it
   * exists when the other value of a bivalue cell the candidate sees reaches "candidate off".
   */
  function bivalueChainExists(candidate: number): boolean {
    const goal = candidate * 2;
    if (BIT_NUMBER[goal] === 0) return false;
    const end = candidate * 28 + WEAK_COUNT[candidate]!;
    for (let w = candidate * 28; w < end; w++) {
      const other = bivalueOther[WEAK[w]! >> 1]!;
      if (other >= 0 && reaches(other * 2 + 1, goal)) return true;
    }
    return false;
  }

  /** The hints of SE's "Forcing chains & cycles" producer for the given link sets, SE-sorted. */
  function allUnaryHints(marks: Uint16Array, modes: readonly UnaryMode[]): UnaryHint[] {
    const hints: UnaryHint[] = [];
    searchAll(marks, modes, {
      take: (hint) => {
        hints.push(hint);
        return false;
      },
      bound: () => undefined,
    });
    return sortHints(hints);
  }

  /**
   * The hint `allUnaryHints` puts first. The searches stop as soon as they cannot beat the best
   * hint so far; a cycle search stops at its first cycle, which later ones from the same source
   * cannot beat. One pass: the best hint so far bounds every later search (measured faster than
   * iterative deepening by complexity caps).
   */
  function easiestUnaryHint(marks: Uint16Array, modes: readonly UnaryMode[]): UnaryHint | undefined {
    let best: UnaryHint | undefined;
    searchAll(marks, modes, {
      take: (hint) => {
        if (!best || sortHints([best, hint])[0] === hint) best = hint;
        return true;
      },
      bound: () => best,
    });
    return best;
  }

  function searchAll(marks: Uint16Array, modes: readonly UnaryMode[], keeper: HintKeeper): void {
    prepareLinks(marks);
    modes.forEach((mode, modeIndex) => {
      const cellRules = mode !== 'x';
      const houseRules = mode === 'x' || mode === 'xy';
      const cycleBase = mode === 'xy' ? 7.0 : 6.5;
      const chainBase = mode === 'x' ? 6.6 : 7.0;
      const sortKey = mode === 'xy' || mode === 'yChain' ? 4 : mode === 'y' ? 3 : 2;
      const makeSink = (base: number): Sink => {
        // The limits for orders before the bound's and from it on, worked out when the bound changes.
        let limitsOf: Bound | undefined;
        let limitBefore = Infinity;
        let limitAfter = Infinity;
        return {
          limit(order) {
            const bound = keeper.bound();
            if (bound !== limitsOf) {
              limitsOf = bound;
              limitBefore = complexityLimit(bound, base, sortKey, -1);
              limitAfter = bound ? complexityLimit(bound, base, sortKey, bound.seq) : Infinity;
            }
            return bound && order >= bound.seq ? limitAfter : limitBefore;
          },
          add(shape, nodes, target, eliminations, order) {
            const complexity = distinctCount(nodes);
            return keeper.take({ shape, mode, nodes, target, eliminations, complexity, difficulty: seChainDifficulty(base, complexity), sortKey, seq: order });
          },
        };
      };
      const cycleSink = makeSink(cycleBase);
      const chainSink = makeSink(chainBase);
      const doChains = mode !== 'y';
      const doCycles = mode !== 'yChain';
      // Every search of a pass stops before its first link when the shortest hint of the pass
      // cannot beat the best so far (the easiest search): then neither the pass nor, with both
      // passes so, the mode's reach sets are worth building.
      const chainsCanBeat = (): boolean => doChains && chainSink.limit(orderOf(modeIndex, 0, 0)) >= 2;
      const cyclesCanBeat = (): boolean => doCycles && cycleSink.limit(orderOf(modeIndex, 0, 0)) >= 2;
      if (!chainsCanBeat() && !cyclesCanBeat()) return;
      // A chain search from a potential whose conjugate it cannot reach finds nothing, and a
      // cycle never leaves the component of its source: both searches use the components.
      // Y-cycles and bivalue-cell chains pass only through bivalue cells: only what those reach is needed.
      computeReach(marks, cellRules, houseRules, mode !== 'y', mode === 'yChain' || mode === 'y');
      // Chains first: they are cheap, and the best one bounds the costlier cycle searches.
      for (const pass of ['chains', 'cycles'] as const) {
        if (pass === 'chains' ? !chainsCanBeat() : !cyclesCanBeat()) continue;
        if (pass === 'cycles') markEliminatingComponents(marks, mode !== 'y');
        for (let cell = 0; cell < 81; cell++) {
          const bits = marks[cell]!;
          const cardinality = popcount9(bits);
          if (cardinality < 2) continue;
          // Y-cycles start only from bivalue cells, as in SE.
          if (cardinality > 2 && mode === 'y') continue;
          for (let rest = bits; rest !== 0; rest &= rest - 1) {
            const candidate = cell * 9 + 31 - Math.clz32(rest & -rest);
            if (pass === 'cycles') {
              if (cycleCanEliminate(candidate * 2 + 1)) searchCycles(marks, candidate * 2 + 1, cellRules, houseRules, cycleSink, orderOf(modeIndex, candidate, 0));
            } else if (mode === 'yChain') {
              // Bivalue-cell chains only (HoDoKu's XY-chain): assume the candidate, reach its negation.
              if (bivalueChainExists(candidate)) searchForcingChain(marks, candidate * 2 + 1, true, chainSink, orderOf(modeIndex, candidate, 1), false, false);
            } else {
              if (reaches(candidate * 2 + 1, candidate * 2)) searchForcingChain(marks, candidate * 2 + 1, cellRules, chainSink, orderOf(modeIndex, candidate, 1), houseRules, true);
              if (reaches(candidate * 2, candidate * 2 + 1)) searchForcingChain(marks, candidate * 2, cellRules, chainSink, orderOf(modeIndex, candidate, 2), houseRules, true);
            }
          }
        }
      }
    });
  }

  return { cycleEliminations, allUnaryHints, easiestUnaryHint };
}

export type UnarySearch = ReturnType<typeof createUnarySearch>;
