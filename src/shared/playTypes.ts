/**
 * The player's two paints as a saved game keeps them: each cell's paint (81 entries, 0 for none,
 * 1 or 2) and the painted candidates as [cell × 9 + digit − 1, paint] pairs.
 */
export interface SavedColours {
  readonly cells: readonly number[];
  readonly candidates: readonly (readonly [number, number])[];
}

export const NO_SAVED_COLOURS: SavedColours = { cells: new Array<number>(81).fill(0), candidates: [] };

/** A game of Play as the library keeps it for one puzzle. */
export interface SavedGame {
  readonly puzzleId: number;
  /** 81 characters, '0' for an empty cell, givens included. */
  readonly values: string;
  /** 81 pencil-mark bitmasks (bit d−1 = digit d). */
  readonly marks: readonly number[];
  /** Time counted while the puzzle was on screen. */
  readonly elapsedMs: number;
  readonly solved: boolean;
  /** The paints on the board (none when the input leaves them out). */
  readonly colours: SavedColours;
}

/** Where a library puzzle's game stands, for the Library's table. */
export interface GameProgress {
  readonly puzzleId: number;
  readonly solved: boolean;
  readonly elapsedMs: number;
}
