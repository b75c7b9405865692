/**
 * The library and job methods of the app API, called through the same boundary the transports
 * use (dispatchCall: input checks, then the service), over the sample library built in a
 * temporary PATTI_HOME. Expected figures come from the shipped sample files themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { presetCustomSet } from '../../../core/rate/customSet';
import { writeTag } from './store/curation';
import { findSampleDir } from './sample';
import { useSampleAppService } from '../../../../tests/support/sampleAppService';

// Wikipedia's "Sudoku" example (its solution is printed there): not in the sample library.
const WIKIPEDIA_PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const WIKIPEDIA_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

const SAMPLE = findSampleDir();
const SOTD = 'Patti · Sudoku of the Day levels';
const SE_BANDS = 'Patti · SE bands';
const sampleLines = (file: string): string[] =>
  fs
    .readFileSync(path.join(SAMPLE, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
/** Rows of a sample CSV/TSV as objects keyed by its header. */
function sampleTable(file: string, separator: string): Record<string, string>[] {
  const [header, ...rows] = sampleLines(file);
  const names = header!.split(separator);
  return rows.map((row) => Object.fromEntries(row.split(separator).map((cell, index) => [names[index], cell])));
}

/** An independent check of a solution: every row, column and box holds 1..9 once, and the givens are kept. */
function isSolutionOf(solution: string, givens: string): boolean {
  for (let i = 0; i < 9; i++) {
    const units = [
      Array.from({ length: 9 }, (_, j) => i * 9 + j),
      Array.from({ length: 9 }, (_, j) => j * 9 + i),
      Array.from({ length: 9 }, (_, j) => (Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)),
    ];
    if (
      !units.every(
        (unit) =>
          unit
            .map((cell) => solution[cell])
            .sort()
            .join('') === '123456789',
      )
    )
      return false;
  }
  return [...givens].every((digit, cell) => digit === '.' || digit === solution[cell]);
}

const app = useSampleAppService('patti-app-');
const { call, callError } = app;

describe('the library methods over the sample library', () => {
  it('builds the sample library at $PATTI_HOME/library.db on first start', async () => {
    expect(app.library.sample).toBeDefined();
    const info = await call('libraryInfo');
    expect(info.path).toBe(path.join(app.home, 'library.db'));
    expect(fs.existsSync(info.path)).toBe(true);
    expect(info.raters.map((rater) => rater.id)).toContain('se');
    expect(info.columns.map((column) => column.key)).toEqual(expect.arrayContaining(['ext:ER', 'ext:cost', 'ext:HoDoKu']));
  });

  it('lists every source of the manifest with its levels in order and their puzzle counts', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(SAMPLE, 'manifest.json'), 'utf8')) as {
      sources: { source: string; levels: string[] }[];
    };
    const sources = await call('listSources');
    expect(sources.map((source) => source.name).sort()).toEqual(manifest.sources.map((source) => source.source).sort());
    const sotd = sources.find((source) => source.name === SOTD)!;
    expect(sotd.levels.map((level) => level.name)).toEqual(manifest.sources.find((source) => source.source === SOTD)!.levels);
    const sotdRows = sampleTable('sotd-levels.csv', ',');
    for (const level of sotd.levels) expect(level.puzzles, level.name).toBe(sotdRows.filter((row) => row.level === level.name).length);
    const bands = sources.find((source) => source.name === SE_BANDS)!;
    expect(bands.puzzles).toBe(new Set(sampleTable('se-bands.csv', ',').map((row) => row.puzzle)).size);
  });

  it('filters by source and level, pages without overlap, and gives each row its origins', async () => {
    const all = await call('listPuzzles', {});
    const bands = sampleTable('se-bands.csv', ',');
    const levelOf = new Map(bands.map((row) => [row.puzzle, row.level]));
    const bySource = await call('listPuzzles', { filter: { source: SE_BANDS }, page: { limit: 50 } });
    expect(bySource.total).toBeLessThan(all.total);
    expect(bySource.total).toBe(bands.length);
    expect(bySource.rows).toHaveLength(50);
    for (const row of bySource.rows) {
      expect(row.clueCount).toBe(row.givens.replace(/\./g, '').length);
      expect(row.origins).toContainEqual({ source: SE_BANDS, level: levelOf.get(row.givens) });
    }
    const next = await call('listPuzzles', { filter: { source: SE_BANDS }, page: { limit: 50, offset: 50 } });
    const firstIds = new Set(bySource.rows.map((row) => row.id));
    expect(next.rows.some((row) => firstIds.has(row.id))).toBe(false);
    expect(next.rows[0]!.id).toBeGreaterThan(bySource.rows[49]!.id);
    const fiendish = await call('listPuzzles', { filter: { source: SOTD, level: 'Fiendish' } });
    expect(fiendish.total).toBe(sampleTable('sotd-levels.csv', ',').filter((row) => row.level === 'Fiendish').length);
  });

  it('sorts by an external rating and filters by its range, as the published file has it', async () => {
    const published = sampleTable('se-bands.csv', ',').map((row) => Number(row.ER));
    const sort = { rater: 'ER', external: true };
    const top = await call('listPuzzles', { page: { sort, descending: true, limit: 5 } });
    expect(top.rows[0]!.ratings['ext:ER']).toBe(Math.max(...published));
    const values = top.rows.map((row) => row.ratings['ext:ER']!);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const hardOnes = await call('listPuzzles', { filter: { ratings: [{ ...sort, min: 8 }] }, page: { limit: 200 } });
    expect(hardOnes.total).toBe(published.filter((value) => value >= 8).length);
    expect(hardOnes.rows.every((row) => row.ratings['ext:ER']! >= 8)).toBe(true);
  });

  it('gives a puzzle its givens, a correct solution, where it came from and its ratings', async () => {
    const [escargot] = sampleTable('named-classics.tsv', '\t').filter((row) => row.name === 'AI Escargot');
    const listed = await call('listPuzzles', { filter: { source: 'Named classics' }, page: { limit: 50 } });
    const row = listed.rows.find((candidate) => candidate.givens === escargot!.puzzle);
    expect(row).toBeDefined();
    const detail = (await call('puzzleDetail', row!.id))!;
    expect(detail.givens).toBe(escargot!.puzzle);
    expect(isSolutionOf(detail.solution, detail.givens)).toBe(true);
    expect(detail.provenance.map((origin) => origin.source)).toContain('Named classics');
    expect(await call('puzzleDetail', 999_999)).toBeNull();
  });

  it('imports pasted text: new, duplicate and each rejected line with its number and reason', async () => {
    const known = sampleTable('sotd-levels.csv', ',')[0]!.puzzle!;
    const text = [WIKIPEDIA_PUZZLE, known, '12345', '.'.repeat(81)].join('\n');
    const report = await call('importText', { text, source: 'Pasted', level: 'Mine' });
    expect(report).toMatchObject({ records: 4, added: 1, duplicates: 1, isomorphs: 0, rejected: 2 });
    expect(report.problems.map((problem) => problem.line)).toEqual([3, 4]);
    expect(report.problems[1]!.reason).toContain('more than one solution');
    expect(app.received).toContainEqual({ topic: 'library.changed' });
    const pasted = await call('listPuzzles', { filter: { source: 'Pasted', level: 'Mine' } });
    expect(pasted.rows.map((row) => row.givens).sort()).toEqual([WIKIPEDIA_PUZZLE, known].sort());
    const wikipedia = pasted.rows.find((row) => row.givens === WIKIPEDIA_PUZZLE)!;
    expect((await call('puzzleDetail', wikipedia.id))!.solution).toBe(WIKIPEDIA_SOLUTION);
  });

  it('refuses bad input at the boundary, naming the field', async () => {
    expect(await callError('listPuzzles', { filter: { sorce: 'x' } })).toContain('filter.sorce');
    expect(await callError('listPuzzles', { page: { limit: 5000 } })).toContain('input.page.limit');
    expect(await callError('listPuzzles', { filter: { ratings: [{ rater: 'SE', min: 9, max: 2 }] } })).toContain('min ≤ max');
    expect(await callError('puzzleDetail', 'seven')).toMatch(/^ERR_INPUT/);
    expect(await callError('importText', { text: WIKIPEDIA_PUZZLE })).toContain('input.source');
    expect(await callError('startRateJob', { raters: [] })).toContain('at least one rater');
    expect(await callError('listPuzzles', { page: { sort: { rater: 'se', path: "$.er'); DROP TABLE puzzles; --" } } })).toContain(
      'JSON path',
    );
    expect(await callError('startRateJob', { raters: ['no-such-rater'] })).toMatch(/^ERR_SERVICE.*unknown rater: no-such-rater/);
  });
});

describe('rate jobs through the app API', () => {
  it('rates the puzzles a filter selects in a worker, reports progress, and the ratings become a column', async () => {
    const beginners = await call('listPuzzles', { filter: { level: 'Beginner' }, page: { limit: 4 } });
    const ids = beginners.rows.map((row) => row.id);
    writeTag(app.library.db, 'try', ids);
    const started = await call('startRateJob', { filter: { tag: 'try' }, raters: ['grader'] });
    expect(started.jobId).not.toBeNull();
    await app.library.jobs.idle();
    const finished = app.received.find((event) => event.topic === 'job.finished');
    expect(finished).toMatchObject({ summary: { jobId: started.jobId, status: 'done', total: 4, done: 4, failed: 0 } });
    const progress = app.received.filter((event) => event.topic === 'job.progress');
    expect(progress.length).toBeGreaterThan(0);
    const jobs = await call('listJobs');
    expect(jobs[0]).toMatchObject({ id: started.jobId, status: 'done', raters: ['grader'], total: 4, done: 4, running: false });
    // The sample ships without the grader's ratings. Its value is a record (score, strategic,
    // procedural): the score becomes the column.
    const score = { rater: 'grader', path: '$.score' };
    const rated = await call('listPuzzles', { filter: { tag: 'try' }, page: { sort: score } });
    expect(rated.columns.map((column) => column.key)).toContain('grader@$.score');
    expect(rated.rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const row of rated.rows) {
      const detail = (await call('puzzleDetail', row.id))!;
      const stored = JSON.parse(detail.ratings.find((rating) => rating.rater === 'grader')!.detail) as { score: number };
      expect(row.ratings['grader@$.score']).toBe(stored.score);
    }
    const again = await call('startRateJob', { filter: { tag: 'try' }, raters: ['grader'] });
    expect(again.jobId).toBeNull();
    expect(await call('cancelJob', 424_242)).toBeNull();
  }, 60_000);

  it("lists the library's custom sets beside the raters and rates with one, its column headed by the set's name", async () => {
    const base = presetCustomSet('no-xy', 'hodoku');
    await call('saveCustomSet', { set: { ...base, techniques: base.techniques.filter((t) => t.id !== 'xy-wing') }, replace: false });
    const info = await call('libraryInfo');
    expect(info.raters.find((rater) => rater.id === 'custom:no-xy')).toMatchObject({
      name: 'Custom rating “no-xy”',
      description: expect.stringMatching(/^Your technique set from HoDoKu: \d+ techniques; rates the sum of its steps\.$/),
    });
    expect(info.raters.findIndex((rater) => rater.id === 'custom:no-xy')).toBeGreaterThan(
      info.raters.findIndex((rater) => rater.id === 'se'),
    );

    const beginners = await call('listPuzzles', { filter: { level: 'Beginner' }, page: { limit: 3 } });
    writeTag(
      app.library.db,
      'custom-try',
      beginners.rows.map((row) => row.id),
    );
    app.received.length = 0;
    const started = await call('startRateJob', { filter: { tag: 'custom-try' }, raters: ['custom:no-xy'] });
    expect(started.message).toMatch(/rates 3 puzzles with no-xy/);
    await app.library.jobs.idle();
    expect(app.received.find((event) => event.topic === 'job.finished')).toMatchObject({
      summary: { jobId: started.jobId, status: 'done', done: 3, failed: 0 },
    });
    const rated = await call('listPuzzles', { filter: { tag: 'custom-try' } });
    const column = rated.columns.find((candidate) => candidate.rater === 'custom:no-xy');
    expect(column).toMatchObject({ title: 'no-xy' });
    for (const row of rated.rows) expect(row.ratings[column!.key]).toEqual(expect.any(Number));
    expect(await callError('startRateJob', { raters: ['custom:not-saved'] })).toContain(
      'There is no custom technique set “not-saved” in the library',
    );
  }, 60_000);

  it('cancels a running job for good: it stops, keeps what was committed, and is not resumed', async () => {
    app.received.length = 0;
    const started = await call('startRateJob', { filter: { source: SE_BANDS }, raters: ['sisus'], runs: 30 });
    const jobId = started.jobId!;
    await vi.waitFor(() => expect(app.received.some((event) => event.topic === 'job.progress')).toBe(true), { timeout: 30_000 });
    const cancelled = await call('cancelJob', jobId);
    expect(cancelled?.id).toBe(jobId);
    await app.library.jobs.idle();
    const job = (await call('listJobs')).find((candidate) => candidate.id === jobId)!;
    expect(job.status).toBe('cancelled');
    expect(job.done).toBeLessThan(sampleTable('se-bands.csv', ',').length);
    expect(app.received).toContainEqual(
      expect.objectContaining({ topic: 'job.finished', summary: expect.objectContaining({ jobId, status: 'cancelled' }) }),
    );
    const rated = await call('listPuzzles', { filter: { source: SE_BANDS, ratings: [{ rater: 'sisus', path: '$.refutation' }] } });
    expect(rated.total).toBe(job.done);
    expect(app.library.jobs.resumeUnfinished()).not.toContain(jobId);
  }, 60_000);
});
