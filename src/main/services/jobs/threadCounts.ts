/** How many worker threads a job starts when nobody says: the rules the app and the commands share. */
import { availableParallelism } from 'node:os';

/** Worker threads a command starts when it is not told how many: one per core, at most 8. */
export const defaultThreadCount = (): number => Math.max(1, Math.min(8, availableParallelism()));

/**
 * Worker threads that leave one core free: one per core but one (at least one, at most 7). The
 * app keeps that core for its window or host page, so it keeps answering while a job runs. A
 * long `patti rate` keeps it for V8, which compiles and collects garbage on threads of its own:
 * as each worker also warms its compiled code up anew, a second rating thread on two cores made
 * runs of 4,000 and 12,290 puzzles slower, not faster (docs/speed.md).
 */
export const threadsLeavingOneCore = (): number => Math.max(1, defaultThreadCount() - 1);
