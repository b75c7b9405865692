/** What the import readers of every format give: records, and problems naming their place. */

/** One puzzle as a file gives it, before parsing: the text and whatever the file says about it. */
export interface ImportRecord {
  /** 1-based line of the file the record starts on. */
  readonly line: number;
  readonly text: string;
  readonly solution?: string;
  readonly source?: string;
  readonly level?: string;
  readonly date?: string;
  readonly id?: string;
  readonly ratings?: readonly { readonly name: string; readonly text: string }[];
  /** Tags for the puzzle (a list's tag column). */
  readonly tags?: readonly string[];
  /** What else the line says, kept by name as a field of the origin (a name, a comment, …). */
  readonly fields?: readonly { readonly name: string; readonly text: string }[];
  /** The column `text` came from, when the line has columns: named in the puzzle's problems. */
  readonly puzzleColumn?: ImportColumn;
}

/** A column of a line, for messages: its number (from 1) and its role in people's words. */
interface ImportColumn {
  readonly number: number;
  readonly role: string;
}

/** A part of the file that is not a puzzle record at all (bad CSV row, broken tag, long line). */
export interface ImportProblem {
  readonly line: number;
  /** The column at fault, when the line has columns. */
  readonly column?: ImportColumn;
  readonly reason: string;
}

/** A problem as a person reads it: `line 26, column 2 (puzzle): 80 cells, want 81`. */
export function describeImportProblem(problem: ImportProblem): string {
  const column = problem.column ? `, column ${problem.column.number} (${problem.column.role})` : '';
  return `line ${problem.line}${column}: ${problem.reason}`;
}

export type ReadItem = { readonly record: ImportRecord } | { readonly problem: ImportProblem };

/**
 * Turns a file's lines into records, one line at a time, keeping at most one record in hand.
 * Every reader looks at each character a bounded number of times, so reading is linear.
 */
export interface ImportLineReader {
  /** Feeds the next line (without its line break); returns what it completes. */
  push(line: string): readonly ReadItem[];
  /** Ends the input. */
  end(): readonly ReadItem[];
}
