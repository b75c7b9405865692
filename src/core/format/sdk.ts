import type { Puzzle } from '../grid/index';
import { fail, ok, type Result } from '../result';
import { describeCharacter, isCellCharacter, puzzleFromCells, type PuzzleErrorKind } from './givens';

/** The `#X` header fields of a SadMan `.sdk` file that Patti keeps. */
export interface SdkFields {
  readonly author?: string;
  readonly description?: string;
  readonly comment?: string;
  /** `#B`: the date published. */
  readonly date?: string;
  readonly source?: string;
  readonly level?: string;
  readonly url?: string;
}

const FIELD_CODES: Record<string, keyof SdkFields> = {
  A: 'author',
  D: 'description',
  C: 'comment',
  B: 'date',
  S: 'source',
  L: 'level',
  U: 'url',
};

/**
 * Reads a SadMan Software `.sdk` file: optional `#A…`/`#D…`/`#S…`/`#L…` header lines, then
 * nine rows of nine cells (`.` for blanks), optionally under a `[Puzzle]` section; a later
 * section (`[State]`, the solver's progress) ends the puzzle. Errors name the file's line.
 */
export function parseSdk(text: string): Result<{ puzzle: Puzzle; fields: SdkFields }, PuzzleErrorKind> {
  const fields: { -readonly [K in keyof SdkFields]: string } = {};
  let rows = '';
  let rowCount = 0;
  const lines = text.split(/\r\n|\n|\r/);
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] as string).trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const key = FIELD_CODES[line[1] ?? ''];
      if (key !== undefined && line.length > 2) fields[key] = line.slice(2).trim();
      continue;
    }
    if (line.startsWith('[')) {
      if (/^\[puzzle\]$/i.test(line)) continue;
      break;
    }
    const cells = line.replace(/[|\s]/g, '');
    const bad = [...cells].findIndex((ch) => !isCellCharacter(ch.charCodeAt(0)));
    if (bad >= 0)
      return fail(
        'ERR_CHARACTER',
        `line ${index + 1}: bad character ${describeCharacter(cells[bad] as string)}; a row is nine digits or .`,
      );
    if (cells.length !== 9) return fail('ERR_LENGTH', `line ${index + 1}: a row has 9 cells, this one has ${cells.length}`);
    if (rowCount === 9) return fail('ERR_LENGTH', `line ${index + 1}: a tenth row; an .sdk file holds one 9×9 puzzle`);
    rows += cells;
    rowCount++;
  }
  if (rowCount === 0) return fail('ERR_EMPTY', 'no puzzle rows in the .sdk text');
  if (rowCount < 9) return fail('ERR_LENGTH', `the .sdk puzzle has ${rowCount} rows, expected 9`);
  const puzzle = puzzleFromCells(rows);
  return puzzle.ok ? ok({ puzzle: puzzle.value, fields }) : puzzle;
}

/** A SadMan `.sdk` file: header fields present in `fields`, then the nine rows. */
export function makeSdk(puzzle: Puzzle, fields: SdkFields = {}): string {
  const header = Object.entries(FIELD_CODES)
    .filter(([, key]) => fields[key] !== undefined)
    .map(([code, key]) => `#${code}${fields[key] as string}`);
  const rows: string[] = [];
  for (let row = 0; row < 9; row++) rows.push(puzzle.slice(row * 9, row * 9 + 9));
  return [...header, ...rows].join('\n') + '\n';
}
