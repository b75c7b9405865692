import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeGridText } from '../../src/core/format/gridText';
import { asPuzzle } from '../../src/core/grid/index';
import { MAX_LINE_LENGTH } from '../../src/main/services/library/import/textLines';
import { acceptRecord } from '../../src/core/import/acceptRecord';
import { readImportRecords, type ImportFormat, type ReadItem } from '../../src/main/services/library/import/importReaders';
import { makeTempDir, writeTempFile } from '../support/tempLibrary';

/** Wikipedia's example puzzle and a second one, as 81-character lines. */
const PUZZLE = asPuzzle('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const OTHER = asPuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');

async function readAll(file: string, format: ImportFormat): Promise<ReadItem[]> {
  const items: ReadItem[] = [];
  for await (const item of readImportRecords(file, format)) items.push(item);
  return items;
}

const problemsOf = (items: readonly ReadItem[]) => items.flatMap((item) => ('problem' in item ? [item.problem] : []));
const recordsOf = (items: readonly ReadItem[]) => items.flatMap((item) => ('record' in item ? [item.record] : []));

describe('import readers on hostile input', () => {
  it('reports a CSV quote that is never closed by its line and reads the rows after it (M1)', async () => {
    const dir = makeTempDir();
    const rows = Array.from({ length: 3_000 }, (_, index) => `${index % 2 === 0 ? PUZZLE : OTHER},row ${index}`);
    const file = writeTempFile(dir, 'open-quote.csv', ['puzzle,note', `"${PUZZLE},oops`, ...rows]);
    const items = await readAll(file, 'csv');
    const problems = problemsOf(items);
    expect(problems[0]).toMatchObject({ line: 2, reason: expect.stringMatching(/quote.*never closed|never closed/) });
    const records = recordsOf(items);
    // The open field is cut off at a bounded length; the rows after that are read as usual.
    expect(records.length).toBeGreaterThan(1_000);
    expect(records.at(-1)).toMatchObject({ line: rows.length + 2, text: rows.length % 2 === 0 ? OTHER : PUZZLE });
  });

  it('reports an OpenSudoku tag that is never closed and keeps the games after it (M2)', async () => {
    const dir = makeTempDir();
    const games = Array.from({ length: 10 }, (_, index) => `  <game data="${(index % 2 === 0 ? PUZZLE : OTHER).replace(/\./g, '0')}" />`);
    const file = writeTempFile(dir, 'broken.opensudoku', [
      '<opensudoku>',
      '  <name>Pack</name>',
      `  <game data="${PUZZLE.replace(/\./g, '0')}"`,
      ...games,
      '</opensudoku>',
    ]);
    const items = await readAll(file, 'opensudoku');
    expect(problemsOf(items)).toEqual([{ line: 3, reason: expect.stringMatching(/<game.*never closed/) }]);
    expect(recordsOf(items).map((record) => record.line)).toEqual(games.map((_, index) => index + 4));
  });

  it('names the line of an XML character reference that is not a code point', async () => {
    const dir = makeTempDir();
    const file = writeTempFile(dir, 'entity.opensudoku', [
      '<opensudoku>',
      '  <name>Bad &#99999999; name</name>',
      `  <game data="${PUZZLE.replace(/\./g, '0')}" />`,
      `  <game data="&#x110000;${OTHER.slice(1).replace(/\./g, '0')}" />`,
      '</opensudoku>',
    ]);
    const problems = problemsOf(await readAll(file, 'opensudoku'));
    expect(problems).toEqual([
      { line: 2, reason: expect.stringMatching(/&#99999999;/) },
      { line: 4, reason: expect.stringMatching(/&#x110000;/) },
    ]);
  });

  it('does not let a byte-order mark before a grid shift the line numbers', async () => {
    const dir = makeTempDir();
    const file = path.join(dir, 'bom-grid.txt');
    fs.writeFileSync(file, '\uFEFF' + makeGridText(PUZZLE) + '\n' + OTHER + '\n');
    const items = await readAll(file, 'lines');
    expect(problemsOf(items)).toEqual([]);
    expect(recordsOf(items).map((record) => record.line)).toEqual([1, 14]);
  });

  it('names the file line and the cell of a bad grid row, and keeps its closing frame', async () => {
    const dir = makeTempDir();
    const rows = makeGridText(PUZZLE).split('\n');
    rows[11] = rows[11]!.replace(/\d(?= \|$)/, 'x');
    const file = writeTempFile(dir, 'typo-grid.txt', ['# a grid', '', ...rows]);
    const records = recordsOf(await readAll(file, 'lines'));
    expect(records.map((record) => record.line)).toEqual([3]);
    const accepted = acceptRecord(records[0]!, 'lines', 'test');
    expect(accepted).toMatchObject({ line: 3, reason: expect.stringMatching(/line 14: .*'x'.*\(r9c9\)/) });
  });

  it('ends a line longer than the limit with a clear problem and goes on', async () => {
    const dir = makeTempDir();
    const file = writeTempFile(dir, 'long.txt', [PUZZLE, '1'.repeat(MAX_LINE_LENGTH + 10), OTHER]);
    const items = await readAll(file, 'lines');
    expect(problemsOf(items)).toEqual([{ line: 2, reason: expect.stringMatching(/^longer than [\d,]+ characters/) }]);
    expect(recordsOf(items).map((record) => [record.line, record.text])).toEqual([
      [1, PUZZLE],
      [3, OTHER],
    ]);
  });
});

describe('single-puzzle files', () => {
  it('reports a bad .sdk row on its own line', async () => {
    const dir = makeTempDir();
    const rows = Array.from({ length: 9 }, (_, row) => PUZZLE.slice(row * 9, row * 9 + 9));
    rows[6] = '12x......';
    const file = writeTempFile(dir, 'bad.sdk', ['#AAuthor', '#SPaper', ...rows]);
    expect(problemsOf(await readAll(file, 'sdk'))).toEqual([{ line: 9, reason: expect.stringMatching(/^line 9: bad character 'x'/) }]);
  });
});
