/**
 * The one app API, declared once. Every method is named here with the parser that checks its
 * input and, through its type parameters, the shape of its output. From this single table:
 * - services implement {@link AppService} (src/main/services/app/appApi.ts builds it),
 * - the Electron main process registers one `ipcMain.handle` channel per method,
 * - the preload script exposes the same methods as `window.api` ({@link AppApi}),
 * - the web host serves them as `POST /api/<method>`,
 * - the renderer calls {@link AppApi} without knowing which transport carries it.
 *
 * Adding a method is a one-place change: add an entry to {@link API_METHODS}, and TypeScript then
 * asks every service implementation for it; the transports pick it up from the table.
 */
import type { Result } from '../core/result';
import { parseSavedGame } from './playInput';
import type { GameProgress, SavedGame } from './playTypes';
import type { PuzzleStatus } from '../core/solve/index';
import {
  parseCompareIntervalsInput,
  parseCompareListInput,
  parseCompareMetricsInput,
  parseCompareNearInput,
  parseComparePuzzlesInput,
  parseCompareScatterInput,
  parseCompareSelection,
  parseCompareStatisticsInput,
  parseRefitScaleInput,
  parseSaveScaleInput,
  parseScaleName,
} from './compareInput';
import type {
  CompareIntervalsInput,
  CompareListInput,
  CompareMetricList,
  CompareMetricsInput,
  CompareNearInput,
  ComparePuzzlesInput,
  CompareScatterInput,
  DrawnScatter,
  PickedPuzzles,
  CompareProblem,
  CompareRowsView,
  CompareSelection,
  CompareStatisticsInput,
  CompareStatisticsView,
  Refit,
  RefitScaleInput,
  SaveScaleInput,
  ScaleList,
  SpearmanIntervals,
} from './compareTypes';
import {
  parseCollectionPuzzlesInput,
  parseCountInput,
  parseCreateCollectionInput,
  parseNamePuzzleInput,
  parsePuzzleIdsInput,
  parseRenameSourceInput,
  parseSetLevelInput,
  parseTagPuzzlesInput,
} from './curationInput';
import type {
  CollectionPuzzlesInput,
  CreateCollectionInput,
  CurationReport,
  NamePuzzleInput,
  PuzzleIdsInput,
  RenameSourceInput,
  SetLevelInput,
  TagPuzzlesInput,
} from './curationTypes';
import { parseStartGenerateJobInput, parseTargetTexts } from './generateInput';
import type { GenerateTargetsView, StartedGenerateJob, StartGenerateJobInput, TargetCheck } from './generateTypes';
import {
  parseImportFileInput,
  parseImportTextInput,
  parseImportTicket,
  parseJobId,
  parseListPuzzlesInput,
  parsePuzzleId,
  parseStartRateJobInput,
} from './libraryInput';
import type {
  ImportFileInput,
  ImportFileRef,
  ImportReport,
  ImportTextInput,
  JobView,
  LibraryEvent,
  LibraryFilter,
  LibraryInfo,
  ListPuzzlesInput,
  PuzzleDetailView,
  PuzzleListing,
  SourceSummary,
  StartedRateJob,
  StartRateJobInput,
} from './libraryTypes';
import { parseFitRatingInput } from './fitInput';
import type { FitRatingInput, FitRatingView } from './fitTypes';
import { parseCustomSetName, parsePreviewCustomSetInput, parseSaveCustomSetInput } from './customSetInput';
import type { CustomSetPreview, CustomSetSummary, CustomSetView, PreviewCustomSetInput, SaveCustomSetInput } from './customSetTypes';
import { parsePrintSetInput } from './printInput';
import type { PrintedPdf, PrintSetInput, PrintSetView } from './printTypes';
import { parseNoInput, textInputParser, type InputParser } from './validate';
import {
  parseAlternativesInput,
  parseHintInput,
  parseNishioRunInput,
  parsePuzzleText,
  parseSavePuzzleInput,
  parseTraceInput,
  parseTraceProgressInput,
  parseTraceTicket,
} from './workspaceInput';
import type {
  AlternativesInput,
  HintInput,
  HintView,
  NishioRunInput,
  NishioRunView,
  PuzzleProblem,
  QuickRatings,
  RedundantGivens,
  SavedPuzzle,
  SavePuzzleInput,
  StepView,
  TraceInput,
  TraceProgressInput,
  TraceProgressView,
  TraceView,
} from './workspaceTypes';

/** What `appInfo()` tells the renderer about the running app. */
export interface AppInfo {
  readonly name: string;
  readonly version: string;
  /** Where the API is served from: the desktop app's main process or the web host. */
  readonly runtime: 'electron' | 'web';
  /** Why the library could not be opened at start (damaged, from a newer Patti), in one sentence; null when it is open. */
  readonly libraryProblem: string | null;
  readonly versions: { readonly node: string; readonly electron: string | null };
}

/** Longest puzzle text `examinePuzzle` accepts: far above any grid layout, far below a file. */
const MAX_PUZZLE_TEXT = 10_000;

/** One method of the API: its input parser; the output type rides along as a type parameter. */
export interface MethodSpec<I, O> {
  readonly summary: string;
  readonly parseInput: InputParser<I>;
  /** Type-level only: never set at run time. */
  readonly types?: (input: I) => O;
}

function method<I, O>(summary: string, parseInput: InputParser<I>): MethodSpec<I, O> {
  return { summary, parseInput };
}

/** The methods of the app API. */
export const API_METHODS = {
  appInfo: method<void, AppInfo>('Name, version and runtime of the running app.', parseNoInput),
  examinePuzzle: method<string, PuzzleStatus>(
    'Parse a pasted puzzle (81-character line or multi-line grid) and solve it: unique, none, multiple or invalid.',
    textInputParser('puzzle text', MAX_PUZZLE_TEXT),
  ),
  libraryInfo: method<void, LibraryInfo>(
    'The open library: its file, size, tags, collections, the rating columns it holds and the raters that can run.',
    parseNoInput,
  ),
  listSources: method<void, readonly SourceSummary[]>('Every source with its levels in order and how many puzzles each has.', parseNoInput),
  listPuzzles: method<ListPuzzlesInput, PuzzleListing>(
    'One page of the puzzles a filter (source, level, tag, collection, clue and rating ranges) selects, sorted by id, clues or a rating.',
    parseListPuzzlesInput,
  ),
  puzzleDetail: method<number, PuzzleDetailView | null>(
    'Everything about one puzzle: givens, solution, where it came from, tags, collections, notes and ratings (null when there is no such puzzle).',
    parsePuzzleId,
  ),
  countPuzzles: method<LibraryFilter, number>(
    'How many puzzles a filter selects, whatever the sort (what a rate job over it would take).',
    parseCountInput,
  ),
  puzzleIds: method<PuzzleIdsInput, readonly number[]>(
    'Every id a filter selects in the listing\'s order: a range selection or "select all" in the table.',
    parsePuzzleIdsInput,
  ),
  tagPuzzles: method<TagPuzzlesInput, CurationReport>('Tag puzzles (the tag is made when new).', parseTagPuzzlesInput),
  untagPuzzles: method<TagPuzzlesInput, CurationReport>('Take a tag off puzzles.', parseTagPuzzlesInput),
  createCollection: method<CreateCollectionInput, CurationReport>(
    'Create an empty collection; a name already taken is refused.',
    parseCreateCollectionInput,
  ),
  addToCollection: method<CollectionPuzzlesInput, CurationReport>(
    'Append puzzles to an existing collection in the order given.',
    parseCollectionPuzzlesInput,
  ),
  removeFromCollection: method<CollectionPuzzlesInput, CurationReport>(
    'Remove puzzles from a collection; the others keep their order.',
    parseCollectionPuzzlesInput,
  ),
  setLevel: method<SetLevelInput, CurationReport>(
    'Give puzzles (chosen by id, or every one a filter selects) a level in a source ' +
      '(by default the one source they all come from): their origins there take it, a puzzle without one gets one; ' +
      'the source and level are made when new.',
    parseSetLevelInput,
  ),
  renameSource: method<RenameSourceInput, CurationReport>(
    'Rename a source; its puzzles, levels and published ratings go with it. A name taken is refused.',
    parseRenameSourceInput,
  ),
  namePuzzle: method<NamePuzzleInput, CurationReport>(
    'Give a puzzle a name (an empty name takes it off, and the name its list gave, if any, shows again).',
    parseNamePuzzleInput,
  ),
  importText: method<ImportTextInput, ImportReport>(
    "Import pasted puzzles or a small file's contents under a source (and level); reports new, duplicates, isomorphs and each rejected line.",
    parseImportTextInput,
  ),
  importFile: method<ImportFileInput, ImportReport>(
    'Import a whole file of any size (by path in the desktop app, a finished upload in the web host): ' +
      'all good records or none; progress arrives as import events.',
    parseImportFileInput,
  ),
  cancelImport: method<string, boolean>(
    'Stop a running file import by its ticket; nothing of it is kept (false when no such import runs).',
    parseImportTicket,
  ),
  startRateJob: method<StartRateJobInput, StartedRateJob>(
    'Rate the puzzles a filter selects with the chosen raters in worker processes; progress arrives as job events.',
    parseStartRateJobInput,
  ),
  generateTargets: method<void, GenerateTargetsView>(
    'The targets the generator reads (each form with its meaning, and ready-made ones) and the symmetries.',
    parseNoInput,
  ),
  checkGenerateTargets: method<readonly string[], TargetCheck>(
    "Typed targets as the generator reads them, or the generator's message with the list of valid targets.",
    parseTargetTexts,
  ),
  startGenerateJob: method<StartGenerateJobInput, StartedGenerateJob>(
    'Generate puzzles at the targets into a new collection, in worker processes; progress arrives as job events, and each puzzle is imported as it is made.',
    parseStartGenerateJobInput,
  ),
  cancelJob: method<number, JobView | null>(
    'Stop a job for good, keeping what it committed (the ratings, or the puzzles generated).',
    parseJobId,
  ),
  listJobs: method<void, readonly JobView[]>('The most recent jobs, newest first, with their status and counts.', parseNoInput),
  puzzleTrace: method<TraceInput, TraceView | TraceProgressView | PuzzleProblem>(
    "A puzzle's easiest-first solve in a technique set, every step with its highlights, words, value and board; " +
      'computed in a worker and cached in the library once complete. ' +
      'With `progressive`, a slow solve answers at once with the steps found so far and a ticket for the rest.',
    parseTraceInput,
  ),
  traceProgress: method<TraceProgressInput, TraceView | TraceProgressView>(
    'The steps of a running solve after the first `from`, as soon as there are more (or after a few seconds with none), or the complete trace once it is done.',
    parseTraceProgressInput,
  ),
  cancelTrace: method<string, boolean>(
    'Stop waiting for a running solve by its ticket; it stops when nobody else waits for it (false when no such solve runs).',
    parseTraceTicket,
  ),
  stepAlternatives: method<AlternativesInput, readonly StepView[]>(
    "Every application of the chosen step's tier available at that point of the solve (the chosen one first).",
    parseAlternativesInput,
  ),
  nishioRun: method<NishioRunInput, NishioRunView | PuzzleProblem>(
    'One simulated trial-and-error (Nishio) solver, every deduction, guess, contradiction and backtrack, and the counts of 50 runs of the same seed.',
    parseNishioRunInput,
  ),
  puzzleHint: method<HintInput, HintView>(
    'The next easiest step from a position the player reached (their digits and pencil marks), or the mistakes in it.',
    parseHintInput,
  ),
  quickRatings: method<string, QuickRatings | PuzzleProblem>(
    'SE ER, cost score and level, NHC-4 and universal category of one puzzle, computed in a worker.',
    parsePuzzleText,
  ),
  redundantGivens: method<string, RedundantGivens | PuzzleProblem>(
    'The givens a puzzle could lose keeping one solution (none: it is minimal).',
    parsePuzzleText,
  ),
  savedGame: method<number, SavedGame | null>(
    'The saved game of Play of a library puzzle (its digits, marks and time), or null when never played.',
    parsePuzzleId,
  ),
  saveGame: method<SavedGame, boolean>(
    'Keep the game of Play of a library puzzle as it stands (false when no library is open).',
    parseSavedGame,
  ),
  gameProgress: method<void, readonly GameProgress[]>(
    'Every library puzzle played: in progress or solved, with the time taken.',
    parseNoInput,
  ),
  savePuzzle: method<SavePuzzleInput, SavedPuzzle>(
    'Save a puzzle from the editor to the library under the source "My puzzles", with tags and a note.',
    parseSavePuzzleInput,
  ),
  compareRows: method<CompareSelection, CompareRowsView>(
    "A selection's rows for the Compare view: per puzzle and source its id, level and every metric's value, as columns.",
    parseCompareSelection,
  ),
  compareMetrics: method<CompareMetricsInput, CompareMetricList>(
    "The Compare view's sources and metric choices: the sources named (or, with none, every source with levels) " +
      "and every metric over them — Patti's with their rated counts, then each published rating column (id ext:<column>).",
    parseCompareMetricsInput,
  ),
  compareStatistics: method<CompareStatisticsInput, CompareStatisticsView>(
    "The Compare view's charts for a selection and metric: " +
      'per-level boxes, crosstab, adjacent-level tests, Spearman rows, histogram, Spearman matrix, and problems; ' +
      'computed in a worker.',
    parseCompareStatisticsInput,
  ),
  comparePuzzles: method<ComparePuzzlesInput, number[]>(
    "The puzzle ids behind a chart element: a source's puzzles, optionally of one level and one universal category, in the rows' order (what a click lists).",
    parseComparePuzzlesInput,
  ),
  compareScatter: method<CompareScatterInput, DrawnScatter>(
    "The Compare view's scatter of two metrics as drawn: " +
      'per source and level the thinned points (x, y and puzzle ids as columns), with the totals and bounds of all of them.',
    parseCompareScatterInput,
  ),
  compareNear: method<CompareNearInput, number[]>(
    'The puzzle ids near a spot of the scatter, nearest first, among all its points (what a click on it lists).',
    parseCompareNearInput,
  ),
  compareList: method<CompareListInput, PickedPuzzles>(
    'Puzzles picked on a chart, hardest first on a metric: ' +
      'how many, and for the first of them their source, level and every value (a list, or a hovered puzzle).',
    parseCompareListInput,
  ),
  compareIntervals: method<CompareIntervalsInput, SpearmanIntervals>(
    'The bootstrap intervals of the Spearman rows (slower than the charts, so apart); computed in a worker.',
    parseCompareIntervalsInput,
  ),
  refitScale: method<RefitScaleInput, Refit | CompareProblem>(
    "Refit the universal scale's cut points on a selection: its tertiles, or the cuts that best agree with one source's levels.",
    parseRefitScaleInput,
  ),
  listScales: method<void, ScaleList>(
    "The universal scales to choose from (the paper's, then the saved ones) and which the library uses.",
    parseNoInput,
  ),
  saveScale: method<SaveScaleInput, ScaleList>('Save a scale (a refit) under a name, replacing one of the same name.', parseSaveScaleInput),
  deleteScale: method<string, ScaleList>('Delete a saved scale by name.', parseScaleName),
  useScale: method<string, ScaleList>(
    "Make a scale (the paper's or a saved one, by name) the one the library's universal-category column follows.",
    parseScaleName,
  ),
  listCustomSets: method<void, readonly CustomSetSummary[]>(
    "The library's custom technique sets by name: base preset, fold, how many techniques and levels, identity.",
    parseNoInput,
  ),
  customSet: method<string, CustomSetView | null>(
    'One custom technique set with all its content (null when there is none of that name).',
    parseCustomSetName,
  ),
  saveCustomSet: method<SaveCustomSetInput, CustomSetSummary>(
    'Save a custom technique set by its name; a name already taken is refused unless `replace` (an edit of that set, whose earlier ratings become stale).',
    parseSaveCustomSetInput,
  ),
  deleteCustomSet: method<string, boolean>(
    'Delete a custom technique set (its ratings stay); refused while a running rate job rates with it.',
    parseCustomSetName,
  ),
  previewCustomSet: method<PreviewCustomSetInput, CustomSetPreview>(
    "Rate a sample (a source's or collection's puzzles with levels in `against`, at most 500) with a set and its preset, " +
      'in a worker: Spearman with the levels and the crosstab of each.',
    parsePreviewCustomSetInput,
  ),
  printPuzzles: method<PrintSetInput, PrintSetView>(
    "A set to print (a selection or filter of the library) with what its labels show, for the Print view's preview.",
    parsePrintSetInput,
  ),
  printPdf: method<PrintSetInput, PrintedPdf>('The same set laid out and written as a PDF (base64), for "Save PDF".', parsePrintSetInput),
  fitRating: method<FitRatingInput, FitRatingView>(
    "Fit a starting set's technique values to a source's levels (Spearman, with a k-fold cross-validated figure), " +
      'in a worker thread; with `save`, keep the result as a custom set.',
    parseFitRatingInput,
  ),
} as const;

export type ApiMethodName = keyof typeof API_METHODS;
export type ApiInput<K extends ApiMethodName> = (typeof API_METHODS)[K] extends MethodSpec<infer I, infer _O> ? I : never;
export type ApiOutput<K extends ApiMethodName> = (typeof API_METHODS)[K] extends MethodSpec<infer _I, infer O> ? O : never;

export const API_METHOD_NAMES = Object.keys(API_METHODS) as readonly ApiMethodName[];

export function isApiMethodName(name: string): name is ApiMethodName {
  return Object.hasOwn(API_METHODS, name);
}

/**
 * Why a call did not produce a value: bad input, a method that does not exist, a service that
 * threw, a transport that failed (host gone, window closing), a missing or wrong web-host
 * token, or an IPC call from a frame that is not the app's own page.
 */
export type ApiErrorKind = 'ERR_INPUT' | 'ERR_UNKNOWN_METHOD' | 'ERR_SERVICE' | 'ERR_TRANSPORT' | 'ERR_TOKEN' | 'ERR_FORBIDDEN';

/** Every call answers with a Result, the same over IPC and HTTP (errors survive both as data). */
export type Reply<T> = Result<T, ApiErrorKind>;

/**
 * Events the app pushes to the renderer (IPC events in Electron, server-sent events on the web
 * host). A union discriminated by `topic`: notices, library changes and job progress.
 */
export type AppEvent = { readonly topic: 'app.notice'; readonly message: string } | LibraryEvent;

export type Unsubscribe = () => void;

/** The methods as the renderer calls them: one input, a promised Reply. */
export type ApiMethods = { readonly [K in ApiMethodName]: (input: ApiInput<K>) => Promise<Reply<ApiOutput<K>>> };

/** How far a file has been handed over to the app (bytes uploaded, or all of it at once for a path). */
export type SendFileProgress = (sentBytes: number, totalBytes: number) => void;

/** What the renderer sees: `window.api` in Electron, the HTTP client in a browser. */
export interface AppApi extends ApiMethods {
  /** Listen to app events; returns the function that stops listening. */
  readonly onEvent: (listener: (event: AppEvent) => void) => Unsubscribe;
  /**
   * Hands a file the person chose (file input or drop) to the app for `importFile`: its path in
   * the desktop app, an upload in chunks to the web host. Aborting the signal stops an upload
   * and discards what was sent.
   */
  readonly sendFile: (file: File, onProgress?: SendFileProgress, signal?: AbortSignal) => Promise<Reply<ImportFileRef>>;
}

/** What the Node side implements: plain functions, which may throw (the boundary turns that into ERR_SERVICE). */
export type AppService = { readonly [K in ApiMethodName]: (input: ApiInput<K>) => ApiOutput<K> | Promise<ApiOutput<K>> };

/** IPC channel names (Electron). */
const IPC_CHANNEL_PREFIX = 'api:';
export const IPC_EVENT_CHANNEL = 'api-event';
export function ipcChannelOf(name: ApiMethodName): string {
  return IPC_CHANNEL_PREFIX + name;
}

/** HTTP paths and the token header (web host). */
export const HTTP_API_PREFIX = '/api/';
/**
 * File uploads (web host): `POST` here with `{name, size}` opens a session and answers its id;
 * `PUT <prefix><id>?offset=N` appends one chunk (at most {@link UPLOAD_CHUNK_BYTES}) at byte N;
 * `DELETE <prefix><id>` discards it. A finished upload is imported with `importFile({upload: id})`.
 */
export const HTTP_UPLOADS_PATH = '/api/uploads';
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
export const HTTP_EVENTS_PATH = '/api/events';
export const TOKEN_HEADER = 'x-patti-token';
export const TOKEN_QUERY = 'token';
