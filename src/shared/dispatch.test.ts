import { describe, expect, it } from 'vitest';
import { API_METHOD_NAMES, type AppService } from './api';
import { makeApiMethods } from './client';
import { dispatchCall } from './dispatch';

const info = { name: 'patti', version: '0.0.0', runtime: 'web', libraryProblem: null, versions: { node: '22', electron: null } } as const;

/** The library methods, each failing as a service with no library would (these tests are about the boundary). */
function libraryMethodsThatFail(): Omit<AppService, 'appInfo' | 'examinePuzzle'> {
  const none = (): never => {
    throw new Error('no library');
  };
  return {
    libraryInfo: none,
    listSources: none,
    listPuzzles: none,
    puzzleDetail: none,
    countPuzzles: none,
    puzzleIds: none,
    tagPuzzles: none,
    untagPuzzles: none,
    createCollection: none,
    addToCollection: none,
    removeFromCollection: none,
    setLevel: none,
    renameSource: none,
    namePuzzle: none,
    importText: none,
    importFile: none,
    cancelImport: none,
    startRateJob: none,
    generateTargets: none,
    checkGenerateTargets: none,
    startGenerateJob: none,
    cancelJob: none,
    listJobs: none,
    puzzleTrace: none,
    traceProgress: none,
    cancelTrace: none,
    stepAlternatives: none,
    nishioRun: none,
    puzzleHint: none,
    quickRatings: none,
    redundantGivens: none,
    savedGame: none,
    saveGame: none,
    gameProgress: none,
    savePuzzle: none,
    compareRows: none,
    compareMetrics: none,
    compareStatistics: none,
    compareIntervals: none,
    comparePuzzles: none,
    compareScatter: none,
    compareNear: none,
    compareList: none,
    refitScale: none,
    listScales: none,
    saveScale: none,
    deleteScale: none,
    useScale: none,
    printPuzzles: none,
    printPdf: none,
    fitRating: none,
    listCustomSets: none,
    customSet: none,
    saveCustomSet: none,
    deleteCustomSet: none,
    previewCustomSet: none,
  };
}

function fakeService(overrides: Partial<AppService> = {}): AppService {
  return {
    appInfo: () => info,
    examinePuzzle: (text) => ({
      puzzle: null,
      status: 'invalid',
      solution: null,
      error: { kind: 'ERR_LENGTH', message: `got ${text.length}` },
    }),
    ...libraryMethodsThatFail(),
    ...overrides,
  };
}

describe('dispatchCall', () => {
  it('answers a known method with its value', async () => {
    expect(await dispatchCall(fakeService(), 'appInfo', undefined)).toEqual({ ok: true, value: info });
  });

  it('names the unknown method and lists the known ones', async () => {
    const reply = await dispatchCall(fakeService(), 'dropTables', undefined);
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.error.kind).toBe('ERR_UNKNOWN_METHOD');
    expect(reply.error.message).toContain("'dropTables'");
    expect(reply.error.message).toContain('examinePuzzle');
  });

  it('does not treat inherited object properties as methods', async () => {
    const reply = await dispatchCall(fakeService(), 'toString', undefined);
    expect(reply.ok ? 'ok' : reply.error.kind).toBe('ERR_UNKNOWN_METHOD');
  });

  it('rejects bad input before the service sees it', async () => {
    let called = false;
    const service = fakeService({
      examinePuzzle: () => {
        called = true;
        throw new Error('unreachable');
      },
    });
    const reply = await dispatchCall(service, 'examinePuzzle', 42);
    expect(called).toBe(false);
    expect(reply).toEqual({
      ok: false,
      error: { kind: 'ERR_INPUT', message: 'examinePuzzle expects puzzle text as a string, but got a number.' },
    });
    const tooLong = await dispatchCall(service, 'examinePuzzle', 'x'.repeat(20_000));
    expect(tooLong.ok ? '' : tooLong.error.message).toMatch(/at most 10000 characters, but got 20000/);
    const extra = await dispatchCall(service, 'appInfo', { verbose: true });
    expect(extra.ok ? '' : extra.error.message).toBe('appInfo takes no input, but got an object.');
  });

  it('turns a throwing service into an ERR_SERVICE reply', async () => {
    const service = fakeService({
      appInfo: () => {
        throw new Error('disk on fire');
      },
    });
    expect(await dispatchCall(service, 'appInfo', undefined)).toEqual({
      ok: false,
      error: { kind: 'ERR_SERVICE', message: 'appInfo failed: disk on fire' },
    });
  });
});

describe('makeApiMethods', () => {
  it('makes one method per declared name, each carrying its own name and input', async () => {
    const calls: [string, unknown][] = [];
    const methods = makeApiMethods(async (name, input) => {
      calls.push([name, input]);
      return { ok: true, value: name };
    });
    expect(Object.keys(methods).sort()).toEqual([...API_METHOD_NAMES].sort());
    await methods.examinePuzzle('1.3');
    await methods.appInfo();
    expect(calls).toEqual([
      ['examinePuzzle', '1.3'],
      ['appInfo', undefined],
    ]);
  });
});
