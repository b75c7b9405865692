import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLibrary, killWhenCommitted, readCommitted, startPatti } from '../support/pattiProcess';
import { makeTestLibrary } from '../support/jobsLibrary';
import { generatePuzzles } from '../support/generatedPuzzles';

// The grader is the cheapest real rater, so 2,000 puzzles made from the named classics keep this
// test to seconds; scripts/kill-resume.ts does the same on all 49,158 17-clue puzzles.
const RATERS = ['grader'];
const COUNT = 2000;

let dir: string;
let file: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-resume-'));
  file = path.join(dir, 'library.db');
  makeTestLibrary(file, generatePuzzles(COUNT, 17)).close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('patti db rate survives kill -9', () => {
  it('resumes after SIGKILL mid-job and ends with exactly one rating per puzzle and rater', async () => {
    const args = ['db', 'rate', '--db', file, '--raters', RATERS.join(','), '--jobs', '2'];
    const first = startPatti(args);
    const killedAt = await killWhenCommitted(first.child, file, 0.2);
    const killed = await first.done;
    expect(killed.signal).toBe('SIGKILL');
    const afterKill = readCommitted(file)!;
    expect(afterKill.status).toBe('running'); // nobody had the chance to write anything else
    expect(afterKill.done).toBeGreaterThanOrEqual(killedAt.done);
    expect(afterKill.done).toBeLessThan(COUNT);
    // Committed work is consistent even at the moment of the kill.
    const partial = checkLibrary(file, RATERS);
    expect(partial.perRater[0]).toMatchObject({ puzzlesRated: afterKill.done, rows: afterKill.done, duplicates: 0 });

    const listed = await startPatti(['db', 'jobs', '--db', file]).done;
    expect(listed.stdout).toMatch(new RegExp(`\\n\\s*1\\s+${afterKill.done}\\s+${COUNT}\\s+0\\s+running\\s+rate grader`));
    expect(listed.stdout).toMatch(/resumes when the same `patti db rate` command runs again/);

    const second = await startPatti(args).done;
    expect(second.stderr).toMatch(new RegExp(`resuming job 1: ${afterKill.done} of ${COUNT} already rated`));
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(new RegExp(`job 1 done: ${COUNT} rated, 0 failed, of ${COUNT}`));

    const final = checkLibrary(file, RATERS);
    expect(final.puzzles).toBe(COUNT);
    expect(final.perRater).toEqual([{ rater: 'grader', puzzlesRated: COUNT, rows: COUNT, duplicates: 0 }]);
    expect(final.jobs).toEqual([{ id: 1, status: 'done', done: COUNT, failed: 0, total: COUNT }]);
    expect(final.pendingItems).toBe(0);

    // A third run finds nothing left to do.
    const third = await startPatti(args).done;
    expect(third.code).toBe(0);
    expect(third.stdout).toMatch(/nothing to rate/);
  });
});
