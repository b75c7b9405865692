/**
 * Eureka notation for chains: the written form players trade chains in, e.g.
 * `(5)r1c2=(5)r3c2-(5)r3c7=(5)r7c7`. A node is a digit in a cell, `(5)r1c2`, or in a group of
 * cells of one box and line, `(5)r1c89`; `=` is a strong link (if the left node is false the
 * right one is true), `-` a weak link (if the left node is true the right one is false). Nodes of
 * one cell that follow each other share one pair of brackets, `(5=3)r1c2`: the cell's
 * internal link between its 5 and its 3.
 *
 * Forcing chains branch, so they are not one line of Eureka. They are written as a net, one
 * branch after the other, separated by `; `. A branch names its assumption and its state, then
 * gives its implications as linear chains separated by `, `: the first from the assumption to
 * the end of the branch, every further one from a node already written to a node that needed a
 * second reason (a digit placed because all the cell's other candidates went, say):
 * `(4)r2c5 on: (4)r2c5-(4=7)r2c1, (4-7)r2c5=(7)r2c1`. A node's state is the sign
 * before it: after `=` it is true, after `-` or `>` false. `>` joins two false nodes: the
 * dynamic (+) and nested chains strike candidates by pointing, pairs, X-wings or inner chains
 * on the way, and such a step rests on what the chain struck before, not on a link.
 *
 * The notation is derived from a step when asked for (`eurekaOfStep`), never stored.
 */
import type { Cell } from '../grid/cell';
import { colOf, rowOf } from '../grid/cell';
import type { Digit } from '../grid/digit';
import { fail, ok, type Result } from '../result';

/** A digit in one cell, or in a group of cells (ascending). */
export interface EurekaNode {
  readonly digit: Digit;
  readonly cells: readonly Cell[];
}

/**
 * `=` strong link, `-` weak link. In a forcing net also `>`: the left node is false and that
 * (with the node's other parents) lets a pattern or an inner chain strike the right one.
 */
export type EurekaSign = '=' | '-' | '>';

/** A linear chain: `signs[i]` links `nodes[i]` to `nodes[i + 1]`. */
export interface EurekaChain {
  readonly nodes: readonly EurekaNode[];
  readonly signs: readonly EurekaSign[];
}

/** One branch of a forcing chain: its assumption, true (`on`) or false, and its chains. */
export interface EurekaBranch {
  readonly assumption: EurekaNode;
  readonly on: boolean;
  readonly paths: readonly EurekaChain[];
}

export type EurekaNotation =
  { readonly kind: 'chain'; readonly chain: EurekaChain } | { readonly kind: 'net'; readonly branches: readonly EurekaBranch[] };

export type EurekaError = 'ERR_NOTATION';

const unique = (values: readonly number[]): number[] => [...new Set(values)].sort((a, b) => a - b);

/** `r1c2`, a row group `r1c89`, a column group `r78c3`. */
function cellsText(cells: readonly Cell[]): string {
  const rows = unique(cells.map(rowOf));
  const cols = unique(cells.map(colOf));
  // Eureka's `rXcY` names every cell of the rows × columns, so it fits only such a block.
  if (rows.length * cols.length !== unique(cells).length) throw new Error(`cells ${cells.join(',')} are not one block of rows and columns`);
  return `r${rows.map((row) => row + 1).join('')}c${cols.map((col) => col + 1).join('')}`;
}

export function nodeText(node: EurekaNode): string {
  return `(${node.digit})${cellsText(node.cells)}`;
}

const isOneCell = (node: EurekaNode): boolean => node.cells.length === 1;

/** One chain on one line, consecutive nodes of one cell in one pair of brackets. */
function chainText(chain: EurekaChain): string {
  const { nodes, signs } = chain;
  let out = '';
  for (let i = 0; i < nodes.length;) {
    if (i > 0) out += signs[i - 1];
    let end = i;
    while (
      end + 1 < nodes.length &&
      isOneCell(nodes[i]!) &&
      isOneCell(nodes[end + 1]!) &&
      nodes[end + 1]!.cells[0] === nodes[i]!.cells[0] &&
      nodes[end + 1]!.digit !== nodes[end]!.digit
    )
      end++;
    let digits = String(nodes[i]!.digit);
    for (let k = i + 1; k <= end; k++) digits += signs[k - 1]! + String(nodes[k]!.digit);
    out += `(${digits})${cellsText(nodes[i]!.cells)}`;
    i = end + 1;
  }
  return out;
}

function branchText(branch: EurekaBranch): string {
  return `${nodeText(branch.assumption)} ${branch.on ? 'on' : 'off'}: ${branch.paths.map(chainText).join(', ')}`;
}

/** The notation as lines to show: a chain is one line, a net one line per branch. */
export function eurekaLines(notation: EurekaNotation): string[] {
  return notation.kind === 'chain' ? [chainText(notation.chain)] : notation.branches.map(branchText);
}

/** The notation as one string (a net's branches joined by `; `). */
export function eurekaText(notation: EurekaNotation): string {
  return eurekaLines(notation).join('; ');
}

const bad = (message: string): Result<never, EurekaError> => fail('ERR_NOTATION', message);

/** Digits 1–9 written one after the other, each once: `89` → [8, 9]. */
function lineNumbers(text: string): number[] | undefined {
  const numbers = [...text].map(Number);
  if (numbers.some((n) => n < 1 || n > 9) || new Set(numbers).size !== numbers.length) return undefined;
  return numbers;
}

/** `(5)r1c2`, `(5)r1c89`, `(5=3)r1c2` at the start of `text`. */
const NODE = /^\s*\((\d(?:\s*[=>-]\s*\d)*)\)r(\d+)c(\d+)\s*/;

/** Reads one linear chain; `(5=3)r1c2` gives two nodes of r1c2 linked by `=`. */
export function parseChain(text: string): Result<EurekaChain, EurekaError> {
  const nodes: EurekaNode[] = [];
  const signs: EurekaSign[] = [];
  let rest = text;
  for (;;) {
    const match = NODE.exec(rest);
    if (!match) return bad(`expected a node like (5)r1c2 at '${rest.trim() || 'the end'}'`);
    const rows = lineNumbers(match[2]!);
    const cols = lineNumbers(match[3]!);
    if (!rows || !cols) return bad(`'r${match[2]}c${match[3]}' names rows and columns 1–9, each once`);
    const cells = rows.flatMap((row) => cols.map((col) => (row - 1) * 9 + col - 1)).sort((a, b) => a - b);
    const inner = match[1]!.replace(/\s/g, '');
    const digits = inner.split(/[=>-]/).map(Number);
    if (digits.some((digit) => digit < 1)) return bad(`digits are 1–9 in '${match[0].trim()}'`);
    if (digits.length > 1 && cells.length > 1) return bad(`'${match[0].trim()}': several digits need one cell`);
    digits.forEach((digit, k) => {
      if (k > 0) signs.push(inner[2 * k - 1] as EurekaSign);
      nodes.push({ digit, cells });
    });
    rest = rest.slice(match[0].length);
    if (rest === '') return ok({ nodes, signs });
    const sign = rest[0];
    if (sign !== '=' && sign !== '-' && sign !== '>') return bad(`expected =, - or > at '${rest}'`);
    signs.push(sign);
    rest = rest.slice(1);
  }
}

const BRANCH_HEAD = /^\s*\((\d)\)r(\d)c(\d)\s+(on|off)\s*:/;

function parseBranch(text: string): Result<EurekaBranch, EurekaError> {
  const head = BRANCH_HEAD.exec(text);
  if (!head) return bad(`a branch starts like '(5)r1c2 on:', not '${text.trim()}'`);
  const [row, col, digit] = [Number(head[2]), Number(head[3]), Number(head[1])];
  if (row < 1 || col < 1 || digit < 1) return bad(`'${head[0]}' names digits, rows and columns 1–9`);
  const paths: EurekaChain[] = [];
  for (const part of text.slice(head[0].length).split(',')) {
    const path = parseChain(part);
    if (!path.ok) return path;
    paths.push(path.value);
  }
  return ok({ assumption: { digit, cells: [(row - 1) * 9 + col - 1] }, on: head[4] === 'on', paths });
}

/** Reads what `eurekaText` writes: one chain, or a net's branches separated by `;`. */
export function parseEureka(text: string): Result<EurekaNotation, EurekaError> {
  if (!text.includes(':')) {
    const chain = parseChain(text);
    return chain.ok ? ok({ kind: 'chain', chain: chain.value }) : chain;
  }
  const branches: EurekaBranch[] = [];
  for (const part of text.split(';')) {
    const branch = parseBranch(part);
    if (!branch.ok) return branch;
    branches.push(branch.value);
  }
  return ok({ kind: 'net', branches });
}
