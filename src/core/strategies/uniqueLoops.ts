/**
 * Unique loops as Sudoku Explainer finds them: a closed path of cells that all hold the digits
 * {a,b}, each step along a box, row or column, every house it enters entered by exactly two of
 * its cells, one at an odd and one at an even place of the path. Were the extra digits of its
 * cells gone, a and b could be swapped along the loop, giving a second solution. A loop of four
 * cells is a unique rectangle; longer loops (six, eight, … cells) are worth more.
 *
 * The types are the rectangle's: 1 (one cell with extra digits: a and b go from it), 2 (the
 * cells with extras share one extra digit c: c goes from cells seeing them all), 3 (two cells
 * with extras, whose extra digits form a naked set with other cells of a house they share, or
 * a hidden set with a and b in it), 4 (two cells with extras, and in a house they share a has
 * no other place: b goes from both). Sudoku Explainer collects every such step and takes the
 * easiest, the lower type first among equals, the first found among equal types; so does this
 * search, so that the step taken is the one it takes.
 */
import type { Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import { digitOfBit, type Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import type { House } from '../grid/house';
import type { Placement, StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { HOUSE_TABLE, SE_HOUSES, SEES } from './chains/potentials';
import { scratchKind, type SearchContext } from './searchContext';
import type { StepSink, Strategy, StrategyFamily } from './strategy';
import { candidatesOf, lowBit, patternHighlights } from './uniqueness';
import { cellList, digits, eliminationTokens, house as houseToken, technique, text } from './words';
import { popcount } from '../grid/bits';
import { PairLoopMemory, type MetLoop } from './pairLoopMemory';

export type { MetLoop } from './pairLoopMemory';

export interface UniqueLoopStep extends StepEffect {
  readonly kind: 'uniqueLoop';
  readonly type: 1 | 2 | 3 | 4;
  /** The loop's cells in path order. */
  readonly cells: readonly Cell[];
  readonly digits: readonly [Digit, Digit];
  /** Types 3 and 4: the house of the set or of the locked digit. */
  readonly house?: House;
  /** Type 3: the set's cells beside the loop's two cells with extras. */
  readonly setCells?: readonly Cell[];
  /** Type 3: the set's size (its digits; a hidden set counts a and b). */
  readonly setSize?: number;
  readonly hidden?: boolean;
  readonly reliesOnUniqueness: true;
}

declare module '../step' {
  interface StepKinds {
    uniqueLoop: UniqueLoopStep;
  }
}

const SUBSETS = new Map<number, readonly (readonly number[])[]>();

/** The k-element subsets of 0…n−1 in Sudoku Explainer's order (increasing as bit masks). */
function subsetsInMaskOrder(k: number, n: number): readonly (readonly number[])[] {
  const key = k * 16 + n;
  const known = SUBSETS.get(key);
  if (known) return known;
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    if (popcount(mask) !== k) continue;
    const members: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) members.push(i);
    out.push(members);
  }
  SUBSETS.set(key, out);
  return out;
}

/** Sudoku Explainer's value in tenths: 4.5, plus 0.1 for six cells, 0.2 for eight, 0.5 for ten or more; a type 3 adds 0.1 per set cell. */
function uniqueLoopTenths(step: Pick<UniqueLoopStep, 'cells' | 'type' | 'setSize' | 'hidden'>): number {
  const length = step.cells.length;
  const loopBonus = (length >= 10 ? 3 : 0) + (length >= 8 ? 2 : length >= 6 ? 1 : 0);
  const setBonus = step.type === 3 ? step.setSize! - (step.hidden ? 2 : 1) : 0;
  return 45 + loopBonus + setBonus;
}

/**
 * The cells a deadly loop on the pair can use: cells holding both digits, less those left
 * alone in one of their houses (a loop cell has a partner in its box, row and column), again
 * until none is. A cell's removal can only leave its own houses short, so only those are
 * looked at again: the same set as removing in passes until none is removed.
 */
function loopCellsOf(marks: Uint16Array, pair: number, usable: Uint8Array): Uint8Array {
  usable.fill(0);
  const inHouse = new Uint8Array(27);
  for (let c = 0; c < 81; c++) {
    if ((marks[c]! & pair) !== pair) continue;
    usable[c] = 1;
    for (let kind = 0; kind < 3; kind++) inHouse[SE_HOUSES[c * 3 + kind]!]!++;
  }
  const short: number[] = [];
  for (let house = 0; house < 27; house++) if (inHouse[house] === 1) short.push(house);
  while (short.length > 0) {
    const house = short.pop()!;
    if (inHouse[house] !== 1) continue;
    for (let i = 0; i < 9; i++) {
      const c = HOUSE_TABLE[house * 9 + i]!;
      if (!usable[c]) continue;
      usable[c] = 0;
      for (let kind = 0; kind < 3; kind++) {
        const other = SE_HOUSES[c * 3 + kind]!;
        if (--inHouse[other]! === 1) short.push(other);
      }
    }
  }
  return usable;
}

/** Each cell's box, row and column as a mask of houses (bit h for house h). */
const HOUSE_BITS = Int32Array.from(
  { length: 81 },
  (_, c) => (1 << SE_HOUSES[c * 3]!) | (1 << SE_HOUSES[c * 3 + 1]!) | (1 << SE_HOUSES[c * 3 + 2]!),
);

/**
 * The walks of one `metLoops` call and the state they share: the path, its houses, the pair's
 * cells. Made per call, so walks never share state with another search.
 *
 * The houses the path enters are kept as masks (bit h for house h), which a step saves and
 * restores as plain numbers: `one`, the houses holding one cell of the path; `two`, those
 * holding two; `oddOne`, those of `one` whose cell is at an odd place of the path.
 */
class LoopWalk {
  /**
   * Each pair's usable cells (`loopCellsOf`) at `pair * 81`, worked out at most once per
   * `metLoops` call: a pair's are current when its stamp is the call's.
   */
  private readonly usableByPair = new Uint8Array(512 * 81);
  private readonly usableStamp = new Int32Array(512);
  private call = 0;

  /** Starts a `metLoops` call: every pair's usable cells are to be worked out again. */
  begin(): void {
    this.call++;
  }

  usableCells(marks: Uint16Array, pair: number): Uint8Array {
    const usable = this.usableByPair.subarray(pair * 81, pair * 81 + 81);
    if (this.usableStamp[pair] === this.call) return usable;
    this.usableStamp[pair] = this.call;
    return loopCellsOf(marks, pair, usable);
  }

  private readonly path = new Int8Array(81);
  private readonly onPath = new Uint8Array(81);
  private one = 0;
  private two = 0;
  private oddOne = 0;
  /**
   * The cells holding both digits of the pair, house by house in reading order: the only cells a
   * walk on the pair can step to, so it looks at them alone rather than at every cell of a house.
   * `pairCells[house * 9 + i]` for i below `pairCount[house]`.
   */
  private readonly pairCells = new Int8Array(27 * 9);
  private readonly pairCount = new Uint8Array(27);
  private marks: Uint16Array = new Uint16Array(0);
  private pair = 0;
  private usable: Uint8Array = new Uint8Array(0);
  private found: Cell[][] = [];
  /** Bare cells before this one are starts whose walks are done (0 when no walk is known done). */
  private metBefore = 0;

  listPairCells(marks: Uint16Array, pair: number): void {
    for (let house = 0; house < 27; house++) {
      let count = 0;
      for (let i = 0; i < 9; i++) {
        const cell = HOUSE_TABLE[house * 9 + i]!;
        if ((marks[cell]! & pair) === pair) this.pairCells[house * 9 + count++] = cell;
      }
      this.pairCount[house] = count;
    }
  }

  /**
   * Every candidate loop through `start` on the pair: a depth-first walk, in box, row, column
   * order and each house in reading order, never along the house of the last step, allowing two
   * cells with extra digits (or more, while all extras are one digit). As in Sudoku Explainer,
   * the extras seen at a cell accumulate over the neighbours tried from it, not only along the
   * path. A loop is kept when deadly: every house it enters holds two of its cells, one at an odd
   * and one at an even place. A path with a third cell in a house, or a second at the same
   * parity, or a cell outside `usable`, can only close into a loop that is not, so the walk
   * leaves it (after taking in its extras). `listPairCells` must have listed the pair's cells.
   *
   * With `skipMet`, the walk leaves out loops the walks from earlier starts met already (see
   * `walk`); without, it finds every loop Sudoku Explainer's walk from `start` finds.
   */
  loopsFrom(marks: Uint16Array, start: Cell, pair: number, usable: Uint8Array, skipMet: boolean): Cell[][] {
    this.marks = marks;
    this.pair = pair;
    this.usable = usable;
    this.found = [];
    this.metBefore = skipMet ? start : 0;
    this.walk(start, 0, 2, 0, -1, false);
    return this.found;
  }

  /**
   * A walk that has stepped onto a bare cell before its start (`metBefore`) keeps to loops with
   * three cells with extras or more (`manyExtrasOnly`). Any other loop through that cell was met
   * already from it, or from a bare cell before it: with two cells with extras at most, every step
   * of the loop passes the walk's test whatever extras were seen beside it, so a walk from any bare
   * cell of the loop meets it, both ways round. A loop with more, all sharing their one extra
   * digit, may be missed from one start and met from another (the extras seen beside the path
   * differ), so only those are still looked for. `allowedExtra` counts down from 2 with each cell
   * with extras on the path; `place` is the cell's place on the path.
   */
  private walk(cell: Cell, place: number, allowedExtra: number, extrasIn: number, lastKind: number, manyExtrasOnly: boolean): void {
    const { marks, pair, usable, path, onPath, pairCells, pairCount } = this;
    const one = this.one;
    const two = this.two;
    const oddOne = this.oddOne;
    const houses = HOUSE_BITS[cell]!;
    const entered = houses & ~one & ~two;
    this.one = (one & ~houses) | entered;
    this.two = two | (houses & one);
    this.oddOne = (oddOne & ~houses) | (place % 2 === 1 ? entered : 0);
    path[place] = cell;
    onPath[cell] = 1;
    const length = place + 1;
    // A cell may take the next place unless one of its houses holds two cells, or one at that parity.
    const blocked = this.two | (this.one & (length % 2 === 1 ? this.oddOne : ~this.oddOne));
    let extras = extrasIn;
    for (let kind = 0; kind < 3; kind++) {
      if (kind === lastKind) continue;
      const house = SE_HOUSES[cell * 3 + kind]!;
      for (let i = house * 9, end = i + pairCount[house]!; i < end; i++) {
        const next = pairCells[i]!;
        if (next === path[0]) {
          if (length >= 4 && this.one === 0 && (!manyExtrasOnly || allowedExtra < 0)) this.found.push(Array.from(path.subarray(0, length)));
        } else if (!onPath[next]) {
          extras |= marks[next]! & ~pair;
          const bare = marks[next] === pair;
          const oneExtraDigit = extras !== 0 && (extras & (extras - 1)) === 0;
          if ((bare || oneExtraDigit || allowedExtra > 0) && usable[next] && (HOUSE_BITS[next]! & blocked) === 0) {
            const allowed = bare ? allowedExtra : allowedExtra - 1;
            const onlyMany = manyExtrasOnly || (bare && next < this.metBefore);
            // Extras of two digits or more take no third cell with extras: no loop left to look for.
            if (!onlyMany || allowed < 0 || (extras & (extras - 1)) === 0) this.walk(next, length, allowed, extras, kind, onlyMany);
          }
        }
      }
    }
    onPath[cell] = 0;
    this.one = one;
    this.two = two;
    this.oddOne = oddOne;
  }
}

interface LoopContext {
  readonly marks: Uint16Array;
  readonly loop: readonly Cell[];
  readonly pair: number;
  readonly base: Omit<UniqueLoopStep, 'type' | 'eliminations'>;
}

function typeTwo({ marks, base }: LoopContext, extraCells: readonly Cell[], extraBit: number): UniqueLoopStep {
  const eliminations: Candidate[] = [];
  for (let c = 0; c < 81; c++) {
    if (extraCells.includes(c) || !(marks[c]! & extraBit)) continue;
    if (extraCells.every((e) => SEES[e * 81 + c])) eliminations.push(c * 9 + digitOfBit(extraBit) - 1);
  }
  return { ...base, type: 2, eliminations };
}

/** The houses two cells share, in Sudoku Explainer's order (box, row, column). */
function sharedHouses(a: Cell, b: Cell): House[] {
  const out: House[] = [];
  for (let kind = 0; kind < 3; kind++) if (SE_HOUSES[a * 3 + kind] === SE_HOUSES[b * 3 + kind]) out.push(SE_HOUSES[a * 3 + kind]!);
  return out;
}

const houseCell = (house: House, i: number): Cell => HOUSE_TABLE[house * 9 + i]!;

/** The cell's place (0–8) in the house's reading order. */
function placeInHouse(house: House, cell: Cell): number {
  for (let i = 0; i < 9; i++) if (houseCell(house, i) === cell) return i;
  return -1;
}

/** Type 3 steps in Sudoku Explainer's order: by set size, then house, naked before hidden. */
function typeThree(context: LoopContext, c1: Cell, c2: Cell): UniqueLoopStep[] {
  const { marks, pair, base } = context;
  const extra = (marks[c1]! | marks[c2]!) & ~pair;
  const out: UniqueLoopStep[] = [];
  for (let size = popcount(extra); size <= 7; size++) {
    for (const house of sharedHouses(c1, c2)) {
      let empty = 0;
      for (let i = 0; i < 9; i++) if (marks[houseCell(house, i)]) empty++;
      const at1 = placeInHouse(house, c1);
      const at2 = placeInHouse(house, c2);
      if (size * 2 <= empty) {
        // A naked set's cells hold two to `size` digits: any other cell rules out every set holding it.
        let fitting = 0;
        for (let i = 0; i < 9; i++) {
          const count = popcount(marks[houseCell(house, i)]!);
          if (count >= 2 && count <= size) fitting |= 1 << i;
        }
        const need = 1 << at1;
        const allowed = (fitting | need) & ~(1 << at2);
        // The submasks of `allowed` in increasing order, as Sudoku Explainer meets the sets.
        for (let places = 0, last = false; !last; places = (places - allowed) & allowed) {
          last = places === allowed;
          if (!(places & need) || popcount(places) !== size) continue;
          let union = extra;
          let withBoth = extra & marks[c1]! & marks[c2]!;
          for (let i = 0; i < 9; i++) {
            if (i === at1 || !(places & (1 << i))) continue;
            union |= marks[houseCell(house, i)]!;
            withBoth |= marks[houseCell(house, i)]!;
          }
          if (popcount(withBoth) !== size || popcount(union) !== size) continue;
          const setCells: Cell[] = [];
          for (let i = 0; i < 9; i++) if (i !== at1 && places & (1 << i)) setCells.push(houseCell(house, i));
          const eliminations: Candidate[] = [];
          for (let i = 0; i < 9; i++) {
            const c = houseCell(house, i);
            if (c !== c1 && c !== c2 && !setCells.includes(c)) eliminations.push(...candidatesOf(c, marks[c]! & union));
          }
          if (eliminations.length > 0) out.push({ ...base, type: 3, house, setCells, setSize: size, eliminations });
        }
      }
      if (size * 2 < empty) {
        const others: number[] = [];
        for (let bit = 1; bit < 1 << 9; bit <<= 1) if (!(bit & (pair | extra))) others.push(bit);
        if (size - 2 > others.length) continue;
        for (const chosen of subsetsInMaskOrder(size - 2, others.length)) {
          const bits = [...chosen.map((i) => others[i]!), lowBit(pair), pair & ~lowBit(pair)];
          let places = 0;
          let everyPlaced = true;
          for (const bit of bits) {
            let placesOfBit = 0;
            for (let i = 0; i < 9; i++) if (i !== at2 && marks[houseCell(house, i)]! & bit) placesOfBit |= 1 << i;
            if (placesOfBit === 0) everyPlaced = false;
            places |= placesOfBit;
          }
          if (!everyPlaced || popcount(places) !== size) continue;
          const hiddenBits = bits.reduce((all, bit) => all | bit, 0);
          const setCells: Cell[] = [];
          const eliminations: Candidate[] = [];
          for (let i = 0; i < 9; i++) {
            if (!(places & (1 << i)) || i === at1) continue;
            const c = houseCell(house, i);
            setCells.push(c);
            eliminations.push(...candidatesOf(c, marks[c]! & ~hiddenBits));
          }
          if (eliminations.length > 0) out.push({ ...base, type: 3, house, setCells, setSize: size, hidden: true, eliminations });
        }
      }
    }
  }
  return out;
}

/** Type 4: the last shared house where a (else b) has no place but the two cells. */
function typeFour({ marks, pair, base }: LoopContext, c1: Cell, c2: Cell): UniqueLoopStep | undefined {
  const first = lowBit(pair);
  const second = pair & ~first;
  let lockFirst: House | undefined;
  let lockSecond: House | undefined;
  for (const house of sharedHouses(c1, c2)) {
    let seen = 0;
    for (let i = 0; i < 9; i++) {
      const c = houseCell(house, i);
      if (c !== c1 && c !== c2) seen |= marks[c]!;
    }
    if (!(seen & first)) lockFirst = house;
    if (!(seen & second)) lockSecond = house;
  }
  const house = lockFirst ?? lockSecond;
  if (house === undefined) return undefined;
  const drop = digitOfBit(lockFirst !== undefined ? second : first);
  return { ...base, type: 4, house, eliminations: [c1 * 9 + drop - 1, c2 * 9 + drop - 1].sort((a, b) => a - b) };
}

function stepsOfLoop(context: LoopContext): UniqueLoopStep[] {
  const { marks, loop, pair, base } = context;
  const extraCells = loop.filter((c) => marks[c] !== pair);
  if (extraCells.length === 1) return [{ ...base, type: 1, eliminations: candidatesOf(extraCells[0]!, pair) }];
  if (extraCells.length > 2) return [typeTwo(context, extraCells, lowBit(marks[extraCells[0]!]! & ~pair))];
  if (extraCells.length !== 2) return [];
  const [c1, c2] = extraCells as [Cell, Cell];
  const extra = (marks[c1]! | marks[c2]!) & ~pair;
  const steps = popcount(extra) === 1 ? [typeTwo(context, extraCells, extra)] : typeThree(context, c1, c2);
  const four = typeFour(context, c1, c2);
  return four ? [...steps, four] : steps;
}

/** A loop's cells as a set (three 27-bit masks), with its two cells with extras in path order when it has two. */
function meetingKey(marks: Uint16Array, loop: readonly Cell[], pair: number): string {
  const sets = [0, 0, 0];
  let extras = '';
  let extraCount = 0;
  for (const c of loop) {
    sets[(c / 27) | 0]! |= 1 << (c % 27);
    if (marks[c] !== pair && extraCount++ < 3) extras += `,${c}`;
  }
  return `${pair}:${sets[0]}:${sets[1]}:${sets[2]}${extraCount === 2 ? extras : ''}`;
}

/**
 * Every loop the walks meet, in the order they meet them (starts in reading order), each at its
 * first meeting. The walks meet each loop from each of its bivalue cells, both ways round. Only
 * the order of its two cells with extras (type 3 builds its set from the first) can change its
 * steps, and the first meeting's steps come first, so later meetings add nothing to the step
 * taken. `skipMet` (the search's way) spares the walks most of the later meetings; without it,
 * every walk is Sudoku Explainer's own (tests compare the two). With `memory`, a pair whose cells
 * are as they were when last walked gives the loops met then.
 */
export function metLoops(marks: Uint16Array, skipMet = true, walks = new LoopWalk(), memory?: PairLoopMemory): MetLoop[] {
  walks.begin();
  // A start walks on its own pair only, so each pair's loops are met apart and merged by start.
  const pairsSeen: number[] = [];
  const out: MetLoop[] = [];
  for (let start = 0; start < 81; start++) {
    const pair = marks[start]!;
    if (popcount(pair) !== 2 || pairsSeen.includes(pair)) continue;
    pairsSeen.push(pair);
    let loops = memory?.recall(marks, pair);
    if (!loops) {
      loops = loopsOfPair(marks, pair, skipMet, walks);
      memory?.remember(pair, loops);
    }
    out.push(...loops);
  }
  // A stable sort: each start's loops stay in the order its walk met them.
  return out.sort((a, b) => a.start - b.start);
}

/** The loops the walks from the pair's bivalue cells meet, starts in reading order, each at its first meeting. */
function loopsOfPair(marks: Uint16Array, pair: number, skipMet: boolean, walks: LoopWalk): MetLoop[] {
  const out: MetLoop[] = [];
  const met = new Set<string>();
  const usable = walks.usableCells(marks, pair);
  walks.listPairCells(marks, pair);
  for (let start = 0; start < 81; start++) {
    if (marks[start] !== pair || !usable[start]) continue;
    for (const loop of walks.loopsFrom(marks, start, pair, usable, skipMet)) {
      const key = meetingKey(marks, loop, pair);
      if (met.has(key)) continue;
      met.add(key);
      out.push({ start, loop });
    }
  }
  return out;
}

/**
 * A context's scratch of the search: the position's candidates and the walks' tables. Every
 * step is made before the first is offered, so a sink that searches again cannot disturb them.
 */
class UniqueLoopScratch {
  readonly marks = new Uint16Array(81);
  readonly walks = new LoopWalk();
  readonly memory = new PairLoopMemory();
}

const SCRATCH = scratchKind(() => new UniqueLoopScratch());

function searchUniqueLoops(grid: Grid, sink: StepSink, context: SearchContext): void {
  const { marks, walks, memory } = context.get(SCRATCH);
  for (let c = 0; c < 81; c++) marks[c] = grid.candidateBits(c);
  const steps: UniqueLoopStep[] = [];
  for (const { start, loop } of metLoops(marks, true, walks, memory)) {
    const pair = marks[start]!;
    const base = {
      kind: 'uniqueLoop' as const,
      cells: loop,
      digits: [digitOfBit(lowBit(pair)), digitOfBit(pair & ~lowBit(pair))] as const,
      placements: [] as Placement[],
      reliesOnUniqueness: true as const,
    };
    for (const step of stepsOfLoop({ marks, loop, pair, base })) if (step.eliminations.length > 0) steps.push(step);
  }
  // A stable sort: among equals the first found stays first.
  steps.sort((a, b) => uniqueLoopTenths(a) - uniqueLoopTenths(b) || a.type - b.type);
  for (const step of steps) if (sink.add(step)) return;
}

/** A loop of four cells is a unique rectangle, and counted as one. */
const loopTechnique = (s: UniqueLoopStep): TechniqueId => (s.cells.length === 4 ? `unique-rectangle-${s.type}` : 'unique-loop');

export const uniqueLoop: Strategy = { technique: 'unique-loop', search: searchUniqueLoops };

export const uniqueLoops: StrategyFamily<'uniqueLoop'> = {
  strategies: [uniqueLoop],
  handlers: {
    uniqueLoop: {
      technique: loopTechnique,
      // "Unique loop type 1 {1,7} at r1c2, r2c2, r2c8, r5c8, r5c7, r1c7: removes 1, 7 from r1c7"
      explain: (s) => [
        technique(loopTechnique(s)),
        text(s.cells.length === 4 ? ' ' : ` type ${s.type} `),
        digits(s.digits),
        text(' at '),
        ...cellList(s.cells),
        ...(s.house !== undefined
          ? [
              text(' ('),
              houseToken(s.house),
              ...(s.setCells ? [text(s.hidden ? ' with hidden set in ' : ' with '), ...cellList(s.setCells)] : []),
              text(')'),
            ]
          : []),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => patternHighlights(s.cells, s.digits, s.setCells, s.house, s.eliminations),
      seValue: (s) => uniqueLoopTenths(s) / 10,
    },
  },
};
