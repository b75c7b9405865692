/**
 * The workspace's workers: two lanes, so a slow call never waits behind another kind. Quick
 * ratings (50 simulated solvers) and Nishio runs (a run and 50 counts) go to the slow lane;
 * reading puzzles, traces, alternatives, hints and the minimality check to the quick one, so a
 * hint or a trace is never held up by the editor's ratings or a long trial-and-error run.
 */
import type { WorkspaceInput, WorkspaceMethod, WorkspaceOutput } from '../../../shared/workspaceProtocol';
import { WorkspaceLane, type SpawnWorkspaceWorker } from './workspaceLane';

/** Methods that may take seconds on hard puzzles. */
export const SLOW_METHODS: ReadonlySet<WorkspaceMethod> = new Set<WorkspaceMethod>(['quickRatings', 'nishio']);

/** Default budget of one quick call: far above Easter Monster's trace in any set (about a second). */
export const DEFAULT_QUICK_BUDGET_MS = 60_000;
/** Default budget of one slow call: far above 50 Nishio runs of the hardest named puzzles. */
export const DEFAULT_SLOW_BUDGET_MS = 120_000;

export interface WorkspaceWorkersOptions {
  /** Starts one worker; called for each lane and again to replace a worker. */
  readonly spawn: SpawnWorkspaceWorker;
  readonly quickBudgetMs?: number;
  readonly slowBudgetMs?: number;
}

/** What the app API's workspace methods need from the workers. */
export interface WorkspaceCalls {
  call<M extends WorkspaceMethod>(method: M, input: WorkspaceInput<M>): Promise<WorkspaceOutput<M>>;
}

export class WorkspaceWorkers implements WorkspaceCalls {
  readonly quick: WorkspaceLane;
  readonly slow: WorkspaceLane;

  constructor(options: WorkspaceWorkersOptions) {
    this.quick = new WorkspaceLane({ name: 'workspace worker', spawn: options.spawn, budgetMs: options.quickBudgetMs ?? DEFAULT_QUICK_BUDGET_MS });
    this.slow = new WorkspaceLane({ name: 'workspace worker for slow calls', spawn: options.spawn, budgetMs: options.slowBudgetMs ?? DEFAULT_SLOW_BUDGET_MS });
  }

  call<M extends WorkspaceMethod>(method: M, input: WorkspaceInput<M>): Promise<WorkspaceOutput<M>> {
    return (SLOW_METHODS.has(method) ? this.slow : this.quick).call(method, input);
  }

  /** Stops both workers; calls still waiting fail with a message saying so. */
  async close(): Promise<void> {
    await Promise.all([this.quick.close(), this.slow.close()]);
  }
}
