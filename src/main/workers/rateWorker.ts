/**
 * The rate worker: rates batches of puzzles with the registered raters, one reply per puzzle.
 * Started by the worker pool (src/main/services/jobs) as a worker thread or an Electron utility
 * process; it imports only core and shared, and never touches the library.
 */
import { useCustomSets } from '../../core/rate/customRater';
import { ratePuzzle } from '../../core/rate/ratePuzzle';
import { findRater } from '../../core/rate/registry';
import { SearchContext } from '../../core/strategies/searchContext';
import { lowerWorkerPriority } from './backgroundPriority';
import { connectToParent } from './parentChannel';
import { serveRateRequests } from './serveRate';

lowerWorkerPriority();
// The worker rates one puzzle at a time: one search context serves them all, so the searches'
// tables are allocated once per worker, not per puzzle.
const context = new SearchContext();
serveRateRequests(
  connectToParent(),
  (text, raterIds, options) => ratePuzzle(text, raterIds, options, context),
  (raterIds, options) => {
    // Custom sets come with the request: the worker never reads the library.
    if (options.customSets) useCustomSets(options.customSets);
    const unknown = raterIds.filter((id) => findRater(id) === undefined);
    return unknown.length === 0 ? undefined : `unknown rater${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`;
  },
);
