import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '../../src/shared/api';
import { damageLibraryFile, makeNewerLibraryFile, makeTempDir } from '../support/tempLibrary';
import { startWebHostProcess, type WebHostProcess } from '../support/webHostProcess';

/**
 * `npm run web` over a library it cannot open: one line on the terminal naming the file, what
 * is wrong and what to do; the host still starts, and the page learns the same line from
 * appInfo instead of failing call by call.
 */
const TOKEN = 'damaged-library-token-0123456789';
const hosts: WebHostProcess[] = [];
const homes: string[] = [];

afterAll(async () => {
  await Promise.all(hosts.map((host) => host.stop()));
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});

async function startOn(prepare: (file: string) => void): Promise<{ host: WebHostProcess; file: string }> {
  const home = makeTempDir('patti-web-damaged-');
  homes.push(home);
  const file = path.join(home, 'library.db');
  prepare(file);
  const host = await startWebHostProcess(home, TOKEN);
  hosts.push(host);
  return { host, file };
}

async function call(
  host: WebHostProcess,
  method: string,
): Promise<{ ok: boolean; value?: Record<string, unknown>; error?: { message: string } }> {
  const response = await fetch(`${host.origin}api/${method}`, { method: 'POST', headers: { [TOKEN_HEADER]: TOKEN } });
  return response.json();
}

describe('the web host over a library it cannot open', () => {
  it('prints one line for a damaged library and tells the page the same', async () => {
    const { host, file } = await startOn(damageLibraryFile);
    const problemLines = host
      .stderr()
      .split('\n')
      .filter((line) => line.includes('cannot open its library'));
    expect(problemLines).toHaveLength(1);
    expect(problemLines[0]).toContain(`${file} is damaged`);
    expect(problemLines[0]).toContain(`patti db check --db ${file}`);
    expect(problemLines[0]).toContain('--salvage');
    expect(host.stderr()).not.toMatch(/SqliteError|\n\s+at /);
    const info = await call(host, 'appInfo');
    expect(info.value!.libraryProblem).toBe(problemLines[0]!.replace('Patti cannot open its library: ', ''));
    const listing = await call(host, 'libraryInfo');
    expect(listing.error!.message).toContain(`${file} is damaged`);
  }, 90_000);

  it('prints one line for a library from a newer Patti', async () => {
    const { host, file } = await startOn(makeNewerLibraryFile);
    const info = await call(host, 'appInfo');
    expect(info.value!.libraryProblem).toContain(file);
    expect(info.value!.libraryProblem).toContain('written by a newer Patti');
    expect(host.stderr()).not.toMatch(/\n\s+at /);
  }, 90_000);
});
