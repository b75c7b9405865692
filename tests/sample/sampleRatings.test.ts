/**
 * The sample's shipped ratings are what the current raters give: one line per sample puzzle, each
 * rater's current version and defaults, and a spread of the sample rated again here gives exactly
 * the shipped values. A changed rater fails this test until the ratings are made again
 * (`npx tsx scripts/buildSampleFiles.ts --only ratings.jsonl.gz`); the data suite rates the
 * whole sample again (sampleRatings.data.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { findRater } from '../../src/core/rate/registry';
import { makeRaterParameters } from '../../src/main/services/jobs/ratingRows';
import { findSampleDir, readSampleManifest } from '../../src/main/services/library/sample';
import {
  readSampleRatingsEntry,
  readShippedRatings,
  shippedRaterIds,
  type ShippedRatingLine,
} from '../../src/main/services/library/sampleRatings';
import { readSampleLines, sampleEvery } from '../support/data';

const sampleDir = findSampleDir();
const entry = readSampleRatingsEntry(sampleDir);
const shipped = entry ? readShippedRatings(sampleDir, entry) : [];
const raters = entry ? shippedRaterIds(entry.command) : [];

/** The raters the famous named puzzles are rated again with here: SE takes from seconds to half a minute on most of them. */
const CHEAP_RATERS = ['nhc4', 'cld', 'cost', 'hodoku'];
/** The named puzzles SE rates in under a second on a free core (Golden Nugget takes half a minute). */
const SE_QUICK_CLASSICS = ['tarx0134', "Inkala 2012 (World's Hardest)"];

/** Every sample puzzle, file after file in manifest order, with the file it is in and its name when it has one. */
function samplePuzzles(): { file: string; puzzle: string; name?: string }[] {
  return readSampleManifest(sampleDir).flatMap((source) => {
    const [header = '', ...rows] = readSampleLines(source.file);
    const delimiter = header.includes('\t') ? '\t' : ',';
    const columns = header.split(delimiter);
    return rows.map((row) => {
      const cells = row.split(delimiter);
      const name = cells[columns.indexOf('name')];
      return { file: source.file, puzzle: cells[columns.indexOf('puzzle')]!, ...(name !== undefined ? { name } : {}) };
    });
  });
}

/** The values a rater gives now, as they are stored (JSON), beside the shipped ones. */
function ratedAgain(line: ShippedRatingLine, ids: readonly string[]): { now: Record<string, string>; shipped: Record<string, string> } {
  const row = ratePuzzle(line.puzzle, ids);
  expect(row.error, line.puzzle).toBeNull();
  return {
    now: Object.fromEntries(ids.map((id) => [id, JSON.stringify(row[id])])),
    shipped: Object.fromEntries(ids.map((id) => [id, JSON.stringify(line[id])])),
  };
}

describe('the sample library’s shipped ratings', () => {
  const puzzles = samplePuzzles();

  it('are listed in the manifest, and rate with NHC-4, SE, HoDoKu, the cost score and the short-clause share', () => {
    expect(entry?.file).toBe('ratings.jsonl.gz');
    // The Library's default columns, its Universal column (NHC-4) and Compare's default view read these.
    expect([...raters].sort()).toEqual(['cld', 'cost', 'hodoku', 'nhc4', 'se']);
  });

  it('hold one line for every sample puzzle, in the files’ order, with a value of every rater', () => {
    expect(puzzles.length).toBeGreaterThan(2400);
    expect(shipped.map((line) => line.puzzle)).toEqual(puzzles.map((puzzle) => puzzle.puzzle));
    for (const line of shipped) {
      for (const id of raters) expect(line[id], `${id} of ${line.puzzle}`).toBeTypeOf('object');
      expect(Object.keys(line.engine).sort(), line.puzzle).toEqual([...raters].sort());
      expect(Object.keys(line).sort(), line.puzzle).toEqual(['engine', 'puzzle', ...raters].sort());
    }
  });

  it('were made by each rater’s current version with its default parameters', () => {
    for (const id of raters) {
      const rater = findRater(id)!;
      const defaults = JSON.parse(makeRaterParameters(rater, {})) as unknown;
      for (const line of shipped) {
        expect(line.engine[id]?.version, `${id} version of ${line.puzzle}`).toBe(rater.version);
        expect(line.engine[id]?.parameters, `${id} parameters of ${line.puzzle}`).toEqual(defaults);
      }
    }
  });

  it('are what the raters give now, for every tenth generated puzzle', () => {
    const generated = shipped.filter((_, index) => puzzles[index]?.name === undefined);
    const spread = sampleEvery(generated, 10);
    expect(spread.length).toBeGreaterThanOrEqual(240);
    for (const line of spread) {
      const { now, shipped: before } = ratedAgain(line, raters);
      expect(now, line.puzzle).toEqual(before);
    }
  });

  it('are what the raters give now for the named classics (SE on the quick ones)', () => {
    const named = shipped.flatMap((line, index) => (puzzles[index]?.name !== undefined ? [{ line, name: puzzles[index].name }] : []));
    expect(named.map((classic) => classic.name)).toEqual(expect.arrayContaining(['Golden Nugget', ...SE_QUICK_CLASSICS]));
    for (const { line, name } of named) {
      const ids = [...CHEAP_RATERS, ...(SE_QUICK_CLASSICS.includes(name) ? ['se'] : [])];
      const { now, shipped: before } = ratedAgain(line, ids);
      expect(now, name).toEqual(before);
    }
  });
});
