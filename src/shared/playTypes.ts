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
}

/** Where a library puzzle's game stands, for the Library's table. */
export interface GameProgress {
  readonly puzzleId: number;
  readonly solved: boolean;
  readonly elapsedMs: number;
}
