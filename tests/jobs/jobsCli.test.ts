import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import { openLibrary } from '../../src/main/services/library/store/db';
import { writeRatings } from '../../src/main/services/library/store/ratings';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { makeTestLibrary, samplePuzzles } from '../support/jobsLibrary';
import { readSampleLines, sampleEvery } from '../support/data';

class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, callback: () => void): void {
    this.text += chunk.toString();
    callback();
  }
}

async function patti(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await runCli(args, { stdin: new PassThrough(), stdout, stderr });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

const PUZZLES = samplePuzzles(40);
let dir: string;
let file: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-jobs-cli-'));
  file = path.join(dir, 'library.db');
  makeTestLibrary(file, PUZZLES).close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('patti db rate / jobs', () => {
  it('refuses unknown raters and bad numbers with a usage message', async () => {
    const unknown = await patti('db', 'rate', '--db', file, '--raters', 'grader,nope');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown rater nope \(known: .*grader/);
    const missing = await patti('db', 'rate', '--db', file);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/name the raters with --raters/);
    const jobs = await patti('db', 'rate', '--db', file, '--raters', 'grader', '--jobs', '0');
    expect(jobs.code).toBe(2);
    expect(jobs.stderr).toMatch(/--jobs must be a positive whole number, not '0'/);
    const range = await patti('db', 'rate', '--db', file, '--raters', 'grader', '--rating', 'grader>3');
    expect(range.code).toBe(2);
    expect(range.stderr).toMatch(/--rating wants rater\[@path\]=min\.\.max/);
  });

  it('says so when the filters match no puzzle', async () => {
    const none = await patti('db', 'rate', '--db', file, '--raters', 'grader', '--source', 'No Such Publisher');
    expect(none).toEqual({ code: 0, stdout: 'nothing to rate: no puzzle in the library matches the filters\n', stderr: '' });
  });

  it('rates the library with the real worker, stores what ratePuzzle computes, lists the job, then has nothing left to do', async () => {
    const run = await patti('db', 'rate', '--db', file, '--raters', 'grader', '--jobs', '2');
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^job 1: rating 40 puzzles with grader on 2 workers/);
    expect(run.stderr).toMatch(/job 1 40\/40 \(100%\)/); // the plain progress line (stderr is not a terminal)
    expect(run.stdout).toBe('job 1 done: 40 rated, 0 failed, of 40 (this run ' + /\(this run (.*)\)/.exec(run.stdout)![1] + ')\n');

    const db = openLibrary(file);
    const stored = db
      .prepare("SELECT p.givens, r.detail, r.engine_version FROM ratings r JOIN puzzles p ON p.id = r.puzzle_id WHERE r.rater = 'grader'")
      .all() as {
      givens: string;
      detail: string;
      engine_version: string;
    }[];
    expect(stored).toHaveLength(40);
    for (const row of stored) expect(JSON.parse(row.detail)).toEqual(ratePuzzle(row.givens, ['grader']).grader);
    // Make three ratings stale, as an engine change would.
    writeRatings(
      db,
      [1, 2, 3].map((puzzleId) => ({
        puzzleId,
        rater: 'grader',
        parameters: '{}',
        engineVersion: '0',
        value: null,
        detail: '{}',
        computedAt: '2020-01-01T00:00:00.000Z',
      })),
    );
    db.close();

    const listed = await patti('db', 'jobs', '--db', file);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^id\s+done\s+total\s+failed\s+state\s+job/);
    expect(listed.stdout).toMatch(/\n\s*1\s+40\s+40\s+0\s+done\s+rate grader\s/);
    expect(listed.stdout).toMatch(/3 grader ratings are stale/);

    const stale = await patti('db', 'rate', '--db', file, '--raters', 'grader', '--stale', '--jobs', '1');
    expect(stale.code).toBe(0);
    expect(stale.stdout).toMatch(/job 2 done: 3 rated, 0 failed, of 3/);
    const json = JSON.parse((await patti('db', 'jobs', '--db', file, '--json')).stdout) as {
      jobs: { id: number; status: string; description: string }[];
      stale: unknown[];
    };
    expect(json.jobs.map((job) => [job.id, job.status, job.description])).toEqual([
      [2, 'done', 'rate grader stale'],
      [1, 'done', 'rate grader'],
    ]);
    expect(json.stale).toEqual([]);

    const again = await patti('db', 'rate', '--db', file, '--raters', 'grader');
    expect(again).toMatchObject({ code: 0, stdout: expect.stringMatching(/^nothing to rate/) });
    expect((await patti('db', 'jobs', '--db', file, '--failed', '1')).stdout).toBe('job 1 has no failed puzzles\n');
    expect((await patti('db', 'jobs', '--db', file, '--failed', '9')).code).toBe(2);
  });

  it('patti rate --jobs J prints the same lines, in input order, for any J with the same seed', async () => {
    const input = path.join(dir, 'rate-input.txt');
    // Puzzles of every HoDoKu level (the bundled sample), a bad line and a comment in between.
    const puzzles = sampleEvery(readSampleLines('hodoku-levels.csv').slice(1), 24).map((line) => line.split(',')[0]!);
    writeFileSync(input, [...puzzles.slice(0, 10), '# a comment', 'not a puzzle', ...puzzles.slice(10)].join('\n') + '\n');
    const rate = (jobs: number) =>
      patti('rate', input, '--raters', 'nhc2,sisus', '--runs', '5', '--seed', '3', '--jsonl', '--jobs', String(jobs));
    const one = await rate(1);
    const lines = one.stdout.trim().split('\n');
    expect(lines).toHaveLength(puzzles.length + 1);
    expect(JSON.parse(lines[10]!).error).toMatchObject({ message: expect.stringMatching(/^line 12: /) });
    expect(lines.filter((line) => JSON.parse(line).error === null)).toHaveLength(puzzles.length);
    for (const jobs of [2, 3]) expect((await rate(jobs)).stdout).toBe(one.stdout);
  });
});
