import { lowestBitIndex, popcount } from './bits';
import type { Digit } from './digit';

const ALL_BITS = 0x1ff;

/**
 * An immutable set of digits 1..9 held in 9 bits (bit d-1 for digit d), so union and
 * intersection are single integer operations and a set fits in a candidate table.
 */
export class DigitSet implements Iterable<Digit> {
  private constructor(readonly bits: number) {}

  static empty(): DigitSet {
    return EMPTY;
  }
  static all(): DigitSet {
    return ALL;
  }
  static of(...digits: Digit[]): DigitSet {
    let bits = 0;
    for (const digit of digits) bits |= 1 << (digit - 1);
    return new DigitSet(bits);
  }
  static fromBits(bits: number): DigitSet {
    return new DigitSet(bits & ALL_BITS);
  }

  has(digit: Digit): boolean {
    return (this.bits & (1 << (digit - 1))) !== 0;
  }
  with(digit: Digit): DigitSet {
    return new DigitSet(this.bits | (1 << (digit - 1)));
  }
  without(digit: Digit): DigitSet {
    return new DigitSet(this.bits & ~(1 << (digit - 1)));
  }
  union(other: DigitSet): DigitSet {
    return new DigitSet(this.bits | other.bits);
  }
  intersect(other: DigitSet): DigitSet {
    return new DigitSet(this.bits & other.bits);
  }
  diff(other: DigitSet): DigitSet {
    return new DigitSet(this.bits & ~other.bits);
  }
  complement(): DigitSet {
    return new DigitSet(~this.bits & ALL_BITS);
  }
  isEmpty(): boolean {
    return this.bits === 0;
  }
  isSubsetOf(other: DigitSet): boolean {
    return (this.bits & ~other.bits) === 0;
  }
  equals(other: DigitSet): boolean {
    return this.bits === other.bits;
  }
  get size(): number {
    return popcount(this.bits);
  }
  /** The smallest digit, or undefined for the empty set. */
  first(): Digit | undefined {
    return this.bits === 0 ? undefined : lowestBitIndex(this.bits) + 1;
  }
  *[Symbol.iterator](): Iterator<Digit> {
    for (let bits = this.bits; bits !== 0; bits &= bits - 1) yield lowestBitIndex(bits) + 1;
  }
  toArray(): Digit[] {
    return [...this];
  }
  /** `{3,7}`, as explanations print it. */
  toString(): string {
    return `{${this.toArray().join(',')}}`;
  }
}

const EMPTY = DigitSet.fromBits(0);
const ALL = DigitSet.fromBits(ALL_BITS);
