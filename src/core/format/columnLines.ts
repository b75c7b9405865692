/**
 * Reads a list whose lines are columns (`<id> <puzzle> <SE rating>`, a TSV of names and
 * puzzles, a CSV read by position) through a role per column. Nothing on a line is dropped
 * silently: a column past the roles given is kept as a field named by its place.
 */
import { extraColumnRole, splitColumns, type ColumnRole } from '../import/columnRoles';
import { parseCsvLine } from './csv';
import type { ImportLineReader, ImportRecord, ReadItem } from './importTypes';

type MutableRecord = { -readonly [K in keyof ImportRecord]: ImportRecord[K] };

/** How a line is cut into columns: undefined when it cannot be (an unclosed CSV quote). */
export type ColumnSplitter = (line: string) => string[] | undefined;

/** Cuts CSV lines at `delimiter`, with its quoting (a quoted field stays on its line). */
export function csvSplitter(delimiter: string): ColumnSplitter {
  return (line) => parseCsvLine(line, delimiter);
}

export class ColumnLineReader implements ImportLineReader {
  private lineNumber = 0;
  private headerPending: boolean;

  /**
   * `header`: the first content line names the columns and is no record. `comments`: blank
   * lines and lines starting with `#` are no records (a text list; a CSV has no comments).
   */
  constructor(
    private readonly roles: readonly ColumnRole[],
    header: boolean,
    private readonly split: ColumnSplitter = splitColumns,
  ) {
    this.headerPending = header;
  }

  push(line: string): readonly ReadItem[] {
    const lineNumber = ++this.lineNumber;
    if (lineNumber === 1 && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return [];
    if (this.headerPending) {
      this.headerPending = false;
      return [];
    }
    const columns = this.split(line);
    if (columns === undefined) return [{ problem: { line: lineNumber, reason: 'a quoted field is not closed on this line' } }];
    return [readColumns(lineNumber, columns, this.roles)];
  }

  end(): readonly ReadItem[] {
    return [];
  }
}

/** One line's columns as a record, or the problem of a line without its puzzle column. */
function readColumns(line: number, columns: readonly string[], roles: readonly ColumnRole[]): ReadItem {
  const puzzleIndex = roles.findIndex((role) => role.kind === 'puzzle');
  const puzzleColumn = { number: puzzleIndex + 1, role: 'puzzle' };
  const puzzle = columns[puzzleIndex];
  if (puzzle === undefined || puzzle === '') {
    const count = columns.length === 1 ? '1 column' : `${columns.length} columns`;
    return { problem: { line, column: puzzleColumn, reason: `no puzzle: the line has ${count}` } };
  }
  const record: MutableRecord = { line, text: puzzle, puzzleColumn };
  const ratings: { name: string; text: string }[] = [];
  const fields: { name: string; text: string }[] = [];
  const tags: string[] = [];
  columns.forEach((text, index) => {
    const role = roles[index] ?? extraColumnRole(index);
    if (text === '' || role.kind === 'puzzle' || role.kind === 'skip') return;
    if (role.kind === 'id') record.id = text;
    else if (role.kind === 'level') record.level = text;
    else if (role.kind === 'tag') tags.push(text);
    else if (role.kind === 'rating') ratings.push({ name: role.name, text });
    // What is left is a name column or a field, both kept under their name.
    else fields.push({ name: 'name' in role ? role.name : 'name', text });
  });
  if (ratings.length > 0) record.ratings = ratings;
  if (fields.length > 0) record.fields = fields;
  if (tags.length > 0) record.tags = tags;
  return { record };
}
