import { describe, expect, it } from 'vitest';
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
    expect(requests.map((request) => request.url)).toEqual(['http://127.0.0.1:4000/api/examinePuzzle', 'http://127.0.0.1:4000/api/appInfo']);
    expect(requests[0]!.init.body).toBe('"1.2"');
    expect(requests[1]!.init.body).toBe('');
    expect((requests[0]!.init.headers as Record<string, string>)['x-patti-token']).toBe('secret-token');
  });

  it('reports an unreachable host or a non-JSON answer as ERR_TRANSPORT', async () => {
    const down = createHttpApi({ origin: 'http://127.0.0.1:4000/', token: 't', fetch: () => Promise.reject(new TypeError('fetch failed')) });
    const reply = await down.appInfo();
    expect(reply.ok ? '' : reply.error.kind).toBe('ERR_TRANSPORT');
    expect(reply.ok ? '' : reply.error.message).toContain('npm run web');
    const proxy = createHttpApi({ origin: 'http://127.0.0.1:4000/', token: 't', fetch: async () => new Response('<html>', { status: 502 }) });
    const odd = await proxy.appInfo();
    expect(odd.ok ? '' : odd.error.message).toBe('appInfo: the web host answered 502 with something that is not JSON.');
  });
});
