/**
 * How well the `cost` rater agrees with a publisher that rates its own puzzles the Sudoku of
 * the Day way: the site's level against our score and level (Spearman on midranks, exact level
 * matches, a confusion table), and the site's list of techniques against ours. Pure: the caller
 * rates the puzzles and reads the site's columns.
 */
import { spearman } from '../stats/spearman';
import { TECHNIQUES } from '../techniques';
import { COST_LEVELS, type CostLevel } from './cost';
import { BEYOND_DIABOLICAL } from './costScale';

/** One puzzle: the site's level and technique list (when published), and our `cost` rating. */
export interface SiteRatedPuzzle {
  readonly siteLevel: string;
  /** The site's techniques as it prints them (codes such as `spt` or names such as "X-Wing"), or null. */
  readonly siteTechniques: readonly string[] | null;
  readonly score: number;
  readonly level: CostLevel;
  /** Our techniques by the site's names (the `techniques` of the `cost` rating). */
  readonly techniques: readonly string[];
}

export interface SiteAgreement {
  readonly n: number;
  /** The site's levels, easiest first, as ranked. */
  readonly levels: readonly string[];
  /** Spearman between the site's level rank and our score; and our level's rank. NaN when undefined. */
  readonly rhoScore: number;
  readonly rhoLevel: number;
  /** Puzzles whose site level has our level's name (case-insensitive). */
  readonly sameLevel: number;
  /** confusion[site level][our level] = count. */
  readonly confusion: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Puzzles with a published technique list, and those whose list is the same set as ours. */
  readonly withTechniques: number;
  readonly sameTechniques: number;
}

const OUR_LEVELS: readonly string[] = [...COST_LEVELS.map((band) => band.level), BEYOND_DIABOLICAL];

/** The site technique code each of its technique names (and the code itself) stands for, lower case. */
const SITE_CODES: ReadonlyMap<string, string> = new Map(
  TECHNIQUES.flatMap((technique) =>
    technique.sotd
      ? [[technique.sotd.code, technique.sotd.code] as const, [technique.sotd.name.toLowerCase(), technique.sotd.code] as const]
      : [],
  ),
);

/** A technique as the site or we print it, as its site code; an unknown word stays as it is (lower case). */
export function siteCodeOf(word: string): string {
  const key = word.trim().toLowerCase();
  return SITE_CODES.get(key) ?? key;
}

/** Splits a published technique list ("spt, sct; X-Wing"). */
export function parseTechniqueList(text: string): string[] {
  return text
    .split(/[,;|/]+/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/**
 * The site's levels, easiest first: `order` when given; else Sudoku of the Day's own level
 * names when every level is one of them; else the order in which they first appear.
 */
export function orderSiteLevels(levels: readonly string[], order?: readonly string[]): string[] {
  const distinct = [...new Set(levels)];
  if (order) {
    const missing = distinct.filter((level) => !order.includes(level));
    if (missing.length > 0) throw new Error(`levels missing from the order: ${missing.join(', ')}`);
    return order.filter((level) => distinct.includes(level));
  }
  const known = (level: string): number => OUR_LEVELS.findIndex((ours) => ours.toLowerCase() === level.trim().toLowerCase());
  if (distinct.every((level) => known(level) >= 0)) return distinct.sort((a, b) => known(a) - known(b));
  return distinct;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map(siteCodeOf));
  const right = new Set(b.map(siteCodeOf));
  return left.size === right.size && [...left].every((code) => right.has(code));
}

export function siteAgreement(puzzles: readonly SiteRatedPuzzle[], order?: readonly string[]): SiteAgreement {
  const levels = orderSiteLevels(
    puzzles.map((puzzle) => puzzle.siteLevel),
    order,
  );
  const siteRank = puzzles.map((puzzle) => levels.indexOf(puzzle.siteLevel));
  const confusion: Record<string, Record<string, number>> = {};
  let sameLevel = 0;
  let withTechniques = 0;
  let sameTechniques = 0;
  for (const puzzle of puzzles) {
    const row = (confusion[puzzle.siteLevel] ??= {});
    row[puzzle.level] = (row[puzzle.level] ?? 0) + 1;
    if (puzzle.siteLevel.trim().toLowerCase() === puzzle.level.toLowerCase()) sameLevel++;
    if (puzzle.siteTechniques) {
      withTechniques++;
      if (sameSet(puzzle.siteTechniques, puzzle.techniques)) sameTechniques++;
    }
  }
  const enough = puzzles.length >= 2;
  return {
    n: puzzles.length,
    levels,
    rhoScore: enough
      ? spearman(
          siteRank,
          puzzles.map((puzzle) => puzzle.score),
        )
      : Number.NaN,
    rhoLevel: enough
      ? spearman(
          siteRank,
          puzzles.map((puzzle) => OUR_LEVELS.indexOf(puzzle.level)),
        )
      : Number.NaN,
    sameLevel,
    confusion,
    withTechniques,
    sameTechniques,
  };
}
