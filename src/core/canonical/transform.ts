/**
 * The symmetries of Sudoku that keep a puzzle the same puzzle: a geometric transform
 * (transpose or not, band and stack order, row order within each band, column order within
 * each stack: 2 × 6^8 = 3,359,232 of them) followed by a relabelling of the digits.
 */
export interface SudokuTransform {
  /** Read rows as columns first. */
  readonly transpose: boolean;
  /** Result row r takes original row rows[r]; a permutation of 0..8 that keeps bands together. */
  readonly rows: readonly number[];
  /** Result column c takes original column columns[c]; keeps stacks together. */
  readonly columns: readonly number[];
  /** digits[d] is the new digit for digit d (index 0 unused, 1..9 a permutation of 1..9). */
  readonly digits: readonly number[];
}

/** Applies a transform to an 81-char puzzle or grid string (`.` stays `.`). */
export function applyTransform(text: string, transform: SudokuTransform): string {
  let out = '';
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const sourceRow = transform.rows[r] as number;
      const sourceColumn = transform.columns[c] as number;
      const cell = transform.transpose ? sourceColumn * 9 + sourceRow : sourceRow * 9 + sourceColumn;
      const code = text.charCodeAt(cell);
      out += code >= 49 && code <= 57 ? String(transform.digits[code - 48]) : '.';
    }
  }
  return out;
}

/** The identity transform. */
export function identityTransform(): SudokuTransform {
  const nine = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  return { transpose: false, rows: nine, columns: nine, digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] };
}

/**
 * A transform drawn from `random` (a function giving floats in [0, 1), e.g. a seeded PRNG),
 * uniform over all geometric transforms and relabellings.
 */
export function makeRandomTransform(random: () => number): SudokuTransform {
  const shuffle = (items: number[]): number[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [items[i], items[j]] = [items[j] as number, items[i] as number];
    }
    return items;
  };
  const lines = (): number[] => {
    const out: number[] = [];
    for (const block of shuffle([0, 1, 2])) for (const offset of shuffle([0, 1, 2])) out.push(block * 3 + offset);
    return out;
  };
  return {
    transpose: random() < 0.5,
    rows: lines(),
    columns: lines(),
    digits: [0, ...shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])],
  };
}
