/**
 * Forcing chains, as Sudoku Explainer's multiple-chain producers find them: Nishio (one
 * digit, dynamic, refuted by contradiction), multiple forcing chains (static: every value of
 * a cell or every place of a digit in a house forces the same conclusion) and dynamic forcing
 * chains (contradictions, double implications, cell and unit chains with the grid updated
 * as the assumption spreads). Each step keeps every branch's chain, and SE's complexity.
 */
import type { ExplainToken, Highlights, Link, Placement, StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { marksOf, nodeToken, type ChainNode } from './chains/chainsAndCycles';
import { seChainDifficulty } from './chains/chainDifficulty';
import { FORCING_BASE, MODES, type ForcingHint, type ForcingMode, type ForcingPick, type ForcingShape } from './chains/forcingSearch';
import { FRESH, type Propagation, type PropagationEngine } from './chains/propagation';
import { chainWorkOf, type ChainWork } from './chains/chainWork';
import { offerAll, offerRanked, type Strategy, type StrategyFamily } from './strategy';
import { scratchKind, type SearchContext } from './searchContext';
import {
  candidate as candidateToken,
  cell as cellToken,
  eliminationTokens,
  house as houseToken,
  NO_HIGHLIGHTS,
  placementTokens,
  technique,
  text,
} from './words';

/** One branch: an assumption and the implications that lead from it to the conclusion. */
interface ForcingBranch {
  readonly assumption: ChainNode;
  /** Every implication of the branch (parent → child), children on = strong inference. */
  readonly links: readonly Link[];
}

/**
 * A forcing chain: `shape` contradiction (one assumption forces a candidate both on and
 * off, so it is false), double (a candidate on and off force the same conclusion), cell
 * (every value of `cell`) or unit (every place of the digit in `house`).
 */
export interface ForcingChainStep extends StepEffect {
  readonly kind: 'forcingChain';
  readonly mode: ForcingMode;
  readonly shape: ForcingShape;
  readonly cell?: number;
  readonly house?: number;
  readonly conclusion: ChainNode;
  readonly branches: readonly ForcingBranch[];
  /** Sudoku Explainer's complexity: the sum over branches of their distinct nodes. */
  readonly complexity: number;
}

declare module '../step' {
  interface StepKinds {
    forcingChain: ForcingChainStep;
  }
}

/** Every implication of a branch, from the assumption to the node, as parent → child links. */
function linksTo(engine: PropagationEngine, prop: Propagation, node: number): Link[] {
  const links: Link[] = [];
  for (const entry of engine.chainNodes(prop, node)) {
    for (const parent of entry.parents) links.push({ from: parent >> 1, to: entry.potential >> 1, strong: (entry.potential & 1) === 1 });
  }
  return links.reverse();
}

function assemble(hint: ForcingHint, branchLinks: readonly Link[][]): ForcingChainStep {
  const candidate = hint.target >> 1;
  const on = (hint.target & 1) === 1;
  const placements: Placement[] = on ? [{ cell: (candidate / 9) | 0, digit: (candidate % 9) + 1 }] : [];
  const starts = hint.shape === 'contradiction' ? [hint.starts[0]!, hint.starts[0]!] : hint.starts;
  return {
    kind: 'forcingChain',
    mode: hint.mode,
    shape: hint.shape,
    ...(hint.cell !== undefined ? { cell: hint.cell } : {}),
    ...(hint.house !== undefined ? { house: hint.house } : {}),
    conclusion: { candidate, on },
    branches: starts.map((start, index) => ({
      assumption: { candidate: start >> 1, on: (start & 1) === 1 },
      links: branchLinks[index] ?? [],
    })),
    complexity: hint.complexity,
    placements,
    eliminations: on ? [] : [candidate],
  };
}

/**
 * What the forcing strategies of one search context keep between calls: the propagation that
 * rebuilds a branch the search did not keep, and the last position known barren (see `isBarren`).
 */
class ForcingMemory {
  branch: Propagation | undefined = undefined;
  readonly barrenMarks = new Uint16Array(81);
  barrenKnown = false;
}

const MEMORY = scratchKind(() => new ForcingMemory());

/** The chain tables and the forcing memory of one search context, as the functions below take them. */
interface ForcingWork {
  readonly chains: ChainWork;
  readonly memory: ForcingMemory;
}

const forcingWorkOf = (context: SearchContext): ForcingWork => ({ chains: chainWorkOf(context), memory: context.get(MEMORY) });

/**
 * The steps of some hints of one producer. Each assumption is propagated once for all the
 * hints that start from it (a cell's values and a house's places recur in many hints).
 */
function stepsOf({ chains, memory }: ForcingWork, marks: Uint16Array, hints: readonly ForcingHint[]): ForcingChainStep[] {
  if (hints.length === 0) return [];
  const engine = chains.propagation;
  const { searchedPropagation } = chains.forcing;
  const links: Link[][][] = hints.map(() => []);
  const byStart = new Map<number, [number, number][]>();
  hints.forEach((hint, index) => {
    hint.starts.forEach((start, branch) => {
      const list = byStart.get(start) ?? [];
      list.push([index, branch]);
      byStart.set(start, list);
    });
  });
  const mode = hints[0]!.mode;
  for (const [start, requests] of byStart) {
    const prop =
      searchedPropagation(marks, mode, start) ?? engine.propagate((memory.branch ??= engine.newPropagation()), marks, start, MODES[mode]);
    for (const [index, branch] of requests) {
      const hint = hints[index]!;
      if (hint.shape === 'contradiction') {
        links[index]![0] = linksTo(engine, prop, prop.absurdOn);
        links[index]![1] = linksTo(engine, prop, prop.absurdOff);
      } else links[index]![branch] = linksTo(engine, prop, prop.has(hint.target) ? hint.target : FRESH);
    }
  }
  return hints.map((hint, index) => assemble(hint, links[index]!));
}

function forcingTechnique(step: ForcingChainStep): TechniqueId {
  if (step.mode === 'nishio') return 'nishio-forcing-chain';
  if (step.mode === 'multiple') return step.shape === 'unit' ? 'unit-forcing-chain' : 'cell-forcing-chain';
  if (step.mode === 'dynamicPlus') return 'dynamic-plus-forcing-chain';
  if (step.shape === 'cell') return 'dynamic-cell-forcing-chain';
  if (step.shape === 'unit') return 'dynamic-unit-forcing-chain';
  return 'dynamic-contradiction-forcing-chain';
}

/**
 * The last position on which a dynamic (+) search found nothing. Its propagations reach all
 * that the Nishio, static and dynamic ones reach (unit propagation with more rules, stopped
 * only by a contradiction, which is a hint itself), so none of those finds anything there
 * either. Sudoku Explainer tries them first; on the hardest puzzles all four fail, position
 * after position, and the one search answers for the four.
 */
function isBarren(memory: ForcingMemory, marks: Uint16Array): boolean {
  if (!memory.barrenKnown) return false;
  const { barrenMarks } = memory;
  for (let cell = 0; cell < 81; cell++) if (marks[cell] !== barrenMarks[cell]) return false;
  return true;
}

function noteSearch(memory: ForcingMemory, marks: Uint16Array, mode: ForcingMode, hints: readonly ForcingHint[]): readonly ForcingHint[] {
  if (mode === 'dynamicPlus' && hints.length === 0) {
    memory.barrenMarks.set(marks);
    memory.barrenKnown = true;
  }
  return hints;
}

/**
 * The hints as `pick` asks, or none where the position is known barren. The Nishio search,
 * first of the forcing producers in SE's order, asks a dynamic (+) search for any hint first
 * when it does not know: finding none answers for all four producers.
 */
function hintsOf({ chains, memory }: ForcingWork, marks: Uint16Array, mode: ForcingMode, pick: ForcingPick): readonly ForcingHint[] {
  if (isBarren(memory, marks)) return [];
  const { findForcingHints } = chains.forcing;
  if (mode === 'nishio' && noteSearch(memory, marks, 'dynamicPlus', findForcingHints(marks, 'dynamicPlus', 'any')).length === 0) return [];
  return noteSearch(memory, marks, mode, findForcingHints(marks, mode, pick));
}

/** Whether two hints of one producer conclude the same from the same assumptions. */
function sameHint(a: ForcingHint, b: ForcingHint): boolean {
  return (
    a.shape === b.shape &&
    a.target === b.target &&
    a.cell === b.cell &&
    a.house === b.house &&
    a.starts.length === b.starts.length &&
    a.starts.every((start, i) => start === b.starts[i])
  );
}

function forcingStrategy(id: TechniqueId, mode: ForcingMode): Strategy {
  const one = (work: ForcingWork, marks: Uint16Array, pick: ForcingPick): ForcingChainStep | undefined => {
    const hint = hintsOf(work, marks, mode, pick)[0];
    return hint ? stepsOf(work, marks, [hint])[0] : undefined;
  };
  const all = (work: ForcingWork, marks: Uint16Array): ForcingChainStep[] => stepsOf(work, marks, hintsOf(work, marks, mode, 'all'));
  return {
    technique: id,
    search: (grid, sink, context) => {
      const marks = marksOf(grid);
      const work = forcingWorkOf(context);
      offerRanked(
        sink,
        () => one(work, marks, 'first'),
        () => all(work, marks),
      );
    },
    // The first hint met, the search stopping there; the rest in SE's order, without it.
    searchQuickest: (grid, sink, context) => {
      const marks = marksOf(grid);
      const work = forcingWorkOf(context);
      const quick = hintsOf(work, marks, mode, 'any')[0];
      if (!quick || sink.add(stepsOf(work, marks, [quick])[0]!)) return;
      const rest = hintsOf(work, marks, mode, 'all');
      const offered = rest.findIndex((hint) => sameHint(hint, quick));
      offerAll(sink, stepsOf(work, marks, offered < 0 ? rest : rest.filter((_, i) => i !== offered)));
    },
  };
}

const nishioForcingChains = forcingStrategy('nishio-forcing-chain', 'nishio');
const multipleForcingChains = forcingStrategy('cell-forcing-chain', 'multiple');
const dynamicForcingChains = forcingStrategy('dynamic-cell-forcing-chain', 'dynamic');
/** SE's "Dynamic forcing chains (+)": every shape, with pointing, claiming, pairs and X-wings inside the chains. */
const dynamicPlusForcingChains = forcingStrategy('dynamic-plus-forcing-chain', 'dynamicPlus');

const SHAPE_WORDS: Record<ForcingShape, string> = {
  contradiction: 'leads to a contradiction',
  double: 'on and off both force',
  cell: 'every value of ',
  unit: 'every place in ',
};

/** A forcing chain on the board: its cell or house, the assumptions, what it removes or places, every branch's links. */
export function forcingHighlights(
  s: StepEffect & {
    readonly cell?: number;
    readonly house?: number;
    readonly branches: readonly { readonly assumption: ChainNode; readonly links: readonly Link[] }[];
  },
): Highlights {
  return {
    ...NO_HIGHLIGHTS,
    cells: s.cell !== undefined ? [s.cell] : [],
    houses: s.house !== undefined ? [s.house] : [],
    kept: s.branches.map((branch) => branch.assumption.candidate),
    removed: s.eliminations,
    placements: s.placements,
    links: s.branches.flatMap((branch) => branch.links),
  };
}

/** What a forcing chain's branches start from and force: "every value of r4c5 forces 3r1c1 off". */
export function forcingShapeTokens(s: {
  readonly shape: string;
  readonly cell?: number;
  readonly house?: number;
  readonly conclusion: ChainNode;
  readonly branches: readonly { readonly assumption: ChainNode }[];
}): ExplainToken[] {
  if (s.shape === 'cell' && s.cell !== undefined)
    return [text(SHAPE_WORDS.cell), cellToken(s.cell), text(' forces '), nodeToken(s.conclusion)];
  if (s.shape === 'unit' && s.house !== undefined)
    return [text(SHAPE_WORDS.unit), houseToken(s.house), text(' forces '), nodeToken(s.conclusion)];
  if (s.shape === 'double')
    return [candidateToken(s.branches[0]!.assumption.candidate), text(' ' + SHAPE_WORDS.double + ' '), nodeToken(s.conclusion)];
  return [nodeToken(s.branches[0]!.assumption), text(' ' + SHAPE_WORDS.contradiction)];
}

export const forcing: StrategyFamily<'forcingChain'> = {
  strategies: [nishioForcingChains, multipleForcingChains, dynamicForcingChains, dynamicPlusForcingChains],
  handlers: {
    forcingChain: {
      technique: forcingTechnique,
      // "Dynamic cell forcing chain: every value of r4c5 forces 3r1c1 off ⇒ removes 3 from r1c1"
      explain: (s) => [
        technique(forcingTechnique(s)),
        text(': '),
        ...forcingShapeTokens(s),
        text(` (chains of ${s.branches.map((branch) => branch.links.length).join(', ')} links) ⇒ `),
        ...(s.placements.length > 0 ? [text('places '), ...placementTokens(s.placements)] : eliminationTokens(s.eliminations)),
      ],
      highlights: forcingHighlights,
      seValue: (s) => Math.round(seChainDifficulty(FORCING_BASE[s.mode], s.complexity) * 10) / 10,
    },
  },
};
