/**
 * Aligned pair exclusion (Sudoku Explainer 6.2): take two cells and the bivalue cells that see
 * both. A pair of values for the two cells is impossible when the cells see each other and the
 * values are equal, or when it would empty one of those bivalue cells. A value of either cell
 * that belongs to no possible pair is eliminated. Base cells and excluders are chosen as Sudoku
 * Explainer chooses them: a base cell has two or more candidates, sees no naked single and
 * sees at least one bivalue cell; a pair needs two common excluders.
 */
import { candidateOf, type Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Grid } from '../grid/grid';
import { PEERS } from '../grid/house';
import { popcount } from '../grid/bits';
import type { StepEffect } from '../step';
import { digitsOf } from './houses';
import type { Strategy, StrategyFamily } from './strategy';
import { cellList, eliminationTokens, NO_HIGHLIGHTS, technique, text } from './words';

/** `cells` and the bivalue `excluders` that see both leave no pair using the eliminated values. */
export interface AlignedPairExclusionStep extends StepEffect {
  readonly kind: 'alignedPairExclusion';
  readonly cells: readonly [Cell, Cell];
  readonly excluders: readonly Cell[];
  /** The excluders' two candidates each, drawn in the view. */
  readonly excluderCandidates: readonly Candidate[];
}

declare module '../step' {
  interface StepKinds {
    alignedPairExclusion: AlignedPairExclusionStep;
  }
}

const SEES: readonly Set<Cell>[] = PEERS.map((peers) => new Set(peers));

function findAlignedPairExclusions(grid: Grid, firstOnly: boolean): AlignedPairExclusionStep[] {
  const bases: Cell[] = [];
  const excludersOf = new Map<Cell, Cell[]>();
  for (let cell = 0; cell < 81; cell++) {
    if (popcount(grid.candidateBits(cell)) < 2) continue;
    let nakedSingle = false;
    const excluders: Cell[] = [];
    for (const peer of PEERS[cell]!) {
      const count = popcount(grid.candidateBits(peer));
      if (count === 1) nakedSingle = true;
      else if (count === 2) excluders.push(peer);
    }
    if (!nakedSingle && excluders.length > 0) {
      bases.push(cell);
      excludersOf.set(cell, excluders);
    }
  }
  const out: AlignedPairExclusionStep[] = [];
  for (let i = 0; i < bases.length; i++) {
    for (let j = i + 1; j < bases.length; j++) {
      const a = bases[i]!;
      const b = bases[j]!;
      const common = excludersOf.get(a)!.filter((c) => SEES[b]!.has(c));
      if (common.length < 2) continue;
      const aligned = SEES[a]!.has(b);
      const excluderBits = common.map((c) => grid.candidateBits(c));
      let allowedA = 0;
      let allowedB = 0;
      for (const da of digitsOf(grid.candidateBits(a))) {
        for (const db of digitsOf(grid.candidateBits(b))) {
          if (aligned && da === db) continue;
          const pair = (1 << (da - 1)) | (1 << (db - 1));
          if (excluderBits.some((bits) => (bits & ~pair) === 0)) continue;
          allowedA |= 1 << (da - 1);
          allowedB |= 1 << (db - 1);
        }
      }
      const eliminations: Candidate[] = [
        ...digitsOf(grid.candidateBits(a) & ~allowedA).map((d) => candidateOf(a, d)),
        ...digitsOf(grid.candidateBits(b) & ~allowedB).map((d) => candidateOf(b, d)),
      ];
      if (eliminations.length === 0) continue;
      const excluderCandidates = common.flatMap((c) => digitsOf(grid.candidateBits(c)).map((d) => candidateOf(c, d)));
      out.push({ kind: 'alignedPairExclusion', cells: [a, b], excluders: common, excluderCandidates, placements: [], eliminations });
      if (firstOnly) return out;
    }
  }
  return out;
}

export const alignedPairExclusion: Strategy = {
  technique: 'aligned-pair-exclusion',
  findAll: (grid) => findAlignedPairExclusions(grid, false),
  findFirst: (grid) => findAlignedPairExclusions(grid, true)[0],
};

export const exclusion: StrategyFamily<'alignedPairExclusion'> = {
  id: 'exclusion',
  strategies: [alignedPairExclusion],
  handlers: {
    alignedPairExclusion: {
      technique: () => 'aligned-pair-exclusion',
      // "Aligned pair exclusion: r1c1, r1c5 with r2c2, r3c4 (bivalue) removes 3 from r1c1"
      explain: (s) => [
        technique('aligned-pair-exclusion'),
        text(': '),
        ...cellList(s.cells),
        text(' with bivalue '),
        ...cellList(s.excluders),
        text(' '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...s.cells, ...s.excluders],
        accent: s.excluderCandidates,
        removed: s.eliminations,
      }),
    },
  },
};
