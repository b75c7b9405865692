/**
 * Undo and redo as a plain value: the states before the present, the present, and the states
 * undone since the last change. Every edit (a digit, a mark, a paste, a clear) is one change, so
 * one Undo takes back exactly what one action did. Immutable, so a state class can keep it in
 * `$state.raw` and derive `canUndo` from it.
 */
export interface EditHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** How many changes are remembered; older ones fall off the far end. */
export const HISTORY_LIMIT = 1000;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [] };
}

/** The history after a change to `next`; a change to an equal state is not a change. */
export function recordChange<T>(history: EditHistory<T>, next: T, same: (a: T, b: T) => boolean = Object.is): EditHistory<T> {
  if (same(history.present, next)) return history;
  const past = [...history.past, history.present];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, present: next, future: [] };
}

export function canUndo<T>(history: EditHistory<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: EditHistory<T>): boolean {
  return history.future.length > 0;
}

/** Back one change; the same history when there is nothing to undo. */
export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1]!, future: [history.present, ...history.future] };
}

/** Forward one undone change; the same history when nothing was undone. */
export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.future.length === 0) return history;
  return { past: [...history.past, history.present], present: history.future[0]!, future: history.future.slice(1) };
}
