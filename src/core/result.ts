/**
 * Input that can be wrong returns a Result instead of throwing. The error kind is a
 * string code (`'ERR_LENGTH'`, …) so callers can branch on it and tests can assert it;
 * `message` is the sentence a person reads.
 */
export type Result<T, K extends string = string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Failure<K> };

export interface Failure<K extends string = string> {
  readonly kind: K;
  readonly message: string;
}

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<K extends string>(kind: K, message: string): { ok: false; error: Failure<K> } {
  return { ok: false, error: { kind, message } };
}
