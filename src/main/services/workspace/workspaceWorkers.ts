/**
 * The workspace's workers: three lanes, so a slow call never waits behind another kind. Quick
 * ratings (50 simulated solvers) and Nishio runs (a run and 50 counts) go to the slow lane;
 * traces to a lane of their own, since a hard puzzle's solve can take many seconds while its
 * replay is already shown; reading puzzles, alternatives, hints and the minimality check to the
 * quick one, so a hint is never held up by a trace, the editor's ratings or a long
 * trial-and-error run.
 */
import type { WorkspaceInput, WorkspaceMethod, WorkspaceOutput } from '../../../shared/workspaceProtocol';
import { WorkspaceLane, type CallOptions, type SpawnWorkspaceWorker } from './workspaceLane';

/** Methods that may take seconds on hard puzzles. */
const SLOW_METHODS: ReadonlySet<WorkspaceMethod> = new Set<WorkspaceMethod>(['quickRatings', 'nishio']);

/**
 * Default budget of one quick call, and of a trace's silence: a trace sends its steps as it
 * finds them, so it is stopped only when one step (or the rating) takes this long.
 */
const DEFAULT_QUICK_BUDGET_MS = 60_000;
/** Default budget of one slow call: far above 50 Nishio runs of the hardest named puzzles. */
const DEFAULT_SLOW_BUDGET_MS = 120_000;

/**
 * How long a worker must have had nothing to do before it warms up: the app's first seconds
 * (its page's first calls, a hint asked at once) are not slowed by it, and a puzzle looked at
 * for a moment before its first hint or replay meets a warm engine.
 */
export const WARM_UP_AFTER_IDLE_MS = 1500;

export interface WorkspaceWorkersOptions {
  /** Starts one worker; called for each lane and again to replace a worker. */
  readonly spawn: SpawnWorkspaceWorker;
  readonly quickBudgetMs?: number;
  readonly slowBudgetMs?: number;
}

/** What the app API's workspace methods need from the workers. */
export interface WorkspaceCalls {
  call<M extends WorkspaceMethod>(method: M, input: WorkspaceInput<M>, options?: CallOptions<M>): Promise<WorkspaceOutput<M>>;
}

export class WorkspaceWorkers implements WorkspaceCalls {
  readonly quick: WorkspaceLane;
  readonly traces: WorkspaceLane;
  readonly slow: WorkspaceLane;

  constructor(options: WorkspaceWorkersOptions) {
    const quickBudgetMs = options.quickBudgetMs ?? DEFAULT_QUICK_BUDGET_MS;
    // Every worker warms its engine up once it has been idle WARM_UP_AFTER_IDLE_MS: a hint on
    // Easter Monster takes about 0.6 s of CPU on a cold engine and 0.15 s on a warm one. A call
    // that comes during the warm-up waits at most for the step under way (a few hundred ms).
    // The traces' worker starts once the quick one is ready (or at its first call): two threads
    // starting at once on a two-core machine, beside the app's own start, delay a hint sent as
    // the app opens by the second one's start-up.
    this.quick = new WorkspaceLane({
      name: 'workspace worker',
      spawn: options.spawn,
      budgetMs: quickBudgetMs,
      warmUp: true,
      warmUpAfterIdleMs: WARM_UP_AFTER_IDLE_MS,
      onReady: () => this.traces.startWorker(),
    });
    this.traces = new WorkspaceLane({
      name: 'workspace worker for traces',
      spawn: options.spawn,
      budgetMs: quickBudgetMs,
      startOnFirstCall: true,
      warmUp: true,
      warmUpAfterIdleMs: WARM_UP_AFTER_IDLE_MS,
    });
    // Started at its first call: while the app opens, a third worker warming up would take the
    // second core from the quick lane's worker (a first hint) on a two-core machine.
    this.slow = new WorkspaceLane({
      name: 'workspace worker for slow calls',
      spawn: options.spawn,
      budgetMs: options.slowBudgetMs ?? DEFAULT_SLOW_BUDGET_MS,
      startOnFirstCall: true,
      warmUp: true,
      warmUpAfterIdleMs: WARM_UP_AFTER_IDLE_MS,
    });
  }

  call<M extends WorkspaceMethod>(method: M, input: WorkspaceInput<M>, options?: CallOptions<M>): Promise<WorkspaceOutput<M>> {
    return this.#laneOf(method).call(method, input, options);
  }

  #laneOf(method: WorkspaceMethod): WorkspaceLane {
    if (method === 'trace') return this.traces;
    return SLOW_METHODS.has(method) ? this.slow : this.quick;
  }

  /** Stops every worker; calls still waiting fail with a message saying so. */
  async close(): Promise<void> {
    await Promise.all([this.quick.close(), this.traces.close(), this.slow.close()]);
  }
}
