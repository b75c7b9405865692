/**
 * Sue de Coq: two or three empty cells where a box meets a row or column hold at least two
 * digits more than their number. With cells of the line outside the box and cells of the box
 * outside the line whose digits do not overlap, all of them together hold exactly as many digits
 * as they are cells. A digit the box cells lack can then only sit on the line part, once; a digit
 * the line cells lack, on the box part, once; so every digit sits there exactly once, and the
 * line (and the box) lose those digits elsewhere.
 */
import { ascendingOnce, type Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Grid } from '../grid/grid';
import type { House } from '../grid/house';
import type { StepEffect } from '../step';
import { DigitPatternMemo } from './digitMemo';
import { combinations, HOUSE_CELL_TABLE, HOUSE_CONTENT_WORDS, houseContents } from './houses';
import { scratchKind, type SearchContext } from './searchContext';
import { offerAll, type StepSink, type Strategy, type StrategyFamily } from './strategy';
import { cellList, eliminationTokens, house as houseToken, NO_HIGHLIGHTS, technique, text } from './words';
import { lowestBitIndex, popcount } from '../grid/bits';

export interface SueDeCoqStep extends StepEffect {
  readonly kind: 'sueDeCoq';
  readonly line: House;
  readonly box: House;
  /** The cells where the box meets the line. */
  readonly intersection: readonly Cell[];
  readonly lineCells: readonly Cell[];
  readonly boxCells: readonly Cell[];
}

declare module '../step' {
  interface StepKinds {
    sueDeCoq: SueDeCoqStep;
  }
}

/** The largest part taken on either side: more cells than this never leave a digit over. */
const LARGEST_PART = 3;

const emptyCells = (grid: Grid, house: House): Cell[] => {
  const out: Cell[] = [];
  for (let i = 0; i < 9; i++) if (grid.isEmpty(HOUSE_CELL_TABLE[house * 9 + i]!)) out.push(HOUSE_CELL_TABLE[house * 9 + i]!);
  return out;
};

function digitsIn(grid: Grid, cells: readonly Cell[]): number {
  let bits = 0;
  for (const c of cells) bits |= grid.candidateBits(c);
  return bits;
}

/** Candidates of `bits` in `cells`. */
function candidatesIn(grid: Grid, cells: readonly Cell[], bits: number): Candidate[] {
  const out: Candidate[] = [];
  for (const c of cells) for (let rest = grid.candidateBits(c) & bits; rest !== 0; rest &= rest - 1) out.push(c * 9 + lowestBitIndex(rest));
  return out;
}

interface Part {
  readonly cells: readonly Cell[];
  readonly bits: number;
}

const INDEX_SUBSETS = new Map<number, readonly (readonly number[])[]>();

/** The k-subsets of the indices 0…n−1 in lexicographic order (as `combinations` lists them), made once. */
function indexSubsets(n: number, k: number): readonly (readonly number[])[] {
  const key = n * 16 + k;
  let subsets = INDEX_SUBSETS.get(key);
  if (!subsets)
    INDEX_SUBSETS.set(
      key,
      (subsets = combinations(
        Array.from({ length: n }, (_, i) => i),
        k,
      )),
    );
  return subsets;
}

/** The `k`-subsets of `cells` in lexicographic order. */
function subsetsOf(cells: readonly Cell[], k: number): Cell[][] {
  return indexSubsets(cells.length, k).map((subset) => subset.map((i) => cells[i]!));
}

/** Every non-empty subset of `cells` up to LARGEST_PART cells with its digits, smallest first. */
function parts(grid: Grid, cells: readonly Cell[]): Part[] {
  const out: Part[] = [];
  for (let size = 1; size <= Math.min(LARGEST_PART, cells.length); size++)
    for (const subset of subsetsOf(cells, size)) out.push({ cells: subset, bits: digitsIn(grid, subset) });
  return out;
}

/** Every Sue de Coq where `box` meets `line`, in the order the search meets them. */
function stepsWhereMeeting(grid: Grid, box: House, line: House): SueDeCoqStep[] {
  const steps: SueDeCoqStep[] = [];
  const boxEmpty = emptyCells(grid, box);
  const lineEmpty = emptyCells(grid, line);
  const meeting = boxEmpty.filter((c) => lineEmpty.includes(c));
  if (meeting.length < 2) return steps;
  const lineRest = lineEmpty.filter((c) => !meeting.includes(c));
  const boxRest = boxEmpty.filter((c) => !meeting.includes(c));
  // Listed when some intersection holds enough digits: most meetings have none.
  let lineParts: Part[] | undefined;
  let boxParts: Part[] | undefined;
  for (let size = 2; size <= meeting.length; size++) {
    for (const intersection of subsetsOf(meeting, size)) {
      const core = digitsIn(grid, intersection);
      if (popcount(core) < size + 2) continue;
      lineParts ??= parts(grid, lineRest);
      boxParts ??= parts(grid, boxRest);
      // With no digit of the line part in it, a box part makes the count come out when it has
      // `spare` cells more than digits outside the core: the box parts by that number, in order.
      const boxPartsBySpare: Part[][] = [[], [], [], []];
      for (const part of boxParts) {
        const spare = part.cells.length - popcount(part.bits & ~core);
        if (spare >= 1 && (part.bits & core) !== 0) boxPartsBySpare[spare]!.push(part);
      }
      for (const { cells: lineCells, bits: lineBits } of lineParts) {
        // The box part adds cells and no digit of the line part: it must be able to make up the count.
        const spare = popcount(core | lineBits) - size - lineCells.length;
        if ((lineBits & core) === 0 || spare < 1 || spare > LARGEST_PART) continue;
        for (const { cells: boxCells, bits: boxBits } of boxPartsBySpare[spare]!) {
          if ((boxBits & lineBits) !== 0) continue;
          // A meeting cell left out of the pattern is on the line and in the box alike.
          const leftOut = meeting.filter((c) => !intersection.includes(c));
          const lineOthers = [...leftOut, ...lineRest.filter((c) => !lineCells.includes(c))];
          const boxOthers = [...leftOut, ...boxRest.filter((c) => !boxCells.includes(c))];
          const eliminations = [
            ...candidatesIn(grid, lineOthers, (core | lineBits) & ~boxBits),
            ...candidatesIn(grid, boxOthers, (core | boxBits) & ~lineBits),
          ];
          if (eliminations.length === 0) continue;
          steps.push({
            kind: 'sueDeCoq',
            line,
            box,
            intersection,
            lineCells,
            boxCells,
            placements: [],
            eliminations: ascendingOnce(eliminations),
          });
        }
      }
    }
  }
  return steps;
}

/**
 * The steps where a box meets a line depend on those two houses alone, so they are remembered
 * by what the two hold (slot: box and line), and a step searches again only the pairs it changed.
 */
class MeetingMemory {
  readonly steps = new DigitPatternMemo<readonly SueDeCoqStep[]>(9 * 18, 4, 2 * HOUSE_CONTENT_WORDS);
  /** The key being looked up: the line's contents, then the box's. */
  readonly pairKey = new Int32Array(2 * HOUSE_CONTENT_WORDS);
}

/** Each context's memory: keyed by what houses hold, so kept from puzzle to puzzle. */
const MEETINGS = scratchKind(() => new MeetingMemory());

/** The lines (rows, then columns) that cross each box index b (0..8). */
const CROSSING_LINES: readonly (readonly House[])[] = Array.from({ length: 9 }, (_, b) => {
  const row = 3 * Math.floor(b / 3);
  const column = 9 + 3 * (b % 3);
  return [row, row + 1, row + 2, column, column + 1, column + 2];
});

function searchSueDeCoq(grid: Grid, sink: StepSink, context: SearchContext): void {
  const contents = houseContents(grid, context);
  const { steps: meetingSteps, pairKey } = context.get(MEETINGS);
  for (let b = 0; b < 9; b++) {
    const box = 18 + b;
    for (const line of CROSSING_LINES[b]!) {
      pairKey.set(contents.subarray(line * HOUSE_CONTENT_WORDS, line * HOUSE_CONTENT_WORDS + HOUSE_CONTENT_WORDS), 0);
      pairKey.set(contents.subarray(box * HOUSE_CONTENT_WORDS, box * HOUSE_CONTENT_WORDS + HOUSE_CONTENT_WORDS), HOUSE_CONTENT_WORDS);
      const slot = b * 18 + line;
      const steps = meetingSteps.find(slot, pairKey, 0) ?? meetingSteps.remember(slot, pairKey, 0, stepsWhereMeeting(grid, box, line));
      if (offerAll(sink, steps)) return;
    }
  }
}

export const sueDeCoqStrategy: Strategy = { technique: 'sue-de-coq', search: searchSueDeCoq };

export const sueDeCoq: StrategyFamily<'sueDeCoq'> = {
  strategies: [sueDeCoqStrategy],
  handlers: {
    sueDeCoq: {
      technique: () => 'sue-de-coq',
      // "Sue de Coq: r1c1, r1c2 (row 1, box 1) with r1c7 and r3c3: removes 4 from r1c9"
      explain: (s) => [
        technique('sue-de-coq'),
        text(': '),
        ...cellList(s.intersection),
        text(' ('),
        houseToken(s.line),
        text(', '),
        houseToken(s.box),
        text(') with '),
        ...cellList(s.lineCells),
        text(' and '),
        ...cellList(s.boxCells),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...s.intersection, ...s.lineCells, ...s.boxCells],
        houses: [s.line, s.box],
        removed: s.eliminations,
      }),
    },
  },
};
