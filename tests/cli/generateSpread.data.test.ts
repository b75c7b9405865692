/**
 * The generator's spread on the SE scale, through `patti generate` (slow: about a minute on two
 * workers, as the rare ratings of a range take thousands of candidates to find).
 */
import { describe, expect, it } from 'vitest';
import { runPatti } from './run';

describe('patti generate --spread', () => {
  it('spreads ten se:6.0-7.0 puzzles over at least six ratings; --spread none is accepted', async () => {
    const run = await runPatti(['generate', '--count', '10', '--target', 'se:6.0-7.0', '--seed', '5', '--jobs', '2', '--jsonl']);
    expect(run.code).toBe(0);
    const ers = run.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { ratings: { se: { er: number } } }).ratings.se.er);
    expect(ers).toHaveLength(10);
    for (const er of ers) expect(er >= 6 && er <= 7).toBe(true);
    expect(new Set(ers).size).toBeGreaterThanOrEqual(6);
    const none = await runPatti(['generate', '--count', '2', '--target', 'se:6.0-7.0', '--seed', '5', '--spread', 'none', '--jsonl']);
    expect(none.code).toBe(0);
  }, 600_000);
});
