/**
 * A puzzle published by several sources prints, in a label, its origin in the source the set
 * was chosen by (its level there), else its first: by a filter on that source, or by chosen ids
 * with the source the Library was filtered on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLibrary } from '../../src/main/services/library/store/db';
import { importPuzzleFile } from '../../src/main/services/library/import/importFile';
import { readLibraryPrintPuzzles } from '../../src/main/services/print/printSet';
import { DEFAULT_PRINT_OPTIONS } from '../../src/core/print/printOptions';
import { makeLabel } from '../../src/core/print/label';
import { parsePrintSetInput } from '../../src/shared/printInput';

// Wikipedia's "Sudoku" example, published here by two made-up sources.
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

let db: ReturnType<typeof openLibrary>;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-print-origin-'));
  const file = path.join(dir, 'one.txt');
  fs.writeFileSync(file, `${PUZZLE}\n`);
  db = openLibrary(path.join(dir, 'lib.db'));
  await importPuzzleFile(db, file, { format: 'lines', source: 'mine' });
  await importPuzzleFile(db, file, { format: 'lines', source: 'Sudoku Exchange', level: '6-7' });
});

const labelOf = (selection: Parameters<typeof readLibraryPrintPuzzles>[1]): string => {
  const [puzzle] = readLibraryPrintPuzzles(db, selection, DEFAULT_PRINT_OPTIONS);
  return makeLabel(puzzle!, ['source', 'level'], 1);
};

describe("a label's origin", () => {
  it('is the source filtered on, with its level', () => {
    expect(labelOf({ filter: { source: 'Sudoku Exchange' } })).toBe('Sudoku Exchange · 6-7');
  });

  it("is the Library's source filter for chosen ids", () => {
    expect(labelOf({ ids: [1], source: 'Sudoku Exchange' })).toBe('Sudoku Exchange · 6-7');
  });

  it('is the first origin without a source, or with one the puzzle does not have', () => {
    expect(labelOf({ filter: {} })).toBe('mine');
    expect(labelOf({ ids: [1] })).toBe('mine');
    expect(labelOf({ ids: [1], source: 'Le Monde' })).toBe('mine');
  });
});

describe('the print input', () => {
  it('takes a source with ids, and says a filter names its own', () => {
    expect(parsePrintSetInput({ selection: { ids: [1], source: 'Sudoku Exchange' } })).toMatchObject({
      ok: true,
      value: { selection: { ids: [1], source: 'Sudoku Exchange' } },
    });
    const both = parsePrintSetInput({ selection: { filter: {}, source: 'Sudoku Exchange' } });
    expect(both.ok || both.error.message).toBe('expects input.selection.source with ids only: a filter names its source itself.');
  });
});
