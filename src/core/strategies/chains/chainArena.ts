/**
 * The links the nested chaining engine makes while it searches, kept as numbers in typed
 * arrays: a link is an id, its potential, cause and parents are entries of the arena's tables.
 * A nested search makes millions of links, and almost all of them belong to hints that lose
 * to a better one; as objects (`ChainLink`, each with its parents array) they were most of the
 * search's time, in the making and in the garbage collection after. Only the hints a search
 * keeps leave the arena (`keep`), copied out compactly (keptChains.ts).
 *
 * The arena is a stack: a rule's search opens a frame (`open`), the searches nested in its
 * propagations open theirs above it and close them before it goes on, and closing a frame
 * forgets its links and hands back its reached sets. The arena belongs to the search context
 * (through `ChainingEngines`), so it is allocated once and grows to the deepest search seen.
 */
import { Cause, fullKey, type ChainingHint, type ChainLink, type ForcingChainingHint } from './chainingHint';
import { grown } from './grownTable';
import { BranchWalkScratch, KeptChains, LINK_HEADER } from './keptChains';
import { POTENTIAL_COUNT } from './potentials';

/**
 * The potentials one propagation reached (SE's pair of LinkedSets): the link of each, and the
 * "on" and "off" ones in the order they were added, which is the order the propagation
 * processes them and the order SE lists conclusions in.
 */
export class ReachedSet {
  /** The link that reached each potential, -1 when none did. */
  readonly linkOf = new Int32Array(POTENTIAL_COUNT).fill(-1);
  readonly onLinks = new Int32Array(POTENTIAL_COUNT / 2);
  onCount = 0;
  readonly offLinks = new Int32Array(POTENTIAL_COUNT / 2);
  offCount = 0;
  /** The two links (on, off) of one candidate when the propagation forced it both ways, else -1. */
  absurdOn = -1;
  absurdOff = -1;
  /** The potentials added, so that `clear` resets only their entries (most propagations reach few). */
  private readonly added = new Int16Array(POTENTIAL_COUNT);

  /** Empties the set for another propagation. */
  clear(): this {
    for (let i = this.onCount + this.offCount - 1; i >= 0; i--) this.linkOf[this.added[i]!] = -1;
    this.onCount = this.offCount = 0;
    this.absurdOn = this.absurdOff = -1;
    return this;
  }

  has(potential: number): boolean {
    return this.linkOf[potential]! >= 0;
  }

  /** Adds the link `id` of `potential` (on potentials are odd, off ones even). */
  add(potential: number, id: number): void {
    this.linkOf[potential] = id;
    this.added[this.onCount + this.offCount] = potential;
    if (potential & 1) this.onLinks[this.onCount++] = id;
    else this.offLinks[this.offCount++] = id;
  }

  get isAbsurd(): boolean {
    return this.absurdOn >= 0;
  }
}

/** A hint whose branches still end at arena links: what a search makes of every hint it finds. */
type Drafted<T> = T extends unknown ? Omit<T, 'targets'> & { readonly targetLinks: readonly number[] } : never;
export type DraftHint = Drafted<ForcingChainingHint>;

const INITIAL_LINKS = 1 << 16;

export class LinkArena {
  private potentials = new Int16Array(INITIAL_LINKS);
  private causes = new Uint8Array(INITIAL_LINKS);
  private firstParent = new Int32Array(INITIAL_LINKS);
  private parentCounts = new Int32Array(INITIAL_LINKS);
  /** Where a link's inner chain sits in `nestedHints`, -1 for none. */
  private nestedAt = new Int32Array(INITIAL_LINKS);
  private parentIds = new Int32Array(INITIAL_LINKS * 2);
  private readonly nestedHints: ChainingHint[] = [];
  private size = 0;
  private parentSize = 0;

  /** The reached sets handed out, kept for the frames to come; `setsUsed` of them are in use. */
  private readonly sets: ReachedSet[] = [];
  private setsUsed = 0;
  /** Per open frame: the link count, parent count, inner chain count and sets in use when it opened. */
  private frames = new Int32Array(4 * 16);
  private depth = 0;

  /** The links `chainLength` visited last, in SE's order. */
  private chain = new Int32Array(1024);
  /** Per potential: the `visit` stamp of the walk that last met it. */
  private readonly seen = new Int32Array(POTENTIAL_COUNT);
  private visit = 0;
  private level = new Int32Array(1024);
  private nextLevel = new Int32Array(1024);

  /** Per link: the `copyStamp` of the copy that last took it, and its offset in that copy's graph. */
  private copiedIn = new Int32Array(INITIAL_LINKS);
  private copiedAt = new Int32Array(INITIAL_LINKS);
  private copyStamp = 0;
  private readonly copyOrder: number[] = [];
  private readonly copyStack: number[] = [];
  /** What the kept hints' branch walks work in. */
  private readonly branchWalks = new BranchWalkScratch();

  /** Opens a frame: the links and sets made until the matching `close` are forgotten then. */
  open(): void {
    if ((this.depth + 1) * 4 > this.frames.length) this.frames = grown(this.frames, (this.depth + 1) * 4);
    const at = this.depth++ * 4;
    this.frames[at] = this.size;
    this.frames[at + 1] = this.parentSize;
    this.frames[at + 2] = this.nestedHints.length;
    this.frames[at + 3] = this.setsUsed;
  }

  close(): void {
    const at = --this.depth * 4;
    this.size = this.frames[at]!;
    this.parentSize = this.frames[at + 1]!;
    this.nestedHints.length = this.frames[at + 2]!;
    this.setsUsed = this.frames[at + 3]!;
  }

  /** An empty reached set, the frame's until it closes. */
  newSet(): ReachedSet {
    if (this.setsUsed === this.sets.length) this.sets.push(new ReachedSet());
    return this.sets[this.setsUsed++]!.clear();
  }

  potentialOf(id: number): number {
    return this.potentials[id]!;
  }

  /** Where the next parents pushed go: the start of a parent list for `add`. */
  get parentMark(): number {
    return this.parentSize;
  }

  pushParent(id: number): void {
    if (this.parentSize === this.parentIds.length) this.parentIds = grown(this.parentIds, this.parentSize + 1);
    this.parentIds[this.parentSize++] = id;
  }

  /**
   * A new link of `potential` whose parents are those pushed from `parentStart` on (several
   * links may share one list, as the eliminations of one inner chain do), `nested` the inner
   * chain it rests on. Returns its id.
   */
  add(potential: number, cause: Cause, parentStart: number, nested?: ChainingHint): number {
    if (this.size === this.potentials.length) this.grow();
    const id = this.size++;
    this.potentials[id] = potential;
    this.causes[id] = cause;
    this.firstParent[id] = parentStart;
    this.parentCounts[id] = this.parentSize - parentStart;
    this.nestedAt[id] = nested ? this.nestedHints.push(nested) - 1 : -1;
    return id;
  }

  /** A new link of `potential` reached from the one link `parent`. */
  addChild(potential: number, cause: Cause, parent: number): number {
    const start = this.parentSize;
    this.pushParent(parent);
    return this.add(potential, cause, start);
  }

  /** A new assumption: a link of `potential` without parents. */
  addRoot(potential: number): number {
    return this.add(potential, Cause.None, this.parentSize);
  }

  /**
   * SE's `getChain` over arena links: `target` and its ancestors, breadth first, each potential
   * once (the first link met of it). Leaves them in `chainLinks` and returns how many, or, when
   * there are more than `cap`, some number over `cap` (the walk stops there).
   */
  chainLength(target: number, cap = Infinity): number {
    const stamp = ++this.visit;
    let count = 0;
    let todo = this.level;
    let todoCount = 0;
    todo[todoCount++] = target;
    while (todoCount > 0) {
      let next = this.nextLevel;
      let nextCount = 0;
      for (let i = 0; i < todoCount; i++) {
        const id = todo[i]!;
        const potential = this.potentials[id]!;
        if (this.seen[potential] === stamp) continue;
        this.seen[potential] = stamp;
        if (count === this.chain.length) this.chain = grown(this.chain, count + 1);
        this.chain[count++] = id;
        if (count > cap) return count;
        const start = this.firstParent[id]!;
        const end = start + this.parentCounts[id]!;
        if (nextCount + end - start > next.length) next = this.nextLevel = grown(next, nextCount + end - start);
        // A parent whose potential was met is skipped when popped: leaving it out keeps the order.
        for (let j = start; j < end; j++) {
          const parent = this.parentIds[j]!;
          if (this.seen[this.potentials[parent]!] !== stamp) next[nextCount++] = parent;
        }
      }
      this.nextLevel = todo;
      this.level = next;
      todo = next;
      todoCount = nextCount;
    }
    return count;
  }

  /** The links the last `chainLength` visited, in its order (read before the next walk). */
  get chainLinks(): Int32Array {
    return this.chain;
  }

  /**
   * The complexity of a hint whose branches end at `targets` (chainingHint.ts's `worth`): the
   * distinct potentials of each branch, plus, with `nestedLevels`, the complexity of each
   * distinct inner chain the branches rest on. Over `cap`, some number over `cap`: a search
   * that needs no more than `cap` stops walking there.
   */
  complexityOf(targets: ArrayLike<number>, nestedLevels: boolean, cap = Infinity, count = targets.length): number {
    let complexity = 0;
    let keys: Set<string> | undefined;
    for (let t = 0; t < count; t++) {
      const length = this.chainLength(targets[t]!, cap - complexity);
      complexity += length;
      if (complexity > cap) return complexity;
      if (!nestedLevels) continue;
      for (let i = 0; i < length; i++) {
        const at = this.nestedAt[this.chain[i]!]!;
        if (at < 0) continue;
        const inner = this.nestedHints[at]!;
        const key = fullKey(inner);
        keys ??= new Set();
        if (keys.has(key)) continue;
        keys.add(key);
        complexity += inner.complexity;
      }
      if (complexity > cap) return complexity;
    }
    return complexity;
  }

  /**
   * The hint of `draft` as the engine keeps it: its links copied out of the arena (keptChains.ts),
   * made `ChainLink` trees when its `targets` are first read.
   */
  keep(draft: DraftHint): ForcingChainingHint {
    const { targetLinks, ...rest } = draft;
    const chains = this.copyOut(targetLinks);
    return {
      ...rest,
      compact: chains,
      get targets(): ChainLink[] {
        return chains.targets();
      },
    } as ForcingChainingHint;
  }

  /** The links reachable from `targets`, copied into one graph (keptChains.ts's layout). */
  private copyOut(targets: readonly number[]): KeptChains {
    const stamp = ++this.copyStamp;
    const order = this.copyOrder;
    const stack = this.copyStack;
    order.length = 0;
    stack.length = 0;
    stack.push(...targets);
    let size = 0;
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (this.copiedIn[id] === stamp) continue;
      this.copiedIn[id] = stamp;
      this.copiedAt[id] = size;
      size += LINK_HEADER + this.parentCounts[id]!;
      order.push(id);
      const start = this.firstParent[id]!;
      for (let j = start; j < start + this.parentCounts[id]!; j++) stack.push(this.parentIds[j]!);
    }
    const graph = new Int32Array(size);
    const nested: ChainingHint[] = [];
    for (const id of order) {
      const at = this.copiedAt[id]!;
      const count = this.parentCounts[id]!;
      const nestedAt = this.nestedAt[id]!;
      graph[at] = this.potentials[id]!;
      graph[at + 1] = this.causes[id]!;
      graph[at + 2] = nestedAt < 0 ? -1 : nested.push(this.nestedHints[nestedAt]!) - 1;
      graph[at + 3] = count;
      const start = this.firstParent[id]!;
      for (let j = 0; j < count; j++) graph[at + LINK_HEADER + j] = this.copiedAt[this.parentIds[start + j]!]!;
    }
    return new KeptChains(
      graph,
      targets.map((id) => this.copiedAt[id]!),
      nested,
      this.branchWalks,
    );
  }

  private grow(): void {
    const size = this.potentials.length * 2;
    this.potentials = grown(this.potentials, size);
    this.causes = grown(this.causes, size);
    this.firstParent = grown(this.firstParent, size);
    this.parentCounts = grown(this.parentCounts, size);
    this.nestedAt = grown(this.nestedAt, size);
    this.copiedIn = grown(this.copiedIn, size);
    this.copiedAt = grown(this.copiedAt, size);
  }
}
