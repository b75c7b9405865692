import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { solve } from '../../src/core/solve/index';
import { runPatti } from '../cli/run';
import { digitsOf, pdfInfo, pdfPageText } from './pdfReader';

const SAMPLE = path.join(import.meta.dirname, '..', '..', 'resources', 'sample', 'se-bands.csv');
const samplePuzzles = fs
  .readFileSync(SAMPLE, 'utf8')
  .split('\n')
  .map((line) => line.split(',')[0]!.trim())
  .filter((puzzle) => puzzle.length === 81);
const solutionOf = (givens: string): string => {
  const outcome = solve(asPuzzle(givens.replace(/0/g, '.')));
  if (outcome.status !== 'unique') throw new Error('sample puzzles have one solution');
  return outcome.solution;
};
const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
// Wikipedia's example: singles solve it, so --rate stays quick.
const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

let dir: string;
const file = (name: string): string => path.join(dir, name);
function writePuzzles(name: string, puzzles: readonly string[]): string {
  fs.writeFileSync(file(name), puzzles.join('\n') + '\n');
  return file(name);
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-print-'));
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('patti print: page counts', () => {
  const puzzles = samplePuzzles.slice(0, 13);
  for (const perPage of [1, 2, 4, 6]) {
    for (const landscape of [false, true]) {
      it(`13 puzzles, ${perPage} a page${landscape ? ', landscape' : ''}: ceil(13 / ${perPage}) + ceil(13 / 12) pages`, async () => {
        const input = writePuzzles('thirteen.txt', puzzles);
        const out = file(`set-${perPage}-${landscape}.pdf`);
        const run = await runPatti(['print', input, '--out', out, '--per-page', String(perPage), ...(landscape ? ['--landscape'] : [])]);
        expect(run.stderr).toContain('13 puzzles');
        expect(run.code).toBe(0);
        const info = pdfInfo(out);
        expect(info.pages).toBe(Math.ceil(13 / perPage) + 2);
        expect(info.size).toMatch(landscape ? /^841\.89 x 595\.28/ : /^595\.28 x 841\.89/);
      });
    }
  }

  it('prints Letter and A5, without answers when asked', async () => {
    const input = writePuzzles('five.txt', samplePuzzles.slice(0, 5));
    expect((await runPatti(['print', input, '--out', file('letter.pdf'), '--page', 'letter', '--answers', 'none'])).code).toBe(0);
    expect(pdfInfo(file('letter.pdf'))).toMatchObject({ pages: 2, size: expect.stringMatching(/^612 x 792/) });
    expect((await runPatti(['print', input, '--out', file('a5.pdf'), '--page', 'a5', '--per-page', '1'])).code).toBe(0);
    expect(pdfInfo(file('a5.pdf'))).toMatchObject({ pages: 6, size: expect.stringMatching(/^419\.53 x 595\.28/) });
  });

  it('imposes a booklet on landscape sheets, padded to a multiple of four pages', async () => {
    // 9 puzzles at 2 a page: 5 puzzle pages + 1 answer page = 6, padded to 8 pages on 4 sheet sides.
    const input = writePuzzles('nine.txt', samplePuzzles.slice(0, 9));
    expect((await runPatti(['print', input, '--out', file('booklet.pdf'), '--per-page', '2', '--booklet'])).code).toBe(0);
    expect(pdfInfo(file('booklet.pdf'))).toMatchObject({ pages: 4, size: expect.stringMatching(/^841\.89 x 595\.28/) });
    // The outer sheet's front: page 8 (blank) on the left, page 1 on the right.
    expect(digitsOf(pdfPageText(file('booklet.pdf'), 1))).toContain(digitsOf(samplePuzzles[0]!));
  });
});

describe('patti print: what the pages say', () => {
  it('has every given and every solution digit as text, puzzle by puzzle', async () => {
    const puzzles = samplePuzzles.slice(20, 34);
    const input = writePuzzles('digits.txt', puzzles);
    const out = file('digits.pdf');
    expect((await runPatti(['print', input, '--out', out, '--per-page', '1'])).code).toBe(0);
    puzzles.forEach((givens, index) => expect(digitsOf(pdfPageText(out, index + 1))).toContain(digitsOf(givens)));
    // Answer keys: 12 on page 15, 2 on page 16.
    const answers = digitsOf(pdfPageText(out, 15)) + digitsOf(pdfPageText(out, 16));
    for (const givens of puzzles) expect(answers).toContain(solutionOf(givens));
  });

  it('prints the title and each label, with "unrated" for a rating a puzzle lacks', async () => {
    const input = writePuzzles('labels.txt', samplePuzzles.slice(0, 3));
    const out = file('labels.pdf');
    const run = await runPatti(['print', input, '--out', out, '--title', 'Seventeen clues', '--label', 'number,se,hodoku']);
    expect(run.code).toBe(0);
    const text = pdfPageText(out, 1);
    expect(text).toContain('Seventeen clues');
    for (const number of [1, 2, 3]) expect(text).toContain(`${number} \u00b7 SE unrated \u00b7 HoDoKu unrated`);
    expect(pdfInfo(out).title).toBe('Seventeen clues');
  });

  it('rates what the labels need with --rate, and writes the hint line', async () => {
    const input = writePuzzles('rate.txt', [WIKIPEDIA]);
    const out = file('rate.pdf');
    expect((await runPatti(['print', input, '--out', out, '--label', 'number,se', '--rate', '--hint'])).code).toBe(0);
    const text = pdfPageText(out, 1);
    expect(text).toMatch(/1 · SE \d+(\.\d+)?/);
    expect(text).not.toContain('unrated');
    expect(text).toMatch(/Hardest step: .*Single/i);
  });

  it('prints a collection of the library in its order, labelled from the library', async () => {
    const db = file('lib.db');
    const sample = writePuzzles('sample.txt', samplePuzzles.slice(0, 6));
    expect((await runPatti(['db', 'import', sample, '--db', db, '--source', 'Bands', '--level', 'Mixed'])).code).toBe(0);
    expect((await runPatti(['db', 'collection', 'create', 'weekend', '--db', db])).code).toBe(0);
    expect((await runPatti(['db', 'collection', 'add', 'weekend', '5', '2', '--db', db])).code).toBe(0);
    const out = file('collection.pdf');
    const run = await runPatti([
      'print',
      '--db',
      db,
      '--collection',
      'weekend',
      '--out',
      out,
      '--label',
      'number,source,level',
      '--per-page',
      '1',
    ]);
    expect(run.code).toBe(0);
    expect(pdfInfo(out).pages).toBe(3);
    expect(pdfPageText(out, 1)).toContain('1 \u00b7 Bands \u00b7 Mixed');
    expect(digitsOf(pdfPageText(out, 1))).toContain(digitsOf(samplePuzzles[4]!));
    expect(digitsOf(pdfPageText(out, 2))).toContain(digitsOf(samplePuzzles[1]!));

    const filtered = await runPatti(['print', '--db', db, '--source', 'Bands', '--out', file('filter.pdf')]);
    expect(filtered.code).toBe(0);
    expect(pdfInfo(file('filter.pdf')).pages).toBe(2 + 1);

    const unknown = await runPatti(['print', '--db', db, '--collection', 'nope', '--out', file('nope.pdf')]);
    expect(unknown).toMatchObject({ code: 1, stderr: "patti print: no collection named 'nope'\n" });
    const empty = await runPatti(['print', '--db', db, '--source', 'Nobody', '--out', file('empty.pdf')]);
    expect(empty).toMatchObject({ code: 1, stderr: 'patti print: no puzzles match the selection; nothing to print\n' });
    expect(fs.existsSync(file('nope.pdf')) || fs.existsSync(file('empty.pdf'))).toBe(false);
  });
});

describe('patti print: bad input', () => {
  it('refuses a directory as --out and a missing folder with a pointer to --help', async () => {
    const input = writePuzzles('one.txt', [EASTER_MONSTER]);
    const asDirectory = await runPatti(['print', input, '--out', dir]);
    expect(asDirectory.code).toBe(2);
    expect(asDirectory.stderr).toMatch(/is a directory; name a file\nRun `patti print --help` for usage.\n$/);
    const missing = await runPatti(['print', input, '--out', path.join(dir, 'no', 'such', 'x.pdf')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('does not exist');
    expect((await runPatti(['print', input])).stderr).toContain('--out <file.pdf>');
    expect((await runPatti(['print', input, '--out', file('x.pdf'), '--per-page', '3'])).stderr).toContain(
      '--per-page must be one of 1, 2, 4, 6',
    );
    expect((await runPatti(['print', input, '--out', file('x.pdf'), '--label', 'number,nosuch'])).stderr).toContain(
      "unknown rater 'nosuch'",
    );
  });

  it('says so in one line when the file cannot be written, and leaves nothing behind', async () => {
    const input = writePuzzles('one.txt', [EASTER_MONSTER]);
    const locked = path.join(dir, 'locked');
    fs.mkdirSync(locked, { recursive: true });
    fs.chmodSync(locked, 0o555);
    // Permissions do not stop root; /sys refuses new files to everyone.
    const target = process.getuid?.() === 0 ? '/sys/patti-print.pdf' : path.join(locked, 'x.pdf');
    const run = await runPatti(['print', input, '--out', target]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^patti print: cannot write .*x?\.pdf: .+\n$/);
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(fs.readdirSync(path.dirname(target)).filter((name) => name.includes('patti-print') || name.endsWith('.partial'))).toEqual([]);
    expect(fs.readdirSync(locked)).toEqual([]);
  });

  it('refuses a puzzle without one solution: it would have no answer key', async () => {
    const input = writePuzzles('bad.txt', [EASTER_MONSTER, '.'.repeat(81)]);
    const run = await runPatti(['print', input, '--out', file('bad.pdf')]);
    expect(run).toMatchObject({ code: 1, stderr: 'patti print: line 2: the puzzle has more than one solution, so it has no answer key\n' });
    expect(fs.existsSync(file('bad.pdf'))).toBe(false);
  });
});

describe('patti print: reproducible output', () => {
  it('gives byte-identical PDFs for the same input with SOURCE_DATE_EPOCH', async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '1700000000');
    const input = writePuzzles('repro.txt', samplePuzzles.slice(0, 8));
    const args = ['--title', 'Same', '--label', 'number,se', '--booklet'];
    expect((await runPatti(['print', input, '--out', file('first.pdf'), ...args])).code).toBe(0);
    expect((await runPatti(['print', input, '--out', file('second.pdf'), ...args])).code).toBe(0);
    expect(fs.readFileSync(file('first.pdf')).equals(fs.readFileSync(file('second.pdf')))).toBe(true);
    expect(pdfInfo(file('first.pdf')).created).toMatch(/2023/);
  });

  it('matches the golden hash of a one-puzzle PDF (Easter Monster, 1 a page, with its answer)', async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '1700000000');
    const input = writePuzzles('golden.txt', [EASTER_MONSTER]);
    expect((await runPatti(['print', input, '--out', file('golden.pdf'), '--per-page', '1', '--title', 'Easter Monster'])).code).toBe(0);
    const hash = createHash('sha256')
      .update(fs.readFileSync(file('golden.pdf')))
      .digest('hex');
    // Changes when the layout or pdfkit's output changes: check the PDF by eye, then update.
    expect(hash).toBe(GOLDEN_SHA256);
  });
});

const GOLDEN_SHA256 = 'a0468424b366608203e85efa5fc781cff7fed839e7add198093558459a407f47';
