/**
 * The renderer is served from `app://patti/` instead of `file://`: a page on a file URL may
 * read any other file URL the process can, while this scheme serves only the files of the built
 * renderer folder, each with the app's Content Security Policy as a response header. The scheme
 * is standard (relative URLs and a real origin, so the CSP's 'self' means app://patti) and
 * secure (a secure context, like https).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CustomScheme, Protocol } from 'electron';
import { contentTypeOf } from '../shared/contentTypes';
import { CONTENT_SECURITY_POLICY_HEADER } from '../shared/csp';

const APP_SCHEME = 'app';
const APP_HOST = 'patti';
/** The origin every page and asset of the app is served from. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The page the main window opens. */
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

/** For protocol.registerSchemesAsPrivileged, before the app is ready. */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

/**
 * The file under `rendererDir` an app URL names, or null when the URL is not the app's (another
 * scheme or host), is malformed, or would leave the folder (`..`, encoded `%2e%2e` or `%2f`,
 * backslashes, NUL). `/` is index.html.
 */
export function resolveAppPath(rendererDir: string, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (relative.includes('\0') || relative.includes('\\')) return null;
  const segments = relative.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.')) return null;
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, ...(segments.length === 0 ? ['index.html'] : segments));
  const inside = path.relative(root, file);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return null;
  return file;
}

/**
 * The app scheme's handler: the named file with its type and the CSP, or a plain 404 for
 * anything else (a URL outside the folder gets the same answer as a missing file).
 */
export function makeAppProtocolHandler(
  rendererDir: string,
  read: (file: string) => Promise<Uint8Array> = readFile,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const file = resolveAppPath(rendererDir, request.url);
    if (file !== null) {
      try {
        const body = await read(file);
        return new Response(body as BodyInit, {
          headers: {
            'content-type': contentTypeOf(file),
            'content-security-policy': CONTENT_SECURITY_POLICY_HEADER,
            'x-content-type-options': 'nosniff',
          },
        });
      } catch {
        // A missing file (or a folder) is a 404 like any other.
      }
    }
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  };
}

/** Serves the built renderer on the app scheme (call once the app is ready). */
export function registerAppProtocol(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(APP_SCHEME, makeAppProtocolHandler(rendererDir));
}
