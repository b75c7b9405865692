import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { openLibrary } from './store/db';
import { readPuzzleCount } from './store/list';
import { readSources } from './store/puzzles';
import { findRater } from '../../../core/rate/registry';
import type { RatingsImportProblem, RatingsImportSummary } from './import/importRatings';
import { ensureSampleLibrary, findSampleDir, readSampleManifest } from './sample';
import { readSampleRatingsEntry, readShippedRatings, shippedRaterIds } from './sampleRatings';
import { makeTempDir } from '../../../../tests/support/tempLibrary';

describe('the bundled sample library', () => {
  it("ships only small files of Patti's own puzzles and famous named ones", () => {
    const dir = findSampleDir();
    const sources = readSampleManifest(dir);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const source of sources) expect(source.licence, source.source).toMatch(/^(made by Patti's generator|facts)/);
    const ratings = readSampleRatingsEntry(dir)!.file;
    const size = (name: string): number => fs.statSync(path.join(dir, name)).size;
    const total = fs
      .readdirSync(dir)
      .filter((name) => name !== ratings)
      .reduce((sum, name) => sum + size(name), 0);
    expect(total).toBeLessThan(400_000);
    expect(size(ratings)).toBeLessThan(300_000);
  });

  it('is built on first start with its sources, licences, ordered levels and external ratings, and left alone after', async () => {
    const file = path.join(makeTempDir(), 'home', 'library.db');
    const summaries = await ensureSampleLibrary(file);
    expect(summaries?.every((summary) => summary.rejected === 0)).toBe(true);
    const db = openLibrary(file);
    const sources = readSources(db);
    const sotd = sources.find((source) => source.name === 'Patti · Sudoku of the Day levels')!;
    expect(sotd.licence).toMatch(/^made by Patti's generator/);
    expect(sotd.levels.map((level) => level.name)).toEqual(['Beginner', 'Easy', 'Medium', 'Tricky', 'Fiendish', 'Diabolical']);
    expect(sotd.levels.map((level) => level.puzzles)).toEqual([250, 250, 250, 250, 250, 250]);
    const hodoku = sources.find((source) => source.name === 'Patti · HoDoKu levels')!;
    expect(hodoku.levels.map((level) => level.name)).toEqual(['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme']);
    // The file's external rating column is kept: the SE-bands file's ER puts 40 puzzles in each band.
    expect(readPuzzleCount(db, { source: 'Patti · SE bands', ratings: [{ rater: 'ER', external: true, min: 7, max: 7.9 }] })).toBe(40);
    expect(readPuzzleCount(db, { source: 'Patti · SE bands', level: 'ER 7.0-7.9' })).toBe(40);
    const before = readPuzzleCount(db);
    db.close();
    expect(await ensureSampleLibrary(file)).toBeUndefined();
    const again = openLibrary(file);
    expect(readPuzzleCount(again)).toBe(before);
    again.close();
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.includes('building'))).toEqual([]);
  });

  it('comes rated on first start: every puzzle has the shipped rating of every shipped rater, none left out', async () => {
    const file = path.join(makeTempDir(), 'home', 'library.db');
    const problems: RatingsImportProblem[] = [];
    let merged: RatingsImportSummary | undefined;
    await ensureSampleLibrary(file, findSampleDir(), {
      onRatings: (summary) => (merged = summary),
      onRatingsProblem: (problem) => problems.push(problem),
    });
    expect(problems).toEqual([]);
    const entry = readSampleRatingsEntry(findSampleDir())!;
    const raters = shippedRaterIds(entry.command);
    const db = openLibrary(file);
    const puzzles = readPuzzleCount(db);
    expect(merged?.puzzles).toBe(puzzles);
    const rated = db
      .prepare(
        'SELECT rater, count(DISTINCT puzzle_id) AS puzzles, min(engine_version) AS low, max(engine_version) AS high ' +
          'FROM ratings GROUP BY rater ORDER BY rater',
      )
      .all();
    expect(rated).toEqual(
      [...raters]
        .sort()
        .map((rater) => ({ rater, puzzles, low: String(findRater(rater)!.version), high: String(findRater(rater)!.version) })),
    );
    // Stored as a rate job stores them: the whole value as detail, the defaults as parameters.
    const [first] = readShippedRatings(findSampleDir(), entry);
    const stored = db
      .prepare('SELECT r.rater, r.parameters, r.detail FROM ratings r JOIN puzzles p ON p.id = r.puzzle_id WHERE p.givens = ?')
      .all(first!.puzzle) as { rater: string; parameters: string; detail: string }[];
    for (const row of stored) {
      expect(row.parameters).toBe('{}');
      expect(JSON.parse(row.detail)).toEqual(first![row.rater]);
    }
    db.close();
  });

  it("is built without the ratings a rater's other version made, reporting them as stale", async () => {
    // A copy of the sample whose ratings file says HoDoKu's ratings were made by another version.
    const source = findSampleDir();
    const sampleDir = path.join(makeTempDir(), 'sample');
    fs.cpSync(source, sampleDir, { recursive: true });
    const entry = readSampleRatingsEntry(sampleDir)!;
    const hodoku = findRater('hodoku')!;
    const lines = readShippedRatings(sampleDir, entry).map((line) =>
      JSON.stringify({ ...line, engine: { ...line.engine, hodoku: { ...line.engine.hodoku, version: hodoku.version + 1 } } }),
    );
    fs.writeFileSync(path.join(sampleDir, entry.file), gzipSync(lines.join('\n') + '\n'));
    const file = path.join(makeTempDir(), 'home', 'library.db');
    const problems: RatingsImportProblem[] = [];
    const summaries = await ensureSampleLibrary(file, sampleDir, { onRatingsProblem: (problem) => problems.push(problem) });
    expect(summaries?.every((summary) => summary.rejected === 0)).toBe(true);
    expect(problems.length).toBe(lines.length);
    expect(new Set(problems.map((problem) => problem.kind))).toEqual(new Set(['stale']));
    const db = openLibrary(file);
    const raters = db.prepare('SELECT DISTINCT rater FROM ratings ORDER BY rater').pluck().all();
    expect(raters).toEqual(
      shippedRaterIds(entry.command)
        .filter((id) => id !== 'hodoku')
        .sort(),
    );
    db.close();
    expect(fs.readdirSync(path.dirname(file))).toEqual(['library.db']);
  });
});
