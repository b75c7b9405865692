import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/index';
import { makeOpenSudoku, OpenSudokuScanner, parseOpenSudoku } from './opensudoku';
import { makeSdk, parseSdk } from './sdk';
import { makeSdm, parseSdmLine } from './sdm';
import { makeSs, parseSs } from './ss';

const PUZZLE = asPuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
const OTHER = asPuzzle('.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...');

describe('.sdm', () => {
  it('round-trips and names what is wrong with a line', () => {
    const text = makeSdm([PUZZLE, OTHER]);
    expect(text.split('\n')[0]).toBe(PUZZLE.replace(/\./g, '0'));
    expect(
      text
        .trimEnd()
        .split('\n')
        .map((line) => parseSdmLine(line))
        .map((r) => r.ok && r.value),
    ).toEqual([PUZZLE, OTHER]);
    expect(parseSdmLine('123')).toMatchObject({ ok: false, error: { kind: 'ERR_LENGTH' } });
    expect(parseSdmLine('x' + PUZZLE.slice(1))).toMatchObject({ ok: false, error: { kind: 'ERR_CHARACTER' } });
    expect(parseSdmLine(PUZZLE.slice(0, 12) + 'x' + PUZZLE.slice(13))).toMatchObject({
      error: { message: expect.stringMatching(/position 13 \(r2c4\)/) },
    });
  });
});

describe('SadMan .sdk', () => {
  it('round-trips the puzzle and the header fields', () => {
    const text = makeSdk(PUZZLE, { author: 'A. Setter', source: 'Daily Paper', level: 'Fiendish', date: '2024-05-01' });
    expect(text.startsWith('#AA. Setter\n')).toBe(true);
    const parsed = parseSdk(`[Puzzle]\n${text}[State]\n123456789`);
    expect(parsed.ok && parsed.value).toEqual({
      puzzle: PUZZLE,
      fields: { author: 'A. Setter', source: 'Daily Paper', level: 'Fiendish', date: '2024-05-01' },
    });
  });

  it('names the line of a bad row', () => {
    const rows = makeSdk(PUZZLE).split('\n');
    rows[4] = '12x......';
    expect(parseSdk(rows.join('\n'))).toMatchObject({
      ok: false,
      error: { kind: 'ERR_CHARACTER', message: expect.stringMatching(/^line 5/) },
    });
    expect(parseSdk(rows.slice(0, 5).join('\n'))).toMatchObject({ ok: false });
  });
});

describe('Simple Sudoku .ss', () => {
  it('round-trips its own layout and reads framed grids', () => {
    const text = makeSs(PUZZLE);
    expect(text.split('\n')[3]).toBe('-----------');
    expect(parseSs(text)).toEqual({ ok: true, value: PUZZLE });
    const framed = [
      '*-----------*',
      ...text
        .trimEnd()
        .split('\n')
        .map((line) => (line.startsWith('-') ? '|---+---+---|' : `|${line}|`)),
      '*-----------*',
    ].join('\n');
    expect(parseSs(framed)).toEqual({ ok: true, value: PUZZLE });
    expect(parseSs('')).toMatchObject({ ok: false, error: { kind: 'ERR_EMPTY' } });
  });
});

describe('OpenSudoku XML', () => {
  it('round-trips a puzzle pack', () => {
    const { games, problems } = parseOpenSudoku(makeOpenSudoku([PUZZLE, OTHER], 'Easy & fun'));
    expect(problems).toEqual([]);
    expect(games.map((game) => game.data)).toEqual([PUZZLE, OTHER].map((p) => p.replace(/\./g, '0')));
    expect(games[0]!.folder).toBe('Easy & fun');
    expect(games.map((game) => game.line)).toEqual([4, 5]);
  });

  it('reports a header element that is never closed, by its line', () => {
    const { games, problems } = parseOpenSudoku(
      ['<opensudoku>', '  <level>Hard', `  <game data="${PUZZLE.replace(/\./g, '0')}" />`, '</opensudoku>'].join('\n'),
    );
    expect(games).toHaveLength(1);
    expect(problems).toEqual([{ line: 2, reason: expect.stringMatching(/<level>.*never closed/) }]);
  });

  it('reads backups with folders and tags split over lines', () => {
    const scanner = new OpenSudokuScanner();
    const lines = [
      '<opensudoku version="2">',
      '<folder name="Hard" created="0">',
      '<game created="1"',
      `  data='${PUZZLE.replace(/\./g, '0')}'`,
      '  state="0" />',
      '</folder>',
      '<folder name="Easy"><game data="' + OTHER + '"/></folder>',
      '</opensudoku>',
    ];
    const items = lines.flatMap((line) => scanner.push(line));
    expect(items).toEqual([
      { game: { line: 3, data: PUZZLE.replace(/\./g, '0'), folder: 'Hard' } },
      { game: { line: 7, data: OTHER, folder: 'Easy' } },
    ]);
  });
});
