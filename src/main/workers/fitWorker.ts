/**
 * The fit worker: solves puzzles once with a starting set and answers each with the summary a
 * fit needs (src/core/rate/fit/fitTrace), so `patti rater fit` spreads its solves over threads.
 * It speaks the rate workers' protocol: the starting set comes as the request's only custom set.
 */
import { fitTraceOf } from '../../core/rate/fit/fitTrace';
import { SearchContext } from '../../core/strategies/searchContext';
import { lowerWorkerPriority } from './backgroundPriority';
import { connectToParent } from './parentChannel';
import { serveRateRequests } from './serveRate';

lowerWorkerPriority();
// One puzzle at a time: one search context serves them all (its tables allocated once).
const context = new SearchContext();
serveRateRequests(
  connectToParent(),
  (text, _raterIds, options) => ({ ...fitTraceOf(options.customSets![0]!, text, context) }),
  (_raterIds, options) => (options.customSets?.length === 1 ? undefined : 'a fit request names exactly one starting set'),
);
