import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { parseCsvHeader, parseCsvLine, readCsvRow, type CsvRole } from '../../../core/format/csv';
import { OpenSudokuScanner } from '../../../core/format/opensudoku';
import { PuzzleRecordSplitter } from '../../../core/format/records';
import { parseSdk } from '../../../core/format/sdk';

/** The file formats import reads. */
export type ImportFormat = 'lines' | 'sdm' | 'sdk' | 'ss' | 'opensudoku' | 'csv';

export const IMPORT_FORMATS: readonly ImportFormat[] = ['lines', 'sdm', 'sdk', 'ss', 'opensudoku', 'csv'];

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
}

/** A line of the file that is not a puzzle record at all (bad CSV row, header problem). */
export interface ImportProblem {
  readonly line: number;
  readonly reason: string;
}

export type ReadItem = { readonly record: ImportRecord } | { readonly problem: ImportProblem };

/** The format a file name implies; plain text (81-char lines, grids) otherwise. */
export function detectImportFormat(file: string): ImportFormat {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.csv' || extension === '.tsv') return 'csv';
  if (extension === '.sdm') return 'sdm';
  if (extension === '.sdk') return 'sdk';
  if (extension === '.ss') return 'ss';
  if (extension === '.opensudoku' || extension === '.xml') return 'opensudoku';
  return 'lines';
}

/** Files read whole (one puzzle each); bigger ones are refused rather than loaded. */
const SINGLE_PUZZLE_LIMIT = 1 << 20;

function readLines(file: string): AsyncIterable<string> {
  return readline.createInterface({ input: fs.createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
}

/**
 * Streams a file's records in order, never holding the whole file: lines come through
 * node:readline and each format's reader keeps at most one record in hand.
 */
export async function* readImportRecords(
  file: string,
  format: ImportFormat,
  columns: Partial<Record<CsvRole, string>> = {},
): AsyncGenerator<ReadItem> {
  switch (format) {
    case 'lines':
    case 'sdm':
      yield* readTextRecords(file);
      return;
    case 'csv':
      yield* readCsvRecords(file, columns);
      return;
    case 'opensudoku':
      yield* readOpenSudokuRecords(file);
      return;
    case 'sdk':
    case 'ss':
      yield* readSinglePuzzleFile(file, format);
      return;
  }
}

async function* readTextRecords(file: string): AsyncGenerator<ReadItem> {
  const splitter = new PuzzleRecordSplitter();
  for await (const line of readLines(file)) {
    for (const record of splitter.push(line)) yield { record: { line: record.line, text: record.text } };
  }
  for (const record of splitter.end()) yield { record: { line: record.line, text: record.text } };
}

async function* readCsvRecords(file: string, overrides: Partial<Record<CsvRole, string>>): AsyncGenerator<ReadItem> {
  let columns: ReturnType<typeof parseCsvHeader> | undefined;
  let lineNumber = 0;
  let carried = '';
  let carriedLine = 0;
  for await (const line of readLines(file)) {
    lineNumber++;
    if (columns === undefined) {
      if (line.trim() === '') continue;
      columns = parseCsvHeader(line, overrides);
      if (!columns.ok) {
        yield { problem: { line: lineNumber, reason: columns.error.message } };
        return;
      }
      continue;
    }
    if (!columns.ok) return;
    const text = carried === '' ? line : `${carried}\n${line}`;
    const start = carried === '' ? lineNumber : carriedLine;
    if (text.trim() === '') continue;
    const fields = parseCsvLine(text, columns.value.delimiter);
    if (fields === undefined) {
      // A quoted field goes on over the next line.
      carried = text;
      carriedLine = start;
      continue;
    }
    carried = '';
    const row = readCsvRow(fields, columns.value);
    if (!row.ok) {
      yield { problem: { line: start, reason: row.error.message } };
      continue;
    }
    const { puzzle, ...rest } = row.value;
    yield { record: { line: start, text: puzzle, ...rest } };
  }
  if (carried !== '') yield { problem: { line: carriedLine, reason: 'a quoted field is never closed' } };
  if (columns === undefined) yield { problem: { line: 1, reason: 'the file is empty: a CSV import needs a header row' } };
}

async function* readOpenSudokuRecords(file: string): AsyncGenerator<ReadItem> {
  const scanner = new OpenSudokuScanner();
  for await (const line of readLines(file)) {
    for (const game of scanner.push(line)) {
      const record: { -readonly [K in keyof ImportRecord]: ImportRecord[K] } = { line: game.line, text: game.data };
      const level = game.level ?? game.folder;
      if (level) record.level = level;
      if (game.source) record.source = game.source;
      if (game.created) record.date = game.created;
      yield { record };
    }
  }
}

async function* readSinglePuzzleFile(file: string, format: 'sdk' | 'ss'): AsyncGenerator<ReadItem> {
  const size = (await fs.promises.stat(file)).size;
  if (size > SINGLE_PUZZLE_LIMIT) {
    yield { problem: { line: 1, reason: `a .${format} file holds one puzzle; this one is ${size} bytes` } };
    return;
  }
  const text = await fs.promises.readFile(file, 'utf8');
  if (format === 'ss') {
    yield { record: { line: 1, text } };
    return;
  }
  const parsed = parseSdk(text);
  if (!parsed.ok) {
    yield { problem: { line: 1, reason: parsed.error.message } };
    return;
  }
  const { fields, puzzle } = parsed.value;
  const record: { -readonly [K in keyof ImportRecord]: ImportRecord[K] } = { line: 1, text: puzzle };
  if (fields.source) record.source = fields.source;
  if (fields.level) record.level = fields.level;
  if (fields.date) record.date = fields.date;
  yield { record };
}
