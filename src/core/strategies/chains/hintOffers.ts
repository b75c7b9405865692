/**
 * Where a multiple-chains search (multipleChains.ts) offers its hints, and the scratch it reuses
 * from position to position: each rule's engine owns one, as a rule's search never runs inside
 * itself.
 *
 * Of all the hints that remove the same candidates, only the best in SE's order (difficulty,
 * complexity, kind, then discovery) is kept, chosen as they are found. A dynamic search finds
 * thousands of hints per position, most of them removing what a shorter one already removes;
 * chosen as they come, a hint's complexity is walked only as far as it could still win, and only
 * winners are made objects. The difficulty grows with the complexity and the rule's base is the
 * same for every hint of a search, so "better" is: lower complexity, then lower kind
 * (`sortKey`), then found earlier.
 */
import { lowestBitIndex } from '../../grid/bits';
import { seChainDifficulty } from './chainDifficulty';
import type { DraftHint, LinkArena, ReachedSet } from './chainArena';
import { ruleBase, type ChainingRule } from './chainingHint';

/**
 * One number per set of removed candidates a hint can have: a candidate alone (an "off"
 * conclusion, or an "on" one in a bivalue cell) is its own number; an "on" conclusion that
 * removes two or more values of its cell is 729 + its candidate.
 */
const REMOVAL_KEYS = 729 * 2;

/** The removal key of a conclusion `potential` in the position `work` (as `removableOf`), -1 when it removes nothing. */
export function removalKey(work: Uint16Array, potential: number): number {
  const candidate = potential >> 1;
  if ((potential & 1) === 0) return candidate;
  const cell = (candidate / 9) | 0;
  const values = work[cell]!;
  const others = values & ~(1 << (candidate - cell * 9));
  if (others === 0) return -1;
  if ((others & (others - 1)) === 0) return cell * 9 + lowestBitIndex(others);
  if (others !== values) return 729 + candidate;
  // A value the cell no longer has removes them all, as any other such value does: one stands for them.
  return 729 + cell * 9 + lowestBitIndex(~values & 0x1ff);
}

/**
 * The closures of a cell's values or of a house's places, being intersected: the first `count`
 * of `sets`. Refilled for every group a search tries, and never emptied, since emptying an
 * array hands back its storage and the next group would allocate it again.
 */
export class ClosureGroup {
  readonly sets: ReachedSet[] = [];
  count = 0;

  clear(): void {
    this.count = 0;
  }

  add(set: ReachedSet): void {
    this.sets[this.count++] = set;
  }
}

interface Kept {
  key: number;
  draft: DraftHint;
  /** When it was found, among the hints of the search. */
  found: number;
}

export class HintOffers {
  /** The branch ends of the hint being offered. */
  readonly targets = new Int32Array(9);
  /** The closures of a cell's values and of a house's places, being intersected. */
  readonly values = new ClosureGroup();
  readonly places = new ClosureGroup();
  /** The potentials `commonTo` found last. */
  readonly common = new Int32Array(729);
  /** Each candidate's "on" closure in the search under way, null until propagated. */
  private readonly closures: (ReachedSet | null)[] = new Array<ReachedSet | null>(729).fill(null);
  private readonly closed: number[] = [];
  /** Per removal key, where its best hint sits in `kept`, -1 for none. */
  private readonly bestAt = new Int32Array(REMOVAL_KEYS).fill(-1);
  private readonly kept: Kept[] = [];
  private found = 0;
  private readonly base: number;

  constructor(
    private readonly arena: LinkArena,
    readonly rule: ChainingRule,
  ) {
    this.base = ruleBase(rule);
  }

  /** Forgets the last search: its hints and closures. */
  clear(): this {
    for (const { key } of this.kept) this.bestAt[key] = -1;
    this.kept.length = 0;
    this.found = 0;
    for (const candidate of this.closed) this.closures[candidate] = null;
    this.closed.length = 0;
    return this;
  }

  closureOf(candidate: number): ReachedSet | null {
    return this.closures[candidate]!;
  }

  setClosure(candidate: number, closure: ReachedSet): void {
    this.closures[candidate] = closure;
    this.closed.push(candidate);
  }

  /**
   * The potentials every set of `group` reached, "on" ones (`ons`) or "off" ones, in the first
   * set's order (SE's intersection of LinkedSets), into `common`; returns how many.
   */
  commonTo(group: ClosureGroup, ons: boolean): number {
    const { sets } = group;
    if (group.count === 0) return 0;
    const first = sets[0]!;
    const links = ons ? first.onLinks : first.offLinks;
    const count = ons ? first.onCount : first.offCount;
    let found = 0;
    reached: for (let i = 0; i < count; i++) {
      const potential = this.arena.potentialOf(links[i]!);
      for (let j = 1; j < group.count; j++) if (sets[j]!.linkOf[potential]! < 0) continue reached;
      this.common[found++] = potential;
    }
    return found;
  }

  /** The complexity of the hint whose branches end at the first `count` of `targets`, or -1 when it cannot beat the best of `key`. */
  complexityIfBest(key: number, sortKey: number, count: number): number {
    const cap = this.capFor(key, sortKey);
    const complexity = this.arena.complexityOf(this.targets, this.rule.level >= 2, cap, count);
    return complexity > cap ? -1 : complexity;
  }

  difficultyOf(complexity: number): number {
    return seChainDifficulty(this.base, complexity);
  }

  /** The first `count` of `targets`, as a draft keeps them. */
  targetLinks(count: number): number[] {
    const links = new Array<number>(count);
    for (let i = 0; i < count; i++) links[i] = this.targets[i]!;
    return links;
  }

  potentialOf(link: number): number {
    return this.arena.potentialOf(link);
  }

  /**
   * The highest complexity a hint of `key` and `sortKey` found now may have to beat the best
   * kept so far; Infinity when none is kept.
   */
  private capFor(key: number, sortKey: number): number {
    const at = this.bestAt[key]!;
    if (at < 0) return Infinity;
    const best = this.kept[at]!.draft;
    return sortKey < best.sortKey ? best.complexity : best.complexity - 1;
  }

  /** Keeps `draft` (whose complexity `complexityIfBest` gave) as the best of `key`. */
  keep(key: number, draft: DraftHint): void {
    const entry: Kept = { key, draft, found: this.found++ };
    const at = this.bestAt[key]!;
    if (at >= 0) this.kept[at] = entry;
    else this.bestAt[key] = this.kept.push(entry) - 1;
  }

  /** The hints kept, SE-sorted; the search is over (`clear` starts the next). */
  sorted(): DraftHint[] {
    return this.kept
      .sort(
        (a, b) =>
          a.draft.difficulty - b.draft.difficulty ||
          a.draft.complexity - b.draft.complexity ||
          a.draft.sortKey - b.draft.sortKey ||
          a.found - b.found,
      )
      .map((entry) => entry.draft);
  }
}
