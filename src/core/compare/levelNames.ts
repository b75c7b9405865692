/**
 * How hard a person expects a level to be from its name alone, so the findings can say which
 * levels of two sources come out the other way round. A small lexicon places the usual words on
 * tiers 0 (beginner) to 5 (extreme). A name it does not know ("ER 2.0-2.9", "Level 3") promises
 * nothing to a reader, so such a level is never called surprising against another source's.
 */

/** Words and phrases by tier, easiest first; a name takes the tier of its longest match. */
const LEVEL_LEXICON: readonly (readonly string[])[] = [
  ['beginner', 'very easy', 'super easy', 'kids'],
  ['easy', 'gentle', 'simple', 'light'],
  ['medium', 'moderate', 'standard', 'intermediate', 'normal'],
  ['tricky', 'hard', 'tough', 'difficult', 'advanced'],
  ['fiendish', 'diabolical', 'expert', 'unfair', 'evil', 'very hard', 'master'],
  ['extreme', 'insane', 'nightmare'],
];

/** Two levels are expected in an order only when their tiers differ by at least this. */
export const EXPECTED_GAP = 1;

const PHRASES = LEVEL_LEXICON.flatMap((words, tier) => words.map((phrase) => ({ phrase, tier }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

/** The tier the lexicon gives a level name, or null when none of its words is known. */
export function lexiconTier(name: string): number | null {
  const words = ` ${name
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()} `;
  for (const { phrase, tier } of PHRASES) if (words.includes(` ${phrase} `)) return tier;
  return null;
}
