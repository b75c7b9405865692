import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { openLibrary } from './db';
import { readPuzzleCount } from './list';
import { readSources } from './puzzles';
import { ensureSampleLibrary, findSampleDir, readSampleManifest } from './sample';
import { makeTempDir } from './testSupport';

describe('the bundled sample library', () => {
  it("ships only small files of Patti's own puzzles and famous named ones", () => {
    const dir = findSampleDir();
    const sources = readSampleManifest(dir);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const source of sources) expect(source.licence, source.source).toMatch(/^(made by Patti's generator|facts)/);
    const total = fs.readdirSync(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0);
    expect(total).toBeLessThan(400_000);
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
});
