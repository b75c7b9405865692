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
 *
 * The walks themselves are unaryWalks.ts; this module bounds them by the best hint so far and
 * keeps SE's discovery order across link sets, sources and shapes.
 */
import { lowestBitIndex, popcount } from '../../grid/bits';
import { seChainDifficulty, sortHints } from './chainDifficulty';
import type { LinkTables } from './links';
import type { ChainReach } from './chainReach';
import { POTENTIAL_COUNT } from './potentials';
import type { CycleComponents } from './cycleComponents';
import type { Sink, UnaryWalks } from './unaryWalks';

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
 * The unary chain searches of one search context, over the walks of `walks`, the link lists of
 * `links`, the reach sets of `reach` and the pruning of `cycles`.
 */
export function createUnarySearch(walks: UnaryWalks, links: LinkTables, reach: ChainReach, cycles: CycleComponents) {
  const { bivalueOther, prepareLinks, WEAK, WEAK_COUNT } = links;
  const { BIT_NUMBER, computeReach, reaches } = reach;
  const { cycleCanEliminate, markEliminatingComponents } = cycles;
  const { searchCycles, searchForcingChain } = walks;

  function distinctCount(potentials: readonly number[]): number {
    return new Set(potentials).size;
  }

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

  /** SE's discovery order: link set, then source candidate, then cycles, "on" chain, "off" chain. */
  const orderOf = (modeIndex: number, candidate: number, kind: number, local = 0): number =>
    ((modeIndex * 729 + candidate) * 3 + kind) * 65536 + local;

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

  /**
   * The hints of SE's "Forcing chains & cycles" producer for the given link sets, SE-sorted;
   * only those from candidates of the digit indexes in the mask `startDigits` (bit d for digit
   * index d), all by default.
   */
  function allUnaryHints(marks: Uint16Array, modes: readonly UnaryMode[], startDigits = 0x1ff): UnaryHint[] {
    const hints: UnaryHint[] = [];
    searchAll(marks, modes, startDigits, {
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
    searchAll(marks, modes, 0x1ff, {
      take: (hint) => {
        if (!best || sortHints([best, hint])[0] === hint) best = hint;
        return true;
      },
      bound: () => best,
    });
    return best;
  }

  function searchAll(marks: Uint16Array, modes: readonly UnaryMode[], startDigits: number, keeper: HintKeeper): void {
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
            return keeper.take({
              shape,
              mode,
              nodes,
              target,
              eliminations,
              complexity,
              difficulty: seChainDifficulty(base, complexity),
              sortKey,
              seq: order,
            });
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
          const cardinality = popcount(bits);
          if (cardinality < 2) continue;
          // Y-cycles start only from bivalue cells, as in SE.
          if (cardinality > 2 && mode === 'y') continue;
          for (let rest = bits & startDigits; rest !== 0; rest &= rest - 1) {
            const candidate = cell * 9 + lowestBitIndex(rest);
            if (pass === 'cycles') {
              if (cycleCanEliminate(candidate * 2 + 1))
                searchCycles(marks, candidate * 2 + 1, cellRules, houseRules, cycleSink, orderOf(modeIndex, candidate, 0));
            } else if (mode === 'yChain') {
              // Bivalue-cell chains only (HoDoKu's XY-chain): assume the candidate, reach its negation.
              if (bivalueChainExists(candidate))
                searchForcingChain(marks, candidate * 2 + 1, true, chainSink, orderOf(modeIndex, candidate, 1), false, false);
            } else {
              if (reaches(candidate * 2 + 1, candidate * 2))
                searchForcingChain(marks, candidate * 2 + 1, cellRules, chainSink, orderOf(modeIndex, candidate, 1), houseRules, true);
              if (reaches(candidate * 2, candidate * 2 + 1))
                searchForcingChain(marks, candidate * 2, cellRules, chainSink, orderOf(modeIndex, candidate, 2), houseRules, true);
            }
          }
        }
      }
    });
  }

  return { allUnaryHints, easiestUnaryHint };
}

export type UnarySearch = ReturnType<typeof createUnarySearch>;
