import type { AcceptedPuzzle } from '../../../../core/import/acceptRecord';
import type { Puzzle, Solution } from '../../../../core/grid/index';
import { nowIso, type LibraryWriter } from '../store/db';

/** How an accepted puzzle relates to the library. */
export type ImportOutcome = 'new' | 'duplicate' | 'isomorph';

/**
 * What the line gave a puzzle the library had before this import: an origin it lacked
 * (`added`), or the level of its origin that had none (`levelled`).
 */
export type OriginChange = 'added' | 'levelled';

/** An external rating that would overwrite one readers see: applied when the import is published. */
export interface DeferredRating {
  readonly puzzleId: number;
  readonly sourceId: number;
  readonly name: string;
  readonly text: string;
  readonly value: number | null;
}

/**
 * The prepared statements of one import, and the source/level ids it has met (cached so a
 * 49,158-line file asks SQLite for "Royle" once). Call only inside a transaction.
 *
 * With an `importId` every row it writes carries that id and stays invisible to readers (the
 * views of migration 4) until the import is published; lookups read the `*_rows` tables, so a
 * puzzle written by an earlier batch, or by another import still publishing, is found as a
 * duplicate. An external rating that would change a row readers already see is kept in
 * {@link deferredRatings} for the publishing transaction. Without an id (a single puzzle saved
 * from the workspace) the rows are visible at once.
 */
export class ImportWriter {
  private readonly sourceIds = new Map<string, number>();
  private readonly levelIds = new Map<string, number>();
  private readonly now = nowIso();
  private readonly statements;
  /** External ratings to apply when the import is published (see the class comment). */
  readonly deferredRatings: DeferredRating[] = [];
  /**
   * Tags a list gave its puzzles: tags are not staged with an import, so they are written when
   * it is published (a cancelled import leaves none).
   */
  readonly deferredTags: { readonly puzzleId: number; readonly tag: string }[] = [];
  /** Levels given to origins readers already see (which had none): set when the import is published. */
  readonly deferredLevels: { readonly provenanceId: number; readonly levelId: number }[] = [];

  constructor(
    private readonly db: LibraryWriter,
    private readonly importId: number | null = null,
  ) {
    this.statements = {
      puzzleByGivens: db.prepare('SELECT id FROM puzzle_rows WHERE givens = ?').pluck(),
      isomorphByGivens: db.prepare('SELECT puzzle_id FROM isomorph_rows WHERE givens = ?').pluck(),
      solutionByGivens: db.prepare('SELECT solution FROM puzzle_rows WHERE givens = ?').pluck(),
      puzzleByCanonical: db.prepare('SELECT id FROM puzzle_rows WHERE canonical = ?').pluck(),
      insertPuzzle: db.prepare(
        'INSERT INTO puzzle_rows (givens, solution, clue_count, canonical, added_at, import_id) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      insertIsomorph: db.prepare('INSERT INTO isomorph_rows (puzzle_id, givens, added_at, import_id) VALUES (?, ?, ?, ?)'),
      sourceByName: db.prepare('SELECT id FROM sources WHERE name = ?').pluck(),
      insertSource: db.prepare('INSERT INTO sources (name, import_id) VALUES (?, ?)'),
      levelByName: db.prepare('SELECT id FROM levels WHERE source_id = ? AND name = ?').pluck(),
      insertLevel: db.prepare(
        'INSERT INTO levels (source_id, name, rank, import_id) VALUES (?, ?, (SELECT ifnull(max(rank) + 1, 0) FROM levels WHERE source_id = ?), ?)',
      ),
      insertProvenance: db.prepare(
        `INSERT INTO provenance_rows (puzzle_id, source_id, level_id, published, external_id, givens, imported_at, import_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      insertExternalRating: db.prepare(
        'INSERT INTO external_rating_rows (puzzle_id, source_id, name, text, value, import_id) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      externalRatingOwner: db.prepare(
        'SELECT text, import_id AS importId FROM external_rating_rows WHERE puzzle_id = ? AND source_id = ? AND name = ?',
      ),
      updateExternalRating: db.prepare(
        'UPDATE external_rating_rows SET text = ?, value = ? WHERE puzzle_id = ? AND source_id = ? AND name = ?',
      ),
      puzzleImport: db.prepare('SELECT import_id FROM puzzle_rows WHERE id = ?').pluck(),
      provenanceOf: db.prepare(
        'SELECT id, level_id AS levelId, import_id AS importId FROM provenance_rows WHERE puzzle_id = ? AND source_id = ? AND givens = ? AND external_id = ?',
      ),
      levelProvenance: db.prepare('UPDATE provenance_rows SET level_id = ? WHERE id = ? AND level_id IS NULL'),
      insertOriginField: db.prepare(
        'INSERT INTO origin_field_rows (puzzle_id, source_id, name, text, import_id) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      insertTag: db.prepare('INSERT INTO tags (name) VALUES (?) ON CONFLICT DO NOTHING'),
      insertPuzzleTag: db.prepare(
        'INSERT OR IGNORE INTO puzzle_tags (puzzle_id, tag_id) SELECT p.id, t.id FROM puzzle_rows p, tags t WHERE p.id = ? AND t.name = ?',
      ),
    };
  }

  /**
   * Forgets the source and level ids met so far: call before each transaction, as a rolled-back
   * one may have created ids that no longer exist.
   */
  forgetCachedIds(): void {
    this.sourceIds.clear();
    this.levelIds.clear();
  }

  /**
   * The stored solution of givens the library holds as a puzzle; undefined otherwise (also for
   * a known isomorph arrangement, whose solution is arranged differently: it is solved again).
   */
  readKnownSolution(givens: Puzzle): Solution | undefined {
    return this.statements.solutionByGivens.get(givens) as Solution | undefined;
  }

  /**
   * Stores one accepted puzzle (or links it to the puzzle it copies) and says which it was, and
   * what its origin added to a puzzle the library had before.
   */
  writePuzzle(accepted: AcceptedPuzzle): { outcome: ImportOutcome; puzzleId: number; origin?: OriginChange } {
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
        s.insertIsomorph.run(puzzleId, accepted.givens, this.now, this.importId);
      } else {
        outcome = 'new';
        puzzleId = Number(
          s.insertPuzzle.run(accepted.givens, accepted.solution, accepted.clueCount, canonical, this.now, this.importId).lastInsertRowid,
        );
      }
    }
    const sourceId = this.writeSource(accepted.source);
    const levelId = accepted.level === undefined ? null : this.writeLevel(sourceId, accepted.level);
    const originAdded =
      s.insertProvenance.run(
        puzzleId,
        sourceId,
        levelId,
        accepted.date ?? null,
        accepted.id ?? '',
        accepted.givens,
        this.now,
        this.importId,
      ).changes > 0;
    const origin = outcome === 'new' ? undefined : this.originChange(puzzleId, sourceId, levelId, originAdded, accepted);
    for (const rating of accepted.ratings ?? []) {
      const value = Number(rating.text);
      this.writeExternalRating({
        puzzleId,
        sourceId,
        name: rating.name,
        text: rating.text,
        value: rating.text.trim() !== '' && Number.isFinite(value) ? value : null,
      });
    }
    for (const field of accepted.fields ?? []) s.insertOriginField.run(puzzleId, sourceId, field.name, field.text, this.importId);
    for (const tag of accepted.tags ?? []) {
      if (this.importId === null) this.writeTag(puzzleId, tag);
      else this.deferredTags.push({ puzzleId, tag });
    }
    return { outcome, puzzleId, ...(origin ? { origin } : {}) };
  }

  /**
   * For a puzzle found in the library: whether this line added its origin, or gave the level to
   * the same origin that had none (a file imported again with a level). A puzzle an earlier line of
   * this import wrote is not one the library had.
   */
  private originChange(
    puzzleId: number,
    sourceId: number,
    levelId: number | null,
    originAdded: boolean,
    accepted: AcceptedPuzzle,
  ): OriginChange | undefined {
    const s = this.statements;
    if (this.importId !== null && s.puzzleImport.get(puzzleId) === this.importId) return undefined;
    if (originAdded) return 'added';
    if (levelId === null) return undefined;
    const existing = s.provenanceOf.get(puzzleId, sourceId, accepted.givens, accepted.id ?? '') as
      { id: number; levelId: number | null; importId: number | null } | undefined;
    if (!existing || existing.levelId !== null) return undefined;
    if (this.importId === null || existing.importId === this.importId) s.levelProvenance.run(levelId, existing.id);
    else this.deferredLevels.push({ provenanceId: existing.id, levelId });
    return 'levelled';
  }

  /** Applies the deferred external ratings, tags and levels; call in the transaction that publishes the import. */
  writeDeferredRatings(): void {
    for (const rating of this.deferredRatings) {
      this.statements.insertExternalRating.run(rating.puzzleId, rating.sourceId, rating.name, rating.text, rating.value, this.importId);
      this.statements.updateExternalRating.run(rating.text, rating.value, rating.puzzleId, rating.sourceId, rating.name);
    }
    this.deferredRatings.length = 0;
    for (const { puzzleId, tag } of this.deferredTags) this.writeTag(puzzleId, tag);
    this.deferredTags.length = 0;
    for (const { provenanceId, levelId } of this.deferredLevels) this.statements.levelProvenance.run(levelId, provenanceId);
    this.deferredLevels.length = 0;
  }

  private writeTag(puzzleId: number, tag: string): void {
    this.statements.insertTag.run(tag);
    this.statements.insertPuzzleTag.run(puzzleId, tag);
  }

  /** A new rating row; a changed one is updated now when readers cannot see it yet, else deferred. */
  private writeExternalRating(rating: DeferredRating): void {
    const s = this.statements;
    if (s.insertExternalRating.run(rating.puzzleId, rating.sourceId, rating.name, rating.text, rating.value, this.importId).changes > 0)
      return;
    const existing = s.externalRatingOwner.get(rating.puzzleId, rating.sourceId, rating.name) as { text: string; importId: number | null };
    if (existing.text === rating.text) return;
    if (this.importId === null || existing.importId === this.importId)
      s.updateExternalRating.run(rating.text, rating.value, rating.puzzleId, rating.sourceId, rating.name);
    else this.deferredRatings.push(rating);
  }

  /** The id of a source, created when new. */
  writeSource(name: string): number {
    let id = this.sourceIds.get(name);
    if (id === undefined) {
      id =
        (this.statements.sourceByName.get(name) as number | undefined) ??
        Number(this.statements.insertSource.run(name, this.importId).lastInsertRowid);
      this.sourceIds.set(name, id);
    }
    return id;
  }

  /** The id of a source's level, created when new and ranked after the source's other levels. */
  writeLevel(sourceId: number, name: string): number {
    const key = `${sourceId}\u0000${name}`;
    let id = this.levelIds.get(key);
    if (id === undefined) {
      id =
        (this.statements.levelByName.get(sourceId, name) as number | undefined) ??
        Number(this.statements.insertLevel.run(sourceId, name, sourceId, this.importId).lastInsertRowid);
      this.levelIds.set(key, id);
    }
    return id;
  }
}
