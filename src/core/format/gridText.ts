import { cellName, type Puzzle } from '../grid/index';
import { fail } from '../result';
import { describeCharacter, isCellCharacter, puzzleFromCells, type PuzzleResult } from './givens';

/**
 * How one line of a printed grid reads:
 * - `row`: nine cell characters, once spaces and `|` are gone (`8..|...|...`, `| 8 . . | . . . |`, `8 0 0 0 0 0 0 0 0`);
 * - `border`: only frame characters (`+-------+`, `.-------.`, `:---+---:`, `*-----------*`, `---+---+---`);
 * - `dashes`: nine `-`, which is either a row of blanks or a border; the row count decides;
 * - `blank`: nothing but whitespace;
 * - `other`: anything else (a comment, an 81-char puzzle, a typo).
 */
export type GridLineKind = 'row' | 'border' | 'dashes' | 'blank' | 'other';

/** Frame characters of the common printed grids (HoDoKu, Sudoku Explainer, SudokuWiki, Simple Sudoku). */
function isBorderCharacter(code: number): boolean {
  // | - + = . : ' * ` ~ _
  return (
    code === 124 ||
    code === 45 ||
    code === 43 ||
    code === 61 ||
    code === 46 ||
    code === 58 ||
    code === 39 ||
    code === 42 ||
    code === 96 ||
    code === 126 ||
    code === 95
  );
}

const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 13 || code === 11 || code === 12;

/** The cell characters of a row line (spaces and `|` removed); only meaningful for `row` and `dashes`. */
function gridRowCells(line: string): string {
  let cells = '';
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (!isSpace(code) && code !== 124) cells += line[i];
  }
  return cells;
}

export function classifyGridLine(line: string): GridLineKind {
  let cellCount = 0;
  let allCells = true;
  let allBorder = true;
  let allDashes = true;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (isSpace(code)) continue;
    // `|` separates boxes in a row and frames a border alike, so it says nothing either way.
    if (code === 124) continue;
    if (code !== 45) allDashes = false;
    cellCount++;
    if (!isCellCharacter(code)) allCells = false;
    if (!isBorderCharacter(code)) allBorder = false;
  }
  if (cellCount === 0) return line.trim() === '' ? 'blank' : 'border';
  if (allCells && cellCount === 9) return allDashes ? 'dashes' : 'row';
  if (allBorder) return 'border';
  return 'other';
}

/**
 * Reads a printed 9×9 grid: nine rows of nine cells, with or without `|` `-` `+` frames and
 * spaces, as HoDoKu, Sudoku Explainer, SudokuWiki and Simple Sudoku print them. Blank lines
 * and `#` comment lines are ignored. Line numbers in messages count from `firstLine`, the
 * number of the text's first line in its file (1 by default), and name the cell where one applies.
 */
export function parseGridText(text: string, firstLine = 1): PuzzleResult {
  const lines = text.split(/\r\n|\n|\r/);
  const rows: { cells: string; dashes: boolean }[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trimStart().startsWith('#')) continue;
    const kind = classifyGridLine(line);
    if (kind === 'row' || kind === 'dashes') rows.push({ cells: gridRowCells(line), dashes: kind === 'dashes' });
    else if (kind === 'other') return describeBadGridLine(line, firstLine + index, rows.length);
  }
  let kept = rows;
  // A line of nine dashes is a blank row only when the grid needs it to make nine rows.
  if (rows.length > 9) kept = rows.filter((row) => !row.dashes);
  if (kept.length === 0) return fail('ERR_EMPTY', 'no grid rows found');
  if (kept.length !== 9) {
    const rowsFound = kept.length === 1 ? '1 grid row' : `${kept.length} grid rows`;
    return fail('ERR_LENGTH', `found ${rowsFound} of 9 cells; a grid has 9 rows`);
  }
  return puzzleFromCells(kept.map((row) => row.cells).join(''));
}

function describeBadGridLine(line: string, lineNumber: number, rowIndex: number): PuzzleResult {
  let column = 0;
  let cells = 0;
  for (const character of line) {
    column++;
    const code = character.charCodeAt(0);
    if (isSpace(code) || code === 124) continue;
    if (!isCellCharacter(code) && !isBorderCharacter(code)) {
      const cell = rowIndex < 9 && cells < 9 ? ` (${cellName(rowIndex * 9 + cells)})` : '';
      return fail(
        'ERR_CHARACTER',
        `grid line ${lineNumber}: unexpected character ${describeCharacter(character)} at column ${column}${cell}`,
      );
    }
    cells++;
  }
  return fail('ERR_LENGTH', `grid line ${lineNumber} has ${cells} cells; a grid row has 9`);
}

/**
 * The puzzle as a framed 13-line grid, the shape most programs print and every parser here reads back:
 *
 *     +-------+-------+-------+
 *     | 8 . . | . . . | . . . |
 */
export function makeGridText(puzzle: Puzzle): string {
  const border = '+-------+-------+-------+';
  const lines = [border];
  for (let row = 0; row < 9; row++) {
    let line = '|';
    for (let col = 0; col < 9; col++) {
      line += ' ' + puzzle[row * 9 + col];
      if (col % 3 === 2) line += ' |';
    }
    lines.push(line);
    if (row % 3 === 2) lines.push(border);
  }
  return lines.join('\n');
}
