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

/** Which lines the covers take besides boxes: the columns for row bases, the rows for column bases. */
export type CoverLines = 'rows' | 'columns';

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
   * Whether `size` covers (lines of `coverLines`, or boxes outside `baseBoxes`, a 9-bit mask) can
   * hold x and every base candidate (the cell set at `base` of `sets`, see cellSets.ts) that does not see x.
   */
  function mayEliminate(sets: Int32Array, base: number, x: Cell, size: number, coverLines: CoverLines, baseBoxes: number): boolean {
    const at = x * WORDS;
    const xWord = (x / 27) | 0;
    const byColumn = coverLines === 'columns';
    let forced = 0;
    let boxes = 0;
    // A word is a band: its rows are bits 0–8, 9–17 and 18–26, a box three columns of each.
    for (let w = 0; w < WORDS; w++) {
      let bits = sets[base + w]! & ~PEER_CELL_SETS[at + w]!;
      if (w === xWord) bits |= 1 << (x - 27 * w);
      if (bits === 0) continue;
      const top = bits & 0x1ff;
      const middle = (bits >>> 9) & 0x1ff;
      const bottom = bits >>> 18;
      const columns = top | middle | bottom;
      for (let stack = 0; stack < 3; stack++) {
        const inBox = 7 << (3 * stack);
        // The lines, as a 9-bit mask, that the cells in this box lie on.
        const lines = byColumn
          ? columns & inBox
          : (((top & inBox) !== 0 ? 1 : 0) | ((middle & inBox) !== 0 ? 2 : 0) | ((bottom & inBox) !== 0 ? 4 : 0)) << (3 * w);
        if (lines === 0) continue;
        const box = 3 * w + stack;
        if ((baseBoxes & (1 << box)) !== 0) forced |= lines;
        else {
          LINES_OF_BOX[box] = lines;
          boxes |= 1 << box;
        }
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
    coverLines: CoverLines,
    baseBoxes: number,
  ): boolean {
    for (let w = 0; w < WORDS; w++) {
      let kept = sets[eliminable + w]!;
      for (let bits = kept; bits !== 0; bits &= bits - 1) {
        const bit = bits & -bits;
        if (!mayEliminate(sets, base, w * 27 + highestBitIndex(bit), size, coverLines, baseBoxes)) kept &= ~bit;
      }
      ELIMINABLE[w] = kept;
    }
    return (ELIMINABLE[0]! | ELIMINABLE[1]! | ELIMINABLE[2]!) !== 0;
  }

  return { mayEliminate, narrowEliminable, ELIMINABLE };
}

export type CoverBound = ReturnType<typeof createCoverBound>;
