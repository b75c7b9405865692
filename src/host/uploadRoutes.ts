/**
 * The web host's upload routes: a file for import arrives in chunks into an UploadStore, so a
 * file of any size crosses without the host holding it whole or blocking its thread.
 *
 * - `POST /api/uploads` with `{"name": "royle.txt", "size": 1234567}` opens a session:
 *   `{id, chunkBytes}`.
 * - `PUT /api/uploads/<id>?offset=N` with the raw bytes of one chunk (at most chunkBytes) that
 *   starts at byte N, where the previous chunk ended: `{received}`.
 * - `DELETE /api/uploads/<id>` discards the session and its file: `true` (false if unknown).
 *
 * A finished upload is imported by the app API's `importFile({file: {upload: id}, …})`, which
 * deletes the file afterwards.
 */
import type { IncomingMessage } from 'node:http';
import { fail, ok } from '../core/result';
import { HTTP_UPLOADS_PATH, UPLOAD_CHUNK_BYTES, type Reply } from '../shared/api';
import { UploadError, type UploadErrorKind, type UploadStore } from '../main/services/library/import/uploads';
import { readBodyBytes } from './body';

/** Biggest body of the request that opens a session (a file name and a size). */
const MAX_OPEN_BODY_BYTES = 4096;

const STATUS_OF: Record<UploadErrorKind, number> = {
  ERR_UPLOAD_UNKNOWN: 404,
  ERR_UPLOAD_ORDER: 409,
  ERR_UPLOAD_INCOMPLETE: 409,
  ERR_UPLOAD_SIZE: 413,
  ERR_UPLOAD_BUSY: 429,
};

export interface UploadAnswer {
  readonly reply: Reply<unknown>;
  readonly status?: number;
}

/** Answers one request under /api/uploads (the token was checked by the caller). */
export async function handleUpload(uploads: UploadStore, request: IncomingMessage, url: URL): Promise<UploadAnswer> {
  const id = url.pathname === HTTP_UPLOADS_PATH ? null : decodeId(url.pathname.slice(HTTP_UPLOADS_PATH.length + 1));
  try {
    if (id === null) {
      if (request.method !== 'POST')
        return { reply: fail('ERR_INPUT', `Open an upload with POST, not ${request.method ?? 'no method'}.`), status: 405 };
      return await openSession(uploads, request);
    }
    if (request.method === 'PUT') return await appendChunk(uploads, request, id, url);
    if (request.method === 'DELETE') return { reply: ok(await uploads.discard(id)) };
    return {
      reply: fail('ERR_INPUT', `Send an upload's chunks with PUT or discard it with DELETE, not ${request.method ?? 'no method'}.`),
      status: 405,
    };
  } catch (error) {
    if (error instanceof UploadError) return { reply: fail('ERR_INPUT', error.message), status: STATUS_OF[error.kind] };
    return { reply: fail('ERR_SERVICE', `The upload failed: ${error instanceof Error ? error.message : String(error)}`) };
  }
}

function decodeId(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

async function openSession(uploads: UploadStore, request: IncomingMessage): Promise<UploadAnswer> {
  const body = await readBodyBytes(request, MAX_OPEN_BODY_BYTES);
  if (!body.ok) return { reply: body, status: 413 };
  let fields: { name?: unknown; size?: unknown } | null;
  try {
    fields = JSON.parse(body.value.toString('utf8')) as { name?: unknown; size?: unknown } | null;
  } catch {
    return { reply: fail('ERR_INPUT', 'Open an upload with a JSON body {"name": …, "size": …}.'), status: 400 };
  }
  if (fields === null || typeof fields !== 'object' || typeof fields.name !== 'string' || typeof fields.size !== 'number') {
    return { reply: fail('ERR_INPUT', "Open an upload with the file's name (a string) and size in bytes (a number)."), status: 400 };
  }
  const id = await uploads.open(fields.name.slice(0, 255), fields.size);
  return { reply: ok({ id, chunkBytes: UPLOAD_CHUNK_BYTES }) };
}

async function appendChunk(uploads: UploadStore, request: IncomingMessage, id: string, url: URL): Promise<UploadAnswer> {
  const offsetText = url.searchParams.get('offset') ?? '';
  const offset = /^\d{1,16}$/.test(offsetText) ? Number(offsetText) : Number.NaN;
  if (!Number.isSafeInteger(offset))
    return { reply: fail('ERR_INPUT', `A chunk needs ?offset=<its first byte>, not '${offsetText.slice(0, 20)}'.`), status: 400 };
  const body = await readBodyBytes(request, UPLOAD_CHUNK_BYTES);
  if (!body.ok) {
    // The session cannot go on without this chunk: end it so its file does not linger.
    await uploads.discard(id);
    return { reply: fail('ERR_INPUT', `A chunk must hold at most ${UPLOAD_CHUNK_BYTES} bytes; the upload was discarded.`), status: 413 };
  }
  return { reply: ok({ received: await uploads.append(id, offset, body.value) }) };
}
