/**
 * The Node-side implementation of the app API (src/shared/api.ts). The Electron main process
 * and the web host both build their service here, so a method behaves the same whichever
 * transport carries it. The library and its jobs are opened once by the caller
 * (openAppLibrary.ts) and handed in with the event hub that carries their progress, and the
 * workspace's workers (src/main/services/workspace) are started by the caller and handed in too.
 */
import type { AppInfo, AppService } from '../../../shared/api';
import { examinePuzzle } from '../../../core/solve/index';
import { GenerateApi } from '../generate/generateApi';
import { JobsApi, makeJobAppEvent } from '../jobs/jobsApi';
import { CompareService } from '../compare/compareService';
import { CurationApi } from '../library/curationApi';
import { LibraryApi } from '../library/libraryApi';
import type { AppLibrary } from './openAppLibrary';
import type { AppEventHub } from './appEvents';
import { WorkspaceApi } from '../workspace/workspaceApi';
import type { UploadStore } from '../library/import/uploads';
import { writeWithRetry } from '../library/store/writeRetry';
import { PrintApi } from '../print/printApi';
import { CustomSetsApi, previewWorkerRunner } from '../ratings/customSetsApi';
import type { WorkspaceCalls } from '../workspace/workspaceWorkers';
import { fitRatingToSource } from '../fit/fitService';
import { writeCustomSet } from '../library/store/customSets';

export interface AppServiceOptions {
  readonly runtime: AppInfo['runtime'];
  readonly version: string;
  readonly electronVersion?: string | null;
  /** The open library; without one the library methods answer that there is none. */
  readonly library?: Pick<AppLibrary, 'db' | 'path' | 'jobs'>;
  /** Where library changes and job progress are published. */
  readonly events?: AppEventHub;
  /** The workers of the workspace methods (replay, trial and error, editor); without them those methods say so. */
  readonly workspace?: WorkspaceCalls;
  /** Why the library could not be opened (one sentence), when the app runs without it. */
  readonly libraryProblem?: string;
  /** The web host's uploads, for `importFile({upload})`. */
  readonly uploads?: UploadStore;
  /** Whether `importFile({path})` may read a path on this machine (the desktop app only). */
  readonly importByPath?: boolean;
}

function noWorkspace(): never {
  throw new Error('the workspace workers are not running in this app');
}

export function createAppService(options: AppServiceOptions): AppService {
  const info: AppInfo = {
    name: 'Patti',
    version: options.version,
    runtime: options.runtime,
    libraryProblem: options.libraryProblem ?? null,
    versions: { node: process.versions.node, electron: options.electronVersion ?? null },
  };
  const library = options.library;
  const events = options.events;
  const noLibrary = (): never => {
    throw new Error(options.libraryProblem ?? 'no library is open in this app');
  };
  const libraryApi = library
    ? new LibraryApi({
        db: library.db,
        path: library.path,
        onChange: () => events?.publish({ topic: 'library.changed' }),
        onImportProgress: (progress) => events?.publish({ topic: 'import.progress', progress }),
        ...(options.uploads ? { uploads: options.uploads } : {}),
        ...(options.importByPath ? { importByPath: true } : {}),
      })
    : undefined;
  const curationApi = library ? new CurationApi(library.db, () => events?.publish({ topic: 'library.changed' })) : undefined;
  const jobsApi = library ? new JobsApi(library.db, library.jobs) : undefined;
  const generateApi = library ? new GenerateApi(library.db, library.jobs, () => events?.publish({ topic: 'library.changed' })) : undefined;
  const workspaceApi = options.workspace
    ? new WorkspaceApi({
        workers: options.workspace,
        ...(library ? { db: library.db } : {}),
        onChange: () => {
          libraryApi?.invalidate();
          events?.publish({ topic: 'library.changed' });
        },
      })
    : undefined;
  const compare = library ? new CompareService(library.db, library.path) : undefined;
  const print = library ? new PrintApi(library.db, library.path) : undefined;
  const customSets = library
    ? new CustomSetsApi(library.db, previewWorkerRunner().run, () => events?.publish({ topic: 'library.changed' }))
    : undefined;
  library?.jobs.on((event) => {
    // Ratings (or generated puzzles with theirs) were written: the rating columns may have changed.
    if (event.type === 'progress') libraryApi?.noteRatingsWritten();
    if (event.type === 'finished') libraryApi?.invalidate();
    const appEvent = makeJobAppEvent(event);
    if (appEvent) events?.publish(appEvent);
    if (event.type === 'finished') events?.publish({ topic: 'library.changed' });
  });
  /**
   * The methods that write to the library: the host's connection waits for a busy library only
   * briefly (see writeRetry), so a write that meets an import's publish is tried again after an
   * asynchronous pause instead of failing or holding up the thread.
   */
  const writing = <T>(call: () => T | Promise<T>): Promise<T> =>
    library ? writeWithRetry(library.db, call) : Promise.resolve().then(call);
  const libraryOf = (): LibraryApi => libraryApi ?? noLibrary();
  const curationOf = (): CurationApi => curationApi ?? noLibrary();
  const jobsOf = (): JobsApi => jobsApi ?? noLibrary();
  const generateOf = (): GenerateApi => generateApi ?? noLibrary();
  const workspaceOf = (): WorkspaceApi => workspaceApi ?? noWorkspace();
  const compareOf = (): CompareService => compare ?? noLibrary();
  const printOf = (): PrintApi => print ?? noLibrary();
  const customSetsOf = (): CustomSetsApi => customSets ?? noLibrary();
  return {
    appInfo: () => info,
    examinePuzzle: (text) => examinePuzzle(text),
    libraryInfo: () => libraryOf().info(),
    listSources: () => libraryOf().sources(),
    listPuzzles: (input) => libraryOf().listPuzzles(input),
    puzzleDetail: (id) => libraryOf().detail(id),
    countPuzzles: (filter) => curationOf().count(filter),
    puzzleIds: (input) => curationOf().ids(input),
    tagPuzzles: (input) => writing(() => curationOf().tag(input)),
    untagPuzzles: (input) => writing(() => curationOf().untag(input)),
    createCollection: (input) => writing(() => curationOf().createCollection(input)),
    addToCollection: (input) => writing(() => curationOf().addToCollection(input)),
    removeFromCollection: (input) => writing(() => curationOf().removeFromCollection(input)),
    setLevel: (input) => writing(() => curationOf().setLevel(input)),
    renameSource: (input) => writing(() => curationOf().renameSource(input)),
    namePuzzle: (input) => writing(() => curationOf().namePuzzle(input)),
    importText: (input) => libraryOf().importText(input),
    importFile: (input) => libraryOf().importFile(input),
    cancelImport: (ticket) => libraryOf().cancelImport(ticket),
    startRateJob: (input) => writing(() => jobsOf().start(input)),
    generateTargets: () => generateOf().targets(),
    checkGenerateTargets: (texts) => generateOf().check(texts),
    startGenerateJob: (input) => writing(() => generateOf().start(input)),
    cancelJob: (id) => writing(() => jobsOf().cancel(id)),
    listJobs: () => jobsOf().list(),
    puzzleTrace: (input) => workspaceOf().puzzleTrace(input),
    traceProgress: (input) => workspaceOf().traceProgress(input),
    cancelTrace: (ticket) => workspaceOf().cancelTrace(ticket),
    stepAlternatives: (input) => workspaceOf().stepAlternatives(input),
    nishioRun: (input) => workspaceOf().nishioRun(input),
    puzzleHint: (input) => workspaceOf().puzzleHint(input),
    quickRatings: (text) => workspaceOf().quickRatings(text),
    redundantGivens: (text) => workspaceOf().redundantGivens(text),
    savedGame: (id) => workspaceOf().savedGame(id),
    saveGame: (game) => writing(() => workspaceOf().saveGame(game)),
    gameProgress: () => workspaceOf().gameProgress(),
    savePuzzle: (input) => workspaceOf().savePuzzle(input),
    compareRows: (selection) => compareOf().rows(selection),
    compareMetrics: (input) => compareOf().metrics(input),
    compareStatistics: (input) => compareOf().statistics(input),
    compareIntervals: (input) => compareOf().intervals(input),
    comparePuzzles: (input) => compareOf().puzzles(input),
    compareScatter: (input) => compareOf().scatter(input),
    compareNear: (input) => compareOf().near(input),
    compareList: (input) => compareOf().list(input),
    refitScale: (input) => compareOf().refit(input),
    listScales: () => compareOf().scales(),
    saveScale: (input) => writing(() => compareOf().saveScale(input)),
    deleteScale: (name) => writing(() => compareOf().deleteScale(name)),
    useScale: (name) => writing(() => compareOf().useScale(name)),
    listCustomSets: () => customSetsOf().list(),
    customSet: (name) => customSetsOf().get(name),
    saveCustomSet: (input) => writing(() => customSetsOf().save(input)),
    deleteCustomSet: (name) => writing(() => customSetsOf().delete(name)),
    previewCustomSet: (input) => customSetsOf().preview(input),
    printPuzzles: (input) => printOf().puzzles(input),
    printPdf: (input) => printOf().pdf(input),
    fitRating: (input) =>
      library ? fitRatingToSource(library.db, input, (set) => writing(() => writeCustomSet(library.db, set))) : noLibrary(),
  };
}
