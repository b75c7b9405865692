import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { hodokuFishOrder } from '../simulate/hodokuInstanceOrder';
import { customTechniqueSet, findCustomRater, useCustomSets, type CustomRating } from './customRater';
import { customSetIdentity, derivedCustomSet, presetCustomSet, readCustomSet, type CustomSet } from './customSet';
import { ratePuzzle } from './ratePuzzle';

const SAMPLE = path.join(__dirname, '../../../resources/sample');

/** The puzzle column of a bundled sample file. */
function samplePuzzles(file: string): string[] {
  return readFileSync(path.join(SAMPLE, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]!);
}

const must = (result: ReturnType<typeof readCustomSet>): CustomSet => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const messageOf = (result: ReturnType<typeof readCustomSet>): string => (result.ok ? 'accepted' : result.error.message);

describe('a set equal to a preset', () => {
  const sets = (['se', 'hodoku', 'sotd', 'grader'] as const).map((base) => presetCustomSet(`same-as-${base}`, base));
  const puzzles = [
    ...samplePuzzles('hodoku-levels.csv').slice(0, 200),
    ...samplePuzzles('sotd-levels.csv').filter((_, index) => index % 15 === 0),
  ];

  it('rates exactly as the preset on the bundled sample', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(290);
    const ids = sets.map((set) => `custom:${set.name}`);
    let finished = 0;
    for (const puzzle of puzzles) {
      const row = ratePuzzle(puzzle, ['se', 'hodoku', 'cost', 'grader', ...ids], { customSets: sets });
      expect(row.error).toBeNull();
      const custom = (base: string) => row[`custom:same-as-${base}`] as CustomRating;
      const se = row.se as { er: number };
      // Sudoku Explainer's "not solved" is 20.0; the set says it cannot finish instead.
      expect(custom('se').score ?? 20).toBe(se.er);
      expect(custom('hodoku').score).toBe((row.hodoku as { score: number }).score);
      const cost = row.cost as { score: number; level: string };
      if (custom('sotd').score === undefined) expect(cost.level).toBe('Beyond Diabolical');
      else expect(custom('sotd').score).toBe(cost.score);
      expect(custom('grader').score ?? 7).toBe((row.grader as { strategic: number }).strategic);
      if (custom('sotd').score !== undefined) finished++;
    }
    expect(finished).toBeGreaterThan(200);
  });
});

describe('removing a technique', () => {
  const full = presetCustomSet('full', 'se');
  const removed = ['xy-wing', 'x-wing', 'naked-pair', 'hidden-pair', 'pointing'] as const;
  const smaller = removed.map((id) => must(derivedCustomSet(`without-${id}`, 'se', { without: [id] })));
  const puzzles = samplePuzzles('se-bands.csv').filter((_, index) => index % 8 === 0);

  it('never makes a puzzle easier under the hardest-step fold', () => {
    const sets = [full, ...smaller];
    let harder = 0;
    for (const puzzle of puzzles) {
      const row = ratePuzzle(
        puzzle,
        sets.map((set) => `custom:${set.name}`),
        { customSets: sets },
      );
      const scoreOf = (set: CustomSet) => (row[`custom:${set.name}`] as CustomRating).score ?? Number.POSITIVE_INFINITY;
      for (const set of smaller) {
        expect(scoreOf(set), `${set.name} on ${puzzle}`).toBeGreaterThanOrEqual(scoreOf(full));
        if (scoreOf(set) > scoreOf(full)) harder++;
      }
    }
    // The check means something only if some removals did change a rating.
    expect(harder).toBeGreaterThan(0);
  });

  it('leaves no step of the removed technique in the solve', () => {
    const withoutXy = smaller[0]!;
    for (const puzzle of puzzles.slice(0, 60)) {
      const trace = solveLogically(asPuzzle(puzzle), customTechniqueSet(withoutXy));
      expect(trace.steps.some((step) => step.technique === 'xy-wing')).toBe(false);
    }
  });
});

describe('the order of trial', () => {
  it("follows the set's order, keeps a preset's shared searches whole and adds techniques at their place", () => {
    const hodoku = presetCustomSet('h', 'hodoku');
    const moved = {
      ...hodoku,
      techniques: [hodoku.techniques.find((t) => t.id === 'naked-pair')!, ...hodoku.techniques.filter((t) => t.id !== 'naked-pair')],
    };
    expect(customTechniqueSet(moved).tiers[0]).toBe('naked-pair');
    // A technique the preset takes in HoDoKu's own instance order keeps that order where it goes.
    const fish = {
      ...hodoku,
      techniques: [hodoku.techniques.find((t) => t.id === 'x-wing')!, ...hodoku.techniques.filter((t) => t.id !== 'x-wing')],
    };
    expect(customTechniqueSet(fish).tiers[0]).toEqual({ strategy: 'x-wing', accepts: ['x-wing'], instanceOrder: hodokuFishOrder });
    const se = must(derivedCustomSet('s', 'se', { without: ['nice-loop'], values: ['w-wing=4.4'] }));
    const tiers = customTechniqueSet(se).tiers;
    expect(tiers.at(-1)).toBe('w-wing');
    // SE's chains are one search: without nice loops it still finds the other chains, in one tier.
    expect(tiers).toContainEqual({ strategy: 'aic', accepts: ['x-cycle', 'x-chain', 'xy-cycle', 'xy-chain', 'aic'] });
  });
});

describe('a set that cannot finish a puzzle', () => {
  it('says so, with no score, a reason and the position where it stopped', () => {
    const singles = must(readCustomSet({ name: 'singles', base: 'se', fold: 'hardest', techniques: [{ id: 'naked-single', value: 1 }] }));
    useCustomSets([singles]);
    const puzzle = samplePuzzles('se-bands.csv').at(-1)!;
    const row = ratePuzzle(puzzle, ['custom:singles']);
    const rating = row['custom:singles'] as CustomRating;
    expect(rating.score).toBeUndefined();
    expect(rating.unfinished?.reason).toMatch(/none of the set's techniques applies after \d+ steps/);
    const rows = rating.unfinished!.position.split('\n');
    expect(rows).toHaveLength(9);
    expect(rating.unfinished!.position).toMatch(/\{\d+\}/);
  });
});

describe('levels and folds', () => {
  it('names the level by cut points and sums values under the sum folds', () => {
    const set = must(
      readCustomSet({
        name: 'counted',
        base: 'hodoku',
        fold: 'sum',
        techniques: presetCustomSet('x', 'hodoku').techniques,
        levels: [{ name: 'Gentle', upTo: 500 }, { name: 'Tough' }],
      }),
    );
    const density = { ...set, name: 'dense', fold: 'sum-density' as const };
    useCustomSets([set, density]);
    const puzzle = samplePuzzles('hodoku-levels.csv')[0]!;
    const row = ratePuzzle(puzzle, ['custom:counted', 'custom:dense', 'hodoku']);
    const counted = row['custom:counted'] as CustomRating;
    expect(counted.score).toBe((row.hodoku as { score: number }).score);
    expect(counted.level).toBe(counted.score! <= 500 ? 'Gentle' : 'Tough');
    const uses = Object.values(counted.techniques).reduce((a, b) => a + b, 0);
    expect(uses).toBeGreaterThan(0);
    const dense = row['custom:dense'] as CustomRating;
    // Candidates per empty cell at the start lie between 1 and 9.
    expect(dense.score!).toBeGreaterThan(counted.score!);
    expect(dense.score!).toBeLessThan(counted.score! * 9);
  });
});

describe('identity', () => {
  it('changes with the content, not with the name, and makes another rater version', () => {
    const a = presetCustomSet('a', 'hodoku');
    const renamed = { ...a, name: 'b' };
    const edited = must(derivedCustomSet('a', 'hodoku', { values: ['x-wing=150'] }));
    expect(customSetIdentity(renamed)).toBe(customSetIdentity(a));
    expect(customSetIdentity(edited)).not.toBe(customSetIdentity(a));
    useCustomSets([a]);
    const before = findCustomRater('custom:a')!.version;
    useCustomSets([edited]);
    expect(findCustomRater('custom:a')!.version).not.toBe(before);
  });
});

describe('bad input', () => {
  const good = { name: 'ok', base: 'se', fold: 'hardest', techniques: [{ id: 'naked-single', value: 2.3 }] };

  it('names an unknown technique and the closest one', () => {
    expect(messageOf(readCustomSet({ ...good, techniques: [{ id: 'xy-wnig', value: 1 }] }))).toBe(
      "unknown technique 'xy-wnig' (did you mean xy-wing?)",
    );
    expect(messageOf(derivedCustomSet('n', 'hodoku', { without: ['x-wign'] }))).toBe("unknown technique 'x-wign' (did you mean x-wing?)");
  });

  it('refuses a technique placed twice in the order', () => {
    const twice = [
      { id: 'naked-single', value: 1 },
      { id: 'x-wing', value: 3 },
      { id: 'naked-single', value: 2 },
    ];
    expect(messageOf(readCustomSet({ ...good, techniques: twice }))).toBe(
      'naked-single is in the order twice (places 1 and 3), so the order would go round in a cycle: list each technique once',
    );
  });

  it('refuses a negative value', () => {
    expect(messageOf(readCustomSet({ ...good, techniques: [{ id: 'x-wing', value: -3 }] }))).toBe(
      "x-wing's value is -3; values must be 0 or more",
    );
    expect(messageOf(derivedCustomSet('n', 'hodoku', { values: ['x-wing=-1'] }))).toBe("x-wing's value is -1; values must be 0 or more");
  });

  it('refuses an empty set', () => {
    expect(messageOf(readCustomSet({ ...good, techniques: [] }))).toBe("set 'ok' has no techniques: a set needs at least one");
  });

  it('names a bad base, fold, name or level', () => {
    expect(messageOf(readCustomSet({ ...good, base: 'kaggle' }))).toBe(
      'unknown base preset "kaggle" (use se, sukaku, sotd, grader, hodoku)',
    );
    expect(messageOf(readCustomSet({ ...good, fold: 'max' }))).toBe('unknown fold "max" (use hardest, sum, sum-density)');
    expect(messageOf(readCustomSet({ ...good, name: 'Has Space' }))).toMatch(/^'Has Space' is not a set name/);
    expect(messageOf(readCustomSet({ ...good, levels: [{ name: 'Easy', upTo: 5 }, { name: 'Hard', upTo: 3 }, { name: 'Top' }] }))).toBe(
      "level 'Hard' ends at 3, not above 'Easy' (5): cut points must rise",
    );
    expect(messageOf(derivedCustomSet('n', 'hodoku', { without: ['wxyz-wing'] }))).toBe(
      'wxyz-wing is not in the hodoku preset, so it cannot be removed',
    );
  });
});
