import { lowestBitIndex, popcount } from './bits';
import type { Cell } from './cell';
import type { Digit } from './digit';
import { CELL_HOUSES, HOUSE_CELL_TABLE, HOUSE_CELLS, PEERS, type House } from './house';
import { asPuzzle, type Puzzle } from './puzzle';

const ALL_DIGITS = 0x1ff;

/**
 * A position in a solve: placed values and the pencil marks (candidates) of every empty
 * cell. Mutable on purpose: solvers and simulations change it millions of times, so they
 * `clone()` where they need to go back instead of allocating a grid per step.
 */
export class Grid {
  /**
   * Bumped by every change of values or candidates, so a search can tell that this grid is
   * still in the position it last looked at (grid identity and revision together) and reuse
   * what it derived from it.
   */
  private changes = 0;

  private constructor(
    /** 0 for an empty cell, else the placed digit. */
    private readonly values: Uint8Array,
    /** 9-bit candidate masks; always 0 for a filled cell. */
    private readonly marks: Uint16Array,
    /**
     * Empty cells per house, then (index 27) in the grid: kept up to date by `place`, because
     * the solver asks "is some house down to one empty cell?" before every step.
     */
    private readonly empties: Uint8Array = emptiesOf(values),
    /**
     * The cells with exactly one candidate, as three 27-bit words (cells 0–26, 27–53, 54–80):
     * kept up to date by every change, because most solvers look for a naked single before
     * every step and would otherwise read all 81 cells each time.
     */
    private readonly singles: Int32Array = singlesOf(marks),
    /** Per house, the digits with one place left, as last worked out (see `loneDigitsIn`). */
    private readonly lone: Uint16Array = new Uint16Array(27),
    /**
     * Bit h set when house h changed since its `lone` digits were worked out. An elimination
     * touches three houses, so between two steps that only remove candidates most houses keep
     * their answer.
     */
    private staleHouses = ALL_HOUSES_MASK,
  ) {
    for (let house = 0; house < 27; house++) if (empties[house] === 1) this.lastEmptyHouses |= 1 << house;
  }

  /** Bit h set when house h has exactly one empty cell: where a full house may be. */
  private lastEmptyHouses = 0;

  /**
   * The grid at the start of a solve: the givens placed and every other cell's candidates
   * cut by the givens it sees, and nothing else.
   */
  static fromPuzzle(puzzle: Puzzle): Grid {
    const grid = Grid.empty();
    for (let cell = 0; cell < 81; cell++) {
      const code = puzzle.charCodeAt(cell) - 48;
      if (code >= 1 && code <= 9) grid.place(cell, code);
    }
    // The same arrays in a grid of their own, so a solve starts at revision 0.
    return new Grid(grid.values, grid.marks, grid.empties, grid.singles);
  }

  static empty(): Grid {
    return new Grid(new Uint8Array(81), new Uint16Array(81).fill(ALL_DIGITS));
  }

  /** Changes so far (see `changes`); equal revisions of the same grid mean the same position. */
  get revision(): number {
    return this.changes;
  }

  clone(): Grid {
    return new Grid(
      this.values.slice(),
      this.marks.slice(),
      this.empties.slice(),
      this.singles.slice(),
      this.lone.slice(),
      this.staleHouses,
    );
  }

  /** The placed digit, or 0 for an empty cell. */
  value(cell: Cell): number {
    return this.values[cell]!;
  }
  isEmpty(cell: Cell): boolean {
    return this.values[cell] === 0;
  }
  /** The cell's candidates, ascending (for views and tests; a hot loop reads candidateBits). */
  candidates(cell: Cell): Digit[] {
    const digits: Digit[] = [];
    for (let bits = this.marks[cell]!; bits !== 0; bits &= bits - 1) digits.push(lowestBitIndex(bits) + 1);
    return digits;
  }
  /** The raw 9-bit mask, for hot loops that cannot afford an object per read. */
  candidateBits(cell: Cell): number {
    return this.marks[cell]!;
  }
  hasCandidate(cell: Cell, digit: Digit): boolean {
    return (this.marks[cell]! & (1 << (digit - 1))) !== 0;
  }
  candidateCount(cell: Cell): number {
    return popcount(this.marks[cell]!);
  }

  /**
   * Places a digit and removes it from the candidates of the cell's 20 peers. Every solve step
   * places through here, so the loop reads flat tables and keeps the grid's fields in locals.
   */
  place(cell: Cell, digit: Digit): void {
    this.changes++;
    let stale = this.staleHouses | CELL_HOUSE_MASK[cell]!;
    const marks = this.marks;
    const singles = this.singles;
    if (this.values[cell] === 0) {
      const empties = this.empties;
      for (let k = cell * 3, end = k + 3; k < end; k++) {
        const house = CELL_HOUSE_TABLE[k]!;
        const left = --empties[house]!;
        if (left === 1) this.lastEmptyHouses |= 1 << house;
        else if (left === 0) this.lastEmptyHouses &= ~(1 << house);
      }
      empties[27]!--;
    }
    this.values[cell] = digit;
    marks[cell] = 0;
    singles[CELL_WORD[cell]!]! &= ~CELL_BIT[cell]!;
    const bit = 1 << (digit - 1);
    for (let i = cell * 20, end = i + 20; i < end; i++) {
      const peer = PEER_TABLE[i]!;
      const bits = marks[peer]!;
      if ((bits & bit) === 0) continue;
      const left = bits & ~bit;
      marks[peer] = left;
      // The peer's naked-single bit, as noteMarks keeps it.
      if (left !== 0 && (left & (left - 1)) === 0) singles[CELL_WORD[peer]!]! |= CELL_BIT[peer]!;
      else singles[CELL_WORD[peer]!]! &= ~CELL_BIT[peer]!;
      stale |= CELL_HOUSE_MASK[peer]!;
    }
    this.staleHouses = stale;
  }

  /**
   * The digits `house` holds in exactly one cell, as a 9-bit mask; 0 for a house with fewer than
   * two empty cells, which is a full house instead. Worked out again only for a house that
   * changed since it was last asked.
   */
  loneDigitsIn(house: House): number {
    const bit = 1 << house;
    if ((this.staleHouses & bit) === 0) return this.lone[house]!;
    this.staleHouses &= ~bit;
    let once = 0;
    let twice = 0;
    if (this.empties[house]! >= 2) {
      for (let i = house * 9, end = i + 9; i < end; i++) {
        const bits = this.marks[HOUSE_CELL_TABLE[i]!]!;
        twice |= once & bits;
        once |= bits;
      }
    }
    return (this.lone[house] = once & ~twice);
  }

  /** Keeps `singles` in step with a cell's new candidate mask. */
  private noteMarks(cell: Cell, bits: number): void {
    if (bits !== 0 && (bits & (bits - 1)) === 0) this.singles[CELL_WORD[cell]!]! |= CELL_BIT[cell]!;
    else this.singles[CELL_WORD[cell]!]! &= ~CELL_BIT[cell]!;
  }

  /**
   * The cells with exactly one candidate among cells 27w … 27w + 26, as a mask (bit i for cell
   * 27w + i): where the naked singles are, without reading every cell.
   */
  singleCandidateCells(word: number): number {
    return this.singles[word]!;
  }

  /** Removes one candidate; returns whether it was there. */
  eliminate(cell: Cell, digit: Digit): boolean {
    const bit = 1 << (digit - 1);
    if ((this.marks[cell]! & bit) === 0) return false;
    this.changes++;
    this.staleHouses |= CELL_HOUSE_MASK[cell]!;
    this.noteMarks(cell, (this.marks[cell]! &= ~bit));
    return true;
  }

  /** Replaces a cell's candidates (import of pencil marks, replay of a saved position). */
  setCandidateBits(cell: Cell, bits: number): void {
    if (this.values[cell] !== 0) return;
    this.changes++;
    this.staleHouses |= CELL_HOUSE_MASK[cell]!;
    this.noteMarks(cell, (this.marks[cell] = bits & ALL_DIGITS));
  }

  emptyCount(): number {
    return this.empties[27]!;
  }
  /** Empty cells in a house. */
  emptyIn(house: House): number {
    return this.empties[house]!;
  }
  /** The houses with exactly one empty cell, as a mask (bit h for house h). */
  housesWithOneEmpty(): number {
    return this.lastEmptyHouses;
  }

  /** Cells of a house that still have `digit` as a candidate, in reading order. */
  placesFor(house: House, digit: Digit): Cell[] {
    const bit = 1 << (digit - 1);
    return HOUSE_CELLS[house]!.filter((cell) => (this.marks[cell]! & bit) !== 0);
  }

  isSolved(): boolean {
    return this.empties[27] === 0;
  }

  /**
   * True when the position cannot be completed by any means: an empty cell with no
   * candidate, a house where a missing digit has no place left, or a digit placed twice
   * in a house.
   */
  hasContradiction(): boolean {
    for (let cell = 0; cell < 81; cell++) if (this.values[cell] === 0 && this.marks[cell] === 0) return true;
    // A flat table and plain loops: every solve asks this at its start and its end.
    for (let at = 0; at < 27 * 9; at += 9) {
      let placed = 0;
      let possible = 0;
      for (let i = at; i < at + 9; i++) {
        const cell = HOUSE_CELL_TABLE[i]!;
        const value = this.values[cell]!;
        if (value) {
          const bit = 1 << (value - 1);
          if (placed & bit) return true;
          placed |= bit;
        } else possible |= this.marks[cell]!;
      }
      if ((placed | possible) !== ALL_DIGITS) return true;
    }
    return false;
  }

  /** The placed values as a puzzle string (`.` for empty cells). */
  toPuzzle(): Puzzle {
    let text = '';
    for (let cell = 0; cell < 81; cell++) text += this.values[cell] ? String(this.values[cell]) : '.';
    return asPuzzle(text);
  }
}

const ALL_HOUSES_MASK = (1 << 27) - 1;
/** Each cell's three houses as a mask (bit h for house h). */
const CELL_HOUSE_MASK = Int32Array.from(CELL_HOUSES, (houses) => (1 << houses[0]) | (1 << houses[1]) | (1 << houses[2]));

/** CELL_HOUSES and PEERS flat (`[cell * 3 + k]`, `[cell * 20 + i]`), for `place`'s loops. */
const CELL_HOUSE_TABLE = Int8Array.from(CELL_HOUSES.flat());
const PEER_TABLE = Int8Array.from(PEERS.flat());

/** Each cell's word and bit in `singles`. */
const CELL_WORD = Uint8Array.from({ length: 81 }, (_, cell) => (cell / 27) | 0);
const CELL_BIT = Int32Array.from({ length: 81 }, (_, cell) => 1 << (cell % 27));

function singlesOf(marks: Uint16Array): Int32Array {
  const singles = new Int32Array(3);
  for (let cell = 0; cell < 81; cell++) {
    const bits = marks[cell]!;
    if (bits !== 0 && (bits & (bits - 1)) === 0) singles[CELL_WORD[cell]!]! |= CELL_BIT[cell]!;
  }
  return singles;
}

/** The `empties` counts of a grid's values: per house, then the whole grid. */
function emptiesOf(values: Uint8Array): Uint8Array {
  const empties = new Uint8Array(28);
  for (let cell = 0; cell < 81; cell++) {
    if (values[cell] !== 0) continue;
    for (const house of CELL_HOUSES[cell]!) empties[house]!++;
    empties[27]!++;
  }
  return empties;
}
