/**
 * Readers for untrusted API input: each checks one value and names what is wrong by its path
 * ("input.page.limit must be a whole number from 1 to 500"). A method's parser is built with
 * `parseWith` from these readers, which throw {@link InputError}; the parser turns that into a
 * Result, so a bad call answers ERR_INPUT with the message instead of failing deep in a service.
 */
import { fail, ok } from '../core/result';
import { describeValue, type InputParser } from './validate';

/** Longest name (source, level, tag, rater…) accepted. */
const MAX_NAME = 200;

export class InputError extends Error {}

export type Fields = Record<string, unknown>;

export function parseWith<T>(read: (raw: unknown) => T): InputParser<T> {
  return (raw) => {
    try {
      return ok(read(raw));
    } catch (error) {
      if (error instanceof InputError) return fail('ERR_INPUT', error.message);
      throw error;
    }
  };
}

export function readObject(raw: unknown, path: string, allowed: readonly string[]): Fields {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new InputError(`expects ${path} as an object, but got ${describeValue(raw)}.`);
  const unknown = Object.keys(raw).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new InputError(`does not know ${path}.${unknown[0]} (known: ${allowed.join(', ')}).`);
  return raw as Fields;
}

export function readName(raw: unknown, path: string): string {
  if (typeof raw !== 'string') throw new InputError(`expects ${path} as a string, but got ${describeValue(raw)}.`);
  if (raw.trim() === '') throw new InputError(`expects ${path} to be a name, but it is empty.`);
  if (raw.length > MAX_NAME) throw new InputError(`expects ${path} of at most ${MAX_NAME} characters, but got ${raw.length}.`);
  return raw;
}

export function readNumber(raw: unknown, path: string): number {
  if (typeof raw !== 'number' || !Number.isFinite(raw))
    throw new InputError(`expects ${path} as a finite number, but got ${describeValue(raw)}.`);
  return raw;
}

export function readWholeNumber(raw: unknown, path: string, min: number, max: number): number {
  const value = readNumber(raw, path);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new InputError(`expects ${path} as a whole number from ${min} to ${max}, but got ${value}.`);
  return value;
}

export function readBoolean(raw: unknown, path: string): boolean {
  if (typeof raw !== 'boolean') throw new InputError(`expects ${path} as true or false, but got ${describeValue(raw)}.`);
  return raw;
}

/** Copies the fields that are present, each read by its reader; absent (undefined) fields stay absent. */
export function readFields<T>(
  fields: Fields,
  readers: { [K in keyof T]-?: (raw: unknown, path: string) => T[K] },
  path: string,
): Partial<T> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(readers) as (keyof T & string)[]) {
    if (fields[key] !== undefined) result[key] = readers[key](fields[key], `${path}.${key}`);
  }
  return result as Partial<T>;
}

/** The keys of T that may not be left out. */
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/**
 * The fields read, once every field T requires is there; else an InputError with the first missing
 * field's message. Each required field needs a message, so the compiler sees that none goes unchecked.
 */
export function withRequired<T>(input: Partial<T>, messages: { [K in RequiredKeys<T>]: string }): T {
  for (const [key, message] of Object.entries(messages) as [keyof T, string][]) {
    if (input[key] === undefined) throw new InputError(message);
  }
  return input as T;
}

/**
 * An object of the readers' fields only, each read by its reader, once every field T requires is
 * there: {@link readObject}, {@link readFields} and {@link withRequired} in one, with the known
 * fields named in the readers' order.
 */
export function readRecord<T>(
  raw: unknown,
  path: string,
  readers: { [K in keyof T]-?: (raw: unknown, path: string) => T[K] },
  messages: { [K in RequiredKeys<T>]: string },
): T {
  return withRequired<T>(readFields<T>(readObject(raw, path, Object.keys(readers)), readers, path), messages);
}
