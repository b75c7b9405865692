/** Input checks of the custom-set API methods: a set is checked in full by readCustomSet. */
import { fail, ok } from '../core/result';
import { checkCustomSetName, readCustomSet } from '../core/rate/customSet';
import type { PreviewCustomSetInput, SaveCustomSetInput } from './customSetTypes';
import { describeValue, type InputParser } from './validate';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export const parseCustomSetName: InputParser<string> = (raw) => {
  if (typeof raw !== 'string') return fail('ERR_INPUT', `expects a set name as a string, but got ${describeValue(raw)}.`);
  const problem = checkCustomSetName(raw);
  return problem ? fail('ERR_INPUT', problem) : ok(raw);
};

const readSet = (raw: unknown) => {
  const read = readCustomSet(raw);
  return read.ok ? read : fail('ERR_INPUT' as const, read.error.message);
};

export const parseSaveCustomSetInput: InputParser<SaveCustomSetInput> = (raw) => {
  if (!isRecord(raw)) return fail('ERR_INPUT', `expects {set, replace}, but got ${describeValue(raw)}.`);
  if (typeof raw.replace !== 'boolean') return fail('ERR_INPUT', 'expects replace as true or false.');
  const set = readSet(raw.set);
  return set.ok ? ok({ set: set.value, replace: raw.replace }) : set;
};

const nameOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;

export const parsePreviewCustomSetInput: InputParser<PreviewCustomSetInput> = (raw) => {
  if (!isRecord(raw)) return fail('ERR_INPUT', `expects {set, sample, against}, but got ${describeValue(raw)}.`);
  const set = readSet(raw.set);
  if (!set.ok) return set;
  const against = nameOf(raw.against);
  if (against === undefined) return fail('ERR_INPUT', 'expects against: the name of a source with levels.');
  const sample = raw.sample;
  if (isRecord(sample) && nameOf(sample.source) !== undefined)
    return ok({ set: set.value, sample: { source: sample.source as string }, against });
  if (isRecord(sample) && nameOf(sample.collection) !== undefined)
    return ok({ set: set.value, sample: { collection: sample.collection as string }, against });
  return fail('ERR_INPUT', 'expects sample as {source: NAME} or {collection: NAME}.');
};
