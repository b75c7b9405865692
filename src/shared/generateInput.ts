/**
 * Input parsers of the generate methods. The targets' own syntax is checked by the generator's
 * parser in the service (so its message, with the list of valid targets, reaches the page);
 * here only their shape.
 */
import { isSymmetryName, SYMMETRY_NAMES, type Symmetry } from '../core/generate/symmetry';
import { readCurationName } from './curationInput';
import { MAX_GENERATE_BUDGET_S, MAX_GENERATE_COUNT, MAX_GENERATE_TARGETS, type StartGenerateJobInput } from './generateTypes';
import { InputError, parseWith, readBoolean, readFields, readName, readObject, readWholeNumber } from './inputReaders';
import { describeValue, type InputParser } from './validate';

function readTargetTexts(raw: unknown, path: string): string[] {
  if (!Array.isArray(raw)) throw new InputError(`expects ${path} as a list of targets, but got ${describeValue(raw)}.`);
  if (raw.length === 0) throw new InputError(`expects at least one target in ${path} (e.g. universal:easy).`);
  if (raw.length > MAX_GENERATE_TARGETS) throw new InputError(`expects at most ${MAX_GENERATE_TARGETS} targets in ${path}, but got ${raw.length}.`);
  return raw.map((item, index) => readName(item, `${path}[${index}]`));
}

function readSymmetry(raw: unknown, path: string): Symmetry {
  if (typeof raw !== 'string' || !isSymmetryName(raw)) throw new InputError(`expects ${path} as one of ${SYMMETRY_NAMES.join(', ')}, but got ${describeValue(raw)}.`);
  return raw;
}

export const parseTargetTexts: InputParser<string[]> = parseWith((raw) => readTargetTexts(raw, 'the targets'));

export const parseStartGenerateJobInput: InputParser<StartGenerateJobInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['targets', 'count', 'symmetry', 'minimal', 'seed', 'budgetS', 'collection']);
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
    },
    'input',
  );
  if (input.targets === undefined) throw new InputError('expects input.targets, the targets the puzzles must meet.');
  if (input.count === undefined) throw new InputError('expects input.count, how many puzzles to make.');
  return input as StartGenerateJobInput;
});
