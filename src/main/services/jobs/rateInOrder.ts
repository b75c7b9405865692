/**
 * Rates a stream of puzzle texts on a worker pool and yields the outcomes in input order, with a
 * bounded number of batches in flight, so a file of any size streams in constant memory. The
 * numbers do not depend on how the stream is cut into batches or on the number of workers:
 * randomized raters derive each puzzle's random stream from (seed, puzzle), never from its
 * position or its worker.
 */
import type { RaterOptions } from '../../../core/rater';
import type { TaskOutcome, WorkerPool } from './pool';

export interface RateInOrderOptions<T> {
  readonly pool: WorkerPool;
  /** The puzzle text of an item (default: the item itself, for a stream of strings). */
  readonly textOf?: (item: T) => string;
  readonly raterIds: readonly string[];
  readonly options: RaterOptions;
  /** Puzzles per batch; by default sized from the measured speed so a batch takes about {@link TARGET_BATCH_MS}. */
  readonly batchSize?: number;
}

/** One input item and what the pool made of its text; `index` is its position in the input (0-based). */
export interface OrderedOutcome<T = string> {
  readonly index: number;
  readonly item: T;
  readonly text: string;
  readonly outcome: TaskOutcome;
}

/** Batches long enough that messaging is a small share of the work, short enough to balance the workers. */
const TARGET_BATCH_MS = 250;
const MAX_BATCH_SIZE = 256;

/**
 * Adapts the batch size to the speed measured so far: `workerMs` is the summed time workers spent
 * per finished puzzle. Starts small so the first results come quickly.
 */
export class BatchSizer {
  private puzzles = 0;
  private workerMs = 0;
  constructor(
    private readonly targetMs: number = TARGET_BATCH_MS,
    private readonly max: number = MAX_BATCH_SIZE,
  ) {}

  record(puzzles: number, wallMs: number, workersBusy: number): void {
    this.puzzles += puzzles;
    this.workerMs += wallMs * workersBusy;
  }

  next(): number {
    if (this.puzzles === 0) return 4;
    const msPerPuzzle = Math.max(this.workerMs / this.puzzles, 0.001);
    return Math.max(1, Math.min(this.max, Math.round(this.targetMs / msPerPuzzle)));
  }
}

export async function* rateInOrder<T = string>(
  items: AsyncIterable<T> | Iterable<T>,
  settings: RateInOrderOptions<T>,
): AsyncGenerator<OrderedOutcome<T>> {
  const { pool } = settings;
  const textOf = settings.textOf ?? ((item: T) => item as unknown as string);
  const sizer = new BatchSizer();
  // Three batches per worker: while the oldest batch (whose results go out next) is still
  // running, the other workers keep busy with the ones behind it.
  const maxInFlight = pool.size * 3;
  const iterator = (Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : items[Symbol.iterator]()) as
    AsyncIterator<T> | Iterator<T>;
  let nextIndex = 0;
  let exhausted = false;
  const inFlight: { start: number; items: T[]; texts: string[]; done: Promise<TaskOutcome[]>; timing: { first: number; last: number } }[] =
    [];

  async function readBatch(): Promise<T[]> {
    const size = settings.batchSize ?? sizer.next();
    const batch: T[] = [];
    while (batch.length < size) {
      const step = await iterator.next();
      if (step.done) {
        exhausted = true;
        break;
      }
      batch.push(step.value);
    }
    return batch;
  }

  try {
    for (;;) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- readBatch sets it
      while (!exhausted && inFlight.length < maxInFlight) {
        const batch = await readBatch();
        if (batch.length === 0) break;
        const start = nextIndex;
        nextIndex += batch.length;
        const texts = batch.map(textOf);
        // A batch's puzzles finish one after another on one worker: first to last result is
        // worker time alone, not counting the batch's wait in the queue.
        const timing = { first: 0, last: 0 };
        const done = pool.run(
          { tasks: texts.map((text, offset) => ({ key: start + offset, text })), raterIds: settings.raterIds, options: settings.options },
          () => {
            timing.last = performance.now();
            if (timing.first === 0) timing.first = timing.last;
          },
        );
        done.catch(() => undefined); // awaited in order below; this only silences an early rejection
        inFlight.push({ start, items: batch, texts, done, timing });
      }
      const head = inFlight.shift();
      if (!head) return;
      const outcomes = await head.done;
      if (outcomes.length > 1) sizer.record(outcomes.length - 1, head.timing.last - head.timing.first, 1);
      for (const [offset, outcome] of outcomes.entries()) {
        yield { index: head.start + offset, item: head.items[offset]!, text: head.texts[offset]!, outcome };
      }
    }
  } finally {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- readBatch sets it
    if (!exhausted) await iterator.return?.();
  }
}
