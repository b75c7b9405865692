/**
 * One lane of workspace calls: one worker, calls answered one at a time in the order they came.
 * The worker's computations are synchronous, so it cannot stop itself: the lane watches each
 * call's time and, over budget, kills the worker, fails that call ("over budget") and starts a
 * new worker for the calls behind it. A worker that dies fails the call it was on with the
 * reason and is replaced; the calls behind it go on on the new one. A call that sends parts
 * (a trace) is over budget only when it goes that long without one; aborting a call drops it
 * from the queue, or asks the worker to stop it at its next pause.
 */
import {
  CANCELLED,
  type WorkspaceInput,
  type WorkspaceMethod,
  type WorkspaceOutput,
  type WorkspacePart,
  type WorkspaceReply,
  type WorkspaceToWorker,
} from '../../../shared/workspaceProtocol';
import type { MessageTransport } from '../jobs/transport';

export type WorkspaceTransport = MessageTransport<WorkspaceToWorker, WorkspaceReply>;

/** Starts one workspace worker (a thread, a utility process, a test's fake). */
export type SpawnWorkspaceWorker = () => WorkspaceTransport;

/** Why a call failed without the method itself throwing. */
export type LaneFailure = 'budget' | 'crash' | 'closed' | 'start' | 'cancelled';

/** A call the lane could not complete; `failure` says why, the message says it in words. */
export class WorkspaceCallError extends Error {
  override readonly name = 'WorkspaceCallError';
  constructor(
    message: string,
    readonly failure: LaneFailure | 'method',
  ) {
    super(message);
  }
}

export interface LaneOptions {
  /** Named in messages ("the quick workspace worker"). */
  readonly name: string;
  readonly spawn: SpawnWorkspaceWorker;
  /** Longest time one call may take once the worker has started it (or since its last part), in ms. */
  readonly budgetMs: number;
  /** Workers that die before they are ready this many times in a row fail every waiting call. Default 3. */
  readonly maxStartFailures?: number;
  /**
   * Start the worker at the first call rather than at once: a lane whose calls are rare and slow
   * anyway leaves the CPUs to the others while the app opens (a fresh worker warms its engine up).
   */
  readonly startOnFirstCall?: boolean;
  /**
   * Ask each worker to warm its engine up while idle (src/core/replay/warmUp.ts), once it is ready
   * and the calls that waited for it are answered: a hint sent as the app opens goes first. A call
   * that comes during the warm-up waits for the step under way (a few hundred ms at most).
   */
  readonly warmUp?: boolean;
  /**
   * How long the worker must have been idle before it is asked to warm up, in ms (default 0).
   * While the app opens, its page, the host and the workers all want the CPUs; a warm-up then
   * slows the page's first calls and holds up a hint sent meanwhile by the step under way.
   */
  readonly warmUpAfterIdleMs?: number;
  /** Told each time a worker of this lane says it is ready (after the lane has pumped its calls). */
  readonly onReady?: () => void;
}

/** What a call may add to its method and input. */
export interface CallOptions<M extends WorkspaceMethod> {
  /** Receives each part the worker sends before the answer. */
  readonly onPart?: (part: WorkspacePart<M>) => void;
  /** Aborted: the call fails as cancelled (at once when it waits, at the worker's next pause when it runs). */
  readonly signal?: AbortSignal;
}

interface Call {
  readonly seq: number;
  readonly method: WorkspaceMethod;
  readonly input: unknown;
  readonly onPart: ((part: unknown) => void) | undefined;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;

export class WorkspaceLane {
  readonly #options: LaneOptions;
  readonly #queue: Call[] = [];
  #transport: WorkspaceTransport | undefined;
  #ready = false;
  /** The worker is ready but has not been asked to warm up yet (it had calls to answer first). */
  #warmUpDue = false;
  #warmUpTimer: ReturnType<typeof setTimeout> | undefined;
  #current: Call | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #seq = 0;
  #startFailures = 0;
  #closed = false;
  /** Workers started so far (the first included): tests and logs see replacements. */
  #spawned = 0;

  constructor(options: LaneOptions) {
    this.#options = options;
    if (!options.startOnFirstCall) this.#start();
  }

  get workersStarted(): number {
    return this.#spawned;
  }

  /** Starts the lane's worker now if it has none (a lane made with `startOnFirstCall`). */
  startWorker(): void {
    if (!this.#transport && !this.#closed) this.#start();
  }

  /** Runs `method` on the lane's worker; rejects with a WorkspaceCallError when it cannot answer. */
  call<M extends WorkspaceMethod>(method: M, input: WorkspaceInput<M>, options: CallOptions<M> = {}): Promise<WorkspaceOutput<M>> {
    if (this.#closed) return Promise.reject(new WorkspaceCallError(`The ${this.#options.name} is shut down.`, 'closed'));
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(this.#cancelledError(method));
    return new Promise<WorkspaceOutput<M>>((resolve, reject) => {
      const onPart = options.onPart as ((part: unknown) => void) | undefined;
      const call: Call = { seq: ++this.#seq, method, input, onPart, resolve: resolve as (value: unknown) => void, reject };
      signal?.addEventListener('abort', () => this.#cancel(call), { once: true });
      this.#queue.push(call);
      if (!this.#transport) this.#start();
      this.#pump();
    });
  }

  #cancelledError(method: WorkspaceMethod): WorkspaceCallError {
    return new WorkspaceCallError(`The ${method} call was cancelled.`, 'cancelled');
  }

  #cancel(call: Call): void {
    const queued = this.#queue.indexOf(call);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
      call.reject(this.#cancelledError(call.method));
    } else if (this.#current === call) this.#transport?.post({ type: 'cancel', seq: call.seq });
  }

  /** Fails every waiting call and stops the worker. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#warmUpTimer !== undefined) clearTimeout(this.#warmUpTimer);
    const failure = new WorkspaceCallError(`The ${this.#options.name} is shutting down; the call was not finished.`, 'closed');
    this.#failCurrent(failure);
    for (const call of this.#queue.splice(0)) call.reject(failure);
    const transport = this.#transport;
    this.#transport = undefined;
    await transport?.kill();
  }

  #start(): void {
    let transport: WorkspaceTransport;
    try {
      transport = this.#options.spawn();
    } catch (error) {
      this.#transport = undefined;
      this.#startFailed(`could not start: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    this.#spawned++;
    this.#transport = transport;
    this.#ready = false;
    this.#warmUpDue = false;
    transport.onReply((reply) => {
      if (this.#transport === transport) this.#onReply(reply);
    });
    transport.onExit((reason) => {
      if (this.#transport === transport) this.#onExit(reason);
    });
  }

  #pump(): void {
    if (!this.#ready || this.#current || !this.#transport) return;
    if (this.#queue.length === 0) {
      this.#askWarmUpIfDue();
      return;
    }
    const call = this.#queue.shift()!;
    this.#current = call;
    this.#watch(call);
    this.#transport.post({ seq: call.seq, method: call.method, input: call.input });
  }

  /** Asked once per worker, when it first has nothing to do. */
  #askWarmUpIfDue(): void {
    if (!this.#warmUpDue) return;
    if (this.#warmUpTimer !== undefined) clearTimeout(this.#warmUpTimer);
    const ask = (): void => {
      this.#warmUpTimer = undefined;
      // Still idle and still the same worker: a call since, or a new worker, asks again when it is idle.
      if (!this.#warmUpDue || this.#current || this.#queue.length > 0 || !this.#ready) return;
      this.#warmUpDue = false;
      this.#transport?.post({ type: 'warm-up' });
    };
    const delay = this.#options.warmUpAfterIdleMs ?? 0;
    if (delay <= 0) ask();
    else {
      this.#warmUpTimer = setTimeout(ask, delay);
      // A warm-up never keeps a process alive (a CLI command that is done exits).
      this.#warmUpTimer.unref();
    }
  }

  #watch(call: Call): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#overBudget(call), this.#options.budgetMs);
  }

  #onReply(reply: WorkspaceReply): void {
    if ('type' in reply) {
      this.#ready = true;
      this.#startFailures = 0;
      this.#warmUpDue = this.#options.warmUp === true;
      this.#pump();
      this.#options.onReady?.();
      return;
    }
    const call = this.#current;
    if (!call || call.seq !== reply.seq) return;
    if ('part' in reply) {
      this.#watch(call);
      call.onPart?.(reply.part);
      return;
    }
    this.#clearCurrent();
    if (reply.ok) call.resolve(reply.value);
    else if (reply.error === CANCELLED) call.reject(this.#cancelledError(call.method));
    else call.reject(new WorkspaceCallError(reply.error, 'method'));
    this.#pump();
  }

  #onExit(reason: string): void {
    this.#transport = undefined;
    if (this.#closed) return;
    if (!this.#ready) {
      this.#startFailed(reason);
      return;
    }
    this.#failCurrent(
      (call) =>
        new WorkspaceCallError(
          `The ${this.#options.name} stopped while computing ${call.method} (${reason}); it has been restarted, try again.`,
          'crash',
        ),
    );
    this.#start();
  }

  #startFailed(reason: string): void {
    this.#startFailures++;
    if (this.#startFailures < (this.#options.maxStartFailures ?? 3)) {
      this.#start();
      return;
    }
    // Give up for now: fail what waits; the next call tries a new worker.
    this.#startFailures = 0;
    const failure = new WorkspaceCallError(`The ${this.#options.name} cannot start (${reason}).`, 'start');
    this.#failCurrent(failure);
    for (const call of this.#queue.splice(0)) call.reject(failure);
  }

  #overBudget(call: Call): void {
    if (this.#current !== call) return;
    const transport = this.#transport;
    this.#transport = undefined;
    const quiet = call.onPart ? ' without news' : '';
    this.#failCurrent(
      new WorkspaceCallError(
        `Over budget: ${call.method} took longer than ${seconds(this.#options.budgetMs)}${quiet} and was stopped.`,
        'budget',
      ),
    );
    void transport?.kill();
    if (!this.#closed) this.#start();
  }

  #clearCurrent(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#current = undefined;
  }

  #failCurrent(failure: WorkspaceCallError | ((call: Call) => WorkspaceCallError)): void {
    const call = this.#current;
    if (!call) return;
    this.#clearCurrent();
    call.reject(typeof failure === 'function' ? failure(call) : failure);
  }
}
