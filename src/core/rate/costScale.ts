/**
 * The cost scale as people read it and sort it. Sudoku of the Day's six levels run from
 * Beginner to Diabolical; a puzzle its techniques cannot finish is beyond them all, whatever
 * its cost (the cost of a solve that stopped half-way says little). So it reads "Beyond
 * Diabolical — needs <the technique that got it going again>" and sorts after every Diabolical
 * puzzle, in the Library, `patti db list` and Compare alike, through one number: `costOrderKey`.
 */
import { findTechnique } from '../techniques';

export const BEYOND_DIABOLICAL = 'Beyond Diabolical';

/**
 * Added to the cost of a puzzle beyond Diabolical to put it after any puzzle the site's
 * techniques solve. No such solve can cost this much: each step removes at least one of the
 * 729 candidates, so a solve has at most 729 steps, and no step costs more than 8000 (a first
 * Swordfish) — 5,832,000 at the very most; the costliest Diabolical puzzle of the sample costs
 * about 106,000.
 */
export const BEYOND_COST_KEY = 10_000_000;

/** The part of a cost rating its words and order are made of. */
export interface CostLevelFields {
  readonly score: number;
  readonly level: string;
  /** For a puzzle beyond Diabolical: the id of the technique it needs first that the site's list lacks. */
  readonly needs?: string;
}

export function isBeyondDiabolical(rating: Pick<CostLevelFields, 'level'>): boolean {
  return rating.level === BEYOND_DIABOLICAL;
}

/** A technique's name inside a sentence: "nested forcing chain", but "XY-wing" and "BUG+1" as they are. */
function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/**
 * The level in words: "Diabolical", or "Beyond Diabolical — needs XY-wing" (the technique by its
 * name in the catalogue; a rating stored before the technique was recorded says the level alone).
 */
export function costLevelWords(rating: Pick<CostLevelFields, 'level' | 'needs'>): string {
  if (!isBeyondDiabolical(rating) || rating.needs === undefined) return rating.level;
  const name = findTechnique(rating.needs)?.name;
  return `${BEYOND_DIABOLICAL} — needs ${name === undefined ? rating.needs : inSentence(name)}`;
}

/**
 * The number the cost sorts and compares by: the cost itself for a puzzle the site's techniques
 * solve, `BEYOND_COST_KEY` + the cost for one beyond Diabolical (after every solved one, in the
 * order of what its solve cost before it stopped).
 */
export function costOrderKey(score: number, level: string): number {
  return level === BEYOND_DIABOLICAL ? BEYOND_COST_KEY + score : score;
}

/** The cost a sort key stands for, and whether it is beyond Diabolical (the inverse of costOrderKey). */
export function costOfOrderKey(key: number): { score: number; beyond: boolean } {
  return key >= BEYOND_COST_KEY ? { score: key - BEYOND_COST_KEY, beyond: true } : { score: key, beyond: false };
}
