/** Named puzzles the replay tests share (single famous puzzles, quoted). */

/** Easter Monster: one of the hardest known puzzles for human techniques. */
export const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';

/** Wikipedia's example puzzle ("Sudoku" article) and its printed solution. */
export const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const WIKIPEDIA_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** Easter Monster without its last given: two solutions. */
export const TWO_SOLUTIONS = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2......';
