import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../shared/api';
import { createHttpApi } from './httpApi';

describe('createHttpApi', () => {
  it('posts the JSON input with the token to /api/<method> and returns the reply', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const api = createHttpApi({
      origin: 'http://127.0.0.1:4000/',
      token: 'secret-token',
      fetch: async (url, init) => {
        requests.push({ url: String(url), init: init! });
        return new Response(JSON.stringify({ ok: true, value: 'answer' }));
      },
    });
    expect(await api.examinePuzzle('1.2')).toEqual({ ok: true, value: 'answer' });
    await api.appInfo();
    expect(requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:4000/api/examinePuzzle',
      'http://127.0.0.1:4000/api/appInfo',
    ]);
    expect(requests[0]!.init.body).toBe('"1.2"');
    expect(requests[1]!.init.body).toBe('');
    expect((requests[0]!.init.headers as Record<string, string>)['x-patti-token']).toBe('secret-token');
  });

  it('reports an unreachable host or a non-JSON answer as ERR_TRANSPORT', async () => {
    const down = createHttpApi({
      origin: 'http://127.0.0.1:4000/',
      token: 't',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const reply = await down.appInfo();
    expect(reply.ok ? '' : reply.error.kind).toBe('ERR_TRANSPORT');
    expect(reply.ok ? '' : reply.error.message).toContain('npm run web');
    const proxy = createHttpApi({
      origin: 'http://127.0.0.1:4000/',
      token: 't',
      fetch: async () => new Response('<html>', { status: 502 }),
    });
    const odd = await proxy.appInfo();
    expect(odd.ok ? '' : odd.error.message).toBe('appInfo: the web host answered 502 with something that is not JSON.');
  });
});

describe('createHttpApi sendFile', () => {
  /** A stand-in web host for the upload routes that records each request. */
  function fakeUploadHost(failAt?: number) {
    const requests: { method: string; url: URL; bytes: number }[] = [];
    const fetch = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const target = new URL(String(url));
      const body = init?.body;
      const bytes = body instanceof ArrayBuffer ? body.byteLength : typeof body === 'string' ? body.length : 0;
      requests.push({ method: init?.method ?? 'GET', url: target, bytes });
      if (init?.method === 'POST') return new Response(JSON.stringify({ ok: true, value: { id: 'abc', chunkBytes: UPLOAD_CHUNK_BYTES } }));
      if (init?.method === 'DELETE') return new Response(JSON.stringify({ ok: true, value: true }));
      const offset = Number(target.searchParams.get('offset'));
      if (offset === failAt)
        return new Response(JSON.stringify({ ok: false, error: { kind: 'ERR_INPUT', message: 'disk full' } }), { status: 500 });
      return new Response(JSON.stringify({ ok: true, value: { received: offset + bytes } }));
    };
    return { requests, fetch };
  }

  it('uploads a file in chunks one after another, reporting bytes sent, and answers the upload id', async () => {
    const host = fakeUploadHost();
    const api = createHttpApi({ origin: 'http://127.0.0.1:4000/', token: 't', fetch: host.fetch });
    const size = UPLOAD_CHUNK_BYTES * 2 + 10;
    const sent: number[] = [];
    const reply = await api.sendFile(new File([new Uint8Array(size)], 'big.txt'), (bytes, total) => {
      expect(total).toBe(size);
      sent.push(bytes);
    });
    expect(reply).toEqual({ ok: true, value: { upload: 'abc' } });
    expect(host.requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search} ${request.bytes}`)).toEqual([
      `POST /api/uploads ${JSON.stringify({ name: 'big.txt', size }).length}`,
      `PUT /api/uploads/abc?offset=0 ${UPLOAD_CHUNK_BYTES}`,
      `PUT /api/uploads/abc?offset=${UPLOAD_CHUNK_BYTES} ${UPLOAD_CHUNK_BYTES}`,
      `PUT /api/uploads/abc?offset=${UPLOAD_CHUNK_BYTES * 2} 10`,
    ]);
    expect(sent).toEqual([0, UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES * 2, size]);
  });

  it("discards the upload when a chunk fails, and passes the host's message on", async () => {
    const host = fakeUploadHost(UPLOAD_CHUNK_BYTES);
    const api = createHttpApi({ origin: 'http://127.0.0.1:4000/', token: 't', fetch: host.fetch });
    const reply = await api.sendFile(new File([new Uint8Array(UPLOAD_CHUNK_BYTES * 3)], 'big.txt'));
    expect(reply).toEqual({ ok: false, error: { kind: 'ERR_INPUT', message: 'disk full' } });
    expect(host.requests.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(host.requests.filter((request) => request.method === 'PUT')).toHaveLength(2);
  });

  it('stops and discards the upload when cancelled', async () => {
    const host = fakeUploadHost();
    const api = createHttpApi({ origin: 'http://127.0.0.1:4000/', token: 't', fetch: host.fetch });
    const abort = new AbortController();
    const reply = await api.sendFile(
      new File([new Uint8Array(UPLOAD_CHUNK_BYTES * 3)], 'big.txt'),
      (bytes) => {
        if (bytes >= UPLOAD_CHUNK_BYTES) abort.abort();
      },
      abort.signal,
    );
    expect(reply).toEqual({ ok: false, error: { kind: 'ERR_INPUT', message: 'The upload was cancelled.' } });
    expect(host.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(host.requests.at(-1)).toMatchObject({ method: 'DELETE' });
  });

  it('refuses an empty file without calling the host', async () => {
    const host = fakeUploadHost();
    const api = createHttpApi({ origin: 'http://127.0.0.1:4000/', token: 't', fetch: host.fetch });
    expect(await api.sendFile(new File([], 'empty.txt'))).toEqual({
      ok: false,
      error: { kind: 'ERR_INPUT', message: 'empty.txt is empty.' },
    });
    expect(host.requests).toEqual([]);
  });
});
