/**
 * The app API over HTTP, for the renderer running in a browser against the web host: the same
 * AppApi as `window.api` in Electron, built from the same declaration.
 */
import {
  HTTP_API_PREFIX,
  HTTP_EVENTS_PATH,
  HTTP_UPLOADS_PATH,
  TOKEN_HEADER,
  TOKEN_QUERY,
  UPLOAD_CHUNK_BYTES,
  type AppApi,
  type AppEvent,
  type Reply,
  type SendFileProgress,
} from '../../shared/api';
import type { ImportFileRef } from '../../shared/libraryTypes';
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
  /** One request of the upload protocol, answered with a Reply (never throws). */
  async function uploadRequest<T>(url: URL, init: RequestInit, what: string): Promise<Reply<T>> {
    try {
      const response = await send(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), [TOKEN_HEADER]: options.token ?? '' },
      });
      const text = await response.text();
      try {
        return JSON.parse(text) as Reply<T>;
      } catch {
        return transportFailure(`${what}: the web host answered ${response.status} with something that is not JSON.`);
      }
    } catch (error) {
      if (init.signal?.aborted) return { ok: false, error: { kind: 'ERR_INPUT', message: 'The upload was cancelled.' } };
      return transportFailure(`${what} did not reach the web host (is \`npm run web\` still running?): ${String(error)}`);
    }
  }

  /** Uploads a file in chunks of UPLOAD_CHUNK_BYTES, one after another; on failure or cancel the host discards it. */
  async function sendFile(file: File, onProgress?: SendFileProgress, signal?: AbortSignal): Promise<Reply<ImportFileRef>> {
    if (file.size === 0) return { ok: false, error: { kind: 'ERR_INPUT', message: `${file.name} is empty.` } };
    const uploads = new URL(HTTP_UPLOADS_PATH, options.origin);
    const opened = await uploadRequest<{ id: string }>(
      uploads,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: file.name, size: file.size }),
        ...(signal ? { signal } : {}),
      },
      `Uploading ${file.name}`,
    );
    if (!opened.ok) return opened;
    const session = new URL(`${HTTP_UPLOADS_PATH}/${encodeURIComponent(opened.value.id)}`, options.origin);
    const discard = (): void => void uploadRequest(session, { method: 'DELETE' }, 'Discarding the upload');
    onProgress?.(0, file.size);
    for (let offset = 0; offset < file.size; offset += UPLOAD_CHUNK_BYTES) {
      if (signal?.aborted) {
        discard();
        return { ok: false, error: { kind: 'ERR_INPUT', message: 'The upload was cancelled.' } };
      }
      const chunk = await file.slice(offset, offset + UPLOAD_CHUNK_BYTES).arrayBuffer();
      const url = new URL(session);
      url.searchParams.set('offset', String(offset));
      const sent = await uploadRequest<{ received: number }>(
        url,
        { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: chunk, ...(signal ? { signal } : {}) },
        `Uploading ${file.name}`,
      );
      if (!sent.ok) {
        discard();
        return sent;
      }
      onProgress?.(sent.value.received, file.size);
    }
    return { ok: true, value: { upload: opened.value.id } };
  }

  return {
    ...methods,
    sendFile,
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
