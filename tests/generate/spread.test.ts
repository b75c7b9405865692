/**
 * The spread holds for 200 puzzles over a range: every stratum gets its share, and the puzzles
 * take at least as many distinct values as there are strata (clue counts, every one reachable;
 * the SE scale's slower case is in tests/cli/generateSpread.data.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { cutStrata, planSpread, spreadBandOf, stratumOf } from '../../src/core/generate/spread';
import { generateInOrder } from '../../src/main/services/generate/generateRun';

async function generate(target: string, count: number, seed: number): Promise<{ value: number; hit: boolean }[]> {
  const settings = {
    count,
    targets: [target],
    symmetry: 'none' as const,
    minimal: false,
    seed,
    jobs: 1,
    budgetMs: 600_000,
    maxAttempts: 100_000,
    spread: 'strata' as const,
  };
  const made: { value: number; hit: boolean }[] = [];
  for await (const { outcome } of generateInOrder(settings)) {
    if (!outcome.ok) throw new Error(outcome.message);
    made.push({ value: outcome.puzzle.replace(/\./g, '').length, hit: outcome.stratum!.hit });
  }
  return made;
}

describe('the spread over 200 puzzles', () => {
  it('fills every clue-count stratum of clues:22-31', async () => {
    const made = await generate('clues:22-31', 200, 9);
    const strata = cutStrata(spreadBandOf('clues:22-31')!, 200);
    expect(strata).toHaveLength(10);
    for (const stratum of strata)
      expect(
        made.filter(({ value }) => value >= stratum.low && value <= stratum.high).length,
        `${stratum.low}-${stratum.high}`,
      ).toBeGreaterThanOrEqual(10);
    expect(new Set(made.map(({ value }) => value)).size).toBe(10);
    // Each puzzle that says it hit its stratum is in it.
    const plan = planSpread(['clues:22-31'], 200, 'strata')!;
    made.forEach(({ value, hit }, index) => {
      const stratum = stratumOf(plan, index, 200);
      if (hit) expect(value >= stratum.low && value <= stratum.high).toBe(true);
    });
  }, 600_000);
});
