import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { makeGridText } from '../../src/core/format/gridText';
import { asPuzzle } from '../../src/core/grid/index';
import { MAX_LINE_LENGTH } from '../../src/main/services/library/import/textLines';
import { makeTempDir, writeTempFile } from '../support/tempLibrary';
import { runPatti } from './run';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const OTHER = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** A library with the two puzzles above (ids 1 and 2). */
async function makeLibrary(): Promise<{ dir: string; db: string }> {
  const dir = makeTempDir('patti-cli-errors-');
  const db = path.join(dir, 'lib.db');
  const imported = await runPatti(['db', 'import', writeTempFile(dir, 'two.txt', [PUZZLE, OTHER]), '--db', db]);
  expect(imported.code).toBe(0);
  return { dir, db };
}

/** A usage error: exit code 2, one line naming the problem, one pointing to --help, no stack. */
function expectUsageError(run: { code: number; stderr: string }, command: string, problem: RegExp): void {
  expect(run.code).toBe(2);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(new RegExp(`^patti ${command}: `));
  expect(lines[0]).toMatch(problem);
  expect(lines[1]).toBe(`Run \`patti ${command} --help\` for usage.`);
}

describe('CLI errors', () => {
  it('turns every bad argument parseArgs finds into one line and a pointer to --help (M5)', async () => {
    const { db } = await makeLibrary();
    expectUsageError(await runPatti(['db', 'list', '--db', db, 'extra']), 'db list', /unexpected argument 'extra'/);
    expectUsageError(await runPatti(['db', 'list', '--db', db, '--limit']), 'db list', /--limit/);
    expectUsageError(await runPatti(['db', 'list', '--db', db, '--bogus']), 'db list', /--bogus/);
    expectUsageError(await runPatti(['solve', '--json=3', PUZZLE]), 'solve', /--json/);
  });

  it('refuses numbers that are not plain whole numbers in range', async () => {
    const { db } = await makeLibrary();
    for (const value of ['1e400', '1e300', '0x10', '-1', '2.5']) {
      expectUsageError(await runPatti(['db', 'list', '--db', db, '--offset', value]), 'db list', /--offset/);
    }
    expectUsageError(await runPatti(['db', 'list', '--db', db, '--limit', '1e20']), 'db list', /--limit/);
  });

  it('says in one line that --out names a directory, and that rate was given a directory', async () => {
    const { dir, db } = await makeLibrary();
    const exported = await runPatti(['db', 'export', '--db', db, '--out', dir]);
    expect(exported.code).toBe(2);
    expect(exported.stderr).toMatch(/^patti db export: .*is a directory/);
    expect(exported.stderr).not.toMatch(/\n\s+at /);
    expectUsageError(await runPatti(['rate', dir, '--raters', 'cost']), 'rate', /is a directory/);
  });

  it('refuses unknown raters in --rating, --sort and --with', async () => {
    const { db } = await makeLibrary();
    expectUsageError(await runPatti(['db', 'list', '--db', db, '--rating', 'bogus=1..2']), 'db list', /unknown rater 'bogus'/);
    expectUsageError(await runPatti(['db', 'list', '--db', db, '--sort', 'bogus']), 'db list', /unknown rater 'bogus'/);
    expectUsageError(
      await runPatti(['db', 'export', '--db', db, '--with', 'bogus', '--format', 'json']),
      'db export',
      /unknown rater 'bogus'/,
    );
    // External ratings are named by the file's column, so any name is fine there.
    expect((await runPatti(['db', 'list', '--db', db, '--sort', 'ext:anything'])).code).toBe(0);
  });

  it('ends with exit code 2, before reading anything, when rate or db rate is given an unknown rater', async () => {
    const { dir, db } = await makeLibrary();
    const file = writeTempFile(dir, 'one.txt', [PUZZLE]);
    expectUsageError(await runPatti(['rate', file, '--raters', 'cost,nope']), 'rate', /unknown rater 'nope'/);
    expectUsageError(await runPatti(['rate', file, '--raters', ',']), 'rate', /unknown rater/);
    expectUsageError(await runPatti(['db', 'rate', '--db', db, '--raters', 'nope']), 'db rate', /unknown rater nope/);
    // Nothing was rated, so no job was made.
    expect((await runPatti(['db', 'jobs', '--db', db])).stdout.trim()).toBe('no jobs yet (patti db rate starts one)');
  });

  it('refuses an empty tag name and a collection that was never created', async () => {
    const { db } = await makeLibrary();
    expectUsageError(await runPatti(['db', 'tag', '', '1', '--db', db]), 'db tag', /tag name/);
    expectUsageError(await runPatti(['db', 'tag', '   ', '1', '--db', db]), 'db tag', /tag name/);
    expectUsageError(
      await runPatti(['db', 'collection', 'add', 'prnt', '1', '--db', db]),
      'db collection',
      /no collection 'prnt'.*collection create prnt/,
    );
    expect((await runPatti(['db', 'collection', 'list', '--db', db])).stdout).toBe('');
    expect((await runPatti(['db', 'collection', 'create', 'print', '--db', db])).code).toBe(0);
    expect((await runPatti(['db', 'collection', 'add', 'print', '1', '--db', db])).stdout).toContain('1 puzzles added');
    expectUsageError(await runPatti(['db', 'collection', 'create', '', '--db', db]), 'db collection', /collection name/);
  });

  it('exports the whole rating object of a rater without a single value (cld)', async () => {
    const { db } = await makeLibrary();
    expect((await runPatti(['db', 'rate', '--db', db, '--raters', 'cld', '--jobs', '1'])).code).toBe(0);
    const exported = await runPatti(['db', 'export', '--db', db, '--with', 'cld', '--format', 'json']);
    const rows = JSON.parse(exported.stdout) as { ratings: { cld: unknown } }[];
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.ratings.cld).toEqual(expect.objectContaining({}));
    expect(rows[0]!.ratings.cld).not.toBeNull();
    expect(Object.keys(rows[0]!.ratings.cld as object).length).toBeGreaterThan(0);
  });

  it('does not drop a bad first line of a headerless file in analyze', async () => {
    const dir = makeTempDir('patti-cli-errors-');
    const file = writeTempFile(dir, 'levels.txt', [`${PUZZLE.slice(0, 80)} easy`, `${PUZZLE} easy`, `${OTHER} hard`]);
    const run = await runPatti(['analyze', file, '--level-column', '2', '--runs', '2', '--json']);
    expect(run.stderr).toMatch(/line 1: /);
  });

  it('escapes terminal control characters and cuts long fields it echoes back', async () => {
    const dir = makeTempDir('patti-cli-errors-');
    const escape = '\u001b[31mred\u001b[0m';
    const missing = await runPatti(['solve', `no-such-file-${escape}`]);
    expect(missing.stderr).not.toContain('\u001b');
    expect(missing.stderr).toContain('\\x1b[31mred');
    const header = `${'h'.repeat(10_000_000)},${escape}`;
    const csv = path.join(dir, 'wide.csv');
    fs.writeFileSync(csv, `${header}\n${PUZZLE},x\n`);
    const imported = await runPatti(['db', 'import', csv, '--db', path.join(dir, 'lib.db')]);
    expect(imported.code).toBe(1);
    expect(imported.stderr).not.toContain('\u001b');
    expect(imported.stderr.length).toBeLessThan(2_000);
  });

  it('names the file line and cell of a bad grid row in validate and solve', async () => {
    const dir = makeTempDir('patti-cli-errors-');
    const rows = makeGridText(asPuzzle(PUZZLE)).split('\n');
    rows[11] = rows[11]!.replace(/\d(?= \|$)/, 'x');
    const file = writeTempFile(dir, 'grid.txt', ['# a grid', '', ...rows]);
    const validated = await runPatti(['validate', file]);
    expect(validated.stdout).toMatch(/^line 3: invalid: grid line 14: unexpected character 'x' at column 23 \(r9c9\)$/m);
    expect((await runPatti(['solve', file])).stdout).toMatch(/line 3: grid line 14: .*\(r9c9\)/);
  });

  it('ends a line longer than the limit in one clear line, not a RangeError', async () => {
    const dir = makeTempDir('patti-cli-errors-');
    const file = writeTempFile(dir, 'long.txt', [PUZZLE, '7'.repeat(MAX_LINE_LENGTH + 1)]);
    for (const command of [
      ['validate', file],
      ['solve', file],
      ['rate', file, '--raters', 'cost'],
      ['analyze', file, '--level-column', '2'],
    ]) {
      const run = await runPatti(command);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^patti ${command[0]}: line 2 is longer than 1,048,576 characters`));
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('shows no stack trace unless PATTI_DEBUG=1', async () => {
    const dir = makeTempDir('patti-cli-errors-');
    const file = path.join(dir, 'garbage.db');
    fs.writeFileSync(file, Buffer.alloc(8192, 7));
    const run = await runPatti(['db', 'list', '--db', file]);
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).not.toMatch(/SqliteError|\n\s+at /);
    process.env.PATTI_DEBUG = '1';
    try {
      const debug = await runPatti(['db', 'list', '--db', file]);
      expect(debug.stderr).toMatch(/\n\s+at /);
    } finally {
      delete process.env.PATTI_DEBUG;
    }
  });
});

describe('the library file', () => {
  it('says in one line that a damaged library is damaged, and db check finds it (M3)', async () => {
    const { db } = await makeLibrary();
    const healthy = await runPatti(['db', 'check', '--db', db]);
    expect(healthy.code).toBe(0);
    expect(healthy.stdout).toMatch(/integrity: ok/);
    expect(healthy.stdout).toMatch(/puzzles: 2/);
    // Overwrite every page after the first two with noise: the header still reads, the tables do not.
    const bytes = fs.readFileSync(db);
    const pageSize = bytes.readUInt16BE(16);
    for (let at = pageSize * 2; at < bytes.length; at++) bytes[at] = (at * 131) & 0xff;
    fs.writeFileSync(db, bytes);
    fs.rmSync(`${db}-wal`, { force: true });
    fs.rmSync(`${db}-shm`, { force: true });
    const listed = await runPatti(['db', 'list', '--db', db]);
    expect(listed.code).toBe(1);
    expect(listed.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(listed.stderr).toContain(`${db} is damaged`);
    expect(listed.stderr).toContain(`patti db check --db ${db}`);
    const checked = await runPatti(['db', 'check', '--db', db]);
    expect(checked.code).toBe(1);
    expect(checked.stdout + checked.stderr).not.toMatch(/\n\s+at /);
    // With the schema pages gone too, nothing can be salvaged: still one line, no stack.
    const salvaged = await runPatti(['db', 'export', '--db', db, '--salvage']);
    expect(salvaged.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(salvaged.stderr).toMatch(/salvaged \d+ puzzles|is damaged/);
  });

  it('salvages the puzzles a partly damaged library still holds, and they import into a new one', async () => {
    const dir = makeTempDir('patti-cli-errors-');
    const db = path.join(dir, 'lib.db');
    // 3,000 different puzzles: a solved grid relabelled, with 55 givens left at seeded places.
    let seed = 7;
    // mulberry32: a small seeded generator, so the puzzles are the same on every run.
    const random = (): number => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const solution = Array.from({ length: 81 }, (_, cell) => ((Math.floor(cell / 9) * 3 + Math.floor(cell / 27) + (cell % 9)) % 9) + 1);
    const puzzles = Array.from({ length: 3_000 }, () => {
      const labels = [1, 2, 3, 4, 5, 6, 7, 8, 9].sort(() => random() - 0.5);
      return solution.map((digit) => (random() < 55 / 81 ? String(labels[digit - 1]) : '.')).join('');
    });
    const imported = await runPatti(['db', 'import', writeTempFile(dir, 'many.txt', puzzles), '--db', db]);
    const added = Number(/(\d+) new/.exec(imported.stdout)?.[1]);
    expect(added).toBeGreaterThan(2_000);
    const bytes = fs.readFileSync(db);
    const pageSize = bytes.readUInt16BE(16);
    const pages = bytes.length / pageSize;
    for (const page of [0.45, 0.5, 0.55].map((share) => Math.floor(pages * share))) {
      for (let at = page * pageSize; at < (page + 1) * pageSize; at++) bytes[at] = (at * 131) & 0xff;
    }
    fs.writeFileSync(db, bytes);
    expect((await runPatti(['db', 'check', '--db', db])).code).toBe(1);
    const rescue = path.join(dir, 'rescue.csv');
    const salvaged = await runPatti(['db', 'export', '--db', db, '--salvage', '--format', 'csv', '--out', rescue]);
    expect(salvaged.code).toBe(0);
    const count = Number(/^salvaged (\d+) puzzles/.exec(salvaged.stderr)?.[1]);
    expect(count).toBeGreaterThan(0);
    // The damaged pages held puzzles: some are lost, the rest come out.
    expect(count).toBeLessThan(added);
    const again = await runPatti(['db', 'import', rescue, '--db', path.join(dir, 'new.db')]);
    expect(again.stdout).toContain(`${count} new, 0 duplicates, 0 isomorphs, 0 rejected`);
  });

  it('says a file that is not a library is not one', async () => {
    const dir = makeTempDir('patti-cli-errors-');
    const file = writeTempFile(dir, 'notes.db', ['just some text']);
    const run = await runPatti(['db', 'list', '--db', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^patti db list: .*not a Patti library/);
  });

  it('waits for a busy library, then says in one line that it is busy (M4)', async () => {
    const { dir, db } = await makeLibrary();
    const holder = new Database(db);
    holder.exec('BEGIN IMMEDIATE');
    // The import's reading waits 300 ms for the lock, its publishing retries for 300 ms.
    process.env.PATTI_BUSY_TIMEOUT_MS = '300';
    process.env.PATTI_WRITE_DEADLINE_MS = '300';
    try {
      const run = await runPatti(['db', 'import', writeTempFile(dir, 'more.txt', [OTHER]), '--db', db]);
      expect(run.code).toBe(1);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/busy/);
      expect(run.stderr).not.toMatch(/SqliteError|\n\s+at /);
    } finally {
      delete process.env.PATTI_BUSY_TIMEOUT_MS;
      delete process.env.PATTI_WRITE_DEADLINE_MS;
      holder.exec('ROLLBACK');
      holder.close();
    }
  });
});
