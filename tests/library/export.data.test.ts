import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { readSharedLines, sampleEvery } from '../support/data';
import { writeCollectionPuzzles } from '../../src/main/services/library/store/curation';
import { openLibrary, type LibraryReader, type LibraryWriter } from '../../src/main/services/library/store/db';
import { writeRatings } from '../../src/main/services/library/store/ratings';
import { exportPuzzles, type ExportOptions } from '../../src/main/services/library/export';
import { importPuzzleFile } from '../../src/main/services/library/import/importFile';
import { readPuzzleIds } from '../../src/main/services/library/store/list';
import { makeTempDir, writeTempFile } from '../support/tempLibrary';

const kaggle = sampleEvery(readSharedLines('kaggle-radcliffe-5000.csv').slice(1), 100);

async function exportText(db: LibraryReader, options: ExportOptions): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await exportPuzzles(db, out, options);
  out.end();
  return Buffer.concat(chunks).toString('utf8');
}

async function makeLibrary(dir: string): Promise<LibraryWriter> {
  const db = openLibrary(path.join(dir, 'lib.db'));
  await importPuzzleFile(db, writeTempFile(dir, 'k.csv', ['puzzle,solution,clues,difficulty,level', ...kaggle]), { source: 'Kaggle' });
  writeRatings(
    db,
    readPuzzleIds(db).map((id) => ({
      puzzleId: id,
      rater: 'fake',
      parameters: '{}',
      engineVersion: '1',
      value: id / 2,
      detail: `{"steps":${id}}`,
      computedAt: 'now',
    })),
  );
  return db;
}

describe('exportPuzzles', () => {
  it('writes 81-char lines and .sdm lines for a filter', async () => {
    const db = await makeLibrary(makeTempDir());
    const expert = kaggle.filter((line) => line.endsWith(',Expert')).map((line) => line.split(',')[0]!);
    const lines = (await exportText(db, { format: 'lines', filter: { level: 'Expert' } })).trimEnd().split('\n');
    expect(lines).toEqual(expert.map((puzzle) => puzzle.replace(/0/g, '.')));
    const sdm = (await exportText(db, { format: 'sdm', filter: { level: 'Expert' } })).trimEnd().split('\n');
    expect(sdm).toEqual(expert.map((puzzle) => puzzle.replace(/\./g, '0')));
  });

  it('writes a collection in its order as JSON with the chosen ratings', async () => {
    const db = await makeLibrary(makeTempDir());
    const ids = readPuzzleIds(db);
    const chosen = [ids[7]!, ids[2]!, ids[30]!];
    writeCollectionPuzzles(db, 'print me', chosen);
    const items = JSON.parse(
      await exportText(db, {
        format: 'json',
        filter: { collection: 'print me' },
        ratings: [{ rater: 'fake' }, { rater: 'fake', path: '$.steps' }, { rater: 'difficulty', external: true }],
      }),
    ) as {
      id: number;
      source: string;
      ratings: Record<string, number | null>;
    }[];
    expect(items.map((item) => item.id)).toEqual(chosen);
    expect(items[0]!.ratings['fake']).toBe(chosen[0]! / 2);
    expect(items[0]!.ratings['fake@$.steps']).toBe(chosen[0]);
    expect(items[0]!.source).toBe('Kaggle');
    expect(typeof items[0]!.ratings['ext:difficulty']).toBe('number');
    expect(JSON.parse(await exportText(db, { format: 'json', filter: { collection: 'none' } }))).toEqual([]);
  });

  it('writes CSV that imports back into another library with its levels and ratings', async () => {
    const dir = makeTempDir();
    const db = await makeLibrary(dir);
    const csv = await exportText(db, { format: 'csv', ratings: [{ rater: 'fake' }] });
    expect(csv.split('\n')[0]).toBe('patti_id,puzzle,solution,clues,source,level,date,id,fake');
    const file = path.join(dir, 'out.csv');
    fs.writeFileSync(file, csv);
    const again = await importPuzzleFile(db, file);
    expect(again).toMatchObject({ duplicates: kaggle.length, added: 0, rejected: 0 });
    const other = openLibrary(path.join(dir, 'other.db'));
    const summary = await importPuzzleFile(other, file);
    expect(summary).toMatchObject({ added: kaggle.length, rejected: 0 });
    expect(other.prepare("SELECT count(*) FROM levels l JOIN sources s ON s.id = l.source_id WHERE s.name = 'Kaggle'").pluck().get()).toBe(
      5,
    );
    expect(other.prepare("SELECT count(*) FROM external_ratings WHERE name = 'fake'").pluck().get()).toBe(kaggle.length);
  });
});
