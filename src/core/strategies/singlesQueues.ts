/**
 * HoDoKu 2.2's queues of singles. HoDoKu does not scan for singles: as it removes a candidate
 * it notes a cell left with one candidate (a naked single) and a house where a digit is left
 * with one place (a hidden single, queued at the first cell of the house that still holds the
 * digit), and its solver takes singles from those queues in the order they were noted. Which
 * singles come first decides which of them are full houses, naked or hidden singles, and so
 * its score; Patti's scan finds the same placements in another order.
 *
 * The queues depend on the order of every single candidate removal, including those inside a
 * placement (peers in cell order), which the Grid does at once. So the queues keep their own
 * copy of the candidates and of each house's count of places per digit (HoDoKu's `free`), and
 * replay each step removal by removal, as HoDoKu's `setCell` and `delCandidate` do.
 */
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import { CELL_HOUSES, HOUSE_CELL_TABLE, PEERS, type House } from '../grid/house';
import type { Puzzle } from '../grid/puzzle';
import type { Step } from '../step';
import { TECHNIQUES, type TechniqueId } from '../techniques';
import { CELL_HOUSE_TABLE } from './houses';
import { lowestBitIndex } from '../grid/bits';

const ALL_DIGITS = 0x1ff;

/** The techniques whose HoDoKu search sorts a step's eliminations by digit, then cell (techniques.ts); every other search keeps its own order. */
const SORTED_ELIMINATIONS: ReadonlySet<TechniqueId> = new Set(
  TECHNIQUES.filter((technique) => technique.hodoku?.sortsEliminations).map((technique) => technique.id),
);

/** Each cell's 20 peers in cell order (HoDoKu's order of `buddies`), flat: [cell * 20 + k]. */
const PEER_TABLE = Int8Array.from(PEERS.flat());

/**
 * Singles in the order they were noted. Taken singles and singles whose cell got filled stay
 * until a search for them passes them by, as in HoDoKu: a later removal that drops a hidden
 * single looks only at the entries still waiting.
 */
export class SinglesQueue {
  /**
   * Entries as cell * 16 + digit, up to `length`; those before `head` are passed. The array is
   * reused, never cut: emptied, the queue starts again at its front.
   */
  private readonly entries: number[] = [];
  private length = 0;
  /** The first entry still waiting. */
  private head = 0;

  get start(): number {
    return this.head;
  }
  get end(): number {
    return this.length;
  }
  cellAt(i: number): Cell {
    return this.entries[i]! >> 4;
  }
  digitAt(i: number): Digit {
    return this.entries[i]! & 15;
  }

  add(cell: Cell, digit: Digit): void {
    this.entries[this.length++] = (cell << 4) | digit;
  }

  /** Drops the first waiting entry of `digit` in `house`: the digit has no place left there. */
  dropFrom(house: House, digit: Digit): void {
    for (let i = this.head; i < this.length; i++) {
      if (this.digitAt(i) === digit && CELL_HOUSES[this.cellAt(i)]!.includes(house)) {
        this.entries.copyWithin(i, i + 1, this.length--);
        return;
      }
    }
  }

  /**
   * What one of HoDoKu's searches for the next single leaves behind: it passes the entries
   * whose cell is filled, then takes the first other one (the single it returns, or one it
   * found no longer holds).
   */
  passSearch(values: Uint8Array): void {
    while (this.head < this.length && values[this.cellAt(this.head)] !== 0) this.head++;
    if (this.head < this.length) this.head++;
    if (this.head === this.length) this.head = this.length = 0;
  }
}

/** HoDoKu's two queues with the position they were noted in. */
export class SinglesQueues {
  readonly naked = new SinglesQueue();
  readonly hidden = new SinglesQueue();
  /** The grid revision the queues are up to date with. */
  revision = -1;
  private readonly values = new Uint8Array(81);
  private readonly marks = new Uint16Array(81).fill(ALL_DIGITS);
  /** Per house and digit (house * 9 + digit - 1), the empty cells holding the digit. */
  private readonly places = new Uint8Array(27 * 9).fill(9);

  /** The queues HoDoKu starts a puzzle with: its givens placed one by one in reading order. */
  static ofPuzzle(puzzle: Puzzle): SinglesQueues {
    const queues = new SinglesQueues();
    for (let cell = 0; cell < 81; cell++) {
      const digit = puzzle.charCodeAt(cell) - 48;
      if (digit >= 1 && digit <= 9) queues.place(cell, digit);
    }
    return queues;
  }

  /**
   * The queues HoDoKu rebuilds for a position it did not reach itself: naked singles in cell
   * order, then hidden singles house by house (rows, columns, boxes), digits ascending.
   */
  static ofGrid(grid: Grid): SinglesQueues {
    const queues = new SinglesQueues();
    queues.places.fill(0);
    for (let cell = 0; cell < 81; cell++) {
      const bits = grid.candidateBits(cell);
      queues.values[cell] = grid.value(cell);
      queues.marks[cell] = bits;
      for (let rest = bits; rest !== 0; rest &= rest - 1) {
        const digit = lowestDigit(rest);
        for (const house of CELL_HOUSES[cell]!) queues.places[house * 9 + digit - 1]!++;
      }
      if (bits !== 0 && (bits & (bits - 1)) === 0) queues.naked.add(cell, lowestDigit(bits));
    }
    for (let house = 0; house < 27; house++) {
      for (let digit = 1; digit <= 9; digit++) if (queues.places[house * 9 + digit - 1] === 1) queues.noteHidden(house, digit);
    }
    queues.revision = grid.revision;
    return queues;
  }

  /** Whether the copy holds the grid's values and candidates. */
  mirrors(grid: Grid): boolean {
    for (let cell = 0; cell < 81; cell++)
      if (this.values[cell] !== grid.value(cell) || this.marks[cell] !== grid.candidateBits(cell)) return false;
    return true;
  }

  /**
   * Notes `step`, a step of `technique` about to be applied, as HoDoKu's solver would have come
   * to it and applied it: the searches it ran before this technique pass the queues by, then the
   * step's placements and removals note new singles. HoDoKu removes a step's candidates in the
   * order its search listed them.
   */
  take(step: Step, technique: TechniqueId): void {
    if (technique !== 'full-house') {
      this.naked.passSearch(this.values);
      if (technique !== 'naked-single') this.hidden.passSearch(this.values);
    }
    const placements = step.placements;
    for (let i = 0; i < placements.length; i++) this.place(placements[i]!.cell, placements[i]!.digit);
    let eliminations = step.eliminations;
    if (eliminations.length > 1 && SORTED_ELIMINATIONS.has(technique)) eliminations = [...eliminations].sort(byDigitThenCell);
    for (let i = 0; i < eliminations.length; i++) this.remove(cellOfCandidate(eliminations[i]!), digitOfCandidate(eliminations[i]!));
  }

  /**
   * HoDoKu's `setCell`: the peers lose the digit in cell order, then the cell's own candidates
   * leave its houses (a house left with one place for another digit has a hidden single).
   */
  private place(cell: Cell, digit: Digit): void {
    const marks = this.marks;
    if (this.values[cell] === digit) return;
    const old = marks[cell]!;
    this.values[cell] = digit;
    marks[cell] = 0;
    const bit = 1 << (digit - 1);
    const row = CELL_HOUSE_TABLE[cell * 3]!;
    const col = CELL_HOUSE_TABLE[cell * 3 + 1]!;
    const box = CELL_HOUSE_TABLE[cell * 3 + 2]!;
    for (let i = cell * 20, end = i + 20; i < end; i++) {
      const peer = PEER_TABLE[i]!;
      const bits = marks[peer]!;
      if ((bits & bit) === 0) continue;
      const left = (marks[peer] = bits & ~bit);
      if (left === 0) continue;
      if ((left & (left - 1)) === 0) this.naked.add(peer, lowestDigit(left));
      // A house of the placed cell left with one place for the digit has it there only.
      this.countOut(peer, digit, row, col, box);
    }
    const places = this.places;
    for (let rest = old; rest !== 0; rest &= rest - 1) {
      const own = lowestDigit(rest);
      if (--places[row * 9 + own - 1]! === 1 && own !== digit) this.noteHidden(row, own);
      if (--places[col * 9 + own - 1]! === 1 && own !== digit) this.noteHidden(col, own);
      if (--places[box * 9 + own - 1]! === 1 && own !== digit) this.noteHidden(box, own);
    }
  }

  /** HoDoKu's `delCandidate`. */
  private remove(cell: Cell, digit: Digit): void {
    const bits = this.marks[cell]!;
    const bit = 1 << (digit - 1);
    if ((bits & bit) === 0) return;
    const left = (this.marks[cell] = bits & ~bit);
    // HoDoKu stops at a cell left without candidates, before its houses' counts.
    if (left === 0) return;
    if ((left & (left - 1)) === 0) this.naked.add(cell, lowestDigit(left));
    this.countOut(cell, digit, -1, -1, -1);
  }

  /**
   * `cell` no longer holds `digit`: each of its houses has one place fewer, and one left with one
   * place has a hidden single there, unless it is a house of a cell the digit is being placed in
   * (`row`, `col`, `box`), where the one place left is the placed cell.
   */
  private countOut(cell: Cell, digit: Digit, row: House, col: House, box: House): void {
    const places = this.places;
    for (let k = cell * 3; k < cell * 3 + 3; k++) {
      const house = CELL_HOUSE_TABLE[k]!;
      const count = --places[house * 9 + digit - 1]!;
      if (count === 1) {
        if (house !== row && house !== col && house !== box) this.noteHidden(house, digit);
      } else if (count === 0) this.hidden.dropFrom(house, digit);
    }
  }

  /** Queues the hidden single of `digit` in `house` at the first cell still holding it, if any. */
  private noteHidden(house: House, digit: Digit): void {
    const bit = 1 << (digit - 1);
    for (let i = house * 9, end = i + 9; i < end; i++) {
      const cell = HOUSE_CELL_TABLE[i]!;
      if (this.marks[cell]! & bit) return this.hidden.add(cell, digit);
    }
  }
}

const byDigitThenCell = (a: number, b: number): number => digitOfCandidate(a) - digitOfCandidate(b) || a - b;

function lowestDigit(bits: number): Digit {
  return lowestBitIndex(bits) + 1;
}
