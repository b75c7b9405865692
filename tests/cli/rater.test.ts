/**
 * `patti rater` end to end, in-process: a set made from a preset without a technique, used by
 * `rate`, `explain`, `generate` and `db rate`; its JSON round trip; and each bad input's message.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestLibrary } from '../support/jobsLibrary';
import { openLibrary } from '../../src/main/services/library/store/db';
import { writeJobStatus, writeNewJob } from '../../src/main/services/library/store/jobs';
import { makeRateJobParameters } from '../../src/main/services/jobs/rateJob';
import { runPatti } from './run';

/** Puzzles of the bundled sample whose HoDoKu solve takes an XY-wing. */
const XY_WING_PUZZLES = [
  '.8.62...1.......8.7.23.1.....17....9.3.....7.2....83.....1.92.5.1.......6...34.1.',
  '....61.356...2.1....93.....1.3.7.5.9.6.1.9.7.9.2.5.4.1.....67....6.9...234.21....',
];

let dir: string;
let db: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-rater-'));
  db = path.join(dir, 'library.db');
  makeTestLibrary(db, XY_WING_PUZZLES).close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rater = (...args: string[]) => runPatti(['rater', ...args, '--db', db]);

function expectUsageError(run: { code: number; stderr: string }, words: string): void {
  expect(run.code).toBe(2);
  expect(run.stderr.split('\n')[0]).toBe(`patti rater: ${words}`);
}

describe('patti rater', () => {
  it('creates a set from a preset without a technique, lists and shows it', async () => {
    const created = await rater('create', 'noxy', '--from', 'hodoku', '--without', 'xy-wing');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^custom:noxy created \(65 techniques, fold sum, identity [0-9a-f]{16}\)\n$/);
    const listed = await rater('list');
    expect(listed.stdout).toMatch(/^custom:noxy\tfrom hodoku\tsum\t65 techniques\t[0-9a-f]{16}\n$/);
    const shown = await rater('show', 'noxy');
    expect(shown.stdout).toContain('noxy: from hodoku, fold sum');
    expect(shown.stdout).not.toMatch(/ xy-wing /);
    expect(shown.stdout).toMatch(/ als-xy-wing /);
    expect(shown.stdout).toContain('xyz-wing');
  });

  it('writes with show --json the JSON that --from-file reads', async () => {
    const json = await rater('show', 'noxy', '--json');
    const file = path.join(dir, 'noxy.json');
    writeFileSync(file, json.stdout);
    expect((await rater('create', 'copy', '--from-file', file)).code).toBe(0);
    const copy = JSON.parse((await rater('show', 'copy', '--json')).stdout) as Record<string, unknown>;
    expect(copy).toEqual({ ...(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>), name: 'copy' });
    expect((await rater('delete', 'copy')).stdout).toBe('custom:copy deleted (its ratings stay in the library)\n');
    expect((await rater('show', 'copy')).code).toBe(1);
  });

  it('rates with the set: one {"custom:NAME": {score, techniques}} per puzzle', async () => {
    const input = path.join(dir, 'puzzles.txt');
    writeFileSync(input, XY_WING_PUZZLES.join('\n') + '\n');
    const run = await runPatti(['rate', input, '--raters', 'custom:noxy,hodoku', '--jsonl', '--db', db]);
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, { score: number; techniques: Record<string, number> }>);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const custom = line['custom:noxy']!;
      expect(typeof custom.score).toBe('number');
      expect(custom.techniques['xy-wing']).toBeUndefined();
      expect(Object.values(custom.techniques).reduce((a, b) => a + b, 0)).toBeGreaterThan(20);
    }
  });

  it('explains with the set: no step uses the removed technique', async () => {
    for (const puzzle of XY_WING_PUZZLES) {
      const preset = JSON.parse((await runPatti(['explain', puzzle, '--techniques', 'hodoku', '--json'])).stdout) as {
        steps: { technique: string }[];
      };
      expect(preset.steps.some((step) => step.technique === 'xy-wing')).toBe(true);
      const run = await runPatti(['explain', puzzle, '--techniques', 'custom:noxy', '--json', '--db', db]);
      const trace = JSON.parse(run.stdout) as { outcome: string; steps: { technique: string }[] };
      expect(trace.steps.length).toBeGreaterThan(0);
      expect(trace.steps.some((step) => step.technique === 'xy-wing')).toBe(false);
    }
  });

  it('generates to a custom target like any target', async () => {
    const run = await runPatti([
      'generate',
      '--target',
      'custom:noxy:300-600',
      '--count',
      '2',
      '--seed',
      '5',
      '--jsonl',
      '--db',
      db,
      '--budget-s',
      '120',
    ]);
    expect(run.code).toBe(0);
    const made = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { ratings: Record<string, { score: number }> });
    expect(made).toHaveLength(2);
    for (const puzzle of made) {
      expect(puzzle.ratings['custom:noxy']!.score).toBeGreaterThanOrEqual(300);
      expect(puzzle.ratings['custom:noxy']!.score).toBeLessThanOrEqual(600);
    }
  });

  it('rates the library with the set and finds its ratings stale after an edit', async () => {
    const first = await runPatti(['db', 'rate', '--db', db, '--raters', 'custom:noxy', '--jobs', '1']);
    expect(first.stdout).toMatch(/job \d+ done: 2 rated, 0 failed, of 2/);
    expect((await runPatti(['db', 'rate', '--db', db, '--raters', 'custom:noxy', '--jobs', '1'])).stdout).toMatch(
      /all 2 chosen puzzles have current ratings from custom:noxy/,
    );
    const edited = await rater('create', 'noxy', '--from', 'hodoku', '--without', 'xy-wing', '--value', 'x-wing=900', '--replace');
    expect(edited.stdout).toMatch(/custom:noxy replaced; its earlier ratings are stale/);
    const jobs = JSON.parse((await runPatti(['db', 'jobs', '--db', db, '--json'])).stdout) as { stale: { rater: string; stale: number }[] };
    expect(jobs.stale).toContainEqual({ rater: 'custom:noxy', stale: 2 });
    const again = await runPatti(['db', 'rate', '--db', db, '--raters', 'custom:noxy', '--stale', '--jobs', '1']);
    expect(again.stdout).toMatch(/job \d+ done: 2 rated, 0 failed, of 2/);
  });

  it('says what is wrong with bad input', async () => {
    expectUsageError(
      await rater('create', 'bad', '--from', 'hodoku', '--without', 'xy-wnig'),
      "unknown technique 'xy-wnig' (did you mean xy-wing?)",
    );
    expectUsageError(
      await rater('create', 'bad', '--from', 'hodoku', '--value', 'x-wing=-2'),
      "x-wing's value is -2; values must be 0 or more",
    );
    expectUsageError(await rater('create', 'bad', '--from', 'kaggle'), "unknown preset 'kaggle' (use se, sukaku, sotd, grader, hodoku)");
    expectUsageError(
      await rater('create', 'noxy', '--from', 'hodoku'),
      "a set named 'noxy' is saved already; add --replace to change it, or choose another name",
    );
    const twice = path.join(dir, 'twice.json');
    writeFileSync(
      twice,
      JSON.stringify({
        base: 'se',
        fold: 'hardest',
        techniques: [
          { id: 'x-wing', value: 3.2 },
          { id: 'naked-single', value: 2.3 },
          { id: 'x-wing', value: 3 },
        ],
      }),
    );
    expectUsageError(
      await rater('create', 'bad', '--from-file', twice),
      `${twice}: x-wing is in the order twice (places 1 and 3), so the order would go round in a cycle: list each technique once`,
    );
    const empty = path.join(dir, 'empty.json');
    writeFileSync(empty, JSON.stringify({ base: 'se', fold: 'hardest', techniques: [] }));
    expectUsageError(await rater('create', 'bad', '--from-file', empty), `${empty}: set 'bad' has no techniques: a set needs at least one`);
    const unknownSet = await runPatti(['rate', '-', '--raters', 'custom:nosuch', '--db', db]);
    expect(unknownSet.code).toBe(2);
    expect(unknownSet.stderr).toContain("no custom set 'nosuch' in");
  });

  it('keeps a set that a running rate job rates with', async () => {
    const library = openLibrary(db);
    const parameters = makeRateJobParameters({ raterIds: ['custom:noxy'], options: {}, selection: {}, staleOnly: false });
    const jobId = writeNewJob(library, 'rate', parameters, [1]);
    writeJobStatus(library, jobId, 'running');
    library.close();
    const refused = await rater('delete', 'noxy');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `patti rater: set 'noxy' is in use by rate job ${jobId}, which is running: wait for it to finish or pause it, then delete the set\n`,
    );
    const reopened = openLibrary(db);
    writeJobStatus(reopened, jobId, 'cancelled');
    reopened.close();
    expect((await rater('delete', 'noxy')).code).toBe(0);
  });

  it('says where a set that cannot finish a puzzle stopped', async () => {
    expect(
      (
        await rater(
          'create',
          'pairs',
          '--from',
          'sotd',
          '--without',
          'x-wing',
          '--without',
          'swordfish',
          '--without',
          'cell-forcing-chain',
          '--without',
          'unit-forcing-chain',
        )
      ).code,
    ).toBe(0);
    const hard = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
    const run = await runPatti(['explain', hard, '--techniques', 'custom:pairs', '--db', db]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /custom:pairs: no rating: none of the set's techniques applies after \d+ steps; where it stopped:\n(.+\n){9}/,
    );
  });
});
