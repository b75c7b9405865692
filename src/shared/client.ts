/**
 * The caller side of the API boundary: builds the typed methods from the one declaration in
 * api.ts over any transport that can carry (method name, input) and bring back a Reply. The
 * preload script uses it with IPC, the renderer's browser client with HTTP.
 */
import { API_METHOD_NAMES, type ApiMethodName, type ApiMethods, type Reply } from './api';

/** Carries one call to wherever the API is served; resolves with the Reply (never rejects). */
export type ApiTransport = (name: ApiMethodName, input: unknown) => Promise<Reply<unknown>>;

export function makeApiMethods(transport: ApiTransport): ApiMethods {
  const methods: Record<string, (input: unknown) => Promise<Reply<unknown>>> = {};
  for (const name of API_METHOD_NAMES) methods[name] = (input) => transport(name, input);
  return methods as unknown as ApiMethods;
}
