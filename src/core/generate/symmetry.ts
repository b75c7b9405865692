/**
 * The symmetries a generated puzzle's givens may keep. A symmetry cuts the 81 cells into
 * orbits (cells that map onto each other); givens are removed an orbit at a time, so the
 * pattern of givens stays symmetric whatever is removed.
 */

export type Symmetry = 'none' | 'rotate180' | 'rotate90' | 'diagonal' | 'mirror';

/** Every symmetry with the one line `--help` shows for it. */
export const SYMMETRIES: Readonly<Record<Symmetry, string>> = {
  none: 'no symmetry',
  rotate180: '180° rotation about the centre',
  rotate90: '90° rotation about the centre (four-cell orbits)',
  diagonal: 'reflection in the main diagonal (r1c1 to r9c9)',
  mirror: 'reflection left to right (column 1 ↔ column 9)',
};

export const SYMMETRY_NAMES = Object.keys(SYMMETRIES) as Symmetry[];

export function isSymmetryName(text: string): text is Symmetry {
  return Object.hasOwn(SYMMETRIES, text);
}

/** The cells one application of the symmetry sends each cell to. */
function imageOf(symmetry: Symmetry, cell: number): number {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  switch (symmetry) {
    case 'none':
      return cell;
    case 'rotate180':
      return (8 - row) * 9 + (8 - col);
    case 'rotate90':
      return col * 9 + (8 - row);
    case 'diagonal':
      return col * 9 + row;
    case 'mirror':
      return row * 9 + (8 - col);
  }
}

const orbitCache = new Map<Symmetry, readonly (readonly number[])[]>();

/** The orbits of the symmetry, each a sorted list of cells; every cell is in exactly one. */
export function orbitsOf(symmetry: Symmetry): readonly (readonly number[])[] {
  const cached = orbitCache.get(symmetry);
  if (cached) return cached;
  const seen = new Uint8Array(81);
  const orbits: number[][] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (seen[cell]) continue;
    const orbit: number[] = [];
    for (let next = cell; !seen[next]; next = imageOf(symmetry, next)) {
      seen[next] = 1;
      orbit.push(next);
    }
    orbits.push(orbit.sort((a, b) => a - b));
  }
  orbitCache.set(symmetry, orbits);
  return orbits;
}

/** Whether the puzzle's givens (not their digits) map onto givens under the symmetry. */
export function hasSymmetry(puzzle: string, symmetry: Symmetry): boolean {
  for (let cell = 0; cell < 81; cell++) {
    const given = puzzle[cell] !== '.';
    if (given !== (puzzle[imageOf(symmetry, cell)] !== '.')) return false;
  }
  return true;
}
