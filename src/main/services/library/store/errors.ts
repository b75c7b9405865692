/**
 * Why a library cannot be opened or written, in sentences a person can act on. Its own module,
 * free of the SQLite binding, so a command reports these errors without loading it.
 */

/** Thrown when a library was written by a newer Patti: opening it here could damage it. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly file: string,
    readonly found: number,
    readonly supported: number,
  ) {
    super(
      `The library ${file} has schema version ${found}, but this Patti reads versions up to ${supported}. ` +
        'It was written by a newer Patti; update Patti to open it (the file was not changed).',
    );
    this.name = 'SchemaTooNewError';
  }
}

/** Why a library file cannot be used, in one sentence a person can act on. */
export class LibraryFileError extends Error {
  constructor(
    readonly kind: 'not-a-library' | 'damaged' | 'busy',
    message: string,
  ) {
    super(message);
    this.name = 'LibraryFileError';
  }
}

/**
 * How long a connection waits for another writer before saying the library is busy: 5 s, or
 * `PATTI_BUSY_TIMEOUT_MS`. SQLite waits on the calling thread, so this is not made longer.
 */
export function busyTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PATTI_BUSY_TIMEOUT_MS);
  return env.PATTI_BUSY_TIMEOUT_MS !== undefined && Number.isInteger(value) && value >= 0 ? value : 5_000;
}

/**
 * One sentence for an error that comes from the library file (damaged, not a library, busy,
 * from a newer Patti), or undefined for any other error.
 */
export function describeLibraryError(error: unknown, file?: string): string | undefined {
  if (error instanceof LibraryFileError || error instanceof SchemaTooNewError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return undefined;
  const where = file ?? 'the library';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return describeBusy(where);
  if (code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB')) return describeDamage(where, (error as Error).message);
  return undefined;
}

function describeBusy(file: string): string {
  const waited = `${(busyTimeoutMs() / 1000).toLocaleString('en-US')} s`;
  return `${file} is busy: another Patti (an import or a rating job) is writing to it; waited ${waited}. Try again when it is done.`;
}

/** The sentence for a damaged library, naming the commands that check and rescue it. */
export function describeDamage(file: string, detail: string): string {
  const check = `patti db check --db ${file}`;
  const salvage = `patti db export --db ${file} --salvage --out rescue.csv --format csv`;
  return `${file} is damaged (${detail}). Run \`${check}\` for details; \`${salvage}\` saves what can still be read.`;
}
