import { lowestBitIndex, popcount } from './bits';
import type { Cell } from './cell';

const WORD = 27;
const WORD_MASK = (1 << WORD) - 1;

/**
 * An immutable set of cells held in three 27-bit words (rows 1–3, 4–6, 7–9), so set
 * algebra over the 81 cells is three integer operations and stays in small integers.
 */
export class CellSet implements Iterable<Cell> {
  private constructor(
    readonly lo: number,
    readonly mid: number,
    readonly hi: number,
  ) {}

  static empty(): CellSet {
    return EMPTY;
  }
  static full(): CellSet {
    return FULL;
  }
  static of(...cells: Cell[]): CellSet {
    return CellSet.fromCells(cells);
  }
  static fromCells(cells: Iterable<Cell>): CellSet {
    const words = [0, 0, 0];
    for (const cell of cells) words[(cell / WORD) | 0]! |= 1 << cell % WORD;
    return new CellSet(words[0]!, words[1]!, words[2]!);
  }
  static fromWords(lo: number, mid: number, hi: number): CellSet {
    return new CellSet(lo & WORD_MASK, mid & WORD_MASK, hi & WORD_MASK);
  }

  has(cell: Cell): boolean {
    return (this.word(cell) & (1 << cell % WORD)) !== 0;
  }
  with(cell: Cell): CellSet {
    return this.union(CellSet.fromCells([cell]));
  }
  without(cell: Cell): CellSet {
    return this.diff(CellSet.fromCells([cell]));
  }
  union(other: CellSet): CellSet {
    return new CellSet(this.lo | other.lo, this.mid | other.mid, this.hi | other.hi);
  }
  intersect(other: CellSet): CellSet {
    return new CellSet(this.lo & other.lo, this.mid & other.mid, this.hi & other.hi);
  }
  diff(other: CellSet): CellSet {
    return new CellSet(this.lo & ~other.lo, this.mid & ~other.mid, this.hi & ~other.hi);
  }
  complement(): CellSet {
    return FULL.diff(this);
  }
  intersects(other: CellSet): boolean {
    return (this.lo & other.lo) !== 0 || (this.mid & other.mid) !== 0 || (this.hi & other.hi) !== 0;
  }
  isSubsetOf(other: CellSet): boolean {
    return (this.lo & ~other.lo) === 0 && (this.mid & ~other.mid) === 0 && (this.hi & ~other.hi) === 0;
  }
  isEmpty(): boolean {
    return this.lo === 0 && this.mid === 0 && this.hi === 0;
  }
  equals(other: CellSet): boolean {
    return this.lo === other.lo && this.mid === other.mid && this.hi === other.hi;
  }
  get size(): number {
    return popcount(this.lo) + popcount(this.mid) + popcount(this.hi);
  }
  /** The lowest cell, or undefined for the empty set. */
  first(): Cell | undefined {
    if (this.lo !== 0) return lowestBitIndex(this.lo);
    if (this.mid !== 0) return WORD + lowestBitIndex(this.mid);
    if (this.hi !== 0) return 2 * WORD + lowestBitIndex(this.hi);
    return undefined;
  }
  *[Symbol.iterator](): Iterator<Cell> {
    const words = [this.lo, this.mid, this.hi];
    for (let w = 0; w < 3; w++) {
      for (let bits = words[w]!; bits !== 0; bits &= bits - 1) yield w * WORD + lowestBitIndex(bits);
    }
  }
  toArray(): Cell[] {
    return [...this];
  }

  private word(cell: Cell): number {
    return cell < WORD ? this.lo : cell < 2 * WORD ? this.mid : this.hi;
  }
}

const EMPTY = CellSet.fromWords(0, 0, 0);
const FULL = CellSet.fromWords(WORD_MASK, WORD_MASK, WORD_MASK);
