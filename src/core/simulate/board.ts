import { HOUSE_CELLS, PEERS } from '../grid/house';
import type { Puzzle } from '../grid/puzzle';

/**
 * The simulations' own position: the same facts as `Grid` (values + 9-bit candidate masks)
 * held in flat typed arrays with an undo stack, because a Nishio run on a monster puzzle
 * applies the strategies hundreds of thousands of times and must not allocate while doing so.
 * Going back to the position before a guess is two typed-array copies (81 + 81 entries).
 */

/** The 20 peers of each cell, flat: peers of `cell` are PEER_TABLE[cell*20 .. cell*20+19]. */
export const PEER_TABLE: Uint8Array = Uint8Array.from(PEERS.flat());
/** The 9 cells of each house (rows 0–8, columns 9–17, boxes 18–26), flat. */
export const HOUSE_TABLE: Uint8Array = Uint8Array.from(HOUSE_CELLS.flat());
/** The digit (1..9) of a one-bit candidate mask, for masks up to 0x1ff. */
export const DIGIT_OF_BIT: Uint8Array = (() => {
  const table = new Uint8Array(512);
  for (let d = 1; d <= 9; d++) table[1 << (d - 1)] = d;
  return table;
})();
/** Number of candidates in a 9-bit mask. */
export const BIT_COUNT: Uint8Array = (() => {
  const table = new Uint8Array(512);
  for (let m = 1; m < 512; m++) table[m] = (m & 1) + table[m >> 1]!;
  return table;
})();

const ALL_DIGIT_BITS = 0x1ff;

/**
 * The digits (a 9-bit mask) that are a candidate of exactly one cell of a house: its hidden
 * singles. `base` is the house's offset in HOUSE_TABLE (house × 9).
 */
export function hiddenSingleBits(marks: Uint16Array, base: number): number {
  let once = 0;
  let twice = 0;
  for (let i = base; i < base + 9; i++) {
    const mask = marks[HOUSE_TABLE[i]!]!;
    twice |= once & mask;
    once |= mask;
  }
  return once & ~twice;
}
/** Deepest undo level: every level is a guess that fills one more cell. */
const MAX_LEVELS = 82;

export class SimBoard {
  /** 0 for an empty cell, else the placed digit. */
  readonly values = new Uint8Array(81);
  /** 9-bit candidate masks; 0 for a filled cell (and for an empty cell that has run out). */
  readonly marks = new Uint16Array(81);
  /** Empty cells left, so "solved" is one comparison. */
  emptyCount = 81;

  // The undo stack: one saved position per level, with views made once so saving and
  // restoring never allocate.
  private readonly savedValues = new Uint8Array(81 * MAX_LEVELS);
  private readonly savedMarks = new Uint16Array(81 * MAX_LEVELS);
  private readonly savedEmpty = new Int32Array(MAX_LEVELS);
  private readonly valueViews: Uint8Array[] = [];
  private readonly markViews: Uint16Array[] = [];

  // Scratch of the X-wing sweep (fastStrategies.ts): for each digit, the columns holding it in
  // each row and the rows holding it in each column, as 9-bit masks (index digit*9 + line).
  // The board's own, so the hot loop allocates nothing and two runs never share it.
  readonly rowPlaces = new Uint16Array(81);
  readonly colPlaces = new Uint16Array(81);

  constructor() {
    for (let level = 0; level < MAX_LEVELS; level++) {
      this.valueViews.push(this.savedValues.subarray(level * 81, level * 81 + 81));
      this.markViews.push(this.savedMarks.subarray(level * 81, level * 81 + 81));
    }
    this.clear();
  }

  /** An empty grid: every cell empty with all nine candidates. */
  clear(): void {
    this.values.fill(0);
    this.marks.fill(ALL_DIGIT_BITS);
    this.emptyCount = 81;
  }

  /** The puzzle's givens placed and the candidates they rule out removed (paper Figure 3, step 1). */
  static fromPuzzle(puzzle: Puzzle | string): SimBoard {
    const board = new SimBoard();
    board.load(puzzle);
    return board;
  }

  load(puzzle: Puzzle | string): void {
    this.clear();
    for (let cell = 0; cell < 81; cell++) {
      const digit = puzzle.charCodeAt(cell) - 48;
      if (digit >= 1 && digit <= 9) this.place(cell, 1 << (digit - 1));
    }
  }

  /** Places the digit of the one-bit mask `bit` and strikes it from the 20 peers. */
  place(cell: number, bit: number): void {
    const values = this.values;
    const marks = this.marks;
    if (values[cell] === 0) this.emptyCount--;
    values[cell] = DIGIT_OF_BIT[bit]!;
    marks[cell] = 0;
    const keep = ~bit;
    const base = cell * 20;
    for (let i = base; i < base + 20; i++) {
      const peer = PEER_TABLE[i]!;
      marks[peer] = marks[peer]! & keep;
    }
  }

  isSolved(): boolean {
    return this.emptyCount === 0;
  }

  /** First empty cell with no candidate left, or -1. */
  deadCell(): number {
    for (let cell = 0; cell < 81; cell++) if (this.values[cell] === 0 && this.marks[cell] === 0) return cell;
    return -1;
  }

  save(level: number): void {
    this.valueViews[level]!.set(this.values);
    this.markViews[level]!.set(this.marks);
    this.savedEmpty[level] = this.emptyCount;
  }

  restore(level: number): void {
    this.values.set(this.valueViews[level]!);
    this.marks.set(this.markViews[level]!);
    this.emptyCount = this.savedEmpty[level]!;
  }

  copyFrom(other: SimBoard): void {
    this.values.set(other.values);
    this.marks.set(other.marks);
    this.emptyCount = other.emptyCount;
  }

  /** The grid as 81 characters, `.` for empty cells. */
  toString(): string {
    let text = '';
    for (let cell = 0; cell < 81; cell++) text += this.values[cell] ? String(this.values[cell]) : '.';
    return text;
  }
}
