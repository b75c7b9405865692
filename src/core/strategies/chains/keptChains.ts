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

/** Where a link's fields sit after its offset. */
const POTENTIAL = 0;
const CAUSE = 1;
const NESTED = 2;
const PARENT_COUNT = 3;
export const LINK_HEADER = 4;

export class KeptChains implements CompactChains {
  private targetObjects: ChainLink[] | undefined;
  private branchChains: BranchChain[] | undefined;

  constructor(
    private readonly graph: Int32Array,
    /** The offset of each branch's end. */
    private readonly targetsAt: readonly number[],
    private readonly nested: readonly ChainingHint[],
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

  /** SE's `getChain` as `chainOf` (chainingHint.ts) walks `ChainLink`s: breadth first, each potential once, by the first link met. */
  private chainFrom(target: number): BranchChain {
    const { graph } = this;
    const potentials: number[] = [];
    const causes: number[] = [];
    const done = new Set<number>();
    let todo = [target];
    while (todo.length > 0) {
      const next: number[] = [];
      for (const at of todo) {
        const potential = graph[at + POTENTIAL]!;
        if (done.has(potential)) continue;
        done.add(potential);
        potentials.push(potential);
        causes.push(graph[at + CAUSE]!);
        for (let j = 0; j < graph[at + PARENT_COUNT]!; j++) next.push(graph[at + LINK_HEADER + j]!);
      }
      todo = next;
    }
    return { potentials, causes };
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
