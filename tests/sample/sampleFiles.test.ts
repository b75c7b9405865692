/**
 * The sample library's generated files are what their manifest says: every level's rows come
 * from its seeded `patti generate` command (its first puzzle is made again here, in-process), and
 * the puzzles hold what the commands asked for when rated again from scratch.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { isMinimal } from '../../src/core/generate/dig';
import { hasSymmetry, isSymmetryName } from '../../src/core/generate/symmetry';
import { COST_LEVELS } from '../../src/core/rate/cost';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import {
  findSampleDir,
  generateArguments,
  readSampleManifest,
  sampleCsvHeader,
  sampleCsvRow,
  type GeneratedRecord,
  type SampleSource,
} from '../../src/main/services/library/sample';
import { readSampleRatingsEntry } from '../../src/main/services/library/sampleRatings';
import { runPatti } from '../cli/run';
import { sampleEvery } from '../support/data';

const sampleDir = findSampleDir();
const generated = readSampleManifest(sampleDir).filter(
  (source): source is SampleSource & Required<Pick<SampleSource, 'generate'>> => source.generate !== undefined,
);

interface SampleRow {
  readonly puzzle: string;
  readonly level: string;
  readonly value: number;
}

function readRows(source: SampleSource): { header: string; rows: SampleRow[] } {
  const [header = '', ...lines] = fs.readFileSync(path.join(sampleDir, source.file), 'utf8').trim().split('\n');
  const rows = lines.map((line) => {
    const [puzzle = '', level = '', value = ''] = line.split(',');
    return { puzzle, level, value: Number(value) };
  });
  return { header, rows };
}

/** The value of `--name` in a command's arguments. */
function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index < 0 ? undefined : args[index + 1];
}

/** A command's arguments asking for its first puzzle only, on one worker. */
function firstPuzzleOnly(args: readonly string[]): string[] {
  return args.map((arg, index) => (args[index - 1] === '--count' ? '1' : args[index - 1] === '--jobs' ? '1' : arg));
}

describe('the generated sample files', () => {
  it('there are generated files, and every file of the folder is in the manifest', () => {
    expect(generated.map((source) => source.file).length).toBeGreaterThanOrEqual(3);
    const ratings = readSampleRatingsEntry(sampleDir)?.file;
    const listed = new Set(['manifest.json', ...readSampleManifest(sampleDir).map((source) => source.file), ...(ratings ? [ratings] : [])]);
    expect(fs.readdirSync(sampleDir).filter((name) => !listed.has(name))).toEqual([]);
  });

  for (const source of generated) {
    const { commands } = source.generate;
    describe(source.file, () => {
      const { header, rows } = readRows(source);

      it('holds, level after level in the manifest order, as many rows as each command asks for', () => {
        expect(header).toBe(sampleCsvHeader(source.generate));
        expect(commands.map((command) => command.level)).toEqual(source.levels);
        const expected = commands.flatMap(({ level, command }) =>
          Array<string>(Number(option(generateArguments(command), '--count'))).fill(level),
        );
        expect(rows.map((row) => row.level)).toEqual(expected);
        expect(new Set(rows.map((row) => row.puzzle)).size).toBe(rows.length);
      });

      it.each(commands)(
        'the first $level puzzle is what its command makes',
        async ({ level, command }) => {
          const run = await runPatti(firstPuzzleOnly(['generate', ...generateArguments(command)]));
          expect(run.code, run.stderr).toBe(0);
          const record = JSON.parse(run.stdout.trim()) as GeneratedRecord;
          const first = rows.find((row) => row.level === level)!;
          expect(sampleCsvRow(source.generate, level, record)).toBe(`${first.puzzle},${first.level},${first.value}`);
        },
        120_000,
      );

      it('every tenth puzzle has one solution, the shape its command asks for, and its level when rated again', () => {
        const { rater, field } = source.generate.rating;
        for (const row of sampleEvery(rows, 10)) {
          const args = generateArguments(commands.find((command) => command.level === row.level)!.command);
          const rated = ratePuzzle(row.puzzle, [rater]);
          expect(rated.error, row.puzzle).toBeNull();
          const rating = (rated as unknown as Record<string, Record<string, unknown>>)[rater]!;
          expect(rating[field], row.puzzle).toBe(row.value);
          const symmetry = option(args, '--symmetry');
          if (symmetry !== undefined) expect(isSymmetryName(symmetry) && hasSymmetry(row.puzzle, symmetry), row.puzzle).toBe(true);
          if (args.includes('--minimal')) expect(isMinimal(row.puzzle), row.puzzle).toBe(true);
          expect(levelHolds(rater, row, rating), `${row.puzzle} as ${row.level}`).toBe(true);
        }
      });
    });
  }
});

/** Whether a fresh rating puts the puzzle in its level, read from the level's own definition. */
function levelHolds(rater: string, row: SampleRow, rating: Record<string, unknown>): boolean {
  switch (rater) {
    case 'cost': {
      const band = COST_LEVELS.find((candidate) => candidate.level === row.level)!;
      return rating.level !== 'Beyond Diabolical' && row.value >= band.low && row.value <= band.high;
    }
    case 'hodoku':
      return rating.level === row.level.toLowerCase();
    case 'se': {
      const [low, high] = row.level.replace(/^ER /, '').split('-').map(Number) as [number, number];
      return row.value >= low && row.value <= high;
    }
    default:
      throw new Error(`no level check for rater ${rater}`);
  }
}
