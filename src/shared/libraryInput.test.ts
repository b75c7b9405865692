import { describe, expect, it } from 'vitest';
import { parseImportTextInput, parseListPuzzlesInput, parsePuzzleId, parseStartRateJobInput } from './libraryInput';
import { MAX_IMPORT_TEXT } from './libraryTypes';

/** The message of a refused input (fails the test when it was accepted). */
function refusal(reply: { ok: boolean; error?: { message: string } }): string {
  expect(reply.ok).toBe(false);
  return reply.error?.message ?? '';
}

describe('library method inputs', () => {
  it('accepts a full listing request and keeps exactly the fields given', () => {
    const input = {
      filter: {
        source: 'Sudoku Exchange puzzle bank',
        level: 'Diabolical',
        clues: { min: 22, max: 30 },
        ratings: [{ rater: 'SE', external: true, min: 7.5 }],
      },
      page: { sort: { rater: 'hodoku', path: '$.score' }, descending: true, offset: 100, limit: 50 },
    };
    expect(parseListPuzzlesInput(input)).toEqual({ ok: true, value: input });
    expect(parseListPuzzlesInput(undefined)).toEqual({ ok: true, value: {} });
    expect(parseListPuzzlesInput({ page: { sort: 'clues' } })).toEqual({ ok: true, value: { page: { sort: 'clues' } } });
  });

  it('names the field that is wrong', () => {
    expect(refusal(parseListPuzzlesInput({ filter: { source: 3 } }))).toBe('expects input.filter.source as a string, but got a number.');
    expect(refusal(parseListPuzzlesInput({ filter: { clues: { min: 82 } } }))).toContain('filter.clues.min as a whole number from 0 to 81');
    expect(refusal(parseListPuzzlesInput({ filter: { ratings: [{ min: 1 }] } }))).toContain('filter.ratings[0].rater');
    expect(refusal(parseListPuzzlesInput({ page: { sort: 'rating' } }))).toContain("'id', 'clues' or a rating");
    expect(refusal(parseListPuzzlesInput({ page: { offset: -1 } }))).toContain('input.page.offset');
    expect(refusal(parseListPuzzlesInput({ filter: { tag: '' } }))).toContain('filter.tag to be a name');
    expect(refusal(parseListPuzzlesInput([]))).toContain('as an object, but got an array');
    expect(refusal(parsePuzzleId(1.5))).toContain('the puzzle id as a whole number');
  });

  it('checks an import: text within bounds, a source, a known format', () => {
    expect(parseImportTextInput({ text: '1.2', source: 'Mine', format: 'sdm' })).toEqual({
      ok: true,
      value: { text: '1.2', source: 'Mine', format: 'sdm' },
    });
    expect(refusal(parseImportTextInput({ text: 'x'.repeat(MAX_IMPORT_TEXT + 1), source: 'Mine' }))).toContain('patti db import');
    expect(refusal(parseImportTextInput({ text: '   ', source: 'Mine' }))).toContain('empty');
    expect(refusal(parseImportTextInput({ text: '1', source: 'Mine', format: 'pdf' }))).toContain(
      "one of lines, sdm, sdk, ss, opensudoku, csv, but got 'pdf'",
    );
  });

  it('checks the column roles of an import: known roles, one puzzle column', () => {
    const columns = ['id', 'puzzle', 'rating:SE'];
    expect(parseImportTextInput({ text: '1', source: 'Mine', columns })).toEqual({
      ok: true,
      value: { text: '1', source: 'Mine', columns },
    });
    expect(refusal(parseImportTextInput({ text: '1', source: 'Mine', columns: ['id', 'puzle'] }))).toContain(
      'input.columns[1] as a column role',
    );
    expect(refusal(parseImportTextInput({ text: '1', source: 'Mine', columns: ['id', 'skip'] }))).toContain('no column is the puzzle');
  });

  it('checks a rate job: raters listed once, runs and seed whole numbers', () => {
    expect(parseStartRateJobInput({ raters: ['se', 'se', 'cost'], runs: 20, seed: 7 })).toEqual({
      ok: true,
      value: { raters: ['se', 'cost'], runs: 20, seed: 7 },
    });
    expect(refusal(parseStartRateJobInput({ raters: 'se' }))).toContain('input.raters as a list');
    expect(refusal(parseStartRateJobInput({ raters: ['se'], runs: 0 }))).toContain('input.runs');
    expect(refusal(parseStartRateJobInput({ raters: ['se'], filter: { source: 'A' }, speed: 'fast' }))).toContain('input.speed');
  });
});
