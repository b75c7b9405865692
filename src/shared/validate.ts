/**
 * Input checks for the app API boundary. Everything that crosses from the renderer (over IPC or
 * HTTP) is `unknown` until one of these parsers has looked at it; a parser returns a Result whose
 * message names what is wrong, so the caller sees "expected a string, got a number" rather than a
 * crash deep in a service.
 */
import { fail, ok, type Result } from '../core/result';

/** Turns an untrusted value into a method's typed input, or says why it cannot. */
export type InputParser<T> = (raw: unknown) => Result<T, 'ERR_INPUT'>;

/** A short description of a value's shape for error messages: "a number", "an array", "null". */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

/** For methods that take nothing: accepts only a missing input (undefined or null). */
export const parseNoInput: InputParser<void> = (raw) =>
  raw === undefined || raw === null ? ok(undefined) : fail('ERR_INPUT', `takes no input, but got ${describeValue(raw)}.`);

/** A text input of at most `maxLength` characters, described as `what` in error messages. */
export function textInputParser(what: string, maxLength: number): InputParser<string> {
  return (raw) => {
    if (typeof raw !== 'string') return fail('ERR_INPUT', `expects ${what} as a string, but got ${describeValue(raw)}.`);
    if (raw.length > maxLength) {
      return fail('ERR_INPUT', `expects ${what} of at most ${maxLength} characters, but got ${raw.length}.`);
    }
    return ok(raw);
  };
}
