/**
 * A pool of rate workers. `run(batch)` rates a batch of puzzles on the next free worker and
 * resolves with one outcome per puzzle, in the batch's order. The pool keeps going whatever a
 * puzzle does to its worker:
 *
 * - **Time budget**: a rater is synchronous, so a worker cannot stop itself; the pool watches the
 *   time since the worker's last reply. A puzzle over budget gets its worker killed and replaced,
 *   and fails with reason 'budget exceeded'; the rest of its batch goes on on the new worker.
 * - **Crash**: when a worker dies (uncaught error, out of memory, exit), the puzzle it was on and
 *   the rest of its batch are retried once on a new worker; a puzzle whose worker dies on the
 *   retry too fails with the crash's reason, and the rest of the batch goes on.
 */
import type { WorkerReply } from '../../../shared/workerProtocol';
import type { SpawnWorker, WorkerTransport } from './transport';
import { PoolClosedError, type PoolEvent, type RateBatch, type TaskOutcome, type WorkerPool } from './workerPool';

export { PoolClosedError, type PoolEvent, type TaskOutcome, type WorkerPool } from './workerPool';

export interface PoolOptions {
  /** Number of workers (≥ 1). */
  readonly size: number;
  readonly spawn: SpawnWorker;
  /** Longest time one puzzle may take, in ms. */
  readonly budgetMs: number;
  /** Workers that die before they are ready this many times in a row fail the pool. Default 3. */
  readonly maxStartFailures?: number;
}

/** Default per-puzzle budget: far above the slowest real puzzle (the named monsters at 50 runs take seconds). */
export const DEFAULT_BUDGET_MS = 120_000;

interface BatchState {
  readonly batch: RateBatch;
  readonly outcomes: (TaskOutcome | undefined)[];
  /** Workers that died while on each task; the second death fails it. */
  readonly deaths: number[];
  unanswered: number;
  readonly onOutcome: ((outcome: TaskOutcome) => void) | undefined;
  readonly resolve: (outcomes: TaskOutcome[]) => void;
  readonly reject: (error: Error) => void;
}

/** A part of a batch waiting for or running on a worker: indices into its tasks, in order. */
interface Assignment {
  readonly state: BatchState;
  readonly indices: readonly number[];
}

interface Running {
  readonly assignment: Assignment;
  readonly seq: number;
  /** Position in `indices` of the task the worker is on now. */
  position: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface Slot {
  readonly index: number;
  transport: WorkerTransport;
  ready: boolean;
  running: Running | undefined;
  /** Set when the pool killed this worker itself, so its exit is not a crash. */
  killed: boolean;
}

/** A {@link WorkerPool} over any transport (threads here, utility processes in the app). */
export function createWorkerPool(options: PoolOptions): WorkerPool {
  if (!Number.isInteger(options.size) || options.size < 1)
    throw new RangeError(`pool size must be a positive integer, not ${options.size}`);
  const maxStartFailures = options.maxStartFailures ?? 3;
  const listeners = new Set<(event: PoolEvent) => void>();
  const queue: Assignment[] = [];
  const batches = new Set<BatchState>();
  const slots: Slot[] = [];
  let seq = 0;
  let startFailures = 0;
  let closed = false;
  /** Why the pool stopped on its own (workers that cannot start); undefined after terminate(). */
  let failure: Error | undefined;

  const emit = (event: PoolEvent): void => listeners.forEach((listener) => listener(event));

  function settle(state: BatchState, index: number, outcome: TaskOutcome): void {
    if (state.outcomes[index] !== undefined) return;
    state.outcomes[index] = outcome;
    state.unanswered--;
    state.onOutcome?.(outcome);
    if (state.unanswered === 0) {
      batches.delete(state);
      state.resolve(state.outcomes as TaskOutcome[]);
    }
  }

  function keyOf(state: BatchState, index: number): number {
    return state.batch.tasks[index]!.key;
  }

  /** Starts a worker; a spawner that throws counts as a worker that died before it was ready. */
  function spawnTransport(): WorkerTransport {
    try {
      return options.spawn();
    } catch (error) {
      const reason = `could not start a worker: ${error instanceof Error ? error.message : String(error)}`;
      return {
        post: () => undefined,
        onReply: () => undefined,
        onExit: (listener) => void setImmediate(() => listener(reason)),
        kill: async () => undefined,
      };
    }
  }

  function startSlot(slot: Slot): void {
    const transport = spawnTransport();
    slot.transport = transport;
    slot.ready = false;
    slot.killed = false;
    slot.running = undefined;
    transport.onReply((reply) => {
      if (slot.transport === transport) onReply(slot, reply);
    });
    transport.onExit((reason) => {
      if (slot.transport === transport) onExit(slot, reason);
    });
  }

  function armBudget(slot: Slot, running: Running): void {
    if (running.timer) clearTimeout(running.timer);
    const timer = setTimeout(() => {
      // Replies already queued behind a busy main thread are handled before setImmediate runs
      // (and re-arm the timer), so a worker that did answer in time is never killed for the
      // main thread's delay.
      setImmediate(() => {
        if (slot.running === running && running.timer === timer) overBudget(slot, running);
      });
    }, options.budgetMs);
    running.timer = timer;
  }

  function dispatch(): void {
    if (closed) return;
    for (const slot of slots) {
      if (!slot.ready || slot.running || queue.length === 0) continue;
      const assignment = queue.shift()!;
      const running: Running = { assignment, seq: ++seq, position: 0, timer: undefined };
      slot.running = running;
      const { batch } = assignment.state;
      slot.transport.post({
        seq: running.seq,
        type: 'rate',
        tasks: assignment.indices.map((index) => batch.tasks[index]!),
        raterIds: batch.raterIds,
        options: batch.options,
      });
      armBudget(slot, running);
    }
  }

  function finishRunning(slot: Slot): void {
    const running = slot.running;
    if (running?.timer) clearTimeout(running.timer);
    if (running) running.timer = undefined;
    slot.running = undefined;
  }

  function onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === 'ready') {
      slot.ready = true;
      startFailures = 0;
      emit({ type: 'ready', worker: slot.index, pid: reply.pid });
      dispatch();
      return;
    }
    if (reply.type === 'progress') {
      emit({ type: 'progress', worker: slot.index, data: reply.data });
      return;
    }
    if (reply.type === 'log') {
      emit({ type: 'log', worker: slot.index, level: reply.level, message: reply.message });
      return;
    }
    const running = slot.running;
    if (!running || reply.seq !== running.seq) return;
    const { state, indices } = running.assignment;
    if (reply.type === 'item' || reply.type === 'itemError') {
      const index = indices[reply.index];
      if (index === undefined) return;
      running.position = reply.index + 1;
      const key = keyOf(state, index);
      settle(
        state,
        index,
        reply.type === 'item' ? { key, ok: true, row: reply.row } : { key, ok: false, cause: 'error', reason: reply.message },
      );
      armBudget(slot, running);
      return;
    }
    if (reply.type === 'error') {
      for (const index of indices.slice(running.position)) {
        settle(state, index, { key: keyOf(state, index), ok: false, cause: 'error', reason: reply.message });
      }
    }
    finishRunning(slot);
    dispatch();
  }

  function overBudget(slot: Slot, running: Running): void {
    const { state, indices } = running.assignment;
    const index = indices[running.position];
    finishRunning(slot);
    slot.killed = true;
    void slot.transport.kill();
    if (index !== undefined) {
      const key = keyOf(state, index);
      emit({ type: 'budget', worker: slot.index, key, budgetMs: options.budgetMs });
      settle(state, index, { key, ok: false, cause: 'budget', reason: `budget exceeded: no result within ${options.budgetMs} ms` });
    }
    const rest = indices.slice(running.position + 1).filter((i) => state.outcomes[i] === undefined);
    if (rest.length > 0 && batches.has(state)) queue.unshift({ state, indices: rest });
    if (!closed) startSlot(slot);
  }

  function onExit(slot: Slot, reason: string): void {
    if (closed || slot.killed) return;
    const running = slot.running;
    finishRunning(slot);
    if (!slot.ready && !running) {
      startFailures++;
      if (startFailures >= maxStartFailures) {
        void failPool(new Error(`rate workers fail to start (${startFailures} times in a row): ${reason}`));
        return;
      }
    }
    if (running) {
      const { state, indices } = running.assignment;
      const index = indices[running.position];
      let rest = indices.slice(running.position);
      let retried = true;
      if (index !== undefined) {
        state.deaths[index] = (state.deaths[index] ?? 0) + 1;
        if (state.deaths[index]! >= 2) {
          retried = false;
          settle(state, index, {
            key: keyOf(state, index),
            ok: false,
            cause: 'crash',
            reason: `worker crashed twice on this puzzle: ${reason}`,
          });
          rest = rest.slice(1);
        }
      }
      emit({ type: 'crash', worker: slot.index, reason, ...(index !== undefined ? { key: keyOf(state, index) } : {}), retried });
      rest = rest.filter((i) => state.outcomes[i] === undefined);
      if (rest.length > 0 && batches.has(state)) queue.unshift({ state, indices: rest });
    } else {
      emit({ type: 'crash', worker: slot.index, reason, retried: false });
    }
    startSlot(slot);
  }

  function failPool(error: Error): Promise<void> {
    if (!(error instanceof PoolClosedError)) failure = error;
    const exits = closeAll();
    for (const state of batches) state.reject(error);
    batches.clear();
    return exits;
  }

  async function closeAll(): Promise<void> {
    closed = true;
    queue.length = 0;
    const exits = slots.map((slot) => {
      finishRunning(slot);
      slot.killed = true;
      return slot.transport.kill();
    });
    await Promise.all(exits);
  }

  for (let index = 0; index < options.size; index++) {
    const slot = { index, ready: false, running: undefined, killed: false } as unknown as Slot;
    slots.push(slot);
    startSlot(slot);
  }

  return {
    size: options.size,
    run(batch, onOutcome) {
      if (closed) return Promise.reject(failure ?? new PoolClosedError());
      if (batch.tasks.length === 0) return Promise.resolve([]);
      return new Promise<TaskOutcome[]>((resolve, reject) => {
        const state: BatchState = {
          batch,
          outcomes: new Array<TaskOutcome | undefined>(batch.tasks.length).fill(undefined),
          deaths: new Array<number>(batch.tasks.length).fill(0),
          unanswered: batch.tasks.length,
          onOutcome,
          resolve,
          reject,
        };
        batches.add(state);
        queue.push({ state, indices: batch.tasks.map((_, index) => index) });
        dispatch();
      });
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async terminate() {
      if (closed) return;
      await failPool(new PoolClosedError());
    },
  };
}
