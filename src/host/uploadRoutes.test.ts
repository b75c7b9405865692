import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRater } from '../core/rate/registry';
import { createAppService } from '../main/services/app/appApi';
import { createAppEventHub } from '../main/services/app/appEvents';
import { RateJobService } from '../main/services/jobs/rateJobService';
import { openLibrary, type LibraryWriter } from '../main/services/library/store/db';
import { readPuzzleCount } from '../main/services/library/store/list';
import { makeTempDir } from '../../tests/support/tempLibrary';
import { UploadStore } from '../main/services/library/import/uploads';
import { HTTP_UPLOADS_PATH, TOKEN_HEADER, UPLOAD_CHUNK_BYTES, type AppEvent } from '../shared/api';
import type { ImportReport } from '../shared/libraryTypes';
import { generatePuzzles } from '../../tests/support/generatedPuzzles';
import { startWebHost, type WebHost } from './server';

/**
 * The web host's upload routes over a real library in a temporary folder: a file sent in
 * chunks, then imported by `importFile({upload})` — and everything that must be refused.
 */
const TOKEN = 'upload-test-token-0123456789';
const home = makeTempDir('patti-upload-');
const uploadsDir = path.join(home, 'uploads');
const events = createAppEventHub();
let db: LibraryWriter;
let host: WebHost;

beforeAll(async () => {
  const libraryPath = path.join(home, 'library.db');
  db = openLibrary(libraryPath);
  const jobs = new RateJobService({
    db,
    findRater,
    createPool: () => {
      throw new Error('no rating in these tests');
    },
  });
  const uploads = new UploadStore({ dir: uploadsDir });
  const service = createAppService({ runtime: 'web', version: '0.0.0', library: { db, path: libraryPath, jobs }, events, uploads });
  host = await startWebHost({ service, events, uploads, rendererDir: home, token: TOKEN });
});

afterAll(async () => {
  await host.close();
  db.close();
  rmSync(home, { recursive: true, force: true });
});

function request(pathAndQuery: string, init: RequestInit = {}, token: string | null = TOKEN): Promise<Response> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
  if (token !== null) headers[TOKEN_HEADER] = token;
  return fetch(new URL(pathAndQuery, host.origin), { ...init, headers });
}

async function openUpload(name: string, size: number): Promise<string> {
  const response = await request(HTTP_UPLOADS_PATH, { method: 'POST', body: JSON.stringify({ name, size }) });
  const reply = await response.json();
  expect(reply, JSON.stringify(reply)).toMatchObject({ ok: true, value: { chunkBytes: UPLOAD_CHUNK_BYTES } });
  return reply.value.id as string;
}

function sendChunk(id: string, offset: number, bytes: Uint8Array<ArrayBuffer>, token: string | null = TOKEN): Promise<Response> {
  return request(`${HTTP_UPLOADS_PATH}/${id}?offset=${offset}`, { method: 'PUT', body: bytes }, token);
}

async function upload(name: string, bytes: Uint8Array<ArrayBuffer>, chunk: number): Promise<string> {
  const id = await openUpload(name, bytes.length);
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    const response = await sendChunk(id, offset, bytes.subarray(offset, offset + chunk));
    expect(response.status).toBe(200);
    expect((await response.json()).value.received).toBe(Math.min(bytes.length, offset + chunk));
  }
  return id;
}

async function callApi(
  method: string,
  input: unknown,
): Promise<{ ok: boolean; value?: unknown; error?: { kind: string; message: string } }> {
  const response = await request(`/api/${method}`, { method: 'POST', body: JSON.stringify(input) });
  return response.json();
}

const filesLeft = (): string[] => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);
const textOf = (puzzles: readonly string[]): Uint8Array<ArrayBuffer> => new TextEncoder().encode(puzzles.join('\n') + '\n');

describe('web host uploads', () => {
  it('receives a file in chunks, in order, and imports it by its upload id, then deletes it', async () => {
    const puzzles = generatePuzzles(40, 101);
    const id = await upload('generated.txt', textOf(puzzles), 1000);
    expect(filesLeft()).toEqual([`${id}.upload`]);
    const before = readPuzzleCount(db);
    const reply = await callApi('importFile', { file: { upload: id }, ticket: 'chunked-1', source: 'Generated' });
    expect(reply.ok, JSON.stringify(reply)).toBe(true);
    expect(reply.value as ImportReport).toMatchObject({ records: 40, added: 40, rejected: 0 });
    expect(readPuzzleCount(db)).toBe(before + 40);
    expect(filesLeft()).toEqual([]);
  });

  it('reports each rejected line of an uploaded file, as the CLI does', async () => {
    const [good] = generatePuzzles(1, 102);
    const lines = [good!, '12345'];
    const id = await upload('mixed.txt', textOf(lines), UPLOAD_CHUNK_BYTES);
    const reply = await callApi('importFile', { file: { upload: id }, ticket: 'mixed-1', source: 'Mixed' });
    expect(reply.ok).toBe(true);
    const report = reply.value as ImportReport;
    expect(report).toMatchObject({ records: 2, added: 1, rejected: 1 });
    expect(report.problems.map((problem) => problem.line)).toEqual([2]);
    expect(filesLeft()).toEqual([]);
  });

  it('refuses a chunk that is not where the last one ended, naming the expected byte', async () => {
    const bytes = textOf(generatePuzzles(10, 103));
    const id = await openUpload('order.txt', bytes.length);
    expect((await sendChunk(id, 0, bytes.subarray(0, 200))).status).toBe(200);
    const skipped = await sendChunk(id, 400, bytes.subarray(400, 600));
    expect(skipped.status).toBe(409);
    expect((await skipped.json()).error.message).toBe(`Expected the chunk at byte 200 of ${bytes.length}, but got one at byte 400.`);
    const repeated = await sendChunk(id, 0, bytes.subarray(0, 200));
    expect(repeated.status).toBe(409);
    // The upload goes on from where it stood.
    expect((await sendChunk(id, 200, bytes.subarray(200))).status).toBe(200);
    const incomplete = await callApi('importFile', { file: { upload: id }, ticket: 'order-1', source: 'Order' });
    expect(incomplete.ok).toBe(true);
  });

  it('refuses an import of an upload that is not complete, and keeps it for the rest', async () => {
    const bytes = textOf(generatePuzzles(10, 104));
    const id = await openUpload('partial.txt', bytes.length);
    await sendChunk(id, 0, bytes.subarray(0, 300));
    const reply = await callApi('importFile', { file: { upload: id }, ticket: 'partial-1', source: 'Partial' });
    expect(reply.error?.message).toBe(`importFile failed: The upload has 300 of ${bytes.length} bytes; send the rest before importing it.`);
    expect((await sendChunk(id, 300, bytes.subarray(300))).status).toBe(200);
    expect((await request(`${HTTP_UPLOADS_PATH}/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(filesLeft()).toEqual([]);
  });

  it('refuses a chunk over the size limit and discards that upload with its file', async () => {
    const size = UPLOAD_CHUNK_BYTES * 3;
    const id = await openUpload('big.txt', size);
    const tooBig = await sendChunk(id, 0, new Uint8Array(UPLOAD_CHUNK_BYTES + 1).fill(0x2e));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.message).toContain(`at most ${UPLOAD_CHUNK_BYTES} bytes`);
    expect(filesLeft()).toEqual([]);
    expect((await sendChunk(id, 0, new Uint8Array(10))).status).toBe(404);
  });

  it('refuses a chunk that goes past the declared size', async () => {
    const id = await openUpload('small.txt', 100);
    const response = await sendChunk(id, 0, new Uint8Array(101));
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe("The chunk at byte 0 (101 bytes) goes past the file's declared size of 100 bytes.");
    await request(`${HTTP_UPLOADS_PATH}/${id}`, { method: 'DELETE' });
  });

  it('refuses a session without a size, or with a body that is not JSON', async () => {
    expect((await request(HTTP_UPLOADS_PATH, { method: 'POST', body: JSON.stringify({ name: 'x.txt', size: 0 }) })).status).toBe(413);
    expect((await request(HTTP_UPLOADS_PATH, { method: 'POST', body: JSON.stringify({ name: 'x.txt' }) })).status).toBe(400);
    expect((await request(HTTP_UPLOADS_PATH, { method: 'POST', body: 'name=x' })).status).toBe(400);
    expect(filesLeft()).toEqual([]);
  });

  it('answers an unknown session with 404, for chunks and for imports', async () => {
    const chunk = await sendChunk('0123456789abcdef0123456789abcdef', 0, new Uint8Array(5));
    expect(chunk.status).toBe(404);
    expect((await chunk.json()).error.message).toContain("There is no upload '0123456789abcdef0123456789abcdef'");
    const reply = await callApi('importFile', { file: { upload: 'nope' }, ticket: 'unknown-1', source: 'X' });
    expect(reply.error?.message).toContain("There is no upload 'nope'");
  });

  it('requires the token for every upload route, and creates nothing without it', async () => {
    for (const token of [null, 'wrong-token']) {
      const opened = await request(HTTP_UPLOADS_PATH, { method: 'POST', body: JSON.stringify({ name: 'x.txt', size: 10 }) }, token);
      expect(opened.status).toBe(401);
      expect((await opened.json()).error.kind).toBe('ERR_TOKEN');
    }
    const id = await openUpload('token.txt', 10);
    expect((await sendChunk(id, 0, new Uint8Array(10), null)).status).toBe(401);
    expect((await request(`${HTTP_UPLOADS_PATH}/${id}`, { method: 'DELETE' }, null)).status).toBe(401);
    expect(filesLeft()).toEqual([`${id}.upload`]);
    expect(await (await request(`${HTTP_UPLOADS_PATH}/${id}`, { method: 'DELETE' })).json()).toEqual({ ok: true, value: true });
    expect(filesLeft()).toEqual([]);
  });

  it('refuses to import a path on the host machine', async () => {
    const reply = await callApi('importFile', { file: { path: '/etc/hostname' }, ticket: 'path-1', source: 'X' });
    expect(reply.error?.message).toBe('importFile failed: the web host imports uploaded files only, not paths on its machine');
  });

  it('cancels a running import: nothing is kept and the uploaded file is deleted', async () => {
    const puzzles = generatePuzzles(3000, 105);
    const id = await upload('cancel.txt', textOf(puzzles), UPLOAD_CHUNK_BYTES);
    const before = readPuzzleCount(db);
    const progress: AppEvent[] = [];
    let cancelled: Promise<unknown> | undefined;
    const stop = events.subscribe((event) => {
      if (event.topic !== 'import.progress' || event.progress.ticket !== 'cancel-1') return;
      progress.push(event);
      cancelled ??= callApi('cancelImport', 'cancel-1');
    });
    const reply = await callApi('importFile', { file: { upload: id }, ticket: 'cancel-1', source: 'Cancelled' });
    stop();
    expect(await cancelled).toEqual({ ok: true, value: true });
    expect(reply.error?.message).toBe('importFile failed: the import of cancel.txt was cancelled; nothing was imported');
    expect(progress[0]).toMatchObject({ progress: { ticket: 'cancel-1', totalBytes: puzzles.length * 82 } });
    expect(readPuzzleCount(db)).toBe(before);
    expect(filesLeft()).toEqual([]);
    expect(await callApi('cancelImport', 'cancel-1')).toEqual({ ok: true, value: false });
  });
});
