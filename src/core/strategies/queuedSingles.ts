/**
 * Singles taken as HoDoKu 2.2 takes them, from its queues (singlesQueues.ts) rather than by a
 * scan: a full house is the first queued naked single whose cell is the last empty one of a house,
 * a naked single the first queued one whose cell is still empty, a hidden single the first
 * queued one whose cell is still empty — if that one no longer holds, HoDoKu finds none.
 * For technique sets that ask for it (`hodokuSingles`): the solver keeps the queues step by
 * step in the search context, and these searches stand in for the scanning ones.
 */
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import { houseKind, type House, type HouseKind } from '../grid/house';
import type { Puzzle } from '../grid/puzzle';
import { applyStep, type Step } from '../step';
import type { TechniqueId } from '../techniques';
import { CELL_HOUSE_TABLE } from './houses';
import { stateKind, type SearchContext } from './searchContext';
import type { FullHouseStep, HiddenSingleStep, NakedSingleStep } from './singles';
import { SinglesQueues, type SinglesQueue } from './singlesQueues';
import type { StepSink, Strategy } from './strategy';

/** Each grid's queues; the last grid asked about first, since a solve asks several times a step. */
class QueuesByGrid {
  private lastGrid: Grid | undefined = undefined;
  private last: SinglesQueues | undefined = undefined;
  private readonly all = new WeakMap<Grid, SinglesQueues>();

  get(grid: Grid): SinglesQueues | undefined {
    if (grid === this.lastGrid) return this.last;
    const queues = this.all.get(grid);
    if (queues) this.remember(grid, queues);
    return queues;
  }

  set(grid: Grid, queues: SinglesQueues): void {
    this.all.set(grid, queues);
    this.remember(grid, queues);
  }

  private remember(grid: Grid, queues: SinglesQueues): void {
    this.lastGrid = grid;
    this.last = queues;
  }

  /** The next hidden single, worked out once per position: the three hidden-single tiers each ask. */
  private nextOf: SinglesQueues | undefined = undefined;
  private nextRevision = -1;
  private nextIndex = -1;
  /** The house the last `nextHidden` asked about is one in; undefined when it no longer holds. */
  nextHouse: House | undefined = undefined;

  /**
   * The queue index of the first waiting hidden single of `queues` (the only one HoDoKu's search
   * looks at), or -1 when none waits; `nextHouse` then tells its house.
   */
  nextHidden(grid: Grid, queues: SinglesQueues): number {
    if (queues !== this.nextOf || grid.revision !== this.nextRevision) {
      this.nextOf = queues;
      this.nextRevision = grid.revision;
      this.nextIndex = firstWaiting(grid, queues.hidden);
      this.nextHouse =
        this.nextIndex < 0
          ? undefined
          : hiddenSingleHouse(grid, queues.hidden.cellAt(this.nextIndex), queues.hidden.digitAt(this.nextIndex));
    }
    return this.nextIndex;
  }
}

const QUEUES = stateKind(() => new QueuesByGrid());

/**
 * The queues for a solve of `puzzle` starting at `grid`: those HoDoKu has after reading the
 * puzzle when the grid is the puzzle's start, else those it rebuilds for the position.
 */
export function startQueuedSingles(context: SearchContext, grid: Grid, puzzle: Puzzle): void {
  let queues = SinglesQueues.ofPuzzle(puzzle);
  if (queues.mirrors(grid)) queues.revision = grid.revision;
  else queues = SinglesQueues.ofGrid(grid);
  context.get(QUEUES).set(grid, queues);
}

/**
 * Applies `step`, a step of `technique`, to `grid` and notes it in the queues, rebuilt first if
 * the grid moved without them.
 */
export function applyQueued(context: SearchContext, grid: Grid, step: Step, technique: TechniqueId): void {
  const queues = queuesOf(context, grid);
  queues.take(step, technique);
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
  if (grid.housesWithOneEmpty() === 0) return;
  offerNaked(grid, sink, context, fullHouseAt);
}

function fullHouseAt(grid: Grid, cell: Cell, digit: Digit): FullHouseStep | undefined {
  const house = fullHouseOf(grid, cell);
  return house === undefined ? undefined : { kind: 'fullHouse', house, cell, digit, placements: [{ cell, digit }], eliminations: [] };
}

/** Offers the queued naked singles whose cell is still empty, oldest first. */
function searchNakedSingles(grid: Grid, sink: StepSink, context: SearchContext): void {
  offerNaked(grid, sink, context, nakedSingleAt);
}

const nakedSingleAt = (_grid: Grid, cell: Cell, digit: Digit): NakedSingleStep => ({
  kind: 'nakedSingle',
  cell,
  digit,
  placements: [{ cell, digit }],
  eliminations: [],
});

/** Offers `stepAt` of each queued naked single whose cell still holds its digit, oldest first, each cell once. */
function offerNaked(
  grid: Grid,
  sink: StepSink,
  context: SearchContext,
  stepAt: (grid: Grid, cell: Cell, digit: Digit) => FullHouseStep | NakedSingleStep | undefined,
): void {
  const queue = queuesOf(context, grid).naked;
  // A cell queued twice is offered once; most searches stop at their first single, so the set
  // is made only for a sink that wants more.
  let offered: Set<Cell> | undefined;
  for (let i = queue.start; i < queue.end; i++) {
    const cell = queue.cellAt(i);
    const digit = queue.digitAt(i);
    if (!holds(grid, cell, digit) || offered?.has(cell)) continue;
    const step = stepAt(grid, cell, digit);
    if (!step) continue;
    if (sink.add(step)) return;
    (offered ??= new Set()).add(cell);
  }
}

/**
 * The first of the cell's houses (HoDoKu tries the row, the column, then the box) where it is
 * the last empty cell. HoDoKu asks for a house with no candidate but the digit's, which is the
 * same but in a position already broken, where it would take as a full house what is then taken
 * as a naked single, at the same score.
 */
function fullHouseOf(grid: Grid, cell: Cell): House | undefined {
  const last = grid.housesWithOneEmpty();
  for (let k = cell * 3; k < cell * 3 + 3; k++) if (last & (1 << CELL_HOUSE_TABLE[k]!)) return CELL_HOUSE_TABLE[k];
  return undefined;
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
      const queues = queuesOf(context, grid);
      const state = context.get(QUEUES);
      const next = state.nextHidden(grid, queues);
      const nextHouse = state.nextHouse;
      if (nextHouse === undefined || houseKind(nextHouse) !== kind) return;
      const queue = queues.hidden;
      let offered: Set<Cell> | undefined;
      for (let i = next; i < queue.end; i++) {
        const cell = queue.cellAt(i);
        const digit = queue.digitAt(i);
        if (grid.value(cell) !== 0 || offered?.has(cell)) continue;
        const house = i === next ? nextHouse : hiddenSingleHouse(grid, cell, digit);
        if (house === undefined || houseKind(house) !== kind) continue;
        const step: HiddenSingleStep = { kind: 'hiddenSingle', house, cell, digit, placements: [{ cell, digit }], eliminations: [] };
        if (sink.add(step)) return;
        (offered ??= new Set()).add(cell);
      }
    },
  };
}

/** The first entry whose cell is still empty, or -1. */
function firstWaiting(grid: Grid, queue: SinglesQueue): number {
  for (let i = queue.start; i < queue.end; i++) if (grid.value(queue.cellAt(i)) === 0) return i;
  return -1;
}

/** The label of a hidden single: its box, else its row, else its column (HoDoKu names no house). */
const LABEL_ORDER = [2, 0, 1] as const;

function hiddenSingleHouse(grid: Grid, cell: Cell, digit: Digit): House | undefined {
  if (!holds(grid, cell, digit)) return undefined;
  const bit = 1 << (digit - 1);
  for (const k of LABEL_ORDER) {
    const house = CELL_HOUSE_TABLE[cell * 3 + k]!;
    // The cell holds the digit: in a house where it is the last empty cell, that is its one place.
    if (grid.emptyIn(house) === 1 || grid.loneDigitsIn(house) & bit) return house;
  }
  return undefined;
}

function holds(grid: Grid, cell: Cell, digit: Digit): boolean {
  return grid.value(cell) === 0 && (grid.candidateBits(cell) & (1 << (digit - 1))) !== 0;
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
