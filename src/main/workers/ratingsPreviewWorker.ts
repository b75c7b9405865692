/**
 * The Ratings view's preview worker: rates a sample with a set being edited, off the main
 * thread. It keeps the solves of the orders it was asked about (PreviewTraces), so an edit of a
 * value only folds them again. Imports only core and shared; the sample comes in each request.
 */
import { parentPort } from 'node:worker_threads';
import { previewCustomSet, PreviewTraces } from '../../core/rate/customPreview';
import type { RatingsPreviewRequest } from '../../shared/ratingsPreviewProtocol';
import { makeThreadCallReply } from '../../shared/threadCall';

if (!parentPort) throw new Error('ratings preview worker: started outside a worker thread (no parent port)');
const port = parentPort;
const traces = new PreviewTraces();

port.on('message', (request: RatingsPreviewRequest) =>
  port.postMessage(makeThreadCallReply(request.seq, () => previewCustomSet(request.set, request.sample, traces))),
);
