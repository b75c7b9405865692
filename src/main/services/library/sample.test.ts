import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { openLibrary } from './db';
import { readPuzzleCount } from './list';
import { readSources } from './puzzles';
import { ensureSampleLibrary, findSampleDir, readSampleManifest } from './sample';
import { makeTempDir } from './testSupport';

describe('the bundled sample library', () => {
  it('ships only small files from sets whose licence allows it', () => {
    const dir = findSampleDir();
    const sources = readSampleManifest(dir);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const source of sources) expect(source.licence, source.source).toMatch(/^(CC0|public domain|facts)/);
    const total = fs.readdirSync(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0);
    expect(total).toBeLessThan(400_000);
  });

  it('is built on first start with its sources, licences, ordered levels and external ratings, and left alone after', async () => {
    const file = path.join(makeTempDir(), 'home', 'library.db');
    const summaries = await ensureSampleLibrary(file);
    expect(summaries?.every((summary) => summary.rejected === 0)).toBe(true);
    const db = openLibrary(file);
    const sources = readSources(db);
    const kaggle = sources.find((source) => source.name.startsWith('Kaggle'))!;
    expect(kaggle.licence).toBe('CC0');
    expect(kaggle.levels.map((level) => level.name)).toEqual(['Beginner', 'Easy', 'Medium', 'Hard', 'Expert']);
    expect(kaggle.levels.every((level) => level.puzzles > 0)).toBe(true);
    expect(readPuzzleCount(db, { source: 'Sudoku Exchange puzzle bank', ratings: [{ rater: 'SE', external: true, min: 5, max: 9.5 }] })).toBe(600);
    expect(readPuzzleCount(db, { level: '17 clues', clues: { min: 17, max: 17 } })).toBe(400);
    const before = readPuzzleCount(db);
    db.close();
    expect(await ensureSampleLibrary(file)).toBeUndefined();
    const again = openLibrary(file);
    expect(readPuzzleCount(again)).toBe(before);
    again.close();
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.includes('building'))).toEqual([]);
  });
});
