/**
 * What Sudoku Explainer's general chaining engine (nestedChaining.ts) finds, as data: the
 * links of a chain (`ChainLink`, a potential with the parents it was reached by and why), the
 * rules the engine runs (`ChainingRule`), and its hints, one type per shape, as steps are. A
 * hint's worth follows SE: the number of distinct potentials each branch needs
 * (`complexity`), plus the complexity of every distinct inner chain it rests on.
 */
import { lowestBitIndex } from '../../grid/bits';
import { seChainDifficulty } from './chainDifficulty';

/** Why a potential follows from its parents (SE's `Potential.Cause`); none for an assumption. */
export const enum Cause {
  None,
  Cell,
  Box,
  Row,
  Column,
  Advanced,
}

/** One potential (candidate * 2 + 1 when on) as one chain reached it, with the parents it was reached by. */
export interface ChainLink {
  readonly potential: number;
  readonly parents: ChainLink[];
  readonly cause: Cause;
  /** The inner chain that eliminated this candidate (advanced causes of nested levels). */
  readonly nested?: ChainingHint;
}

export interface ChainingRule {
  /** Multiple forcing chains: every value of a cell, every place of a digit in a house. */
  readonly multiple: boolean;
  readonly dynamic: boolean;
  readonly nishio: boolean;
  /** 0 plain, 1 "+" (simple techniques), 2–5 nested (see nestedChaining.ts). */
  readonly level: number;
}

/** What every hint of the engine has: what it removes, the chains that prove it, and its worth. */
interface HintBase {
  readonly rule: ChainingRule;
  /** Candidates removed, ascending. */
  readonly removable: readonly number[];
  /** The end of each branch (SE's chain targets), in SE's order. */
  readonly targets: readonly ChainLink[];
  readonly complexity: number;
  readonly difficulty: number;
  /** SE's rank of the shape among hints of equal difficulty and complexity. */
  readonly sortKey: number;
  /** The branches' chains without `ChainLink` objects, for hints the engine keeps compactly (keptChains.ts). */
  readonly compact?: CompactChains;
}

/** A branch's chain as SE's `getChain` lists it (`chainOf`): its potentials breadth first, with the cause of each. */
export interface BranchChain {
  readonly potentials: ArrayLike<number>;
  readonly causes: ArrayLike<number>;
}

/** What a hint kept compactly answers without making its links objects. */
export interface CompactChains {
  branches(): readonly BranchChain[];
}

/** The chain of each branch of `hint`, in target order. */
export function branchChains(hint: ChainingHint): readonly BranchChain[] {
  if (hint.compact) return hint.compact.branches();
  return hint.targets.map((target) => {
    const chain = chainOf(target);
    return { potentials: chain.map((p) => p.potential), causes: chain.map((p) => p.cause) };
  });
}

/** Which links a cycle or unary chain uses: X (house links), Y (bivalue cells), or both. */
interface LoopLinks {
  readonly xChain: boolean;
  readonly yChain: boolean;
}

/** What a forcing chain concludes (SE's `getResult`): a potential, on to place its digit, off to remove it. */
interface Concludes {
  readonly result: number;
}

/** A bidirectional cycle: its two targets walk the loop each way; it concludes no one potential. */
interface CycleHint extends HintBase, LoopLinks {
  readonly shape: 'cycle';
}
/** A unary forcing chain: an assumption that forces its own negation. */
interface LoopChainHint extends HintBase, LoopLinks, Concludes {
  readonly shape: 'chain';
}
/** One assumption forces a candidate both on and off: the assumption is false. */
interface ContradictionHint extends HintBase, Concludes {
  readonly shape: 'contradiction';
}
/** A candidate on and the same candidate off force the same potential. */
interface DoubleHint extends HintBase, Concludes {
  readonly shape: 'double';
}
/** Every value of `cell` forces the same potential. */
interface CellChainHint extends HintBase, Concludes {
  readonly shape: 'cell';
  readonly cell: number;
}
/** Every place of a digit in `house` forces the same potential. */
interface UnitChainHint extends HintBase, Concludes {
  readonly shape: 'unit';
  readonly house: number;
}

/** What the loop rule (level 0, neither multiple nor dynamic) finds. */
export type LoopHint = CycleHint | LoopChainHint;
/** What the multiple, dynamic and Nishio rules find. */
export type ForcingChainingHint = ContradictionHint | DoubleHint | CellChainHint | UnitChainHint;
/** A hint of one rule, told apart by `shape` as a step is by its kind. */
export type ChainingHint = LoopHint | ForcingChainingHint;
export type ChainingShape = ChainingHint['shape'];

/** Whether a hint concludes a potential from assumptions (every shape but the loop rule's). */
export const isForcingHint = (hint: ChainingHint): hint is ForcingChainingHint => hint.shape !== 'cycle' && hint.shape !== 'chain';

/** The hints of one rule on a position: what a propagation asks the inner rules at a stall. */
export interface HintSource {
  hints(marks: Uint16Array): readonly ChainingHint[];
}

/** SE's base difficulty of a multiple, dynamic, Nishio or nested rule. */
export function ruleBase(rule: ChainingRule): number {
  if (rule.level >= 2) return 9.5 + 0.5 * (rule.level - 2);
  if (rule.level > 0) return 8.5 + 0.5 * rule.level;
  if (rule.nishio) return 7.5;
  if (rule.dynamic) return 8.5;
  return 8.0;
}

export const link = (potential: number, parents: ChainLink[], cause: Cause, nested?: ChainingHint): ChainLink =>
  nested ? { potential, parents, cause, nested } : { potential, parents, cause };

/** The region cause of a link through `house` (SE's houses: rows 0–8, columns 9–17, boxes 18–26). */
export const houseCause = (house: number): Cause => (house >= 18 ? Cause.Box : house >= 9 ? Cause.Column : Cause.Row);

/** SE's `getChain`: a target and its ancestors, breadth first, each potential once. */
export function chainOf(target: ChainLink): ChainLink[] {
  const out: ChainLink[] = [];
  const done = new Set<number>();
  let todo: ChainLink[] = [target];
  while (todo.length > 0) {
    const next: ChainLink[] = [];
    for (const p of todo) {
      if (done.has(p.potential)) continue;
      done.add(p.potential);
      out.push(p);
      for (const parent of p.parents) next.push(parent);
    }
    todo = next;
  }
  return out;
}

/** The distinct potentials a branch needs, its own included. */
const ancestorCount = (target: ChainLink): number => chainOf(target).length;

/** The distinct potentials summed over the branches. */
export const branchesCount = (targets: readonly ChainLink[]): number => targets.reduce((sum, target) => sum + ancestorCount(target), 0);

const fullKeys = new WeakMap<ChainingHint, string>();
/** SE's `FullChain` identity: the targets and every chain to them, potential by potential. */
export function fullKey(hint: ChainingHint): string {
  let key = fullKeys.get(hint);
  if (key === undefined) {
    key = branchChains(hint)
      .map((chain) => Array.prototype.join.call(chain.potentials, ','))
      .join('|');
    fullKeys.set(hint, key);
  }
  return key;
}

/** The distinct inner chains the branches rest on, directly (each once, SE's order). */
export function innerChains(targets: readonly ChainLink[]): ChainingHint[] {
  const out: ChainingHint[] = [];
  const seen = new Set<string>();
  for (const target of targets) {
    for (const p of chainOf(target)) {
      if (!p.nested) continue;
      const key = fullKey(p.nested);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(p.nested);
    }
  }
  return out;
}

/**
 * The complexity and difficulty of a hint of `rule` whose branches end at `targets` and need
 * `flat` distinct potentials: SE's complexity adds each distinct inner chain's.
 */
export function worth(
  rule: ChainingRule,
  targets: readonly ChainLink[],
  flat: number,
  base: number,
): { complexity: number; difficulty: number } {
  // Below level 2 no link rests on an inner chain, so the branches need not be walked again.
  let complexity = flat;
  if (rule.level >= 2) for (const inner of innerChains(targets)) complexity += inner.complexity;
  return { complexity, difficulty: seChainDifficulty(base, complexity) };
}

/** What a conclusion removes: an on potential its cell's other values, an off one its own candidate. */
export function removableOf(marks: Uint16Array, target: number): number[] {
  const candidate = target >> 1;
  if ((target & 1) === 0) return [candidate];
  const cell = (candidate / 9) | 0;
  const out: number[] = [];
  for (let rest = (marks[cell] ?? 0) & ~(1 << (candidate - cell * 9)); rest !== 0; rest &= rest - 1)
    out.push(cell * 9 + lowestBitIndex(rest));
  return out;
}
