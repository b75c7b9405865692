/**
 * The inner chains of a nested forcing chain as the replay lists them: one line each, and what
 * the board draws when one is shown (its links, its assumptions, what it removes).
 */
import { candidateName } from '../grid/candidate';
import type { Highlights } from '../step';
import type { InnerChain } from '../strategies/nestedForcing';
import { NO_HIGHLIGHTS } from '../strategies/words';

/** "Dynamic Forcing Chains: removes 4r3c5 (2 branches, complexity 23)". */
export function innerChainLabel(chain: InnerChain): string {
  const branches = chain.branches.length === 1 ? '1 branch' : `${chain.branches.length} branches`;
  return `${chain.rule}: removes ${chain.eliminations.map(candidateName).join(', ')} (${branches}, complexity ${chain.complexity})`;
}

/** "from 4r3c5 on: 12 links" for each branch. */
export function innerBranchLabels(chain: InnerChain): string[] {
  return chain.branches.map(
    (branch) =>
      `from ${candidateName(branch.assumption.candidate)} ${branch.assumption.on ? 'on' : 'off'}: ` +
      `${branch.links.length} link${branch.links.length === 1 ? '' : 's'}`,
  );
}

export function innerChainHighlights(chain: InnerChain): Highlights {
  return {
    ...NO_HIGHLIGHTS,
    kept: chain.branches.map((branch) => branch.assumption.candidate),
    removed: [...chain.eliminations],
    links: chain.branches.flatMap((branch) => branch.links),
  };
}
