import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY_HEADER } from '../shared/csp';
import { APP_INDEX_URL, APP_SCHEME_PRIVILEGES, makeAppProtocolHandler, registerAppProtocol, resolveAppPath } from './appProtocol';

const root = mkdtempSync(path.join(tmpdir(), 'patti-protocol-'));
const renderer = path.join(root, 'renderer');
mkdirSync(path.join(renderer, 'assets'), { recursive: true });
writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Patti</title>');
writeFileSync(path.join(renderer, 'assets', 'index-abc.js'), 'console.log(1)');
// A file beside the renderer folder that no URL may reach.
writeFileSync(path.join(root, 'secret.txt'), 'not for the page');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolveAppPath', () => {
  it('maps app URLs to files of the renderer folder, / to index.html', () => {
    expect(resolveAppPath(renderer, APP_INDEX_URL)).toBe(path.join(renderer, 'index.html'));
    expect(resolveAppPath(renderer, 'app://patti/')).toBe(path.join(renderer, 'index.html'));
    expect(resolveAppPath(renderer, 'app://patti/assets/index-abc.js?v=1#x')).toBe(path.join(renderer, 'assets', 'index-abc.js'));
    expect(resolveAppPath(renderer, 'app://patti/assets/a%20b.css')).toBe(path.join(renderer, 'assets', 'a b.css'));
  });

  it.each([
    ['another host', 'app://evil/index.html'],
    ['another scheme', 'file:///etc/passwd'],
    ['https', 'https://patti/index.html'],
    ['an encoded slash and ..', 'app://patti/assets/..%2f..%2fsecret.txt'],
    ['an encoded ..', 'app://patti/%2e%2e%2fsecret.txt'],
    ['a backslash', 'app://patti/assets%5c..%5c..%5csecret.txt'],
    ['a NUL', 'app://patti/index.html%00.png'],
    ['bad percent-encoding', 'app://patti/%E0%A4%A'],
    ['not a URL', 'index.html'],
  ])('refuses %s', (_what, url) => {
    expect(resolveAppPath(renderer, url)).toBeNull();
  });

  it('never leaves the folder for a plain .. either (the URL parser removes it first)', () => {
    const resolved = resolveAppPath(renderer, 'app://patti/assets/../../secret.txt');
    expect(resolved === null || resolved.startsWith(renderer + path.sep)).toBe(true);
  });
});

describe('the app protocol handler', () => {
  const handle = makeAppProtocolHandler(renderer);

  it('serves a file with its type, the CSP and nosniff', async () => {
    const response = await handle(new Request(APP_INDEX_URL));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Patti</title>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY_HEADER);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await handle(new Request('app://patti/assets/index-abc.js'))).headers.get('content-type')).toBe(
      'text/javascript; charset=utf-8',
    );
  });

  it('answers 404 for a missing file, a folder and any URL outside the folder', async () => {
    for (const url of [
      'app://patti/nothing.js',
      'app://patti/assets',
      'app://patti/assets/..%2f..%2fsecret.txt',
      'app://other/index.html',
    ]) {
      const response = await handle(new Request(url));
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('not for the page');
    }
  });

  it('is registered for the privileged, standard and secure app scheme', () => {
    const handled: string[] = [];
    registerAppProtocol({ handle: (scheme: string) => void handled.push(scheme) }, renderer);
    expect(handled).toEqual(['app']);
    expect(APP_SCHEME_PRIVILEGES).toEqual({ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } });
  });
});
