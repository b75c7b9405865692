/**
 * Imports write hidden, then publish: while a file is read, parsed and solved the library is
 * locked only for short transactions (another connection writes between them); those rows
 * readers do not see until one last tiny transaction shows them all, and an import that fails
 * (or is killed) at any point leaves nothing visible.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLibrary, type LibraryWriter } from '../../src/main/services/library/store/db';
import { importPuzzleFile } from '../../src/main/services/library/import/importFile';
import { makeTempDir, writeTempFile } from '../support/tempLibrary';
import { readPuzzleCount, readPuzzlePageTotal } from '../../src/main/services/library/store/list';
import { readSources } from '../../src/main/services/library/store/puzzles';
import { canonicalForm } from '../../src/core/canonical/index';
import { applyTransform, makeRandomTransform } from '../../src/core/canonical/transform';
import { parsePuzzle } from '../../src/core/format/puzzleText';
import { startPatti } from '../support/pattiProcess';
import { generatePuzzles, seededRandom } from '../support/generatedPuzzles';

let dir: string;
let db: LibraryWriter;
let other: LibraryWriter;
beforeEach(() => {
  dir = makeTempDir();
  db = openLibrary(path.join(dir, 'library.db'));
  other = openLibrary(path.join(dir, 'library.db'), { busyTimeoutMs: 0 });
});
afterEach(() => {
  db.close();
  other.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = (table: string): number => other.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

it('lets other writers in while it reads and solves, and publishes every puzzle at once', async () => {
  const file = writeTempFile(dir, 'many.txt', generatePuzzles(3_000, 41));
  const seenWhileStaging: number[] = [];
  const summary = await importPuzzleFile(db, file, {
    progressEvery: 500,
    onProgress: (counts) => {
      // Another connection that will not wait at all can write: the import holds no lock yet,
      // and nothing of the file is visible.
      other.prepare('INSERT INTO tags (name) VALUES (?)').run(`at ${counts.records}`);
      seenWhileStaging.push(count('puzzles'));
    },
  });
  expect(seenWhileStaging).toEqual([0, 0, 0, 0, 0, 0]);
  expect(count('tags')).toBe(6);
  expect(summary.added + summary.isomorphs).toBe(3_000);
  expect(count('puzzles')).toBe(summary.added);
});

it('leaves nothing when publishing fails half-way', async () => {
  const file = writeTempFile(dir, 'fails.txt', generatePuzzles(300, 42));
  db.exec(`CREATE TEMP TRIGGER refuse AFTER INSERT ON main.provenance_rows WHEN (SELECT count(*) FROM main.provenance_rows) > 150
           BEGIN SELECT RAISE(ABORT, 'refused (simulated)'); END`);
  await expect(importPuzzleFile(db, file, { source: 'doomed' })).rejects.toThrow(/refused \(simulated\)/);
  expect(count('puzzles')).toBe(0);
  expect(count('provenance')).toBe(0);
  expect(count('sources')).toBe(0);
  expect(count('puzzle_rows') + count('provenance_rows')).toBe(0);
  db.exec('DROP TRIGGER refuse');
  const retried = await importPuzzleFile(db, file, { source: 'doomed' });
  expect(retried.added + retried.isomorphs).toBe(300);
});

it('leaves nothing when reading the file fails half-way', async () => {
  const file = writeTempFile(dir, 'cut.txt', generatePuzzles(200, 43));
  let calls = 0;
  await expect(
    importPuzzleFile(db, file, {
      progressEvery: 100,
      onProgress: () => {
        if (++calls === 1) throw new Error('the disk went away (simulated)');
      },
    }),
  ).rejects.toThrow(/disk went away/);
  expect(count('puzzles')).toBe(0);
});

/** What readers see of the library, through the other connection. */
const visible = (): { puzzles: number; provenance: number; isomorphs: number; sources: number } => ({
  puzzles: count('puzzles'),
  provenance: count('provenance'),
  isomorphs: count('isomorphs'),
  sources: readSources(other).length,
});

it('publishes in batches that readers never see until the last one, and lets other writers in between', async () => {
  const puzzles = generatePuzzles(1_000, 44);
  const file = writeTempFile(dir, 'batched.txt', puzzles);
  const seen: ReturnType<typeof visible>[] = [];
  const summary = await importPuzzleFile(db, file, {
    source: 'batched',
    publishBatchRows: 100,
    onPublishBatch: () => {
      seen.push(visible());
      // The listing's count skips the view's row-by-row test, yet hides the same rows.
      expect([readPuzzleCount(other), readPuzzlePageTotal(other, {}, { sort: 'clues' })]).toEqual([0, 0]);
      // A writer that will not wait at all gets in between two batches.
      other.prepare('INSERT INTO tags (name) VALUES (?)').run(`between ${seen.length}`);
    },
  });
  expect(seen.length).toBeGreaterThanOrEqual(10);
  expect(seen.every((s) => s.puzzles === 0 && s.provenance === 0 && s.sources === 0)).toBe(true);
  // Yet the rows were written batch by batch: only their import's status hid them.
  expect(count('puzzle_rows')).toBe(summary.added);
  expect(summary.publishTransactions).toBe(seen.length + 2);
  expect(summary.longestWriteMs).toBeLessThanOrEqual(summary.publishMs);
  expect(visible()).toEqual({ puzzles: summary.added, provenance: 1_000, isomorphs: summary.isomorphs, sources: 1 });
  expect([readPuzzleCount(other), readPuzzlePageTotal(other)]).toEqual([summary.added, summary.added]);
  expect(count('tags')).toBe(seen.length);
});

it('leaves nothing visible, and no rows, when publishing stops after some batches', async () => {
  const file = writeTempFile(dir, 'stopped.txt', generatePuzzles(500, 45));
  await expect(
    importPuzzleFile(db, file, {
      source: 'stopped',
      level: 'Hard',
      publishBatchRows: 100,
      onPublishBatch: (batches) => {
        if (batches === 3) throw new Error('stopped after batch 3 (simulated)');
      },
    }),
  ).rejects.toThrow(/batch 3/);
  expect(visible()).toEqual({ puzzles: 0, provenance: 0, isomorphs: 0, sources: 0 });
  for (const table of ['puzzle_rows', 'provenance_rows', 'isomorph_rows', 'sources', 'levels']) expect(count(table), table).toBe(0);
  expect(other.prepare('SELECT status FROM imports').pluck().all()).toEqual(['abandoned']);
});

/** How many distinct puzzles (canonical forms) these arrangements hold. */
function countClasses(arrangements: Iterable<string>): number {
  const forms = new Set<string>();
  for (const text of arrangements) {
    const parsed = parsePuzzle(text);
    if (!parsed.ok) throw new Error(`test puzzle does not parse: ${text}`);
    const form = canonicalForm(parsed.value);
    if (!form.ok) throw new Error(`no canonical form: ${text}`);
    forms.add(form.value);
  }
  return forms.size;
}

it('counts duplicates and isomorphs within a batch, across batches and across imports', async () => {
  const puzzles = generatePuzzles(300, 46);
  const random = seededRandom(7);
  // Repeats of the first batch's puzzles in the same batch and in later ones, and other
  // arrangements of first-batch puzzles (isomorphs) in later batches.
  const moved = puzzles.slice(0, 20).map((p) => applyTransform(p, makeRandomTransform(random)));
  const lines = [
    ...puzzles.slice(0, 50),
    ...puzzles.slice(0, 10),
    ...puzzles.slice(50),
    ...puzzles.slice(0, 40),
    ...moved,
    ...moved.slice(0, 5),
  ];
  const first = await importPuzzleFile(db, writeTempFile(dir, 'dups.txt', lines), { source: 'one', publishBatchRows: 30 });
  const arrangements = new Set(lines);
  const classes = countClasses(arrangements);
  expect(first).toMatchObject({
    records: lines.length,
    rejected: 0,
    added: classes,
    isomorphs: arrangements.size - classes,
    duplicates: lines.length - arrangements.size,
  });
  expect(first.isomorphs).toBeGreaterThanOrEqual(15);
  expect(visible()).toEqual({ puzzles: classes, isomorphs: arrangements.size - classes, provenance: arrangements.size, sources: 1 });

  // Two imports at once, on two connections, sharing half their puzzles with each other and
  // a few with the library: every arrangement is stored once, with each source's provenance.
  const a = generatePuzzles(400, 47);
  const b = [...a.slice(200), ...generatePuzzles(200, 48), ...puzzles.slice(0, 5)];
  const [ra, rb] = await Promise.all([
    importPuzzleFile(db, writeTempFile(dir, 'a.txt', a), { source: 'a', publishBatchRows: 25 }),
    importPuzzleFile(other, writeTempFile(dir, 'b.txt', b), { source: 'b', publishBatchRows: 25 }),
  ]);
  const all = new Set([...arrangements, ...a, ...b]);
  const allClasses = countClasses(all);
  expect(visible()).toEqual({
    puzzles: allClasses,
    isomorphs: all.size - allClasses,
    provenance: arrangements.size + a.length + b.length,
    sources: 3,
  });
  expect(ra.added + rb.added).toBe(allClasses - classes);
  expect(ra.duplicates + rb.duplicates).toBe(a.length + b.length - (all.size - arrangements.size));
});

it('leaves nothing visible after a kill in the middle of publishing, and cleans up at the next opening', async () => {
  const file = writeTempFile(dir, 'killed.txt', generatePuzzles(2_500, 49));
  const library = path.join(dir, 'library.db');
  const run = startPatti(['db', 'import', file, '--db', library, '--source', 'killed'], { PATTI_KILL_AFTER_PUBLISH_BATCH: '2' });
  const ended = await run.done;
  expect(ended.signal ?? ended.code).toBe('SIGKILL');
  expect(visible()).toEqual({ puzzles: 0, provenance: 0, isomorphs: 0, sources: 0 });
  expect(count('puzzle_rows')).toBeGreaterThan(0);
  expect(other.prepare('SELECT status FROM imports').pluck().all()).toEqual(['publishing']);

  openLibrary(library).close();
  for (const table of ['puzzle_rows', 'provenance_rows', 'isomorph_rows', 'sources']) expect(count(table), table).toBe(0);
  expect(other.prepare('SELECT status FROM imports').pluck().all()).toEqual(['abandoned']);
  const again = await importPuzzleFile(db, file, { source: 'killed' });
  expect(again.added + again.isomorphs).toBe(2_500);
  expect(visible().puzzles).toBe(again.added);
}, 60_000);

it("keeps the library's count only while nothing changed: another connection's import and this connection's writes show at once", async () => {
  expect(readPuzzleCount(other)).toBe(0);
  await importPuzzleFile(db, writeTempFile(dir, 'first.txt', generatePuzzles(40, 43)), { source: 'first' });
  // The import committed on another connection: the reader counts again.
  expect(readPuzzleCount(other)).toBe(40);
  expect(readPuzzlePageTotal(other)).toBe(40);
  await importPuzzleFile(other, writeTempFile(dir, 'second.txt', generatePuzzles(30, 44)), { source: 'second' });
  // Its own writes too.
  expect(readPuzzleCount(other)).toBe(70);
  other.prepare('DELETE FROM puzzle_rows WHERE id = (SELECT max(id) FROM puzzle_rows)').run();
  expect(readPuzzleCount(other)).toBe(69);
  expect(readPuzzleCount(db)).toBe(69);
});
