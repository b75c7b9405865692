/**
 * Guesses the column roles of a puzzle list from its first lines: from a header when the first
 * line is one (its names say the roles), else from the content: a column of 81-cell tokens is
 * the puzzle, a leading column before it an id, a column of numbers a published rating, and
 * anything else is kept as a field of the origin. A person can change every guess in the
 * preview (or with `--columns`); nothing on a line is dropped unless they choose skip.
 */
import { isCellCharacter } from '../format/givens';
import { extraColumnRole, splitColumns, type ColumnRole } from './columnRoles';

/** The guess for a file: a role per column, and whether its first line is a header. */
export interface ColumnLayout {
  readonly roles: readonly ColumnRole[];
  readonly header: boolean;
}

/** Lines of the file's head the guess looks at. */
const GUESS_LINES = 50;

const HEADER_ROLES: readonly (readonly [ColumnRole['kind'], readonly string[]])[] = [
  ['puzzle', ['puzzle', 'puzzles', 'givens', 'quizzes', 'quiz', 'question', 'grid', 'sudoku']],
  ['id', ['id', 'externalid', 'hash', 'key', 'number', 'no', 'nr']],
  ['name', ['name', 'title']],
  ['level', ['level', 'grade', 'category']],
  ['tag', ['tag', 'tags']],
];

/** True for a token of exactly 81 cell characters: a puzzle on one line. */
function isPuzzleToken(token: string): boolean {
  if (token.length !== 81) return false;
  for (let i = 0; i < 81; i++) if (!isCellCharacter(token.charCodeAt(i))) return false;
  return true;
}

function isNumberToken(token: string): boolean {
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(token);
}

function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The content lines of a head: no blank lines, no `#` comment lines. */
export function contentLines(lines: readonly string[]): string[] {
  return lines.filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
}

/**
 * The layout of a list of columns, or undefined when the lines are not one: one puzzle per
 * line with nothing beside it, printed grids, or lines with no column of puzzles.
 */
export function guessColumnLayout(head: readonly string[]): ColumnLayout | undefined {
  const lines = contentLines(head).slice(0, GUESS_LINES);
  if (lines.length === 0) return undefined;
  const rows = lines.map(splitColumns);
  const header = hasHeaderLine(lines);
  const data = header ? rows.slice(1) : rows;
  const puzzleColumn = findPuzzleColumn(data);
  if (puzzleColumn === undefined) return undefined;
  // A file of one puzzle per line is no list of columns, even with a stray line of words in it.
  if (data.filter((row) => row.length > 1).length * 2 < data.length) return undefined;
  const width = Math.max(...data.map((row) => row.length), header ? rows[0]!.length : 0);
  const roles: ColumnRole[] = [];
  const numberColumns = [...Array(width).keys()].filter((index) => index !== puzzleColumn && isNumberColumn(data, index));
  for (let index = 0; index < width; index++) {
    const name = header ? rows[0]![index] : undefined;
    roles.push(index === puzzleColumn ? { kind: 'puzzle' } : guessOtherRole(data, index, puzzleColumn, numberColumns, name, roles));
  }
  return { roles, header };
}

/** The column where most lines have an 81-cell token (the first such, on a tie). */
function findPuzzleColumn(rows: readonly (readonly string[])[]): number | undefined {
  const counts = new Map<number, number>();
  for (const row of rows) row.forEach((token, index) => isPuzzleToken(token) && counts.set(index, (counts.get(index) ?? 0) + 1));
  let best: number | undefined;
  for (const [index, count] of counts) if (best === undefined || count > counts.get(best)!) best = index;
  // A column where fewer than half the lines hold a puzzle is no puzzle column.
  return best !== undefined && counts.get(best)! * 2 >= rows.length ? best : undefined;
}

function isNumberColumn(rows: readonly (readonly string[])[], index: number): boolean {
  const tokens = rows.map((row) => row[index]).filter((token): token is string => token !== undefined && token !== '');
  return tokens.length > 0 && tokens.every(isNumberToken);
}

function guessOtherRole(
  rows: readonly (readonly string[])[],
  index: number,
  puzzleColumn: number,
  numberColumns: readonly number[],
  headerName: string | undefined,
  earlier: readonly ColumnRole[],
): ColumnRole {
  const taken = (kind: ColumnRole['kind']): boolean => earlier.some((role) => role.kind === kind);
  if (headerName !== undefined && headerName !== '') {
    const normalized = normalizeName(headerName);
    const known = HEADER_ROLES.find(([kind, names]) => names.includes(normalized) && !taken(kind));
    if (known) return { kind: known[0] } as ColumnRole;
    return isNumberColumn(rows, index) ? { kind: 'rating', name: headerName } : { kind: 'field', name: headerName };
  }
  if (index === 0 && puzzleColumn > 0) return { kind: 'id' };
  if (numberColumns.includes(index)) {
    // One column of numbers is "the rating"; several are told apart by their place.
    return { kind: 'rating', name: numberColumns.length === 1 ? 'rating' : `rating ${numberColumns.indexOf(index) + 1}` };
  }
  return extraColumnRole(index);
}

/** Whether the head's first content line is a header: no puzzle on it, and puzzles below it. */
function hasHeaderLine(head: readonly string[]): boolean {
  const rows = contentLines(head).slice(0, GUESS_LINES).map(splitColumns);
  return rows.length > 1 && !rows[0]!.some(isPuzzleToken) && rows.slice(1).some((row) => row.some(isPuzzleToken));
}

/**
 * The layout a file is read with: the roles given (a CSV's header line is skipped, a text
 * list's when it is one), else for a text list the roles guessed from its head; undefined
 * reads the file as its format alone does (a CSV by its header's names).
 */
export function resolveColumnLayout(format: string, head: readonly string[], roles?: readonly ColumnRole[]): ColumnLayout | undefined {
  if (roles) return { roles, header: format === 'csv' || hasHeaderLine(head) };
  return format === 'lines' ? guessColumnLayout(head) : undefined;
}
