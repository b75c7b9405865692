/**
 * The compare worker: computes the Compare statistics (src/core/compare) off the main thread, so
 * a 50,000-puzzle selection never blocks the app. Started by the compare service as a worker
 * thread; it imports only core and shared, and never touches the library: the rows come in each
 * request.
 */
import { parentPort } from 'node:worker_threads';
import { RankingMemo, runCompareCall } from '../../core/compare/index';
import type { CompareWorkerRequest } from '../../shared/compareWorkerProtocol';
import { makeThreadCallReply } from '../../shared/threadCall';

if (!parentPort) throw new Error('compare worker: started outside a worker thread (no parent port)');
const port = parentPort;
/** Rankings and per-metric figures kept between calls on the same rows (see RankingMemo). */
const memo = new RankingMemo();

port.on('message', (request: CompareWorkerRequest) =>
  port.postMessage(makeThreadCallReply(request.seq, () => runCompareCall(request.call, memo))),
);
