/**
 * Sue de Coq as HoDoKu 2.2's MiscellaneousSolver finds it, for the `hodoku` set: HoDoKu takes
 * the first it meets — rows before columns, each line with the boxes it crosses, the meeting
 * cells by pairs and triples, then the line's and the box's parts as growing cell sets (a cell
 * of the meeting the pattern leaves out may join a part, and a box part may hold the line
 * part's extra digits). The general search lists other parts in another order, so where
 * several remove something it may take another one, and the solve drifts from HoDoKu's path.
 */
import { ascendingOnce, type Candidate } from '../grid/candidate';
import { highestBitIndex, lowestBitIndex, popcount } from '../grid/bits';
import type { Grid } from '../grid/grid';
import { HOUSE_CELLS } from '../grid/house';
import { DigitPatternMemo } from './digitMemo';
import { HOUSE_CONTENT_WORDS, houseContents } from './houses';
import { scratchKind, type SearchContext } from './searchContext';
import type { Strategy } from './strategy';
import type { SueDeCoqStep } from './sueDeCoq';

/** What one line-and-box meeting is searched with. */
interface Meeting {
  readonly bits: Uint16Array;
  readonly line: number;
  readonly box: number;
  readonly lineCells: readonly number[];
  readonly boxCells: readonly number[];
  readonly intersection: readonly number[];
  readonly core: number;
}

/** Candidates of `digits` in `cells` (in cell order), as HoDoKu's `checkCandidatesToDelete` lists them. */
function candidatesIn(bits: Uint16Array, cells: readonly number[], digits: number, out: Candidate[]): void {
  for (const cell of cells) for (let rest = bits[cell]! & digits; rest; rest &= rest - 1) out.push(cell * 9 + lowestBitIndex(rest));
}

/**
 * HoDoKu's `checkHouses` order: the subsets of n cells grown cell by cell (0, 01, 012, …, 02, …),
 * as masks (bit i: the i-th cell), for n up to 9.
 */
const GROWN_ORDER: readonly (readonly number[])[] = Array.from({ length: 10 }, (_, n) => {
  const order: number[] = [];
  const grow = (from: number, mask: number): void => {
    for (let i = from; i < n; i++) {
      order.push(mask | (1 << i));
      grow(i + 1, mask | (1 << i));
    }
  };
  grow(0, 0);
  return order;
});

/**
 * The digits of every subset of `source` (by mask, as GROWN_ORDER names them) into `out`: each
 * subset's from the one without its lowest cell. The walks read a subset's digits many times.
 */
function fillDigitsOfSubsets(bits: Uint16Array, source: readonly number[], out: Uint16Array): void {
  out[0] = 0;
  for (let mask = 1; mask < 1 << source.length; mask++) out[mask] = out[mask & (mask - 1)]! | bits[source[lowestBitIndex(mask)]!]!;
}

/** The cells of `source` in `mask`. */
const cellsOfMask = (source: readonly number[], mask: number): number[] => source.filter((_, i) => (mask & (1 << i)) !== 0);

/** The walks' scratch, owned by the search context: the digits of each subset of the line's and the box's cells. */
interface SubsetDigits {
  readonly line: Uint16Array;
  readonly box: Uint16Array;
}

/** Whether a cell of `source` outside `mask` holds one of `digits`. */
function holdsOutside(bits: Uint16Array, source: readonly number[], mask: number, digits: number): boolean {
  for (let i = 0; i < source.length; i++) if ((mask & (1 << i)) === 0 && (bits[source[i]!]! & digits) !== 0) return true;
  return false;
}

/**
 * The first Sue de Coq of this meeting and intersection, or undefined: the line's parts, then
 * for each the box's, in HoDoKu's order. A box part holding a digit the line part shares with
 * the intersection is never one (HoDoKu grows such parts too, but finds nothing there).
 */
function firstOfIntersection(m: Meeting, extraDigits: number, digitsOf: SubsetDigits): SueDeCoqStep | undefined {
  const { bits, core, intersection } = m;
  const lineSource = m.lineCells.filter((c) => !intersection.includes(c));
  const boxSource = m.boxCells.filter((c) => !intersection.includes(c));
  fillDigitsOfSubsets(bits, lineSource, digitsOf.line);
  fillDigitsOfSubsets(bits, boxSource, digitsOf.box);
  // A cell of the meeting the intersection leaves out is in both sources: a box part may not take it once the line part has.
  let sharedInLine = 0;
  let sharedInBox = 0;
  for (let i = 0; i < lineSource.length; i++) {
    const j = boxSource.indexOf(lineSource[i]!);
    if (j >= 0) {
      sharedInLine = 1 << i;
      sharedInBox = 1 << j;
    }
  }
  const boxOrder = GROWN_ORDER[boxSource.length]!;
  for (const lineMask of GROWN_ORDER[lineSource.length]!) {
    const lineBits = digitsOf.line[lineMask]!;
    const size = popcount(lineMask);
    const extra = popcount(lineBits & ~core);
    if ((lineBits & core) === 0 || size <= extra || size - extra >= extraDigits) continue;
    const boxAllowed = ~(lineBits & core) & 0x1ff;
    const boxForbidden = (lineMask & sharedInLine) !== 0 ? sharedInBox : 0;
    const left = extraDigits - (size - extra);
    for (let k = 0; k < boxOrder.length; k++) {
      const boxMask = boxOrder[k]!;
      const boxBits = digitsOf.box[boxMask]!;
      if ((boxBits & ~boxAllowed) !== 0 || (boxMask & boxForbidden) !== 0) {
        // Every part grown from this one holds it too: they follow it in the order, skip them.
        k += (1 << (boxSource.length - 1 - highestBitIndex(boxMask))) - 1;
        continue;
      }
      if ((boxBits & core) === 0) continue;
      if (popcount(boxMask) - popcount(boxBits & ~core) !== left) continue;
      const both = boxBits & lineBits;
      const fromBox = ((core | boxBits) & ~lineBits) | both;
      const fromLine = ((core | lineBits) & ~boxBits) | both;
      // The box's other cells (the line part's shared cell among them) and the line's.
      if (!holdsOutside(bits, boxSource, boxMask, fromBox) && !holdsOutside(bits, lineSource, lineMask, fromLine)) continue;
      const eliminations: Candidate[] = [];
      candidatesIn(bits, cellsOfMask(boxSource, ~boxMask), fromBox, eliminations);
      candidatesIn(bits, cellsOfMask(lineSource, ~lineMask), fromLine, eliminations);
      return {
        kind: 'sueDeCoq',
        line: m.line,
        box: m.box,
        intersection: [...intersection],
        lineCells: cellsOfMask(lineSource, lineMask),
        boxCells: cellsOfMask(boxSource, boxMask),
        placements: [],
        eliminations: ascendingOnce(eliminations),
      };
    }
  }
  return undefined;
}

/** HoDoKu's `checkIntersection`: pairs of meeting cells, each followed by the triples it starts. */
function firstOfMeeting(
  bits: Uint16Array,
  line: number,
  box: number,
  lineCells: readonly number[],
  boxCells: readonly number[],
  digitsOf: SubsetDigits,
): SueDeCoqStep | undefined {
  const meeting = lineCells.filter((c) => boxCells.includes(c));
  if (meeting.length < 2) return undefined;
  for (let i1 = 0; i1 < meeting.length - 1; i1++) {
    for (let i2 = i1 + 1; i2 < meeting.length; i2++) {
      const pair = [meeting[i1]!, meeting[i2]!];
      const pairBits = bits[pair[0]!]! | bits[pair[1]!]!;
      if (popcount(pairBits) - 2 >= 2) {
        const step = firstOfIntersection(
          { bits, line, box, lineCells, boxCells, intersection: pair, core: pairBits },
          popcount(pairBits) - 2,
          digitsOf,
        );
        if (step) return step;
      }
      for (let i3 = i2 + 1; i3 < meeting.length; i3++) {
        const tripleBits = pairBits | bits[meeting[i3]!]!;
        if (popcount(tripleBits) - 3 < 2) continue;
        const step = firstOfIntersection(
          { bits, line, box, lineCells, boxCells, intersection: [...pair, meeting[i3]!], core: tripleBits },
          popcount(tripleBits) - 3,
          digitsOf,
        );
        if (step) return step;
      }
    }
  }
  return undefined;
}

/**
 * What a line and a box meeting yield depends on those two houses alone, so it is remembered
 * by what the two hold (slot: line and box), and only the meetings a step changed are searched
 * again. `null` is a meeting that yields nothing.
 */
class MeetingMemory {
  readonly firsts = new DigitPatternMemo<SueDeCoqStep | null>(18 * 9, 4, 2 * HOUSE_CONTENT_WORDS);
  /** The key being looked up: the line's contents, then the box's. */
  readonly pairKey = new Int32Array(2 * HOUSE_CONTENT_WORDS);
  readonly digitsOf: SubsetDigits = { line: new Uint16Array(1 << 9), box: new Uint16Array(1 << 9) };
  /** Every empty cell's candidates, 0 for a placed cell: filled when a meeting is searched. */
  readonly bits = new Uint16Array(81);
}

/** Each context's memory: keyed by what houses hold, so kept from puzzle to puzzle. */
const MEETINGS = scratchKind(() => new MeetingMemory());

/** The boxes (18..26) each line (rows 0..8, then columns 9..17) crosses, in index order. */
const CROSSED_BOXES: readonly (readonly number[])[] = Array.from({ length: 18 }, (_, line) =>
  line < 9 ? [0, 1, 2].map((i) => 18 + 3 * Math.floor(line / 3) + i) : [0, 1, 2].map((i) => 18 + 3 * i + Math.floor((line - 9) / 3)),
);

/** The Sue de Coq HoDoKu takes at this position, or undefined. */
function hodokuSueDeCoq(grid: Grid, context: SearchContext): SueDeCoqStep | undefined {
  const contents = houseContents(grid, context);
  const memory = context.get(MEETINGS);
  const { firsts, pairKey, digitsOf } = memory;
  let bits: Uint16Array | undefined;
  const empty = (house: number): number[] => HOUSE_CELLS[house]!.filter((cell) => grid.isEmpty(cell));
  // Rows before columns, each with the boxes it crosses (the others do not meet it).
  for (let line = 0; line < 18; line++) {
    for (const box of CROSSED_BOXES[line]!) {
      for (let w = 0; w < HOUSE_CONTENT_WORDS; w++) {
        pairKey[w] = contents[line * HOUSE_CONTENT_WORDS + w]!;
        pairKey[HOUSE_CONTENT_WORDS + w] = contents[box * HOUSE_CONTENT_WORDS + w]!;
      }
      const slot = line * 9 + box - 18;
      let step = firsts.find(slot, pairKey, 0);
      if (step === undefined) {
        bits ??= grid.emptyCandidateBits(memory.bits);
        step = firsts.remember(slot, pairKey, 0, firstOfMeeting(bits, line, box, empty(line), empty(box), digitsOf) ?? null);
      }
      if (step) return step;
    }
  }
  return undefined;
}

export const hodokuSueDeCoqStrategy: Strategy = {
  technique: 'sue-de-coq',
  search: (grid, sink, context) => {
    const step = hodokuSueDeCoq(grid, context);
    if (step) sink.add(step);
  },
};
