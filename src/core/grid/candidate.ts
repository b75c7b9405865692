import { cellName, type Cell } from './cell';
import type { Digit } from './digit';

/** A candidate index 0..728: cell * 9 + (digit - 1). DIMACS variable = candidate + 1. */
export type Candidate = number;

export const candidateOf = (cell: Cell, digit: Digit): Candidate => cell * 9 + digit - 1;
export const cellOfCandidate = (candidate: Candidate): Cell => (candidate / 9) | 0;
export const digitOfCandidate = (candidate: Candidate): Digit => (candidate % 9) + 1;

/** `r4c5=3` is a placement; candidates print as `3r4c5`, the form solvers' logs use. */
export function candidateName(candidate: Candidate): string {
  return `${digitOfCandidate(candidate)}${cellName(cellOfCandidate(candidate))}`;
}

/** The candidates in ascending order, each once, as a step lists its eliminations. */
export function ascendingOnce(candidates: readonly Candidate[]): Candidate[] {
  const out = candidates.slice().sort((a, b) => a - b);
  let kept = 0;
  for (let i = 0; i < out.length; i++) if (kept === 0 || out[i] !== out[kept - 1]) out[kept++] = out[i]!;
  out.length = kept;
  return out;
}
