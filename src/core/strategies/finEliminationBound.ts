/**
 * A bound for finned fish searches that run through many base sets with no step (the finned
 * Franken fish, after every Franken fish failed): which candidates a fish on some base
 * candidates could still eliminate, decided before any cover is tried.
 *
 * A fin sees every elimination x, so each base candidate outside x's houses is no fin and lies in
 * a cover, and so does x. A cover is a line of the cover kind or a box; a cell is an edge between
 * its line and its box, the covers are vertices, and the fewest covers that hold a set of cells
 * is its largest matching (König). A box that is a base is no cover: its cells take their lines.
 * More base candidates, or more bases, only need more covers, so a candidate cut for some bases
 * stays cut for every base set containing them.
 */
import { highestBitIndex, lowestBitIndex, popcount } from '../grid/bits';
import type { Cell } from '../grid/cell';
import { CELL_SET_WORDS as WORDS, PEER_CELL_SETS } from './cellSets';

/** Per cell, its row, column and box, 0–8: a cover line is a row or a column. */
export const ROW_INDEX = Uint8Array.from({ length: 81 }, (_, cell) => (cell / 9) | 0);
export const COLUMN_INDEX = Uint8Array.from({ length: 81 }, (_, cell) => cell % 9);
const BOX_INDEX = Uint8Array.from({ length: 81 }, (_, cell) => 3 * ((cell / 27) | 0) + (((cell % 9) / 3) | 0));

/**
 * The bound's scratch and functions for one search context (or one test): the matching's
 * tables, and ELIMINABLE, where `narrowEliminable` leaves what it keeps.
 */
export function createCoverBound() {
  /** Scratch for the matching: per box, the lines of its cells to cover; per line, the box matched to it. */
  const LINES_OF_BOX = new Int32Array(9);
  const BOX_OF_LINE = new Int32Array(9);
  let visitedLines = 0;

  /** Kuhn's augmenting path from `box`: true when the matching grew. */
  function augment(box: number): boolean {
    for (let lines = LINES_OF_BOX[box]! & ~visitedLines; lines !== 0; lines &= lines - 1) {
      const bit = lines & -lines;
      // A deeper path may have visited it since.
      if ((visitedLines & bit) !== 0) continue;
      visitedLines |= bit;
      const line = highestBitIndex(bit);
      if (BOX_OF_LINE[line]! < 0 || augment(BOX_OF_LINE[line]!)) {
        BOX_OF_LINE[line] = box;
        return true;
      }
    }
    return false;
  }

  /**
   * Whether `size` covers (lines per `coverLine`, or boxes outside `baseBoxes`, a 9-bit mask) can
   * hold x and every base candidate (the cell set at `base` of `sets`, see cellSets.ts) that does not see x.
   */
  function mayEliminate(sets: Int32Array, base: number, x: Cell, size: number, coverLine: Uint8Array, baseBoxes: number): boolean {
    const at = x * WORDS;
    const xWord = (x / 27) | 0;
    let forced = 0;
    let boxes = 0;
    for (let w = 0; w < WORDS; w++) {
      let bits = sets[base + w]! & ~PEER_CELL_SETS[at + w]!;
      if (w === xWord) bits |= 1 << (x - 27 * w);
      for (; bits !== 0; bits &= bits - 1) {
        const cell = w * 27 + lowestBitIndex(bits);
        const box = BOX_INDEX[cell]!;
        const line = 1 << coverLine[cell]!;
        if ((baseBoxes & (1 << box)) !== 0) forced |= line;
        else if ((boxes & (1 << box)) === 0) {
          LINES_OF_BOX[box] = line;
          boxes |= 1 << box;
        } else LINES_OF_BOX[box] = LINES_OF_BOX[box]! | line;
      }
    }
    let needed = popcount(forced);
    if (needed > size) return false;
    // The matching has at most one edge per box.
    if (needed + popcount(boxes) <= size) return true;
    for (let line = 0; line < 9; line++) BOX_OF_LINE[line] = -1;
    for (; boxes !== 0; boxes &= boxes - 1) {
      const box = lowestBitIndex(boxes);
      // A cell on a forced line is held already.
      LINES_OF_BOX[box] = LINES_OF_BOX[box]! & ~forced;
      if (LINES_OF_BOX[box] === 0) continue;
      visitedLines = 0;
      if (augment(box) && ++needed > size) return false;
    }
    return true;
  }

  /** Scratch: the candidates narrowEliminable keeps, word by word. */
  const ELIMINABLE = new Int32Array(WORDS);

  /** Into ELIMINABLE, the candidates of the cell set at `eliminable` that mayEliminate keeps for the bases at `base`; false when none is. */
  function narrowEliminable(
    sets: Int32Array,
    base: number,
    eliminable: number,
    size: number,
    coverLine: Uint8Array,
    baseBoxes: number,
  ): boolean {
    for (let w = 0; w < WORDS; w++) {
      let kept = sets[eliminable + w]!;
      for (let bits = kept; bits !== 0; bits &= bits - 1) {
        const bit = bits & -bits;
        if (!mayEliminate(sets, base, w * 27 + highestBitIndex(bit), size, coverLine, baseBoxes)) kept &= ~bit;
      }
      ELIMINABLE[w] = kept;
    }
    return (ELIMINABLE[0]! | ELIMINABLE[1]! | ELIMINABLE[2]!) !== 0;
  }

  return { mayEliminate, narrowEliminable, ELIMINABLE };
}

export type CoverBound = ReturnType<typeof createCoverBound>;
