/**
 * The generate worker: makes puzzles at a target difficulty, one reply per puzzle. It speaks the
 * rate protocol (each task's text is a generate order, each reply row the generator's outcome), so
 * the pool that runs rate workers runs it unchanged. Imports only core and shared.
 */
import { decodeGenerateOrder, runGenerateOrder } from '../../shared/generateOrder';
import { lowerWorkerPriority } from './backgroundPriority';
import { connectToParent } from './parentChannel';
import { serveRateRequests } from './serveRate';

lowerWorkerPriority();
serveRateRequests(
  connectToParent(),
  (text) => ({ ...runGenerateOrder(decodeGenerateOrder(text), Date.now) }),
  () => undefined,
);
