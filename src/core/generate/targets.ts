/**
 * Generation targets, parsed from the text a person types (`se:7.0-8.0`, `cost:fiendish`,
 * `technique:x-wing`, …). A target names the raters it reads and judges a rated puzzle: inside
 * the target, below it (too easy: dig further), above it (too hard: back off), or a miss with
 * no direction (a required technique not used). The generator's steering reads these verdicts;
 * the final check reads them again on ratings made from scratch.
 */
import { PAPER_SCALE } from '../compare/table';
import { clueCount, type Puzzle } from '../grid/puzzle';
import { COST_LEVELS, type CostRating } from '../rate/cost';
import { isBeyondDiabolical } from '../rate/costScale';
import type { GraderRating } from '../rate/grader';
import type { HodokuRating } from '../rate/hodoku';
import type { NhcRating } from '../rate/nishioRaters';
import type { SeRating } from '../rate/se';
import { UNIVERSAL_CATEGORIES, categorize, type UniversalCategory } from '../rate/universal';
import { findCustomSet, type CustomRating } from '../rate/customRater';
import { fail, ok, type Result } from '../result';
import type { ClauseLengthDistribution } from '../sat/clauseLengths';
import type { Colour, ColourReport } from '../sat/colour';
import type { LogicalTrace } from '../simulate/logical';
import { SE_SET, withoutGuess, type Tier } from '../simulate/logicalPresets';
import { HODOKU_LEVELS, techniqueOfId, type TechniqueId } from '../techniques';

/** What a target may read about one puzzle; each value is computed on first use. */
export interface RatingView {
  readonly puzzle: Puzzle;
  /** The value of a registered rater. */
  rating(raterId: string): unknown;
  /** The SE-order logical solve (the one the `se` rater folds), for technique targets. */
  seTrace(): LogicalTrace;
}

type Position = 'inside' | 'below' | 'above' | 'miss';

/** Where a puzzle stands against a target; `gap` is how far outside (0 inside), in the target's own unit. */
export interface Verdict {
  readonly position: Position;
  readonly gap: number;
}

export interface Target {
  /** The target as written canonically, e.g. `se:7-8`. */
  readonly text: string;
  /** Raters whose values the target reads; the generator records them with each puzzle. */
  readonly raters: readonly string[];
  /**
   * Rough cost of checking it, so cheap targets are checked first: 0 counting givens, 1 the
   * fast raters, 2 logical solves, 3 simulations, 4 the SE order with its chains, 5 the SAT
   * inference levels.
   */
  readonly cost: number;
  judge(view: RatingView): Verdict;
  /** The band of a numeric target (a score level's score range too); a spread cuts it into strata. */
  readonly band?: { readonly low: number; readonly high: number };
  /** The value a numeric target reads, to place a puzzle in a stratum. */
  readValue?(view: RatingView): number;
}

/** The SE-order solve without a guess: the trace the `se` rater folds, shared through its memo. */
export const SE_TRACE_SET = withoutGuess(SE_SET);

/** Judges a value against a closed band; `harderWhen: 'lower'` for metrics that shrink with difficulty. */
function bandVerdict(value: number, low: number, high: number, harderWhen: 'higher' | 'lower' = 'higher'): Verdict {
  if (value >= low && value <= high) return { position: 'inside', gap: 0 };
  const tooLow = value < low;
  const gap = tooLow ? low - value : value - high;
  const easier = harderWhen === 'higher' ? tooLow : !tooLow;
  return { position: easier ? 'below' : 'above', gap };
}

interface Band {
  readonly low: number;
  readonly high: number;
}

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const RANGE = new RegExp(`^${NUMBER}(?:-${NUMBER})?$`);

/** `7.0-8.0` or `7.5`; undefined when the text is not a band. */
function parseBand(text: string): Band | undefined {
  const match = RANGE.exec(text);
  if (!match) return undefined;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return low <= high ? { low, high } : undefined;
}

const formatBand = ({ low, high }: Band): string => (low === high ? `${low}` : `${low}-${high}`);

function bandTarget(
  name: string,
  band: Band,
  raters: readonly string[],
  cost: number,
  valueOf: (view: RatingView) => number,
  harderWhen: 'higher' | 'lower' = 'higher',
): Target {
  return {
    text: `${name}:${formatBand(band)}`,
    raters,
    cost,
    judge: (view) => bandVerdict(valueOf(view), band.low, band.high, harderWhen),
    band,
    readValue: valueOf,
  };
}

/** An ordinal level (HoDoKu's, a colour, a universal category) judged by its index in `order`. */
function levelTarget(
  name: string,
  level: string,
  order: readonly string[],
  raters: readonly string[],
  cost: number,
  levelOf: (view: RatingView) => string,
): Target {
  const wanted = order.indexOf(level);
  return {
    text: `${name}:${level}`,
    raters,
    cost,
    judge: (view) => bandVerdict(order.indexOf(levelOf(view)), wanted, wanted),
  };
}

/** A score the technique set could not reach (the solve got stuck) counts as above any band. */
const costScore = (view: RatingView): number => {
  const rating = view.rating('cost') as CostRating;
  return isBeyondDiabolical(rating) ? Number.POSITIVE_INFINITY : rating.score;
};

/** The SAT inference colours, easiest first. */
export const TARGET_COLOURS: readonly Colour[] = ['green', 'blue', 'red', 'black'];

/** The techniques the SE order can use, in that order (a target must name one of them). */
export const SE_TECHNIQUES: readonly TechniqueId[] = (() => {
  const ids: TechniqueId[] = [];
  const add = (tier: Tier): void => {
    if (typeof tier === 'string') ids.push(tier as TechniqueId);
    else if (Array.isArray(tier)) ids.push(...(tier as TechniqueId[]));
    else ids.push(...(tier as { accepts: readonly TechniqueId[] }).accepts);
  };
  for (const tier of SE_TRACE_SET.tiers) add(tier);
  return ids;
})();

/**
 * A technique the SE-order solve must use. A puzzle rated below the technique's SE value is too
 * easy to need it (dig further); one that is harder but never uses it is a miss.
 */
function techniqueTarget(id: TechniqueId): Target {
  const value = techniqueOfId(id).se ?? 0;
  return {
    text: `technique:${id}`,
    raters: ['se'],
    cost: 4,
    judge: (view) => {
      const trace = view.seTrace();
      if (trace.steps.some((step) => step.technique === id)) return { position: 'inside', gap: 0 };
      const er = (view.rating('se') as SeRating).er;
      return er < value ? { position: 'below', gap: value - er } : { position: 'miss', gap: 1 };
    },
  };
}

const COST_LEVEL_NAMES = COST_LEVELS.map(({ level }) => level.toLowerCase());

/** Each target's syntax and what it means: `--help` lists them, and a malformed target's error names the syntaxes. */
export const TARGET_FORMS: readonly { readonly syntax: string; readonly meaning: string }[] = [
  { syntax: 'se:LOW-HIGH', meaning: 'Sudoku Explainer ER, e.g. se:7.0-8.0' },
  { syntax: `hodoku:${HODOKU_LEVELS.join('|')}|LOW-HIGH`, meaning: 'HoDoKu level or score, e.g. hodoku:1500-2500' },
  {
    syntax: `cost:${COST_LEVEL_NAMES.join('|')}|LOW-HIGH`,
    meaning: "Sudoku of the Day level (the site's overlapping score ranges) or score",
  },
  { syntax: 'grader:LOW-HIGH', meaning: 'Sudoku Grader 0-10 score, e.g. grader:6-7' },
  { syntax: 'nhc2:LOW-HIGH', meaning: 'mean Nishio Human Cycles with 2 strategies' },
  { syntax: 'nhc4:LOW-HIGH', meaning: 'mean Nishio Human Cycles with 4 strategies, e.g. nhc4:5-8' },
  { syntax: `colour:${TARGET_COLOURS.join('|')}`, meaning: 'SAT inference colour' },
  { syntax: 'cld:LOW-HIGH', meaning: 'short-clause share in percent (fewer is harder), e.g. cld:0-20' },
  {
    syntax: `universal:${UNIVERSAL_CATEGORIES.join('|')}`,
    meaning: `universal category on the paper's NHC-4 scale (cut points ${PAPER_SCALE.cutPoints.join(', ')})`,
  },
  { syntax: 'technique:ID', meaning: 'the SE-order solve uses the technique, e.g. technique:x-wing' },
  { syntax: 'clues:LOW-HIGH', meaning: 'number of givens, e.g. clues:22-24' },
  { syntax: 'custom:NAME:LOW-HIGH|LEVEL', meaning: 'a custom technique set saved with `patti rater`: its score or one of its levels' },
];

/** The valid targets in one line, for the error a malformed target gets. */
function targetHelp(): string {
  return `valid targets: ${TARGET_FORMS.map((form) => form.syntax).join(', ')}`;
}

/**
 * A universal category on the Project Patti paper's NHC-4 scale, judged with the scale's own category
 * function (a value on a cut point belongs to the harder bin); the gap is the NHC-4 distance to
 * the nearer cut point, so the steering sees how far off a puzzle is.
 */
function universalTarget(category: UniversalCategory): Target {
  const wanted = UNIVERSAL_CATEGORIES.indexOf(category);
  const [low, high] = PAPER_SCALE.cutPoints;
  return {
    text: `universal:${category}`,
    raters: ['nhc4', 'universal'],
    cost: 3,
    judge: (view) => {
      const mean = (view.rating('nhc4') as NhcRating).mean;
      const found = UNIVERSAL_CATEGORIES.indexOf(categorize(mean, PAPER_SCALE));
      if (found === wanted) return { position: 'inside', gap: 0 };
      const edge = found < wanted ? (wanted === 1 ? low : high) : wanted === 1 ? high : low;
      return { position: found < wanted ? 'below' : 'above', gap: Math.abs(mean - edge) };
    },
  };
}

type TargetMaker = (argument: string) => Target | undefined;

const bandMaker =
  (
    name: string,
    raters: readonly string[],
    cost: number,
    valueOf: (view: RatingView) => number,
    harderWhen: 'higher' | 'lower' = 'higher',
  ): TargetMaker =>
  (argument) => {
    const band = parseBand(argument);
    return band && bandTarget(name, band, raters, cost, valueOf, harderWhen);
  };

/**
 * A custom set's score or level (`custom:NAME:LOW-HIGH`, `custom:NAME:LEVEL`); the set must be
 * known to this thread (see useCustomSets). A puzzle the set cannot finish is above any band.
 */
function customTarget(argument: string): Target | undefined {
  const colon = argument.indexOf(':');
  if (colon < 0) return undefined;
  const raterId = `custom:${argument.slice(0, colon)}`;
  const set = findCustomSet(raterId);
  if (!set) return undefined;
  const wanted = argument.slice(colon + 1).trim();
  // A Sudoku Explainer base searches its chains the costly way.
  const cost = set.base === 'se' || set.base === 'sukaku' ? 4 : 2;
  const scoreOf = (view: RatingView): number => (view.rating(raterId) as CustomRating).score ?? Number.POSITIVE_INFINITY;
  const levels = (set.levels ?? []).map((level) => level.name.toLowerCase());
  if (levels.includes(wanted)) {
    const levelIndex = (view: RatingView): number => {
      const level = (view.rating(raterId) as CustomRating).level;
      return level === undefined ? levels.length : levels.indexOf(level.toLowerCase());
    };
    const index = levels.indexOf(wanted);
    return { text: `${raterId}:${wanted}`, raters: [raterId], cost, judge: (view) => bandVerdict(levelIndex(view), index, index) };
  }
  const band = parseBand(wanted);
  return band && bandTarget(raterId, band, [raterId], cost, scoreOf);
}

const MAKERS: Readonly<Record<string, TargetMaker>> = {
  custom: customTarget,
  se: bandMaker('se', ['se'], 4, (view) => (view.rating('se') as SeRating).er),
  hodoku: (argument) => {
    if ((HODOKU_LEVELS as readonly string[]).includes(argument))
      return levelTarget('hodoku', argument, HODOKU_LEVELS, ['hodoku'], 2, (view) => (view.rating('hodoku') as HodokuRating).level);
    return bandMaker('hodoku', ['hodoku'], 2, (view) => (view.rating('hodoku') as HodokuRating).score)(argument);
  },
  cost: (argument) => {
    const level = COST_LEVELS.find((entry) => entry.level.toLowerCase() === argument);
    if (level) return { ...bandTarget('cost', { low: level.low, high: level.high }, ['cost'], 2, costScore), text: `cost:${argument}` };
    return bandMaker('cost', ['cost'], 2, costScore)(argument);
  },
  grader: bandMaker('grader', ['grader'], 1, (view) => (view.rating('grader') as GraderRating).score),
  nhc2: bandMaker('nhc2', ['nhc2'], 3, (view) => (view.rating('nhc2') as NhcRating).mean),
  nhc4: bandMaker('nhc4', ['nhc4'], 3, (view) => (view.rating('nhc4') as NhcRating).mean),
  colour: (argument) =>
    (TARGET_COLOURS as readonly string[]).includes(argument)
      ? levelTarget('colour', argument, TARGET_COLOURS, ['colour'], 5, (view) => (view.rating('colour') as ColourReport).colour)
      : undefined,
  cld: bandMaker('cld', ['cld'], 1, (view) => (view.rating('cld') as ClauseLengthDistribution).shortPct, 'lower'),
  universal: (argument) =>
    (UNIVERSAL_CATEGORIES as readonly string[]).includes(argument) ? universalTarget(argument as UniversalCategory) : undefined,
  technique: (argument) => ((SE_TECHNIQUES as readonly string[]).includes(argument) ? techniqueTarget(argument as TechniqueId) : undefined),
  clues: bandMaker('clues', [], 0, (view) => clueCount(view.puzzle), 'lower'),
};

/** Parses one target (case and spaces around it do not matter). */
export function parseTarget(text: string): Result<Target, 'ERR_TARGET'> {
  const trimmed = text.trim().toLowerCase();
  const colon = trimmed.indexOf(':');
  const name = colon < 0 ? trimmed : trimmed.slice(0, colon);
  const argument = colon < 0 ? '' : trimmed.slice(colon + 1).trim();
  const maker = Object.hasOwn(MAKERS, name) ? MAKERS[name] : undefined;
  const target = maker?.(argument);
  if (target) return ok(target);
  const why =
    name === 'custom' && !findCustomSet(`custom:${argument.split(':')[0]}`)
      ? `no custom set '${argument.split(':')[0]}' is loaded (save one with \`patti rater create\`)`
      : maker
        ? `'${text}' is not a valid ${name} target`
        : `unknown target '${text}'`;
  return fail('ERR_TARGET', `${why}; ${targetHelp()}`);
}

/** Parses several targets; they must all hold. Sorted cheapest first, the order they are checked in. */
export function parseTargets(texts: readonly string[]): Result<Target[], 'ERR_TARGET'> {
  if (texts.length === 0) return fail('ERR_TARGET', `no target given; ${targetHelp()}`);
  const targets: Target[] = [];
  for (const text of texts) {
    const parsed = parseTarget(text);
    if (!parsed.ok) return parsed;
    targets.push(parsed.value);
  }
  return ok(
    targets
      .map((target, index) => ({ target, index }))
      .sort((a, b) => a.target.cost - b.target.cost || a.index - b.index)
      .map(({ target }) => target),
  );
}

/** Every rater the targets read, in registry-independent first-use order. */
export function ratersOf(targets: readonly Target[]): string[] {
  return [...new Set(targets.flatMap((target) => target.raters))];
}
