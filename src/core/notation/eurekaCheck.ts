/**
 * Checks a chain step's Eureka notation against the step and the position it was found in:
 * the text reads back (`parseEureka`) to the links the step holds, and every link it states is
 * true on the board. Used by the tests on real solves and by `scripts/check-eureka.ts` on any
 * puzzle. A list of problems in words comes back; empty when all is well.
 */
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Grid } from '../grid/grid';
import { CELL_HOUSES, HOUSE_CELLS } from '../grid/house';
import type { Step } from '../step';
import { eurekaText, nodeText, parseEureka, type EurekaChain, type EurekaNode, type EurekaNotation } from './eureka';
import { eurekaOfStep } from './eurekaOfStep';

/** What a check found, and how many links it could not judge from the board alone. */
export interface NotationCheck {
  readonly problems: string[];
  /** Links of forcing nets whose child is struck by a pattern or inner chain found on the way. */
  readonly unjudged: number;
}

const keyOf = (node: EurekaNode): string => `${node.digit}@${node.cells.join('.')}`;
const candidateKey = (candidate: number): string => `${digitOfCandidate(candidate)}@${cellOfCandidate(candidate)}`;
const linkKey = (from: string, to: string, strong: boolean): string => `${from}${strong ? '=' : '-'}${to}`;

function chainLinkKeys(chain: EurekaChain): string[] {
  return chain.signs.map((sign, i) => linkKey(keyOf(chain.nodes[i]!), keyOf(chain.nodes[i + 1]!), sign === '='));
}

/** The links the step itself holds, read from its fields, not from the notation. */
function stepLinkKeys(step: Step): string[][] | null {
  if (step.kind === 'chain' || step.kind === 'groupedChain') {
    const keys = step.nodes.map(
      (node) =>
        `${digitOfCandidate(node.candidate)}@${('cells' in node ? [...node.cells].sort((a, b) => a - b) : [cellOfCandidate(node.candidate)]).join('.')}`,
    );
    return [step.nodes.slice(1).map((node, i) => linkKey(keys[i]!, keys[i + 1]!, node.on))];
  }
  if (step.kind === 'forcingChain' || step.kind === 'nestedForcingChain') {
    return step.branches.map((branch) => [
      candidateKey(branch.assumption.candidate) + (branch.assumption.on ? '+' : '!'),
      ...branch.links.map((link) => linkKey(candidateKey(link.from), candidateKey(link.to), link.strong)),
    ]);
  }
  return null;
}

function notationLinkKeys(notation: EurekaNotation): string[][] {
  if (notation.kind === 'chain') return [chainLinkKeys(notation.chain)];
  return notation.branches.map((branch) => [keyOf(branch.assumption) + (branch.on ? '+' : '!'), ...branch.paths.flatMap(chainLinkKeys)]);
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((key) => right.has(key));
};

const sees = (a: Cell, b: Cell): boolean => a !== b && CELL_HOUSES[a]!.some((house) => CELL_HOUSES[b]!.includes(house));

/** Both nodes cannot be true: two digits of one cell, or one digit in cells that all see each other. */
function isWeakLink(a: EurekaNode, b: EurekaNode): boolean {
  if (a.cells.length === 1 && b.cells.length === 1 && a.cells[0] === b.cells[0]) return a.digit !== b.digit;
  return a.digit === b.digit && a.cells.every((x) => b.cells.every((y) => sees(x, y)));
}

/** One of the two nodes is true: a cell's only two candidates, or a house's only places of a digit. */
function isStrongLink(grid: Grid, a: EurekaNode, b: EurekaNode): boolean {
  if (a.cells.length === 1 && b.cells.length === 1 && a.cells[0] === b.cells[0]) {
    const cell = a.cells[0]!;
    return a.digit !== b.digit && grid.candidateCount(cell) === 2 && grid.hasCandidate(cell, a.digit) && grid.hasCandidate(cell, b.digit);
  }
  if (a.digit !== b.digit || a.cells.some((cell) => b.cells.includes(cell))) return false;
  const both = [...a.cells, ...b.cells];
  return HOUSE_CELLS.some(
    (cells, house) => both.every((cell) => cells.includes(cell)) && sameSet(grid.placesFor(house, a.digit).map(String), both.map(String)),
  );
}

const present = (grid: Grid, node: EurekaNode): boolean =>
  node.cells.every((cell) => grid.isEmpty(cell) && grid.hasCandidate(cell, node.digit));
const name = nodeText;

function checkChain(grid: Grid, chain: EurekaChain, problems: string[]): void {
  for (const node of chain.nodes) if (!present(grid, node)) problems.push(`${name(node)} is not a candidate`);
  chain.signs.forEach((sign, i) => {
    const [a, b] = [chain.nodes[i]!, chain.nodes[i + 1]!];
    if (sign === '=' && !isStrongLink(grid, a, b)) problems.push(`${name(a)}=${name(b)} is no strong link`);
    if (sign === '-' && !isWeakLink(a, b)) problems.push(`${name(a)}-${name(b)} is no weak link`);
    if (sign === '>') problems.push(`${name(a)}>${name(b)}: a chain's links are strong or weak`);
  });
}

/**
 * A net's inferences, each child from all its parents in the branch: a true child needs its
 * cell's other candidates, or its digit's other places in a house, among its false parents; a
 * false child a true parent it cannot stand with. A false child of false parents only is struck
 * by a pattern or an inner chain met on the way and is counted, not judged.
 */
function checkNet(grid: Grid, notation: Extract<EurekaNotation, { kind: 'net' }>, problems: string[]): number {
  let unjudged = 0;
  for (const branch of notation.branches) {
    const state = new Map<string, boolean>([[keyOf(branch.assumption), branch.on]]);
    const parentsOf = new Map<string, EurekaNode[]>();
    const nodeOf = new Map<string, EurekaNode>();
    for (const path of branch.paths) {
      path.signs.forEach((sign, i) => {
        const [from, to] = [path.nodes[i]!, path.nodes[i + 1]!];
        state.set(keyOf(to), sign === '=');
        if (sign === '>' && state.get(keyOf(from)) !== false) problems.push(`${name(from)}>${name(to)} follows a node that is not false`);
        if (sign === '-' && state.get(keyOf(from)) !== true) problems.push(`${name(from)}-${name(to)} follows a node that is not true`);
        nodeOf.set(keyOf(to), to);
        parentsOf.set(keyOf(to), [...(parentsOf.get(keyOf(to)) ?? []), from]);
      });
    }
    if (!present(grid, branch.assumption)) problems.push(`${name(branch.assumption)} is not a candidate`);
    for (const [key, parents] of parentsOf) {
      const child = nodeOf.get(key)!;
      if (!present(grid, child)) problems.push(`${name(child)} is not a candidate`);
      const cell = child.cells[0]!;
      if (state.get(key)) {
        const off = new Set(parents.filter((parent) => !state.get(keyOf(parent))).map(keyOf));
        const byCell = grid.candidates(cell).every((digit) => digit === child.digit || off.has(`${digit}@${cell}`));
        const byHouse = CELL_HOUSES[cell]!.some((house) =>
          grid.placesFor(house, child.digit).every((place) => place === cell || off.has(`${child.digit}@${place}`)),
        );
        if (!byCell && !byHouse) problems.push(`${name(child)} is not forced true by ${parents.map(name).join(', ')}`);
      } else {
        const on = parents.filter((parent) => state.get(keyOf(parent)));
        if (on.length === 0) unjudged++;
        else if (!on.some((parent) => isWeakLink(parent, child)))
          problems.push(`${name(child)} is not forced false by ${on.map(name).join(', ')}`);
      }
    }
  }
  return unjudged;
}

/** Checks the notation of `step`, found in the position `grid`. A step that is no chain passes. */
export function checkNotation(step: Step, grid: Grid): NotationCheck {
  const notation = eurekaOfStep(step);
  if (!notation) return { problems: [], unjudged: 0 };
  const text = eurekaText(notation);
  const problems: string[] = [];
  const parsed = parseEureka(text);
  if (!parsed.ok) return { problems: [`'${text}' does not read back: ${parsed.error.message}`], unjudged: 0 };
  if (JSON.stringify(parsed.value) !== JSON.stringify(notation)) problems.push(`'${text}' reads back to other nodes or links`);
  const expected = stepLinkKeys(step)!;
  const found = notationLinkKeys(parsed.value);
  if (expected.length !== found.length || expected.some((keys, i) => !sameSet(keys, found[i]!)))
    problems.push(`'${text}' states other links than the step holds`);
  let unjudged = 0;
  if (parsed.value.kind === 'chain') checkChain(grid, parsed.value.chain, problems);
  else unjudged = checkNet(grid, parsed.value, problems);
  return { problems, unjudged };
}
