import { fail, ok, type Result } from '../result';
import { asPuzzle, type Puzzle } from '../grid/puzzle';

/**
 * The canonical form of a puzzle: of all its copies under the 3,359,232 geometric transforms
 * (transposition, band/stack order, row/column order within them) each relabelled so digits
 * count up 1, 2, 3… in reading order, the lexicographically smallest, reading `.` below `1`.
 * Two puzzles are isomorphs exactly when their canonical forms are equal ("minlex" form).
 *
 * The search builds the result row by row (branch and bound). A search node fixes the
 * orientation and the rows placed so far; the columns are an arrangement in which some
 * neighbours are still *tied* (interchangeable: every row so far reads the same either way).
 * For each node and each row that may come next, the smallest row reachable is found by
 * sorting within ties; only nodes reaching the smallest row of all survive. Within a row a
 * cell's key is 0 for a blank, its label for a digit seen before, and "new" (10) for a digit
 * not yet labelled: comparing keys compares the relabelled strings, because new digits take
 * the next labels in reading order. Where new digits sit in tied positions, their order decides
 * the labels, so the node splits into one node per order.
 */
export function canonicalForm(puzzle: Puzzle): Result<Puzzle, 'ERR_CONFLICT'> {
  const grids = [new Uint8Array(81), new Uint8Array(81)] as const;
  for (let cell = 0; cell < 81; cell++) {
    const code = puzzle.charCodeAt(cell);
    const digit = code >= 49 && code <= 57 ? code - 48 : 0;
    const row = (cell / 9) | 0;
    const column = cell % 9;
    grids[0][cell] = digit;
    grids[1][column * 9 + row] = digit;
  }
  const conflict = findConflict(grids[0], 'row') ?? findConflict(grids[1], 'column');
  if (conflict !== undefined) {
    return fail('ERR_CONFLICT', `digit ${conflict.digit} appears twice in one ${conflict.kind}: no canonical form for conflicting givens`);
  }
  let nodes: SearchNode[] = [startNode(0), startNode(1)];
  for (let level = 0; level < 9; level++) nodes = placeNextRow(nodes, level, grids);
  return ok(asPuzzle(readResult(nodes[0] as SearchNode, grids)));
}

/** True when two puzzles are copies of each other under some symmetry and relabelling. */
export function areIsomorphs(a: Puzzle, b: Puzzle): boolean {
  const formA = canonicalForm(a);
  const formB = canonicalForm(b);
  return formA.ok && formB.ok && formA.value === formB.value;
}

interface SearchNode {
  /** 0: rows as given; 1: transposed. */
  readonly orientation: 0 | 1;
  /** Original rows placed so far, in result order. */
  readonly rows: readonly number[];
  /** Original columns in their current arrangement. */
  readonly order: readonly number[];
  /** Bit i: result columns i and i+1 are still interchangeable (only inside a stack). */
  readonly columnTies: number;
  /** Bit p: stack slots p and p+1 are still interchangeable. */
  readonly stackTies: number;
  /** labels[d]: the label digit d was given, 0 while not seen. */
  readonly labels: readonly number[];
  readonly nextLabel: number;
}

const NEW = 10;
/** Ties allowed between neighbouring columns inside each stack: bits 0,1, 3,4, 6,7. */
const ALL_COLUMN_TIES = 0b11011011;

function startNode(orientation: 0 | 1): SearchNode {
  return {
    orientation,
    rows: [],
    order: [0, 1, 2, 3, 4, 5, 6, 7, 8],
    columnTies: ALL_COLUMN_TIES,
    stackTies: 0b11,
    labels: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    nextLabel: 1,
  };
}

/** The rows of the original that may be placed at result row `level` after `rows`. */
function rowChoices(rows: readonly number[], level: number): number[] {
  const choices: number[] = [];
  if (level % 3 === 0) {
    const usedBands = rows.map((row) => (row / 3) | 0);
    for (let band = 0; band < 3; band++) {
      if (!usedBands.includes(band)) choices.push(band * 3, band * 3 + 1, band * 3 + 2);
    }
  } else {
    const band = ((rows[level - 1] as number) / 3) | 0;
    for (let row = band * 3; row < band * 3 + 3; row++) if (!rows.includes(row)) choices.push(row);
  }
  return choices;
}

/** Scratch result of arranging one row under a node's ties. */
interface Arranged {
  value: number;
  readonly order: number[];
  readonly keys: number[];
  columnTies: number;
  stackTies: number;
}

function makeArranged(): Arranged {
  return { value: 0, order: new Array<number>(9).fill(0), keys: new Array<number>(9).fill(0), columnTies: 0, stackTies: 0 };
}

/** One search level: every node × every next row, keep those reaching the smallest row. */
function placeNextRow(nodes: readonly SearchNode[], level: number, grids: readonly [Uint8Array, Uint8Array]): SearchNode[] {
  let best = Infinity;
  let survivors: { node: SearchNode; row: number; arranged: Arranged }[] = [];
  const scratch = makeArranged();
  for (const node of nodes) {
    const grid = grids[node.orientation];
    for (const row of rowChoices(node.rows, level)) {
      arrangeRow(node, grid, row, scratch);
      if (scratch.value > best) continue;
      if (scratch.value < best) {
        best = scratch.value;
        survivors = [];
      }
      survivors.push({
        node,
        row,
        arranged: { ...scratch, order: scratch.order.slice(), keys: scratch.keys.slice() },
      });
    }
  }
  const next: SearchNode[] = [];
  for (const { node, row, arranged } of survivors) splitOnNewDigits(node, row, arranged, grids[node.orientation], next);
  return next;
}

/**
 * The smallest arrangement of original row `row` under the node's ties: sort keys inside each
 * run of tied columns, then sort tied stacks by their three keys. Ties survive where keys are equal.
 */
function arrangeRow(node: SearchNode, grid: Uint8Array, row: number, out: Arranged): void {
  const { order, labels } = node;
  const base = row * 9;
  const stackOrder = [0, 0, 0];
  const stackValue = [0, 0, 0];
  const slotColumns: number[][] = [[], [], []];
  const slotKeys: number[][] = [[], [], []];
  const slotTies = [0, 0, 0];
  for (let slot = 0; slot < 3; slot++) {
    const columns = slotColumns[slot] as number[];
    const keys = slotKeys[slot] as number[];
    for (let i = 0; i < 3; i++) {
      const column = order[slot * 3 + i] as number;
      const digit = grid[base + column] as number;
      columns.push(column);
      keys.push(digit === 0 ? 0 : (labels[digit] as number) || NEW);
    }
    const ties = (node.columnTies >> (slot * 3)) & 0b11;
    sortTiedRuns(keys, columns, ties);
    let newTies = 0;
    if (ties & 1 && keys[0] === keys[1]) newTies |= 1;
    if (ties & 2 && keys[1] === keys[2]) newTies |= 2;
    slotTies[slot] = newTies;
    stackValue[slot] = (keys[0] as number) * 121 + (keys[1] as number) * 11 + (keys[2] as number);
    stackOrder[slot] = slot;
  }
  sortTiedRuns(stackValue, stackOrder, node.stackTies);
  let stackTies = 0;
  if (node.stackTies & 1 && stackValue[0] === stackValue[1]) stackTies |= 1;
  if (node.stackTies & 2 && stackValue[1] === stackValue[2]) stackTies |= 2;
  let columnTies = 0;
  for (let position = 0; position < 3; position++) {
    const slot = stackOrder[position] as number;
    const columns = slotColumns[slot] as number[];
    const keys = slotKeys[slot] as number[];
    for (let i = 0; i < 3; i++) {
      out.order[position * 3 + i] = columns[i] as number;
      out.keys[position * 3 + i] = keys[i] as number;
    }
    columnTies |= (slotTies[slot] as number) << (position * 3);
  }
  out.value = ((stackValue[0] as number) * 1331 + (stackValue[1] as number)) * 1331 + (stackValue[2] as number);
  out.columnTies = columnTies;
  out.stackTies = stackTies;
}

/** Sorts three values ascending inside runs joined by `ties` (bit 0: 0–1, bit 1: 1–2), moving `carry` along. */
function sortTiedRuns(values: number[], carry: number[], ties: number): void {
  if (ties & 1 && (values[0] as number) > (values[1] as number)) swap(values, carry, 0, 1);
  if (ties & 2 && (values[1] as number) > (values[2] as number)) {
    swap(values, carry, 1, 2);
    if (ties & 1 && (values[0] as number) > (values[1] as number)) swap(values, carry, 0, 1);
  }
}

function swap(values: number[], carry: number[], i: number, j: number): void {
  [values[i], values[j]] = [values[j] as number, values[i] as number];
  [carry[i], carry[j]] = [carry[j] as number, carry[i] as number];
}

const PERMUTATIONS: Record<number, readonly (readonly number[])[]> = {
  2: [
    [0, 1],
    [1, 0],
  ],
  3: [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ],
};

/** Runs of positions joined by tie bits among `count` positions, as [start, length]. */
function tiedRuns(ties: number, count: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = 0;
  for (let p = 0; p < count; p++) {
    if (p < count - 1 && ties & (1 << p)) continue;
    if (p > start) runs.push([start, p - start + 1]);
    start = p + 1;
  }
  return runs;
}

interface Arrangement {
  readonly order: number[];
  columnTies: number;
  stackTies: number;
}

/**
 * Makes the child nodes of `node` with `row` placed: one per order of new digits standing in
 * tied positions (their order fixes their labels, so those positions are no longer tied).
 */
function splitOnNewDigits(node: SearchNode, row: number, arranged: Arranged, grid: Uint8Array, out: SearchNode[]): void {
  const keys = arranged.keys;
  let arrangements: Arrangement[] = [{ order: arranged.order, columnTies: arranged.columnTies, stackTies: arranged.stackTies }];
  for (const [start, length] of tiedRuns(arranged.stackTies, 3)) {
    const first = start * 3;
    if (keys[first] !== NEW && keys[first + 1] !== NEW && keys[first + 2] !== NEW) continue;
    const expanded: Arrangement[] = [];
    for (const arrangement of arrangements) {
      for (const permutation of PERMUTATIONS[length] as readonly (readonly number[])[]) {
        const order = arrangement.order.slice();
        let columnTies = arrangement.columnTies;
        for (let i = 0; i < length; i++) {
          const from = (start + (permutation[i] as number)) * 3;
          const to = (start + i) * 3;
          for (let k = 0; k < 3; k++) order[to + k] = arrangement.order[from + k] as number;
          columnTies = (columnTies & ~(0b11 << to)) | (((arrangement.columnTies >> from) & 0b11) << to);
        }
        let stackTies = arrangement.stackTies;
        for (let p = start; p < start + length - 1; p++) stackTies &= ~(1 << p);
        expanded.push({ order, columnTies, stackTies });
      }
    }
    arrangements = expanded;
  }
  const children: Arrangement[] = [];
  for (const arrangement of arrangements) {
    let variants: Arrangement[] = [arrangement];
    // Keys are the same across these variants: stacks swapped above had equal keys.
    for (const [start, length] of tiedRuns(arrangement.columnTies, 9)) {
      if (keys[start] !== NEW) continue;
      const expanded: Arrangement[] = [];
      for (const variant of variants) {
        for (const permutation of PERMUTATIONS[length] as readonly (readonly number[])[]) {
          const order = variant.order.slice();
          for (let i = 0; i < length; i++) order[start + i] = variant.order[start + (permutation[i] as number)] as number;
          let columnTies = variant.columnTies;
          for (let p = start; p < start + length - 1; p++) columnTies &= ~(1 << p);
          expanded.push({ order, columnTies, stackTies: variant.stackTies });
        }
      }
      variants = expanded;
    }
    children.push(...variants);
  }
  for (const child of children) {
    const labels = node.labels.slice();
    let nextLabel = node.nextLabel;
    for (let position = 0; position < 9; position++) {
      const digit = grid[row * 9 + (child.order[position] as number)] as number;
      if (digit !== 0 && labels[digit] === 0) labels[digit] = nextLabel++;
    }
    out.push({
      orientation: node.orientation,
      rows: [...node.rows, row],
      order: child.order,
      columnTies: child.columnTies,
      stackTies: child.stackTies,
      labels,
      nextLabel,
    });
  }
}

/** The relabelled string a finished node stands for. */
function readResult(node: SearchNode, grids: readonly [Uint8Array, Uint8Array]): string {
  const grid = grids[node.orientation];
  let text = '';
  for (const row of node.rows) {
    for (const column of node.order) {
      const digit = grid[row * 9 + column] as number;
      text += digit === 0 ? '.' : String(node.labels[digit]);
    }
  }
  return text;
}

/** A digit given twice in one row of `grid` (a column of the puzzle when `grid` is transposed). */
function findConflict(grid: Uint8Array, kind: 'row' | 'column'): { digit: number; kind: string } | undefined {
  for (let row = 0; row < 9; row++) {
    let seen = 0;
    for (let column = 0; column < 9; column++) {
      const digit = grid[row * 9 + column] as number;
      if (digit === 0) continue;
      if (seen & (1 << digit)) return { digit, kind };
      seen |= 1 << digit;
    }
  }
  return undefined;
}
