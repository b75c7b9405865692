/**
 * The generate worker: makes puzzles at a target difficulty, one reply per puzzle. It speaks the
 * rate protocol (each task's text is a generate order, each reply row the generator's outcome), so
 * the pool that runs rate workers runs it unchanged. Imports only core and shared.
 */
import { useCustomSets } from '../../core/rate/customRater';
import { decodeGenerateOrder, runGenerateOrder } from '../../shared/generateOrder';
import { lowerWorkerPriority } from './backgroundPriority';
import { connectToParent } from './parentChannel';
import { serveRateRequests } from './serveRate';

lowerWorkerPriority();
const channel = connectToParent();
serveRateRequests(
  channel,
  (text) => {
    const order = decodeGenerateOrder(text);
    // The search's progress goes up as it runs, so a long search is not silent.
    return {
      ...runGenerateOrder(order, Date.now, (progress) => channel.post({ type: 'progress', data: { index: order.index, progress } })),
    };
  },
  // The custom sets the targets name come with the request's options: the worker never reads the library.
  (_raterIds, options) => {
    if (options.customSets) useCustomSets(options.customSets);
    return undefined;
  },
);
