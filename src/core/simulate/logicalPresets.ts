/**
 * The technique orders of the logical solver. Each preset lists tiers, easiest first:
 * - a technique id: that technique's strategy, keeping only steps of that technique;
 * - a list of ids: each one's strategy, all their steps collected, the easiest by Sudoku
 *   Explainer value taken;
 * - `{ strategy, accepts }`: one strategy that finds several techniques at once, in its own
 *   order (as Sudoku Explainer's chaining and unique-loop producers do), keeping steps of the
 *   accepted ones; with `anyInstance`, whichever accepted step the strategy finds quickest, for sets that
 *   price every instance of those techniques alike (Sudoku of the Day, HoDoKu) — which one
 *   is taken is then the set's own free choice, not SE's order; with `instanceOrder`, the
 *   first instance in the set's own scan order.
 * Techniques whose strategy is not registered are skipped, so a preset gains them as their
 * families arrive.
 */
import type { Step } from '../step';
import {
  hodokuAlsChainOrder,
  hodokuChainOrder,
  hodokuFishOrder,
  hodokuForcingOrder,
  hodokuRemotePairOrder,
  hodokuSkyscraperOrder,
  hodokuTablingOrder,
} from './hodokuInstanceOrder';
import type { SearchOptions } from '../strategies/searchOptions';
import type { TechniqueId } from '../techniques';

export interface SharedTier {
  readonly strategy: TechniqueId;
  readonly accepts: readonly TechniqueId[];
  readonly anyInstance?: boolean;
  /**
   * The set's own order among the instances (negative: `a` first): every accepted instance is
   * listed and the first by this order taken, for sets that scan in another order than the
   * strategy (HoDoKu's locked candidates) or take the best of what one search found (its chains).
   */
  readonly instanceOrder?: (a: Step, b: Step) => number;
}

export type Tier = TechniqueId | readonly TechniqueId[] | SharedTier;

const CHAINS: SharedTier = { strategy: 'aic', accepts: ['x-cycle', 'x-chain', 'xy-cycle', 'xy-chain', 'nice-loop', 'aic'] };
const MULTIPLE_FORCING: SharedTier = { strategy: 'cell-forcing-chain', accepts: ['cell-forcing-chain', 'unit-forcing-chain'] };
const DYNAMIC_FORCING: SharedTier = {
  strategy: 'dynamic-cell-forcing-chain',
  accepts: ['dynamic-cell-forcing-chain', 'dynamic-unit-forcing-chain', 'dynamic-contradiction-forcing-chain'],
};

/** The same tiers for sets whose prices do not depend on which forcing chain is found. */
const ANY_MULTIPLE_FORCING: SharedTier = { ...MULTIPLE_FORCING, anyInstance: true };
const ANY_DYNAMIC_FORCING: SharedTier = { ...DYNAMIC_FORCING, anyInstance: true };

export interface TechniqueSet {
  readonly id: string;
  readonly title: string;
  readonly tiers: readonly Tier[];
  /** Where the set's program finds a technique by other rules than Sudoku Explainer's. */
  readonly searchOptions?: SearchOptions;
}

/** Sudoku Explainer's BUG producer: type 1, else 2 and 4, else 4 and 3 (the first it finds). */
const BUG_SE: readonly TechniqueId[] = ['bug-plus-1', 'bug-type-2', 'bug-type-4', 'bug-type-3'];

/** Sudoku Explainer's unique loops: rectangles and longer loops in one search, its easiest step taken. */
const UNIQUE_LOOPS_SE: SharedTier = {
  strategy: 'unique-loop',
  accepts: ['unique-rectangle-1', 'unique-rectangle-2', 'unique-rectangle-3', 'unique-rectangle-4', 'unique-loop'],
};

const SINGLES_SE: readonly TechniqueId[] = ['full-house', 'hidden-single-box', 'hidden-single-column', 'hidden-single-row'];

/**
 * Sudoku Explainer 1.2.1.3's order of trial (as in its source code), its techniques only: after the
 * forcing chains of levels 0 and 1, the nested ones of levels 2–5, tried in that order (the
 * first level that finds anything gives the step).
 */
export const SE_SET: TechniqueSet = {
  id: 'se',
  title: 'Sudoku Explainer order',
  tiers: [
    ...SINGLES_SE,
    'direct-pointing',
    'direct-claiming',
    'direct-hidden-pair',
    'naked-single',
    'direct-hidden-triple',
    'pointing',
    'claiming',
    'naked-pair',
    'x-wing',
    'hidden-pair',
    'naked-triple',
    'swordfish',
    'hidden-triple',
    'xy-wing',
    'xyz-wing',
    UNIQUE_LOOPS_SE,
    'naked-quad',
    'jellyfish',
    'hidden-quad',
    BUG_SE,
    'aligned-pair-exclusion',
    CHAINS,
    'aligned-triplet-exclusion',
    'nishio-forcing-chain',
    MULTIPLE_FORCING,
    DYNAMIC_FORCING,
    'dynamic-plus-forcing-chain',
    'nested-forcing-chain',
    'nested-multiple-forcing-chain',
    'nested-dynamic-forcing-chain',
    'nested-dynamic-plus-forcing-chain',
    'guess',
  ],
};

/** The strong-link patterns Sukaku Explainer adds after hidden triples, found together, the easiest taken. */
const SINGLE_DIGIT_PATTERNS: readonly TechniqueId[] = ['skyscraper', 'two-string-kite', 'turbot-fish', 'empty-rectangle'];

/**
 * Sudoku Explainer's order with the techniques Sukaku Explainer — the maintained SE that rated
 * the public SE-rated sets — adds by default: the strong-link patterns after hidden triples,
 * 3 strong links and WXYZ-wing before BUG, 4 strong links and VWXYZ-wing after it, at its
 * values; without the nested forcing chains. (Measured on the exchange file: this placement
 * matches its ratings best; also trying UVWXYZ-wing and 5–6 strong links there lowers the
 * matches.)
 */
export const SUKAKU_SET: TechniqueSet = {
  id: 'sukaku',
  title: 'Sukaku Explainer order',
  tiers: withoutNested(SE_SET).tiers.flatMap((tier): Tier[] => {
    if (tier === 'hidden-triple') return [tier, SINGLE_DIGIT_PATTERNS];
    if (tier === BUG_SE) return ['strong-links-3', 'wxyz-wing', tier, 'strong-links-4', 'vwxyz-wing'];
    return [tier];
  }),
};

/**
 * Sudoku of the Day's techniques in the table's order of its "Sudoku Difficulty Ratings" page,
 * which is by cost. The one tie, the two singles at 100, goes as the site's own lists show:
 * Single Candidate (naked single) first, on every daily puzzle, and nothing else on a Beginner
 * one; a full house is one too. No claiming: its Multiple Lines makes the same eliminations. No
 * guess: a puzzle this set cannot finish is reported as such. Its "Forcing Chains" are cell and
 * unit forcing chains alike (one site code, 'fct').
 */
export const SOTD_SET: TechniqueSet = {
  id: 'sotd',
  title: 'Sudoku of the Day techniques',
  tiers: [
    'naked-single',
    'hidden-single-box',
    'hidden-single-row',
    'hidden-single-column',
    'pointing',
    'double-pairs',
    'multiple-lines',
    'naked-pair',
    'hidden-pair',
    'naked-triple',
    'hidden-triple',
    'x-wing',
    ANY_MULTIPLE_FORCING,
    'naked-quad',
    'hidden-quad',
    'swordfish',
  ],
};

/**
 * The open 0–10 scale's strategies ("Sudoku Grading", on the Sudoku Grader site) in its own
 * progression: simple singles, slicing and slotting, singles, hidden singles, locked
 * candidates, naked subsets, hidden subsets, X-wing, swordfish. No guess.
 */
export const GRADER_SET: TechniqueSet = {
  id: 'grader',
  title: 'Open 0–10 scale techniques',
  tiers: [
    'full-house',
    'hidden-single-box',
    'naked-single',
    'hidden-single-row',
    'hidden-single-column',
    'pointing',
    'claiming',
    'naked-pair',
    'naked-triple',
    'naked-quad',
    'hidden-pair',
    'hidden-triple',
    'hidden-quad',
    'x-wing',
    'swordfish',
  ],
};

/** HoDoKu 2.2's default solver order (StepConfig indexes). */
export const HODOKU_SET: TechniqueSet = {
  id: 'hodoku',
  title: 'HoDoKu order',
  searchOptions: {
    hodokuSubsets: true,
    hodokuLocked: true,
    hodokuRectangles: true,
    hodokuTabling: true,
    hodokuSingles: true,
    hodokuBug: true,
    hodokuInstances: true,
  },
  tiers: [
    'full-house',
    'naked-single',
    'hidden-single-box',
    'hidden-single-row',
    'hidden-single-column',
    'locked-pair',
    'locked-triple',
    'pointing',
    'claiming',
    'naked-pair',
    'naked-triple',
    'hidden-pair',
    'hidden-triple',
    'naked-quad',
    'hidden-quad',
    { strategy: 'x-wing', accepts: ['x-wing'], instanceOrder: hodokuFishOrder },
    { strategy: 'swordfish', accepts: ['swordfish'], instanceOrder: hodokuFishOrder },
    { strategy: 'jellyfish', accepts: ['jellyfish'], instanceOrder: hodokuFishOrder },
    { strategy: 'remote-pair', accepts: ['remote-pair'], instanceOrder: hodokuRemotePairOrder },
    'bug-plus-1',
    { strategy: 'skyscraper', accepts: ['skyscraper'], instanceOrder: hodokuSkyscraperOrder },
    'two-string-kite',
    { strategy: 'turbot-fish', accepts: ['turbot-fish'], instanceOrder: hodokuChainOrder },
    'empty-rectangle',
    'w-wing',
    'xy-wing',
    'xyz-wing',
    'unique-rectangle-1',
    'unique-rectangle-2',
    'unique-rectangle-3',
    'unique-rectangle-4',
    'unique-rectangle-5',
    'unique-rectangle-6',
    'hidden-rectangle',
    'avoidable-rectangle-1',
    'avoidable-rectangle-2',
    'finned-x-wing',
    'sashimi-x-wing',
    'finned-swordfish',
    'sashimi-swordfish',
    'finned-jellyfish',
    'sashimi-jellyfish',
    'sue-de-coq',
    'simple-colouring',
    'multi-colouring',
    { strategy: 'x-chain', accepts: ['x-chain', 'x-cycle'], instanceOrder: hodokuChainOrder },
    { strategy: 'xy-chain', accepts: ['xy-chain', 'xy-cycle'], instanceOrder: hodokuChainOrder },
    { strategy: 'nice-loop', accepts: ['nice-loop', 'aic'], instanceOrder: hodokuTablingOrder },
    { strategy: 'grouped-nice-loop', accepts: ['grouped-nice-loop', 'grouped-aic', 'nice-loop', 'aic'], instanceOrder: hodokuTablingOrder },
    'als-xz',
    'als-xy-wing',
    { strategy: 'als-xy-chain', accepts: ['als-xy-chain'], instanceOrder: hodokuAlsChainOrder },
    'franken-x-wing',
    'franken-swordfish',
    'finned-franken-x-wing',
    'finned-franken-swordfish',
    { ...MULTIPLE_FORCING, instanceOrder: hodokuForcingOrder },
    ANY_DYNAMIC_FORCING,
    'guess',
  ],
};

/** The same order without the final guess: a solve that runs out of techniques stops there. */
export function withoutGuess(set: TechniqueSet): TechniqueSet {
  return { ...set, id: `${set.id}-no-guess`, title: `${set.title}, no guessing`, tiers: set.tiers.filter((tier) => tier !== 'guess') };
}

/** The same order without nested forcing chains, for answers that must come at once. */
export function withoutNested(set: TechniqueSet): TechniqueSet {
  return {
    id: `${set.id}-no-nested`,
    title: `${set.title}, no nested chains`,
    tiers: set.tiers.filter((tier) => typeof tier !== 'string' || !tier.startsWith('nested-')),
  };
}

export const TECHNIQUE_SETS: readonly TechniqueSet[] = [SE_SET, SUKAKU_SET, SOTD_SET, GRADER_SET, HODOKU_SET];

export function findTechniqueSet(id: string): TechniqueSet | undefined {
  return TECHNIQUE_SETS.find((set) => set.id === id);
}
