/**
 * Input parser of the print methods: the selection (ids or a library filter) and the options,
 * checked field by field; the options then go through core's makePrintOptions, whose message
 * names what is wrong (a margin too wide, an unknown paper).
 */
import { makePrintOptions, type PencilMarkRule, type PrintOptions } from '../core/print/printOptions';
import { UNIVERSAL_CATEGORIES, type UniversalCategory } from '../core/rate/universal';
import { InputError, parseWith, readBoolean, readFields, readName, readNumber, readObject, readWholeNumber } from './inputReaders';
import { readLibraryFilter } from './libraryInput';
import { MAX_PRINT_PUZZLES, type PrintSelection, type PrintSetInput } from './printTypes';
import { describeValue } from './validate';

function readIds(raw: unknown, path: string): number[] {
  if (!Array.isArray(raw)) throw new InputError(`expects ${path} as a list of puzzle ids, but got ${describeValue(raw)}.`);
  if (raw.length > MAX_PRINT_PUZZLES)
    throw new InputError(`expects at most ${MAX_PRINT_PUZZLES} puzzles in ${path}, but got ${raw.length}.`);
  return raw.map((id, index) => readWholeNumber(id, `${path}[${index}]`, 1, Number.MAX_SAFE_INTEGER));
}

function readCategory(raw: unknown, path: string): UniversalCategory {
  if (typeof raw === 'string' && (UNIVERSAL_CATEGORIES as readonly string[]).includes(raw)) return raw as UniversalCategory;
  throw new InputError(
    `expects ${path} as one of ${UNIVERSAL_CATEGORIES.join(', ')}, but got ${typeof raw === 'string' ? `'${raw.slice(0, 40)}'` : describeValue(raw)}.`,
  );
}

function readSelection(raw: unknown, path: string): PrintSelection {
  const fields = readObject(raw, path, ['ids', 'source', 'filter', 'category', 'scale']);
  if ((fields.ids === undefined) === (fields.filter === undefined)) throw new InputError(`expects ${path} with either ids or a filter.`);
  if (fields.ids !== undefined) {
    if (fields.category !== undefined || fields.scale !== undefined)
      throw new InputError(`expects ${path} with ids alone: a category narrows a filter.`);
    return {
      ids: readIds(fields.ids, `${path}.ids`),
      ...(fields.source !== undefined ? { source: readName(fields.source, `${path}.source`) } : {}),
    };
  }
  if (fields.source !== undefined) throw new InputError(`expects ${path}.source with ids only: a filter names its source itself.`);
  return {
    filter: readLibraryFilter(fields.filter, `${path}.filter`),
    ...(fields.category !== undefined ? { category: readCategory(fields.category, `${path}.category`) } : {}),
    ...(fields.scale !== undefined ? { scale: readName(fields.scale, `${path}.scale`) } : {}),
  };
}

function readString(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || raw.length > 200)
    throw new InputError(`expects ${path} as a text of at most 200 characters, but got ${describeValue(raw)}.`);
  return raw;
}

function readLabel(raw: unknown, path: string): string[] {
  if (!Array.isArray(raw) || raw.length > 12)
    throw new InputError(`expects ${path} as a list of at most 12 fields, but got ${describeValue(raw)}.`);
  return raw.map((field, index) => readName(field, `${path}[${index}]`));
}

function readPencilMarks(raw: unknown, path: string): PencilMarkRule {
  const rule = readFields<{ rating?: string; min?: number }>(
    readObject(raw, path, ['rating', 'min']),
    { rating: readName, min: readNumber },
    path,
  );
  if (rule.rating === undefined || rule.min === undefined) throw new InputError(`expects ${path} with a rating and a min.`);
  return { rating: rule.rating, min: rule.min };
}

const OPTION_READERS: { [K in keyof PrintOptions]-?: (raw: unknown, path: string) => PrintOptions[K] } = {
  paper: (raw, path) => readName(raw, path) as PrintOptions['paper'],
  landscape: readBoolean,
  perPage: (raw, path) => readWholeNumber(raw, path, 1, 6) as PrintOptions['perPage'],
  margin: readNumber,
  label: readLabel,
  title: readString,
  cover: readBoolean,
  subtitle: readString,
  date: readString,
  answers: (raw, path) => readName(raw, path) as PrintOptions['answers'],
  answersPerPage: (raw, path) => readWholeNumber(raw, path, 1, 30),
  sortBy: readName,
  booklet: readBoolean,
  hint: readBoolean,
  largePrint: readBoolean,
  pencilMarks: readPencilMarks,
};

export const parsePrintSetInput = parseWith((raw): PrintSetInput => {
  const fields = readObject(raw, 'input', ['selection', 'options']);
  if (fields.selection === undefined) throw new InputError('expects input.selection, the puzzles to print.');
  const selection = readSelection(fields.selection, 'input.selection');
  const partial =
    fields.options === undefined
      ? {}
      : readFields<Partial<PrintOptions>>(
          readObject(fields.options, 'input.options', Object.keys(OPTION_READERS)),
          OPTION_READERS,
          'input.options',
        );
  const checked = makePrintOptions(partial);
  if (!checked.ok) throw new InputError(`expects input.options that can be printed: ${checked.error.message}.`);
  return { selection, options: partial };
});
