import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIBRARY_SCHEMA_VERSION, openLibrary, readSchemaVersion, SchemaTooNewError, writeMigrations, type LibraryWriter } from './db';
import { MIGRATIONS } from './migrations/index';
import { ratingSummaryOfText } from '../../../../core/compare/ratingSummary';

/** Every table's rows, ordered, so two moments of one library can be compared. */
function dumpTables(db: LibraryWriter): Record<string, unknown[]> {
  const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
    name: string;
  }[];
  return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
}

const PUZZLE = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const SOLUTION = '123456789456789123789123456214365897365897214897214365531642978642978531978531642';

/** Rows in every table of schema 1, written with plain SQL so the seed does not depend on today's code. */
function seedVersion1(db: LibraryWriter): void {
  const at = '2026-01-01T00:00:00.000Z';
  db.exec(`
    INSERT INTO sources (id, name, url, licence) VALUES (1, 'Royle', 'https://example.org', 'CC0');
    INSERT INTO levels (id, source_id, name, rank) VALUES (1, 1, 'Easy', 0), (2, 1, 'Hard', 1);
    INSERT INTO puzzles (id, givens, solution, clue_count, canonical, added_at) VALUES (1, '${PUZZLE}', '${SOLUTION}', 17, '${PUZZLE}', '${at}');
    INSERT INTO isomorphs (puzzle_id, givens, added_at) VALUES (1, '${PUZZLE.replace('1', '9')}', '${at}');
    INSERT INTO provenance (puzzle_id, source_id, level_id, published, external_id, givens, imported_at)
      VALUES (1, 1, 2, '2020-05-01', 'r-1', '${PUZZLE}', '${at}');
    INSERT INTO collections (id, name, position, created_at) VALUES (1, 'favourites', 0, '${at}');
    INSERT INTO collection_puzzles (collection_id, puzzle_id, position) VALUES (1, 1, 0);
    INSERT INTO tags (id, name) VALUES (1, 'seventeen');
    INSERT INTO puzzle_tags (puzzle_id, tag_id) VALUES (1, 1);
    INSERT INTO notes (puzzle_id, body, created_at, updated_at) VALUES (1, 'nice X-wing', '${at}', '${at}');
    INSERT INTO external_ratings (puzzle_id, source_id, name, text, value) VALUES (1, 1, 'SE', '7.2', 7.2);
    INSERT INTO ratings (puzzle_id, rater, parameters, engine_version, value, detail, computed_at)
      VALUES (1, 'se', '{"runs":1}', '1.0.0', 7.2, '{"hardest":"x"}', '${at}');
    INSERT INTO jobs (id, kind, status, parameters, total, created_at) VALUES (1, 'rate', 'running', '{}', 1, '${at}');
    INSERT INTO job_items (job_id, puzzle_id, status) VALUES (1, 1, 'pending');
  `);
}

/** Stored details of every Compare rater, well formed and not: what migration 4 summarises. */
const RATING_DETAILS: readonly (readonly [string, string])[] = [
  ['nhc4', '{"mean":3.82,"median":4,"runs":50}'],
  ['nhc4', '{"mean":"3.8"}'],
  ['nhc2', '{"mean":7,"runs":50}'],
  ['cld', '{"hist":[1,2],"shortPct":19.2}'],
  ['cost', '{"score":5500,"level":"Medium"}'],
  ['grader', '{"score":2,"strategic":1}'],
  ['se', '{"er":7.2,"ep":1.2}'],
  ['se', '{}'],
  ['hodoku', '{"score":334}'],
  ['sisus', '{"refutation":12.5,"dependency":4.4}'],
  ['colour', '{"colour":"red"}'],
  ['colour', '{"colour":"mauve"}'],
  ['alone', '{"2":false,"3":true,"4":true}'],
  ['alone', '{"2":false,"3":false,"4":false}'],
  ['alone', '{"2":true,"3":true}'],
  ['nishioH', '{"mean":3}'],
];

function tempFile(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'patti-migrate-')), 'library.db');
}

/** What each migration must do to a library holding data at the version before it. */
const CASES: Record<number, { seed(db: LibraryWriter): void; check(db: LibraryWriter, before: Record<string, unknown[]>): void }> = {
  1: {
    seed() {},
    check(db) {
      const tables = db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'table'").all() as { name: string; sql: string }[];
      expect(tables.map((t) => t.name).sort()).toEqual([
        'collection_puzzles',
        'collections',
        'external_ratings',
        'isomorphs',
        'job_items',
        'jobs',
        'levels',
        'notes',
        'provenance',
        'puzzle_tags',
        'puzzles',
        'ratings',
        'sources',
        'tags',
      ]);
      for (const table of tables) expect(table.sql, table.name).toMatch(/STRICT\s*$/);
      seedVersion1(db);
      expect(() =>
        db.prepare("INSERT INTO provenance (puzzle_id, source_id, givens, imported_at) VALUES (999, 1, ?, 'x')").run(PUZZLE),
      ).toThrow(/FOREIGN KEY/);
      expect(() => db.prepare("UPDATE puzzles SET clue_count = 'many'").run()).toThrow(/cannot store TEXT value in INTEGER column/);
    },
  },
  2: {
    seed: seedVersion1,
    check(db, before) {
      expect(dumpTables(db)).toEqual(before);
      const plan = db
        .prepare("EXPLAIN QUERY PLAN SELECT puzzle_id FROM ratings WHERE rater = 'se' AND value BETWEEN 1 AND 5 ORDER BY value LIMIT 50")
        .all() as { detail: string }[];
      expect(plan.map((row) => row.detail).join(' ')).toContain('ratings_rater_value');
    },
  },
  3: {
    seed: seedVersion1,
    check(db, before) {
      expect(dumpTables(db)).toEqual({ ...before, traces: [] });
      const insert = db.prepare(
        "INSERT INTO traces (givens, technique_set, engine_version, trace, computed_at) VALUES (?, 'se', 201, '{}', 'x')",
      );
      insert.run(PUZZLE);
      expect(() => insert.run(PUZZLE)).toThrow(/UNIQUE/);
      expect(() =>
        db
          .prepare("INSERT INTO traces (givens, technique_set, engine_version, trace, computed_at) VALUES (?, 'se', 'new', '{}', 'x')")
          .run(PUZZLE),
      ).toThrow(/cannot store TEXT value in INTEGER column/);
    },
  },
  4: {
    seed: seedVersion1,
    check(db, before) {
      const renamed: Record<string, string> = {
        puzzles: 'puzzle_rows',
        isomorphs: 'isomorph_rows',
        provenance: 'provenance_rows',
        external_ratings: 'external_rating_rows',
      };
      const after = dumpTables(db);
      for (const [table, rows] of Object.entries(before)) {
        const withImport = ['sources', 'levels', ...Object.keys(renamed)].includes(table);
        const expected = withImport ? rows.map((row) => ({ ...(row as object), import_id: null })) : rows;
        expect(after[renamed[table] ?? table], table).toEqual(expected);
        // The old names still read the same rows (as views for the renamed tables).
        expect(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get(), table).toBe(rows.length);
      }
      expect(after.imports).toEqual([]);
      // Foreign keys follow the renamed table.
      expect(() =>
        db.prepare("INSERT INTO ratings (puzzle_id, rater, engine_version, computed_at) VALUES (999, 'se', '1', 'x')").run(),
      ).toThrow(/FOREIGN KEY/);
      // Rows of an import still publishing are hidden; publishing shows them.
      db.prepare(
        "INSERT INTO imports (id, file, status, pid, host, started_at, heartbeat_at) VALUES (7, 'f', 'publishing', 1, 'h', 'x', 'x')",
      ).run();
      db.prepare("INSERT INTO puzzle_rows (givens, solution, clue_count, canonical, added_at, import_id) VALUES (?, ?, 17, ?, 'x', 7)").run(
        PUZZLE.replace('1', '8'),
        SOLUTION,
        SOLUTION,
      );
      expect(db.prepare('SELECT count(*) FROM puzzles').pluck().get()).toBe(1);
      db.prepare("UPDATE imports SET status = 'published' WHERE id = 7").run();
      expect(db.prepare('SELECT count(*) FROM puzzles').pluck().get()).toBe(2);
    },
  },
  5: {
    seed(db) {
      seedVersion1(db);
      const insert = db.prepare(
        "INSERT INTO ratings (puzzle_id, rater, parameters, engine_version, detail, computed_at) VALUES (1, ?, ?, '1', ?, 'x')",
      );
      RATING_DETAILS.forEach(([rater, detail], index) => insert.run(rater, `{"case":${index}}`, detail));
    },
    check(db, before) {
      const ratings = db.prepare('SELECT rater, detail, summary FROM ratings ORDER BY id').all() as {
        rater: string;
        detail: string;
        summary: number | null;
      }[];
      // The SQL that fills the old ratings and the code that summarises new ones read alike.
      expect(ratings.map((row) => row.summary)).toEqual(ratings.map((row) => ratingSummaryOfText(row.rater, row.detail)));
      expect(ratings.filter((row) => row.summary !== null).length).toBeGreaterThan(10);
      const withoutSummary = (db.prepare('SELECT * FROM ratings ORDER BY rowid').all() as Record<string, unknown>[]).map(
        ({ summary: _summary, ...rest }) => rest,
      );
      expect({ ...dumpTables(db), ratings: withoutSummary }).toEqual(before);
      const plan = db
        .prepare("EXPLAIN QUERY PLAN SELECT puzzle_id, summary FROM ratings WHERE rater = 'nhc4' AND parameters = '{}'")
        .all() as { detail: string }[];
      expect(plan.map((row) => row.detail).join(' ')).toContain('COVERING INDEX ratings_rater_summary');
    },
  },
  6: {
    seed: seedVersion1,
    check(db, before) {
      expect(dumpTables(db)).toEqual({ ...before, origin_field_rows: [] });
      const insert = db.prepare(
        "INSERT INTO origin_field_rows (puzzle_id, source_id, name, text, import_id) VALUES (?, 1, ?, 'Easter Monster', ?)",
      );
      insert.run(1, 'name', null);
      expect(() => insert.run(1, 'name', null)).toThrow(/UNIQUE/);
      expect(() => insert.run(999, 'title', null)).toThrow(/FOREIGN KEY/);
      // A field of an import still publishing is hidden until it is published.
      db.prepare(
        "INSERT INTO imports (id, file, status, pid, host, started_at, heartbeat_at) VALUES (7, 'f', 'publishing', 1, 'h', 'x', 'x')",
      ).run();
      insert.run(1, 'comment', 7);
      expect(db.prepare('SELECT name FROM origin_fields ORDER BY name').pluck().all()).toEqual(['name']);
      db.prepare("UPDATE imports SET status = 'published' WHERE id = 7").run();
      expect(db.prepare('SELECT name FROM origin_fields ORDER BY name').pluck().all()).toEqual(['comment', 'name']);
    },
  },
  7: {
    seed(db) {
      seedVersion1(db);
      // Written as version 6 wrote them: the cost's summary was its score, beyond Diabolical or not.
      const insert = db.prepare(
        "INSERT INTO ratings (puzzle_id, rater, parameters, engine_version, detail, computed_at, summary) VALUES (1, ?, ?, '4', ?, 'x', ?)",
      );
      COST_DETAILS.forEach((detail, index) => {
        const score = (JSON.parse(detail) as { score?: unknown }).score;
        insert.run('cost', `{"case":${index}}`, detail, typeof score === 'number' ? score : null);
      });
      insert.run('se', '{"case":"se"}', '{"er":7.2,"level":"Beyond Diabolical"}', 7.2);
    },
    check(db, before) {
      const ratings = db
        .prepare("SELECT rater, detail, summary FROM ratings WHERE summary IS NOT NULL OR rater = 'cost' ORDER BY id")
        .all() as { rater: string; detail: string; summary: number | null }[];
      // The SQL that moves the old ratings and the code that summarises new ones read alike.
      expect(ratings.map((row) => row.summary)).toEqual(ratings.map((row) => ratingSummaryOfText(row.rater, row.detail)));
      // Beyond Diabolical at a cost of 7250 now comes after Diabolical at 53,800.
      const [diabolical, beyond] = [ratings[1]!.summary!, ratings[2]!.summary!];
      expect(beyond).toBeGreaterThan(diabolical);
      const withoutSummary = (rows: unknown[]): unknown[] =>
        (rows as Record<string, unknown>[]).map(({ summary: _summary, ...rest }) => rest);
      const after = dumpTables(db);
      expect({ ...after, ratings: withoutSummary(after.ratings!) }).toEqual({ ...before, ratings: withoutSummary(before.ratings!) });
    },
  },
  8: {
    seed(db) {
      seedVersion1(db);
      // The sample's named classics, their names kept as their source's ids.
      db.exec(`
        INSERT INTO sources (id, name) VALUES (2, 'Named classics');
        INSERT INTO provenance (puzzle_id, source_id, external_id, givens, imported_at) VALUES (1, 2, 'Golden Nugget', '${PUZZLE}', 'x');
      `);
    },
    check(db, before) {
      const { puzzle_names: names, ...after } = dumpTables(db);
      expect(after).toEqual(before);
      expect(names).toEqual([expect.objectContaining({ puzzle_id: 1, name: 'Golden Nugget' })]);
      db.prepare('DELETE FROM puzzle_names').run();
      const insert = db.prepare("INSERT INTO puzzle_names (puzzle_id, name, named_at) VALUES (?, ?, 'x')");
      insert.run(1, 'Seventeen');
      expect(() => insert.run(1, 'Another')).toThrow(/UNIQUE|PRIMARY KEY/);
      expect(() => insert.run(999, 'Nobody')).toThrow(/FOREIGN KEY/);
      expect(() => db.prepare("UPDATE puzzle_names SET name = '' WHERE puzzle_id = 1").run()).toThrow(/CHECK/);
      // A puzzle's name goes with it.
      db.prepare('DELETE FROM puzzle_rows WHERE id = 1').run();
      expect(db.prepare('SELECT count(*) FROM puzzle_names').pluck().get()).toBe(0);
    },
  },
  9: {
    seed: seedVersion1,
    check(db, before) {
      expect(dumpTables(db)).toEqual({ ...before, play_games: [] });
      const insert = db.prepare(
        "INSERT INTO play_games (puzzle_id, \"values\", marks, elapsed_ms, solved_at, updated_at) VALUES (?, ?, '[]', 0, NULL, 'x')",
      );
      insert.run(1, PUZZLE);
      expect(() => insert.run(1, PUZZLE)).toThrow(/UNIQUE|PRIMARY/);
      expect(() => insert.run(999, PUZZLE)).toThrow(/FOREIGN KEY/);
    },
  },
  10: {
    seed: seedVersion1,
    check(db, before) {
      expect(dumpTables(db)).toEqual({ ...before, custom_sets: [] });
      const insert = db.prepare(
        "INSERT INTO custom_sets (name, definition, identity, created_at, updated_at) VALUES (?, '{}', 'abc', 'x', 'x')",
      );
      insert.run('no-xy');
      expect(() => insert.run('no-xy')).toThrow(/UNIQUE|PRIMARY/);
    },
  },
  11: {
    seed: seedVersion1,
    check(db, before) {
      // Collections made before keep their puzzles, in no section.
      const withSection = (rows: unknown[]) => rows.map((row) => ({ ...(row as object), section: null }));
      expect(dumpTables(db)).toEqual({ ...before, collection_puzzles: withSection(before.collection_puzzles!) });
      db.prepare("UPDATE collection_puzzles SET section = 'Easy' WHERE puzzle_id = 1").run();
      expect(db.prepare('SELECT section FROM collection_puzzles').pluck().get()).toBe('Easy');
      expect(() => db.prepare("UPDATE collection_puzzles SET section = '' WHERE puzzle_id = 1").run()).toThrow(/CHECK/);
    },
  },
  12: {
    seed(db) {
      seedVersion1(db);
      db.prepare(
        "INSERT INTO play_games (puzzle_id, \"values\", marks, elapsed_ms, solved_at, updated_at) VALUES (1, ?, '[]', 5000, NULL, 'x')",
      ).run(PUZZLE);
    },
    check(db, before) {
      const { play_games: games, ...after } = dumpTables(db);
      const { play_games: gamesBefore, ...rest } = before;
      expect(after).toEqual(rest);
      // A game saved before keeps everything, and has no paint.
      expect(games).toEqual([{ ...(gamesBefore as object[])[0], colours: null }]);
      db.prepare('UPDATE play_games SET colours = \'{"cells":[],"candidates":[[4,1]]}\' WHERE puzzle_id = 1').run();
      expect(db.prepare('SELECT colours FROM play_games').pluck().get()).toContain('[[4,1]]');
    },
  },
};

/** Stored cost details, as version 6 held them: solved, beyond Diabolical (with and without the technique it needs), broken. */
const COST_DETAILS: readonly string[] = [
  '{"score":5500,"level":"Medium","techniques":{}}',
  '{"score":53800,"level":"Diabolical","techniques":{}}',
  '{"score":7250,"level":"Beyond Diabolical","techniques":{}}',
  '{"score":0,"level":"Beyond Diabolical","techniques":{},"needs":"nested-forcing-chain"}',
  '{"level":"Beyond Diabolical"}',
  '{"score":"7250","level":"Beyond Diabolical"}',
];

describe('migrations', () => {
  it('has a test case for every migration, numbered 1..N without gaps', () => {
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
    expect(Object.keys(CASES).map(Number)).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  for (const migration of MIGRATIONS) {
    it(`migration ${migration.version} (${migration.name}) keeps the data of version ${migration.version - 1}`, () => {
      const file = tempFile();
      const old = openLibrary(file, { toVersion: migration.version - 1 });
      expect(readSchemaVersion(old)).toBe(migration.version - 1);
      const testCase = CASES[migration.version]!;
      testCase.seed(old);
      const before = dumpTables(old);
      old.close();
      const db = openLibrary(file, { toVersion: migration.version });
      expect(readSchemaVersion(db)).toBe(migration.version);
      testCase.check(db, before);
      db.close();
    });
  }

  it('applies all pending migrations at once when opening an old library', () => {
    const file = tempFile();
    openLibrary(file, { toVersion: 0 }).close();
    const db = openLibrary(file);
    expect(readSchemaVersion(db)).toBe(LIBRARY_SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('leaves the library untouched when a migration fails part way', () => {
    const file = tempFile();
    const db = openLibrary(file, { toVersion: 1 });
    const broken = [
      ...MIGRATIONS.slice(0, 1),
      { version: 2, name: 'ok', sql: 'CREATE TABLE extra (x INTEGER) STRICT;' },
      { version: 3, name: 'broken', sql: 'CREATE TABLE nonsense (' },
    ];
    expect(() => writeMigrations(db, 3, broken)).toThrow();
    expect(readSchemaVersion(db)).toBe(1);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name = 'extra'").get()).toEqual({ n: 0 });
    db.close();
  });

  it('refuses a library written by a newer Patti, saying so, without changing it', () => {
    const file = tempFile();
    const db = openLibrary(file);
    db.pragma(`user_version = ${LIBRARY_SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openLibrary(file)).toThrow(SchemaTooNewError);
    expect(() => openLibrary(file)).toThrow(/newer Patti/);
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(LIBRARY_SCHEMA_VERSION + 1);
    raw.close();
  });
});
