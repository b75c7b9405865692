import { lowestBitIndex, popcount } from './bits';
import type { Cell } from './cell';
import type { Digit } from './digit';
import { CELL_HOUSES, HOUSE_CELL_TABLE, HOUSE_CELLS, PEERS, type House } from './house';
import { asPuzzle, type Puzzle } from './puzzle';

const ALL_DIGITS = 0x1ff;

/**
 * Where each part of a grid's state lies in its one array (see `Grid.state`): a solve clones a
 * grid per rater and per trial, and copying one array of small integers costs a fraction of
 * copying five typed arrays (each of which over 64 bytes is a separate allocation off the heap).
 */
/** 9-bit candidate masks, per cell; always 0 for a filled cell. */
const MARKS = 0;
/** 0 for an empty cell, else the placed digit. */
const VALUES = 81;
/**
 * Empty cells per house, then (EMPTIES + 27) in the grid: kept up to date by `place`, because
 * the solver asks "is some house down to one empty cell?" before every step.
 */
const EMPTIES = 162;
/** Per house, the digits with one place left, as last worked out (see `loneDigitsIn`). */
const LONE = 190;
/**
 * The cells with exactly one candidate, as three 27-bit words (cells 0–26, 27–53, 54–80):
 * kept up to date by every change, because most solvers look for a naked single before every
 * step and would otherwise read all 81 cells each time.
 */
const SINGLES = 217;
const STATE_LENGTH = 220;

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
    /**
     * The whole position in one array of small integers, at the offsets above. A plain array of
     * small integers: V8 keeps it in its heap, where a copy is one quick allocation.
     */
    private readonly state: number[],
    /**
     * Bit h set when house h changed since its `lone` digits were worked out. An elimination
     * touches three houses, so between two steps that only remove candidates most houses keep
     * their answer.
     */
    private staleHouses: number,
    /** Bit h set when house h has exactly one empty cell: where a full house may be. */
    private lastEmptyHouses: number,
  ) {}

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
    // A solve starts at revision 0.
    grid.changes = 0;
    return grid;
  }

  static empty(): Grid {
    return new Grid(EMPTY_STATE.slice(), ALL_HOUSES_MASK, 0);
  }

  /** Changes so far (see `changes`); equal revisions of the same grid mean the same position. */
  get revision(): number {
    return this.changes;
  }

  clone(): Grid {
    return new Grid(this.state.slice(), this.staleHouses, this.lastEmptyHouses);
  }

  /** The placed digit, or 0 for an empty cell. */
  value(cell: Cell): number {
    return this.state[VALUES + cell]!;
  }
  isEmpty(cell: Cell): boolean {
    return this.state[VALUES + cell] === 0;
  }
  /** The cell's candidates, ascending (for views and tests; a hot loop reads candidateBits). */
  candidates(cell: Cell): Digit[] {
    const digits: Digit[] = [];
    for (let bits = this.state[MARKS + cell]!; bits !== 0; bits &= bits - 1) digits.push(lowestBitIndex(bits) + 1);
    return digits;
  }
  /** The raw 9-bit mask, for hot loops that cannot afford an object per read. */
  candidateBits(cell: Cell): number {
    return this.state[MARKS + cell]!;
  }
  /** Every empty cell's candidate mask into `into` (81 entries), 0 for a placed cell; returns `into`. */
  emptyCandidateBits(into: Uint16Array): Uint16Array {
    for (let cell = 0; cell < 81; cell++) into[cell] = this.state[VALUES + cell] === 0 ? this.state[MARKS + cell]! : 0;
    return into;
  }
  hasCandidate(cell: Cell, digit: Digit): boolean {
    return (this.state[MARKS + cell]! & (1 << (digit - 1))) !== 0;
  }
  candidateCount(cell: Cell): number {
    return popcount(this.state[MARKS + cell]!);
  }

  /**
   * Places a digit and removes it from the candidates of the cell's 20 peers. Every solve step
   * places through here, so the loop reads flat tables and keeps the grid's fields in locals.
   */
  place(cell: Cell, digit: Digit): void {
    this.changes++;
    let stale = this.staleHouses | CELL_HOUSE_MASK[cell]!;
    const state = this.state;
    if (state[VALUES + cell] === 0) {
      for (let k = cell * 3, end = k + 3; k < end; k++) {
        const house = CELL_HOUSE_TABLE[k]!;
        const left = --state[EMPTIES + house]!;
        if (left === 1) this.lastEmptyHouses |= 1 << house;
        else if (left === 0) this.lastEmptyHouses &= ~(1 << house);
      }
      state[EMPTIES + 27]!--;
    }
    state[VALUES + cell] = digit;
    state[MARKS + cell] = 0;
    state[SINGLES + CELL_WORD[cell]!]! &= ~CELL_BIT[cell]!;
    const bit = 1 << (digit - 1);
    for (let i = cell * 20, end = i + 20; i < end; i++) {
      const peer = PEER_TABLE[i]!;
      const bits = state[MARKS + peer]!;
      if ((bits & bit) === 0) continue;
      const left = bits & ~bit;
      state[MARKS + peer] = left;
      // The peer's naked-single bit, as noteMarks keeps it.
      if (left !== 0 && (left & (left - 1)) === 0) state[SINGLES + CELL_WORD[peer]!]! |= CELL_BIT[peer]!;
      else state[SINGLES + CELL_WORD[peer]!]! &= ~CELL_BIT[peer]!;
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
    const state = this.state;
    if ((this.staleHouses & bit) === 0) return state[LONE + house]!;
    this.staleHouses &= ~bit;
    let once = 0;
    let twice = 0;
    if (state[EMPTIES + house]! >= 2) {
      for (let i = house * 9, end = i + 9; i < end; i++) {
        const bits = state[MARKS + HOUSE_CELL_TABLE[i]!]!;
        twice |= once & bits;
        once |= bits;
      }
    }
    return (state[LONE + house] = once & ~twice);
  }

  /** Keeps `singles` in step with a cell's new candidate mask. */
  private noteMarks(cell: Cell, bits: number): void {
    if (bits !== 0 && (bits & (bits - 1)) === 0) this.state[SINGLES + CELL_WORD[cell]!]! |= CELL_BIT[cell]!;
    else this.state[SINGLES + CELL_WORD[cell]!]! &= ~CELL_BIT[cell]!;
  }

  /**
   * The cells with exactly one candidate among cells 27w … 27w + 26, as a mask (bit i for cell
   * 27w + i): where the naked singles are, without reading every cell.
   */
  singleCandidateCells(word: number): number {
    return this.state[SINGLES + word]!;
  }

  /** Removes one candidate; returns whether it was there. */
  eliminate(cell: Cell, digit: Digit): boolean {
    const bit = 1 << (digit - 1);
    const bits = this.state[MARKS + cell]!;
    if ((bits & bit) === 0) return false;
    this.changes++;
    this.staleHouses |= CELL_HOUSE_MASK[cell]!;
    this.noteMarks(cell, (this.state[MARKS + cell] = bits & ~bit));
    return true;
  }

  /** Replaces a cell's candidates (import of pencil marks, replay of a saved position). */
  setCandidateBits(cell: Cell, bits: number): void {
    if (this.state[VALUES + cell] !== 0) return;
    this.changes++;
    this.staleHouses |= CELL_HOUSE_MASK[cell]!;
    this.noteMarks(cell, (this.state[MARKS + cell] = bits & ALL_DIGITS));
  }

  emptyCount(): number {
    return this.state[EMPTIES + 27]!;
  }
  /** Empty cells in a house. */
  emptyIn(house: House): number {
    return this.state[EMPTIES + house]!;
  }
  /** The houses with exactly one empty cell, as a mask (bit h for house h). */
  housesWithOneEmpty(): number {
    return this.lastEmptyHouses;
  }

  /** Cells of a house that still have `digit` as a candidate, in reading order. */
  placesFor(house: House, digit: Digit): Cell[] {
    const bit = 1 << (digit - 1);
    return HOUSE_CELLS[house]!.filter((cell) => (this.state[MARKS + cell]! & bit) !== 0);
  }

  isSolved(): boolean {
    return this.state[EMPTIES + 27] === 0;
  }

  /**
   * True when the position cannot be completed by any means: an empty cell with no
   * candidate, a house where a missing digit has no place left, or a digit placed twice
   * in a house.
   */
  hasContradiction(): boolean {
    const state = this.state;
    for (let cell = 0; cell < 81; cell++) if (state[VALUES + cell] === 0 && state[MARKS + cell] === 0) return true;
    // A flat table and plain loops: every solve asks this at its start and its end.
    for (let at = 0; at < 27 * 9; at += 9) {
      let placed = 0;
      let possible = 0;
      for (let i = at; i < at + 9; i++) {
        const cell = HOUSE_CELL_TABLE[i]!;
        const value = state[VALUES + cell]!;
        if (value) {
          const bit = 1 << (value - 1);
          if (placed & bit) return true;
          placed |= bit;
        } else possible |= state[MARKS + cell]!;
      }
      if ((placed | possible) !== ALL_DIGITS) return true;
    }
    return false;
  }

  /** The placed values as a puzzle string (`.` for empty cells). */
  toPuzzle(): Puzzle {
    let text = '';
    for (let cell = 0; cell < 81; cell++) text += this.state[VALUES + cell] ? String(this.state[VALUES + cell]) : '.';
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

/** The state of a grid with no digit placed: every candidate everywhere, nine empty cells per house. */
const EMPTY_STATE: readonly number[] = emptyState();

function emptyState(): number[] {
  // Pushed one by one, so V8 keeps it (and its copies) a packed array of small integers.
  const state: number[] = [];
  for (let i = 0; i < STATE_LENGTH; i++) {
    const house = i - EMPTIES;
    state.push(i < VALUES ? ALL_DIGITS : i < EMPTIES ? 0 : house < 27 ? 9 : house === 27 ? 81 : 0);
  }
  return state;
}
