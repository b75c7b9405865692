/**
 * Where a source's levels fall on the universal scale, in one sentence per source: "Sudoku of
 * the Day: Beginner to Medium are Easy; Tricky and Fiendish are Medium; Diabolical is split, 51%
 * Medium and 48% Hard." A level belongs to the category that holds at least SPLIT_BELOW of its
 * puzzles; consecutive levels of the same category merge into a range; a level with no such
 * category is split between its two largest.
 */
import { UNIVERSAL_CATEGORIES, type UniversalCategory } from '../rate/universal';
import type { Finding } from './finding';
import { CATEGORY_WORDS, percent } from './findingWords';
import { categoryShares, type LevelSample } from './ladder';

/** A level whose largest category holds less than this share of its puzzles is called split. */
const SPLIT_BELOW = 0.6;

type Placed =
  | { readonly level: string; readonly category: UniversalCategory; readonly split: null }
  | { readonly level: string; readonly category: null; readonly split: readonly [UniversalCategory, UniversalCategory] };

/** One finding for the source whose levels these are (easiest first); none when no level has a category. */
export function placementFindings(samples: readonly LevelSample[]): Finding[] {
  const numbers: Record<string, number> = {};
  const placed: Placed[] = [];
  for (const sample of samples) {
    const shares = categoryShares(sample.categoryCounts);
    if (shares.easy + shares.medium + shares.hard === 0) continue;
    for (const category of UNIVERSAL_CATEGORIES) numbers[`${sample.level} · ${category}`] = shares[category];
    const ranked = [...UNIVERSAL_CATEGORIES].sort(
      (a, b) => shares[b] - shares[a] || UNIVERSAL_CATEGORIES.indexOf(a) - UNIVERSAL_CATEGORIES.indexOf(b),
    );
    const [first, second] = [ranked[0]!, ranked[1]!];
    if (shares[first] >= SPLIT_BELOW) placed.push({ level: sample.level, category: first, split: null });
    else
      placed.push({
        level: sample.level,
        category: null,
        split: UNIVERSAL_CATEGORIES.indexOf(first) < UNIVERSAL_CATEGORIES.indexOf(second) ? [first, second] : [second, first],
      });
  }
  if (placed.length === 0) return [];
  const source = samples[0]!.source;
  const sharesOf = (level: string, category: UniversalCategory): number => numbers[`${level} · ${category}`]!;
  const clauses: string[] = [];
  for (let i = 0; i < placed.length;) {
    const here = placed[i]!;
    if (here.category === null) {
      const [a, b] = here.split;
      clauses.push(
        `${here.level} is split, ${percent(sharesOf(here.level, a))} ${CATEGORY_WORDS[a]} and ${percent(sharesOf(here.level, b))} ${CATEGORY_WORDS[b]}`,
      );
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < placed.length && placed[j + 1]!.category === here.category) j++;
    const word = CATEGORY_WORDS[here.category];
    if (j === i) clauses.push(`${here.level} is ${word}`);
    else if (j === i + 1) clauses.push(`${here.level} and ${placed[j]!.level} are ${word}`);
    else clauses.push(`${here.level} to ${placed[j]!.level} are ${word}`);
    i = j + 1;
  }
  return [{ text: `${source}: ${clauses.join('; ')}.`, chart: 'crosstab', kind: 'placement', source, numbers }];
}
