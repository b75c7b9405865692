/** What the end-to-end tests share: the web host's token and a few real puzzles. */
export const TOKEN = process.env.PATTI_E2E_TOKEN ?? '';

/** The page address with the token, as the web host prints it. */
export const START_PATH = `/?token=${encodeURIComponent(TOKEN)}`;

/** Wikipedia's example puzzle ("Sudoku" article) and its solution, printed there too. */
export const WIKIPEDIA_PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const WIKIPEDIA_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
