import { describe, expect, it } from 'vitest';
import { NO_SELECTION, selectAll, selectedIds, selectOnly, selectRange, toggleRow } from './tableSelection';

/** A listing of ten rows whose ids are not their row numbers (sorted by something else). */
const ORDER = [42, 7, 19, 3, 88, 61, 5, 30, 12, 77];

describe('table selection', () => {
  it('a click chooses one row and makes it the anchor', () => {
    const chosen = selectOnly(19, 2);
    expect([...chosen.ids]).toEqual([19]);
    expect(chosen.anchor).toBe(2);
  });

  it('Ctrl-click toggles a row and keeps the others', () => {
    const two = toggleRow(selectOnly(19, 2), 88, 4);
    expect(selectedIds(two, ORDER)).toEqual([19, 88]);
    const one = toggleRow(two, 19, 2);
    expect(selectedIds(one, ORDER)).toEqual([88]);
    expect(one.anchor).toBe(2);
  });

  it('Shift-click chooses the rows between the anchor and the click, in either direction', () => {
    const down = selectRange(selectOnly(7, 1), 4, ORDER);
    expect(selectedIds(down, ORDER)).toEqual([7, 19, 3, 88]);
    const up = selectRange(selectOnly(5, 6), 3, ORDER);
    expect(selectedIds(up, ORDER)).toEqual([3, 88, 61, 5]);
  });

  it('a second Shift-click moves the far end around the same anchor (the range shrinks)', () => {
    const wide = selectRange(selectOnly(19, 2), 8, ORDER);
    const narrow = selectRange(wide, 3, ORDER);
    expect(selectedIds(narrow, ORDER)).toEqual([19, 3]);
    expect(narrow.anchor).toBe(2);
  });

  it('Ctrl+Shift-click adds a range to what was chosen', () => {
    const first = toggleRow(selectOnly(42, 0), 12, 8);
    const added = selectRange({ ...first, anchor: 5 }, 6, ORDER, true);
    expect(selectedIds(added, ORDER)).toEqual([42, 61, 5, 12]);
  });

  it('reads a range from ids that start further down the listing (a loaded window)', () => {
    const window = ORDER.slice(5);
    expect(selectedIds(selectRange(selectOnly(61, 5), 7, window, false, 5), ORDER)).toEqual([61, 5, 30]);
    expect(() => selectRange(selectOnly(42, 0), 7, window, false, 5)).toThrow(RangeError);
  });

  it('Shift-click without an anchor chooses the clicked row alone', () => {
    expect(selectedIds(selectRange(NO_SELECTION, 3, ORDER), ORDER)).toEqual([3]);
  });

  it('select all takes every row; ids chosen under another listing follow the listed ones by id', () => {
    expect(selectAll(ORDER).ids.size).toBe(10);
    const mixed = toggleRow(toggleRow(selectOnly(500, 0), 88, 4), 400, 1);
    expect(selectedIds(mixed, ORDER)).toEqual([88, 400, 500]);
  });
});
