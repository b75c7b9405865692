/**
 * The messages between the main process and a workspace worker (a `worker_threads` thread in
 * Node, an Electron `utilityProcess` in the app). A request names a method of
 * {@link WorkspaceWorkerCalls} and carries its input and a sequence number; the reply carries
 * the same number and either the value or the error's message. The worker computes only: the
 * library (cache, lookups, saving) stays with the main process.
 */
import type { SolvablePuzzle } from '../core/replay/puzzleInput';
import type {
  HintView,
  NishioRunView,
  NishioStrategyCount,
  PuzzleProblem,
  QuickRatings,
  RedundantGivens,
  StepView,
  TechniqueSetId,
  TraceView,
} from '../core/replay/views';
import type { AlternativesInput, HintInput } from './workspaceTypes';

/** A puzzle already read (normalized, with its unique solution) to trace in a set. */
export interface TraceJob {
  readonly puzzle: string;
  readonly solution: string;
  readonly set: TechniqueSetId;
  readonly libraryId: number | null;
}

/** A puzzle already read (normalized) to run one simulated Nishio solver on. */
export interface NishioJob {
  readonly puzzle: string;
  readonly seed: number;
  readonly strategies: NishioStrategyCount;
  readonly libraryId: number | null;
}

/** Every method a workspace worker answers: its input and its output. */
export interface WorkspaceWorkerCalls {
  readPuzzle: { input: string; output: SolvablePuzzle | PuzzleProblem };
  trace: { input: TraceJob; output: Omit<TraceView, 'cached'> };
  alternatives: { input: AlternativesInput; output: readonly StepView[] };
  nishio: { input: NishioJob; output: NishioRunView };
  hint: { input: HintInput; output: HintView };
  quickRatings: { input: string; output: QuickRatings | PuzzleProblem };
  redundantGivens: { input: string; output: RedundantGivens | PuzzleProblem };
}

export type WorkspaceMethod = keyof WorkspaceWorkerCalls;
export type WorkspaceInput<M extends WorkspaceMethod> = WorkspaceWorkerCalls[M]['input'];
export type WorkspaceOutput<M extends WorkspaceMethod> = WorkspaceWorkerCalls[M]['output'];

export const WORKSPACE_METHODS: readonly WorkspaceMethod[] = ['readPuzzle', 'trace', 'alternatives', 'nishio', 'hint', 'quickRatings', 'redundantGivens'];

/** Main → worker. */
export interface WorkspaceRequest {
  readonly seq: number;
  readonly method: WorkspaceMethod;
  readonly input: unknown;
}

/** Worker → main: ready once loaded, then one reply per request. */
export type WorkspaceReply =
  | { readonly type: 'ready'; readonly pid: number }
  | { readonly seq: number; readonly ok: true; readonly value: unknown }
  | { readonly seq: number; readonly ok: false; readonly error: string };

export function isWorkspaceMethod(value: unknown): value is WorkspaceMethod {
  return typeof value === 'string' && (WORKSPACE_METHODS as readonly string[]).includes(value);
}

/** True when `value` looks like a request (messages cross a thread or process boundary, so check them). */
export function isWorkspaceRequest(value: unknown): value is WorkspaceRequest {
  if (value === null || typeof value !== 'object') return false;
  const { seq, method } = value as { seq?: unknown; method?: unknown };
  return typeof seq === 'number' && isWorkspaceMethod(method);
}

/** True when `value` looks like a reply. */
export function isWorkspaceReply(value: unknown): value is WorkspaceReply {
  if (value === null || typeof value !== 'object') return false;
  const message = value as { type?: unknown; seq?: unknown; ok?: unknown; error?: unknown };
  if (message.type === 'ready') return true;
  if (typeof message.seq !== 'number') return false;
  return message.ok === true || (message.ok === false && typeof message.error === 'string');
}
