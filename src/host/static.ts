/**
 * Serves the built renderer's files, and nothing outside its folder.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { contentTypeOf } from '../shared/contentTypes';
import { CONTENT_SECURITY_POLICY_HEADER } from '../shared/csp';

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY_HEADER,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The build's scripts and styles are named by their content (`assets/index-DewDSWT7.js`): a new
 * build has new names, so the browser may keep them for good and opens the page again without
 * asking for them (and with their compiled code at hand). index.html is always asked for.
 */
const CONTENT_NAMED = /^\/assets\/[\w.-]+-[\w-]{8}\.(?:js|css)$/;

function cacheControlOf(urlPath: string, target: string): string {
  if (target.endsWith('.html')) return 'no-store';
  return CONTENT_NAMED.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function serveStatic(rendererDir: string, urlPath: string, headOnly: boolean, response: ServerResponse): Promise<void> {
  const root = path.resolve(rendererDir);
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return sendText(response, 400, 'Malformed path.');
  }
  const file = path.resolve(root, '.' + path.posix.normalize('/' + relative));
  if (file !== root && !file.startsWith(root + path.sep)) return sendText(response, 404, 'Not found.');
  const target = (await isFile(file)) ? file : path.extname(file) === '' ? path.join(root, 'index.html') : null;
  if (target === null) return sendText(response, 404, 'Not found.');
  if (!(await isFile(target))) {
    return sendText(response, 503, `The renderer is not built (no ${path.join(root, 'index.html')}): run \`npm run build\`.`);
  }
  const contentType = contentTypeOf(target);
  response.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': contentType,
    'cache-control': cacheControlOf(urlPath, target),
  });
  if (headOnly) {
    response.end();
    return;
  }
  createReadStream(target).pipe(response);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end(text + '\n');
}
