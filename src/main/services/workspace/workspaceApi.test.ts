import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPuzzle } from '../../../core/replay/puzzleInput';
import { WIKIPEDIA } from '../../../../tests/support/replayPuzzles';
import { replaySetOf } from '../../../core/replay/replaySet';
import { buildTraceView, traceCacheKey, traceEngineVersion } from '../../../core/replay/traceView';
import { presetCustomSet } from '../../../core/rate/customSet';
import { writeCustomSet } from '../library/store/customSets';
import type { TraceJob, WorkspaceInput, WorkspaceMethod, WorkspaceOutput } from '../../../shared/workspaceProtocol';
import type { TraceProgressView, TraceView } from '../../../shared/workspaceTypes';
import { WorkspaceApi } from './workspaceApi';
import { openLibrary, type LibraryWriter } from '../library/store/db';
import { readCachedTrace, readCachedTraceCount } from '../library/store/traces';
import { makeTempDir } from '../../../../tests/support/tempLibrary';
import { WorkspaceCallError, type CallOptions } from './workspaceLane';
import type { WorkspaceCalls } from './workspaceWorkers';

/** A trace worker the test drives: each trace call waits until the test sends its parts and its end. */
class DrivenWorkers implements WorkspaceCalls {
  readonly traces: { job: TraceJob; options: CallOptions<'trace'>; finish: () => void; fail: (error: Error) => void }[] = [];
  call<M extends WorkspaceMethod>(method: M, input: WorkspaceInput<M>, options: CallOptions<M> = {}): Promise<WorkspaceOutput<M>> {
    if (method === 'readPuzzle') return Promise.resolve(readPuzzle(input as string) as WorkspaceOutput<M>);
    if (method !== 'trace') throw new Error(`${method} is not driven`);
    const job = input as TraceJob;
    return new Promise((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new WorkspaceCallError('The trace call was cancelled.', 'cancelled')));
      this.traces.push({
        job,
        options: options as CallOptions<'trace'>,
        finish: () =>
          resolve(buildTraceView(job.puzzle, job.solution, replaySetOf(job.set, job.custom), job.libraryId) as WorkspaceOutput<M>),
        fail: reject,
      });
    });
  }

  /** Sends the first `count` steps of the driven trace `index` as one part. */
  sendSteps(count: number, index = 0): void {
    const { job, options } = this.traces[index]!;
    const whole = buildTraceView(job.puzzle, job.solution, replaySetOf(job.set, job.custom), job.libraryId);
    options.onPart?.({ from: 0, steps: whole.steps.slice(0, count), position: whole.steps[count]!.before, phase: 'solving' });
  }
}

let db: LibraryWriter | undefined;
afterEach(() => db?.close());

function apiOver(workers: DrivenWorkers): WorkspaceApi {
  db = openLibrary(path.join(makeTempDir('patti-trace-'), 'library.db'));
  return new WorkspaceApi({ workers, db, firstPartMs: 20, progressWaitMs: 50 });
}

describe('WorkspaceApi traces in progress', () => {
  it('answers a progressive open with the steps so far, then the rest by ticket, and caches only the complete trace', async () => {
    const workers = new DrivenWorkers();
    const api = apiOver(workers);
    const opening = api.puzzleTrace({ puzzle: WIKIPEDIA, set: 'se', progressive: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    workers.sendSteps(3);
    const first = (await opening) as TraceProgressView;
    expect(first).toMatchObject({ kind: 'trace-progress', from: 0, phase: 'solving', puzzle: WIKIPEDIA });
    expect(first.steps).toHaveLength(3);
    expect(readCachedTraceCount(db!)).toBe(0);

    // Nothing new: the wait ends empty-handed after its time, from where it was asked.
    const quiet = (await api.traceProgress({ ticket: first.ticket, from: 3 })) as TraceProgressView;
    expect(quiet).toMatchObject({ kind: 'trace-progress', from: 3, steps: [] });

    const more = api.traceProgress({ ticket: first.ticket, from: 3 });
    workers.sendSteps(5);
    const next = (await more) as TraceProgressView;
    expect(next.from).toBe(3);
    expect(next.steps.map((step) => step.index)).toEqual([3, 4]);

    workers.traces[0]!.finish();
    const whole = (await api.traceProgress({ ticket: first.ticket, from: 5 })) as TraceView;
    expect(whole).toEqual({ ...buildTraceView(WIKIPEDIA, whole.solution, 'se', null), cached: false });
    expect(JSON.parse(readCachedTrace(db!, whole.puzzle, 'se', traceEngineVersion('se'))!)).toEqual({ ...whole, cached: undefined });
    // The next open of the same puzzle comes from the cache, complete.
    expect(await api.puzzleTrace({ puzzle: WIKIPEDIA, set: 'se', progressive: true })).toMatchObject({ kind: 'trace', cached: true });
    expect(workers.traces).toHaveLength(1);
  });

  it('lets a second caller join a running solve, and stops it only when every caller has cancelled', async () => {
    const workers = new DrivenWorkers();
    const api = apiOver(workers);
    const first = (await api.puzzleTrace({ puzzle: WIKIPEDIA, set: 'hodoku', progressive: true })) as TraceProgressView;
    const second = (await api.puzzleTrace({ puzzle: WIKIPEDIA, set: 'hodoku', progressive: true })) as TraceProgressView;
    expect(workers.traces).toHaveLength(1);
    expect(second.ticket).toBe(first.ticket);
    expect(api.cancelTrace(first.ticket)).toBe(true);
    expect(workers.traces[0]!.options.signal!.aborted).toBe(false);
    expect(api.cancelTrace(first.ticket)).toBe(true);
    expect(workers.traces[0]!.options.signal!.aborted).toBe(true);
    await expect(api.traceProgress({ ticket: first.ticket, from: 0 })).rejects.toThrow(/cancelled/);
    expect(readCachedTraceCount(db!)).toBe(0);
    // A cancelled solve is not joined: opening the puzzle again starts a new one.
    await api.puzzleTrace({ puzzle: WIKIPEDIA, set: 'hodoku', progressive: true });
    expect(workers.traces).toHaveLength(2);
    await expect(api.traceProgress({ ticket: 'no-such-ticket', from: 0 })).rejects.toThrow(/no longer running/);
  });

  it('waits for the whole trace when not asked for progress', async () => {
    const workers = new DrivenWorkers();
    const api = apiOver(workers);
    const opening = api.puzzleTrace({ puzzle: WIKIPEDIA, set: 'grader' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    workers.sendSteps(2);
    workers.traces[0]!.finish();
    expect(await opening).toMatchObject({ kind: 'trace', cached: false, set: 'grader' });
  });
});

describe('WorkspaceApi replays in a custom set', () => {
  it("sends the library's set to the worker, caches the trace under the set's content, and never serves it for an edited set", async () => {
    const workers = new DrivenWorkers();
    const api = apiOver(workers);
    const set = presetCustomSet('my-set', 'hodoku');
    writeCustomSet(db!, set);
    const opening = api.puzzleTrace({ puzzle: WIKIPEDIA, set: 'custom:my-set' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(workers.traces[0]!.job).toMatchObject({ set: 'custom:my-set', custom: set });
    workers.traces[0]!.finish();
    const whole = (await opening) as TraceView;
    expect(whole).toMatchObject({ kind: 'trace', set: 'custom:my-set', cached: false });
    expect(whole.rating.label).toMatch(/^my-set \(custom\) /);
    const key = traceCacheKey(replaySetOf('custom:my-set', set));
    expect(readCachedTrace(db!, whole.puzzle, key.techniqueSet, key.engineVersion)).toBeDefined();
    expect(await api.puzzleTrace({ puzzle: WIKIPEDIA, set: 'custom:my-set' })).toMatchObject({ kind: 'trace', cached: true });
    expect(workers.traces).toHaveLength(1);

    // An edit of the set: its next replay is solved again with the new content.
    const edited = { ...set, fold: 'hardest' as const };
    writeCustomSet(db!, edited);
    const again = api.puzzleTrace({ puzzle: WIKIPEDIA, set: 'custom:my-set' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(workers.traces).toHaveLength(2);
    expect(workers.traces[1]!.job.custom).toEqual(edited);
    workers.traces[1]!.finish();
    expect(await again).toMatchObject({ cached: false, rating: { fold: 'max' } });
  });

  it('refuses a custom set the library does not have, in words', async () => {
    const api = apiOver(new DrivenWorkers());
    await expect(api.puzzleTrace({ puzzle: WIKIPEDIA, set: 'custom:nothing-here' })).rejects.toThrow(
      'There is no custom technique set “nothing-here” in the library',
    );
    await expect(api.stepAlternatives({ puzzle: WIKIPEDIA, set: 'custom:nothing-here', index: 0 })).rejects.toThrow(
      /no custom technique set/,
    );
  });
});
