/**
 * A puzzle as the print layout needs it: its givens and solution, and the facts a label or a
 * hint line may show. The service that reads a library or a file fills these in; the layout
 * never looks anything up.
 */
export interface PrintPuzzle {
  /** 81 characters, digits for givens, anything else for blanks. */
  readonly givens: string;
  /** 81 digits. */
  readonly solution: string;
  readonly id?: string;
  readonly source?: string;
  readonly level?: string;
  /** The name of the book section the puzzle is printed in, when a book has sections. */
  readonly section?: string;
  /** The universal difficulty category. */
  readonly category?: string;
  readonly date?: string;
  /** Rating values by rating name (`se`, `hodoku`, `ext:sotd`); null or absent is unrated. */
  readonly ratings?: Readonly<Record<string, number | null | undefined>>;
  /** The hardest technique the puzzle needs, for the hint line. */
  readonly hardest?: string;
}

/** The value of a rating, or undefined when the puzzle has none. */
export function ratingOf(puzzle: PrintPuzzle, rating: string): number | undefined {
  const value = puzzle.ratings?.[rating];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The puzzles ordered by a rating, easiest first; unrated ones keep their order at the end and
 * ties keep theirs (a stable sort), so the same set always prints the same way.
 */
export function sortByRating(puzzles: readonly PrintPuzzle[], rating: string): PrintPuzzle[] {
  return puzzles
    .map((puzzle, index) => ({ puzzle, index, value: ratingOf(puzzle, rating) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined) return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1;
      return a.value - b.value || a.index - b.index;
    })
    .map((entry) => entry.puzzle);
}
