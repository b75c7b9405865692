/**
 * The generate methods of the app API over a real library and real generate worker threads,
 * called through the boundary the transports use (dispatchCall): a seeded job fills a new
 * collection with exactly the puzzles `patti generate` makes for that seed, each checked again
 * from scratch; cancel keeps what was made; a pause resumes where it stopped; a malformed target
 * answers with the list of valid targets; an unreachable one stops at its time budget.
 */
import { describe, expect, it } from 'vitest';
import type { GenerateTargetsView, StartedGenerateJob, TargetCheck } from '../../src/shared/generateTypes';
import { presetCustomSet } from '../../src/core/rate/customSet';
import type { JobView, LibraryInfo, PuzzleDetailView, PuzzleListing, StartedRateJob } from '../../src/shared/libraryTypes';
import { runPatti } from '../cli/run';
import { checkGeneratedPuzzle } from './acceptance';
import { useGenerateJobHarness } from './jobHarness';

const harness = useGenerateJobHarness('patti-generate-job-');
const { events, call, started, finished } = harness;

/** Every puzzle of a collection, a page of 200 at a time. */
async function collectionRows(collection: string): Promise<PuzzleListing['rows']> {
  const rows: PuzzleListing['rows'][number][] = [];
  for (let offset = 0; ; offset += 200) {
    const listing = await call<PuzzleListing>('listPuzzles', { filter: { collection }, page: { limit: 200, offset } });
    rows.push(...listing.rows);
    if (rows.length >= listing.total || listing.rows.length === 0) return rows;
  }
}

async function collectionPuzzles(collection: string): Promise<PuzzleDetailView[]> {
  return Promise.all((await collectionRows(collection)).map((row) => call<PuzzleDetailView>('puzzleDetail', row.id)));
}

describe('generate jobs', () => {
  it('fill a new collection with the puzzles patti generate makes for the seed, each unique and inside its target, their ratings kept', async () => {
    const job = await started({ targets: ['Universal:Easy'], count: 4, symmetry: 'rotate180', seed: 7 });
    expect(job.collection).toBe('Generated universal:easy');
    expect(job.message).toBe('Job ' + job.jobId + ' makes 4 puzzles at universal:easy (seed 7) into “Generated universal:easy”.');
    const summary = await finished(job.jobId);
    expect(summary).toMatchObject({ kind: 'generate', status: 'done', total: 4, done: 4, error: null });
    const progress = events.filter((event) => event.topic === 'job.progress' && event.progress.jobId === job.jobId);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((event) => event.topic === 'job.progress' && event.progress.kind === 'generate')).toBe(true);

    const cli = await runPatti([
      'generate',
      '--count',
      '4',
      '--target',
      'universal:easy',
      '--symmetry',
      'rotate180',
      '--seed',
      '7',
      '--jsonl',
    ]);
    expect(cli.code).toBe(0);
    const made = cli.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { puzzle: string }).puzzle);
    const puzzles = await collectionPuzzles(job.collection);
    expect(puzzles.map((puzzle) => puzzle.givens).sort()).toEqual([...made].sort());

    for (const puzzle of puzzles) {
      const fresh = checkGeneratedPuzzle(puzzle.givens, puzzle.solution, { targets: ['universal:easy'], symmetry: 'rotate180' });
      expect(puzzle.provenance).toEqual([expect.objectContaining({ source: 'Patti generator', level: 'universal:easy' })]);
      for (const rater of ['nhc4', 'universal']) {
        const kept = puzzle.ratings.find((rating) => rating.rater === rater);
        expect(kept, `${puzzle.givens} ${rater}`).toBeDefined();
        expect(JSON.parse(kept!.detail)).toEqual(fresh[rater]);
      }
    }
    // The kept ratings are current ones: a rate job over the collection finds nothing to do.
    const rate = await call<StartedRateJob>('startRateJob', { filter: { collection: job.collection }, raters: ['nhc4', 'universal'] });
    expect(rate.jobId).toBeNull();

    const listed = (await call<JobView[]>('listJobs')).find((view) => view.id === job.jobId);
    expect(listed).toMatchObject({ kind: 'generate', status: 'done', done: 4, collection: job.collection, raters: ['nhc4', 'universal'] });

    // The same targets again: the default name is numbered; a name taken is refused.
    const again = await started({ targets: ['universal:easy'], count: 1, seed: 8 });
    expect(again.collection).toBe('Generated universal:easy 2');
    await finished(again.jobId);
    const taken = await call<StartedGenerateJob>('startGenerateJob', { targets: ['universal:easy'], count: 1, collection: job.collection });
    expect(taken).toEqual({
      jobId: null,
      problem: 'collection',
      message: `There is already a collection “${job.collection}”: choose another name.`,
    });
  });

  it('keep the puzzles made so far when cancelled', async () => {
    const job = await started({ targets: ['universal:easy'], count: 500, seed: 11, collection: 'Cancelled early' });
    await new Promise<void>((resolve) => {
      const look = (): void => {
        const seen = events.some(
          (event) => event.topic === 'job.progress' && event.progress.jobId === job.jobId && event.progress.done >= 3,
        );
        if (seen) resolve();
        else setTimeout(look, 20);
      };
      look();
    });
    await call('cancelJob', job.jobId);
    const summary = await finished(job.jobId);
    expect(summary.status).toBe('cancelled');
    expect(summary.done).toBeGreaterThanOrEqual(3);
    expect(summary.done).toBeLessThan(500);
    const puzzles = await collectionPuzzles('Cancelled early');
    expect(puzzles).toHaveLength(summary.done);
    for (const puzzle of puzzles) expect(puzzle.collections).toContain('Cancelled early');
  });

  it('end a job cancelled while queued behind another at once, leaving no empty collection', async () => {
    const running = await started({ targets: ['universal:easy'], count: 500, seed: 12, collection: 'Running first' });
    const queued = await started({ targets: ['universal:easy'], count: 5, seed: 13, collection: 'Queued behind' });
    expect(queued.message).toMatch(/It starts when the job running now ends\.$/);
    await call('cancelJob', queued.jobId);
    expect(await finished(queued.jobId)).toMatchObject({ kind: 'generate', status: 'cancelled', done: 0 });
    expect((await call<LibraryInfo>('libraryInfo')).collections.map((collection) => collection.name)).not.toContain('Queued behind');
    await call('cancelJob', running.jobId);
    expect((await finished(running.jobId)).status).toBe('cancelled');
  });

  it('resume a paused job where it stopped, making the puzzles of the uninterrupted run', async () => {
    const job = await started({ targets: ['clues:27-29'], count: 300, seed: 5, collection: 'Paused and resumed' });
    await new Promise<void>((resolve) => {
      const look = (): void => {
        if (events.some((event) => event.topic === 'job.progress' && event.progress.jobId === job.jobId && event.progress.done >= 2))
          resolve();
        else setTimeout(look, 10);
      };
      look();
    });
    harness.jobs.pause(job.jobId);
    await harness.jobs.idle();
    const paused = (await call<JobView[]>('listJobs')).find((view) => view.id === job.jobId)!;
    expect(paused.status).toBe('paused');
    const before = await collectionRows('Paused and resumed');
    expect(before).toHaveLength(paused.done);
    expect(paused.done).toBeLessThan(300);
    const heard = events.length;
    expect(harness.jobs.resumeUnfinished()).toEqual([job.jobId]);
    expect(await finished(job.jobId, heard)).toMatchObject({ status: 'done', done: 300 });
    const cli = await runPatti(['generate', '--count', '300', '--target', 'clues:27-29', '--seed', '5', '--jsonl']);
    const made = cli.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { puzzle: string }).puzzle);
    const after = await collectionRows('Paused and resumed');
    expect(after.map((puzzle) => puzzle.givens).sort()).toEqual([...made].sort());
  });

  it("offer each saved custom set's targets and make puzzles at one, rated by the set", async () => {
    const base = presetCustomSet('gen-levels', 'hodoku');
    await call('saveCustomSet', { set: { ...base, levels: [{ name: 'Light', upTo: 400 }, { name: 'Heavy' }] }, replace: false });
    const catalogue = await call<GenerateTargetsView>('generateTargets');
    const custom = catalogue.choices.filter((choice) => choice.group === 'Your set “gen-levels”').map((choice) => choice.text);
    expect(custom).toEqual([expect.stringMatching(/^custom:gen-levels:\d+-\d+$/), 'custom:gen-levels:light', 'custom:gen-levels:heavy']);
    expect(await call<TargetCheck>('checkGenerateTargets', ['custom:gen-levels:light'])).toEqual({
      ok: true,
      targets: ['custom:gen-levels:light'],
    });

    const job = await started({ targets: ['custom:gen-levels:0-100000'], count: 1, symmetry: 'rotate180', seed: 3 });
    expect((await finished(job.jobId)).status).toBe('done');
    const [puzzle] = await collectionPuzzles(job.collection);
    const rating = puzzle!.ratings.find((candidate) => candidate.rater === 'custom:gen-levels');
    expect(JSON.parse(rating!.detail)).toMatchObject({ score: expect.any(Number) });
  });

  it('answer a malformed target with the list of valid targets, and make nothing', async () => {
    const jobsBefore = (await call<JobView[]>('listJobs')).length;
    const answer = await call<StartedGenerateJob>('startGenerateJob', { targets: ['universal:easy', 'se:banana'], count: 3 });
    expect(answer.jobId).toBeNull();
    expect(answer).toMatchObject({ problem: 'targets' });
    expect(answer.message).toMatch(/^'se:banana' is not a valid se target; valid targets: se:LOW-HIGH, hodoku:/);
    for (const syntax of ['universal:easy|medium|hard', 'technique:ID', 'clues:LOW-HIGH']) expect(answer.message).toContain(syntax);
    expect(await call<TargetCheck>('checkGenerateTargets', ['speed:1-2'])).toEqual({
      ok: false,
      message: expect.stringMatching(/^unknown target 'speed:1-2'; valid targets: /),
    });
    expect(await call<TargetCheck>('checkGenerateTargets', [' SE:7.0-8.0 ', 'universal:hard'])).toEqual({
      ok: true,
      targets: ['se:7-8', 'universal:hard'],
    });
    expect((await call<JobView[]>('listJobs')).length).toBe(jobsBefore);
    expect((await call<LibraryInfo>('libraryInfo')).collections.map((collection) => collection.name)).not.toContain(
      'Generated universal:easy se:banana',
    );
  });

  it('stop a target that cannot be met at its time budget, with the reason, and leave no empty collection', async () => {
    const job = await started({ targets: ['se:15-16'], count: 2, seed: 3, budgetS: 2 });
    const summary = await finished(job.jobId);
    expect(summary.status).toBe('failed');
    expect(summary.error).toMatch(
      /^no puzzle met se:15-16 before the time budget ran out \(\d+ attempts\); 0 of 2 puzzles made\. Widen the target or allow more time\.$/,
    );
    expect((await call<LibraryInfo>('libraryInfo')).collections.map((collection) => collection.name)).not.toContain(job.collection);
  });
});
