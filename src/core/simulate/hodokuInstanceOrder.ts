/**
 * Which instance of a technique HoDoKu 2.2 takes when several are there. Its scores do not
 * depend on the instance, but the instance decides the rest of the path, so a solve that takes
 * another one drifts from HoDoKu's score and, near a level's cap, its level.
 */
import type { Step } from '../step';

/**
 * Chains and loops as HoDoKu sorts what one search found (`SolutionStep.compareTo`): the one
 * removing the most candidates, then the least "index sum" of its eliminations (cell index
 * weighted 1, 81, 161, … by position, plus the digit). HoDoKu weighs its eliminations in the
 * order it recorded them, ours in candidate order. A chain that proves a digit removes the
 * cell's other candidates, as HoDoKu's does, and counts them.
 */
export function hodokuChainOrder(a: Step, b: Step): number {
  return b.eliminations.length - a.eliminations.length || indexSum(a) - indexSum(b);
}

function indexSum(step: Step): number {
  const sorted = [...step.eliminations].sort((x, y) => x - y);
  let sum = 0;
  for (const [i, candidate] of sorted.entries()) sum += Math.floor(candidate / 9) * (1 + 80 * i) + (candidate % 9) + 1;
  return sum;
}

/**
 * Nice loops and AICs of HoDoKu's tabling search as it sorts them (`SolutionStep.compareTo`):
 * the most eliminations; unless both are the same kind of step with the same eliminations, the
 * least index sum over the eliminations sorted by digit, then cell (HoDoKu sorts them so when it
 * keys them); else the shorter chain. Kinds: continuous loop, discontinuous loop (back to the
 * start cell), AIC, each grouped or not.
 */
export function hodokuTablingOrder(a: Step, b: Step): number {
  const count = b.eliminations.length - a.eliminations.length;
  if (count !== 0) return count;
  if (tablingKind(a) !== tablingKind(b) || a.eliminations.some((candidate, i) => candidate !== b.eliminations[i]))
    return digitFirstIndexSum(a) - digitFirstIndexSum(b);
  return chainLength(a) - chainLength(b);
}

function tablingKind(step: Step): string {
  if (step.kind !== 'chain' && step.kind !== 'groupedChain') return step.kind;
  const first = step.nodes[0]!.candidate;
  const last = step.nodes[step.nodes.length - 1]!.candidate;
  const shape = step.loop ? 'continuous' : ((first / 9) | 0) === ((last / 9) | 0) ? 'discontinuous' : 'aic';
  return `${step.kind} ${shape}`;
}

const chainLength = (step: Step): number => (step.kind === 'chain' || step.kind === 'groupedChain' ? step.nodes.length : 0);

function digitFirstIndexSum(step: Step): number {
  const sorted = [...step.eliminations].sort((x, y) => (x % 9) - (y % 9) || x - y);
  let sum = 0;
  for (const [i, candidate] of sorted.entries()) sum += Math.floor(candidate / 9) * (1 + 80 * i) + (candidate % 9) + 1;
  return sum;
}

/**
 * Basic fish in the order HoDoKu's FishSolver meets them, taking the first (it collects no
 * more unless "siamese fish" are allowed, which they are not by default): digit by digit, rows
 * as base lines before columns, the base lines' sets in lexicographic order.
 */
export function hodokuFishOrder(a: Step, b: Step): number {
  if (a.kind !== 'basicFish' || b.kind !== 'basicFish') return 0;
  const orientation = (step: typeof a): number => (step.baseLines[0]! < 9 ? 0 : 1);
  if (a.digit !== b.digit) return a.digit - b.digit;
  if (orientation(a) !== orientation(b)) return orientation(a) - orientation(b);
  for (let i = 0; i < a.baseLines.length; i++) if (a.baseLines[i] !== b.baseLines[i]) return a.baseLines[i]! - b.baseLines[i]!;
  return 0;
}

/**
 * Remote pairs as HoDoKu's ChainSolver sorts all it found: the most eliminations, then the
 * least index sum over them sorted by digit, then cell (it sorts them so when it keys them).
 */
export function hodokuRemotePairOrder(a: Step, b: Step): number {
  return b.eliminations.length - a.eliminations.length || digitFirstIndexSum(a) - digitFirstIndexSum(b);
}

/**
 * ALS-XY-chains as HoDoKu's AlsSolver sorts all it found (`AlsComparator`): the most
 * eliminations, then the least index sum over them sorted by digit, then cell. Chains with the
 * same eliminations, which HoDoKu tells apart by their sets, lead to the same position.
 */
export function hodokuAlsChainOrder(a: Step, b: Step): number {
  return b.eliminations.length - a.eliminations.length || digitFirstIndexSum(a) - digitFirstIndexSum(b);
}

/**
 * Skyscrapers as HoDoKu's SingleDigitPatternSolver meets them, taking the first: rows before
 * columns, then digit by digit, then the pair of lines in index order (a pair whose bases share
 * a column, or row, before one whose bases only share a box, which HoDoKu does not count).
 */
export function hodokuSkyscraperOrder(a: Step, b: Step): number {
  if (a.kind !== 'twoLink' || b.kind !== 'twoLink') return 0;
  return (
    orientationOf(a.houses[0]) - orientationOf(b.houses[0]) ||
    a.digit - b.digit ||
    Math.min(...a.houses) - Math.min(...b.houses) ||
    Math.max(...a.houses) - Math.max(...b.houses) ||
    (basesShareLine(a) ? 0 : 1) - (basesShareLine(b) ? 0 : 1)
  );
}

const orientationOf = (house: number): number => (house < 9 ? 0 : 1);

function basesShareLine(step: Step): boolean {
  if (step.kind !== 'twoLink') return false;
  const [, a2, b1] = step.cells;
  return step.houses[0] < 9 ? a2 % 9 === b1 % 9 : ((a2 / 9) | 0) === ((b1 / 9) | 0);
}

/**
 * Forcing chains as HoDoKu's TablingSolver sorts all it found (`TablingComparator`): a step
 * that places digits before one that only eliminates; among placements the most cells, then
 * the least sum of their cell indexes; among eliminations the most candidates, then the first
 * that differs by cell, then digit.
 */
export function hodokuForcingOrder(a: Step, b: Step): number {
  const placesA = a.placements.length > 0;
  const placesB = b.placements.length > 0;
  if (placesA !== placesB) return placesA ? -1 : 1;
  if (placesA) {
    const sum = (step: Step): number => step.placements.reduce((total, placement) => total + placement.cell, 0);
    return b.placements.length - a.placements.length || sum(a) - sum(b);
  }
  if (a.eliminations.length !== b.eliminations.length) return b.eliminations.length - a.eliminations.length;
  const sortedA = [...a.eliminations].sort((x, y) => x - y);
  const sortedB = [...b.eliminations].sort((x, y) => x - y);
  for (let i = 0; i < sortedA.length; i++) if (sortedA[i] !== sortedB[i]) return sortedA[i]! - sortedB[i]!;
  return 0;
}
