/**
 * The Eureka notation of a chain step, derived from the step's own data when it is shown
 * (`patti explain --notation eureka`, the replay's words), so the solver pays nothing for it.
 * Linear chains (X-chains, XY-chains, nice loops, AICs, grouped ones) keep their nodes in order
 * with each node's state; forcing chains and nested forcing chains keep each branch's
 * implications as parent → child links, from which the branch's net is rebuilt.
 */
import { cellOfCandidate, digitOfCandidate, type Candidate } from '../grid/candidate';
import type { Link, Step } from '../step';
import type { ChainNode } from '../strategies/chains/chainsAndCycles';
import type { EurekaBranch, EurekaChain, EurekaNode, EurekaNotation, EurekaSign } from './eureka';
import { eurekaLines } from './eureka';

const nodeOfCandidate = (candidate: Candidate): EurekaNode => ({ digit: digitOfCandidate(candidate), cells: [cellOfCandidate(candidate)] });

/** A node on the way: its state says how it was reached (true: by a strong link). */
interface StatedNode {
  readonly node: EurekaNode;
  readonly on: boolean;
}

function linearChain(nodes: readonly StatedNode[]): EurekaChain {
  return { nodes: nodes.map((stated) => stated.node), signs: nodes.slice(1).map((stated) => (stated.on ? '=' : '-')) };
}

/**
 * A branch's implications as linear chains. The links form a graph from the assumption in which
 * a node may have several parents (every other candidate of its cell went, say). The first
 * chain runs back from the branch's end along first parents to the assumption; then every node
 * written so far that has further parents gets one chain per further parent, from a node
 * already written, along first parents, to it. So each link is written exactly once.
 */
function branchOf(assumption: ChainNode, links: readonly Link[]): EurekaBranch {
  const parents = new Map<Candidate, Candidate[]>();
  const isOn = new Map<Candidate, boolean>([[assumption.candidate, assumption.on]]);
  const hasChildren = new Set<Candidate>();
  for (const link of links) {
    const list = parents.get(link.to) ?? [];
    list.push(link.from);
    parents.set(link.to, list);
    // A link is strong when its child is made true; the child's state is the link's.
    if (link.to !== assumption.candidate) isOn.set(link.to, link.strong);
    hasChildren.add(link.from);
  }
  const signOf = new Map<string, EurekaSign>();
  for (const link of links) signOf.set(`${link.from}>${link.to}`, link.strong ? '=' : isOn.get(link.from) === false ? '>' : '-');
  const root = assumption.candidate;
  const written = new Set<Candidate>([root]);
  const queue: Candidate[] = [];
  const paths: EurekaChain[] = [];
  // A chain ending at `end`, reached from `via`, back along first parents to a written node.
  const writePath = (end: Candidate, via: Candidate): void => {
    const backwards = [end];
    let current = via;
    while (!written.has(current)) {
      written.add(current);
      queue.push(current);
      backwards.push(current);
      const first = parents.get(current)?.[0];
      if (first === undefined) break;
      current = first;
    }
    if (backwards[backwards.length - 1] !== current) backwards.push(current);
    const forwards = backwards.reverse();
    paths.push({ nodes: forwards.map(nodeOfCandidate), signs: forwards.slice(1).map((to, i) => signOf.get(`${forwards[i]}>${to}`)!) });
  };
  for (const end of parents.keys()) {
    if (hasChildren.has(end) || written.has(end)) continue;
    written.add(end);
    queue.push(end);
    writePath(end, parents.get(end)![0]!);
  }
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const parent of (parents.get(node) ?? []).slice(1)) writePath(node, parent);
  }
  if (paths.length === 0) paths.push({ nodes: [nodeOfCandidate(root)], signs: [] });
  return { assumption: nodeOfCandidate(root), on: assumption.on, paths };
}

/** The step's chain in Eureka notation, or null when the step is no chain. */
export function eurekaOfStep(step: Step): EurekaNotation | null {
  switch (step.kind) {
    case 'chain':
      return { kind: 'chain', chain: linearChain(step.nodes.map((node) => ({ node: nodeOfCandidate(node.candidate), on: node.on }))) };
    case 'groupedChain':
      return {
        kind: 'chain',
        chain: linearChain(
          step.nodes.map((node) => ({
            node: { digit: digitOfCandidate(node.candidate), cells: [...node.cells].sort((a, b) => a - b) },
            on: node.on,
          })),
        ),
      };
    case 'forcingChain':
    case 'nestedForcingChain':
      return { kind: 'net', branches: step.branches.map((branch) => branchOf(branch.assumption, branch.links)) };
    default:
      return null;
  }
}

/** The lines to show under a step's words: none for a step that is no chain. */
export function stepNotationLines(step: Step): string[] {
  const notation = eurekaOfStep(step);
  return notation ? eurekaLines(notation) : [];
}
