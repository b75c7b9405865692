/**
 * The record of one propagation (propagation.ts fills it): which potentials follow from the
 * assumption, in what order, and each one's parents, in typed arrays reused from fill to fill;
 * and the walks up a record's parents that rate and draw a chain (`createAncestry`).
 */
import { POTENTIAL_COUNT } from './potentials';

/** A node id: a potential (0..1457), or FRESH for the one derived at a contradiction. */
export const FRESH = POTENTIAL_COUNT;
/** Words of a potential bit set. */
export const BIT_WORDS = (POTENTIAL_COUNT + 31) >> 5;

/** Typed arrays cut one after the other from a single buffer, the 4-byte ones first so each is aligned. */
class TableBuffer {
  private readonly buffer: ArrayBuffer;
  private offset = 0;
  constructor(bytes: number) {
    this.buffer = new ArrayBuffer(bytes);
  }
  int32(length: number): Int32Array {
    return new Int32Array(this.buffer, this.take(length * 4), length);
  }
  int16(length: number): Int16Array {
    return new Int16Array(this.buffer, this.take(length * 2), length);
  }
  private take(bytes: number): number {
    const at = this.offset;
    this.offset += bytes;
    return at;
  }
}

/**
 * While a propagation is filled, reached[p] === its stamp when potential p follows: one table
 * for all the propagations of an engine (one fills at a time), which stays in the cache where
 * one per propagation would not.
 */
export class ReachedStamps {
  readonly reached = new Int32Array(POTENTIAL_COUNT);
  lastStamp = 0;
}

/** The closure of one assumption: which potentials follow, and each one's parents. */
export class Propagation {
  /** The stamp of the last fill, unique among the fills of its engine's propagations (see `ReachedStamps`). */
  stamp = 0;
  private readonly reached: Int32Array;
  // The fixed-size tables below share one buffer (TableBuffer): a search context makes up to 729
  // records, and one allocation each instead of six halves the time that takes.
  /** Membership as a bit set (potential p is bit p & 31 of word p >> 5), for fast intersections. */
  readonly bits: Int32Array;
  /**
   * Parents of node n: pool[parentSpans[2n] .. + parentSpans[2n + 1]]; the first is the main
   * one. Where they start and how many side by side: a fill writes them for scattered nodes,
   * and one cache line per node instead of two is most of what a propagation costs.
   */
  readonly parentSpans: Int32Array;
  /** Grows as a fill needs (most need a few hundred parents). */
  pool = new Int32Array(1024);
  poolLength = 0;
  /** Potentials in the order they were reached. */
  readonly order: Int16Array;
  orderLength = 0;
  /** The assumed potential. */
  start = -1;
  /** When the assumption is absurd: the two derivations of one candidate, on and off (one may be FRESH). */
  absurdOn = -1;
  absurdOff = -1;
  /** The potential of the FRESH node. */
  freshPotential = -1;
  /** Memo of ancestor counts per node, side by side with the stamp it is valid for: [2n] stamp, [2n + 1] count. */
  readonly countMemo: Int32Array;

  /** Made by an engine's `newPropagation`: only that engine fills it. */
  constructor(private readonly stamps: ReachedStamps) {
    this.reached = stamps.reached;
    const tables = new TableBuffer(4 * (BIT_WORDS + 4 * (POTENTIAL_COUNT + 1)) + 2 * POTENTIAL_COUNT);
    this.bits = tables.int32(BIT_WORDS);
    this.parentSpans = tables.int32(2 * (POTENTIAL_COUNT + 1));
    this.countMemo = tables.int32(2 * (POTENTIAL_COUNT + 1));
    this.order = tables.int16(POTENTIAL_COUNT);
  }

  reset(start: number): void {
    this.stamp = ++this.stamps.lastStamp;
    // Only the words the last fill set, when they are fewer than all.
    const bits = this.bits;
    if (this.orderLength < BIT_WORDS) for (let i = 0; i < this.orderLength; i++) bits[this.order[i]! >> 5] = 0;
    else for (let w = 0; w < BIT_WORDS; w++) bits[w] = 0;
    this.poolLength = 0;
    this.orderLength = 0;
    this.start = start;
    this.absurdOn = -1;
    this.absurdOff = -1;
    this.freshPotential = -1;
  }
  has(potential: number): boolean {
    return (this.bits[potential >> 5]! & (1 << (potential & 31))) !== 0;
  }
  get isAbsurd(): boolean {
    return this.absurdOn >= 0;
  }
  /** The potential a node stands for. */
  potentialOf(node: number): number {
    return node === FRESH ? this.freshPotential : node;
  }
  /** Starts the parent list of a node, without parents. */
  openNode(node: number): void {
    this.parentSpans[node * 2] = this.poolLength;
    this.parentSpans[node * 2 + 1] = 0;
  }
  /** Gives a node the first `count` of `parents`, the main one first. */
  setParents(node: number, parents: Int32Array, count: number): void {
    const from = this.poolLength;
    const to = from + count;
    if (to > this.pool.length) this.growPool(to);
    for (let i = 0; i < count; i++) this.pool[from + i] = parents[i]!;
    this.parentSpans[node * 2] = from;
    this.parentSpans[node * 2 + 1] = count;
    this.poolLength = to;
  }
  /** `setParents` with one parent. */
  setParent(node: number, parent: number): void {
    if (this.poolLength === this.pool.length) this.growPool(this.poolLength + 1);
    this.parentSpans[node * 2] = this.poolLength;
    this.parentSpans[node * 2 + 1] = 1;
    this.pool[this.poolLength++] = parent;
  }
  private growPool(length: number): void {
    let size = this.pool.length * 2;
    while (size < length) size *= 2;
    const grown = new Int32Array(size);
    grown.set(this.pool);
    this.pool = grown;
  }
  admit(potential: number): void {
    this.reached[potential] = this.stamp;
    this.bits[potential >> 5]! |= 1 << (potential & 31);
    this.order[this.orderLength++] = potential;
  }
  validCount(node: number): boolean {
    return this.countMemo[node * 2] === this.stamp;
  }
  memoCount(node: number, count: number): void {
    this.countMemo[node * 2] = this.stamp;
    this.countMemo[node * 2 + 1] = count;
  }
}

/** The ancestor walks over propagation records, with their own marks and queue. */
export function createAncestry() {
  const visited = new Int32Array(POTENTIAL_COUNT);
  let visitStamp = 0;
  const frontier = new Int32Array(POTENTIAL_COUNT + 1);

  /**
   * Sudoku Explainer's `getAncestorCount`: the number of distinct potentials among a node and
   * all its ancestors (the node included).
   */
  function ancestorCount(prop: Propagation, node: number): number {
    if (prop.validCount(node)) return prop.countMemo[node * 2 + 1]!;
    visitStamp++;
    let head = 0;
    let tail = 0;
    visited[prop.potentialOf(node)] = visitStamp;
    frontier[tail++] = node;
    while (head < tail) {
      const n = frontier[head++]!;
      const from = prop.parentSpans[n * 2]!;
      const to = from + prop.parentSpans[n * 2 + 1]!;
      for (let i = from; i < to; i++) {
        const parent = prop.pool[i]!;
        const potential = prop.potentialOf(parent);
        if (visited[potential] === visitStamp) continue;
        visited[potential] = visitStamp;
        frontier[tail++] = parent;
      }
    }
    prop.memoCount(node, tail);
    return tail;
  }

  /** The node and its ancestors with their parent lists, for drawing the chain. */
  function chainNodes(prop: Propagation, node: number): { node: number; potential: number; parents: number[] }[] {
    visitStamp++;
    const out: { node: number; potential: number; parents: number[] }[] = [];
    let head = 0;
    let tail = 0;
    frontier[tail++] = node;
    visited[prop.potentialOf(node)] = visitStamp;
    while (head < tail) {
      const n = frontier[head++]!;
      const from = prop.parentSpans[n * 2]!;
      const count = prop.parentSpans[n * 2 + 1]!;
      const parents: number[] = [];
      for (let i = from; i < from + count; i++) {
        const parent = prop.pool[i]!;
        const potential = prop.potentialOf(parent);
        parents.push(potential);
        if (visited[potential] === visitStamp) continue;
        visited[potential] = visitStamp;
        frontier[tail++] = parent;
      }
      out.push({ node: n, potential: prop.potentialOf(n), parents });
    }
    return out;
  }

  return { ancestorCount, chainNodes };
}
