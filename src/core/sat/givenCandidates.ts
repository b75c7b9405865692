import { boxOf, colOf, rowOf } from '../grid/cell';
import type { Puzzle } from '../grid/puzzle';

/**
 * Candidate masks (bit d-1 for digit d) cut by the givens alone, the starting pencil marks of
 * the Project Patti paper's §3: an empty cell keeps every digit not given in its row, column or
 * box; a given cell's mask is its own digit. Bit arithmetic only, because CLD runs this on
 * every puzzle.
 */
export function givenCandidateMasks(puzzle: Puzzle): Uint16Array {
  const rows = new Uint16Array(9);
  const cols = new Uint16Array(9);
  const boxes = new Uint16Array(9);
  const masks = new Uint16Array(81);
  for (let cell = 0; cell < 81; cell++) {
    const digit = puzzle.charCodeAt(cell) - 48;
    if (digit < 1 || digit > 9) continue;
    const bit = 1 << (digit - 1);
    rows[rowOf(cell)]! |= bit;
    cols[colOf(cell)]! |= bit;
    boxes[boxOf(cell)]! |= bit;
    masks[cell] = bit;
  }
  for (let cell = 0; cell < 81; cell++) {
    if (masks[cell] !== 0) continue;
    masks[cell] = ~(rows[rowOf(cell)]! | cols[colOf(cell)]! | boxes[boxOf(cell)]!) & 0x1ff;
  }
  return masks;
}
