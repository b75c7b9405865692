/**
 * Input parsers of the generate methods. The targets' own syntax is checked by the generator's
 * parser in the service (so its message, with the list of valid targets, reaches the page);
 * here only their shape.
 */
import { isSymmetryName, SYMMETRY_NAMES, type Symmetry } from '../core/generate/symmetry';
import { readCurationName } from './curationInput';
import {
  MAX_BOOK_SECTIONS,
  MAX_GENERATE_BUDGET_S,
  MAX_GENERATE_COUNT,
  MAX_GENERATE_TARGETS,
  type BookSectionInput,
  type StartGenerateJobInput,
} from './generateTypes';
import { InputError, parseWith, readBoolean, readFields, readName, readObject, readWholeNumber } from './inputReaders';
import { describeValue, type InputParser } from './validate';

function readTargetTexts(raw: unknown, path: string): string[] {
  if (!Array.isArray(raw)) throw new InputError(`expects ${path} as a list of targets, but got ${describeValue(raw)}.`);
  if (raw.length === 0) throw new InputError(`expects at least one target in ${path} (e.g. universal:easy).`);
  if (raw.length > MAX_GENERATE_TARGETS)
    throw new InputError(`expects at most ${MAX_GENERATE_TARGETS} targets in ${path}, but got ${raw.length}.`);
  return raw.map((item, index) => readName(item, `${path}[${index}]`));
}

function readSymmetry(raw: unknown, path: string): Symmetry {
  if (typeof raw !== 'string' || !isSymmetryName(raw))
    throw new InputError(`expects ${path} as one of ${SYMMETRY_NAMES.join(', ')}, but got ${describeValue(raw)}.`);
  return raw;
}

function readText(raw: unknown, path: string): string {
  if (typeof raw !== 'string') throw new InputError(`expects ${path} as a string, but got ${describeValue(raw)}.`);
  if (raw.length > 200) throw new InputError(`expects ${path} of at most 200 characters, but got ${raw.length}.`);
  return raw;
}

/** A book's sections: their shape only; names, targets and counts are checked by the service, whose messages reach the page. */
function readBookSections(raw: unknown, path: string): BookSectionInput[] {
  if (!Array.isArray(raw)) throw new InputError(`expects ${path} as a list of sections, but got ${describeValue(raw)}.`);
  if (raw.length > MAX_BOOK_SECTIONS)
    throw new InputError(`expects at most ${MAX_BOOK_SECTIONS} sections in ${path}, but got ${raw.length}.`);
  return raw.map((item, index) => {
    const at = `${path}[${index}]`;
    const fields = readObject(item, at, ['name', 'target', 'count']);
    return {
      name: readText(fields.name, `${at}.name`),
      target: readText(fields.target, `${at}.target`),
      count: readWholeNumber(fields.count, `${at}.count`, 0, MAX_GENERATE_COUNT),
    };
  });
}

export const parseTargetTexts: InputParser<string[]> = parseWith((raw) => readTargetTexts(raw, 'the targets'));

export const parseStartGenerateJobInput: InputParser<StartGenerateJobInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', [
    'targets',
    'count',
    'sections',
    'title',
    'symmetry',
    'minimal',
    'seed',
    'budgetS',
    'collection',
  ]);
  const input = readFields<Partial<StartGenerateJobInput>>(
    fields,
    {
      targets: readTargetTexts,
      count: (value, at) => readWholeNumber(value, at, 1, MAX_GENERATE_COUNT),
      symmetry: readSymmetry,
      minimal: readBoolean,
      seed: (value, at) => readWholeNumber(value, at, 0, 2 ** 32 - 1),
      budgetS: (value, at) => readWholeNumber(value, at, 1, MAX_GENERATE_BUDGET_S),
      collection: readCurationName,
      sections: readBookSections,
      title: readText,
    },
    'input',
  );
  if (input.sections !== undefined) {
    if (input.targets !== undefined || input.count !== undefined)
      throw new InputError('expects either input.sections (a book) or input.targets and input.count, not both.');
    return input as StartGenerateJobInput;
  }
  if (input.targets === undefined) throw new InputError('expects input.targets, the targets the puzzles must meet.');
  if (input.count === undefined) throw new InputError('expects input.count, how many puzzles to make.');
  return input as StartGenerateJobInput;
});
