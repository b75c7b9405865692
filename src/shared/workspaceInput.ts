/**
 * Input parsers of the workspace methods (replay, trial and error, editor): each checks an
 * untrusted value field by field and names the first thing wrong by its path.
 */
import {
  InputError,
  parseWith,
  readBoolean,
  readFields,
  readName,
  readObject,
  readWholeNumber,
  withRequired,
  type Fields,
} from './inputReaders';
import { describeValue, type InputParser } from './validate';
import { isPresetSetId, readTechniqueSetId } from '../core/replay/replaySet';
import {
  TECHNIQUE_SET_IDS,
  type AlternativesInput,
  type HintInput,
  type NishioRunInput,
  type NishioStrategyCount,
  type PresetSetId,
  type PuzzleRef,
  type SavePuzzleInput,
  type TechniqueSetId,
  type TraceInput,
  type TraceProgressInput,
} from './workspaceTypes';

/** Longest puzzle text accepted: far above any grid layout, far below a file. */
const MAX_PUZZLE_TEXT = 10_000;
/** Most tags saved with one puzzle. */
const MAX_TAGS = 32;
/** Longest note saved with a puzzle. */
const MAX_NOTE = 10_000;

function readPuzzleText(raw: unknown, path: string): string {
  if (typeof raw !== 'string') throw new InputError(`expects ${path} as a string, but got ${describeValue(raw)}.`);
  if (raw.length > MAX_PUZZLE_TEXT)
    throw new InputError(`expects ${path} of at most ${MAX_PUZZLE_TEXT} characters, but got ${raw.length}.`);
  return raw;
}

/** 81 characters, each a digit or a blank ('0' or '.'). */
function readPositionText(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || !/^[0-9.]{81}$/.test(raw)) {
    throw new InputError(
      `expects ${path} as 81 characters of digits and '0' or '.' for blanks, ` +
        `but got ${typeof raw === 'string' ? `${raw.length} characters` : describeValue(raw)}.`,
    );
  }
  return raw.replaceAll('.', '0');
}

/** A preset's id or `custom:<name>` (whether that set is saved is the library's to say). */
function readSet(raw: unknown, path: string): TechniqueSetId {
  if (typeof raw !== 'string')
    throw new InputError(`expects ${path} as one of ${TECHNIQUE_SET_IDS.join(', ')} or custom:NAME, but got ${describeValue(raw)}.`);
  const read = readTechniqueSetId(raw);
  if (read.ok) return read.value.id;
  throw new InputError(
    `expects ${path} as one of ${TECHNIQUE_SET_IDS.join(', ')} or custom:NAME, but got '${raw.slice(0, 40)}': ${read.error.message}.`,
  );
}

/** Hints follow a preset's order only. */
function readPresetSet(raw: unknown, path: string): PresetSetId {
  if (typeof raw === 'string' && isPresetSetId(raw)) return raw;
  throw new InputError(
    `expects ${path} as one of ${TECHNIQUE_SET_IDS.join(', ')}, but got ${typeof raw === 'string' ? `'${raw.slice(0, 40)}'` : describeValue(raw)}.`,
  );
}

/** Exactly one of `puzzle` (text) and `id` (library id). */
function readRef(fields: Fields, path: string): PuzzleRef {
  const hasPuzzle = fields.puzzle !== undefined;
  const hasId = fields.id !== undefined;
  if (hasPuzzle === hasId) throw new InputError(`expects exactly one of ${path}.puzzle and ${path}.id.`);
  return hasPuzzle
    ? { puzzle: readPuzzleText(fields.puzzle, `${path}.puzzle`) }
    : { id: readWholeNumber(fields.id, `${path}.id`, 1, Number.MAX_SAFE_INTEGER) };
}

export const parseTraceInput: InputParser<TraceInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['puzzle', 'id', 'set', 'progressive']);
  const input: TraceInput = { ...readRef(fields, 'input'), set: fields.set === undefined ? 'se' : readSet(fields.set, 'input.set') };
  return fields.progressive === undefined ? input : { ...input, progressive: readBoolean(fields.progressive, 'input.progressive') };
});

/** A running solve's ticket, as `puzzleTrace` handed it out. */
export const parseTraceTicket: InputParser<string> = parseWith((raw) => readTicket(raw, 'input'));

function readTicket(raw: unknown, path: string): string {
  if (typeof raw === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(raw)) return raw;
  throw new InputError(`expects ${path} as a ticket from puzzleTrace, but got ${describeValue(raw)}.`);
}

export const parseTraceProgressInput: InputParser<TraceProgressInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['ticket', 'from']);
  return { ticket: readTicket(fields.ticket, 'input.ticket'), from: readWholeNumber(fields.from, 'input.from', 0, 100_000) };
});

export const parseAlternativesInput: InputParser<AlternativesInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['puzzle', 'set', 'index']);
  const input = readFields<AlternativesInput>(
    fields,
    { puzzle: readPuzzleText, set: readSet, index: (value, at) => readWholeNumber(value, at, 0, 10_000) },
    'input',
  );
  const missing = 'expects input.puzzle, input.set and input.index.';
  return withRequired<AlternativesInput>(input, { puzzle: missing, set: missing, index: missing });
});

function readStrategies(raw: unknown, path: string): NishioStrategyCount {
  if (raw === 2 || raw === 4) return raw;
  throw new InputError(`expects ${path} as 2 or 4, but got ${describeValue(raw)}.`);
}

export const parseNishioRunInput: InputParser<NishioRunInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['puzzle', 'id', 'seed', 'strategies']);
  return {
    ...readRef(fields, 'input'),
    seed: fields.seed === undefined ? 0 : readWholeNumber(fields.seed, 'input.seed', 0, 2 ** 32 - 1),
    strategies: fields.strategies === undefined ? 4 : readStrategies(fields.strategies, 'input.strategies'),
  };
});

function readMarks(raw: unknown, path: string): number[] | null {
  if (raw === null) return null;
  if (!Array.isArray(raw) || raw.length !== 81)
    throw new InputError(`expects ${path} as 81 bitmasks or null, but got ${describeValue(raw)}.`);
  return raw.map((mark, index) => readWholeNumber(mark, `${path}[${index}]`, 0, 511));
}

export const parseHintInput: InputParser<HintInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['givens', 'values', 'marks', 'set']);
  return {
    givens: readPositionText(fields.givens, 'input.givens'),
    values: readPositionText(fields.values, 'input.values'),
    marks: fields.marks === undefined ? null : readMarks(fields.marks, 'input.marks'),
    set: fields.set === undefined ? 'se' : readPresetSet(fields.set, 'input.set'),
  };
});

export const parsePuzzleText: InputParser<string> = parseWith((raw) => readPuzzleText(raw, 'the puzzle'));

function readTags(raw: unknown, path: string): string[] {
  if (!Array.isArray(raw)) throw new InputError(`expects ${path} as a list of tag names, but got ${describeValue(raw)}.`);
  if (raw.length > MAX_TAGS) throw new InputError(`expects at most ${MAX_TAGS} tags in ${path}, but got ${raw.length}.`);
  return [...new Set(raw.map((tag, index) => readName(tag, `${path}[${index}]`).trim()))];
}

function readNote(raw: unknown, path: string): string | null {
  if (raw === null) return null;
  if (typeof raw !== 'string') throw new InputError(`expects ${path} as a string or null, but got ${describeValue(raw)}.`);
  if (raw.length > MAX_NOTE) throw new InputError(`expects ${path} of at most ${MAX_NOTE} characters, but got ${raw.length}.`);
  return raw.trim() === '' ? null : raw;
}

export const parseSavePuzzleInput: InputParser<SavePuzzleInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['puzzle', 'tags', 'note']);
  if (fields.puzzle === undefined) throw new InputError('expects input.puzzle, the puzzle to save.');
  return {
    puzzle: readPuzzleText(fields.puzzle, 'input.puzzle'),
    tags: fields.tags === undefined ? [] : readTags(fields.tags, 'input.tags'),
    note: fields.note === undefined ? null : readNote(fields.note, 'input.note'),
  };
});
