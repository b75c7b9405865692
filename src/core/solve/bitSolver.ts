/**
 * The search engine behind countSolutions and solve: a backtracker over bitboards, in the
 * spirit of JSolve and tdoku, written for V8 (32-bit integer ops on one Int32Array, no
 * allocation while searching).
 *
 * Layout. The grid is cut into three bands of three rows; a band's 27 cells fit one 32-bit
 * word (bit = (row % 3) * 9 + column). For each digit and band one word says where the digit
 * may still go ("possible"). A placed digit keeps its own bit in its board (and loses every
 * other digit's bit in that cell), so each row, column and box of a digit's board is never
 * empty in a consistent position: an empty one is a contradiction, a lone bit is either the
 * placed digit or a hidden single. A further word per band marks the cells not yet placed.
 */
import { lowestBitIndex } from '../grid/bits';

/**
 * Words per search level: 27 digit boards (digit * 3 + band), 3 unsolved-cell words, 2 spare,
 * then 27 snapshots of the boards as last examined.
 */
const STRIDE = 64;
/** Offset of the three unsolved-cell words inside a level. */
const UNSOLVED = 27;
/**
 * Offset of the snapshots: a board equal to its snapshot has nothing new for the band and
 * column rules, so a propagation pass skips it; most passes touch only a few boards.
 */
const SNAPSHOT = 32;
/** Words a guess copies into the next level: boards, unsolved cells and snapshots. */
const LEVEL_WORDS = SNAPSHOT + 27;
/** All 27 cells of a band. */
const BAND_ALL = 0x7ffffff;
/** The first box (columns 0-2) of a band; shifted by 3 and 6 for the others. */
const BOX0 = 0x1c0e07;
/** The first row of a band; shifted by 9 and 18 for the others. */
const ROW0 = 0x1ff;

/** The three rows and three boxes of a band, as masks of a band word. */
const BAND_HOUSES = Int32Array.of(ROW0, ROW0 << 9, ROW0 << 18, BOX0, BOX0 << 3, BOX0 << 6);

/** Band (0..2) of each cell. */
const CELL_BAND = Int32Array.from({ length: 81 }, (_, cell) => (cell / 27) | 0);
/** The cell's bit inside its band word. */
const CELL_BIT = Int32Array.from({ length: 81 }, (_, cell) => 1 << ((((cell / 9) | 0) % 3) * 9 + (cell % 9)));
/** A column's three bits inside any band word; clears a placed digit from the other two bands. */
const COLUMN_BITS = Int32Array.from({ length: 9 }, (_, col) => (1 << col) | (1 << (col + 9)) | (1 << (col + 18)));
/** Cells of the same band that see the cell (its row, its box, its column inside the band), itself excluded. */
const BAND_PEERS = Int32Array.from({ length: 81 }, (_, cell) => {
  const row = (cell / 9) | 0;
  const col = cell % 9;
  const rowBits = ROW0 << ((row % 3) * 9);
  const boxBits = BOX0 << (((col / 3) | 0) * 3);
  return (rowBits | boxBits | COLUMN_BITS[col]!) & ~CELL_BIT[cell]!;
});

/**
 * Band-level tables for "locked candidates" and more. Inside one band a digit fills one
 * mini-row (three cells of a row inside a box) per row and per box, so the mini-rows it uses
 * form a 3×3 permutation matrix. MINIROWS squeezes a 9-bit row into 3 bits (which of its
 * mini-rows are non-empty); PERMUTATIONS keeps the mini-rows that lie on some permutation
 * inside a 9-bit occupancy pattern (0 means no permutation: a contradiction); SPREAD turns
 * kept mini-rows back into a 27-bit cell mask. Pointing and claiming fall out of this, as do
 * the band's box/line locked sets, with three lookups per digit and band.
 */
const MINIROWS = Int32Array.from({ length: 512 }, (_, row) => (row & 7 ? 1 : 0) | (row & 0o70 ? 2 : 0) | (row & 0o700 ? 4 : 0));
const BOX_ORDERS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];
const PERMUTATIONS = Int32Array.from({ length: 512 }, (_, pattern) => {
  let kept = 0;
  for (const order of BOX_ORDERS) {
    // Row r uses the mini-row of box order[r]; bit r*3+box.
    const matrix = (1 << order[0]!) | (1 << (3 + order[1]!)) | (1 << (6 + order[2]!));
    if ((pattern & matrix) === matrix) kept |= matrix;
  }
  return kept;
});
const SPREAD = Int32Array.from({ length: 512 }, (_, pattern) => {
  let spread = 0;
  for (let bit = 0; bit < 9; bit++) if (pattern & (1 << bit)) spread |= 7 << (((bit / 3) | 0) * 9 + (bit % 3) * 3);
  return spread;
});

/** Three columns of a stack (bits 0-2) to their cells in a band word, for stack 0; shift by 3 per stack. */
const COLUMN_SPREAD = Int32Array.from({ length: 8 }, (_, columns) => columns | (columns << 9) | (columns << 18));

/** The columns (9 bits) in which a band word has any cell. */
function foldRows(word: number): number {
  return (word | (word >>> 9) | (word >>> 18)) & ROW0;
}

/** Index of the lowest set bit of a non-zero word. */
function lowestBit(word: number): number {
  return lowestBitIndex(word);
}

/**
 * One reusable solver. Not re-entrant (its stack is shared), which is fine: JavaScript runs
 * one call at a time per thread, and each worker thread has its own module instance.
 */
export class BitSolver {
  /** Search levels, STRIDE words each: a guess copies the level and works on the copy, so backtracking is free. */
  private readonly stack = new Int32Array(STRIDE * 83);
  /** The first two solutions found, 81 digits each; enough to show a second solution. */
  readonly solutions = new Uint8Array(162);
  /** Solutions found so far in the current count. */
  private found = 0;
  /** Stop once this many solutions are found. */
  private limit = 2;
  /** Guesses made in the current count (a cost measure for benchmarks and raters). */
  guesses = 0;

  /**
   * Counts the solutions of `puzzle` (81 characters: '1'..'9' for givens, anything else is
   * blank), stopping at `limit`. Givens that contradict each other simply give 0. The first
   * two solutions are left in `solutions`.
   */
  count(puzzle: string, limit: number): number {
    this.found = 0;
    this.limit = limit;
    this.guesses = 0;
    const st = this.stack;
    st.fill(BAND_ALL, 0, 30);
    // -1 is no board's value (boards use 27 bits), so the first pass examines every board.
    st.fill(-1, SNAPSHOT, LEVEL_WORDS);
    for (let cell = 0; cell < 81; cell++) {
      const digit = puzzle.charCodeAt(cell) - 49;
      if (digit >= 0 && digit <= 8 && !this.assign(0, cell, digit)) return 0;
    }
    this.search(0);
    return this.found;
  }

  /** Places digit (0..8) in cell at level `s`; false when the digit is no longer possible there. */
  private assign(s: number, cell: number, digit: number): boolean {
    const st = this.stack;
    const band = CELL_BAND[cell]!;
    const bit = CELL_BIT[cell]!;
    const board = s + digit * 3;
    if ((st[board + band]! & bit) === 0) return false;
    const clear = ~bit;
    for (let other = s + band; other < s + 27; other += 3) st[other]! &= clear;
    st[board + band] = (st[board + band]! & ~BAND_PEERS[cell]!) | bit;
    const column = ~COLUMN_BITS[cell % 9]!;
    if (band !== 0) st[board]! &= column;
    if (band !== 1) st[board + 1]! &= column;
    if (band !== 2) st[board + 2]! &= column;
    st[s + UNSOLVED + band]! &= clear;
    return true;
  }

  /**
   * Naked singles, the band and stack permutation rule, and hidden singles, in passes until
   * a pass changes nothing; false on a contradiction. Boards unchanged since their last
   * examination (see SNAPSHOT) are skipped.
   */
  private propagate(s: number): boolean {
    const st = this.stack;
    for (;;) {
      let progress = false;
      // Naked singles: per band, cells with exactly one possible digit (counted with two
      // carry words over the nine boards instead of a popcount per cell).
      for (let band = 0; band < 3; band++) {
        const unsolved = st[s + UNSOLVED + band]!;
        if (unsolved === 0) continue;
        let once = 0;
        let twice = 0;
        for (let board = s + band; board < s + 27; board += 3) {
          const word = st[board]!;
          twice |= once & word;
          once |= word;
        }
        if ((unsolved & ~once) !== 0) return false;
        let singles = unsolved & ~twice;
        while (singles !== 0) {
          const bit = singles & -singles;
          singles ^= bit;
          let digit = 0;
          while (digit < 9 && (st[s + digit * 3 + band]! & bit) === 0) digit++;
          if (digit === 9) return false; // an earlier single in this pass took its last digit
          this.assign(s, band * 27 + lowestBit(bit), digit);
          progress = true;
        }
      }
      // Band permutations (locked candidates), then hidden singles in rows and boxes.
      for (let digit = 0; digit < 9; digit++) {
        let changed = false;
        for (let band = 0; band < 3; band++) {
          const index = s + digit * 3 + band;
          const before = st[index]!;
          if (before === st[index + SNAPSHOT]) continue;
          st[index + SNAPSHOT] = before;
          changed = true;
          const occupied = MINIROWS[before & ROW0]! | (MINIROWS[(before >>> 9) & ROW0]! << 3) | (MINIROWS[before >>> 18]! << 6);
          const kept = PERMUTATIONS[occupied]!;
          if (kept === 0) return false;
          if (kept !== occupied) {
            st[index] = before & SPREAD[kept]!;
            progress = true;
          }
          for (let part = 0; part < 6; part++) {
            const house = st[index]! & BAND_HOUSES[part]!;
            if (house === 0) return false;
            if ((house & (house - 1)) === 0 && (house & st[s + UNSOLVED + band]!) !== 0) {
              this.assign(s, band * 27 + lowestBit(house), digit);
              progress = true;
            }
          }
        }
        if (!changed) continue;
        // The same permutation rule down each stack: bands × the stack's three columns.
        const board = s + digit * 3;
        const columns0 = foldRows(st[board]!);
        const columns1 = foldRows(st[board + 1]!);
        const columns2 = foldRows(st[board + 2]!);
        for (let shift = 0; shift < 9; shift += 3) {
          const occupied = ((columns0 >>> shift) & 7) | (((columns1 >>> shift) & 7) << 3) | (((columns2 >>> shift) & 7) << 6);
          const kept = PERMUTATIONS[occupied]!;
          if (kept === 0) return false;
          const dropped = occupied ^ kept;
          if (dropped !== 0) {
            st[board]! &= ~(COLUMN_SPREAD[dropped & 7]! << shift);
            st[board + 1]! &= ~(COLUMN_SPREAD[(dropped >>> 3) & 7]! << shift);
            st[board + 2]! &= ~(COLUMN_SPREAD[dropped >>> 6]! << shift);
            progress = true;
          }
        }
        // Hidden singles in columns: fold the nine rows of the digit's board into column counts.
        let once = 0;
        let twice = 0;
        let placed = 0;
        for (let band = 0; band < 3; band++) {
          const word = st[s + digit * 3 + band]!;
          const settled = word & ~st[s + UNSOLVED + band]!;
          placed |= settled | (settled >>> 9) | (settled >>> 18);
          for (let shift = 0; shift < 27; shift += 9) {
            const row = (word >>> shift) & ROW0;
            twice |= once & row;
            once |= row;
          }
        }
        if (once !== ROW0) return false;
        let lone = once & ~twice & ~placed & ROW0;
        while (lone !== 0) {
          const col = lowestBit(lone);
          lone &= lone - 1;
          for (let band = 0; band < 3; band++) {
            const bits = st[s + digit * 3 + band]! & COLUMN_BITS[col]!;
            if (bits !== 0) {
              if ((bits & st[s + UNSOLVED + band]!) !== 0) {
                this.assign(s, band * 27 + lowestBit(bits), digit);
                progress = true;
              }
              break;
            }
          }
        }
      }
      if (!progress) return true;
    }
  }

  private search(s: number): void {
    if (!this.propagate(s)) return;
    const st = this.stack;
    const u0 = st[s + UNSOLVED]!;
    const u1 = st[s + UNSOLVED + 1]!;
    const u2 = st[s + UNSOLVED + 2]!;
    if ((u0 | u1 | u2) === 0) {
      this.record(s);
      return;
    }
    const cell = this.chooseCell(s);
    const band = CELL_BAND[cell]!;
    const bit = CELL_BIT[cell]!;
    const next = s + STRIDE;
    for (let digit = 0; digit < 9; digit++) {
      if ((st[s + digit * 3 + band]! & bit) === 0) continue;
      this.guesses++;
      st.copyWithin(next, s, s + LEVEL_WORDS);
      this.assign(next, cell, digit);
      this.search(next);
      if (this.found >= this.limit) return;
    }
  }

  /** A cell with two candidates if there is one (the cheapest guess), else the first with the fewest. */
  private chooseCell(s: number): number {
    const st = this.stack;
    for (let band = 0; band < 3; band++) {
      const unsolved = st[s + UNSOLVED + band]!;
      if (unsolved === 0) continue;
      let once = 0;
      let twice = 0;
      let thrice = 0;
      for (let board = s + band; board < s + 27; board += 3) {
        const word = st[board]!;
        thrice |= twice & word;
        twice |= once & word;
        once |= word;
      }
      const pairs = unsolved & twice & ~thrice;
      if (pairs !== 0) return band * 27 + lowestBit(pairs);
    }
    let best = -1;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      const band = CELL_BAND[cell]!;
      const bit = CELL_BIT[cell]!;
      if ((st[s + UNSOLVED + band]! & bit) === 0) continue;
      let count = 0;
      for (let board = s + band; board < s + 27; board += 3) if ((st[board]! & bit) !== 0) count++;
      if (count < bestCount) {
        best = cell;
        bestCount = count;
      }
    }
    return best;
  }

  private record(s: number): void {
    if (this.found < 2) {
      const out = this.found * 81;
      const st = this.stack;
      for (let digit = 0; digit < 9; digit++) {
        for (let band = 0; band < 3; band++) {
          let word = st[s + digit * 3 + band]!;
          while (word !== 0) {
            this.solutions[out + band * 27 + lowestBit(word)] = digit + 1;
            word &= word - 1;
          }
        }
      }
    }
    this.found++;
  }
}
