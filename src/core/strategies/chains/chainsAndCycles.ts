/**
 * Chains and loops: X-cycles and forcing X-chains (one digit), Y-cycles, and mixed cycles and
 * forcing chains (nice loops / alternating inference chains), found as Sudoku Explainer's
 * "Forcing chains & cycles" producer finds them and rated with its length bonus.
 */
import type { Candidate } from '../../grid/candidate';
import { SEES } from './potentials';
import type { Grid } from '../../grid/grid';
import type { ExplainToken, Link, Placement, StepEffect } from '../../step';
import type { TechniqueId } from '../../techniques';
import type { UnaryHint, UnaryMode } from './unarySearch';
import { lowestBitIndex } from '../../grid/bits';
import { digitPatterns, DigitPatternMemo } from '../digitMemo';
import { scratchKind } from '../searchContext';
import { chainWorkOf } from './chainWork';
import { seChainDifficulty, sortHints } from './chainDifficulty';
import { offerAll, offerRanked, type Strategy, type StrategyFamily } from '../strategy';
import { searchOptionsOf } from '../searchOptions';
import type { TablingChain } from './tablingNiceLoops';
import { candidate as candidateToken, eliminationTokens, list, NO_HIGHLIGHTS, placementTokens, technique, text } from '../words';

/** A node of a chain: a candidate assumed true (on) or false (off). */
export interface ChainNode {
  readonly candidate: Candidate;
  readonly on: boolean;
}

/**
 * A cycle (continuous loop) or a forcing chain (discontinuous loop) from the first node to
 * the last. Links: `mode` x uses one digit's house links, y and yChain strong links only in
 * bivalue cells, xy both. A forcing chain's last node is the first node's candidate in the other
 * state, so the assumption refutes itself.
 */
export interface ChainStep extends StepEffect {
  readonly kind: 'chain';
  readonly mode: UnaryMode;
  readonly loop: boolean;
  readonly nodes: readonly ChainNode[];
  /** Sudoku Explainer's complexity: distinct nodes of the chain (its length bonus comes from it). */
  readonly complexity: number;
}

declare module '../../step' {
  interface StepKinds {
    chain: ChainStep;
  }
}

export function marksOf(grid: Grid): Uint16Array {
  const marks = new Uint16Array(81);
  for (let cell = 0; cell < 81; cell++) marks[cell] = grid.candidateBits(cell);
  return marks;
}

/** Whether two different candidates cannot both be true (same cell, or same digit in peers). */
function conflicts(a: number, b: number): boolean {
  if (a === b) return false;
  const cellA = (a / 9) | 0;
  const cellB = (b / 9) | 0;
  if (cellA === cellB) return true;
  return a % 9 === b % 9 && SEES[cellA * 81 + cellB] === 1;
}

/**
 * A chain that refutes its start, "s on ⇒ a off ⇒ … ⇒ z on ⇒ s off", proves "a or z" with its
 * inner part: every candidate outside the chain that conflicts with both a and z goes, as
 * HoDoKu's chains and nice loops remove them. Sudoku Explainer removes only s.
 */
function widenedEliminations(marks: Uint16Array, nodes: readonly ChainNode[]): number[] {
  const a = nodes[1]!.candidate;
  const z = nodes[nodes.length - 2]!.candidate;
  const inChain = new Set(nodes.map((node) => node.candidate));
  const out: number[] = [];
  for (let candidate = 0; candidate < 729; candidate++) {
    if (!(marks[(candidate / 9) | 0]! & (1 << (candidate % 9))) || inChain.has(candidate)) continue;
    if (conflicts(candidate, a) && conflicts(candidate, z)) out.push(candidate);
  }
  return [...new Set([nodes[0]!.candidate, ...out])].sort((x, y) => x - y);
}

/** The candidates of `candidate`'s cell other than it. */
function otherCandidates(marks: Uint16Array, candidate: number): number[] {
  const cell = (candidate / 9) | 0;
  const out: number[] = [];
  for (let digitIndex = 0; digitIndex < 9; digitIndex++)
    if (marks[cell]! & (1 << digitIndex) && cell * 9 + digitIndex !== candidate) out.push(cell * 9 + digitIndex);
  return out;
}

function toStep(hint: UnaryHint, marks: Uint16Array, widen: boolean): ChainStep {
  // Hints list nodes from the end back to the start; steps read forwards.
  const nodes = [...hint.nodes].reverse().map((potential) => ({ candidate: potential >> 1, on: (potential & 1) === 1 }));
  const placements: Placement[] = [];
  let eliminations = [...hint.eliminations];
  if (hint.shape === 'chain' && hint.target & 1) {
    const candidate = hint.target >> 1;
    const cell = (candidate / 9) | 0;
    // HoDoKu's nice loop does not place the digit: it removes the cell's other candidates,
    // leaving a naked single; those removals also rank it among the loops found.
    if (widen) eliminations = otherCandidates(marks, candidate);
    else {
      placements.push({ cell, digit: (candidate % 9) + 1 });
      eliminations = [];
    }
  } else if (hint.shape === 'chain' && widen) eliminations = widenedEliminations(marks, nodes);
  return { kind: 'chain', mode: hint.mode, loop: hint.shape === 'cycle', nodes, complexity: hint.complexity, placements, eliminations };
}

export function chainLinks(nodes: readonly ChainNode[]): Link[] {
  const links: Link[] = [];
  for (let i = 1; i < nodes.length; i++) links.push({ from: nodes[i - 1]!.candidate, to: nodes[i]!.candidate, strong: nodes[i]!.on });
  return links;
}

function chainTechnique(step: ChainStep): TechniqueId {
  if (step.mode === 'x') return step.loop ? 'x-cycle' : 'x-chain';
  if (step.mode === 'y' || step.mode === 'yChain') return step.loop ? 'xy-cycle' : 'xy-chain';
  return step.loop ? 'nice-loop' : 'aic';
}

/** SE's base for the step's link set and shape. */
function chainBase(step: ChainStep): number {
  if (step.mode === 'xy' || step.mode === 'yChain') return 7.0;
  return step.loop ? 6.5 : 6.6;
}

/**
 * Whether the chain leaves a cell other than its start and comes back to it later: HoDoKu
 * builds no nice loop that crosses itself (a lasso; its start cell, where the loop closes, may
 * be met again), and our search, which only forbids a node twice, finds such chains.
 */
export function isLasso(nodes: readonly ChainNode[]): boolean {
  const left = new Set<number>();
  const first = (nodes[0]!.candidate / 9) | 0;
  let previous = first;
  for (let i = 1; i < nodes.length; i++) {
    const cell = (nodes[i]!.candidate / 9) | 0;
    if (cell === previous) continue;
    if (left.has(cell)) return true;
    if (previous !== first) left.add(previous);
    previous = cell;
  }
  return false;
}

/**
 * `widen`: HoDoKu-style chains that remove everything their ends prove, not only the start, and
 * no lassos; HoDoKu takes the best of all it found, so all are listed.
 */
function unaryStrategy(id: TechniqueId, modes: readonly UnaryMode[], widen: boolean): Strategy {
  if (widen) {
    return {
      technique: id,
      search: (grid, sink, context) => {
        const marks = marksOf(grid);
        for (const hint of chainWorkOf(context).unary.allUnaryHints(marks, modes)) {
          const step = toStep(hint, marks, true);
          if (!isLasso(step.nodes) && sink.add(step)) return;
        }
      },
    };
  }
  return {
    technique: id,
    search: (grid, sink, context) => {
      const marks = marksOf(grid);
      const { allUnaryHints, easiestUnaryHint } = chainWorkOf(context).unary;
      offerRanked(
        sink,
        () => {
          const hint = easiestUnaryHint(marks, modes);
          return hint && toStep(hint, marks, false);
        },
        () => allUnaryHints(marks, modes).map((hint) => toStep(hint, marks, false)),
      );
    },
  };
}

/** SE's whole "Forcing chains & cycles" producer: X, then Y, then XY, easiest first (SE's eliminations). */
const forcingChainsAndCycles = unaryStrategy('aic', ['x', 'y', 'xy'], false);
/**
 * Each context's X-chain hints by digit index, keyed by the digit's pattern (kept from puzzle to
 * puzzle): an X-chain or X-cycle stays on one digit and removes only that digit, so what a
 * digit's search finds depends on where that digit can go and nothing else — as long as every
 * unsolved cell has two candidates or more, since a search starts only in such a cell.
 */
const X_CHAIN_HINTS = scratchKind(() => new DigitPatternMemo<readonly UnaryHint[]>(9));

/**
 * Single-digit chains and cycles only (HoDoKu's X-chain), as `unaryStrategy('x-chain', ['x'],
 * true)` finds them. The solver asks after every step, and a step changes the patterns of a few
 * digits: only those are searched again. Put back in SE's order together (each hint's `seq`
 * is its place in one search of every digit), the hints are the ones a whole search lists.
 */
const xChains: Strategy = {
  technique: 'x-chain',
  search: (grid, sink, context) => {
    const marks = marksOf(grid);
    const { allUnaryHints } = chainWorkOf(context).unary;
    let hints: UnaryHint[];
    if (hasNakedSingle(marks)) hints = allUnaryHints(marks, ['x']);
    else {
      const patterns = digitPatterns(grid, context);
      const memo = context.get(X_CHAIN_HINTS);
      let unknown = 0;
      for (let d = 0; d < 9; d++) if (memo.find(d, patterns, d) === undefined) unknown |= 1 << d;
      const found = unknown === 0 ? [] : allUnaryHints(marks, ['x'], unknown);
      for (let rest = unknown; rest !== 0; rest &= rest - 1) {
        const d = lowestBitIndex(rest);
        memo.remember(
          d,
          patterns,
          d,
          found.filter((hint) => (hint.nodes[0]! >> 1) % 9 === d),
        );
      }
      hints = found;
      for (let d = 0; d < 9; d++) if ((unknown & (1 << d)) === 0) hints.push(...memo.find(d, patterns, d)!);
      if (unknown !== 0x1ff) sortHints(hints);
    }
    for (const hint of hints) {
      const step = toStep(hint, marks, true);
      if (!isLasso(step.nodes) && sink.add(step)) return;
    }
  },
};

function hasNakedSingle(marks: Uint16Array): boolean {
  for (let cell = 0; cell < 81; cell++) if (marks[cell] !== 0 && (marks[cell]! & (marks[cell]! - 1)) === 0) return true;
  return false;
}
/** A loop or AIC of HoDoKu's tables without a group, as a step. */
export function tablingStep({ nodes, loop, eliminations }: TablingChain): ChainStep {
  const plain = nodes.map(({ candidate, on }) => ({ candidate, on }));
  return { kind: 'chain', mode: 'xy', loop, nodes: plain, complexity: plain.length, placements: [], eliminations: [...eliminations] };
}

const everyNiceLoop = unaryStrategy('nice-loop', ['xy'], true);

/** Mixed-link loops and chains only (HoDoKu's nice loops): every one, or those HoDoKu's tables yield. */
export const niceLoops: Strategy = {
  technique: 'nice-loop',
  search: (grid, sink, context) => {
    if (!searchOptionsOf(context, grid).hodokuTabling) return everyNiceLoop.search(grid, sink, context);
    offerAll(sink, chainWorkOf(context).tabling(marksOf(grid)).map(tablingStep));
  },
};
/** Chains through bivalue cells only (HoDoKu's XY-chain). */
const xyChains = unaryStrategy('xy-chain', ['yChain'], true);

/** `5r1c2 on`, `5r1c7 off`. */
export function nodeToken(node: ChainNode): ExplainToken {
  const token = candidateToken(node.candidate);
  return { ...token, text: `${token.text} ${node.on ? 'on' : 'off'}` };
}

export const chains: StrategyFamily<'chain'> = {
  strategies: [forcingChainsAndCycles, xChains, xyChains, niceLoops],
  handlers: {
    chain: {
      technique: chainTechnique,
      // "X-chain: 5r1c2 on → 5r1c7 off → … ⇒ removes 5 from r1c2"
      explain: (s) => [
        technique(chainTechnique(s)),
        text(s.loop ? ' (loop): ' : ': '),
        ...list(s.nodes.map(nodeToken), ' → '),
        text(' ⇒ '),
        ...(s.placements.length > 0 ? [text('places '), ...placementTokens(s.placements)] : eliminationTokens(s.eliminations)),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...new Set(s.nodes.map((node) => (node.candidate / 9) | 0))],
        kept: s.nodes.filter((node) => node.on).map((node) => node.candidate),
        accent: s.nodes.filter((node) => !node.on).map((node) => node.candidate),
        removed: s.eliminations,
        placements: s.placements,
        links: chainLinks(s.nodes),
      }),
      seValue: (s) => Math.round(seChainDifficulty(chainBase(s), s.complexity) * 10) / 10,
    },
  },
};
