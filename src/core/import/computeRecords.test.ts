import { describe, expect, it } from 'vitest';
import { canonicalForm } from '../canonical/index';
import { makeGridText } from '../format/gridText';
import { readImportText, type ImportFormat, type ImportLine } from '../format/importRecords';
import { asPuzzle } from '../grid/index';
import { solve } from '../solve/index';
import { acceptRecord } from './acceptRecord';
import { RecordComputation, type ComputedItem } from './computeRecords';

const A = asPuzzle('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const B = asPuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
const MANY = '123456789' + '.'.repeat(72);
const LIMIT = 120;

/** The same file computed in one go: its records read whole (readImportText), then accepted one by one. */
function computeWhole(text: string, format: ImportFormat): ComputedItem[] {
  return readImportText(text, format, {}, LIMIT).map((item): ComputedItem => {
    if ('problem' in item) return item;
    const accepted = acceptRecord(item.record, format, 'file.txt');
    return 'reason' in accepted ? { problem: accepted } : { puzzle: { ...accepted, canonical: accepted.canonical() } };
  });
}

/** The file fed to a computation in chunks of `size` lines, as an import sends them to its worker. */
function computeInChunks(text: string, format: ImportFormat, size: number): ComputedItem[] {
  const computation = new RecordComputation({ format, defaultSource: 'file.txt', maxLineLength: LIMIT });
  const lines: ImportLine[] = text
    .split('\n')
    .slice(0, -1)
    .map((line) => (line.length > LIMIT ? { tooLong: line.length } : line));
  const items: ComputedItem[] = [];
  for (let start = 0; start < lines.length; start += size) items.push(...computation.push(lines.slice(start, start + size)));
  return [...items, ...computation.end()];
}

describe('RecordComputation', () => {
  const text = [A, `${B} # a comment`, 'not a puzzle', MANY, ...makeGridText(B).split('\n'), 'x'.repeat(LIMIT + 5), A].join('\n') + '\n';

  it('gives what reading the whole file gives, however the lines are cut into chunks', () => {
    const whole = computeWhole(text, 'lines');
    for (const size of [1, 2, 5, 1_000]) expect(computeInChunks(text, 'lines', size)).toEqual(whole);
  });

  it('names the line of every problem: a bad record, several solutions, a line too long', () => {
    const problems = computeInChunks(text, 'lines', 3).flatMap((item) => ('problem' in item ? [item.problem] : []));
    expect(problems.map((problem) => problem.line)).toEqual([3, 4, 18]);
    expect(problems[1]!.reason).toMatch(/more than one solution/);
    expect(problems[2]!.reason).toMatch(/longer than 120 characters/);
  });

  it('stores each puzzle with its solution, clue count and canonical form', () => {
    const puzzles = computeInChunks(text, 'lines', 4).flatMap((item) => ('puzzle' in item ? [item.puzzle] : []));
    expect(puzzles.map((puzzle) => puzzle.givens)).toEqual([A, B, B, A]);
    const solved = solve(A);
    expect(puzzles[0]).toMatchObject({ solution: solved.status === 'unique' && solved.solution, clueCount: 30, source: 'file.txt' });
    const form = canonicalForm(B);
    expect(puzzles[1]!.canonical).toBe(form.ok && form.value);
  });

  it('keeps a CSV header for the rows of later chunks', () => {
    const csv = ['puzzle,source,SE', `${A},one,2.3`, `${B},two,9.1`].join('\n') + '\n';
    const items = computeInChunks(csv, 'csv', 1);
    expect(items).toEqual(computeWhole(csv, 'csv'));
    expect(items.map((item) => 'puzzle' in item && [item.puzzle.source, item.puzzle.ratings])).toEqual([
      ['one', [{ name: 'SE', text: '2.3' }]],
      ['two', [{ name: 'SE', text: '9.1' }]],
    ]);
  });
});
