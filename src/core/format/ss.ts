import type { Puzzle } from '../grid/index';
import { fail } from '../result';
import { parseGridText } from './gridText';
import type { PuzzleResult } from './givens';

/**
 * Reads a Simple Sudoku `.ss` file: a printed grid, rows like `..9|.1.|7..` with `-----------`
 * between bands (frames such as `*-----------*` and `|---+---+---|` are accepted too).
 */
export function parseSs(text: string): PuzzleResult {
  if (text.trim() === '') return fail('ERR_EMPTY', 'the .ss text is empty');
  return parseGridText(text);
}

/** Simple Sudoku's own layout: three bands of `abc|def|ghi` rows separated by `-----------`. */
export function makeSs(puzzle: Puzzle): string {
  const lines: string[] = [];
  for (let row = 0; row < 9; row++) {
    if (row === 3 || row === 6) lines.push('-----------');
    const cells = puzzle.slice(row * 9, row * 9 + 9);
    lines.push(`${cells.slice(0, 3)}|${cells.slice(3, 6)}|${cells.slice(6, 9)}`);
  }
  return lines.join('\n') + '\n';
}
