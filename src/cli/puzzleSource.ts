import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { MAX_LINE_LENGTH, readTextLines } from '../main/services/library/import/textLines';
import { parsePuzzle } from '../core/format/puzzleText';
import { PuzzleRecordSplitter, splitPuzzleRecords, type PuzzleRecord } from '../core/format/records';
import { UsageError, type CommandIo } from './command';

/** Where a command's puzzles come from: the argument itself, a file, or standard input (`-`). */
export type PuzzleSource =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'file'; readonly path: string } | { readonly kind: 'stdin' };

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
 * The lines of a file or stdin, in constant memory. A line longer than MAX_LINE_LENGTH ends
 * the reading with a message naming it (no puzzle format has such lines; a file without line
 * breaks would otherwise be held whole).
 */
export async function* readInputLines(input: Readable): AsyncGenerator<string> {
  let lineNumber = 0;
  for await (const line of readTextLines(input)) {
    lineNumber++;
    if (line.tooLong !== undefined) {
      throw new Error(
        `line ${lineNumber} is longer than ${MAX_LINE_LENGTH.toLocaleString('en-US')} characters ` +
          `(${line.tooLong.toLocaleString('en-US')}); is this a puzzle file?`,
      );
    }
    yield line.text;
  }
}

/** Refuses a path that is a directory (or missing) before a stream fails on it mid-way. */
export function checkReadableFile(path: string): void {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(path).isDirectory();
  } catch (error) {
    throw new UsageError(
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
  if (isDirectory) throw new UsageError(`${path} is a directory; name a file`);
}

/**
 * The puzzle records of a source, one at a time: files and stdin are read line by line
 * (readInputLines), so a file of any size is never held in memory.
 */
export async function* readPuzzleRecords(source: PuzzleSource, io: CommandIo): AsyncGenerator<PuzzleRecord> {
  if (source.kind === 'text') {
    yield* splitPuzzleRecords(source.text);
    return;
  }
  const input: Readable = source.kind === 'stdin' ? io.stdin : createReadStream(source.path);
  const splitter = new PuzzleRecordSplitter();
  try {
    for await (const line of readInputLines(input)) yield* splitter.push(line);
    yield* splitter.end();
  } finally {
    if (source.kind === 'file') input.destroy();
  }
}
