/**
 * Property-based fuzzing of every puzzle format's reader (fast-check): random and mutated
 * puzzles, grids, CSV, .sdm, .sdk, .ss and OpenSudoku XML. Shared by the sample in
 * `tests/format/fuzz.test.ts`, `scripts/fuzz.ts` (a million inputs) and the parsers bench.
 */
import fc from 'fast-check';
import { makeCsvLine } from '../../src/core/format/csv';
import { makeGridText } from '../../src/core/format/gridText';
import { IMPORT_FORMATS, readImportText, type ImportFormat } from '../../src/core/format/importRecords';
import { makeOpenSudoku } from '../../src/core/format/opensudoku';
import { parsePuzzle } from '../../src/core/format/puzzleText';
import { makeSdk, parseSdk } from '../../src/core/format/sdk';
import { makeSdm, parseSdmLine } from '../../src/core/format/sdm';
import { makeSs, parseSs } from '../../src/core/format/ss';
import { asPuzzle, type Puzzle } from '../../src/core/grid/index';

export { IMPORT_FORMATS, type ImportFormat };

/** A valid filled grid (the usual shifted-rows pattern); relabelled and masked into puzzles. */
const BASE = Array.from({ length: 81 }, (_, cell) => {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  return ((row * 3 + Math.floor(row / 3) + col) % 9) + 1;
});

/** Puzzles with no repeated given (so every one parses), from a relabelled grid and a mask. */
const puzzleArbitrary: fc.Arbitrary<Puzzle> = fc
  .tuple(
    fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
    fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
  )
  .map(([labels, mask]) => asPuzzle(BASE.map((digit, cell) => (mask[cell] ? String(labels[digit - 1]) : '.')).join('')));

/** Free text without line breaks, for names and fields. */
const wordArbitrary = fc.string({ maxLength: 30 }).map((text) => text.replace(/[\r\n]/g, ' '));

/**
 * The ways a plain puzzle file writes one puzzle: an 81-char line (with blanks as . 0 * _ -, a
 * comment), a printed grid, spaced cells, HoDoKu's library line.
 */
const LINE_SHAPES: readonly ((puzzle: Puzzle) => string)[] = [
  (puzzle) => puzzle,
  (puzzle) => `${puzzle.replace(/\./g, '0')} # a comment`,
  (puzzle) => puzzle.replace(/\./g, '*'),
  (puzzle) => `${puzzle.replace(/\./g, '_')}:extra`,
  (puzzle) => makeGridText(puzzle) + '\n',
  (puzzle) => makeSs(puzzle) + '\n',
  (puzzle) => puzzle.split('').join(' '),
  (puzzle) => `:0000:x:${puzzle}:::`,
];

/** A valid file in `format` holding `puzzles`, and the puzzles a reader must give back. */
export function validFileArbitrary(format: ImportFormat): fc.Arbitrary<{ text: string; puzzles: Puzzle[]; notes?: string[] }> {
  const some = fc.array(puzzleArbitrary, { minLength: 1, maxLength: 5 });
  switch (format) {
    case 'lines':
      return fc.tuple(some, fc.array(fc.constantFrom(...LINE_SHAPES), { minLength: 5, maxLength: 5 })).map(([puzzles, shapes]) => ({
        text: puzzles.map((puzzle, index) => shapes[index]!(puzzle)).join('\n') + '\n',
        puzzles,
      }));
    case 'sdm':
      return some.map((puzzles) => ({ text: makeSdm(puzzles), puzzles }));
    case 'csv':
      return fc
        .tuple(
          some,
          fc.array(
            fc.string({ maxLength: 20 }).map((note) => note.replace(/\r/g, ' ')),
            { minLength: 5, maxLength: 5 },
          ),
        )
        .map(([puzzles, notes]) => ({
          text: ['puzzle,note', ...puzzles.map((puzzle, index) => makeCsvLine([puzzle, notes[index]]))].join('\n') + '\n',
          puzzles,
          notes: puzzles.map((_, index) => notes[index]!.trim()),
        }));
    case 'sdk':
      return fc.tuple(puzzleArbitrary, wordArbitrary, wordArbitrary).map(([puzzle, source, level]) => ({
        text: makeSdk(puzzle, { ...(source.trim() ? { source: source.trim() } : {}), ...(level.trim() ? { level: level.trim() } : {}) }),
        puzzles: [puzzle],
      }));
    case 'ss':
      return puzzleArbitrary.map((puzzle) => ({ text: makeSs(puzzle), puzzles: [puzzle] }));
    case 'opensudoku':
      return fc.tuple(some, wordArbitrary).map(([puzzles, name]) => ({ text: makeOpenSudoku(puzzles, name), puzzles }));
  }
}

/** Pieces that break readers: quotes, tags, bad references, marks, controls, frames. */
const HOSTILE_PIECES = [
  '"',
  '""',
  '<',
  '>',
  '<game data="',
  '/>',
  '&#99999999;',
  '&#x110000;',
  '&amp;',
  '\uFEFF',
  '\r',
  '\n',
  '\r\n',
  ',',
  ';',
  '\t',
  '|',
  '+',
  '-',
  '.',
  '0',
  '9',
  ' ',
  '#',
  ':',
  '[',
  '[State]',
  '\u001b[31m',
  '\u0000',
  '---+---+---',
  '*',
];

const pieceArbitrary = fc.oneof(
  fc.constantFrom(...HOSTILE_PIECES),
  fc.string({ maxLength: 8 }),
  fc.constantFrom(...HOSTILE_PIECES).chain((piece) => fc.integer({ min: 2, max: 200 }).map((n) => piece.repeat(n))),
);

/** A valid file of `format` with random edits (inserts, deletions, repeats) at random places. */
export function mutatedFileArbitrary(format: ImportFormat): fc.Arbitrary<string> {
  const edit = fc.tuple(fc.nat(), fc.constantFrom('insert', 'delete', 'repeat'), pieceArbitrary, fc.nat({ max: 40 }));
  return fc.tuple(validFileArbitrary(format), fc.array(edit, { minLength: 1, maxLength: 6 })).map(([file, edits]) => {
    let text = file.text;
    for (const [position, kind, piece, length] of edits) {
      const at = text.length === 0 ? 0 : position % text.length;
      if (kind === 'insert') text = text.slice(0, at) + piece + text.slice(at);
      else if (kind === 'delete') text = text.slice(0, at) + text.slice(at + length);
      else text = text.slice(0, at) + text.slice(at, at + length).repeat(3) + text.slice(at);
    }
    return text;
  });
}

/** Any text at all, weighted towards the pieces readers care about. */
export const randomTextArbitrary: fc.Arbitrary<string> = fc.array(pieceArbitrary, { maxLength: 40 }).map((pieces) => pieces.join(''));

/**
 * Reads `text` as `format` the way an import does and checks what must hold for any input:
 * nothing throws; every problem and record names a line of the text; every error has a message.
 * Returns what went wrong, empty when all holds.
 */
export function checkAnyInput(format: ImportFormat, text: string): string[] {
  const lineCount = Math.max(1, text.split(/\r\n|\n|\r/).length);
  const faults: string[] = [];
  const inRange = (line: number): boolean => Number.isInteger(line) && line >= 1 && line <= lineCount;
  for (const item of readImportText(text, format)) {
    if ('problem' in item) {
      if (!inRange(item.problem.line)) faults.push(`problem line ${item.problem.line} outside 1..${lineCount}`);
      if (item.problem.reason.trim() === '') faults.push('problem without a reason');
      continue;
    }
    const { record } = item;
    if (!inRange(record.line)) faults.push(`record line ${record.line} outside 1..${lineCount}`);
    const parsed = format === 'sdm' ? parseSdmLine(record.text) : parsePuzzle(record.text, record.line);
    if (!parsed.ok && parsed.error.message.trim() === '') faults.push('parse error without a message');
  }
  // The whole-file parsers must not throw either.
  if (format === 'sdk') parseSdk(text);
  if (format === 'ss') parseSs(text);
  return faults;
}

/** Reads a valid file back: the puzzles (and CSV notes) must come out as they went in. */
export function checkRoundTrip(format: ImportFormat, file: { text: string; puzzles: Puzzle[]; notes?: string[] }): string[] {
  const items = readImportText(file.text, format);
  const problems = items.filter((item) => 'problem' in item);
  if (problems.length > 0) return [`problems in a valid file: ${JSON.stringify(problems)}`];
  const records = items.flatMap((item) => ('record' in item ? [item.record] : []));
  const puzzles = records.map((record) => {
    const parsed = format === 'sdm' ? parseSdmLine(record.text) : parsePuzzle(record.text, record.line);
    return parsed.ok ? parsed.value : `error: ${parsed.error.message}`;
  });
  const faults: string[] = [];
  if (JSON.stringify(puzzles) !== JSON.stringify(file.puzzles))
    faults.push(`read ${JSON.stringify(puzzles)}, wrote ${JSON.stringify(file.puzzles)}`);
  if (file.notes) {
    const notes = records.map((record) => record.ratings?.find((rating) => rating.name === 'note')?.text ?? '');
    if (JSON.stringify(notes) !== JSON.stringify(file.notes))
      faults.push(`notes ${JSON.stringify(notes)} != ${JSON.stringify(file.notes)}`);
  }
  return faults;
}

/** About `size` characters of input built to be slow for each format's reader. */
export function makeHostileInput(format: ImportFormat, size = 1 << 20): string {
  const fill = (unit: string, prefix = ''): string => prefix + unit.repeat(Math.max(1, Math.floor((size - prefix.length) / unit.length)));
  const row = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  switch (format) {
    case 'csv':
      // An unclosed quote on the first row, then rows full of quotes and delimiters.
      return fill(`${row},"a""b,c\n`, 'puzzle,note\n"');
    case 'opensudoku':
      // A tag never closed, then `<` after `<`, each opening another unclosed tag.
      return fill('<game data="0000 <folder name="x\n', '<opensudoku><name>');
    case 'lines':
      // Grid rows that never make a grid, frames, and almost-puzzles.
      return fill('| 1 2 3 | 4 5 6 | 7 8 x |\n+---+---+---+\n' + row.slice(1) + '\n');
    case 'sdm':
      return fill(row + '0\n');
    case 'sdk':
      return fill('#A' + 'x'.repeat(70) + '\n', '[Puzzle]\n').slice(0, size - 16);
    case 'ss':
      return fill('..9|.1.|7..\n-----------\n').slice(0, size - 16);
  }
}
