/**
 * Messages between the compare service and its worker (src/main/workers/compareWorker.ts): a
 * request carries a sequence number and the rows; the reply (a ThreadCallReply) carries the same
 * number and either the value or the error's message.
 */
import type { CompareCall, Comparison, CompareProblem, Refit, SpearmanIntervals } from '../core/compare/index';

type CompareWorkerCall = CompareCall;

export type CompareWorkerValue<C extends CompareWorkerCall['kind']> = C extends 'statistics'
  ? Comparison
  : C extends 'intervals'
    ? SpearmanIntervals
    : Refit | CompareProblem;

export interface CompareWorkerRequest {
  readonly seq: number;
  readonly call: CompareWorkerCall;
}
