/**
 * Where the grids of a page go: `count` equal square grids in columns and rows, the gap between
 * neighbours the same across as down (a label sits in the gap above each grid, a hint line in
 * the gap below), the whole block centred in the room the page leaves. A grid is never drawn so
 * small that its digits would print under 8 pt: `fitCells` says so instead.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The smallest type on a printed page, in points; nothing is drawn smaller. */
export const MIN_TEXT_SIZE = 8;

/** Columns and rows for `count` slots in a box: as near square slots as the box allows. */
export function slotGrid(count: number, width: number, height: number): { columns: number; rows: number } {
  const columns = Math.min(count, Math.max(1, Math.round(Math.sqrt((count * width) / height))));
  return { columns, rows: Math.ceil(count / columns) };
}

export interface CellPlan {
  /** Each grid's square: x, y of its top left corner, and its side. */
  readonly cells: readonly { x: number; y: number; size: number }[];
  readonly size: number;
  /** The clear space between neighbouring grids, across and down alike. */
  readonly gap: number;
}

/**
 * Equal cells for `count` grids in `room`. `above` and `below` are the bands each grid needs
 * over and under it (label, hint line); the gap between grids is at least `minGap` and at least
 * what those bands need, and the same across and down. Undefined when a grid would be smaller
 * than `minSize`.
 */
export function fitCells(
  count: number,
  room: Box,
  bands: { above: number; below: number; minGap: number },
  minSize: number,
): CellPlan | undefined {
  const { columns, rows } = slotGrid(count, room.width, room.height);
  const gap = Math.max(bands.minGap, bands.above + bands.below + bands.minGap / 2);
  const across = (room.width - (columns - 1) * gap) / columns;
  const down = (room.height - bands.above - bands.below - (rows - 1) * gap) / rows;
  const size = Math.floor(Math.min(across, down) * 100) / 100;
  if (!(size >= minSize)) return undefined;
  const blockWidth = columns * size + (columns - 1) * gap;
  const blockHeight = rows * size + (rows - 1) * gap + bands.above + bands.below;
  const left = room.x + (room.width - blockWidth) / 2;
  const top = room.y + (room.height - blockHeight) / 2 + bands.above;
  const cells = Array.from({ length: count }, (_, index) => ({
    x: left + (index % columns) * (size + gap),
    y: top + Math.floor(index / columns) * (size + gap),
    size,
  }));
  return { cells, size, gap };
}
