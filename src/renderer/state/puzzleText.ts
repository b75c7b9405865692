/**
 * The editor's clipboard: reads a pasted puzzle in any format Patti imports (an 81-character
 * line, a printed grid, a HoDoKu line, `.sdm`, `.sdk`, `.ss`, OpenSudoku XML, a CSV table with
 * a puzzle column) through core's parsers, and writes the grid back as a line or a printed grid.
 */
import { parseCsvHeader, parseCsvLine, readCsvRow } from '../../core/format/csv';
import { makeGridText, parsePuzzle, parsePuzzleLine, splitPuzzleRecords } from '../../core/format/index';
import { parseOpenSudoku } from '../../core/format/opensudoku';
import { parseSdk } from '../../core/format/sdk';
import { asPuzzle } from '../../core/grid/index';
import { fail, ok, type Result } from '../../core/result';
import type { EditorGrid } from './editorStatus';

/** A pasted puzzle: the grid ('0' for blanks) and, when the text held several, which one was taken. */
interface PastedPuzzle {
  readonly grid: EditorGrid;
  readonly note: string | null;
}

export type PasteResult = Result<PastedPuzzle, 'ERR_PASTE'>;

function toGrid(puzzle: string): EditorGrid {
  return puzzle.replace(/\./g, '0');
}

function failed(message: string): PasteResult {
  return fail('ERR_PASTE', `Cannot read the pasted text: ${message}.`);
}

function fromOpenSudoku(text: string): PasteResult {
  const { games, problems } = parseOpenSudoku(text);
  if (games.length === 0)
    return failed(problems[0] ? `line ${problems[0].line}: ${problems[0].reason}` : 'the XML holds no <game data="…"> puzzle');
  const parsed = parsePuzzleLine(games[0]!.data);
  if (!parsed.ok) return failed(`the first game's data: ${parsed.error.message}`);
  return ok({ grid: toGrid(parsed.value), note: games.length > 1 ? `Took the first of ${games.length} games.` : null });
}

function fromSdk(text: string): PasteResult {
  const parsed = parseSdk(text);
  return parsed.ok ? ok({ grid: toGrid(parsed.value.puzzle), note: null }) : failed(parsed.error.message);
}

/** A CSV table whose header names a puzzle column; undefined when the first line is no such header. */
function fromCsv(lines: readonly string[]): PasteResult | undefined {
  const header = parseCsvHeader(lines[0]!);
  if (!header.ok || header.value.width < 2) return undefined;
  const rows = lines.slice(1).filter((line) => line.trim() !== '');
  for (const [index, line] of rows.entries()) {
    const fields = parseCsvLine(line, header.value.delimiter);
    if (fields === undefined) continue;
    const row = readCsvRow(fields, header.value);
    if (!row.ok) continue;
    const parsed = parsePuzzle(row.value.puzzle);
    if (!parsed.ok) return failed(`CSV row ${index + 1}: ${parsed.error.message}`);
    return ok({ grid: toGrid(parsed.value), note: rows.length > 1 ? `Took the first of ${rows.length} rows.` : null });
  }
  return failed('the CSV table has no row with a puzzle');
}

/** Several puzzles (a list of lines, several grids): the first that reads, or the first one's error. */
function fromRecords(text: string, whole: PasteResult): PasteResult {
  const records = splitPuzzleRecords(text);
  if (records.length < 2) return whole;
  const parsed = parsePuzzle(records[0]!.text);
  if (!parsed.ok) return failed(`line ${records[0]!.line}: ${parsed.error.message}`);
  return ok({ grid: toGrid(parsed.value), note: `Took the first of ${records.length} puzzles.` });
}

/** Reads one puzzle from pasted text, whatever format it is in; the message names what is wrong. */
export function readPastedPuzzle(text: string): PasteResult {
  const trimmed = text.trim();
  if (trimmed === '') return failed('it is empty');
  if (trimmed.startsWith('<')) return fromOpenSudoku(trimmed);
  if (/^\[puzzle\]/im.test(trimmed)) return fromSdk(trimmed);
  const lines = trimmed.split(/\r\n|\n|\r/);
  if (lines.length > 1) {
    const csv = fromCsv(lines);
    if (csv !== undefined) return csv;
  }
  const parsed = parsePuzzle(trimmed);
  const whole = parsed.ok ? ok({ grid: toGrid(parsed.value), note: null }) : failed(parsed.error.message);
  return parsed.ok || lines.length === 1 ? whole : fromRecords(trimmed, whole);
}

/** The grid as one line of 81 characters, '.' for blanks (the form Patti stores and prints). */
export function gridAsLine(grid: EditorGrid): string {
  return grid.replace(/[^1-9]/g, '.');
}

/** The grid as a framed 13-line printed grid, the shape most programs print and read. */
export function gridAsText(grid: EditorGrid): string {
  return makeGridText(asPuzzle(gridAsLine(grid)));
}
