/**
 * The messages between the main process and a workspace worker (a `worker_threads` thread in
 * Node, an Electron `utilityProcess` in the app). A request names a method of
 * {@link WorkspaceWorkerCalls} and carries its input and a sequence number; the reply carries
 * the same number and either the value or the error's message. A method that takes long (a
 * trace) may send parts of its answer before the reply, each with the request's number, and
 * stops early when the main process cancels the request. The worker computes only: the
 * library (cache, lookups, saving) stays with the main process.
 */
import type { CustomSet } from '../core/rate/customSet';
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
  TracePart,
  TraceView,
} from '../core/replay/views';
import type { AlternativesInput, HintInput } from './workspaceTypes';

/** A puzzle already read (normalized, with its unique solution) to trace in a set. */
export interface TraceJob {
  readonly puzzle: string;
  readonly solution: string;
  readonly set: TechniqueSetId;
  /** A custom set's content, read from the library by the main process: present exactly when `set` is `custom:<name>`. */
  readonly custom?: CustomSet;
  readonly libraryId: number | null;
}

/** Alternatives to look up, with a custom set's content as for a trace. */
type AlternativesJob = AlternativesInput & { readonly custom?: CustomSet };

/** A puzzle already read (normalized) to run one simulated Nishio solver on. */
interface NishioJob {
  readonly puzzle: string;
  readonly seed: number;
  readonly strategies: NishioStrategyCount;
  readonly libraryId: number | null;
}

/** Every method a workspace worker answers: its input, its output, and the parts it sends before the output (never, for most). */
interface WorkspaceWorkerCalls {
  readPuzzle: { input: string; output: SolvablePuzzle | PuzzleProblem };
  trace: { input: TraceJob; output: Omit<TraceView, 'cached'>; part: TracePart };
  alternatives: { input: AlternativesJob; output: readonly StepView[] };
  nishio: { input: NishioJob; output: NishioRunView };
  hint: { input: HintInput; output: HintView };
  quickRatings: { input: string; output: QuickRatings | PuzzleProblem };
  redundantGivens: { input: string; output: RedundantGivens | PuzzleProblem };
}

export type WorkspaceMethod = keyof WorkspaceWorkerCalls;
export type WorkspaceInput<M extends WorkspaceMethod> = WorkspaceWorkerCalls[M]['input'];
export type WorkspaceOutput<M extends WorkspaceMethod> = WorkspaceWorkerCalls[M]['output'];
export type WorkspacePart<M extends WorkspaceMethod> = WorkspaceWorkerCalls[M] extends { part: infer P } ? P : never;

const WORKSPACE_METHODS: readonly WorkspaceMethod[] = [
  'readPuzzle',
  'trace',
  'alternatives',
  'nishio',
  'hint',
  'quickRatings',
  'redundantGivens',
];

/** Main → worker. */
export interface WorkspaceRequest {
  readonly seq: number;
  readonly method: WorkspaceMethod;
  readonly input: unknown;
}

/** Main → worker: stop the request of that number at its next pause (it then fails as cancelled). */
export interface WorkspaceCancel {
  readonly type: 'cancel';
  readonly seq: number;
}

/** Main → worker: warm the engine up while idle (sent by a lane that wants it, once the worker is ready). */
export interface WorkspaceWarmUp {
  readonly type: 'warm-up';
}

export type WorkspaceToWorker = WorkspaceRequest | WorkspaceCancel | WorkspaceWarmUp;

/** The error a cancelled request fails with. */
export const CANCELLED = 'cancelled';

/** Worker → main: ready once loaded, then per request any parts and one reply. */
export type WorkspaceReply =
  | { readonly type: 'ready'; readonly pid: number }
  | { readonly seq: number; readonly part: unknown }
  | { readonly seq: number; readonly ok: true; readonly value: unknown }
  | { readonly seq: number; readonly ok: false; readonly error: string };

function isWorkspaceMethod(value: unknown): value is WorkspaceMethod {
  return typeof value === 'string' && (WORKSPACE_METHODS as readonly string[]).includes(value);
}

/** True when `value` looks like a request (messages cross a thread or process boundary, so check them). */
export function isWorkspaceRequest(value: unknown): value is WorkspaceRequest {
  if (value === null || typeof value !== 'object') return false;
  const { seq, method } = value as { seq?: unknown; method?: unknown };
  return typeof seq === 'number' && isWorkspaceMethod(method);
}

/** True when `value` is a cancellation. */
export function isWorkspaceCancel(value: unknown): value is WorkspaceCancel {
  if (value === null || typeof value !== 'object') return false;
  const { type, seq } = value as { type?: unknown; seq?: unknown };
  return type === 'cancel' && typeof seq === 'number';
}

export function isWorkspaceWarmUp(value: unknown): value is WorkspaceWarmUp {
  return value !== null && typeof value === 'object' && (value as { type?: unknown }).type === 'warm-up';
}

/** True when `value` looks like a reply. */
export function isWorkspaceReply(value: unknown): value is WorkspaceReply {
  if (value === null || typeof value !== 'object') return false;
  const message = value as { type?: unknown; seq?: unknown; ok?: unknown; error?: unknown; part?: unknown };
  if (message.type === 'ready') return true;
  if (typeof message.seq !== 'number') return false;
  if ('part' in message) return message.part !== undefined;
  return message.ok === true || (message.ok === false && typeof message.error === 'string');
}
