import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { parsePuzzle } from '../core/format/puzzleText';
import { PuzzleRecordSplitter, splitPuzzleRecords, type PuzzleRecord } from '../core/format/records';
import { UsageError, type CommandIo } from './command';

/** Where a command's puzzles come from: the argument itself, a file, or standard input (`-`). */
export type PuzzleSource =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'stdin' };

/**
 * Reads a `<puzzle-or-file>` argument: `-` is stdin; a string that parses as a puzzle is a
 * puzzle; an existing path is a file; anything else made of puzzle characters is a (bad)
 * puzzle, reported as invalid; the rest is a missing file.
 */
export function resolvePuzzleSource(argument: string): PuzzleSource {
  if (argument === '-') return { kind: 'stdin' };
  if (parsePuzzle(argument).ok) return { kind: 'text', text: argument };
  if (isFile(argument)) return { kind: 'file', path: argument };
  if (argument.includes('\n') || argument.length >= 81 || /^[0-9.*_\-|+\s]+$/.test(argument)) return { kind: 'text', text: argument };
  throw new UsageError(`no such file: ${argument}`);
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Whether messages should say which line a record came from (they do for files and stdin). */
export const hasLineNumbers = (source: PuzzleSource): boolean => source.kind !== 'text';

/**
 * The puzzle records of a source, one at a time: files and stdin are read line by line
 * (node:readline), so a file of any size is never held in memory.
 */
export async function* readPuzzleRecords(source: PuzzleSource, io: CommandIo): AsyncGenerator<PuzzleRecord> {
  if (source.kind === 'text') {
    yield* splitPuzzleRecords(source.text);
    return;
  }
  const input: Readable = source.kind === 'stdin' ? io.stdin : createReadStream(source.path, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Infinity });
  const splitter = new PuzzleRecordSplitter();
  try {
    for await (const line of lines) yield* splitter.push(line);
    yield* splitter.end();
  } finally {
    lines.close();
    if (source.kind === 'file') input.destroy();
  }
}
