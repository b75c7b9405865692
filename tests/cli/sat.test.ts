import { describe, expect, it } from 'vitest';
import { parseDimacs } from '../../src/core/sat/dimacs';
import { runPatti } from './run';

const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const GIVENS = [...PUZZLE].filter((char) => char !== '.').length;

describe('patti sat', () => {
  it('prints the maximum encoding as DIMACS that parses back with 11,988 + givens clauses', async () => {
    const run = await runPatti(['sat', PUZZLE, '--encoding', 'max', '--dimacs']);
    expect(run.code).toBe(0);
    const cnf = parseDimacs(run.stdout);
    expect(cnf.ok).toBe(true);
    if (cnf.ok) expect(cnf.value.clauses).toHaveLength(11988 + GIVENS);
  });

  it('prints statistics of the minimum encoding with 4 × empty cells at-least-one clauses in the CLD', async () => {
    const run = await runPatti(['sat', PUZZLE]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('encoding    minimum');
    const hist = /k=1\.\.9: ([\d ]+);/.exec(run.stdout)![1]!.split(' ').map(Number);
    expect(hist.reduce((sum, n) => sum + n, 0)).toBe(4 * (81 - GIVENS));
  });

  it('says what is wrong with a bad puzzle or a bad encoding name', async () => {
    const bad = await runPatti(['sat', PUZZLE.slice(0, 80) + 'x']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/position 81/);
    const usage = await runPatti(['sat', PUZZLE, '--encoding', 'tiny']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("not 'tiny'");
  });
});
