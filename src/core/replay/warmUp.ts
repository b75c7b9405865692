/**
 * A worker's first solve pays for compiling the engine's hot code, which on a hard puzzle costs
 * more than the solve itself: Easter Monster's replay takes about twice as long in a fresh
 * worker as in one that has solved anything hard before. A workspace worker runs this once
 * when it starts, before it says it is ready, so the first replay a person opens is fast. The
 * solve stops after `budgetMs` (its first chain steps have run the chain searches by then), so
 * a worker started or replaced on a busy machine is ready soon.
 */
import { readPuzzle } from './puzzleInput';
import { TraceBuilder } from './traceView';

/** AI Escargot: hard enough to run every chain search of the SE order, and famous. */
const AI_ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';

export const WARM_UP_BUDGET_MS = 1500;

export function warmUpEngine(budgetMs = WARM_UP_BUDGET_MS): void {
  const read = readPuzzle(AI_ESCARGOT);
  if (read.kind === 'problem') throw new Error(`the warm-up puzzle cannot be read: ${read.message}`);
  const started = performance.now();
  const builder = new TraceBuilder(read.puzzle, read.solution, 'se', null);
  while (performance.now() - started < budgetMs && builder.advance());
}
