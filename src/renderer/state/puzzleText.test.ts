import { describe, expect, it } from 'vitest';
import { gridAsLine, gridAsText, readPastedPuzzle } from './puzzleText';

/** Wikipedia's example puzzle ("Sudoku" article). */
const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const WIKIPEDIA_GRID = WIKIPEDIA.replace(/\./g, '0');
const rows = Array.from({ length: 9 }, (_, row) => WIKIPEDIA.slice(row * 9, row * 9 + 9));

function pastedGrid(text: string): string {
  const result = readPastedPuzzle(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.grid;
}

describe('reading a pasted puzzle', () => {
  it('reads an 81-character line with dots or zeros', () => {
    expect(pastedGrid(WIKIPEDIA)).toBe(WIKIPEDIA_GRID);
    expect(pastedGrid(`  ${WIKIPEDIA_GRID}  `)).toBe(WIKIPEDIA_GRID);
  });

  it('reads a printed grid with frames', () => {
    const text = rows.map((row) => `| ${row.slice(0, 3)} | ${row.slice(3, 6)} | ${row.slice(6)} |`).join('\n');
    expect(pastedGrid(`+---+---+---+\n${text}\n+---+---+---+`)).toBe(WIKIPEDIA_GRID);
  });

  it('reads a HoDoKu line and a line with a comment', () => {
    expect(pastedGrid(`:0000:x:${WIKIPEDIA}:::`)).toBe(WIKIPEDIA_GRID);
    expect(pastedGrid(`${WIKIPEDIA} # from Wikipedia`)).toBe(WIKIPEDIA_GRID);
  });

  it('reads an .sdk file with its header and sections', () => {
    expect(pastedGrid(`#AWikipedia\n[Puzzle]\n${rows.join('\n')}\n[State]\n123`)).toBe(WIKIPEDIA_GRID);
  });

  it('reads OpenSudoku XML, taking the first game', () => {
    const xml = `<opensudoku>\n<name>pack</name>\n<game data="${WIKIPEDIA_GRID}"/>\n<game data="${'0'.repeat(81)}"/>\n</opensudoku>`;
    const result = readPastedPuzzle(xml);
    expect(result.ok && result.value.grid).toBe(WIKIPEDIA_GRID);
    expect(result.ok && result.value.note).toContain('2 games');
  });

  it('reads a CSV table by its puzzle column', () => {
    expect(pastedGrid(`id,puzzle,level\n7,${WIKIPEDIA},easy`)).toBe(WIKIPEDIA_GRID);
  });

  it('takes the first of several lines and says so', () => {
    const result = readPastedPuzzle(`${WIKIPEDIA}\n${'.'.repeat(81)}`);
    expect(result.ok && result.value.grid).toBe(WIKIPEDIA_GRID);
    expect(result.ok && result.value.note).toContain('first of 2');
  });

  it('names what is wrong with text that is no puzzle', () => {
    const short = readPastedPuzzle(WIKIPEDIA.slice(0, 80));
    expect(short.ok).toBe(false);
    expect(!short.ok && short.error.message).toContain('80');
    const empty = readPastedPuzzle('   ');
    expect(!empty.ok && empty.error.message).toContain('empty');
    const clash = readPastedPuzzle('55' + WIKIPEDIA.slice(2));
    expect(!clash.ok && clash.error.message).toContain('twice');
  });
});

describe('copying the grid', () => {
  it('writes a line with dots that reads back as the same grid', () => {
    expect(gridAsLine(WIKIPEDIA_GRID)).toBe(WIKIPEDIA);
    expect(pastedGrid(gridAsLine(WIKIPEDIA_GRID))).toBe(WIKIPEDIA_GRID);
  });

  it('writes a printed grid of 13 lines that reads back as the same grid', () => {
    const text = gridAsText(WIKIPEDIA_GRID);
    expect(text.split('\n')).toHaveLength(13);
    expect(text.split('\n')[1]).toBe('| 5 3 . | . 7 . | . . . |');
    expect(pastedGrid(text)).toBe(WIKIPEDIA_GRID);
  });
});
