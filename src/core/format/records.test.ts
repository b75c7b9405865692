import { describe, expect, it } from 'vitest';
import { makeGridText } from './gridText';
import { parsePuzzle } from './puzzleText';
import { MAX_GRID_LINES, PuzzleRecordSplitter, splitPuzzleRecords } from './records';

const A = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const B = '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....';
const C = '6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....';

const grid = (puzzle: string): string => makeGridText(puzzle as never);
const texts = (text: string): string[] => splitPuzzleRecords(text).map((record) => record.text);
const lines = (text: string): number[] => splitPuzzleRecords(text).map((record) => record.line);

describe('splitPuzzleRecords', () => {
  it('gives one record per puzzle line, numbered from 1, skipping blank and # lines', () => {
    const text = `# header\n${A}\n\n${B}   comment\n${C}\n`;
    expect(lines(text)).toEqual([2, 4, 5]);
    expect(texts(text).map((record) => (parsePuzzle(record) as { value: string }).value)).toEqual([A, B, C]);
  });

  it('keeps a malformed line as its own record so it can be reported by number', () => {
    const text = `${A}\n${B.slice(0, 70)}\nnot a puzzle at all\n${C}`;
    expect(lines(text)).toEqual([1, 2, 3, 4]);
    expect(texts(text)[2]).toBe('not a puzzle at all');
  });

  it('groups the lines of a printed grid into one record, starting at its first line', () => {
    const text = `${A}\n${grid(B)}\n${C}`;
    const records = splitPuzzleRecords(text);
    expect(records.map((record) => record.line)).toEqual([1, 2, 15]);
    const parsed = parsePuzzle(records[1]!.text);
    expect(parsed.ok && parsed.value).toBe(B);
  });

  it('separates grids that follow each other with or without blank lines', () => {
    const frameless = (puzzle: string): string => puzzle.match(/.{9}/g)!.join('\n');
    expect(lines(`${grid(A)}\n${grid(B)}\n\n${grid(C)}`)).toEqual([1, 14, 28]);
    expect(lines(`${frameless(A)}\n${frameless(B)}\n${frameless(C)}`)).toEqual([1, 10, 19]);
    const records = splitPuzzleRecords(`${frameless(A)}\n${frameless(B)}`);
    expect(records.map((record) => (parsePuzzle(record.text) as { value: string }).value)).toEqual([A, B]);
  });

  it('keeps a mistyped row inside its grid, so one typo is one bad record', () => {
    const rows = grid(A).split('\n');
    rows[5] = '| . 2 . | . x . | . 6 . |';
    const records = splitPuzzleRecords(`${rows.join('\n')}\n${B}`);
    expect(records.map((record) => record.line)).toEqual([1, 14]);
    const parsed = parsePuzzle(records[0]!.text);
    expect(!parsed.ok && parsed.error.message).toContain('grid line 6');
  });

  it('ends an unfinished grid at a puzzle line, which stays a record of its own', () => {
    const rows = grid(A).split('\n').slice(0, 6);
    const records = splitPuzzleRecords(`${rows.join('\n')}\n${B}`);
    expect(records.map((record) => record.line)).toEqual([1, 7]);
    expect(parsePuzzle(records[0]!.text).ok).toBe(false);
  });

  it('streams: pushing line by line gives the same records as splitting the whole text', () => {
    const text = `${A}\n${grid(B)}\n\nbad line\n${C}\n${grid(A)}`;
    const splitter = new PuzzleRecordSplitter();
    const streamed = text.split('\n').flatMap((line) => [...splitter.push(line)]);
    streamed.push(...splitter.end());
    expect(streamed).toEqual(splitPuzzleRecords(text));
    expect(streamed).toHaveLength(5);
  });

  it("keeps a record to a grid's size when a file is nothing but frame lines", () => {
    const records = splitPuzzleRecords(Array.from({ length: 10_000 }, () => '+-------+-------+-------+').join('\n'));
    expect(Math.max(...records.map((record) => record.text.split('\n').length))).toBeLessThanOrEqual(MAX_GRID_LINES);
    expect(records.map((record) => record.line).slice(0, 2)).toEqual([1, MAX_GRID_LINES + 1]);
  });
});
