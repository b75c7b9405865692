/**
 * How hard a person expects a level to be from its name alone, so the findings can say which
 * levels of two sources come out the other way round. A small lexicon places the usual words on
 * tiers 0 (beginner) to 5 (extreme); a name it does not know falls back to the level's place
 * among its source's levels, spread over the same tiers.
 */

/** Words and phrases by tier, easiest first; a name takes the tier of its longest match. */
export const LEVEL_LEXICON: readonly (readonly string[])[] = [
  ['beginner', 'very easy', 'super easy', 'kids'],
  ['easy', 'gentle', 'simple', 'light'],
  ['medium', 'moderate', 'standard', 'intermediate', 'normal'],
  ['tricky', 'hard', 'tough', 'difficult', 'advanced'],
  ['fiendish', 'diabolical', 'expert', 'unfair', 'evil', 'very hard', 'master'],
  ['extreme', 'insane', 'nightmare'],
];

/** The highest tier, where a source's hardest unknown level lands. */
export const TOP_TIER = LEVEL_LEXICON.length - 1;

/** Two levels are expected in an order only when their tiers differ by at least this. */
export const EXPECTED_GAP = 1;

const PHRASES = LEVEL_LEXICON.flatMap((words, tier) => words.map((phrase) => ({ phrase, tier }))).sort((a, b) => b.phrase.length - a.phrase.length);

/** The tier the lexicon gives a level name, or null when none of its words is known. */
export function lexiconTier(name: string): number | null {
  const words = ` ${name.toLowerCase().replace(/[^a-z]+/g, ' ').trim()} `;
  for (const { phrase, tier } of PHRASES) if (words.includes(` ${phrase} `)) return tier;
  return null;
}

/** The tier a person expects: the lexicon's, else the level's place in its source (0–1) spread over the tiers. */
export function expectedTier(name: string, position: number): number {
  return lexiconTier(name) ?? position * TOP_TIER;
}
