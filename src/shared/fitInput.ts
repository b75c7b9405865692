/** Input parser of the `fitRating` method. */
import type { FitRatingInput } from './fitTypes';
import { InputError, parseWith, readBoolean, readName, readObject, readWholeNumber } from './inputReaders';
import type { InputParser } from './validate';

export const parseFitRatingInput: InputParser<FitRatingInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['source', 'from', 'folds', 'seed', 'freeOrder', 'save']);
  if (fields.source === undefined) throw new InputError('expects input.source, the source whose levels to fit.');
  if (fields.from === undefined) throw new InputError('expects input.from, the starting set (a preset or custom:NAME).');
  return {
    source: readName(fields.source, 'input.source'),
    from: readName(fields.from, 'input.from'),
    ...(fields.folds !== undefined ? { folds: readWholeNumber(fields.folds, 'input.folds', 2, 100) } : {}),
    ...(fields.seed !== undefined ? { seed: readWholeNumber(fields.seed, 'input.seed', 0, 2 ** 32 - 1) } : {}),
    ...(fields.freeOrder !== undefined ? { freeOrder: readBoolean(fields.freeOrder, 'input.freeOrder') } : {}),
    ...(fields.save !== undefined ? { save: readName(fields.save, 'input.save') } : {}),
  };
});
