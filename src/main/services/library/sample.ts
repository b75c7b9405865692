import fs from 'node:fs';
import path from 'node:path';
import { openLibrary } from './store/db';
import { importPuzzleFile, type ImportSummary } from './import/importFile';
import type { RatingsImportProblem, RatingsImportSummary } from './import/importRatings';
import { ImportWriter } from './import/importWriter';
import { writeNamesFromExternalIds } from './store/originEdits';
import { mergeSampleRatings, readSampleRatingsEntry } from './sampleRatings';

/** One shipped file of the sample library and the source it comes from (resources/sample/manifest.json). */
export interface SampleSource {
  readonly file: string;
  readonly source: string;
  readonly url: string | null;
  readonly licence: string;
  readonly note: string;
  /** The source's levels, easiest first. */
  readonly levels: readonly string[];
  /** Level for puzzles the file gives none. */
  readonly level?: string;
  /** How a generated file was made: the seeded `patti generate` command of each level. */
  readonly generate?: SampleGeneration;
  /** The file's id column holds the puzzles' names (the named classics): each puzzle is given its name. */
  readonly namesFromIds?: boolean;
}

/** A generated file is `puzzle,level,<rating column>`, one block of rows per command, in order. */
export interface SampleGeneration {
  /** The rating kept as the file's external rating column: `ratings[rater][field]` of `--jsonl`. */
  readonly rating: { readonly column: string; readonly rater: string; readonly field: string };
  readonly commands: readonly { readonly level: string; readonly command: string }[];
}

/** One `patti generate --jsonl` record as it is printed. */
export interface GeneratedRecord {
  readonly puzzle: string;
  readonly ratings: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export function sampleCsvHeader(generation: SampleGeneration): string {
  return `puzzle,level,${generation.rating.column}`;
}

/** The file's row for one generated puzzle of `level`. */
export function sampleCsvRow(generation: SampleGeneration, level: string, record: GeneratedRecord): string {
  const { rater, field } = generation.rating;
  const value = record.ratings[rater]?.[field];
  if (typeof value !== 'number')
    throw new Error(`a generated record without ratings.${rater}.${field}: ${JSON.stringify(record).slice(0, 200)}`);
  return `${record.puzzle},${level},${value}`;
}

/** The arguments after `patti generate` of a manifest command. */
export function generateArguments(command: string): string[] {
  const words = command.trim().split(/\s+/);
  if (words[0] !== 'patti' || words[1] !== 'generate') throw new Error(`not a patti generate command: ${command}`);
  return words.slice(2);
}

/** Finds resources/sample from this module upwards (source tree, or the built out/main). */
export function findSampleDir(start: string = import.meta.dirname): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'resources', 'sample');
    if (fs.existsSync(path.join(candidate, 'manifest.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`resources/sample/manifest.json not found above ${start}`);
  }
}

export function readSampleManifest(sampleDir: string): SampleSource[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(sampleDir, 'manifest.json'), 'utf8')) as { sources: SampleSource[] };
  return manifest.sources;
}

export interface EnsureSampleLibraryOptions {
  /** The merge of the shipped ratings, once done (see sampleRatings.ts). */
  readonly onRatings?: (summary: RatingsImportSummary) => void;
  /** Each shipped rating left out, e.g. one made by another version of its rater. */
  readonly onRatingsProblem?: (problem: RatingsImportProblem) => void;
}

/**
 * Makes sure a library exists at `dbPath`: when there is no file yet (first start), builds the
 * sample library from the shipped files, with each source named, its licence and its levels in
 * order, and merges the shipped ratings. It is built under a temporary name and renamed at the
 * end, so a crash never leaves a half-built library. An existing file is left alone (opened and
 * migrated by the caller). A shipped rating made by another version of its rater than this
 * Patti's is left out (reported to `onRatingsProblem`), never stored as current: the library is
 * still built, without it.
 * Returns the import summaries, or undefined when the library already existed.
 */
export async function ensureSampleLibrary(
  dbPath: string,
  sampleDir: string = findSampleDir(),
  options: EnsureSampleLibraryOptions = {},
): Promise<ImportSummary[] | undefined> {
  if (fs.existsSync(dbPath)) return undefined;
  fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const building = `${dbPath}.building-${process.pid}`;
  const db = openLibrary(building);
  const summaries: ImportSummary[] = [];
  try {
    for (const sample of readSampleManifest(sampleDir)) {
      db.transaction(() => {
        const writer = new ImportWriter(db);
        const sourceId = writer.writeSource(sample.source);
        db.prepare('UPDATE sources SET url = ?, licence = ?, note = ? WHERE id = ?').run(sample.url, sample.licence, sample.note, sourceId);
        for (const level of sample.levels) writer.writeLevel(sourceId, level);
      })();
      summaries.push(
        await importPuzzleFile(db, path.join(sampleDir, sample.file), {
          source: sample.source,
          ...(sample.level ? { level: sample.level } : {}),
        }),
      );
      if (sample.namesFromIds) writeNamesFromExternalIds(db, sample.source);
    }
    const ratings = readSampleRatingsEntry(sampleDir);
    if (ratings) {
      const merged = await mergeSampleRatings(
        db,
        sampleDir,
        ratings,
        `${building}.ratings.jsonl`,
        options.onRatingsProblem ? { onProblem: options.onRatingsProblem } : {},
      );
      options.onRatings?.(merged);
    }
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    fs.renameSync(building, dbPath);
  } catch (error) {
    if (db.open) db.close();
    throw error;
  } finally {
    for (const suffix of ['', '-wal', '-shm', '.ratings.jsonl']) fs.rmSync(building + suffix, { force: true });
  }
  return summaries;
}
