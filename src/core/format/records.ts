import { classifyGridLine } from './gridText';

/** One puzzle's text inside a bigger text, with the 1-based line it starts on. */
export interface PuzzleRecord {
  readonly line: number;
  readonly text: string;
}

const NO_RECORDS: readonly PuzzleRecord[] = Object.freeze([]);

/**
 * Most lines one grid record may gather (nine rows, frames, blank lines between bands and a few
 * mistyped rows fit well within it), so a file of frame lines cannot grow one record without end.
 */
export const MAX_GRID_LINES = 40;

/**
 * Cuts a text that arrives line by line into puzzle records, in constant memory: each
 * non-blank, non-`#` line is a record, except that consecutive lines of a printed 9×9 grid
 * (rows of nine cells and their frames) are grouped into one record. Records are not parsed
 * here; a malformed line still becomes its own record so a reader can report it by line number.
 *
 * A grid is complete after its ninth row (and any frame line right after it). A short line
 * met inside an unfinished grid is kept in that grid (a typo in a row), so one typo gives
 * one error. A row written as nine `-` counts as a frame line here.
 */
export class PuzzleRecordSplitter {
  /** Lines of the grid being collected; empty when no grid is open. */
  private gridLines: string[] = [];
  /** Line number of the open grid's first line. */
  private gridStart = 0;
  /** Rows of nine cells seen in the open grid: nine means it is complete. */
  private gridRows = 0;
  /** Number of the line last pushed, so records carry their position. */
  private lineNumber = 0;
  /** The open grid's last line is a frame line (not a row, nor a mistyped row). */
  private lastIsFrame = false;

  /** Feeds the next line (without its line break); returns the records it completes, often none. */
  push(line: string): readonly PuzzleRecord[] {
    const lineNumber = ++this.lineNumber;
    // A byte-order mark opens many files saved on Windows; it is not part of the first line.
    if (lineNumber === 1 && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    if (this.gridLines.length < MAX_GRID_LINES) return this.read(line, lineNumber);
    // No grid is this long: whatever it is, it is reported as it stands and a new record starts.
    const closed = this.closeGrid();
    const next = this.read(line, lineNumber);
    return next.length === 0 ? closed : [...closed, ...next];
  }

  private read(line: string, lineNumber: number): readonly PuzzleRecord[] {
    const trimmed = line.trim();
    if (trimmed === '') {
      // Blank lines may separate the bands of a grid; after a complete grid they end it.
      if (this.gridLines.length > 0 && this.gridRows >= 9) return this.closeGrid();
      return NO_RECORDS;
    }
    if (trimmed.startsWith('#')) return this.gridRows >= 9 ? this.closeGrid() : NO_RECORDS;
    const kind = classifyGridLine(line);
    if (kind === 'row') {
      const closed = this.gridRows >= 9 ? this.closeGrid() : NO_RECORDS;
      this.addGridLine(line, lineNumber);
      this.gridRows++;
      this.lastIsFrame = false;
      return closed;
    }
    if (kind === 'border' || kind === 'dashes') {
      if (this.gridLines.length > 0 && this.gridRows >= 9 && this.lastIsFrame) {
        // A second frame line after a complete grid opens the next grid.
        const closed = this.closeGrid();
        this.addGridLine(line, lineNumber);
        this.lastIsFrame = true;
        return closed;
      }
      this.addGridLine(line, lineNumber);
      this.lastIsFrame = true;
      return NO_RECORDS;
    }
    if (this.gridLines.length > 0 && this.gridRows < 9 && looksLikeGridRowAttempt(trimmed)) {
      this.gridLines.push(line);
      this.gridRows++;
      this.lastIsFrame = false;
      return NO_RECORDS;
    }
    const own: PuzzleRecord = { line: lineNumber, text: line };
    return this.gridLines.length > 0 ? [...this.closeGrid(), own] : [own];
  }

  /** Ends the input; returns the grid still open, if any (complete or not). */
  end(): readonly PuzzleRecord[] {
    return this.gridLines.length > 0 ? this.closeGrid() : NO_RECORDS;
  }

  private addGridLine(line: string, lineNumber: number): void {
    if (this.gridLines.length === 0) this.gridStart = lineNumber;
    this.gridLines.push(line);
  }

  private closeGrid(): readonly PuzzleRecord[] {
    const record: PuzzleRecord = { line: this.gridStart, text: this.gridLines.join('\n') };
    this.gridLines = [];
    this.gridRows = 0;
    this.lastIsFrame = false;
    return [record];
  }
}

/** A line too short to be an 81-cell puzzle, so inside a grid it is read as a mistyped row. */
function looksLikeGridRowAttempt(trimmed: string): boolean {
  return trimmed.length < 40;
}

/** Splits a whole text into puzzle records (see PuzzleRecordSplitter). */
export function splitPuzzleRecords(text: string): PuzzleRecord[] {
  const splitter = new PuzzleRecordSplitter();
  const records: PuzzleRecord[] = [];
  for (const line of text.split(/\r\n|\n|\r/)) records.push(...splitter.push(line));
  records.push(...splitter.end());
  return records;
}
