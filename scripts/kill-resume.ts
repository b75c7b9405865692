/**
 * Kill -9 and resume of `patti db rate` on the whole 17-clue set (49,158 puzzles):
 *
 *   npx tsx scripts/kill-resume.ts [--raters grader] [--jobs 2] [--kills 3] [--db file] [--keep]
 *
 * Imports the set into a new library with `patti db import`, starts `patti db rate`, kills it with
 * SIGKILL each time another share of the job is committed (1/(kills+1), 2/(kills+1), …), starts it
 * again, and after the last run checks that the job completed and every puzzle has exactly one
 * rating per rater. Exit code 0 when everything holds. tests/jobs/resume.test.ts does the same
 * on a sample in CI.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkLibrary, killWhenCommitted, readCommitted, startPatti } from '../tests/support/pattiProcess';
import { sharedDataPath } from '../tests/support/data';

const { values } = parseArgs({
  options: {
    raters: { type: 'string', default: 'grader' },
    jobs: { type: 'string', default: '2' },
    kills: { type: 'string', default: '3' },
    db: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const raters = values.raters.split(',');
const kills = Number(values.kills);
const dir = values.db ? undefined : mkdtempSync(path.join(os.tmpdir(), 'patti-kill-resume-'));
const file = values.db ?? path.join(dir!, 'library.db');
const say = (message: string): void => void process.stdout.write(message + '\n');
const seconds = (from: number): string => `${((performance.now() - from) / 1000).toFixed(1)} s`;

async function main(): Promise<boolean> {
  let started = performance.now();
  const imported = await startPatti(['db', 'import', sharedDataPath('royle17-49158.txt'), '--db', file, '--source', 'Royle 17-clue']).done;
  if (imported.code !== 0) throw new Error(`import failed: ${imported.stderr}`);
  say(`import: ${imported.stdout.trim().split('\n').at(-1)} (${seconds(started)})`);

  const args = ['db', 'rate', '--db', file, '--raters', raters.join(','), '--jobs', values.jobs];
  started = performance.now();
  for (let kill = 1; kill <= kills; kill++) {
    const run = startPatti(args);
    const at = await killWhenCommitted(run.child, file, kill / (kills + 1));
    const ended = await run.done;
    const committed = readCommitted(file)!;
    const resumedLine = ended.stderr.split('\n').find((line) => line.startsWith('resuming') || line.startsWith('job '));
    say(`run ${kill}: ${resumedLine ?? '?'}`);
    say(
      `        killed with ${ended.signal} at ${at.done}/${at.total} committed; ` +
        `library says ${committed.done + committed.failed}/${committed.total}, status '${committed.status}'`,
    );
  }
  const last = await startPatti(args).done;
  say(`run ${kills + 1}: ${last.stderr.split('\n')[0]}`);
  say(`        ${last.stdout.trim().split('\n')[0]} — exit code ${last.code}; all runs ${seconds(started)}`);

  const check = checkLibrary(file, raters);
  say(`puzzles: ${check.puzzles}; pending items: ${check.pendingItems}; jobs: ${JSON.stringify(check.jobs)}`);
  let ok = last.code === 0 && check.pendingItems === 0 && check.jobs.length === 1 && check.jobs[0]!.status === 'done';
  for (const rater of check.perRater) {
    const exact = rater.puzzlesRated === check.puzzles && rater.rows === check.puzzles && rater.duplicates === 0;
    ok &&= exact;
    say(
      `${rater.rater}: ${rater.puzzlesRated} puzzles rated, ${rater.rows} rating rows, ` +
        `${rater.duplicates} duplicates — ${exact ? 'exactly one each' : 'WRONG'}`,
    );
  }
  say(ok ? 'kill/resume: OK' : 'kill/resume: FAILED');
  return ok;
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} finally {
  if (dir && !values.keep) rmSync(dir, { recursive: true, force: true });
  else say(`library kept at ${file}`);
}
