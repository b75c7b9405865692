/** `patti db show` prints each rating's values, and `db list --sort <rater>` sorts by its main value. */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeSortFields, parseSortKey } from '../../src/cli/commands/dbList';
import { generatePuzzles } from '../support/generatedPuzzles';
import { runPatti } from './run';

describe('ratings as the CLI prints and sorts them', () => {
  it('shows the values of each rating and sorts by a rater id', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-show-ratings-'));
    const db = path.join(dir, 'lib.db');
    const file = path.join(dir, 'p.txt');
    fs.writeFileSync(file, `${generatePuzzles(6, 41).join('\n')}\n`);
    expect((await runPatti(['db', 'import', file, '--db', db])).code).toBe(0);
    expect((await runPatti(['db', 'rate', '--raters', 'grader', '--db', db])).code).toBe(0);

    const shown = await runPatti(['db', 'show', '1', '--db', db]);
    expect(shown.stdout).toMatch(/^rating {4}grader = [\d.]+ \(grader [\d.]+, strategic [\d.]+, procedural [\d.]+\) \(engine \d+, /m);

    const listed = await runPatti(['db', 'list', '--sort', 'grader', '--db', db]);
    expect(listed.stderr).toBe('6 of 6 puzzles (offset 0)\n');
    const scores = listed.stdout
      .trim()
      .split('\n')
      .map((line) => Number(line.split('\t').at(-1)));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('reads a rater id as its main field, and leaves other keys as given', () => {
    expect(parseSortKey('se')).toEqual({ rater: 'se', path: '$.er' });
    expect(parseSortKey('se@ep')).toEqual({ rater: 'se', path: '$.ep' });
    expect(parseSortKey('ext:SE')).toEqual({ rater: 'SE', external: true });
    expect(parseSortKey('clues')).toBe('clues');
  });

  it('names the fields of a rater without a single value, and nothing for one that has it', () => {
    expect(describeSortFields(parseSortKey('alone'))).toMatch(/^alone has no single value to sort by; name one of its fields: alone@/);
    expect(describeSortFields(parseSortKey('se'))).toBeUndefined();
  });
});
