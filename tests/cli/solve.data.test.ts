import { describe, expect, it } from 'vitest';
import { makeGridText } from '../../src/core/format/gridText';
import { sharedDataPath } from '../support/data';
import { runPatti } from './run';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
const CONTRADICTORY = '12345678.' + '........9' + '.'.repeat(63);

const jsonLines = (stdout: string): Record<string, unknown>[] =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('patti solve', () => {
  it('solves a puzzle given on the command line', async () => {
    const run = await runPatti(['solve', PUZZLE.replaceAll('.', '0')]);
    expect(run).toEqual({ code: 0, stdout: SOLUTION + '\n', stderr: '' });
  });

  it('prints the four JSON fields in order, one object per line', async () => {
    const run = await runPatti(['solve', '--json', PUZZLE]);
    expect(run.stdout).toBe(JSON.stringify({ puzzle: PUZZLE, status: 'unique', solution: SOLUTION, error: null }) + '\n');
  });

  it('reports none for a contradictory puzzle and exits 1', async () => {
    const run = await runPatti(['solve', '--json', CONTRADICTORY]);
    expect(jsonLines(run.stdout)).toEqual([{ puzzle: CONTRADICTORY, status: 'none', solution: null, error: null }]);
    expect(run.code).toBe(1);
    expect((await runPatti(['solve', CONTRADICTORY])).stdout).toBe('none: no solution\n');
  });

  it('reports multiple for every line of the serg multi-solution set', async () => {
    const run = await runPatti(['solve', '--json', sharedDataPath('serg-multisolution-2000.txt')]);
    const results = jsonLines(run.stdout);
    expect(results).toHaveLength(2000);
    for (const result of results) expect(result).toMatchObject({ status: 'multiple', solution: null, error: null });
    expect(run.code).toBe(1);
  });

  it('reports invalid with the reason and line number for malformed lines in a file', async () => {
    const run = await runPatti(['solve', '--json', 'tests/support/validateMixed.txt']);
    const results = jsonLines(run.stdout);
    expect(results).toHaveLength(14);
    const invalid = results.filter((result) => result.status === 'invalid');
    expect(invalid).toEqual([
      {
        puzzle: null,
        status: 'invalid',
        solution: null,
        error: "line 6: bad character 'x' at position 41 (r5c5); cells are digits 1-9 or one of . 0 * _ -",
      },
      { puzzle: null, status: 'invalid', solution: null, error: 'line 10: expected 81 cells, found 79' },
      { puzzle: null, status: 'invalid', solution: null, error: 'line 14: digit 8 is given twice in row 1: r1c1 and r1c2' },
    ]);
  });

  it('reports a malformed puzzle argument as invalid rather than a missing file', async () => {
    const run = await runPatti(['solve', PUZZLE.slice(0, 80)]);
    expect(run).toEqual({ code: 1, stdout: 'invalid: expected 81 cells, found 80\n', stderr: '' });
  });

  it('reads standard input with -, printed grids included', async () => {
    const run = await runPatti(['solve', '-'], `${makeGridText(PUZZLE as never)}\n\n${PUZZLE}\n`);
    expect(run.stdout).toBe(`${SOLUTION}\n${SOLUTION}\n`);
    expect(run.code).toBe(0);
  });

  it('says which file is missing, and prints help', async () => {
    const missing = await runPatti(['solve', 'no-such-file.txt']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file: no-such-file.txt');
    const help = await runPatti(['solve', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: patti solve <puzzle-or-file> [--json]');
    expect((await runPatti(['solve'])).code).toBe(2);
    expect((await runPatti(['solve', '--jsn', PUZZLE])).code).toBe(2);
  });
});

describe('patti validate', () => {
  it('names exactly the malformed lines of a file, then the summary', async () => {
    const run = await runPatti(['validate', 'tests/support/validateMixed.txt']);
    expect(run.stdout.trim().split('\n')).toEqual([
      "line 6: invalid: bad character 'x' at position 41 (r5c5); cells are digits 1-9 or one of . 0 * _ -",
      'line 10: invalid: expected 81 cells, found 79',
      'line 14: invalid: digit 8 is given twice in row 1: r1c1 and r1c2',
      '11 valid, 3 invalid, 0 multiple, 0 none',
    ]);
    expect(run.code).toBe(1);
  });

  it('counts none and multiple, and exits 0 only when everything is valid and unique', async () => {
    const mixed = await runPatti(['validate', '-'], `${PUZZLE}\n${CONTRADICTORY}\n${'.'.repeat(81)}\n`);
    expect(mixed.stdout.trim().split('\n')).toEqual([
      'line 2: none: no solution',
      'line 3: multiple: more than one solution',
      '1 valid, 0 invalid, 1 multiple, 1 none',
    ]);
    expect(mixed.code).toBe(1);
    const clean = await runPatti(['validate', sharedDataPath('magictour-top1465.txt')]);
    expect(clean).toEqual({ code: 0, stdout: '1465 valid, 0 invalid, 0 multiple, 0 none\n', stderr: '' });
    const empty = await runPatti(['validate', '-'], '\n# nothing\n');
    expect(empty.code).toBe(1);
  });

  it('prints help', async () => {
    const help = await runPatti(['validate', '--help']);
    expect(help.stdout).toContain('Usage: patti validate <file>');
  });
});
