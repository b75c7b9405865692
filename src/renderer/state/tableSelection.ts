/**
 * The Library table's selection as a value: which puzzle ids are chosen, and the row a
 * Shift-click range starts from (the anchor). Click chooses one row, Ctrl/Cmd-click toggles a
 * row, Shift-click chooses the rows from the anchor to the clicked one (adding to the choice
 * with Ctrl/Cmd held), Ctrl+A chooses every row. Ids, not row numbers, are kept, so the choice
 * survives a new sort or filter; the anchor is a row number of the listing it was set in.
 */

export interface TableSelection {
  readonly ids: ReadonlySet<number>;
  /** The row index a range starts from; null when there is none (nothing clicked in this listing). */
  readonly anchor: number | null;
}

export const NO_SELECTION: TableSelection = { ids: new Set(), anchor: null };

/** Just this row. */
export function selectOnly(id: number, index: number): TableSelection {
  return { ids: new Set([id]), anchor: index };
}

/** This row in or out, the rest kept; the row becomes the anchor. */
export function toggleRow(selection: TableSelection, id: number, index: number): TableSelection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: index };
}

/**
 * The rows from the anchor to `index` (both ends included); `order` gives the listing's ids by
 * row index from `offset` on and must cover that span. Without an anchor the range is the row
 * itself. `keep` adds the range to the choice instead of replacing it. The anchor stays put, so
 * further Shift-clicks grow or shrink the range around it.
 */
export function selectRange(selection: TableSelection, index: number, order: readonly number[], keep = false, offset = 0): TableSelection {
  const anchor = selection.anchor ?? index;
  const [from, to] = anchor <= index ? [anchor, index] : [index, anchor];
  const ids = keep ? new Set(selection.ids) : new Set<number>();
  for (let row = from; row <= to; row++) {
    const id = order[row - offset];
    if (id === undefined) throw new RangeError(`row ${row} is not in the ids given (rows ${offset}–${offset + order.length - 1})`);
    ids.add(id);
  }
  return { ids, anchor };
}

/** Every row of the listing. */
export function selectAll(order: readonly number[]): TableSelection {
  return { ids: new Set(order), anchor: null };
}

/** The chosen ids in the listing's order where it is known, then the others by id (chosen under another filter). */
export function selectedIds(selection: TableSelection, order: readonly number[] = []): number[] {
  const inOrder = order.filter((id) => selection.ids.has(id));
  const listed = new Set(inOrder);
  const others = [...selection.ids].filter((id) => !listed.has(id)).sort((a, b) => a - b);
  return [...inOrder, ...others];
}
