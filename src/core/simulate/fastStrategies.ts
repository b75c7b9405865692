import { BIT_COUNT, DIGIT_OF_BIT, HOUSE_TABLE, hiddenSingleBits, type SimBoard } from './board';

/**
 * The Project Patti paper's four human strategies (§5.1) on a `SimBoard`, each applied repeatedly
 * until it makes no progress (paper Figure 3, step 3). Bitmask versions of the strategy
 * finders in src/core/strategies, kept here because the Nishio simulations call them millions
 * of times; tests/simulate/equivalence.test.ts checks they reach the same positions as those finders.
 *
 * Each returns NO_PROGRESS (0), PROGRESS (1), or — only the naked-singles scan, which is where
 * the simulated solver notices a contradiction — a negative number −(cell+1) naming the empty
 * cell found without candidates.
 */

export const NO_PROGRESS = 0;
export const PROGRESS = 1;

/** Decodes a negative strategy result into the cell where the contradiction was seen. */
export const contradictionCell = (result: number): number => -result - 1;

/**
 * Naked singles: fill every empty cell that has one candidate, scanning in reading order and
 * rescanning until a scan fills nothing. With `stopAtDeadCell` the scan stops at the first
 * empty cell that has no candidate (convention (d)); without it, such cells are passed over.
 */
export function applyNakedSingles(board: SimBoard, stopAtDeadCell: boolean): number {
  const values = board.values;
  const marks = board.marks;
  let progress = NO_PROGRESS;
  for (;;) {
    let placed = false;
    for (let cell = 0; cell < 81; cell++) {
      if (values[cell] !== 0) continue;
      const mask = marks[cell]!;
      if (mask === 0) {
        if (stopAtDeadCell) return -(cell + 1);
        continue;
      }
      if ((mask & (mask - 1)) === 0) {
        board.place(cell, mask);
        placed = true;
      }
    }
    if (!placed) return progress;
    progress = PROGRESS;
  }
}

/**
 * Hidden singles: in every house (rows, columns, boxes in that order), a digit that is a
 * candidate of exactly one cell is placed there; sweeps repeat until one places nothing.
 */
export function applyHiddenSingles(board: SimBoard): number {
  const marks = board.marks;
  let progress = NO_PROGRESS;
  for (;;) {
    let placed = false;
    for (let base = 0; base < 243; base += 9) {
      let singles = hiddenSingleBits(marks, base);
      while (singles !== 0) {
        const bit = singles & -singles;
        singles ^= bit;
        // An earlier placement in this house may have taken the cell (two digits hidden in
        // one cell: a contradiction the next naked-singles scan sees), so look again.
        for (let i = base; i < base + 9; i++) {
          const cell = HOUSE_TABLE[i]!;
          if ((marks[cell]! & bit) !== 0) {
            board.place(cell, bit);
            placed = true;
            break;
          }
        }
      }
    }
    if (!placed) return progress;
    progress = PROGRESS;
  }
}

/**
 * Naked twins (naked pairs): two cells of a house with the same two candidates and no other
 * take those two digits, so they leave every other cell of that house; sweeps repeat until
 * one removes nothing.
 */
export function applyNakedPairs(board: SimBoard): number {
  const marks = board.marks;
  let progress = NO_PROGRESS;
  for (;;) {
    let removed = false;
    for (let base = 0; base < 243; base += 9) {
      for (let i = base; i < base + 8; i++) {
        const pair = marks[HOUSE_TABLE[i]!]!;
        if (BIT_COUNT[pair] !== 2) continue;
        for (let j = i + 1; j < base + 9; j++) {
          if (marks[HOUSE_TABLE[j]!] !== pair) continue;
          for (let k = base; k < base + 9; k++) {
            if (k === i || k === j) continue;
            const cell = HOUSE_TABLE[k]!;
            const mask = marks[cell]!;
            if ((mask & pair) !== 0) {
              marks[cell] = mask & ~pair;
              removed = true;
            }
          }
        }
      }
    }
    if (!removed) return progress;
    progress = PROGRESS;
  }
}

/**
 * X-wing: a digit that is a candidate in exactly two cells of each of two rows, in the same
 * two columns, leaves every other cell of those columns (and the same with rows and columns
 * swapped); sweeps repeat until one removes nothing.
 */
export function applyXWing(board: SimBoard): number {
  const { marks, rowPlaces, colPlaces } = board;
  let progress = NO_PROGRESS;
  for (;;) {
    rowPlaces.fill(0);
    colPlaces.fill(0);
    for (let cell = 0; cell < 81; cell++) {
      let mask = marks[cell]!;
      const row = (cell / 9) | 0;
      const col = cell - row * 9;
      while (mask !== 0) {
        const bit = mask & -mask;
        mask ^= bit;
        const d = DIGIT_OF_BIT[bit]! - 1;
        rowPlaces[d * 9 + row]! |= 1 << col;
        colPlaces[d * 9 + col]! |= 1 << row;
      }
    }
    // After a removal the place masks are stale, so the sweep starts over from fresh ones
    // (a stale mask could show an X-wing that no longer exists in a contradictory position).
    let removed = false;
    for (let d = 0; d < 9 && !removed; d++) {
      const bit = 1 << d;
      removed = xWingLines(marks, rowPlaces, d, bit, true) || xWingLines(marks, colPlaces, d, bit, false);
    }
    if (!removed) return progress;
    progress = PROGRESS;
  }
}

/** The X-wings of one digit with rows (byRow) or columns as base lines; true when it removed something. */
function xWingLines(marks: Uint16Array, places: Uint16Array, d: number, bit: number, byRow: boolean): boolean {
  let removed = false;
  const offset = d * 9;
  for (let a = 0; a < 8; a++) {
    const cover = places[offset + a]!;
    if (BIT_COUNT[cover] !== 2) continue;
    for (let b = a + 1; b < 9; b++) {
      if (places[offset + b] !== cover) continue;
      // Strike the digit from the two cover lines, outside the two base lines.
      let lines = cover;
      while (lines !== 0) {
        const lineBit = lines & -lines;
        lines ^= lineBit;
        const line = DIGIT_OF_BIT[lineBit]! - 1;
        for (let other = 0; other < 9; other++) {
          if (other === a || other === b) continue;
          const cell = byRow ? other * 9 + line : line * 9 + other;
          if ((marks[cell]! & bit) !== 0) {
            marks[cell] = marks[cell]! & ~bit;
            removed = true;
          }
        }
      }
      if (removed) return true;
    }
  }
  return false;
}
