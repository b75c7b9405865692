import { cellName, type Puzzle } from '../grid/index';
import { fail } from '../result';
import { describeCharacter, isCellCharacter, puzzleFromCells, type PuzzleErrorKind, type PuzzleResult } from './givens';
import { parseGridText } from './gridText';

export type { PuzzleResult } from './givens';

/**
 * Reads one puzzle from text, in either shape people paste:
 * - one line of 81 cells (digits; `.` `0` `*` `_` `-` for blanks), optionally followed by a
 *   comment after whitespace, `#` or `:` (HoDoKu's suffixes), or HoDoKu's library line
 *   `:0000:x:<puzzle>:…`, or the 81 cells separated by single spaces;
 * - a printed 9×9 grid over several lines (see parseGridText).
 * Blank lines and lines starting with `#` around it are ignored. `firstLine` is the number of
 * the text's first line in its file, so a grid's messages name the file's line.
 */
export function parsePuzzle(text: string, firstLine = 1): PuzzleResult {
  // The shape of nearly every line a list holds, read without splitting it into lines first.
  if (isCellRun(text)) return puzzleFromCells(text);
  const lines = text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  if (lines.length === 0) return fail('ERR_EMPTY', 'no puzzle: the text is empty');
  if (lines.length === 1) return parsePuzzleLine(lines[0]!);
  return parseGridText(text, firstLine);
}

/** The 81-char form: digits and `.`, the shape every other part of Patti stores and prints. */
export function makePuzzle(puzzle: Puzzle): string {
  return puzzle;
}

/** Reads the one-line shapes of parsePuzzle. */
export function parsePuzzleLine(line: string): PuzzleResult {
  const trimmed = line.trim();
  if (trimmed === '') return fail('ERR_EMPTY', 'no puzzle: the line is empty');
  const cells = puzzleCellsOfLine(trimmed);
  const checkedLength = Math.min(cells.length, 81);
  for (let position = 0; position < checkedLength; position++) {
    if (!isCellCharacter(cells.charCodeAt(position))) {
      return fail<PuzzleErrorKind>(
        'ERR_CHARACTER',
        `bad character ${describeCharacter(cells[position]!)} at position ${position + 1} (${cellName(position)}); cells are digits 1-9 or one of . 0 * _ -`,
      );
    }
  }
  if (cells.length !== 81) {
    const hint = cells.length > 81 ? ' (put a space or # before a comment)' : '';
    return fail('ERR_LENGTH', `expected 81 cells, found ${cells.length}${hint}`);
  }
  return puzzleFromCells(cells);
}

/**
 * Reads a column that should hold exactly one puzzle's 81 cells (a list read by columns), with
 * messages that name only the cells, as the column is named by the caller:
 * "80 cells, want 81", "bad character 'x' at r1c6".
 */
export function parsePuzzleToken(token: string): PuzzleResult {
  const checkedLength = Math.min(token.length, 81);
  for (let position = 0; position < checkedLength; position++) {
    if (!isCellCharacter(token.charCodeAt(position))) {
      return fail<PuzzleErrorKind>(
        'ERR_CHARACTER',
        `bad character ${describeCharacter(token[position]!)} at ${cellName(position)}; cells are digits 1-9 or one of . 0 * _ -`,
      );
    }
  }
  if (token.length !== 81) return fail('ERR_LENGTH', `${token.length} cells, want 81`);
  return puzzleFromCells(token);
}

/** The part of a trimmed line that should hold the 81 cells: comments and prefixes removed. */
function puzzleCellsOfLine(trimmed: string): string {
  if (trimmed.startsWith(':')) {
    // HoDoKu library line: `:<technique>:<digit(s)>:<puzzle>:<deleted candidates>:…`.
    const fields = trimmed.split(':');
    if (fields.length >= 4) return fields[3]!.trim();
  }
  const spaced = spacedCells(trimmed);
  if (spaced !== undefined) return spaced;
  let end = 0;
  while (end < trimmed.length) {
    const code = trimmed.charCodeAt(end);
    // Whitespace, `#` and `:` start a comment (HoDoKu writes `puzzle#comment` and `puzzle:…`).
    if (code === 32 || code === 9 || code === 35 || code === 58) break;
    end++;
  }
  const first = trimmed.slice(0, end);
  if (isCellRun(first)) return first;
  // Lists that lead with a name or hash (`name<TAB>puzzle`, `hash puzzle rating`): the one
  // whitespace-separated field of 81 cells is the puzzle. Otherwise the first field is reported.
  return trimmed.split(/\s+/).find(isCellRun) ?? first;
}

function isCellRun(text: string): boolean {
  if (text.length !== 81) return false;
  for (let i = 0; i < 81; i++) if (!isCellCharacter(text.charCodeAt(i))) return false;
  return true;
}

/** 81 cells written `8 . . 4 …` with single spaces between them, or undefined. */
function spacedCells(trimmed: string): string | undefined {
  if (trimmed.length < 161 || trimmed.charCodeAt(1) !== 32) return undefined;
  let cells = '';
  for (let i = 0; i < 161; i += 2) {
    if (!isCellCharacter(trimmed.charCodeAt(i))) return undefined;
    if (i + 1 < 161 && trimmed.charCodeAt(i + 1) !== 32) return undefined;
    cells += trimmed[i];
  }
  const after = trimmed.charCodeAt(161);
  return Number.isNaN(after) || after === 32 || after === 9 || after === 35 ? cells : undefined;
}
