/** Saved games of Play (table `play_games`, migrations 9 and 10): one per library puzzle. */
import { NO_SAVED_COLOURS, type GameProgress, type SavedColours, type SavedGame } from '../../../../shared/playTypes';
import { nowIso, type LibraryReader, type LibraryWriter } from './db';

interface GameRow {
  readonly puzzle_id: number;
  readonly values: string;
  readonly marks: string;
  readonly elapsed_ms: number;
  readonly solved_at: string | null;
  readonly colours: string | null;
}

const hasPaint = (colours: SavedColours): boolean => colours.candidates.length > 0 || colours.cells.some((paint) => paint !== 0);

/** The saved game of a puzzle, or null when it was never played. */
export function readSavedGame(db: LibraryReader, puzzleId: number): SavedGame | null {
  const row = db
    .prepare('SELECT puzzle_id, "values", marks, elapsed_ms, solved_at, colours FROM play_games WHERE puzzle_id = ?')
    .get(puzzleId) as GameRow | undefined;
  if (!row) return null;
  return {
    puzzleId: row.puzzle_id,
    values: row.values,
    marks: JSON.parse(row.marks) as number[],
    elapsedMs: row.elapsed_ms,
    solved: row.solved_at !== null,
    colours: row.colours === null ? NO_SAVED_COLOURS : (JSON.parse(row.colours) as SavedColours),
  };
}

/** Keeps the game as played now, its paints included; a game once solved keeps the day it was solved. */
export function writeSavedGame(db: LibraryWriter, game: SavedGame): void {
  const now = nowIso();
  db.prepare(
    `INSERT INTO play_games (puzzle_id, "values", marks, elapsed_ms, solved_at, updated_at, colours) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (puzzle_id) DO UPDATE SET "values" = excluded."values", marks = excluded.marks, elapsed_ms = excluded.elapsed_ms,
       solved_at = coalesce(play_games.solved_at, excluded.solved_at), updated_at = excluded.updated_at, colours = excluded.colours`,
  ).run(
    game.puzzleId,
    game.values,
    JSON.stringify(game.marks),
    game.elapsedMs,
    game.solved ? now : null,
    now,
    hasPaint(game.colours) ? JSON.stringify(game.colours) : null,
  );
}

/** Every played puzzle: solved or in progress, with the time counted. */
export function readGameProgress(db: LibraryReader): GameProgress[] {
  const rows = db.prepare('SELECT puzzle_id, elapsed_ms, solved_at FROM play_games ORDER BY puzzle_id').all() as Omit<
    GameRow,
    'values' | 'marks'
  >[];
  return rows.map((row) => ({ puzzleId: row.puzzle_id, solved: row.solved_at !== null, elapsedMs: row.elapsed_ms }));
}
