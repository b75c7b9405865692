import { highestBitIndex } from './bits';

/** A digit 1..9. */
export type Digit = number;

/**
 * A digit's index 0..8 (the digit minus one): the position of its bit in a candidate mask and of
 * its row in per-digit tables. Never called a `Digit`, so a name says which of the two it holds.
 */
export type DigitIndex = number;

/** The digit whose bit (bit d-1 of a candidate mask) is the highest set in `bit`: the digit of a one-bit mask. */
export const digitOfBit = (bit: number): Digit => highestBitIndex(bit) + 1;
