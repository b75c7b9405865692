/**
 * The oracle: a deduction is sound only if nothing it eliminates is the solution's digit and
 * every digit it places is. Checked step by step against the unique solution, so a wrong step
 * is caught where it happens, not when the grid later fails.
 */
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { cellName } from '../grid/cell';
import type { Solution } from '../grid/puzzle';
import { explainText } from '../describeStep';
import type { LogicalTrace } from './logical';

/** The first unsound step of the trace, described, or undefined when every step is sound. */
export function findUnsoundStep(trace: LogicalTrace, solution: Solution): string | undefined {
  for (const [index, { step, technique }] of trace.steps.entries()) {
    // Trial steps explore wrong values on purpose; only deductions are judged.
    if (step.kind === 'guess' || step.kind === 'contradiction' || step.kind === 'backtrack') continue;
    for (const { cell, digit } of step.placements) {
      const want = solution.charCodeAt(cell) - 48;
      if (digit !== want)
        return `step ${index + 1} (${technique}) places ${digit} at ${cellName(cell)}, solution has ${want}: ${explainText(step)}`;
    }
    for (const candidate of step.eliminations) {
      const cell = cellOfCandidate(candidate);
      if (solution.charCodeAt(cell) - 48 === digitOfCandidate(candidate)) {
        return `step ${index + 1} (${technique}) eliminates the solution's ${digitOfCandidate(candidate)} at ${cellName(cell)}: ${explainText(step)}`;
      }
    }
  }
  return undefined;
}
