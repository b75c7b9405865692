/**
 * Messages between the compare service and its worker (src/main/workers/compareWorker.ts): a
 * request carries a sequence number and the rows; the reply carries the same number and either
 * the value or the error's message.
 */
import type { CompareCall, Comparison, CompareProblem, Refit, SpearmanIntervals } from '../core/compare/index';

export type CompareWorkerCall = CompareCall;

export type CompareWorkerValue<C extends CompareWorkerCall['kind']> = C extends 'statistics'
  ? Comparison
  : C extends 'intervals'
    ? SpearmanIntervals
    : Refit | CompareProblem;

export interface CompareWorkerRequest {
  readonly seq: number;
  readonly call: CompareWorkerCall;
}

export type CompareWorkerReply =
  | { readonly seq: number; readonly ok: true; readonly value: unknown }
  | { readonly seq: number; readonly ok: false; readonly message: string };

export function isCompareWorkerReply(message: unknown): message is CompareWorkerReply {
  return message !== null && typeof message === 'object' && typeof (message as { seq?: unknown }).seq === 'number' && typeof (message as { ok?: unknown }).ok === 'boolean';
}
