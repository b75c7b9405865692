import type { ColumnLayout } from '../import/guessColumns';
import { ColumnLineReader, csvSplitter } from './columnLines';
import { CsvRecordReader, detectDelimiter, parseCsvHeader, readCsvRow, type CsvColumns, type CsvRole } from './csv';
import { OpenSudokuScanner, type OpenSudokuItem } from './opensudoku';
import { PuzzleRecordSplitter } from './records';
import type { ImportLineReader, ImportProblem, ImportRecord, ReadItem } from './importTypes';
import { parseSdk } from './sdk';

/** The file formats import reads. */
export type ImportFormat = 'lines' | 'sdm' | 'sdk' | 'ss' | 'opensudoku' | 'csv';

export const IMPORT_FORMATS: readonly ImportFormat[] = ['lines', 'sdm', 'sdk', 'ss', 'opensudoku', 'csv'];

export { describeImportProblem, type ImportLineReader, type ImportProblem, type ImportRecord, type ReadItem } from './importTypes';

/** `.sdk` and `.ss` files hold one puzzle; a bigger file is refused rather than held. */
const SINGLE_PUZZLE_LIMIT = 1 << 20;

/** The problem for a line cut off because it is longer than `limit` characters. */
function describeLongLine(line: number, length: number, limit: number): ImportProblem {
  return { line, reason: `longer than ${limit.toLocaleString('en-US')} characters (${length.toLocaleString('en-US')}); it was skipped` };
}

/** A line as the file readers give it: its text, or only the length of a line too long to keep. */
export type ImportLine = string | { readonly tooLong: number };

/**
 * Feeds line number `lineNumber` to `reader`; a line too long to keep becomes a problem naming
 * it (`limit` is the length it went over), and the reader gets an empty line in its place so
 * a record it was in the middle of ends there.
 */
export function pushImportLine(reader: ImportLineReader, lineNumber: number, line: ImportLine, limit: number): readonly ReadItem[] {
  if (typeof line === 'string') return reader.push(line);
  return [{ problem: describeLongLine(lineNumber, line.tooLong, limit) }, ...reader.push('')];
}

/**
 * The line reader for a format; `columns` names CSV columns for roles explicitly, and `layout`
 * gives every column of a list (text lines or CSV) its role by place.
 */
export function makeImportLineReader(
  format: ImportFormat,
  columns: Partial<Record<CsvRole, string>> = {},
  layout?: ColumnLayout,
): ImportLineReader {
  switch (format) {
    case 'lines':
      return layout ? new ColumnLineReader(layout.roles, layout.header) : new TextLineReader();
    case 'sdm':
      return new TextLineReader();
    case 'csv':
      return layout ? new ColumnLineReader(layout.roles, layout.header, csvSplitterOfFirstLine()) : new CsvLineReader(columns);
    case 'opensudoku':
      return new OpenSudokuLineReader();
    case 'sdk':
    case 'ss':
      return new SinglePuzzleLineReader(format);
  }
}

/** A CSV splitter that takes its delimiter from the first line it is given (the header). */
function csvSplitterOfFirstLine(): (line: string) => string[] | undefined {
  let split: ((line: string) => string[] | undefined) | undefined;
  return (line) => (split ??= csvSplitter(detectDelimiter(line)))(line);
}

/**
 * Reads a whole text as `format` (the web import, tests, the fuzz suite); lines longer than
 * `maxLineLength` are reported and skipped, as the file readers do.
 */
export function readImportText(
  text: string,
  format: ImportFormat,
  columns: Partial<Record<CsvRole, string>> = {},
  maxLineLength = SINGLE_PUZZLE_LIMIT,
  layout?: ColumnLayout,
): ReadItem[] {
  const reader = makeImportLineReader(format, columns, layout);
  const items: ReadItem[] = [];
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r\n|\n|\r/);
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((line, index) =>
    items.push(...pushImportLine(reader, index + 1, line.length > maxLineLength ? { tooLong: line.length } : line, maxLineLength)),
  );
  items.push(...reader.end());
  return items;
}

class TextLineReader implements ImportLineReader {
  private readonly splitter = new PuzzleRecordSplitter();
  push(line: string): readonly ReadItem[] {
    return this.splitter.push(line).map((record) => ({ record: { line: record.line, text: record.text } }));
  }
  end(): readonly ReadItem[] {
    return this.splitter.end().map((record) => ({ record: { line: record.line, text: record.text } }));
  }
}

class CsvLineReader implements ImportLineReader {
  private columns: CsvColumns | undefined;
  private rows: CsvRecordReader | undefined;
  private lineNumber = 0;
  /** The header was bad: nothing more can be read. */
  private failed = false;

  constructor(private readonly overrides: Partial<Record<CsvRole, string>>) {}

  push(line: string): readonly ReadItem[] {
    this.lineNumber++;
    if (this.failed) return [];
    if (this.rows === undefined || this.columns === undefined) {
      if (line.trim() === '') return [];
      const header = parseCsvHeader(line, this.overrides);
      if (!header.ok) {
        this.failed = true;
        return [{ problem: { line: this.lineNumber, reason: header.error.message } }];
      }
      this.columns = header.value;
      // The rows reader numbers its own lines: tell it how many came before.
      this.rows = new CsvRecordReader(header.value.delimiter);
      for (let skipped = 0; skipped < this.lineNumber; skipped++) this.rows.push('');
      return [];
    }
    return this.readRows(this.rows.push(line));
  }

  end(): readonly ReadItem[] {
    if (this.failed) return [];
    if (this.rows === undefined) return [{ problem: { line: 1, reason: 'the file is empty: a CSV import needs a header row' } }];
    return this.readRows(this.rows.end());
  }

  private readRows(rows: ReturnType<CsvRecordReader['push']>): ReadItem[] {
    return rows.map((row): ReadItem => {
      if ('problem' in row) return { problem: { line: row.line, reason: row.problem } };
      const read = readCsvRow(row.fields, this.columns as CsvColumns);
      if (!read.ok) return { problem: { line: row.line, reason: read.error.message } };
      const { puzzle, ...rest } = read.value;
      return { record: { line: row.line, text: puzzle, ...rest } };
    });
  }
}

class OpenSudokuLineReader implements ImportLineReader {
  private readonly scanner = new OpenSudokuScanner();
  push(line: string): readonly ReadItem[] {
    return this.scanner.push(line).map(toReadItem);
  }
  end(): readonly ReadItem[] {
    return this.scanner.end().map(toReadItem);
  }
}

function toReadItem(item: OpenSudokuItem): ReadItem {
  if ('problem' in item) return item;
  const { game } = item;
  const record: { -readonly [K in keyof ImportRecord]: ImportRecord[K] } = { line: game.line, text: game.data };
  const level = game.level ?? game.folder;
  if (level) record.level = level;
  if (game.source) record.source = game.source;
  if (game.created) record.date = game.created;
  return { record };
}

/** `.sdk` and `.ss`: the whole file is one puzzle, read once it has ended. */
class SinglePuzzleLineReader implements ImportLineReader {
  private lines: string[] = [];
  private length = 0;
  private tooBig = false;

  constructor(private readonly format: 'sdk' | 'ss') {}

  push(line: string): readonly ReadItem[] {
    if (this.tooBig) return [];
    this.length += line.length + 1;
    if (this.length > SINGLE_PUZZLE_LIMIT) {
      this.tooBig = true;
      this.lines = [];
      return [
        {
          problem: {
            line: 1,
            reason: `a .${this.format} file holds one puzzle; this one is over ${SINGLE_PUZZLE_LIMIT.toLocaleString('en-US')} characters`,
          },
        },
      ];
    }
    this.lines.push(line);
    return [];
  }

  end(): readonly ReadItem[] {
    if (this.tooBig) return [];
    const text = this.lines.join('\n');
    if (this.format === 'ss') return [{ record: { line: 1, text } }];
    const parsed = parseSdk(text);
    // parseSdk's messages start with the line they are about, when there is one.
    if (!parsed.ok)
      return [{ problem: { line: Number(/^line (\d+):/.exec(parsed.error.message)?.[1] ?? 1), reason: parsed.error.message } }];
    const { fields, puzzle } = parsed.value;
    const record: { -readonly [K in keyof ImportRecord]: ImportRecord[K] } = { line: 1, text: puzzle };
    if (fields.source) record.source = fields.source;
    if (fields.level) record.level = fields.level;
    if (fields.date) record.date = fields.date;
    return [{ record }];
  }
}
