/**
 * The sample library's shipped ratings: Patti's own ratings of every sample puzzle, made by
 * `patti rate --jsonl --engine` with each rater's defaults and merged into the library on first
 * start, so the Library's columns and Compare's charts are filled without a rate job. Rating the
 * sample on first start would take minutes (SE on the famous named puzzles alone takes tens of
 * seconds), so the ratings ship with it. The file is gzipped JSON lines: as plain text it is
 * several times the size of the puzzle files themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { findRater } from '../../../core/rate/registry';
import type { LibraryWriter } from './store/db';
import { importRatingsFile, type RatingsImportProblem, type RatingsImportSummary } from './import/importRatings';

/** manifest.json's `ratings`: the shipped ratings file and the command that makes its lines. */
export interface SampleRatingsEntry {
  /** The gzipped JSON-lines file beside the manifest. */
  readonly file: string;
  readonly note: string;
  /** `patti rate {file} …`, run on each sample file in manifest order ({file} is its path). */
  readonly command: string;
}

/** One shipped line: the puzzle, each rater's value, and each rater's version and parameters. */
export interface ShippedRatingLine {
  readonly puzzle: string;
  readonly engine: Readonly<Record<string, { readonly version: number; readonly parameters: Readonly<Record<string, unknown>> }>>;
  readonly [rater: string]: unknown;
}

const FILE_PLACEHOLDER = '{file}';

export function readSampleRatingsEntry(sampleDir: string): SampleRatingsEntry | undefined {
  const manifest = JSON.parse(fs.readFileSync(path.join(sampleDir, 'manifest.json'), 'utf8')) as { ratings?: SampleRatingsEntry };
  return manifest.ratings;
}

/** The arguments after `patti rate` of the manifest's command, for the sample file at `file`. */
export function rateArguments(command: string, file: string): string[] {
  const words = command.trim().split(/\s+/);
  if (words[0] !== 'patti' || words[1] !== 'rate') throw new Error(`not a patti rate command: ${command}`);
  if (!words.includes(FILE_PLACEHOLDER)) throw new Error(`the rate command names no ${FILE_PLACEHOLDER}: ${command}`);
  return words.slice(2).map((word) => (word === FILE_PLACEHOLDER ? file : word));
}

/** The raters the manifest's command rates with (its --raters). */
export function shippedRaterIds(command: string): string[] {
  const words = command.trim().split(/\s+/);
  const list = words[words.indexOf('--raters') + 1];
  if (!words.includes('--raters') || list === undefined) throw new Error(`the rate command names no --raters: ${command}`);
  return list.split(',');
}

/**
 * A `patti rate --jsonl --engine` line as it is shipped: without the echoed file columns and the
 * empty error, which the importer does not need. A line holding an error is refused here, so a
 * remade file never ships a puzzle without its ratings.
 */
export function shippedLine(printed: string): string {
  const { fields: _fields, error, ...rest } = JSON.parse(printed) as Record<string, unknown>;
  if (error !== null && error !== undefined) throw new Error(`a sample puzzle could not be rated: ${printed.slice(0, 300)}`);
  if (rest.engine === undefined) throw new Error(`a rate line without "engine" (rate with --engine): ${printed.slice(0, 200)}`);
  return JSON.stringify(rest);
}

/** The shipped lines, in the file's order. */
export function readShippedRatings(sampleDir: string, entry: SampleRatingsEntry): ShippedRatingLine[] {
  return gunzipSync(fs.readFileSync(path.join(sampleDir, entry.file)))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ShippedRatingLine);
}

export interface MergeSampleRatingsOptions {
  /** Each line or rating left out (a rater's version changed since the file was made, …). */
  readonly onProblem?: (problem: RatingsImportProblem) => void;
}

/**
 * Merges the shipped ratings into `db` (the library being built) with the ratings importer, which
 * checks each rating's engine version: a rating made by another version of its rater than this
 * Patti's is reported and left out, never stored as current. The file is unpacked beside the
 * library first (the importer reads a plain file) and removed after.
 */
export async function mergeSampleRatings(
  db: LibraryWriter,
  sampleDir: string,
  entry: SampleRatingsEntry,
  unpackTo: string,
  options: MergeSampleRatingsOptions = {},
): Promise<RatingsImportSummary> {
  fs.writeFileSync(unpackTo, gunzipSync(fs.readFileSync(path.join(sampleDir, entry.file))));
  try {
    return await importRatingsFile(db, unpackTo, { findRater, ...(options.onProblem ? { onProblem: options.onProblem } : {}) });
  } finally {
    fs.rmSync(unpackTo, { force: true });
  }
}
