import { describe, expect, it } from 'vitest';
import { detectDelimiter, makeCsvLine, parseCsvHeader, parseCsvLine, readCsvRow } from './csv';

describe('CSV puzzle tables', () => {
  it('splits quoted fields and reads back what makeCsvLine writes', () => {
    const fields = ['a, b', 'say "hi"', '', 'plain'];
    expect(parseCsvLine(makeCsvLine(fields), ',')).toEqual(fields);
    expect(parseCsvLine('"open, field', ',')).toBeUndefined();
    expect(parseCsvLine('x\ty\t z ', '\t')).toEqual(['x', 'y', 'z']);
  });

  it('detects tab, semicolon and comma headers', () => {
    expect(detectDelimiter('name\tpuzzle')).toBe('\t');
    expect(detectDelimiter('puzzle;level;rating')).toBe(';');
    expect(detectDelimiter('puzzle,level')).toBe(',');
  });

  it('maps columns by name and keeps the other columns as external ratings, not derived counts', () => {
    const header = parseCsvHeader('\uFEFFQuizzes,Solutions,Clues,Difficulty,Level,SE Rating,Publisher');
    expect(header.ok).toBe(true);
    if (!header.ok) return;
    expect(header.value.roles).toEqual({ puzzle: 0, solution: 1, level: 4, source: 6 });
    expect(header.value.ratings.map((rating) => rating.name)).toEqual(['Difficulty', 'SE Rating']);
    const row = readCsvRow(['p'.repeat(81), 's', '25', '3.5', 'Hard', '', 'Paper'], header.value);
    expect(row.ok && row.value).toEqual({
      puzzle: 'p'.repeat(81),
      solution: 's',
      level: 'Hard',
      source: 'Paper',
      ratings: [{ name: 'Difficulty', text: '3.5' }],
    });
  });

  it('takes explicit column names and explains a header without a puzzle column', () => {
    const explicit = parseCsvHeader('grid_a,grid_b', { puzzle: 'grid_b' });
    expect(explicit.ok && explicit.value.roles.puzzle).toBe(1);
    const missing = parseCsvHeader('a,b,c');
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.message).toMatch(/no puzzle column.*the columns are: a, b, c/);
    const wrong = parseCsvHeader('puzzle,x', { solution: 'answer' });
    expect(!wrong.ok && wrong.error.message).toMatch(/no column named 'answer'/);
  });

  it('reports a row without its puzzle field', () => {
    const header = parseCsvHeader('id,puzzle');
    if (!header.ok) throw new Error('header');
    const row = readCsvRow(['17'], header.value);
    expect(!row.ok && row.error.message).toMatch(/no puzzle in column 2/);
  });
});
