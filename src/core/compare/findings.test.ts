import { describe, expect, it } from 'vitest';
import { computeComparison } from './comparison';
import { handTable } from '../../../tests/support/handTable';
import { MAX_SURPRISES } from './surpriseFindings';

const texts = (table: ReturnType<typeof handTable>, metric: 'nhc4' | 'shortPct' = 'nhc4'): string[] =>
  computeComparison(table, { metric }).findings.map((finding) => finding.text);

describe('placement findings', () => {
  it('merges consecutive levels of one category into a range and calls a level under 60% split', () => {
    const table = handTable({
      Daily: {
        Beginner: [1, 2, 3],
        Easy: [1, 2, 3],
        Medium: [2, 2.5, 3],
        Tricky: [4, 5, 6],
        Fiendish: [4, 5, 6],
        Diabolical: [5, 5, 5, 5, 5, 7, 7, 7, 7, 7],
      },
    });
    expect(texts(table)).toContain(
      'Daily: Beginner to Medium are Easy; Tricky and Fiendish are Medium; Diabolical is split, 50% Medium and 50% Hard.',
    );
  });
  it('gives a level with 60% in one category that category, and names one level alone', () => {
    const table = handTable({ Daily: { Easy: [1, 1, 1, 5, 5], Hard: [7, 8, 9] } });
    expect(texts(table)).toContain('Daily: Easy is Easy; Hard is Hard.');
  });
});

describe('order findings', () => {
  it('says the levels are in order when every median is at least the one before', () => {
    const table = handTable({ Daily: { Easy: [1, 2, 3], Medium: [4, 5, 6], Hard: [7, 8, 9] } });
    expect(texts(table)).toContain("Daily's 3 levels are in order of median NHC-4.");
  });
  it('names an adjacent pair the wrong way round, with both medians and the Mann–Whitney p', () => {
    const table = handTable({ Daily: { Easy: [5, 6, 7], Hard: [1, 2, 3] } });
    const found = texts(table);
    // Exact U = 0 for 3 against 3: two-sided p = 2/20.
    expect(found).toContain("Daily's Hard (median NHC-4 2.0) is easier than Easy, the level before it (6.0; Mann–Whitney p = 0.10).");
    expect(found.some((text) => text.includes('are in order'))).toBe(false);
  });
  it('says where two adjacent levels overlap, and not where the test tells them apart', () => {
    const table = handTable({ Daily: { Easy: [1, 2, 3], Medium: [1, 2, 3], Hard: [10, 11, 12, 13, 14, 15] } });
    const found = texts(table);
    expect(found).toContain(
      "Daily's Easy and Medium overlap on NHC-4 (medians 2.0 and 2.0; Mann–Whitney p = 1.00): a puzzle of Medium is harder than one of Easy 50% of the time.",
    );
    expect(found.some((text) => text.includes('Medium and Hard overlap'))).toBe(false);
  });
  it('turns the order round for a metric where lower is harder', () => {
    const table = handTable({ Daily: { Easy: [30, 29, 28], Hard: [20, 19, 18] } }, 'shortPct');
    expect(texts(table, 'shortPct')).toContain("Daily's 2 levels are in order of median short %.");
  });
});

describe('surprise findings', () => {
  it('lists a level named harder whose median is easier, with the chance a puzzle of it is harder', () => {
    const table = handTable({ Alpha: { Easy: [1, 1, 2], Hard: [2, 3, 6] }, Beta: { Easy: [5, 6, 7], Hard: [8, 9, 10] } });
    // Alpha's Hard against Beta's Easy: 6 beats 5, ties 6: (1 + 0.5) / 9.
    expect(texts(table)).toContain(
      "Alpha's Hard (median NHC-4 3.0) is easier than Beta's Easy (6.0): a puzzle of Hard is harder than one of Easy only 17% of the time.",
    );
  });
  it('expects nothing within one source, nor between like names that are close', () => {
    const table = handTable({ Alpha: { Hard: [4, 5, 6], Tough: [4, 6, 7] }, Beta: { Tricky: [4, 5, 7] } });
    expect(computeComparison(table, { metric: 'nhc4' }).findings.filter((finding) => finding.kind === 'surprise')).toEqual([]);
  });
  it('names a level clearly easier than a level of a like name in another source', () => {
    const table = handTable({ Alpha: { Easy: [1, 1, 1], Diabolical: [3, 4, 5] }, Beta: { Easy: [1, 1, 1], Unfair: [6, 7, 8] } });
    expect(texts(table)).toContain(
      "Alpha's Diabolical (median NHC-4 4.0) is easier than Beta's Unfair (7.0), though their names promise the same: " +
        'a puzzle of Diabolical is harder than one of Unfair only 0% of the time.',
    );
  });
  it('sets no level whose name says nothing of difficulty against another source', () => {
    const table = handTable({ Alpha: { 'Level 1': [5, 6, 7], 'Level 2': [8, 9, 10] }, Beta: { Medium: [1, 2, 3], Diabolical: [6, 7, 8] } });
    expect(computeComparison(table, { metric: 'nhc4' }).findings.filter((finding) => finding.kind === 'surprise')).toEqual([]);
  });
  it('orders them strongest first, lists at most the first few and counts the rest in one finding', () => {
    const sources: Record<string, Record<string, number[]>> = {};
    // Each site's Hard is easier than every other site's Easy.
    for (let s = 0; s < 5; s++) sources[`Site ${s}`] = { Easy: [10 + s, 11 + s, 12 + s], Hard: [1 + s, 2 + s, 3 + s] };
    const surprises = computeComparison(handTable(sources), { metric: 'nhc4' }).findings.filter((finding) => finding.kind === 'surprise');
    expect(surprises).toHaveLength(MAX_SURPRISES + 1);
    // 20 pairs Hard against another site's Easy, and 10 pairs each of like names a site apart or more.
    expect(surprises.at(-1)!.text).toBe('And 32 more pairs of levels come out the other way round from their names, each less clearly.');
    const chances = surprises.slice(0, -1).map((finding) => finding.numbers.probabilityHarder!);
    expect(chances).toEqual([...chances].sort((a, b) => a - b));
  });
});

describe('missing ratings', () => {
  it('says once how many puzzles lack the metric, instead of a small-level problem per level', () => {
    const table = handTable({ Daily: { Easy: [1, null, null, null], Medium: [null, null, null, 5], Hard: [7, 8, 9, 9] } });
    const comparison = computeComparison(table, { metric: 'nhc4' });
    expect(comparison.findings[0]!.text).toBe(
      'NHC-4 is not rated for 6 of 12 puzzles: rate them with the NHC-4 rater to see where every level falls.',
    );
    expect(comparison.problems.filter((problem) => problem.kind === 'ERR_SMALL_LEVEL')).toEqual([]);
    expect(comparison.problems.filter((problem) => problem.kind === 'ERR_MISSING_RATINGS')).toHaveLength(1);
  });
  it('still warns about a level that has too few puzzles at all', () => {
    const table = handTable({ Daily: { Easy: [1, 2], Hard: [7, 8, 9] } });
    expect(computeComparison(table, { metric: 'nhc4' }).problems.map((problem) => problem.kind)).toEqual(['ERR_SMALL_LEVEL']);
  });
});

describe('missing ratings of a metric another rater fills', () => {
  it("names the rater by its own short name, not the metric's", () => {
    const table = handTable({ Daily: { Easy: [30, null, 28], Hard: [20, 19, 18] } }, 'shortPct');
    expect(computeComparison(table, { metric: 'shortPct' }).findings[0]!.text).toBe(
      'short % is not rated for 1 of 6 puzzles: rate them with the Clauses rater to see where every level falls.',
    );
  });
});
