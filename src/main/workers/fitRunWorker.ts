/**
 * A whole fit off the app's main thread: a one-shot worker thread that takes the starting set
 * and the levelled puzzles as its workerData, solves and fits, posts the outcome and ends. It
 * imports only core, as every worker does, and never touches the library.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { fitPuzzles, type FitRunOptions, type LevelledPuzzle } from '../../core/rate/fit/fitPuzzles';
import type { CustomSet } from '../../core/rate/customSet';

interface FitRunRequest {
  readonly set: CustomSet;
  readonly levels: readonly string[];
  readonly puzzles: readonly LevelledPuzzle[];
  readonly options: FitRunOptions;
}

const request = workerData as FitRunRequest;
parentPort!.postMessage(fitPuzzles(request.set, request.levels, request.puzzles, request.options));
