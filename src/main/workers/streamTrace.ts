/**
 * A trace computed in parts: the worker sends the steps found so far every `partEveryMs` and
 * pauses between two steps, so the main process can show a slow solve as it goes and cancel it.
 * The steps, the solve and the rating are the same as in one piece (buildTraceView).
 */
import { replaySetOf } from '../../core/replay/replaySet';
import { TraceBuilder } from '../../core/replay/traceView';
import type { TracePart, TraceView } from '../../core/replay/views';
import { CANCELLED, type TraceJob } from '../../shared/workspaceProtocol';

/** How often a running trace sends what it found since its last part. */
const PART_EVERY_MS = 100;

/** What a long method may do besides answering: send parts, and see whether it was cancelled. */
export interface CallStream<Part> {
  part(part: Part): void;
  cancelled(): boolean;
}

/** Lets messages in (a cancellation) between two steps. */
const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function streamTrace(
  job: TraceJob,
  stream: CallStream<TracePart>,
  partEveryMs = PART_EVERY_MS,
): Promise<Omit<TraceView, 'cached'>> {
  const builder = new TraceBuilder(job.puzzle, job.solution, replaySetOf(job.set, job.custom), job.libraryId);
  const started = performance.now();
  let sent = 0;
  let lastPart = started;
  const send = (phase: TracePart['phase']): void => {
    stream.part({ from: sent, steps: builder.steps.slice(sent), position: builder.position(), phase });
    sent = builder.steps.length;
    lastPart = performance.now();
  };
  while (builder.advance()) {
    if (performance.now() - lastPart >= partEveryMs) send('solving');
    await pause();
    if (stream.cancelled()) throw new Error(CANCELLED);
  }
  // A slow solve says it has every step and is rating now, which can take as long again.
  if (performance.now() - started >= partEveryMs) send('rating');
  return builder.finish();
}
