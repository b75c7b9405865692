/**
 * Singles taken as HoDoKu 2.2 takes them, from its queues (singlesQueues.ts) rather than by a
 * scan: a full house is the first queued naked single whose house holds no other candidate,
 * a naked single the first queued one whose cell is still empty, a hidden single the first
 * queued one whose cell is still empty — if that one no longer holds, HoDoKu finds none.
 * For technique sets that ask for it (`hodokuSingles`): the solver keeps the queues step by
 * step in the search context, and these searches stand in for the scanning ones.
 */
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import { CELL_HOUSES, HOUSE_CELL_TABLE, houseKind, type House, type HouseKind } from '../grid/house';
import type { Puzzle } from '../grid/puzzle';
import { applyStep, type Step } from '../step';
import type { TechniqueId } from '../techniques';
import { stateKind, type SearchContext } from './searchContext';
import type { FullHouseStep, HiddenSingleStep, NakedSingleStep } from './singles';
import { SinglesQueues, type SinglesQueue } from './singlesQueues';
import type { StepSink, Strategy } from './strategy';

const QUEUES = stateKind(() => new WeakMap<Grid, SinglesQueues>());

/**
 * The queues for a solve of `puzzle` starting at `grid`: those HoDoKu has after reading the
 * puzzle when the grid is the puzzle's start, else those it rebuilds for the position.
 */
export function startQueuedSingles(context: SearchContext, grid: Grid, puzzle: Puzzle): SinglesQueues {
  let queues = SinglesQueues.ofPuzzle(puzzle);
  if (queues.mirrors(grid)) queues.revision = grid.revision;
  else queues = SinglesQueues.ofGrid(grid);
  context.get(QUEUES).set(grid, queues);
  return queues;
}

/**
 * The techniques whose HoDoKu search sorts a step's eliminations by digit, then cell, before it
 * applies them (its fish, chains, ALS chains and forcing chains: to keep one step per set of
 * eliminations, they compare them as sorted text). Every other search keeps its own order.
 */
const SORTED_ELIMINATIONS: ReadonlySet<TechniqueId> = new Set<TechniqueId>([
  'x-wing',
  'swordfish',
  'jellyfish',
  'finned-x-wing',
  'sashimi-x-wing',
  'finned-swordfish',
  'sashimi-swordfish',
  'finned-jellyfish',
  'sashimi-jellyfish',
  'franken-x-wing',
  'franken-swordfish',
  'finned-franken-x-wing',
  'finned-franken-swordfish',
  'remote-pair',
  'x-chain',
  'x-cycle',
  'xy-chain',
  'xy-cycle',
  'nice-loop',
  'aic',
  'grouped-nice-loop',
  'grouped-aic',
  'als-xy-chain',
  'cell-forcing-chain',
  'unit-forcing-chain',
  'dynamic-cell-forcing-chain',
  'dynamic-unit-forcing-chain',
  'dynamic-contradiction-forcing-chain',
]);

/**
 * Applies `step`, a step of `technique`, to `grid` and notes it in the queues, rebuilt first if
 * the grid moved without them.
 */
export function applyQueued(context: SearchContext, grid: Grid, step: Step, technique: TechniqueId): void {
  const queues = queuesOf(context, grid);
  queues.take(step, SORTED_ELIMINATIONS.has(technique));
  applyStep(grid, step);
  queues.revision = grid.revision;
}

/** The grid's queues, rebuilt from the position when the grid changed since they were noted. */
function queuesOf(context: SearchContext, grid: Grid): SinglesQueues {
  const all = context.get(QUEUES);
  let queues = all.get(grid);
  if (queues?.revision !== grid.revision) all.set(grid, (queues = SinglesQueues.ofGrid(grid)));
  return queues;
}

/** Offers the queued naked singles whose house holds no other candidate, each cell once. */
function searchFullHouses(grid: Grid, sink: StepSink, context: SearchContext): void {
  const queue = queuesOf(context, grid).naked;
  const offered = new Set<Cell>();
  for (let i = queue.start; i < queue.end; i++) {
    const cell = queue.cellAt(i);
    const digit = queue.digitAt(i);
    if (!holds(grid, cell, digit) || offered.has(cell)) continue;
    // HoDoKu tries the row, the column, then the box.
    const house = CELL_HOUSES[cell]!.find((h) => (candidatesIn(grid, h) & ~(1 << (digit - 1))) === 0);
    if (house === undefined) continue;
    offered.add(cell);
    const step: FullHouseStep = { kind: 'fullHouse', house, cell, digit, placements: [{ cell, digit }], eliminations: [] };
    if (sink.add(step)) return;
  }
}

/** Offers the queued naked singles whose cell is still empty, oldest first. */
function searchNakedSingles(grid: Grid, sink: StepSink, context: SearchContext): void {
  const queue = queuesOf(context, grid).naked;
  const offered = new Set<Cell>();
  for (let i = queue.start; i < queue.end; i++) {
    const cell = queue.cellAt(i);
    const digit = queue.digitAt(i);
    if (!holds(grid, cell, digit) || offered.has(cell)) continue;
    offered.add(cell);
    const step: NakedSingleStep = { kind: 'nakedSingle', cell, digit, placements: [{ cell, digit }], eliminations: [] };
    if (sink.add(step)) return;
  }
}

/**
 * Hidden singles, each in the first of its cell's houses (box, row, column) where the digit has
 * one place: HoDoKu takes one queue whatever the house, so the next one belongs to one tier
 * only, and the tier of another kind of house offers nothing. After the next one come the
 * other queued ones of the same kind, for a caller that lists every instance.
 */
function hiddenSingleStrategy(id: TechniqueId, kind: HouseKind): Strategy {
  return {
    technique: id,
    search: (grid, sink, context) => {
      const queue = queuesOf(context, grid).hidden;
      const next = firstWaiting(grid, queue);
      if (next === undefined) return;
      const offered = new Set<Cell>();
      for (let i = next; i < queue.end; i++) {
        const cell = queue.cellAt(i);
        const digit = queue.digitAt(i);
        if (grid.value(cell) !== 0 || offered.has(cell)) continue;
        const house = hiddenSingleHouse(grid, cell, digit);
        if (house === undefined || houseKind(house) !== kind) {
          if (i === next) return;
          continue;
        }
        offered.add(cell);
        const step: HiddenSingleStep = { kind: 'hiddenSingle', house, cell, digit, placements: [{ cell, digit }], eliminations: [] };
        if (sink.add(step)) return;
      }
    },
  };
}

/** The first entry whose cell is still empty: the only one HoDoKu's search looks at. */
function firstWaiting(grid: Grid, queue: SinglesQueue): number | undefined {
  for (let i = queue.start; i < queue.end; i++) if (grid.value(queue.cellAt(i)) === 0) return i;
  return undefined;
}

/** Patti's labels: the box first, then the row, then the column (HODOKU only needs one of them). */
const LABEL_ORDER = [2, 0, 1] as const;

function hiddenSingleHouse(grid: Grid, cell: Cell, digit: Digit): House | undefined {
  if (!holds(grid, cell, digit)) return undefined;
  const bit = 1 << (digit - 1);
  const houses = CELL_HOUSES[cell]!;
  for (const k of LABEL_ORDER) if (placesIn(grid, houses[k]!, bit) === 1) return houses[k];
  return undefined;
}

function holds(grid: Grid, cell: Cell, digit: Digit): boolean {
  return grid.value(cell) === 0 && (grid.candidateBits(cell) & (1 << (digit - 1))) !== 0;
}

/** Every candidate left in the house's empty cells, as a 9-bit mask. */
function candidatesIn(grid: Grid, house: House): number {
  let bits = 0;
  for (let i = house * 9, end = i + 9; i < end; i++) bits |= grid.candidateBits(HOUSE_CELL_TABLE[i]!);
  return bits;
}

/** How many cells of the house hold the one-bit digit mask `bit`. */
function placesIn(grid: Grid, house: House, bit: number): number {
  let places = 0;
  for (let i = house * 9, end = i + 9; i < end; i++) if (grid.candidateBits(HOUSE_CELL_TABLE[i]!) & bit) places++;
  return places;
}

const QUEUED_STRATEGIES: ReadonlyMap<TechniqueId, Strategy> = new Map<TechniqueId, Strategy>([
  ['full-house', { technique: 'full-house', search: searchFullHouses }],
  ['naked-single', { technique: 'naked-single', search: searchNakedSingles }],
  ['hidden-single-box', hiddenSingleStrategy('hidden-single-box', 'box')],
  ['hidden-single-row', hiddenSingleStrategy('hidden-single-row', 'row')],
  ['hidden-single-column', hiddenSingleStrategy('hidden-single-column', 'column')],
]);

/** The queue-taking search standing in for the singles technique `id`, or undefined for another technique. */
export function queuedSingleStrategy(id: TechniqueId): Strategy | undefined {
  return QUEUED_STRATEGIES.get(id);
}
