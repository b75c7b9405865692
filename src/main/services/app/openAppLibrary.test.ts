import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeLibraryProblem, openAppLibrary } from './openAppLibrary';
import { damageLibraryFile, makeTempDir } from '../../../../tests/support/tempLibrary';

/** Opening the library at start fails; what the app says about it. */
async function problemOpening(prepare: (file: string) => void): Promise<{ file: string; problem: string }> {
  const file = path.join(makeTempDir('patti-open-'), 'library.db');
  prepare(file);
  const error = await openAppLibrary({
    path: file,
    createPool: () => {
      throw new Error('no pool in this test');
    },
  }).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(Error);
  return { file, problem: describeLibraryProblem(error, file) };
}

describe('describeLibraryProblem', () => {
  it('names a file that is not a library and what to do, in one line', async () => {
    const { file, problem } = await problemOpening((at) => writeFileSync(at, 'my shopping list\nmilk\n'));
    expect(problem).toBe(
      `${file} is not a Patti library (not an SQLite database file). Move it away (a new sample library is then built) or set PATTI_HOME to another folder.`,
    );
  });

  it('names a damaged file and the recovery commands, in one line', async () => {
    const { file, problem } = await problemOpening(damageLibraryFile);
    expect(problem).not.toContain('\n');
    expect(problem).toMatch(
      new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is damaged \\(.+\\)\\. Run \`patti db check --db `),
    );
    expect(problem).toContain(`patti db export --db ${file} --salvage`);
  });

  it('keeps the message of an error it does not know, naming the file', () => {
    expect(describeLibraryProblem(new Error('EACCES: permission denied,\n  open'), '/x/library.db')).toBe(
      '/x/library.db cannot be opened: EACCES: permission denied, open',
    );
  });
});
