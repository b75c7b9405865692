/**
 * Nested forcing chains, Sudoku Explainer's last resort: dynamic forcing chains whose
 * propagation, when it stalls, lets whole chain searches of a lower level run on the position
 * the assumption has reached (levels 2–5, see chains/nestedChaining.ts). Each step keeps its
 * branches and, as parts of its own, the inner chains its branches rest on, so a replay can
 * show how each eliminated candidate inside the chain came about.
 */
import type { Link, Placement, StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { marksOf, type ChainNode } from './chains/chainsAndCycles';
import {
  chainOf,
  innerChains,
  isForcingHint,
  ruleBase,
  type ChainingHint,
  type ChainingRule,
  type ChainingShape,
  type ChainLink,
  type ForcingChainingHint,
} from './chains/chainingHint';
import { seChainDifficulty } from './chains/chainDifficulty';
import { chainWorkOf } from './chains/chainWork';
import { offerRanked, type Strategy, type StrategyFamily } from './strategy';
import { forcingHighlights, forcingShapeTokens } from './forcing';
import { eliminationTokens, placementTokens, technique, text } from './words';

/** One branch of a chain: where it starts and every implication on the way (parent → child). */
interface NestedBranch {
  readonly assumption: ChainNode;
  readonly links: readonly Link[];
}

/** A chain found inside another one, with the chains it rests on in turn. */
export interface InnerChain {
  /** Sudoku Explainer's name for the rule that found it. */
  readonly rule: string;
  readonly shape: ChainingShape;
  readonly eliminations: readonly number[];
  readonly branches: readonly NestedBranch[];
  readonly complexity: number;
  readonly inner: readonly InnerChain[];
}

/**
 * A nested forcing chain of `level` 2–5: `shape` contradiction (one assumption forces a
 * candidate on and off), double (a candidate on and off force the same), cell (every value of
 * `cell`) or unit (every place of the digit in `house`); `inner` the distinct inner chains
 * the branches use, whose complexity is part of the step's.
 */
export interface NestedForcingChainStep extends StepEffect {
  readonly kind: 'nestedForcingChain';
  readonly level: number;
  readonly shape: ForcingChainingHint['shape'];
  readonly cell?: number;
  readonly house?: number;
  readonly conclusion: ChainNode;
  readonly branches: readonly NestedBranch[];
  readonly inner: readonly InnerChain[];
  readonly complexity: number;
}

declare module '../step' {
  interface StepKinds {
    nestedForcingChain: NestedForcingChainStep;
  }
}

/** SE's rule names, by level ("Dynamic Forcing Chains (+ Forcing Chains)"). */
function nestedSuffix(level: number): string {
  if (level === 1) return ' (+)';
  if (level === 2) return ' (+ Forcing Chains)';
  if (level === 3) return ' (+ Multiple Forcing Chains)';
  if (level === 4) return ' (+ Dynamic Forcing Chains)';
  if (level >= 5) return ` (+ Dynamic Forcing Chains${nestedSuffix(level - 3)})`;
  return '';
}

function ruleName(hint: ChainingHint): string {
  const { rule } = hint;
  if (hint.shape === 'cycle')
    return hint.xChain && hint.yChain ? 'Bidirectional Cycle' : hint.yChain ? 'Bidirectional Y-Cycle' : 'Bidirectional X-Cycle';
  if (hint.shape === 'chain') return hint.xChain && hint.yChain ? 'Forcing Chain' : hint.yChain ? 'Y-Chain' : 'X-Chain';
  if (rule.nishio) return 'Nishio Forcing Chains';
  if (rule.dynamic) return `Dynamic Forcing Chains${nestedSuffix(rule.level)}`;
  return 'Multiple Forcing Chains';
}

const nodeOf = (potential: number): ChainNode => ({ candidate: potential >> 1, on: (potential & 1) === 1 });

function branchOf(target: ChainLink): NestedBranch {
  const links: Link[] = [];
  let root = target;
  for (const p of chainOf(target)) {
    for (const parent of p.parents) links.push({ from: parent.potential >> 1, to: p.potential >> 1, strong: (p.potential & 1) === 1 });
  }
  while (root.parents.length > 0) root = root.parents[0]!;
  return { assumption: nodeOf(root.potential), links: links.reverse() };
}

/** The inner chains of `targets`, each with its own inner chains (SE lists every level's). */
function innerOf(targets: readonly ChainLink[]): InnerChain[] {
  return innerChains(targets).map((hint) => ({
    rule: ruleName(hint),
    shape: hint.shape,
    eliminations: hint.removable,
    branches: hint.targets.map(branchOf),
    complexity: hint.complexity,
    inner: innerOf(hint.targets),
  }));
}

function stepOf(level: number, hint: ForcingChainingHint): NestedForcingChainStep {
  const conclusion = nodeOf(hint.result);
  const placements: Placement[] = conclusion.on ? [{ cell: (conclusion.candidate / 9) | 0, digit: (conclusion.candidate % 9) + 1 }] : [];
  return {
    kind: 'nestedForcingChain',
    level,
    shape: hint.shape,
    ...(hint.shape === 'cell' ? { cell: hint.cell } : {}),
    ...(hint.shape === 'unit' ? { house: hint.house } : {}),
    conclusion,
    branches: hint.targets.map(branchOf),
    inner: innerOf(hint.targets),
    complexity: hint.complexity,
    placements,
    eliminations: conclusion.on ? [] : [...hint.removable],
  };
}

const TECHNIQUE_OF_LEVEL: Record<number, TechniqueId> = {
  2: 'nested-forcing-chain',
  3: 'nested-multiple-forcing-chain',
  4: 'nested-dynamic-forcing-chain',
  5: 'nested-dynamic-plus-forcing-chain',
};

function nestedStrategy(level: number): Strategy {
  const rule: ChainingRule = { multiple: true, dynamic: true, nishio: false, level };
  return {
    technique: TECHNIQUE_OF_LEVEL[level]!,
    search: (grid, sink, context) => {
      const marks = marksOf(grid);
      // The engines and their memory of positions are the search context's (chainWork.ts): what a
      // rule finds in a position is a pure answer, so the raters of one puzzle, which share a
      // context, and the inner searches of a solve reuse each other's work, while the memory
      // lives and dies with the solve.
      // A multiple rule finds forcing chains only; the guard says so to the types.
      const hints = chainWorkOf(context).nested.of(rule).hints(marks).filter(isForcingHint);
      offerRanked(
        sink,
        () => (hints[0] ? stepOf(level, hints[0]) : undefined),
        () => hints.map((hint) => stepOf(level, hint)),
      );
    },
  };
}

export const nestedForcing: StrategyFamily<'nestedForcingChain'> = {
  strategies: [2, 3, 4, 5].map(nestedStrategy),
  handlers: {
    nestedForcingChain: {
      technique: (s) => TECHNIQUE_OF_LEVEL[s.level]!,
      // "Nested forcing chain: every value of r4c5 forces 3r1c1 off (chains of 12, 9 links; 2 inner chains) ⇒ removes 3 from r1c1"
      explain: (s) => [
        technique(TECHNIQUE_OF_LEVEL[s.level]!),
        text(': '),
        ...forcingShapeTokens(s),
        text(
          ` (chains of ${s.branches.map((branch) => branch.links.length).join(', ')} links; ` +
            `${s.inner.length} inner chain${s.inner.length === 1 ? '' : 's'}) ⇒ `,
        ),
        ...(s.placements.length > 0 ? [text('places '), ...placementTokens(s.placements)] : eliminationTokens(s.eliminations)),
      ],
      highlights: forcingHighlights,
      seValue: (s) =>
        Math.round(seChainDifficulty(ruleBase({ multiple: true, dynamic: true, nishio: false, level: s.level }), s.complexity) * 10) / 10,
    },
  },
};
