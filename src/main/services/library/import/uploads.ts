/**
 * Files uploaded to the web host for import, received in chunks into a folder beside the
 * library (never held whole in memory), then handed to the importer by path — the same import
 * `patti db import` runs. Every step is asynchronous file I/O, so a big upload never holds up
 * the host's thread. A session that fails, is discarded or goes idle leaves no file behind.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_CHUNK_BYTES } from '../../../../shared/api';

/** Why an upload call was refused; the web host maps each to an HTTP status. */
export type UploadErrorKind = 'ERR_UPLOAD_UNKNOWN' | 'ERR_UPLOAD_ORDER' | 'ERR_UPLOAD_SIZE' | 'ERR_UPLOAD_INCOMPLETE' | 'ERR_UPLOAD_BUSY';

export class UploadError extends Error {
  constructor(
    readonly kind: UploadErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** A finished upload handed over for import: its file, and the call that deletes it afterwards. */
export interface TakenUpload {
  readonly path: string;
  /** The name the file had on the person's machine. */
  readonly name: string;
  readonly size: number;
  /** Deletes the file (call when the import is over, whatever its outcome). */
  release(): Promise<void>;
}

export interface UploadStoreOptions {
  /** Folder for the partial files (created when needed), e.g. `uploads/` beside the library. */
  readonly dir: string;
  /** Uploads receiving at the same time, at most. */
  readonly maxSessions?: number;
  /** A session with no chunk for this long is discarded when the next one opens. */
  readonly idleMs?: number;
  /** Biggest file accepted (bytes); the default is far above any puzzle collection. */
  readonly maxFileBytes?: number;
  readonly now?: () => number;
}

interface Session {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly file: string;
  readonly handle: FileHandle;
  received: number;
  /** A chunk is being written: the next must wait for its answer (chunks come in order, one at a time). */
  writing: boolean;
  touchedAt: number;
}

const UPLOAD_SUFFIX = '.upload';

export class UploadStore {
  readonly dir: string;
  readonly #sessions = new Map<string, Session>();
  readonly #maxSessions: number;
  readonly #idleMs: number;
  readonly #maxFileBytes: number;
  readonly #now: () => number;

  constructor(options: UploadStoreOptions) {
    this.dir = options.dir;
    this.#maxSessions = options.maxSessions ?? 4;
    this.#idleMs = options.idleMs ?? 10 * 60_000;
    this.#maxFileBytes = options.maxFileBytes ?? 16 * 1024 ** 3;
    this.#now = options.now ?? Date.now;
  }

  /** Deletes upload files a previous run left (a crash or kill during an upload or import). */
  async clearLeftovers(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    await Promise.all(names.filter((name) => name.endsWith(UPLOAD_SUFFIX)).map((name) => rm(path.join(this.dir, name), { force: true })));
  }

  /** Opens a session for a file of `size` bytes; answers its id. */
  async open(name: string, size: number): Promise<string> {
    if (!Number.isSafeInteger(size) || size <= 0)
      throw new UploadError('ERR_UPLOAD_SIZE', `An upload needs the file's size in bytes (a whole number above 0), not ${size}.`);
    if (size > this.#maxFileBytes)
      throw new UploadError('ERR_UPLOAD_SIZE', `The file is ${size} bytes; uploads take at most ${this.#maxFileBytes} bytes.`);
    await this.#discardIdle();
    if (this.#sessions.size >= this.#maxSessions) {
      throw new UploadError('ERR_UPLOAD_BUSY', `${this.#sessions.size} uploads are already under way; finish or cancel one first.`);
    }
    await mkdir(this.dir, { recursive: true });
    const id = randomBytes(16).toString('hex');
    const file = path.join(this.dir, id + UPLOAD_SUFFIX);
    const handle = await open(file, 'wx', 0o600);
    this.#sessions.set(id, { id, name, size, file, handle, received: 0, writing: false, touchedAt: this.#now() });
    return id;
  }

  /** Writes one chunk at byte `offset`, which must be where the previous chunk ended; answers the bytes received so far. */
  async append(id: string, offset: number, chunk: Uint8Array): Promise<number> {
    const session = this.#sessionOf(id);
    if (session.writing)
      throw new UploadError('ERR_UPLOAD_ORDER', 'A chunk of this upload is still being written; send chunks one after another.');
    if (offset !== session.received) {
      throw new UploadError(
        'ERR_UPLOAD_ORDER',
        `Expected the chunk at byte ${session.received} of ${session.size}, but got one at byte ${offset}.`,
      );
    }
    if (chunk.length === 0 || chunk.length > UPLOAD_CHUNK_BYTES) {
      throw new UploadError('ERR_UPLOAD_SIZE', `A chunk must hold 1 to ${UPLOAD_CHUNK_BYTES} bytes, but this one holds ${chunk.length}.`);
    }
    if (offset + chunk.length > session.size) {
      throw new UploadError(
        'ERR_UPLOAD_SIZE',
        `The chunk at byte ${offset} (${chunk.length} bytes) goes past the file's declared size of ${session.size} bytes.`,
      );
    }
    session.writing = true;
    try {
      let written = 0;
      while (written < chunk.length) {
        const { bytesWritten } = await session.handle.write(chunk, written, chunk.length - written, offset + written);
        written += bytesWritten;
      }
      session.received += chunk.length;
      session.touchedAt = this.#now();
      return session.received;
    } catch (error) {
      // A failed write (disk full) ends the session: the partial file would be of no use.
      await this.discard(id);
      throw error;
    } finally {
      session.writing = false;
    }
  }

  /** Hands a completely received upload to the importer; the session ends, the file stays until released. */
  async take(id: string): Promise<TakenUpload> {
    const session = this.#sessionOf(id);
    if (session.writing || session.received !== session.size) {
      throw new UploadError(
        'ERR_UPLOAD_INCOMPLETE',
        `The upload has ${session.received} of ${session.size} bytes; send the rest before importing it.`,
      );
    }
    this.#sessions.delete(id);
    await session.handle.close();
    return { path: session.file, name: session.name, size: session.size, release: () => rm(session.file, { force: true }) };
  }

  /** Ends a session and deletes its file; false when there was no such session. */
  async discard(id: string): Promise<boolean> {
    const session = this.#sessions.get(id);
    if (!session) return false;
    this.#sessions.delete(id);
    await session.handle.close().catch(() => undefined);
    await rm(session.file, { force: true });
    return true;
  }

  /** Discards every session (when the host stops). */
  async close(): Promise<void> {
    await Promise.all([...this.#sessions.keys()].map((id) => this.discard(id)));
  }

  /** Sessions receiving now. */
  get size(): number {
    return this.#sessions.size;
  }

  #sessionOf(id: string): Session {
    const session = this.#sessions.get(id);
    if (!session)
      throw new UploadError(
        'ERR_UPLOAD_UNKNOWN',
        `There is no upload '${id.slice(0, 64)}' (it was finished, cancelled or discarded after being idle).`,
      );
    return session;
  }

  async #discardIdle(): Promise<void> {
    const now = this.#now();
    const idle = [...this.#sessions.values()].filter((session) => !session.writing && now - session.touchedAt > this.#idleMs);
    await Promise.all(idle.map((session) => this.discard(session.id)));
  }
}
