/**
 * Input parsers of the library and job methods: each checks an untrusted value field by field
 * and names the first thing wrong by its path ("filter.ratings[0].min must be a number").
 * Unknown fields are refused too, so a misspelt filter never silently lists everything.
 */
import { checkColumnRoles, COLUMN_ROLE_WORDS, readColumnRole, writeColumnRole } from '../core/import/columnRoles';
import {
  IMPORT_TEXT_FORMATS,
  MAX_IMPORT_TEXT,
  MAX_PAGE_ROWS,
  type ImportFileInput,
  type ImportFileRef,
  type ImportTextFormat,
  type ImportTextInput,
  type LibraryFilter,
  type ListPage,
  type ListPuzzlesInput,
  type ListSort,
  type RatingKey,
  type RatingRangeFilter,
  type StartRateJobInput,
} from './libraryTypes';
import {
  InputError,
  parseWith,
  readBoolean,
  readFields,
  readName,
  readNumber,
  readObject,
  readRecord,
  readWholeNumber,
  withRequired,
} from './inputReaders';
import { describeValue, type InputParser } from './validate';

const MAX_RATERS = 32;
const MAX_RANGES = 8;

/** A JSON path to a number in a rating's detail: field names and indexes only (`$.score`, `$.hist[2]`). */
function readJsonPath(raw: unknown, path: string): string {
  const text = readName(raw, path);
  if (!/^\$(\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])+$/.test(text))
    throw new InputError(`expects ${path} as a JSON path like $.score, but got '${text.slice(0, 40)}'.`);
  return text;
}

const RATING_KEY_READERS = { rater: readName, external: readBoolean, parameters: readName, path: readJsonPath };

function readRatingKey(raw: unknown, path: string): RatingKey {
  return readRecord<RatingKey>(raw, path, RATING_KEY_READERS, {
    rater: `expects ${path}.rater, the rater's id or an external rating's name.`,
  });
}

function readRange(raw: unknown, path: string): RatingRangeFilter {
  const readers = { ...RATING_KEY_READERS, min: readNumber, max: readNumber };
  const range = readRecord<RatingRangeFilter>(raw, path, readers, {
    rater: `expects ${path}.rater, the rater's id or an external rating's name.`,
  });
  if (range.min !== undefined && range.max !== undefined && range.min > range.max)
    throw new InputError(`expects ${path}.min ≤ max, but got ${range.min} > ${range.max}.`);
  return range;
}

function readClues(raw: unknown, path: string): { min?: number; max?: number } {
  const fields = readObject(raw, path, ['min', 'max']);
  const clue = (value: unknown, at: string): number => readWholeNumber(value, at, 0, 81);
  return readFields<{ min?: number; max?: number }>(fields, { min: clue, max: clue }, path);
}

function readRanges(raw: unknown, path: string): RatingRangeFilter[] {
  if (!Array.isArray(raw)) throw new InputError(`expects ${path} as a list, but got ${describeValue(raw)}.`);
  if (raw.length > MAX_RANGES) throw new InputError(`expects at most ${MAX_RANGES} rating ranges in ${path}, but got ${raw.length}.`);
  return raw.map((item, index) => readRange(item, `${path}[${index}]`));
}

export function readLibraryFilter(raw: unknown, path = 'filter'): LibraryFilter {
  const fields = readObject(raw, path, ['source', 'level', 'tag', 'collection', 'clues', 'ratings']);
  return readFields<LibraryFilter>(
    fields,
    { source: readName, level: readName, tag: readName, collection: readName, clues: readClues, ratings: readRanges },
    path,
  );
}

/** A listing's sort: 'id', 'clues' or a rating key. */
export function readListSort(raw: unknown, path: string): ListSort {
  if (raw === 'id' || raw === 'clues') return raw;
  if (typeof raw === 'string') throw new InputError(`expects ${path} as 'id', 'clues' or a rating, but got '${raw.slice(0, 40)}'.`);
  return readRatingKey(raw, path);
}

function readPage(raw: unknown, path: string): ListPage {
  const fields = readObject(raw, path, ['sort', 'descending', 'offset', 'limit']);
  return readFields<ListPage>(
    fields,
    {
      sort: readListSort,
      descending: readBoolean,
      offset: (value, at) => readWholeNumber(value, at, 0, Number.MAX_SAFE_INTEGER),
      limit: (value, at) => readWholeNumber(value, at, 1, MAX_PAGE_ROWS),
    },
    path,
  );
}

export const parseListPuzzlesInput: InputParser<ListPuzzlesInput> = parseWith((raw) => {
  if (raw === undefined || raw === null) return {};
  const fields = readObject(raw, 'input', ['filter', 'page']);
  return readFields<ListPuzzlesInput>(fields, { filter: readLibraryFilter, page: readPage }, 'input');
});

export const parsePuzzleId: InputParser<number> = parseWith((raw) => readWholeNumber(raw, 'the puzzle id', 1, Number.MAX_SAFE_INTEGER));

export const parseJobId: InputParser<number> = parseWith((raw) => readWholeNumber(raw, 'the job id', 1, Number.MAX_SAFE_INTEGER));

function readFormat(raw: unknown, path: string): ImportTextFormat {
  if (typeof raw === 'string' && (IMPORT_TEXT_FORMATS as readonly string[]).includes(raw)) return raw as ImportTextFormat;
  throw new InputError(
    `expects ${path} as one of ${IMPORT_TEXT_FORMATS.join(', ')}, but got ${typeof raw === 'string' ? `'${raw.slice(0, 40)}'` : describeValue(raw)}.`,
  );
}

/** Most columns a column map names (far above any real list). */
const MAX_COLUMNS = 100;

/** A role per column, each as `patti db import --columns` takes it, with exactly one puzzle column. */
function readColumns(raw: unknown, path: string): string[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_COLUMNS) {
    throw new InputError(`expects ${path} as a list of 1 to ${MAX_COLUMNS} column roles, but got ${describeValue(raw)}.`);
  }
  const roles = raw.map((item, index) => {
    const role = typeof item === 'string' ? readColumnRole(item) : undefined;
    if (!role?.ok)
      throw new InputError(
        `expects ${path}[${index}] as a column role (${COLUMN_ROLE_WORDS}), ` +
          `but got ${typeof item === 'string' ? `'${item.slice(0, 40)}'` : describeValue(item)}.`,
      );
    return role.value;
  });
  const checked = checkColumnRoles(roles);
  if (!checked.ok) throw new InputError(`expects ${path} with ${checked.error.message}.`);
  return roles.map(writeColumnRole);
}

function readImportText(raw: unknown, path: string): string {
  if (typeof raw !== 'string') throw new InputError(`expects ${path} as a string, but got ${describeValue(raw)}.`);
  if (raw.length > MAX_IMPORT_TEXT) {
    throw new InputError(
      `expects ${path} of at most ${MAX_IMPORT_TEXT} characters, but got ${raw.length}: import bigger files with \`patti db import\`.`,
    );
  }
  if (raw.trim() === '') throw new InputError(`expects ${path} with at least one puzzle, but it is empty.`);
  return raw;
}

export const parseImportTextInput: InputParser<ImportTextInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['text', 'source', 'level', 'format', 'columns']);
  const input = readFields<ImportTextInput>(
    fields,
    { text: readImportText, source: readName, level: readName, format: readFormat, columns: readColumns },
    'input',
  );
  return withRequired<ImportTextInput>(input, {
    text: 'expects input.text, the puzzles to import.',
    source: 'expects input.source, the name of the source the puzzles come from.',
  });
});

/** Longest file path `importFile` takes (far above any real path). */
const MAX_PATH = 4096;

/** A ticket or upload id: a short token of letters, digits, '-' and '_' (the caller makes tickets, e.g. a UUID). */
function readToken(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(raw)) {
    throw new InputError(
      `expects ${path} as 1 to 64 letters, digits, '-' or '_', but got ${typeof raw === 'string' ? `'${raw.slice(0, 40)}'` : describeValue(raw)}.`,
    );
  }
  return raw;
}

function readFileRef(raw: unknown, path: string): ImportFileRef {
  const fields = readObject(raw, path, ['path', 'upload']);
  if ((fields.path === undefined) === (fields.upload === undefined))
    throw new InputError(`expects ${path} with either a path or an upload id.`);
  if (fields.upload !== undefined) return { upload: readToken(fields.upload, `${path}.upload`) };
  if (typeof fields.path !== 'string' || fields.path.trim() === '')
    throw new InputError(`expects ${path}.path as a file path, but got ${describeValue(fields.path)}.`);
  if (fields.path.length > MAX_PATH || fields.path.includes('\0'))
    throw new InputError(`expects ${path}.path as a file path of at most ${MAX_PATH} characters.`);
  return { path: fields.path };
}

export const parseImportFileInput: InputParser<ImportFileInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['file', 'ticket', 'source', 'level', 'format', 'columns']);
  const input = readFields<ImportFileInput>(
    fields,
    { file: readFileRef, ticket: readToken, source: readName, level: readName, format: readFormat, columns: readColumns },
    'input',
  );
  return withRequired<ImportFileInput>(input, {
    file: 'expects input.file, the path or upload to import.',
    ticket: 'expects input.ticket, the name progress events and cancelImport use for this import.',
    source: 'expects input.source, the name of the source the puzzles come from.',
  });
});

export const parseImportTicket: InputParser<string> = parseWith((raw) => readToken(raw, 'the import ticket'));

function readRaterIds(raw: unknown, path: string): string[] {
  if (!Array.isArray(raw)) throw new InputError(`expects ${path} as a list of rater ids, but got ${describeValue(raw)}.`);
  if (raw.length === 0) throw new InputError(`expects at least one rater in ${path}.`);
  if (raw.length > MAX_RATERS) throw new InputError(`expects at most ${MAX_RATERS} raters in ${path}, but got ${raw.length}.`);
  return [...new Set(raw.map((item, index) => readName(item, `${path}[${index}]`)))];
}

export const parseStartRateJobInput: InputParser<StartRateJobInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['filter', 'raters', 'runs', 'seed']);
  const input = readFields<StartRateJobInput>(
    fields,
    {
      filter: readLibraryFilter,
      raters: readRaterIds,
      runs: (value, at) => readWholeNumber(value, at, 1, 10_000),
      seed: (value, at) => readWholeNumber(value, at, 0, 2 ** 32 - 1),
    },
    'input',
  );
  return withRequired<StartRateJobInput>(input, { raters: 'expects input.raters, the ids of the raters to run.' });
});
