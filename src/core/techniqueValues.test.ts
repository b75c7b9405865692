/**
 * Every technique's value in every scheme, pinned against the published tables:
 * Sudoku Explainer 1.2.1's `getDifficulty()` values, HoDoKu 2.2's default `StepConfig` scores and
 * levels, Sudoku of the Day's first/later costs (its "Sudoku Difficulty Ratings" page) and the open 0–10 scale's strategic
 * levels (the Sudoku Grader essay). The tables below are written out from those sources, not read from the
 * catalogue, so a wrong number in `techniques.ts` — or in a step handler that works out its own
 * value (chains, nested chains, rectangles, BUG) — fails here in milliseconds.
 */
import { describe, expect, it } from 'vitest';
import { seValueOf } from './simulate/logical';
import type { Step } from './step';
import type { ChainStep } from './strategies/chains/chainsAndCycles';
import { ruleBase } from './strategies/chains/chainingHint';
import type { ForcingChainStep } from './strategies/forcing';
import type { NestedForcingChainStep } from './strategies/nestedForcing';
import { stepHandler } from './strategies/registry';
import { TECHNIQUES, type TechniqueId } from './techniques';

/** Sudoku Explainer 1.2.1's published values, the least a step of each technique is worth. */
const SE_PUBLISHED: Partial<Record<TechniqueId, number>> = {
  'full-house': 1.0,
  'hidden-single-box': 1.2,
  'hidden-single-row': 1.5,
  'hidden-single-column': 1.5,
  'direct-pointing': 1.7,
  'direct-claiming': 1.9,
  'direct-hidden-pair': 2.0,
  'naked-single': 2.3,
  'direct-hidden-triple': 2.5,
  pointing: 2.6,
  claiming: 2.8,
  'naked-pair': 3.0,
  'x-wing': 3.2,
  'hidden-pair': 3.4,
  'naked-triple': 3.6,
  swordfish: 3.8,
  'hidden-triple': 4.0,
  'xy-wing': 4.2,
  'xyz-wing': 4.4,
  'unique-rectangle-1': 4.5,
  'unique-rectangle-2': 4.5,
  'unique-rectangle-3': 4.5,
  'unique-rectangle-4': 4.5,
  // A unique loop has six cells or more: 4.5 + 0.1.
  'unique-loop': 4.6,
  'naked-quad': 5.0,
  jellyfish: 5.2,
  'hidden-quad': 5.4,
  'bug-plus-1': 5.6,
  'bug-type-2': 5.7,
  'bug-type-3': 5.7,
  'bug-type-4': 5.7,
  'aligned-pair-exclusion': 6.2,
  'aligned-triplet-exclusion': 7.5,
  'x-cycle': 6.5,
  'xy-cycle': 6.5,
  'x-chain': 6.6,
  'xy-chain': 6.6,
  // SE's bidirectional cycle and forcing chain: loops and chains of mixed links.
  'nice-loop': 7.0,
  aic: 7.0,
  'nishio-forcing-chain': 7.5,
  'cell-forcing-chain': 8.0,
  'unit-forcing-chain': 8.0,
  'dynamic-cell-forcing-chain': 8.5,
  'dynamic-unit-forcing-chain': 8.5,
  'dynamic-contradiction-forcing-chain': 8.5,
  'dynamic-plus-forcing-chain': 9.0,
  'nested-forcing-chain': 9.5,
  'nested-multiple-forcing-chain': 10.0,
  'nested-dynamic-forcing-chain': 10.5,
  'nested-dynamic-plus-forcing-chain': 11.0,
};

/** Sukaku Explainer's values for the patterns SE 1.2.1 lacks (the public SE-rated sets were rated with them). */
const SUKAKU_PUBLISHED: Partial<Record<TechniqueId, number>> = {
  skyscraper: 4.0,
  'two-string-kite': 4.1,
  'turbot-fish': 4.1,
  'empty-rectangle': 4.3,
  'strong-links-3': 5.4,
  'strong-links-4': 5.8,
  'strong-links-5': 6.2,
  'strong-links-6': 6.6,
  'wxyz-wing': 5.5,
  'vwxyz-wing': 6.2,
  'uvwxyz-wing': 6.6,
};

type Level = 'easy' | 'medium' | 'hard' | 'unfair' | 'extreme';
/** HoDoKu 2.2's default base score and level of each of its techniques (its published defaults; the rest from its `StepConfig`). */
const HODOKU_PUBLISHED: Partial<Record<TechniqueId, [number, Level]>> = {
  'full-house': [4, 'easy'],
  'naked-single': [4, 'easy'],
  'hidden-single-box': [14, 'easy'],
  'hidden-single-row': [14, 'easy'],
  'hidden-single-column': [14, 'easy'],
  'locked-pair': [40, 'medium'],
  'locked-triple': [60, 'medium'],
  pointing: [50, 'medium'],
  claiming: [50, 'medium'],
  'naked-pair': [60, 'medium'],
  'naked-triple': [80, 'medium'],
  'hidden-pair': [70, 'medium'],
  'hidden-triple': [100, 'medium'],
  'naked-quad': [120, 'hard'],
  'hidden-quad': [150, 'hard'],
  'x-wing': [140, 'hard'],
  swordfish: [150, 'hard'],
  jellyfish: [160, 'hard'],
  'remote-pair': [110, 'hard'],
  'bug-plus-1': [100, 'hard'],
  skyscraper: [130, 'hard'],
  'two-string-kite': [150, 'hard'],
  'turbot-fish': [120, 'hard'],
  'empty-rectangle': [120, 'hard'],
  'w-wing': [150, 'hard'],
  'xy-wing': [160, 'hard'],
  'xyz-wing': [180, 'hard'],
  'unique-rectangle-1': [100, 'hard'],
  'unique-rectangle-2': [100, 'hard'],
  'unique-rectangle-3': [100, 'hard'],
  'unique-rectangle-4': [100, 'hard'],
  'unique-rectangle-5': [100, 'hard'],
  'unique-rectangle-6': [100, 'hard'],
  'hidden-rectangle': [100, 'hard'],
  'avoidable-rectangle-1': [100, 'hard'],
  'avoidable-rectangle-2': [100, 'hard'],
  'finned-x-wing': [130, 'hard'],
  'sashimi-x-wing': [150, 'hard'],
  'finned-swordfish': [200, 'unfair'],
  'sashimi-swordfish': [240, 'unfair'],
  'finned-jellyfish': [250, 'unfair'],
  'sashimi-jellyfish': [260, 'unfair'],
  'simple-colouring': [150, 'hard'],
  'multi-colouring': [200, 'hard'],
  'x-chain': [260, 'unfair'],
  'xy-chain': [260, 'unfair'],
  // HoDoKu's nice loop covers the loops and AICs of every link kind.
  'x-cycle': [280, 'unfair'],
  'xy-cycle': [280, 'unfair'],
  'nice-loop': [280, 'unfair'],
  aic: [280, 'unfair'],
  'grouped-nice-loop': [300, 'unfair'],
  'grouped-aic': [300, 'unfair'],
  'sue-de-coq': [250, 'unfair'],
  'als-xz': [300, 'unfair'],
  'als-xy-wing': [320, 'unfair'],
  'als-xy-chain': [340, 'unfair'],
  'franken-x-wing': [300, 'unfair'],
  'franken-swordfish': [350, 'unfair'],
  'finned-franken-x-wing': [390, 'unfair'],
  'finned-franken-swordfish': [410, 'unfair'],
  // HoDoKu's forcing chain (500) and forcing net (700, the dynamic ones).
  'cell-forcing-chain': [500, 'extreme'],
  'unit-forcing-chain': [500, 'extreme'],
  'nishio-forcing-chain': [500, 'extreme'],
  'dynamic-cell-forcing-chain': [700, 'extreme'],
  'dynamic-unit-forcing-chain': [700, 'extreme'],
  'dynamic-contradiction-forcing-chain': [700, 'extreme'],
  'dynamic-plus-forcing-chain': [700, 'extreme'],
  // Brute force.
  guess: [10000, 'extreme'],
};

/** Sudoku of the Day's ratings page: the site's code, first use, each later use, by the technique that stands for it. */
const SOTD_PUBLISHED: Partial<Record<TechniqueId, [string, number, number]>> = {
  // Single Candidate: a full house is a cell with one candidate too.
  'full-house': ['sct', 100, 100],
  'naked-single': ['sct', 100, 100],
  'hidden-single-box': ['spt', 100, 100],
  'hidden-single-row': ['spt', 100, 100],
  'hidden-single-column': ['spt', 100, 100],
  pointing: ['clt', 350, 200],
  'double-pairs': ['dpt', 500, 250],
  'multiple-lines': ['mlt', 700, 400],
  'naked-pair': ['dj2', 750, 500],
  'hidden-pair': ['us2', 1500, 1200],
  'naked-triple': ['dj3', 2000, 1400],
  'hidden-triple': ['us3', 2400, 1600],
  'x-wing': ['xwg', 2800, 1600],
  'cell-forcing-chain': ['fct', 4200, 2100],
  'unit-forcing-chain': ['fct', 4200, 2100],
  'naked-quad': ['dj4', 5000, 4000],
  'hidden-quad': ['us4', 7000, 5000],
  swordfish: ['sf4', 8000, 6000],
};

/**
 * The open 0–10 scale's strategic levels (the Sudoku Grader essay): 0 simple singles and slicing-and-slotting
 * (a full house, a hidden single in a box), 1 other singles, 2 locked candidates, 3 naked pairs
 * and triples, 4 naked quad, hidden pair or triple, 5 hidden quad, 6 X-wing or swordfish.
 */
const GRADER_PUBLISHED: Partial<Record<TechniqueId, number>> = {
  'full-house': 0,
  'hidden-single-box': 0,
  'hidden-single-row': 1,
  'hidden-single-column': 1,
  'naked-single': 1,
  pointing: 2,
  claiming: 2,
  'naked-pair': 3,
  'naked-triple': 3,
  'naked-quad': 4,
  'hidden-pair': 4,
  'hidden-triple': 4,
  'hidden-quad': 5,
  'x-wing': 6,
  swordfish: 6,
};

/** The catalogue's values of one scheme, for the techniques that have one. */
function catalogue<T>(pick: (row: (typeof TECHNIQUES)[number]) => T | undefined): Partial<Record<TechniqueId, T>> {
  return Object.fromEntries(
    TECHNIQUES.flatMap((row) => {
      const value = pick(row);
      return value === undefined ? [] : [[row.id, value]];
    }),
  );
}

describe('the technique catalogue against the published tables', () => {
  it('gives Sudoku Explainer’s value (and Sukaku Explainer’s for the patterns SE lacks), to every technique that has one', () => {
    expect(catalogue((row) => row.se)).toEqual({ ...SE_PUBLISHED, ...SUKAKU_PUBLISHED });
  });

  it('gives HoDoKu 2.2’s default score and level', () => {
    expect(catalogue((row) => (row.hodoku ? [row.hodoku.score, row.hodoku.level] : undefined))).toEqual(HODOKU_PUBLISHED);
  });

  it('gives Sudoku of the Day’s cost of the first and of each later use', () => {
    expect(catalogue((row) => (row.sotd ? [row.sotd.code, row.sotd.first, row.sotd.later] : undefined))).toEqual(SOTD_PUBLISHED);
  });

  it('gives the open scale’s strategic level', () => {
    expect(catalogue((row) => row.scale)).toEqual(GRADER_PUBLISHED);
  });
});

// Steps with the least complexity a chain can have (no length bonus): the fields a handler reads
// for its technique and value, nothing found by a search.
const NO_EFFECT = { placements: [], eliminations: [] } as const;
const node = { candidate: 0, on: false };
const chainStep = (mode: ChainStep['mode'], loop: boolean, complexity = 2): ChainStep => ({
  kind: 'chain',
  mode,
  loop,
  nodes: [node],
  complexity,
  ...NO_EFFECT,
});
const forcingStep = (mode: ForcingChainStep['mode'], shape: ForcingChainStep['shape'], complexity = 2): ForcingChainStep => ({
  kind: 'forcingChain',
  mode,
  shape,
  conclusion: node,
  branches: [],
  complexity,
  ...NO_EFFECT,
});
const nestedStep = (level: number, complexity = 2): NestedForcingChainStep => ({
  kind: 'nestedForcingChain',
  level,
  shape: 'contradiction',
  conclusion: node,
  branches: [],
  inner: [],
  complexity,
  ...NO_EFFECT,
});
const valueOf = (step: Step): [TechniqueId, number] => [stepHandler(step).technique(step), seValueOf(step)];

describe('the values chain steps work out for themselves', () => {
  it('start from Sudoku Explainer’s base of their kind', () => {
    expect(valueOf(chainStep('x', true))).toEqual(['x-cycle', 6.5]);
    expect(valueOf(chainStep('x', false))).toEqual(['x-chain', 6.6]);
    expect(valueOf(chainStep('y', true))).toEqual(['xy-cycle', 6.5]);
    expect(valueOf(chainStep('y', false))).toEqual(['xy-chain', 6.6]);
    expect(valueOf(chainStep('xy', true))).toEqual(['nice-loop', 7.0]);
    expect(valueOf(chainStep('xy', false))).toEqual(['aic', 7.0]);
    expect(valueOf(forcingStep('nishio', 'contradiction'))).toEqual(['nishio-forcing-chain', 7.5]);
    expect(valueOf(forcingStep('multiple', 'cell'))).toEqual(['cell-forcing-chain', 8.0]);
    expect(valueOf(forcingStep('multiple', 'unit'))).toEqual(['unit-forcing-chain', 8.0]);
    expect(valueOf(forcingStep('dynamic', 'contradiction'))).toEqual(['dynamic-contradiction-forcing-chain', 8.5]);
    expect(valueOf(forcingStep('dynamic', 'cell'))).toEqual(['dynamic-cell-forcing-chain', 8.5]);
    expect(valueOf(forcingStep('dynamic', 'unit'))).toEqual(['dynamic-unit-forcing-chain', 8.5]);
    expect(valueOf(forcingStep('dynamicPlus', 'double'))).toEqual(['dynamic-plus-forcing-chain', 9.0]);
    expect(valueOf(nestedStep(2))).toEqual(['nested-forcing-chain', 9.5]);
    expect(valueOf(nestedStep(3))).toEqual(['nested-multiple-forcing-chain', 10.0]);
    expect(valueOf(nestedStep(4))).toEqual(['nested-dynamic-forcing-chain', 10.5]);
    expect(valueOf(nestedStep(5))).toEqual(['nested-dynamic-plus-forcing-chain', 11.0]);
  });

  it('agree with the catalogue’s value of their technique at the least complexity', () => {
    const steps: Step[] = [
      ...(['x', 'y', 'xy'] as const).flatMap((mode) => [chainStep(mode, true), chainStep(mode, false)]),
      forcingStep('nishio', 'contradiction'),
      forcingStep('multiple', 'cell'),
      forcingStep('multiple', 'unit'),
      forcingStep('dynamic', 'contradiction'),
      forcingStep('dynamic', 'cell'),
      forcingStep('dynamic', 'unit'),
      forcingStep('dynamicPlus', 'cell'),
      ...[2, 3, 4, 5].map((level) => nestedStep(level)),
    ];
    for (const step of steps) {
      const [technique, value] = valueOf(step);
      expect(value, technique).toBe(TECHNIQUES.find((row) => row.id === technique)!.se);
    }
  });

  it('add Sudoku Explainer’s length bonus: 0.1 for each of 4, 6, 8, 12, 16, 24, 32, … that complexity − 2 exceeds', () => {
    // Complexity 6 (length 4) exceeds none; 7 one; 9 two; 11 three; 15 four; 35 seven.
    for (const [complexity, bonus] of [
      [6, 0],
      [7, 0.1],
      [9, 0.2],
      [11, 0.3],
      [15, 0.4],
      [35, 0.7],
    ] as const) {
      expect(seValueOf(chainStep('x', false, complexity)), `x-chain of ${complexity}`).toBeCloseTo(6.6 + bonus, 10);
      expect(seValueOf(forcingStep('multiple', 'cell', complexity)), `cell forcing chain of ${complexity}`).toBeCloseTo(8.0 + bonus, 10);
      expect(seValueOf(nestedStep(2, complexity)), `nested level 2 of ${complexity}`).toBeCloseTo(9.5 + bonus, 10);
    }
  });

  it('take the nested levels’ bases from Sudoku Explainer’s rule: 9.5, 10.0, 10.5, 11.0 for levels 2–5', () => {
    const bases = [2, 3, 4, 5].map((level) => ruleBase({ multiple: true, dynamic: true, nishio: false, level }));
    expect(bases).toEqual([9.5, 10.0, 10.5, 11.0]);
    // The chaining engine's own rules below the nested levels.
    expect(ruleBase({ multiple: false, dynamic: true, nishio: true, level: 0 })).toBe(7.5);
    expect(ruleBase({ multiple: true, dynamic: false, nishio: false, level: 0 })).toBe(8.0);
    expect(ruleBase({ multiple: true, dynamic: true, nishio: false, level: 0 })).toBe(8.5);
    expect(ruleBase({ multiple: true, dynamic: true, nishio: false, level: 1 })).toBe(9.0);
  });
});
