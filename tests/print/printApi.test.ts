import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { openLibrary } from '../../src/main/services/library/store/db';
import { PrintApi } from '../../src/main/services/print/printApi';
import { parsePrintSetInput } from '../../src/shared/printInput';
import { runPatti } from '../cli/run';
import { digitsOf } from './pdfReader';

const SAMPLE = path.join(import.meta.dirname, '..', '..', 'resources', 'sample', 'se-bands.csv');
const samplePuzzles = fs
  .readFileSync(SAMPLE, 'utf8')
  .split('\n')
  .map((line) => line.split(',')[0]!.trim())
  .filter((puzzle) => puzzle.length === 81);

let api: PrintApi;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-print-api-'));
  const file = path.join(dir, 'puzzles.txt');
  fs.writeFileSync(file, samplePuzzles.slice(0, 7).join('\n'));
  const db = path.join(dir, 'lib.db');
  expect((await runPatti(['db', 'import', file, '--db', db, '--source', 'Bands', '--level', 'Mixed'])).code).toBe(0);
  expect((await runPatti(['db', 'collection', 'create', 'pick', '--db', db])).code).toBe(0);
  expect((await runPatti(['db', 'collection', 'add', 'pick', '6', '3', '--db', db])).code).toBe(0);
  api = new PrintApi(openLibrary(db));
});

describe('the print methods', () => {
  it('give a collection in its order, with what labels show', () => {
    const { puzzles } = api.puzzles({ selection: { filter: { collection: 'pick' } }, options: { label: ['number', 'source', 'se'] } });
    expect(puzzles.map((puzzle) => digitsOf(puzzle.givens))).toEqual([samplePuzzles[5]!, samplePuzzles[2]!].map(digitsOf));
    expect(puzzles[0]).toMatchObject({ source: 'Bands', level: 'Mixed', ratings: { se: null } });
    expect(puzzles[0]!.solution).toMatch(/^[1-9]{81}$/);
  });

  it('give chosen rows by id, in the order chosen', () => {
    const { puzzles } = api.puzzles({ selection: { ids: [4, 1] }, options: {} });
    expect(puzzles.map((puzzle) => digitsOf(puzzle.givens))).toEqual([samplePuzzles[3]!, samplePuzzles[0]!].map(digitsOf));
  });

  it('write the same set as a PDF', async () => {
    const pdf = await api.pdf({ selection: { filter: { source: 'Bands' } }, options: { perPage: 6 } });
    expect(pdf.pages).toBe(2 + 1);
    const file = path.join(os.tmpdir(), `patti-print-api-${process.pid}.pdf`);
    fs.writeFileSync(file, Buffer.from(pdf.base64, 'base64'));
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+3$/m);
    fs.rmSync(file);
  });

  it('refuse an empty selection and an unknown collection with a sentence', async () => {
    await expect(api.pdf({ selection: { filter: { source: 'Nobody' } }, options: {} })).rejects.toThrow(
      'there is nothing to print: the selection is empty',
    );
    expect(() => api.puzzles({ selection: { filter: { collection: 'nope' } }, options: {} })).toThrow("no collection named 'nope'");
  });
});

describe('parsePrintSetInput', () => {
  it('accepts a selection with options and names what is wrong otherwise', () => {
    expect(parsePrintSetInput({ selection: { ids: [1, 2] }, options: { perPage: 6, label: ['number', 'se'] } }).ok).toBe(true);
    const both = parsePrintSetInput({ selection: { ids: [1], filter: {} } });
    expect(both.ok || both.error.message).toBe('expects input.selection with either ids or a filter.');
    const margin = parsePrintSetInput({ selection: { filter: {} }, options: { margin: 500 } });
    expect(margin.ok || margin.error.message).toMatch(/^expects input.options that can be printed: the margin must be/);
    const unknown = parsePrintSetInput({ selection: { filter: {} }, options: { colour: 'red' } });
    expect(unknown.ok).toBe(false);
  });
});
