/** The input parser of the saved-game method: the player's position and time, checked field by field. */
import { InputError, parseWith, readBoolean, readObject, readWholeNumber } from './inputReaders';
import type { SavedGame } from './playTypes';
import { describeValue, type InputParser } from './validate';

/** A day of play in ms: far above any real game, low enough to catch a clock gone wrong. */
const MAX_ELAPSED_MS = 24 * 3600 * 1000 * 30;

function readValues(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || !/^[0-9]{81}$/.test(raw)) throw new InputError(`expects ${path} as 81 digits ('0' for empty), but got ${describeValue(raw)}.`);
  return raw;
}

function readMarks(raw: unknown, path: string): number[] {
  if (!Array.isArray(raw) || raw.length !== 81) throw new InputError(`expects ${path} as 81 pencil-mark masks, but got ${describeValue(raw)}.`);
  return raw.map((mark, index) => readWholeNumber(mark, `${path}[${index}]`, 0, 511));
}

export const parseSavedGame: InputParser<SavedGame> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['puzzleId', 'values', 'marks', 'elapsedMs', 'solved']);
  return {
    puzzleId: readWholeNumber(fields.puzzleId, 'input.puzzleId', 1, Number.MAX_SAFE_INTEGER),
    values: readValues(fields.values, 'input.values'),
    marks: readMarks(fields.marks, 'input.marks'),
    elapsedMs: readWholeNumber(fields.elapsedMs, 'input.elapsedMs', 0, MAX_ELAPSED_MS),
    solved: readBoolean(fields.solved, 'input.solved'),
  };
});
