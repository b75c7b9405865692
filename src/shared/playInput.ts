/** The input parser of the saved-game method: the player's position and time, checked field by field. */
import { InputError, parseWith, readBoolean, readObject, readWholeNumber } from './inputReaders';
import { NO_SAVED_COLOURS, type SavedColours, type SavedGame } from './playTypes';
import { describeValue, type InputParser } from './validate';

/** A day of play in ms: far above any real game, low enough to catch a clock gone wrong. */
const MAX_ELAPSED_MS = 24 * 3600 * 1000 * 30;

function readValues(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || !/^[0-9]{81}$/.test(raw))
    throw new InputError(`expects ${path} as 81 digits ('0' for empty), but got ${describeValue(raw)}.`);
  return raw;
}

function readMarks(raw: unknown, path: string): number[] {
  if (!Array.isArray(raw) || raw.length !== 81)
    throw new InputError(`expects ${path} as 81 pencil-mark masks, but got ${describeValue(raw)}.`);
  return raw.map((mark, index) => readWholeNumber(mark, `${path}[${index}]`, 0, 511));
}

function readPaint(raw: unknown, path: string, min: number): number {
  return readWholeNumber(raw, path, min, 2);
}

/** The paints: 81 cell paints (0 none, 1 or 2) and [candidate index, paint] pairs, each candidate once. */
function readColours(raw: unknown, path: string): SavedColours {
  if (raw === undefined) return NO_SAVED_COLOURS;
  const fields = readObject(raw, path, ['cells', 'candidates']);
  if (!Array.isArray(fields.cells) || fields.cells.length !== 81)
    throw new InputError(`expects ${path}.cells as 81 cell paints (0 for none, 1 or 2), but got ${describeValue(fields.cells)}.`);
  const cells = fields.cells.map((paint, cell) => readPaint(paint, `${path}.cells[${cell}]`, 0));
  if (!Array.isArray(fields.candidates))
    throw new InputError(`expects ${path}.candidates as a list of [candidate, paint] pairs, but got ${describeValue(fields.candidates)}.`);
  const seen = new Set<number>();
  const candidates = fields.candidates.map((pair, index): [number, number] => {
    const at = `${path}.candidates[${index}]`;
    if (!Array.isArray(pair) || pair.length !== 2)
      throw new InputError(`expects ${at} as a [candidate, paint] pair, but got ${describeValue(pair)}.`);
    const candidate = readWholeNumber(pair[0], `${at}[0]`, 0, 80 * 9 + 8);
    if (seen.has(candidate)) throw new InputError(`expects each candidate painted once, but ${at} paints candidate ${candidate} again.`);
    seen.add(candidate);
    return [candidate, readPaint(pair[1], `${at}[1]`, 1)];
  });
  return { cells, candidates };
}

export const parseSavedGame: InputParser<SavedGame> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['puzzleId', 'values', 'marks', 'elapsedMs', 'solved', 'colours']);
  return {
    puzzleId: readWholeNumber(fields.puzzleId, 'input.puzzleId', 1, Number.MAX_SAFE_INTEGER),
    values: readValues(fields.values, 'input.values'),
    marks: readMarks(fields.marks, 'input.marks'),
    elapsedMs: readWholeNumber(fields.elapsedMs, 'input.elapsedMs', 0, MAX_ELAPSED_MS),
    solved: readBoolean(fields.solved, 'input.solved'),
    colours: readColours(fields.colours, 'input.colours'),
  };
});
