import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppService } from '../main/services/app/appApi';
import { createAppEventHub } from '../main/services/app/appEvents';
import { API_METHOD_NAMES, TOKEN_HEADER } from '../shared/api';
import { startWebHost, type WebHost } from './server';

// Puzzle and solution from Wikipedia's "Sudoku" article (the solution is printed there too).
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

const TOKEN = 'test-token-0123456789abcdef';
const events = createAppEventHub();
let host: WebHost;
let rendererDir: string;

beforeAll(async () => {
  rendererDir = mkdtempSync(path.join(tmpdir(), 'patti-host-'));
  mkdirSync(path.join(rendererDir, 'assets'));
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Patti</title>');
  writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(rendererDir, 'assets', 'index-DewDSWT7.js'), 'console.log(2)');
  writeFileSync(path.join(path.dirname(rendererDir), 'patti-host-secret.txt'), 'secret');
  host = await startWebHost({ service: createAppService({ runtime: 'web', version: '9.9.9' }), events, rendererDir, token: TOKEN });
});

afterAll(async () => {
  await host.close();
  rmSync(rendererDir, { recursive: true, force: true });
  rmSync(path.join(path.dirname(rendererDir), 'patti-host-secret.txt'), { force: true });
});

function call(method: string, body: string | undefined, token: string | null = TOKEN, httpMethod = 'POST'): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers[TOKEN_HEADER] = token;
  return fetch(`${host.origin}api/${method}`, { method: httpMethod, headers, body });
}

describe('web host API', () => {
  it('listens on 127.0.0.1 only and prints a launch address carrying the token', () => {
    expect(host.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(host.launchUrl).toBe(`${host.origin}?token=${TOKEN}`);
  });

  it('solves a real puzzle', async () => {
    const response = await call('examinePuzzle', JSON.stringify(PUZZLE));
    expect(response.status).toBe(200);
    const reply = await response.json();
    expect(reply.ok).toBe(true);
    expect(reply.value.status).toBe('unique');
    expect(reply.value.solution).toBe(SOLUTION);
  });

  it('answers appInfo with the web runtime', async () => {
    const reply = await (await call('appInfo', undefined)).json();
    expect(reply).toMatchObject({ ok: true, value: { name: 'Patti', version: '9.9.9', runtime: 'web' } });
  });

  it('rejects calls without the token or with a wrong one', async () => {
    for (const token of [null, 'wrong', TOKEN.slice(0, -1) + 'X']) {
      const response = await call('appInfo', undefined, token);
      expect(response.status).toBe(401);
      expect((await response.json()).error.kind).toBe('ERR_TOKEN');
    }
  });

  it('names an unknown method', async () => {
    const response = await call('deleteEverything', undefined);
    expect(response.status).toBe(404);
    const reply = await response.json();
    expect(reply.error).toEqual({
      kind: 'ERR_UNKNOWN_METHOD',
      message: `The app API has no method 'deleteEverything'; it has ${API_METHOD_NAMES.join(', ')}.`,
    });
  });

  it('rejects bad input with a message naming the method and the problem', async () => {
    const wrongType = await call('examinePuzzle', JSON.stringify({ text: PUZZLE }));
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).error.message).toBe('examinePuzzle expects puzzle text as a string, but got an object.');
    const notJson = await call('examinePuzzle', '53..7...');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.message).toMatch(/^The request body is not JSON/);
  });

  it('reports an invalid puzzle as a value, not as a failed call', async () => {
    const reply = await (await call('examinePuzzle', JSON.stringify('12345'))).json();
    expect(reply.ok).toBe(true);
    expect(reply.value.status).toBe('invalid');
    expect(reply.value.error.message).toEqual(expect.any(String));
  });

  it('answers a malformed method name instead of failing', async () => {
    const response = await call('%E0%A4%A', undefined);
    expect(response.status).toBe(404);
    expect((await response.json()).error.kind).toBe('ERR_UNKNOWN_METHOD');
  });

  it('only accepts POST for methods', async () => {
    expect((await call('appInfo', undefined, TOKEN, 'GET')).status).toBe(405);
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: host.port,
          path: '/api/appInfo',
          method: 'POST',
          headers: { host: 'evil.example', [TOKEN_HEADER]: TOKEN },
        },
        (response) => resolve(response.statusCode ?? 0),
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(403);
  });
});

describe('web host events', () => {
  it('streams published events to a client holding the token', async () => {
    const controller = new AbortController();
    const response = await fetch(`${host.origin}api/events?token=${TOKEN}`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain(': connected');
    events.publish({ topic: 'app.notice', message: 'hello' });
    while (!text.includes('\n\ndata: ') || !text.endsWith('\n\n')) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`the event stream ended early after: ${text}`);
      text += decoder.decode(chunk.value);
    }
    const data = text.split('\n').find((line) => line.startsWith('data: '))!;
    expect(JSON.parse(data.slice('data: '.length))).toEqual({ topic: 'app.notice', message: 'hello' });
    controller.abort();
  });

  it('refuses the event stream without the token', async () => {
    expect((await fetch(`${host.origin}api/events`)).status).toBe(401);
  });
});

describe('web host files', () => {
  it('serves the renderer with a strict CSP, and index.html for app paths', async () => {
    const index = await fetch(host.origin);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await index.text()).toContain('<title>Patti</title>');
    expect((await fetch(`${host.origin}assets/app.js`)).headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await fetch(`${host.origin}library`)).status).toBe(200);
    expect((await fetch(`${host.origin}assets/missing.js`)).status).toBe(404);
  });

  it('lets the browser keep the files named by their content, and asks it to check the others', async () => {
    expect((await fetch(`${host.origin}assets/index-DewDSWT7.js`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await fetch(`${host.origin}assets/app.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(host.origin)).headers.get('cache-control')).toBe('no-store');
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const attempt of ['../patti-host-secret.txt', '..%2fpatti-host-secret.txt', '%2e%2e/patti-host-secret.txt']) {
      const response = await fetch(`${host.origin}${attempt}`);
      expect(await response.text()).not.toContain('secret');
    }
  });
});
