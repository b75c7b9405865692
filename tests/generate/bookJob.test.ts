/**
 * Book jobs through the app API over a real library and real generate workers: the sections are
 * made in turn into one collection whose puzzles remember their section (the puzzles `patti
 * book` makes for the same seed), a section that cannot be met in its time is left short while
 * the others are made, a paused book resumes each section where it stopped, and bad sections
 * are refused with a message naming them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StartedGenerateJob } from '../../src/shared/generateTypes';
import type { JobView, LibraryInfo } from '../../src/shared/libraryTypes';
import { runPatti } from '../cli/run';
import { useGenerateJobHarness } from './jobHarness';
import fs from 'node:fs';
import os from 'node:os';
import { openLibraryReader } from '../../src/main/services/library/store/db';
import type { PrintSetView } from '../../src/shared/printTypes';

const harness = useGenerateJobHarness('patti-book-job-');
const { events, call, started, finished } = harness;

/** A collection's puzzles in order with their sections, as Print reads them. */
async function bookOf(collection: string): Promise<{ givens: string; section: string | undefined }[]> {
  const view = await call<PrintSetView>('printPuzzles', { selection: { filter: { collection } }, options: {} });
  return view.puzzles.map((puzzle) => ({ givens: puzzle.givens, section: puzzle.section }));
}

/** The puzzles `patti book` keeps for the same sections and seed, in order. */
async function cliBook(args: readonly string[]): Promise<{ givens: string; section: string | null }[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-book-cli-'));
  const run = await runPatti(['book', ...args, '--out', path.join(dir, 'book.pdf'), '--db', path.join(dir, 'library.db')]);
  expect(run.code, run.stderr).toBe(0);
  const reader = openLibraryReader(path.join(dir, 'library.db'));
  try {
    return reader
      .prepare('SELECT p.givens, cp.section FROM collection_puzzles cp JOIN puzzles p ON p.id = cp.puzzle_id ORDER BY cp.position')
      .all() as { givens: string; section: string | null }[];
  } finally {
    reader.close();
  }
}

function progressReached(jobId: number, done: number): Promise<void> {
  return new Promise((resolve) => {
    const look = (): void => {
      if (events.some((event) => event.topic === 'job.progress' && event.progress.jobId === jobId && event.progress.done >= done))
        resolve();
      else setTimeout(look, 10);
    };
    look();
  });
}

describe('book jobs', () => {
  it('make the sections in turn into one collection whose puzzles remember their section, as patti book does', async () => {
    const sections = [
      { name: 'Easy', target: 'universal:easy', count: 3 },
      { name: 'Hard', target: 'Universal:Hard', count: 2 },
    ];
    const job = await started({ sections, title: 'Weekend book', seed: 3 });
    expect(job.collection).toBe('Weekend book');
    expect(job.message).toContain('a book of 3 Easy, 2 Hard');
    const summary = await finished(job.jobId);
    expect(summary).toMatchObject({ status: 'done', done: 5, total: 5 });
    const book = await bookOf(job.collection);
    expect(book.map((puzzle) => puzzle.section)).toEqual(['Easy', 'Easy', 'Easy', 'Hard', 'Hard']);
    const cli = await cliBook(['--section', 'Easy=universal:easy*3', '--section', 'Hard=universal:hard*2', '--seed', '3']);
    expect(book).toEqual(cli.map((puzzle) => ({ givens: puzzle.givens, section: puzzle.section })));
    // The progress names the section being made.
    const sectionsHeard = new Set(
      events.flatMap((event) =>
        event.topic === 'job.progress' && event.progress.jobId === job.jobId && event.progress.search?.section
          ? [event.progress.search.section.name]
          : [],
      ),
    );
    expect(sectionsHeard).toEqual(new Set(['Easy', 'Hard']));
  });

  it('leave a section that cannot be met in its time short, make the others, and say which', async () => {
    const sections = [
      { name: 'Impossible', target: 'se:15-16', count: 1 },
      { name: 'Easy', target: 'universal:easy', count: 2 },
    ];
    const job = await started({ sections, seed: 4, budgetS: 2 });
    expect(job.collection).toMatch(/^Book/);
    const summary = await finished(job.jobId);
    expect(summary.status).toBe('failed');
    expect(summary.done).toBe(2);
    expect(summary.error).toMatch(/^Section 'Impossible' \(se:15-16\) was left short with 0 of 1 made \u2014 no puzzle met se:15-16/);
    expect(summary.error).toContain('The book keeps the puzzles made');
    expect((await bookOf(job.collection)).map((puzzle) => puzzle.section)).toEqual(['Easy', 'Easy']);
  });

  it('resume a paused book in the section it stopped in, making the puzzles of the uninterrupted run', async () => {
    const sections = [
      { name: 'First', target: 'clues:27-29', count: 60 },
      { name: 'Second', target: 'clues:27-29', count: 60 },
    ];
    const job = await started({ sections, seed: 5, collection: 'Paused book' });
    await progressReached(job.jobId, 2);
    harness.jobs.pause(job.jobId);
    await harness.jobs.idle();
    const paused = (await call<JobView[]>('listJobs')).find((view) => view.id === job.jobId)!;
    expect(paused.status).toBe('paused');
    expect(paused.done).toBeLessThan(120);
    const heard = events.length;
    expect(harness.jobs.resumeUnfinished()).toEqual([job.jobId]);
    expect(await finished(job.jobId, heard)).toMatchObject({ status: 'done', done: 120 });
    const cli = await cliBook(['--section', 'First=clues:27-29*60', '--section', 'Second=clues:27-29*60', '--seed', '5']);
    const book = await bookOf('Paused book');
    expect(book.map((puzzle) => `${puzzle.section} ${puzzle.givens}`).sort()).toEqual(
      cli.map((puzzle) => `${puzzle.section} ${puzzle.givens}`).sort(),
    );
  }, 120_000);

  it('refuse bad sections with a message naming them, and make nothing', async () => {
    const jobsBefore = (await call<JobView[]>('listJobs')).length;
    const collectionsBefore = (await call<LibraryInfo>('libraryInfo')).collections.length;
    const empty = await call<StartedGenerateJob>('startGenerateJob', {
      sections: [
        { name: 'Easy', target: 'universal:easy', count: 2 },
        { name: 'Hard', target: 'universal:hard', count: 0 },
      ],
    });
    expect(empty).toEqual({ jobId: null, problem: 'sections', message: "Section 'Hard' is empty: ask for at least one puzzle" });
    const unknown = await call<StartedGenerateJob>('startGenerateJob', { sections: [{ name: 'Odd', target: 'speed:1-2', count: 2 }] });
    expect(unknown).toMatchObject({ jobId: null, problem: 'sections' });
    expect(unknown.message).toMatch(/^Section 'Odd': unknown target 'speed:1-2'/);
    const nameless = await call<StartedGenerateJob>('startGenerateJob', { sections: [{ name: ' ', target: 'universal:easy', count: 2 }] });
    expect(nameless.message).toMatch(/^Section 1: a section needs a name/);
    const none = await call<StartedGenerateJob>('startGenerateJob', { sections: [] });
    expect(none.message).toMatch(/^A book needs at least one section/);
    expect((await call<JobView[]>('listJobs')).length).toBe(jobsBefore);
    expect((await call<LibraryInfo>('libraryInfo')).collections).toHaveLength(collectionsBefore);
  });
});
