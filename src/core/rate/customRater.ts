/**
 * A custom technique set at work: its order of trial as a TechniqueSet the logical solver runs,
 * the fold of a solve into its rating, and the `custom:<name>` rater. Sets are plain data
 * (customSet.ts); the ones a run uses are made known here once (`useCustomSets`), and any
 * rater lookup, target or explanation in this thread then finds them by name.
 */
import { Grid } from '../grid/grid';
import type { Rater } from '../rater';
import { seValueOf, type LogicalTrace } from '../simulate/logical';
import { memoizedTrace } from '../simulate/logicalMemo';
import type { SharedTier, TechniqueSet, Tier } from '../simulate/logicalPresets';
import { combineHash, hashString } from '../simulate/rng';
import { techniqueOfId, type TechniqueId } from '../techniques';
import { applyStep } from '../step';
import { costRater } from './cost';
import { graderRater } from './grader';
import { hodokuRater } from './hodoku';
import { seRater } from './se';
import {
  baseTechniqueSet,
  CUSTOM_PREFIX,
  customRaterId,
  customSetIdentity,
  customSetVersionKey,
  tierMembers,
  type CustomSet,
} from './customSet';

/**
 * Bumped when the fold's arithmetic changes: with the base preset's rater version and the set's
 * identity it makes the engine version stored with each rating.
 */
const FOLD_VERSION = 1;

/** The rating of one puzzle under a custom set. */
export interface CustomRating {
  /** Absent when the set cannot finish the puzzle. */
  readonly score?: number;
  readonly level?: string;
  /** Uses of each technique of the solve, by technique id. */
  readonly techniques: Readonly<Record<string, number>>;
  /** Present when the set cannot finish the puzzle: why, and where it stopped. */
  readonly unfinished?: { readonly reason: string; readonly position: string };
}

/**
 * The set's order of trial. Each tier of the base preset keeps its way of finding steps (a
 * shared search, the easiest of a group) with the techniques the set keeps; it is tried at the
 * place of its first technique in the set's order, so techniques the preset finds together stay
 * together. A technique the base does not have is tried alone at its own place.
 */
export function customTechniqueSet(set: CustomSet): TechniqueSet {
  const identity = customSetIdentity(set);
  const cached = TECHNIQUE_SETS.get(identity);
  if (cached) return cached;
  const base = baseTechniqueSet(set.base);
  const place = new Map<TechniqueId, number>(set.techniques.map((t, index) => [t.id, index]));
  const placed: { at: number; order: number; tier: Tier }[] = [];
  const covered = new Set<TechniqueId>();
  base.tiers.forEach((tier, order) => {
    const kept = tierMembers(tier).filter((id) => place.has(id));
    for (const id of kept) covered.add(id);
    if (kept.length === 0) return;
    // A shared search goes where its own technique is, while the set keeps it (HoDoKu's grouped
    // loops also accept plain nice loops, which come earlier in its order).
    const shared = typeof tier === 'string' || Array.isArray(tier) ? undefined : (tier as SharedTier).strategy;
    const at = shared !== undefined && place.has(shared) ? place.get(shared)! : Math.min(...kept.map((id) => place.get(id)!));
    const narrowed: Tier = typeof tier === 'string' ? tier : Array.isArray(tier) ? kept : { ...(tier as SharedTier), accepts: kept };
    placed.push({ at, order, tier: narrowed });
  });
  for (const { id } of set.techniques) if (!covered.has(id)) placed.push({ at: place.get(id)!, order: base.tiers.length, tier: id });
  placed.sort((a, b) => a.at - b.at || a.order - b.order);
  const techniqueSet: TechniqueSet = {
    id: customSetVersionKey(set.name, identity),
    title: `${set.name} (from ${set.base})`,
    tiers: placed.map(({ tier }) => tier),
    ...(base.searchOptions ? { searchOptions: base.searchOptions } : {}),
  };
  TECHNIQUE_SETS.set(identity, techniqueSet);
  return techniqueSet;
}

/** Built sets by identity: the solver resolves a set's strategies once per set object. */
const TECHNIQUE_SETS = new Map<string, TechniqueSet>();

/** Sums of tenths drift in binary; ratings are kept to six decimals. */
const rounded = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * What a step is worth: the set's value, plus Sudoku Explainer's chain-length bonus when the
 * base is Sudoku Explainer's (its chains and loops cost more the longer they are).
 */
export function customStepValue(set: CustomSet, values: ReadonlyMap<TechniqueId, number>, traced: LogicalTrace['steps'][number]): number {
  const value = values.get(traced.technique) ?? 0;
  if (set.base !== 'se' && set.base !== 'sukaku') return value;
  const catalogue = techniqueOfId(traced.technique).se;
  const full = seValueOf(traced.step);
  return catalogue !== undefined && Number.isFinite(full) ? value + (full - catalogue) : value;
}

/** Candidates per empty cell at the start, the density factor of the `sum-density` fold. */
export function candidateDensity(start: Grid): number {
  let empty = 0;
  let candidates = 0;
  for (let cell = 0; cell < 81; cell++) {
    if (!start.isEmpty(cell)) continue;
    empty++;
    candidates += start.candidateCount(cell);
  }
  return empty === 0 ? 0 : candidates / empty;
}

/** The level of a score under the set's cut points. */
function customLevelOf(set: CustomSet, score: number): string | undefined {
  const levels = set.levels ?? [];
  for (const level of levels) if (level.upTo === undefined || score <= level.upTo) return level.name;
  return levels.length > 0 ? levels[levels.length - 1]!.name : undefined;
}

/**
 * The position where a solve stopped, as text: nine rows, a placed digit as itself, an empty
 * cell as its candidates in braces.
 */
function positionText(grid: Grid): string {
  const cells: string[] = [];
  for (let cell = 0; cell < 81; cell++) cells.push(grid.isEmpty(cell) ? `{${grid.candidates(cell).join('')}}` : String(grid.value(cell)));
  const width = Math.max(...cells.map((cell) => cell.length));
  const rows: string[] = [];
  for (let row = 0; row < 9; row++)
    rows.push(
      cells
        .slice(row * 9, row * 9 + 9)
        .map((cell) => cell.padEnd(width))
        .join(' ')
        .trimEnd(),
    );
  return rows.join('\n');
}

/** Folds a solve of the set into its rating; `start` is the puzzle's starting grid. */
export function customRatingOfTrace(set: CustomSet, trace: LogicalTrace, start: Grid): CustomRating {
  const values = new Map(set.techniques.map((t) => [t.id, t.value]));
  const later = new Map(set.techniques.map((t) => [t.id, t.later ?? t.value]));
  const techniques: Record<string, number> = {};
  let hardest = 0;
  let sum = 0;
  for (const traced of trace.steps) {
    const uses = techniques[traced.technique] ?? 0;
    techniques[traced.technique] = uses + 1;
    hardest = Math.max(hardest, customStepValue(set, values, traced));
    sum += uses === 0 ? values.get(traced.technique)! : later.get(traced.technique)!;
  }
  if (trace.outcome !== 'solved') {
    const grid = start.clone();
    for (const { step } of trace.steps) applyStep(grid, step);
    const reason =
      trace.outcome === 'contradiction'
        ? `the set's steps led to a contradiction after ${trace.steps.length} steps`
        : `none of the set's techniques applies after ${trace.steps.length} steps`;
    return { techniques, unfinished: { reason, position: positionText(grid) } };
  }
  const score = rounded(set.fold === 'hardest' ? hardest : set.fold === 'sum' ? sum : sum * candidateDensity(start));
  const level = customLevelOf(set, score);
  return { score, ...(level !== undefined ? { level } : {}), techniques };
}

/** The base preset's rater version: a change to how the base solves makes the set's ratings stale too. */
const BASE_VERSION: Readonly<Record<CustomSet['base'], number>> = {
  se: seRater.version,
  sukaku: seRater.version,
  sotd: costRater.version,
  grader: graderRater.version,
  hodoku: hodokuRater.version,
};

/** The rater of a set; its version changes with the set's content, so older ratings read as stale. */
export function makeCustomRater(set: CustomSet): Rater<CustomRating> {
  const techniqueSet = customTechniqueSet(set);
  const identity = customSetIdentity(set);
  return {
    id: customRaterId(set.name),
    title: `Custom set ${set.name} (from ${set.base}, ${set.fold})`,
    version: combineHash(combineHash(hashString(identity), BASE_VERSION[set.base]), FOLD_VERSION),
    usesOptions: [],
    rate: (input, _options, memo) => {
      const start = memo.get('grid:start', () => Grid.fromPuzzle(input.puzzle));
      return customRatingOfTrace(set, memoizedTrace(memo, input.puzzle, techniqueSet), start);
    },
  };
}

/** The sets this thread knows, by name. */
const KNOWN = new Map<string, { readonly set: CustomSet; readonly rater: Rater<CustomRating> }>();

/**
 * Makes sets known to this thread (the CLI after reading the library, a worker from its request):
 * `custom:<name>` then finds them. A set of the same name replaces the earlier one.
 */
export function useCustomSets(sets: Iterable<CustomSet>): void {
  for (const set of sets) {
    const known = KNOWN.get(set.name);
    if (known && customSetIdentity(known.set) === customSetIdentity(set)) continue;
    KNOWN.set(set.name, { set, rater: makeCustomRater(set) });
  }
}

/** The set a `custom:<name>` id names, when this thread knows it. */
export function findCustomSet(raterId: string): CustomSet | undefined {
  return raterId.startsWith(CUSTOM_PREFIX) ? KNOWN.get(raterId.slice(CUSTOM_PREFIX.length))?.set : undefined;
}

export function findCustomRater(raterId: string): Rater<CustomRating> | undefined {
  return raterId.startsWith(CUSTOM_PREFIX) ? KNOWN.get(raterId.slice(CUSTOM_PREFIX.length))?.rater : undefined;
}
