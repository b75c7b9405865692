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

export const DIGITS: readonly Digit[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export const isDigit = (value: number): value is Digit => Number.isInteger(value) && value >= 1 && value <= 9;
