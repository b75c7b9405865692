/**
 * Kill -9 and resume of `patti db rate`, shared by tests/jobs/resume.test.ts (a sample) and
 * scripts/kill-resume.ts (the whole 17-clue set): runs the real CLI as a child process through
 * bin/patti.mjs, kills it with SIGKILL once part of the job is committed, runs it again, and
 * reads back what the library holds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';

const REPO = path.resolve(import.meta.dirname, '..', '..');

export interface CliRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Starts `patti <args>` from source with this Node (the project's Node 22). */
export function startPatti(args: readonly string[], env?: NodeJS.ProcessEnv): { child: ChildProcess; done: Promise<CliRun> } {
  const child = spawn(process.execPath, [path.join(REPO, 'bin', 'patti.mjs'), ...args], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(env ? { env: { ...process.env, ...env } } : {}),
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<CliRun>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, done };
}

/** The committed count of the library's newest job, read without disturbing the writer (WAL). */
export function readCommitted(file: string): { done: number; failed: number; total: number; status: string } | undefined {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 1000');
    return db.prepare('SELECT done, failed, total, status FROM jobs ORDER BY id DESC LIMIT 1').get() as
      { done: number; failed: number; total: number; status: string } | undefined;
  } catch {
    return undefined; // the schema or the job may not exist yet
  } finally {
    db?.close();
  }
}

/** Kills `child` with SIGKILL as soon as at least `share` of the job is committed (polling the library). */
export async function killWhenCommitted(child: ChildProcess, file: string, share: number): Promise<{ done: number; total: number }> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('patti db rate ended before it could be killed');
    const job = readCommitted(file);
    if (job && job.total > 0 && job.done + job.failed >= share * job.total) {
      child.kill('SIGKILL');
      return { done: job.done + job.failed, total: job.total };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface LibraryCheck {
  readonly puzzles: number;
  /** (rater, number of puzzles with exactly one rating, number of rating rows). */
  readonly perRater: { rater: string; puzzlesRated: number; rows: number; duplicates: number }[];
  readonly jobs: { id: number; status: string; done: number; failed: number; total: number }[];
  readonly pendingItems: number;
}

export function checkLibrary(file: string, raters: readonly string[]): LibraryCheck {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const puzzles = db.prepare('SELECT count(*) FROM puzzles').pluck().get() as number;
    const perRater = raters.map((rater) => {
      const row = db
        .prepare(
          `SELECT count(DISTINCT puzzle_id) AS puzzlesRated, count(*) AS rows,
                  (SELECT count(*) FROM (SELECT puzzle_id FROM ratings WHERE rater = ? GROUP BY puzzle_id, parameters HAVING count(*) > 1)) AS duplicates
           FROM ratings WHERE rater = ?`,
        )
        .get(rater, rater) as { puzzlesRated: number; rows: number; duplicates: number };
      return { rater, ...row };
    });
    const jobs = db.prepare('SELECT id, status, done, failed, total FROM jobs ORDER BY id').all() as LibraryCheck['jobs'];
    const pendingItems = db.prepare("SELECT count(*) FROM job_items WHERE status = 'pending'").pluck().get() as number;
    return { puzzles, perRater, jobs, pendingItems };
  } finally {
    db.close();
  }
}
