/**
 * A worker's first solve pays for compiling the engine's hot code, which on a hard puzzle costs
 * more than the solve itself: Easter Monster's replay takes about twice as long in a fresh
 * worker as in one that has solved anything hard before. A workspace worker therefore solves a
 * hard puzzle while it has nothing else to do, one step at a time, so the first replay or hint
 * asked for a few moments after the app opened is as fast as the next. It works in slices
 * (one solve step each) between requests rather than before the worker says it is ready: a hint
 * asked for right away would otherwise wait for the whole warm-up (seconds on a busy machine).
 * It stops after `budgetMs` of its own work (its first chain steps have run the chain searches by
 * then), so a worker started or replaced on a busy machine is soon idle.
 */
import { readPuzzle } from './puzzleInput';
import { TraceBuilder } from './traceView';

/** AI Escargot: hard enough to run every chain search of the SE order, and famous. */
const AI_ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';

const WARM_UP_BUDGET_MS = 1500;

/**
 * The warm-up as slices: each call of the returned function runs one solve step and says whether
 * there is more to do (false once the puzzle is solved or the budget is spent).
 */
export function warmUpSlices(budgetMs = WARM_UP_BUDGET_MS): () => boolean {
  const read = readPuzzle(AI_ESCARGOT);
  if (read.kind === 'problem') throw new Error(`the warm-up puzzle cannot be read: ${read.message}`);
  const builder = new TraceBuilder(read.puzzle, read.solution, 'se', null);
  let spentMs = 0;
  return () => {
    if (spentMs >= budgetMs) return false;
    const started = performance.now();
    const more = builder.advance();
    spentMs += performance.now() - started;
    return more && spentMs < budgetMs;
  };
}
