/**
 * The links of a hint the nested chaining engine keeps, copied out of its arena
 * (chainArena.ts) into one typed array. The engine remembers tens of thousands of hints by
 * position, and the searches that ask for them read only their chains' potentials and causes
 * (for the parents of the eliminations they add, and to tell chains apart): as `ChainLink`
 * objects those were millions of long-lived objects for the garbage collector to copy. The
 * objects are made when a hint's `targets` are first read, which only hints that become steps
 * need, shaped exactly as the arena's links were.
 *
 * Layout of `graph`: each link at its own offset — its potential, its cause, the index of its
 * inner chain in `nested` (-1 for none), its parent count, then its parents' offsets.
 */
import { link, type BranchChain, type Cause, type ChainingHint, type ChainLink, type CompactChains } from './chainingHint';
import { grown } from './grownTable';
import { POTENTIAL_COUNT } from './potentials';
import { StampedMarks } from './stampedMarks';

/** Where a link's fields sit after its offset. */
const POTENTIAL = 0;
const CAUSE = 1;
const NESTED = 2;
const PARENT_COUNT = 3;
export const LINK_HEADER = 4;

/**
 * The marks and lists a branch walk (`KeptChains.branches`) works in, one set for all the hints
 * an arena keeps: a nested search reads the branches of hundreds of thousands of them.
 */
export class BranchWalkScratch {
  /** The potentials the walk under way met. */
  readonly seen = new StampedMarks(POTENTIAL_COUNT);
  /** The walk's queue of link offsets (parents met again included). */
  queue = new Int32Array(1024);
  /** The walk's distinct potentials, in order, and their causes: each potential at most once. */
  readonly potentials = new Int16Array(POTENTIAL_COUNT);
  readonly causes = new Uint8Array(POTENTIAL_COUNT);
}

export class KeptChains implements CompactChains {
  private targetObjects: ChainLink[] | undefined;
  private branchChains: BranchChain[] | undefined;

  constructor(
    private readonly graph: Int32Array,
    /** The offset of each branch's end. */
    private readonly targetsAt: readonly number[],
    private readonly nested: readonly ChainingHint[],
    private readonly scratch: BranchWalkScratch,
  ) {}

  /** The branches' ends as `ChainLink` trees, made on first ask. */
  targets(): ChainLink[] {
    if (!this.targetObjects) {
      const made = new Map<number, ChainLink>();
      this.targetObjects = this.targetsAt.map((at) => this.linkAt(at, made));
    }
    return this.targetObjects;
  }

  branches(): readonly BranchChain[] {
    return (this.branchChains ??= this.targetsAt.map((at) => this.chainFrom(at)));
  }

  /**
   * SE's `getChain` as `chainOf` (chainingHint.ts) walks `ChainLink`s: breadth first, each
   * potential once, by the first link met. One queue is the same walk as SE's level by level.
   */
  private chainFrom(target: number): BranchChain {
    const { graph, scratch } = this;
    const { potentials, causes } = scratch;
    const stamp = scratch.seen.fresh();
    const seen = scratch.seen.stamps;
    let queue = scratch.queue;
    let tail = 0;
    queue[tail++] = target;
    let count = 0;
    for (let head = 0; head < tail; head++) {
      const at = queue[head]!;
      const potential = graph[at + POTENTIAL]!;
      if (seen[potential] === stamp) continue;
      seen[potential] = stamp;
      potentials[count] = potential;
      causes[count++] = graph[at + CAUSE]!;
      const parents = graph[at + PARENT_COUNT]!;
      if (tail + parents > queue.length) queue = scratch.queue = grown(queue, tail + parents);
      for (let j = 0; j < parents; j++) queue[tail++] = graph[at + LINK_HEADER + j]!;
    }
    return { potentials: potentials.slice(0, count), causes: causes.slice(0, count) };
  }

  private linkAt(at: number, made: Map<number, ChainLink>): ChainLink {
    let object = made.get(at);
    if (object) return object;
    const { graph } = this;
    const parents: ChainLink[] = [];
    for (let j = 0; j < graph[at + PARENT_COUNT]!; j++) parents.push(this.linkAt(graph[at + LINK_HEADER + j]!, made));
    const nestedAt = graph[at + NESTED]!;
    object = link(graph[at + POTENTIAL]!, parents, graph[at + CAUSE]! as Cause, nestedAt >= 0 ? this.nested[nestedAt] : undefined);
    made.set(at, object);
    return object;
  }
}
