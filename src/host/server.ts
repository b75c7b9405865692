/**
 * The web host: the app API over HTTP on 127.0.0.1, serving the built renderer, for browsers
 * (where Electron cannot start) and for the end-to-end tests. Only this machine can connect,
 * and every API call must carry the per-run token, so neither other users' processes that
 * guess the port nor web pages open in the same browser can reach the library.
 *
 * - `POST /api/<method>` with the JSON input as body and the token in the `x-patti-token`
 *   header; the answer is the method's Reply as JSON.
 * - `GET /api/events?token=…` is a server-sent event stream of AppEvents (EventSource cannot
 *   send headers, hence the query parameter).
 * - `/api/uploads…` receives a file for import in chunks (see uploadRoutes.ts), with the token header.
 * - Anything else is a file of the built renderer (out/renderer).
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fail } from '../core/result';
import {
  HTTP_API_PREFIX,
  HTTP_EVENTS_PATH,
  HTTP_UPLOADS_PATH,
  TOKEN_HEADER,
  TOKEN_QUERY,
  type ApiErrorKind,
  type AppService,
  type Reply,
} from '../shared/api';
import { dispatchCall } from '../shared/dispatch';
import type { AppEventHub } from '../main/services/app/appEvents';
import type { UploadStore } from '../main/services/library/import/uploads';
import { readBodyBytes } from './body';
import { serveStatic } from './static';
import { handleUpload } from './uploadRoutes';

const HOST_ADDRESS = '127.0.0.1';
/** Biggest request body accepted: API inputs are puzzle texts (importText takes up to 200,000 characters) and small option objects. */
const MAX_BODY_BYTES = 512 * 1024;
const HEARTBEAT_MS = 25_000;

export interface WebHostOptions {
  readonly service: AppService;
  readonly events: AppEventHub;
  /** Folder of the built renderer (index.html and assets/). */
  readonly rendererDir: string;
  readonly token: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** Where uploaded files are received for `importFile`; without it uploads are refused. */
  readonly uploads?: UploadStore;
}

export interface WebHost {
  /** http://127.0.0.1:PORT/ */
  readonly origin: string;
  /** The address to open: the origin with the token, which the renderer keeps and sends on every call. */
  readonly launchUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

const STATUS_OF: Record<ApiErrorKind, number> = {
  ERR_INPUT: 400,
  ERR_TOKEN: 401,
  ERR_FORBIDDEN: 403,
  ERR_UNKNOWN_METHOD: 404,
  ERR_SERVICE: 500,
  ERR_TRANSPORT: 502,
};

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  if (options.token.length < 16) throw new Error('The web host token must be at least 16 characters.');
  const streams = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendReply(response, fail('ERR_SERVICE', `The web host failed: ${String(error)}`));
      else response.destroy();
    });
  });
  let port = 0;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A page on another site that resolves its own name to 127.0.0.1 (DNS rebinding) sends its own Host.
    const host = request.headers.host ?? '';
    if (host !== `${HOST_ADDRESS}:${port}` && host !== `localhost:${port}`) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`Unexpected Host header '${host}'.\n`);
      return;
    }
    const url = new URL(request.url ?? '/', `http://${host}`);
    if (url.pathname === HTTP_EVENTS_PATH) return streamEvents(request, response, url);
    if (url.pathname === HTTP_UPLOADS_PATH || url.pathname.startsWith(HTTP_UPLOADS_PATH + '/')) {
      if (!hasToken(request.headers[TOKEN_HEADER])) return sendReply(response, tokenFailure());
      if (!options.uploads) return sendReply(response, fail('ERR_INPUT', 'This app takes files by path, not as uploads.'), 404);
      const reply = await handleUpload(options.uploads, request, url);
      return sendReply(response, reply.reply, reply.status);
    }
    if (url.pathname.startsWith(HTTP_API_PREFIX)) return callMethod(request, response, url.pathname.slice(HTTP_API_PREFIX.length));
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    await serveStatic(options.rendererDir, url.pathname, request.method === 'HEAD', response);
  }

  async function callMethod(request: IncomingMessage, response: ServerResponse, name: string): Promise<void> {
    if (!hasToken(request.headers[TOKEN_HEADER])) return sendReply(response, tokenFailure());
    if (request.method !== 'POST') {
      return sendReply(response, fail('ERR_INPUT', `Call API methods with POST, not ${request.method ?? 'no method'}.`), 405);
    }
    const body = await readBody(request);
    if (!body.ok) return sendReply(response, body);
    let input: unknown = undefined;
    if (body.value.trim() !== '') {
      try {
        input = JSON.parse(body.value);
      } catch (error) {
        return sendReply(response, fail('ERR_INPUT', `The request body is not JSON: ${(error as Error).message}`));
      }
    }
    let method: string;
    try {
      method = decodeURIComponent(name);
    } catch {
      return sendReply(response, fail('ERR_UNKNOWN_METHOD', `'${name}' is not a method name.`));
    }
    sendReply(response, await dispatchCall(options.service, method, input));
  }

  function streamEvents(request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (!hasToken(url.searchParams.get(TOKEN_QUERY) ?? request.headers[TOKEN_HEADER])) return sendReply(response, tokenFailure());
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    response.write(': connected\n\n');
    streams.add(response);
    const unsubscribe = options.events.subscribe((event) => {
      response.write(`data: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    request.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(response);
    });
  }

  function hasToken(given: string | string[] | null | undefined): boolean {
    if (typeof given !== 'string') return false;
    const expected = Buffer.from(options.token);
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST_ADDRESS, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://${HOST_ADDRESS}:${port}/`;
  return {
    origin,
    launchUrl: `${origin}?${TOKEN_QUERY}=${encodeURIComponent(options.token)}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const stream of streams) stream.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function tokenFailure(): Reply<never> {
  return fail('ERR_TOKEN', `Missing or wrong token: open the address the web host printed (it ends in ?${TOKEN_QUERY}=…).`);
}

function sendReply(response: ServerResponse, reply: Reply<unknown>, status?: number): void {
  const code = status ?? (reply.ok ? 200 : STATUS_OF[reply.error.kind]);
  response.writeHead(code, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(reply));
}

async function readBody(request: IncomingMessage): Promise<Reply<string>> {
  const body = await readBodyBytes(request, MAX_BODY_BYTES);
  return body.ok ? { ok: true, value: body.value.toString('utf8') } : body;
}
