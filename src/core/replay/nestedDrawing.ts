/**
 * What the board draws for a nested forcing chain by default: its outer chain only. A step's
 * branches hold every implication, and each candidate an inner chain removes comes with a link
 * from every candidate that inner chain rests on; drawn at once (Easter Monster's first step:
 * 279 links) they hide the chain. Here the outer chain runs through each inner chain's result
 * by one link, the result marked, and what only fed the inner chains is left out; each inner
 * chain is drawn on request (innerChains.ts).
 */
import { cellOfCandidate, type Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Highlights, Link } from '../step';
import type { InnerChain, NestedForcingChainStep } from '../strategies/nestedForcing';
import { forcingHighlights } from '../strategies/forcing';

/** Which inner chain (its index in `inner`) proves each candidate off, the first one when several do. */
export function innerProofs(inner: readonly InnerChain[]): Map<number, number> {
  const proofs = new Map<number, number>();
  inner.forEach((chain, k) => {
    for (const candidate of chain.eliminations) if (!proofs.has(candidate)) proofs.set(candidate, k);
  });
  return proofs;
}

/** A link that turns off a candidate an inner chain proves off: the inner chain's work, not the outer chain's. */
export function isInnerLink(link: Link, proofs: ReadonlyMap<number, number>): boolean {
  return !link.strong && proofs.has(link.to);
}

/**
 * The outer chain's own links, each once (the branches share their beginnings), and the
 * candidates the inner chains prove that the outer chain goes on from. Of the links into an
 * inner chain's result only the first is kept, so the chain runs on through the marked result;
 * then links that only fed an inner chain (they lead to no further drawn link nor to a branch's
 * end) go too. "All links" draws what is left out.
 */
export function outerChain(step: Pick<NestedForcingChainStep, 'branches' | 'inner'>): {
  readonly links: Link[];
  readonly innerResults: number[];
} {
  const proofs = innerProofs(step.inner);
  const seen = new Set<string>();
  const reached = new Set<number>();
  let links: Link[] = [];
  const ends = new Set<number>();
  for (const branch of step.branches) {
    const last = branch.links[branch.links.length - 1];
    if (last) ends.add(last.to);
    for (const link of branch.links) {
      if (isInnerLink(link, proofs)) {
        if (reached.has(link.to)) continue;
        reached.add(link.to);
      }
      const key = `${link.from} ${link.to} ${link.strong ? 1 : 0}`;
      if (seen.has(key)) continue;
      seen.add(key);
      links.push(link);
    }
  }
  for (;;) {
    const goesOn = new Set(links.map((link) => link.from));
    const kept = links.filter((link) => ends.has(link.to) || goesOn.has(link.to));
    if (kept.length === links.length) break;
    links = kept;
  }
  return { links, innerResults: links.filter((link) => isInnerLink(link, proofs)).map((link) => link.to) };
}

/** The step's board by default: its assumptions, the outer chain, the inner chains' results as markers, what it removes or places. */
export function outerChainHighlights(step: NestedForcingChainStep): Highlights {
  const outer = outerChain(step);
  return { ...forcingHighlights(step), links: outer.links, accent: outer.innerResults };
}

/**
 * The inner chain behind a marker of the outer chain in `cell`: what a click on the marker
 * opens. Markers are the outer chain's inner results, so a cell without one opens nothing; a
 * cell with two (rare) opens the first marker's.
 */
export function innerChainAt(step: Pick<NestedForcingChainStep, 'branches' | 'inner'>, cell: Cell): InnerChain | undefined {
  const marker = outerChain(step).innerResults.find((candidate: Candidate) => cellOfCandidate(candidate) === cell);
  return marker === undefined ? undefined : step.inner[innerProofs(step.inner).get(marker)!];
}
