import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../../../tests/support/tempLibrary';
import { UploadError, UploadStore } from './uploads';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('UploadStore', () => {
  it('hands over a complete upload as a file with what was sent, and deletes it on release', async () => {
    const dir = makeTempDir('patti-uploads-');
    const store = new UploadStore({ dir });
    const id = await store.open('two.txt', 10);
    expect(await store.append(id, 0, bytes('hello'))).toBe(5);
    expect(await store.append(id, 5, bytes('world'))).toBe(10);
    const taken = await store.take(id);
    expect(taken).toMatchObject({ name: 'two.txt', size: 10 });
    expect(readdirSync(dir)).toEqual([path.basename(taken.path)]);
    expect(store.size).toBe(0);
    await taken.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('discards sessions idle for too long when a new one opens', async () => {
    let now = 0;
    const dir = makeTempDir('patti-uploads-');
    const store = new UploadStore({ dir, idleMs: 1000, now: () => now });
    const idle = await store.open('idle.txt', 10);
    now = 1001;
    await store.open('fresh.txt', 10);
    expect(store.size).toBe(1);
    await expect(store.append(idle, 0, bytes('x'))).rejects.toMatchObject({ kind: 'ERR_UPLOAD_UNKNOWN' });
    expect(readdirSync(dir)).toHaveLength(1);
    await store.close();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes at most maxSessions uploads at once', async () => {
    const store = new UploadStore({ dir: makeTempDir('patti-uploads-'), maxSessions: 2 });
    await store.open('a.txt', 1);
    await store.open('b.txt', 1);
    const third = store.open('c.txt', 1);
    await expect(third).rejects.toBeInstanceOf(UploadError);
    await expect(third).rejects.toMatchObject({ kind: 'ERR_UPLOAD_BUSY' });
    await store.close();
  });

  it('clears files a previous run left, and nothing else', async () => {
    const dir = makeTempDir('patti-uploads-');
    writeFileSync(path.join(dir, 'dead.upload'), 'left by a crash');
    writeFileSync(path.join(dir, 'notes.txt'), 'not ours');
    await new UploadStore({ dir }).clearLeftovers();
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    await new UploadStore({ dir: path.join(dir, 'missing') }).clearLeftovers();
    expect(existsSync(path.join(dir, 'missing'))).toBe(false);
  });
});
