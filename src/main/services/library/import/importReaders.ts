import fs from 'node:fs';
import path from 'node:path';
import type { CsvRole } from '../../../../core/format/csv';
import {
  makeImportLineReader,
  pushImportLine,
  type ImportFormat,
  type ImportLine,
  type ReadItem,
} from '../../../../core/format/importRecords';
import { MAX_LINE_LENGTH, readTextLines, type TextLine } from './textLines';

export { IMPORT_FORMATS, type ImportFormat, type ImportProblem, type ReadItem } from '../../../../core/format/importRecords';

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

/** Bytes of a file's head read to guess its columns: enough for the lines a guess looks at. */
const HEAD_BYTES = 64 * 1024;

/** The first lines of a file (its last, cut line dropped), to guess its columns from. */
export async function readFileHead(file: string, maxLines = 60): Promise<string[]> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const lines = buffer
      .toString('utf8', 0, bytesRead)
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/);
    if (bytesRead === HEAD_BYTES) lines.pop();
    return lines.slice(0, maxLines);
  } finally {
    await handle.close();
  }
}

/** A line of readTextLines as the import readers take it. */
export function toImportLine(line: TextLine): ImportLine {
  return line.tooLong === undefined ? line.text : { tooLong: line.tooLong };
}

/**
 * Streams a file's records in order, never holding the whole file: lines come through
 * readTextLines (a line over MAX_LINE_LENGTH is reported and skipped) and each format's
 * reader keeps at most one record in hand.
 */
export async function* readImportRecords(
  file: string,
  format: ImportFormat,
  columns: Partial<Record<CsvRole, string>> = {},
  onOpen?: (input: fs.ReadStream) => void,
): AsyncGenerator<ReadItem> {
  const reader = makeImportLineReader(format, columns);
  const input = fs.createReadStream(file);
  // The caller may follow `input.bytesRead` for a progress bar.
  onOpen?.(input);
  let lineNumber = 0;
  try {
    for await (const line of readTextLines(input)) {
      yield* pushImportLine(reader, ++lineNumber, toImportLine(line), MAX_LINE_LENGTH);
    }
    yield* reader.end();
  } finally {
    input.destroy();
  }
}
