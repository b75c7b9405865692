/**
 * The symmetries of a pattern of givens, as puzzle makers use them: a map of the board onto
 * itself that sends every given's cell to a given's cell. Only the positions count, not the
 * digits, as in printed puzzles. The guide shows the empty cells the chosen symmetry still
 * needs: the images of the givens.
 */
import type { Cell } from '../../core/grid/index';

export type SymmetryId = 'rotation180' | 'rotation90' | 'diagonal' | 'antidiagonal' | 'mirror' | 'mirrorVertical';

export interface Symmetry {
  readonly id: SymmetryId;
  readonly name: string;
  /** Where the symmetry sends a cell (row, column 0–8). */
  readonly map: (row: number, col: number) => readonly [number, number];
}

/** The symmetries the editor knows, most common first. */
export const SYMMETRIES: readonly Symmetry[] = [
  { id: 'rotation180', name: '180° rotation', map: (r, c) => [8 - r, 8 - c] },
  { id: 'rotation90', name: '90° rotation', map: (r, c) => [c, 8 - r] },
  { id: 'diagonal', name: 'Diagonal', map: (r, c) => [c, r] },
  { id: 'antidiagonal', name: 'Anti-diagonal', map: (r, c) => [8 - c, 8 - r] },
  { id: 'mirror', name: 'Mirror (left–right)', map: (r, c) => [r, 8 - c] },
  { id: 'mirrorVertical', name: 'Mirror (top–bottom)', map: (r, c) => [8 - r, c] },
];

export function symmetryById(id: SymmetryId): Symmetry {
  return SYMMETRIES.find((symmetry) => symmetry.id === id)!;
}

/** The cell a symmetry sends a cell to. */
export function imageOf(symmetry: Symmetry, cell: Cell): Cell {
  const [row, col] = symmetry.map((cell / 9) | 0, cell % 9);
  return row * 9 + col;
}

function isFilled(grid: string, cell: Cell): boolean {
  const code = grid.charCodeAt(cell);
  return code >= 49 && code <= 57;
}

/**
 * Empty cells the chosen symmetry would fill: every cell of a given's orbit (for 90° rotation
 * the four cells it visits) that holds no digit yet. Empty for a grid that already has it.
 */
export function guideCells(grid: string, symmetry: Symmetry): Cell[] {
  const guide = new Set<Cell>();
  for (let cell = 0; cell < 81; cell++) {
    if (!isFilled(grid, cell)) continue;
    let image = imageOf(symmetry, cell);
    // Orbits have at most four cells (90° rotation); the others return after two.
    for (let turn = 0; turn < 4 && image !== cell; turn++) {
      if (!isFilled(grid, image)) guide.add(image);
      image = imageOf(symmetry, image);
    }
  }
  return [...guide].sort((a, b) => a - b);
}

/** The symmetries the givens have (an empty grid has none worth naming). */
export function symmetriesOf(grid: string): Symmetry[] {
  let filled = 0;
  for (let cell = 0; cell < 81; cell++) if (isFilled(grid, cell)) filled++;
  if (filled === 0) return [];
  return SYMMETRIES.filter((symmetry) => guideCells(grid, symmetry).length === 0);
}

/** The givens' symmetry in words: "180° rotation, diagonal", or "none". */
export function describeSymmetries(grid: string): string {
  const found = symmetriesOf(grid);
  return found.length === 0
    ? 'none'
    : found.map((symmetry, index) => (index === 0 ? symmetry.name : symmetry.name.toLowerCase())).join(', ');
}
