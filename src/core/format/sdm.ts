import { cellName, type Puzzle } from '../grid/index';
import { fail } from '../result';
import { describeCharacter, puzzleFromCells, type PuzzleResult } from './givens';

/**
 * `.sdm` (SudoCue, and the common "one puzzle per line" files): each line is exactly 81
 * characters, digits with `0` or `.` for blanks, nothing else.
 */
export function parseSdmLine(line: string): PuzzleResult {
  const cells = line.trim();
  if (cells.length !== 81) return fail('ERR_LENGTH', `an .sdm line has 81 cells, this one has ${cells.length}`);
  const bad = cells.search(/[^0-9.]/);
  if (bad >= 0) {
    return fail(
      'ERR_CHARACTER',
      `bad character ${describeCharacter(cells[bad] as string)} at position ${bad + 1} (${cellName(bad)}); .sdm cells are digits with 0 or . for blanks`,
    );
  }
  return puzzleFromCells(cells);
}

/** `.sdm` text: one line per puzzle, `0` for blanks (as SudoCue writes it), ending with a line break. */
export function makeSdm(puzzles: Iterable<Puzzle>): string {
  let text = '';
  for (const puzzle of puzzles) text += makeSdmLine(puzzle) + '\n';
  return text;
}

export function makeSdmLine(puzzle: Puzzle): string {
  return puzzle.replace(/\./g, '0');
}
