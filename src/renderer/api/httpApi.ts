/**
 * The app API over HTTP, for the renderer running in a browser against the web host: the same
 * AppApi as `window.api` in Electron, built from the same declaration.
 */
import { HTTP_API_PREFIX, HTTP_EVENTS_PATH, TOKEN_HEADER, TOKEN_QUERY, type AppApi, type AppEvent, type Reply } from '../../shared/api';
import { makeApiMethods } from '../../shared/client';

export interface HttpApiOptions {
  /** The web host's origin with a trailing slash, e.g. `http://127.0.0.1:5173/`. */
  readonly origin: string;
  readonly token: string | null;
  readonly fetch?: typeof fetch;
  readonly EventSource?: typeof EventSource;
}

export function createHttpApi(options: HttpApiOptions): AppApi {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const methods = makeApiMethods(async (name, input): Promise<Reply<unknown>> => {
    try {
      const response = await send(new URL(HTTP_API_PREFIX + name, options.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: options.token ?? '' },
        body: input === undefined ? '' : JSON.stringify(input),
      });
      const text = await response.text();
      try {
        return JSON.parse(text) as Reply<unknown>;
      } catch {
        return transportFailure(`${name}: the web host answered ${response.status} with something that is not JSON.`);
      }
    } catch (error) {
      return transportFailure(`${name} did not reach the web host (is \`npm run web\` still running?): ${String(error)}`);
    }
  });
  return {
    ...methods,
    onEvent(listener) {
      const Source = options.EventSource ?? globalThis.EventSource;
      const url = new URL(HTTP_EVENTS_PATH, options.origin);
      url.searchParams.set(TOKEN_QUERY, options.token ?? '');
      const source = new Source(url);
      source.onmessage = (message: MessageEvent<string>) => listener(JSON.parse(message.data) as AppEvent);
      return () => source.close();
    },
  };
}

function transportFailure(message: string): Reply<never> {
  return { ok: false, error: { kind: 'ERR_TRANSPORT', message } };
}
