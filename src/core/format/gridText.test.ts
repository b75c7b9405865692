import { describe, expect, it } from 'vitest';
import { classifyGridLine, makeGridText, parseGridText } from './gridText';
import { parsePuzzle } from './puzzleText';

// Norvig's top95 #1, written in the printed shapes people paste.
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const HODOKU = `.-------.-------.-------.
| 4 . . | . . . | 8 . 5 |
| . 3 . | . . . | . . . |
| . . . | 7 . . | . . . |
:-------+-------+-------:
| . 2 . | . . . | . 6 . |
| . . . | . 8 . | 4 . . |
| . . . | . 1 . | . . . |
:-------+-------+-------:
| . . . | 6 . 3 | . 7 . |
| 5 . . | 2 . . | . . . |
| 1 . 4 | . . . | . . . |
'-------'-------'-------'`;

const SIMPLE_SUDOKU = `*-----------*
|4..|...|8.5|
|.3.|...|...|
|...|7..|...|
|---+---+---|
|.2.|...|.6.|
|...|.8.|4..|
|...|.1.|...|
|---+---+---|
|...|6.3|.7.|
|5..|2..|...|
|1.4|...|...|
*-----------*`;

const NINE_LINES = `4.....8.5
.3.......
...7.....
.2.....6.
....8.4..
....1....
...6.3.7.
5..2.....
1.4......`;

const ZEROS_WITH_SPACES = `4 0 0 0 0 0 8 0 5
0 3 0 0 0 0 0 0 0
0 0 0 7 0 0 0 0 0

0 2 0 0 0 0 0 6 0
0 0 0 0 8 0 4 0 0
0 0 0 0 1 0 0 0 0

0 0 0 6 0 3 0 7 0
5 0 0 2 0 0 0 0 0
1 0 4 0 0 0 0 0 0`;

const DASH_FRAMES = `4 . . | . . . | 8 . 5
. 3 . | . . . | . . .
. . . | 7 . . | . . .
------+-------+------
. 2 . | . . . | . 6 .
. . . | . 8 . | 4 . .
. . . | . 1 . | . . .
------+-------+------
. . . | 6 . 3 | . 7 .
5 . . | 2 . . | . . .
1 . 4 | . . . | . . .`;

describe('parseGridText', () => {
  it.each([
    ["HoDoKu's framed grid", HODOKU],
    ["Simple Sudoku's grid", SIMPLE_SUDOKU],
    ['nine lines of nine (Sudoku Explainer)', NINE_LINES],
    ['zeros with spaces and blank lines between bands', ZEROS_WITH_SPACES],
    ['dash and plus separators without an outer frame', DASH_FRAMES],
    ['the grid makeGridText prints', makeGridText(PUZZLE as never)],
    ['CRLF line ends', HODOKU.replaceAll('\n', '\r\n')],
  ])('reads %s', (_, text) => {
    const result = parseGridText(text);
    expect(result.ok && result.value).toBe(PUZZLE);
    const viaParsePuzzle = parsePuzzle(text);
    expect(viaParsePuzzle.ok && viaParsePuzzle.value).toBe(PUZZLE);
  });

  it('reads a row of nine - blanks when the grid needs it, and a line of nine - as a frame otherwise', () => {
    const rows = NINE_LINES.split('\n');
    rows[5] = '---------';
    const withDashRow = parseGridText(rows.join('\n'));
    expect(withDashRow.ok && withDashRow.value).toBe(PUZZLE.slice(0, 45) + '.........' + PUZZLE.slice(54));
    const framed = ['---------', ...NINE_LINES.split('\n').slice(0, 3), '---------', ...NINE_LINES.split('\n').slice(3), '---------'];
    const withDashFrames = parseGridText(framed.join('\n'));
    expect(withDashFrames.ok && withDashFrames.value).toBe(PUZZLE);
  });

  it('ERR_LENGTH when a grid has eight rows', () => {
    const result = parseGridText(NINE_LINES.split('\n').slice(1).join('\n'));
    expect(!result.ok && result.error.kind).toBe('ERR_LENGTH');
    expect(!result.ok && result.error.message).toContain('found 8 grid rows');
  });

  it('ERR_LENGTH names the line of a row with eight cells', () => {
    const rows = HODOKU.split('\n');
    rows[2] = '| . 3 . | . . . | . . |';
    const result = parseGridText(rows.join('\n'));
    expect(!result.ok && result.error.kind).toBe('ERR_LENGTH');
    expect(!result.ok && result.error.message).toBe('grid line 3 has 8 cells; a grid row has 9');
  });

  it('ERR_CHARACTER names the line, column and cell of a bad character', () => {
    const rows = HODOKU.split('\n');
    rows[5] = '| . . . | . 8 . | 4 x . |';
    const result = parseGridText(rows.join('\n'));
    expect(!result.ok && result.error.kind).toBe('ERR_CHARACTER');
    expect(!result.ok && result.error.message).toBe("grid line 6: unexpected character 'x' at column 21 (r4c8)");
  });

  it('ERR_DUPLICATE_GIVEN names both cells', () => {
    const rows = NINE_LINES.split('\n');
    rows[1] = '43.......';
    const result = parseGridText(rows.join('\n'));
    expect(!result.ok && result.error.kind).toBe('ERR_DUPLICATE_GIVEN');
    expect(!result.ok && result.error.message).toBe('digit 4 is given twice in column 1: r1c1 and r2c1');
  });
});

describe('classifyGridLine', () => {
  it.each([
    ['| 4 . . | . . . | 8 . 5 |', 'row'],
    ['4.....8.5', 'row'],
    ['0 3 0 0 0 0 0 0 0', 'row'],
    ['.-------.-------.-------.', 'border'],
    [':-------+-------+-------:', 'border'],
    ["'-------'-------'-------'", 'border'],
    ['*-----------*', 'border'],
    ['|---+---+---|', 'border'],
    ['---------', 'dashes'],
    ['   ', 'blank'],
    [PUZZLE, 'other'],
    ['| 17 28 | 3 |', 'other'],
  ])('%s is a %s line', (line, kind) => {
    expect(classifyGridLine(line)).toBe(kind);
  });
});
