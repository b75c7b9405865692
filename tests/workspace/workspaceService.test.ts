/**
 * The workspace methods of the app API over real worker threads and a real library, called
 * through the same boundary the transports use (dispatchCall: input checks, then the service).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { findRater } from '../../src/core/rate/registry';
import { solveLogically } from '../../src/core/simulate/logical';
import { findTechniqueSet } from '../../src/core/simulate/logicalPresets';
import { asPuzzle } from '../../src/core/grid/puzzle';
import type { ApiMethodName, AppService, Reply } from '../../src/shared/api';
import { dispatchCall } from '../../src/shared/dispatch';
import type {
  HintView,
  NishioRunView,
  PuzzleProblem,
  QuickRatings,
  RedundantGivens,
  SavedPuzzle,
  StepView,
  TraceProgressView,
  TraceView,
} from '../../src/shared/workspaceTypes';
import type { PuzzleListing } from '../../src/shared/libraryTypes';
import { createAppService } from '../../src/main/services/app/appApi';
import { createRateThreadPool } from '../../src/main/services/jobs/threadTransport';
import { tsxLoaderUrl } from '../../src/main/services/jobs/workerEntry';
import { RateJobService } from '../../src/main/services/jobs/rateJobService';
import { openLibrary, type LibraryWriter } from '../../src/main/services/library/store/db';
import { readCachedTraceCount } from '../../src/main/services/library/store/traces';
import { makeTempDir } from '../support/tempLibrary';
import { createThreadWorkspaceWorkers } from '../../src/main/services/workspace/threadWorkspace';
import type { WorkspaceWorkers } from '../../src/main/services/workspace/workspaceWorkers';
import { runPatti } from '../cli/run';

const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const TWO_SOLUTIONS = EASTER_MONSTER.slice(0, 80) + '.';
const FIXTURE = { file: path.join(import.meta.dirname, 'workspaceWorker.fixture.ts'), execArgv: ['--import', tsxLoaderUrl()] };

let dbFile: string;
let db: LibraryWriter;
let workers: WorkspaceWorkers;
let service: AppService;

function serviceOver(library: LibraryWriter, workspace: WorkspaceWorkers): AppService {
  const jobs = new RateJobService({ db: library, findRater, createPool: () => createRateThreadPool({ size: 1 }) });
  return createAppService({ runtime: 'web', version: '0.0.0', library: { db: library, path: ':memory:', jobs }, workspace });
}

async function call<T>(name: ApiMethodName, input: unknown, on: AppService = service): Promise<T> {
  const reply = (await dispatchCall(on, name, input)) as Reply<T>;
  if (!reply.ok) throw new Error(`${name}: ${reply.error.kind} ${reply.error.message}`);
  return reply.value;
}

async function failure(name: ApiMethodName, input: unknown, on: AppService = service): Promise<string> {
  const reply = await dispatchCall(on, name, input);
  if (reply.ok) throw new Error(`${name} answered instead of failing`);
  return reply.error.message;
}

beforeAll(() => {
  dbFile = path.join(makeTempDir('patti-workspace-'), 'library.db');
  db = openLibrary(dbFile);
  workers = createThreadWorkspaceWorkers();
  service = serviceOver(db, workers);
});

afterAll(async () => {
  await workers.close();
  db.close();
});

describe('the workspace methods over worker threads', () => {
  // Easter Monster's SE solve takes seconds (nested forcing chains), more on a busy machine: the
  // references are computed while the worker solves, and the test waits as long as a solve may.
  it(
    'traces Easter Monster by text as it goes, with as many steps as `patti explain --json` and the rating of `patti rate --raters se`',
    { timeout: 600_000 },
    async () => {
      const explaining = runPatti(['explain', EASTER_MONSTER, '--json']);
      let view = await call<TraceView | TraceProgressView>('puzzleTrace', { puzzle: EASTER_MONSTER, set: 'se', progressive: true });
      expect(view.kind).toBe('trace-progress');
      const seen: StepView[] = [];
      while (view.kind === 'trace-progress') {
        expect(view.from).toBe(seen.length);
        seen.push(...view.steps);
        view = await call<TraceView | TraceProgressView>('traceProgress', { ticket: view.ticket, from: seen.length });
      }
      const trace = view;
      const rated = ratePuzzle(EASTER_MONSTER, ['se']).se;
      const explained = JSON.parse((await explaining).stdout) as { steps: unknown[] };
      expect(trace.steps.length).toBe(explained.steps.length);
      // What was shown along the way is the start of the complete trace.
      expect(trace.steps.slice(0, seen.length)).toEqual(seen);
      expect(trace.rating.detail).toEqual(rated);
      expect(trace).toMatchObject({ kind: 'trace', puzzle: EASTER_MONSTER, libraryId: null, cached: false });
      expect(await call<TraceView>('puzzleTrace', { puzzle: EASTER_MONSTER, set: 'se', progressive: true })).toMatchObject({
        kind: 'trace',
        cached: true,
      });
    },
  );

  it("answers the second call from the library's cache, the same trace", async () => {
    const first = await call<TraceView>('puzzleTrace', { puzzle: WIKIPEDIA, set: 'hodoku' });
    const cachedBefore = readCachedTraceCount(db);
    const second = await call<TraceView>('puzzleTrace', { puzzle: WIKIPEDIA.replaceAll('.', '0'), set: 'hodoku' });
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect({ ...second, cached: false }).toEqual(first);
    expect(readCachedTraceCount(db)).toBe(cachedBefore);
  });

  it('answers puzzles it cannot replay with the problem, and unknown ids too', async () => {
    expect(await call<PuzzleProblem>('puzzleTrace', { puzzle: TWO_SOLUTIONS, set: 'se' })).toMatchObject({
      kind: 'problem',
      reason: 'multiple-solutions',
      puzzle: TWO_SOLUTIONS,
    });
    expect(await call<PuzzleProblem>('puzzleTrace', { puzzle: '12345', set: 'se' })).toMatchObject({
      kind: 'problem',
      reason: 'invalid',
      puzzle: null,
    });
    expect(await call<PuzzleProblem>('puzzleTrace', { id: 987_654, set: 'se' })).toMatchObject({ kind: 'problem', reason: 'unknown-id' });
    expect(await call<PuzzleProblem>('nishioRun', { id: 987_654, seed: 1, strategies: 4 })).toMatchObject({
      kind: 'problem',
      reason: 'unknown-id',
    });
    expect(await failure('puzzleTrace', { puzzle: WIKIPEDIA, set: 'fastest' })).toMatch(/input\.set as one of se, hodoku, sotd, grader/);
  });

  it('runs Nishio with the count `patti rate --raters nhc4 --runs 1 --seed 7` gives', async () => {
    const run = await call<NishioRunView>('nishioRun', { puzzle: EASTER_MONSTER, seed: 7, strategies: 4 });
    const rated = JSON.parse(
      (await runPatti(['rate', '--raters', 'nhc4', '--runs', '1', '--seed', '7', '--jsonl', '-'], EASTER_MONSTER + '\n')).stdout
        .trim()
        .split('\n')[0]!,
    ) as { nhc4: { mean: number } };
    expect(run.cycles).toBe(rated.nhc4.mean);
    expect(run.histogram).toHaveLength(50);
    expect(run.histogram[0]).toBe(run.cycles);
  });

  it('gives hints, alternatives, quick ratings and the redundant givens', async () => {
    const hint = await call<HintView>('puzzleHint', { givens: WIKIPEDIA, values: WIKIPEDIA, marks: null, set: 'se' });
    const first = solveLogically(asPuzzle(WIKIPEDIA), findTechniqueSet('se')!).steps[0]!;
    expect(hint.kind === 'step' && hint.step.step).toEqual(first.step);
    const alternatives = await call<StepView[]>('stepAlternatives', { puzzle: WIKIPEDIA, set: 'se', index: 0 });
    expect(alternatives[0]!.step).toEqual(first.step);
    expect(alternatives.length).toBe(first.options);
    const ratings = await call<QuickRatings>('quickRatings', WIKIPEDIA);
    expect(ratings.seEr).toBe((ratePuzzle(WIKIPEDIA, ['se']).se as { er: number }).er);
    const redundant = await call<RedundantGivens>('redundantGivens', WIKIPEDIA);
    expect(redundant.cells.length).toBeGreaterThan(0);
    expect(await call<PuzzleProblem>('quickRatings', TWO_SOLUTIONS)).toMatchObject({ reason: 'multiple-solutions' });
    expect(await failure('stepAlternatives', { puzzle: TWO_SOLUTIONS, set: 'se', index: 0 })).toMatch(/more than one solution/);
  });

  it('saves a puzzle under "My puzzles" with tags and a note, then finds it by source and traces it by id', async () => {
    const saved = await call<SavedPuzzle>('savePuzzle', { puzzle: WIKIPEDIA, tags: ['newspaper'], note: 'from the paper' });
    expect(saved.status).toBe('new');
    expect((await call<SavedPuzzle>('savePuzzle', { puzzle: WIKIPEDIA, tags: [], note: null })).status).toBe('duplicate');
    const listing = await call<PuzzleListing>('listPuzzles', { filter: { source: 'My puzzles' } });
    expect(listing.rows.map((row) => row.givens)).toEqual([WIKIPEDIA]);
    expect(listing.rows[0]!.id).toBe(saved.id);
    const detail = await call<{ tags: string[]; notes: { body: string }[] }>('puzzleDetail', saved.id);
    expect(detail.tags).toEqual(['newspaper']);
    expect(detail.notes.map((note) => note.body)).toEqual(['from the paper']);
    const byId = await call<TraceView>('puzzleTrace', { id: saved.id, set: 'se' });
    expect(byId).toMatchObject({ puzzle: WIKIPEDIA, libraryId: saved.id });
    expect((await call<TraceView>('puzzleTrace', { puzzle: WIKIPEDIA, set: 'hodoku' })).libraryId).toBe(saved.id);
    const listed = await runPatti(['db', 'list', '--db', dbFile, '--source', 'My puzzles']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(WIKIPEDIA);
  });

  it('keeps a game of Play across a restart of the host, and lists it as in progress then solved', async () => {
    const { id } = await call<SavedPuzzle>('savePuzzle', { puzzle: WIKIPEDIA, tags: [], note: null });
    const values = WIKIPEDIA.replace(/\./g, '0');
    const marks = Array.from({ length: 81 }, (_, cell) => (values[cell] === '0' ? 0b111 : 0));
    expect(await call('savedGame', id)).toBeNull();
    // Cell r5c5 in the first paint, candidate 4 of r1c3 in the second.
    const colours = { cells: Array.from({ length: 81 }, (_, cell) => (cell === 40 ? 1 : 0)), candidates: [[2 * 9 + 3, 2]] };
    expect(await call('saveGame', { puzzleId: id, values, marks, elapsedMs: 42_000, solved: false, colours })).toBe(true);
    expect(await failure('saveGame', { puzzleId: id, values: 'x', marks, elapsedMs: 1, solved: false })).toMatch(/81 digits/);
    expect(
      await failure('saveGame', {
        puzzleId: id,
        values,
        marks,
        elapsedMs: 1,
        solved: false,
        colours: { cells: colours.cells, candidates: [[2, 3]] },
      }),
    ).toMatch(/input\.colours\.candidates\[0\]\[1\] as a whole number from 1 to 2, but got 3/);
    // A restart: the library opened again by another service.
    const reopened = openLibrary(dbFile);
    const restarted = serviceOver(reopened, workers);
    expect(await call('savedGame', id, restarted)).toEqual({ puzzleId: id, values, marks, elapsedMs: 42_000, solved: false, colours });
    expect(await call('gameProgress', undefined, restarted)).toContainEqual({ puzzleId: id, solved: false, elapsedMs: 42_000 });
    // A game saved without paint (as before paints were kept, or after Clear colours) comes back without any.
    await call('saveGame', { puzzleId: id, values, marks, elapsedMs: 50_000, solved: true }, restarted);
    expect(await call('gameProgress', undefined)).toContainEqual({ puzzleId: id, solved: true, elapsedMs: 50_000 });
    expect((await call<{ colours: unknown }>('savedGame', id)).colours).toEqual({ cells: new Array<number>(81).fill(0), candidates: [] });
    reopened.close();
  });

  it('refuses to save a puzzle without exactly one solution, saying why', async () => {
    expect(await failure('savePuzzle', { puzzle: TWO_SOLUTIONS })).toMatch(/not saved.*more than one solution/);
  });
});

describe('a workspace worker that crashes or runs away', () => {
  let fragile: WorkspaceWorkers;
  let fragileService: AppService;
  beforeAll(() => {
    fragile = createThreadWorkspaceWorkers({ entry: FIXTURE, quickBudgetMs: 3000 });
    fragileService = serviceOver(db, fragile);
  });
  afterAll(() => fragile.close());

  it('answers the call a crash interrupted with an error, and the next call works on a new worker', async () => {
    expect(await failure('puzzleTrace', { puzzle: 'CRASH', set: 'se' }, fragileService)).toMatch(
      /stopped while computing readPuzzle.*restarted/,
    );
    expect(await call<TraceView>('puzzleTrace', { puzzle: WIKIPEDIA, set: 'grader' }, fragileService)).toMatchObject({ kind: 'trace' });
    expect(fragile.quick.workersStarted).toBe(2);
  });

  it('stops a call over its budget and says so, without a number', async () => {
    expect(await failure('puzzleTrace', { puzzle: 'SPIN', set: 'se' }, fragileService)).toMatch(
      /Over budget: readPuzzle took longer than 3 s/,
    );
    expect(await call<RedundantGivens>('redundantGivens', WIKIPEDIA, fragileService)).toMatchObject({ puzzle: WIKIPEDIA });
  });
});
