/**
 * The server side of the API boundary, shared by the Electron main process and the web host:
 * look the method up, check its input, call the service, and answer with a Reply. Nothing a
 * caller sends can make this throw; a service that throws becomes an ERR_SERVICE reply.
 */
import { fail, ok } from '../core/result';
import { API_METHOD_NAMES, API_METHODS, isApiMethodName, type AppService, type Reply } from './api';

export async function dispatchCall(service: AppService, name: string, rawInput: unknown): Promise<Reply<unknown>> {
  if (!isApiMethodName(name)) {
    return fail('ERR_UNKNOWN_METHOD', `The app API has no method '${name}'; it has ${API_METHOD_NAMES.join(', ')}.`);
  }
  const input = API_METHODS[name].parseInput(rawInput);
  if (!input.ok) return fail('ERR_INPUT', `${name} ${input.error.message}`);
  const handler = service[name] as (input: unknown) => unknown;
  try {
    return ok(await handler(input.value));
  } catch (error) {
    return fail('ERR_SERVICE', `${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
