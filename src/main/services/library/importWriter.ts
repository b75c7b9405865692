import type { Puzzle, Solution } from '../../../core/grid/index';
import { nowIso, type LibraryDb } from './db';

/** How an accepted puzzle relates to the library. */
export type ImportOutcome = 'new' | 'duplicate' | 'isomorph';

/** What the writer needs to know about one accepted puzzle. */
export interface AcceptedPuzzle {
  readonly givens: Puzzle;
  readonly solution: Solution;
  readonly clueCount: number;
  /** Computed lazily: a duplicate of known givens never needs it. */
  readonly canonical: () => Puzzle;
  readonly source: string;
  readonly level?: string;
  readonly date?: string;
  readonly id?: string;
  readonly ratings?: readonly { readonly name: string; readonly text: string }[];
}

/**
 * The prepared statements of one import, and the source/level ids it has met (cached so a
 * 49,158-line file asks SQLite for "Royle" once). Call only inside the import's transaction.
 */
export class ImportWriter {
  private readonly sourceIds = new Map<string, number>();
  private readonly levelIds = new Map<string, number>();
  private readonly now = nowIso();
  private readonly statements;

  constructor(private readonly db: LibraryDb) {
    this.statements = {
      puzzleByGivens: db.prepare('SELECT id FROM puzzles WHERE givens = ?').pluck(),
      isomorphByGivens: db.prepare('SELECT puzzle_id FROM isomorphs WHERE givens = ?').pluck(),
      solutionByGivens: db.prepare('SELECT solution FROM puzzles WHERE givens = ?').pluck(),
      puzzleByCanonical: db.prepare('SELECT id FROM puzzles WHERE canonical = ?').pluck(),
      insertPuzzle: db.prepare('INSERT INTO puzzles (givens, solution, clue_count, canonical, added_at) VALUES (?, ?, ?, ?, ?)'),
      insertIsomorph: db.prepare('INSERT INTO isomorphs (puzzle_id, givens, added_at) VALUES (?, ?, ?)'),
      sourceByName: db.prepare('SELECT id FROM sources WHERE name = ?').pluck(),
      insertSource: db.prepare('INSERT INTO sources (name) VALUES (?)'),
      levelByName: db.prepare('SELECT id FROM levels WHERE source_id = ? AND name = ?').pluck(),
      insertLevel: db.prepare('INSERT INTO levels (source_id, name, rank) VALUES (?, ?, (SELECT ifnull(max(rank) + 1, 0) FROM levels WHERE source_id = ?))'),
      insertProvenance: db.prepare(
        `INSERT INTO provenance (puzzle_id, source_id, level_id, published, external_id, givens, imported_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      upsertExternalRating: db.prepare(
        `INSERT INTO external_ratings (puzzle_id, source_id, name, text, value) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (puzzle_id, source_id, name) DO UPDATE SET text = excluded.text, value = excluded.value`,
      ),
    };
  }

  /**
   * The stored solution of givens the library holds as a puzzle; undefined otherwise (also for
   * a known isomorph arrangement, whose solution is arranged differently: it is solved again).
   */
  readKnownSolution(givens: Puzzle): Solution | undefined {
    return this.statements.solutionByGivens.get(givens) as Solution | undefined;
  }

  /** Stores one accepted puzzle (or links it to the puzzle it copies) and says which it was. */
  writePuzzle(accepted: AcceptedPuzzle): { outcome: ImportOutcome; puzzleId: number } {
    const s = this.statements;
    let outcome: ImportOutcome;
    let puzzleId = (s.puzzleByGivens.get(accepted.givens) ?? s.isomorphByGivens.get(accepted.givens)) as number | undefined;
    if (puzzleId !== undefined) {
      outcome = 'duplicate';
    } else {
      const canonical = accepted.canonical();
      puzzleId = s.puzzleByCanonical.get(canonical) as number | undefined;
      if (puzzleId !== undefined) {
        outcome = 'isomorph';
        s.insertIsomorph.run(puzzleId, accepted.givens, this.now);
      } else {
        outcome = 'new';
        puzzleId = Number(s.insertPuzzle.run(accepted.givens, accepted.solution, accepted.clueCount, canonical, this.now).lastInsertRowid);
      }
    }
    const sourceId = this.writeSource(accepted.source);
    const levelId = accepted.level === undefined ? null : this.writeLevel(sourceId, accepted.level);
    s.insertProvenance.run(puzzleId, sourceId, levelId, accepted.date ?? null, accepted.id ?? '', accepted.givens, this.now);
    for (const rating of accepted.ratings ?? []) {
      const value = Number(rating.text);
      s.upsertExternalRating.run(puzzleId, sourceId, rating.name, rating.text, rating.text.trim() !== '' && Number.isFinite(value) ? value : null);
    }
    return { outcome, puzzleId };
  }

  /** The id of a source, created when new. */
  writeSource(name: string): number {
    let id = this.sourceIds.get(name);
    if (id === undefined) {
      id = (this.statements.sourceByName.get(name) as number | undefined) ?? Number(this.statements.insertSource.run(name).lastInsertRowid);
      this.sourceIds.set(name, id);
    }
    return id;
  }

  /** The id of a source's level, created when new and ranked after the source's other levels. */
  writeLevel(sourceId: number, name: string): number {
    const key = `${sourceId}\u0000${name}`;
    let id = this.levelIds.get(key);
    if (id === undefined) {
      id = (this.statements.levelByName.get(sourceId, name) as number | undefined) ?? Number(this.statements.insertLevel.run(sourceId, name, sourceId).lastInsertRowid);
      this.levelIds.set(key, id);
    }
    return id;
  }
}
