/** A digit 1..9. */
export type Digit = number;

export const DIGITS: readonly Digit[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export const isDigit = (value: number): value is Digit => Number.isInteger(value) && value >= 1 && value <= 9;
