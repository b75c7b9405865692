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
