/**
 * Sudoku Explainer's cycles and unary forcing chains in the general engine (SE's
 * `getLoopHintList`), as a nested chain asks for them inside the position an assumption has
 * reached: the same walks as the top-level search (unaryWalks.ts), run to the end with no bound,
 * and every loop they close turned into `ChainLink`s with SE's causes.
 */
import { lowestBitIndex, popcount } from '../../grid/bits';
import type { ChainReach } from './chainReach';
import { seChainDifficulty } from './chainDifficulty';
import {
  chainOf,
  Cause,
  houseCause,
  link,
  removableOf,
  type BranchChain,
  type ChainingRule,
  type ChainLink,
  type CompactChains,
  type LoopHint,
} from './chainingHint';
import { otherPlace } from './chainingPropagation';
import type { LinkTables } from './links';
import { SE_HOUSES } from './potentials';
import type { Sink, UnaryWalks } from './unaryWalks';

/**
 * Why a static link from `parent` to `child` holds, as the propagation's rules (without a
 * source) say: the cell, else the first house (box, row, column) the link runs through; a
 * strong link through a house where the digit has exactly two places.
 */
function staticCause(parent: number, child: number, places: Uint16Array): Cause {
  const from = parent >> 1;
  const to = child >> 1;
  const cell = (from / 9) | 0;
  const other = (to / 9) | 0;
  if (cell === other) return Cause.Cell;
  for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[cell * 3 + k] ?? -1;
    if (SE_HOUSES[other * 3 + k] !== house) continue;
    if (child & 1 && otherPlace(places, house, from - cell * 9, cell) !== other) continue;
    return houseCause(house);
  }
  throw new Error('a static link joins two cells that share no house');
}

/** A walk's nodes (from its end back to its start) as ChainLinks, each with its one parent (`places`: the position's). */
function chainLinkOf(nodes: readonly number[], places: Uint16Array): ChainLink {
  let made: ChainLink | null = null;
  for (let k = nodes.length - 1; k >= 0; k--) {
    const potential = nodes[k] ?? 0;
    made = made ? link(potential, [made], staticCause(made.potential, potential, places)) : link(potential, [], Cause.None);
  }
  if (!made) throw new Error('a walk closed a loop with no nodes');
  return made;
}

/** SE's `getReversedCycle`: the same cycle walked the other way, each potential negated. */
function reversedCycle(start: ChainLink): ChainLink {
  const line: { potential: number; cause: Cause }[] = [];
  for (let p: ChainLink | undefined = start; p; p = p.parents[0]) line.unshift({ potential: p.potential ^ 1, cause: p.cause });
  const links = line.map(({ potential, cause }) => link(potential, [], cause));
  links.forEach((made, i) => {
    const next = links[i + 1];
    if (next) made.parents.push(next);
  });
  const [first] = links;
  if (!first) throw new Error('a cycle with no links');
  return first;
}

/**
 * SE's `getLoopHintList` for `rule` on the position `work` with its houses' `places`: cycles and
 * forcing chains over X links, Y links or both, static. The walks read the position's link lists
 * (cell rules with Y links, house rules with X links). What the X or Y links reach the XY links
 * reach too, so one reach table, made once for the position, bounds every walk: its components
 * bound the cycle walks, its reach sets say which chain walks can find anything.
 */
export function loopHints(
  rule: ChainingRule,
  walks: UnaryWalks,
  links: LinkTables,
  reach: ChainReach,
  work: Uint16Array,
  places: Uint16Array,
): LoopHint[] {
  links.prepareLinks(work);
  reach.computeReach(work, true, true);
  const found = new LoopFindings(rule, work, places);
  for (const [yChain, xChain] of [
    [false, true],
    [true, false],
    [true, true],
  ] as const) {
    found.yChain = yChain;
    found.xChain = xChain;
    for (let cell = 0; cell < 81; cell++) {
      const bits = work[cell] ?? 0;
      const cardinality = popcount(bits);
      if (cardinality < 2) continue;
      if (cardinality > 2 && !xChain) continue;
      for (let rest = bits; rest !== 0; rest &= rest - 1) {
        // The cycles through the candidate on, then the forcing chains from it on and off.
        const on = (cell * 9 + lowestBitIndex(rest)) * 2 + 1;
        walks.searchCycles(work, on, yChain, xChain, found.cycles, 0);
        if (!xChain) continue;
        // A chain walk visits only what its start reaches: without the conjugate there, it finds nothing.
        if (reach.reaches(on, on - 1)) walks.searchForcingChain(work, on, yChain, found.chains, 0, true, false);
        if (reach.reaches(on - 1, on)) walks.searchForcingChain(work, on - 1, yChain, found.chains, 0, true, false);
      }
    }
  }
  return found.hints;
}

/**
 * The hints of one `loopHints` call, made as the walks find them, with no bound: nothing stops
 * a walk. Its two sinks serve every walk of the call: a nested search walks from millions of
 * candidates, and sinks of their own were most of what it allocated.
 */
class LoopFindings {
  readonly hints: LoopHint[] = [];
  /** The links the walks under way follow. */
  yChain = false;
  xChain = false;

  readonly cycles: Sink = {
    add: (_shape, nodes, _target, eliminations) => {
      this.addCycle(nodes, eliminations);
      return false;
    },
    limit: () => Infinity,
  };

  readonly chains: Sink = {
    add: (_shape, nodes) => {
      this.addChain(nodes);
      return false;
    },
    limit: () => Infinity,
  };

  constructor(
    private readonly rule: ChainingRule,
    private readonly work: Uint16Array,
    private readonly places: Uint16Array,
  ) {}

  private get sortKey(): number {
    return this.xChain && this.yChain ? 4 : this.yChain ? 3 : 2;
  }

  private addCycle(nodes: number[], eliminations: number[]): void {
    const { xChain, yChain } = this;
    const complexity = distinctCount(nodes);
    const chains = new WalkChains(nodes, this.places, true);
    this.hints.push({
      shape: 'cycle',
      rule: this.rule,
      xChain,
      yChain,
      removable: eliminations,
      compact: chains,
      get targets(): ChainLink[] {
        return chains.targets();
      },
      sortKey: this.sortKey,
      complexity,
      difficulty: seChainDifficulty(xChain && yChain ? 7.0 : 6.5, complexity),
    });
  }

  private addChain(nodes: number[]): void {
    const { xChain, yChain } = this;
    const result = nodes[0]!;
    const removable = removableOf(this.work, result);
    if (removable.length === 0) return;
    const complexity = distinctCount(nodes);
    const walked = new WalkChains(nodes, this.places, false);
    this.hints.push({
      shape: 'chain',
      rule: this.rule,
      xChain,
      yChain,
      result,
      removable,
      compact: walked,
      get targets(): ChainLink[] {
        return walked.targets();
      },
      sortKey: this.sortKey,
      complexity,
      difficulty: seChainDifficulty(xChain && yChain ? 7.0 : 6.6, complexity),
    });
  }
}

/**
 * The distinct potentials of a walk's nodes: the complexity of its chain (SE's `getChain` of
 * a chain whose links have one parent each lists each potential once). Walks are short, so a
 * scan beats a set.
 */
function distinctCount(nodes: readonly number[]): number {
  let count = 0;
  next: for (let i = 0; i < nodes.length; i++) {
    for (let j = 0; j < i; j++) if (nodes[j] === nodes[i]) continue next;
    count++;
  }
  return count;
}

/**
 * A walk's branches (a cycle's both ways round), made `ChainLink`s only when read: most hints
 * found lose to a better one removing the same candidates and are never read.
 */
class WalkChains implements CompactChains {
  private targetLinks: ChainLink[] | undefined;
  private branchChains: BranchChain[] | undefined;

  constructor(
    private readonly nodes: readonly number[],
    /** The houses' places of the walk's position, unchanged while the hint is kept. */
    private readonly places: Uint16Array,
    private readonly cycle: boolean,
  ) {}

  targets(): ChainLink[] {
    if (!this.targetLinks) {
      const end = chainLinkOf(this.nodes, this.places);
      this.targetLinks = this.cycle ? [end, reversedCycle(end)] : [end];
    }
    return this.targetLinks;
  }

  branches(): readonly BranchChain[] {
    return (this.branchChains ??= this.targets().map((target) => {
      const chain = chainOf(target);
      return { potentials: chain.map((p) => p.potential), causes: chain.map((p) => p.cause) };
    }));
  }
}
