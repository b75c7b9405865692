import { describe, expect, it } from 'vitest';
import type { AppApi, Reply } from '../../shared/api';
import type { StartedGenerateJob, StartGenerateJobInput, TargetCheck } from '../../shared/generateTypes';
import type { JobSummaryView, ListPuzzlesInput, PuzzleListing, RatingColumn } from '../../shared/libraryTypes';
import { GenerateState, resultColumnsOf } from './generate.svelte';

const ok = <T>(value: T): Promise<Reply<T>> => Promise.resolve({ ok: true, value });

const FORMS = [
  { syntax: 'se:LOW-HIGH', meaning: 'Sudoku Explainer ER, e.g. se:7.0-8.0' },
  { syntax: 'universal:easy|medium|hard', meaning: 'universal category' },
];
const VALID = `valid targets: ${FORMS.map((form) => form.syntax).join(', ')}`;

/** Checks targets the way the app's generator does for the two forms above. */
function check(texts: readonly string[]): TargetCheck {
  const targets: string[] = [];
  for (const text of texts) {
    const target = text.trim().toLowerCase();
    if (!/^se:\d+(\.\d+)?-\d+(\.\d+)?$/.test(target) && !/^universal:(easy|medium|hard)$/.test(target))
      return { ok: false, message: `'${text}' is not a valid target; ${VALID}` };
    targets.push(target);
  }
  return { ok: true, targets };
}

function fakeApi(
  answer: (input: StartGenerateJobInput) => StartedGenerateJob = () => ({
    jobId: 3,
    collection: 'Generated universal:easy',
    seed: 9,
    raters: ['nhc4', 'universal'],
    message: 'Job 3 …',
  }),
) {
  const started: StartGenerateJobInput[] = [];
  const listed: ListPuzzlesInput[] = [];
  const cancelled: number[] = [];
  const api = {
    generateTargets: () => ok({ forms: FORMS, choices: [], symmetries: [] }),
    listJobs: () => ok([]),
    checkGenerateTargets: (texts: readonly string[]) => ok(check(texts)),
    startGenerateJob: (input: StartGenerateJobInput) => {
      started.push(input);
      return ok(answer(input));
    },
    cancelJob: (id: number) => {
      cancelled.push(id);
      return ok(null);
    },
    listPuzzles: (input: ListPuzzlesInput) => {
      listed.push(input);
      const listing: PuzzleListing = { total: 2, offset: 0, rows: [], columns: [] };
      return ok(listing);
    },
  } as unknown as AppApi;
  return { api, started, listed, cancelled };
}

const summary = (fields: Partial<JobSummaryView>): JobSummaryView => ({
  jobId: 3,
  kind: 'generate',
  status: 'done',
  total: 5,
  done: 5,
  failed: 0,
  error: null,
  elapsedMs: 2_000,
  ...fields,
});

describe('GenerateState', () => {
  it('adds typed targets as the generator writes them, and shows a malformed one with the list of valid targets', async () => {
    const { api } = fakeApi();
    const state = new GenerateState(api);
    await state.load();
    state.draft = ' Universal:Easy ';
    expect(await state.addDraft()).toBe(true);
    expect(state.targets).toEqual(['universal:easy']);
    expect(state.draft).toBe('');
    state.draft = 'se:banana';
    expect(await state.addDraft()).toBe(false);
    expect(state.targets).toEqual(['universal:easy']);
    expect(state.problem).toEqual({ field: 'targets', message: "'se:banana' is not a valid target.", validTargets: FORMS });
    await state.pick('se:7-8');
    expect(state.targets).toEqual(['universal:easy', 'se:7-8']);
    expect(state.problem).toBeNull();
    state.remove('universal:easy');
    expect(state.targets).toEqual(['se:7-8']);
  });

  it('names the first wrong field of the request and sends nothing', async () => {
    const { api, started } = fakeApi();
    const state = new GenerateState(api);
    await state.pick('universal:easy');
    for (const [field, value] of [
      ['count', '0'],
      ['count', '2.5'],
      ['seed', '-1'],
      ['budget', ''],
    ] as const) {
      const form = { count: '5', seed: '', budget: '60', [field]: value };
      Object.assign(state, form);
      await state.start();
      expect(state.problem?.field, `${field} ${value}`).toBe(field);
    }
    expect(started).toEqual([]);
  });

  it('starts a job with the request, follows its progress and end, and lists its collection', async () => {
    const { api, started, listed, cancelled } = fakeApi();
    const state = new GenerateState(api);
    await state.pick('universal:easy');
    Object.assign(state, { count: '5', seed: '12', budget: '60', symmetry: 'rotate180', minimal: true });
    await state.start();
    expect(started).toEqual([{ targets: ['universal:easy'], count: 5, symmetry: 'rotate180', minimal: true, budgetS: 60, seed: 12 }]);
    expect(state.running).toBe(true);
    expect(state.resultsCollection).toBe('Generated universal:easy');
    // A rate job's progress is not this view's.
    state.handle({
      topic: 'job.progress',
      progress: { jobId: 4, kind: 'rate', total: 9, done: 1, failed: 0, perSecond: 1, etaSeconds: 8, elapsedMs: 1 },
    });
    expect(state.progress).toBeNull();
    state.handle({
      topic: 'job.progress',
      progress: { jobId: 3, kind: 'generate', total: 5, done: 2, failed: 0, perSecond: 1, etaSeconds: 3, elapsedMs: 1 },
    });
    expect(state.percent).toBe(40);
    await state.cancel();
    expect(cancelled).toEqual([3]);
    state.handle({ topic: 'job.finished', summary: summary({ status: 'cancelled', done: 2 }) });
    expect(state.running).toBe(false);
    expect(state.message).toBe('Cancelled: 2 of 5 puzzles made, kept in “Generated universal:easy”.');
    await Promise.resolve();
    expect(listed.at(-1)).toEqual({ filter: { collection: 'Generated universal:easy' }, page: { limit: 200 } });
  });

  it('shows why a job stopped short, and forgets a collection it never filled', async () => {
    const { api } = fakeApi();
    const state = new GenerateState(api);
    await state.pick('se:15-16');
    await state.start();
    state.handle({
      topic: 'job.finished',
      summary: summary({
        status: 'failed',
        done: 0,
        total: 2,
        error: 'no puzzle met se:15-16 before the time budget ran out (9 attempts); 0 of 2 puzzles made.',
      }),
    });
    expect(state.error).toBe('No puzzle met se:15-16 before the time budget ran out (9 attempts); 0 of 2 puzzles made.');
    expect(state.message).toBeNull();
    expect(state.resultsCollection).toBeNull();
  });

  it('hears the end of a job that finished before its start was answered', async () => {
    const heard: { state?: GenerateState } = {};
    const { api } = fakeApi(() => {
      heard.state!.handle({ topic: 'job.finished', summary: summary({}) });
      return { jobId: 3, collection: 'Quick', seed: 1, raters: [], message: 'Job 3 …' };
    });
    const state = new GenerateState(api);
    heard.state = state;
    await state.pick('universal:easy');
    await state.start();
    expect(state.running).toBe(false);
    expect(state.message).toBe('Made 5 of 5 puzzles in “Quick” in 2 s.');
  });

  it('refuses a collection name already taken with the app’s message', async () => {
    const { api } = fakeApi(() => ({
      jobId: null,
      problem: 'collection',
      message: 'There is already a collection “Mine”: choose another name.',
    }));
    const state = new GenerateState(api);
    await state.pick('universal:easy');
    state.collection = 'Mine';
    await state.start();
    expect(state.problem).toEqual({ field: 'collection', message: 'There is already a collection “Mine”: choose another name.' });
    expect(state.running).toBe(false);
  });
});

describe('resultColumnsOf', () => {
  const column = (rater: string, path: string | undefined, count: number, parameters?: string): RatingColumn => ({
    rater,
    key: `${rater}${path ?? ''}${parameters ?? ''}`,
    title: rater,
    name: rater,
    description: rater,
    count,
    ...(path !== undefined ? { path } : {}),
    ...(parameters !== undefined ? { parameters } : {}),
  });

  it("shows each rater's one number, the parameter set with the most puzzles, and skips raters without one", () => {
    const columns = [
      column('nhc4', '$.median', 9),
      column('nhc4', '$.mean', 3, '{"runs":5}'),
      column('nhc4', '$.mean', 9, '{}'),
      column('se', '$.er', 4),
      column('colour', '$.greenIndicator', 4),
    ];
    expect(resultColumnsOf(['nhc4', 'universal', 'se', 'colour'], columns).map(({ column: shown, title }) => [shown.key, title])).toEqual([
      ['nhc4$.mean{}', 'NHC-4'],
      ['se$.er', 'SE'],
    ]);
  });
});
