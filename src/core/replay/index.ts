/** The puzzle workspace's data, built from the engine: replay traces, Nishio runs, hints and editor checks. */
export { stepAlternatives } from './alternatives';
export { hintFor } from './hint';
export { buildNishioRunView, HISTOGRAM_RUNS } from './nishioView';
export { isPuzzleProblem, readPuzzle, type SolvablePuzzle } from './puzzleInput';
export { QUICK_RATERS, quickRatingsOf, redundantGivensOf } from './quickRatings';
export { stepValueText, traceSummary } from './schemes';
export { buildTraceView, traceEngineVersion, TRACE_VIEW_FORMAT } from './traceView';
export * from './views';
