import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, HISTORY_LIMIT, recordChange, redo, startHistory, undo } from './editHistory';

describe('edit history', () => {
  it('undoes changes in reverse order and redoes them forward', () => {
    let history = startHistory('a');
    history = recordChange(history, 'b');
    history = recordChange(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    history = redo(history);
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
  });

  it('forgets the undone changes once a new change is made', () => {
    let history = recordChange(recordChange(startHistory(1), 2), 3);
    history = recordChange(undo(history), 4);
    expect(history.present).toBe(4);
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe(2);
  });

  it('does not record a change to an equal state', () => {
    const history = recordChange(startHistory('x'), 'x');
    expect(canUndo(history)).toBe(false);
    const byValue = recordChange(startHistory([1, 2]), [1, 2], (a, b) => a.join() === b.join());
    expect(canUndo(byValue)).toBe(false);
  });

  it('leaves the history alone when there is nothing to undo or redo', () => {
    const history = startHistory('only');
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('keeps at most HISTORY_LIMIT changes, dropping the oldest', () => {
    let history = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 5; step++) history = recordChange(history, step);
    expect(history.past.length).toBe(HISTORY_LIMIT);
    expect(history.past[0]).toBe(5);
  });
});
