/**
 * Sue de Coq as HoDoKu 2.2's MiscellaneousSolver finds it, for the `hodoku` set: HoDoKu takes
 * the first it meets — rows before columns, each line with the boxes it crosses, the meeting
 * cells by pairs and triples, then the line's and the box's parts as growing cell sets (a cell
 * of the meeting the pattern leaves out may join a part, and a box part may hold the line
 * part's extra digits). The general search lists other parts in another order, so where
 * several remove something it may take another one, and the solve drifts from HoDoKu's path.
 */
import type { Candidate } from '../grid/candidate';
import { lowestBitIndex, popcount } from '../grid/bits';
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
 * HoDoKu's `checkHouses`: the subsets of `source` grown cell by cell (0, 01, 012, …, 02, …),
 * each tested by `visit`; true stops the walk. A subset holding a digit outside `allowed` is
 * never a part, and neither is any subset grown from it, so the walk does not enter it: HoDoKu
 * visits those too, but finds nothing there.
 */
function walkSubsets(
  bits: Uint16Array,
  source: readonly number[],
  allowed: number,
  visit: (cells: readonly number[], digits: number) => boolean,
): boolean {
  const chosen: number[] = [];
  const grow = (from: number, digits: number): boolean => {
    for (let i = from; i < source.length; i++) {
      const next = digits | bits[source[i]!]!;
      if ((next & ~allowed) !== 0) continue;
      chosen.push(source[i]!);
      if (visit(chosen, next) || grow(i + 1, next)) return true;
      chosen.pop();
    }
    return false;
  };
  return grow(0, 0);
}

/** The first Sue de Coq of this meeting and intersection, or undefined. */
function firstOfIntersection(m: Meeting, extraDigits: number): SueDeCoqStep | undefined {
  const { bits, core, intersection } = m;
  let found: SueDeCoqStep | undefined;
  const lineSource = m.lineCells.filter((c) => !intersection.includes(c));
  walkSubsets(bits, lineSource, 0x1ff, (lineCells, lineBits) => {
    const contained = popcount(lineBits & core);
    const extra = popcount(lineBits & ~core);
    if (contained === 0 || lineCells.length <= extra || lineCells.length - extra >= extraDigits) return false;
    const lineChosen = [...lineCells];
    const boxSource = m.boxCells.filter((c) => !intersection.includes(c) && !lineChosen.includes(c));
    const boxAllowed = ~(lineBits & core) & 0x1ff;
    const left = extraDigits - (lineChosen.length - extra);
    return walkSubsets(bits, boxSource, boxAllowed, (boxCells, boxBits) => {
      const boxContained = popcount(boxBits & core);
      const boxExtra = popcount(boxBits & ~core);
      if (boxContained === 0 || boxCells.length - boxExtra !== left) return false;
      const both = boxBits & lineBits;
      const eliminations: Candidate[] = [];
      const boxOthers = m.boxCells.filter((c) => !boxCells.includes(c) && !intersection.includes(c));
      candidatesIn(bits, boxOthers, ((core | boxBits) & ~lineBits) | both, eliminations);
      const lineOthers = m.lineCells.filter((c) => !lineChosen.includes(c) && !intersection.includes(c));
      candidatesIn(bits, lineOthers, ((core | lineBits) & ~boxBits) | both, eliminations);
      if (eliminations.length === 0) return false;
      const unique = [...new Set(eliminations)].sort((a, b) => a - b);
      found = {
        kind: 'sueDeCoq',
        line: m.line,
        box: m.box,
        intersection: [...intersection],
        lineCells: lineChosen,
        boxCells: [...boxCells],
        placements: [],
        eliminations: unique,
      };
      return true;
    });
  });
  return found;
}

/** HoDoKu's `checkIntersection`: pairs of meeting cells, each followed by the triples it starts. */
function firstOfMeeting(
  bits: Uint16Array,
  line: number,
  box: number,
  lineCells: readonly number[],
  boxCells: readonly number[],
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
        );
        if (step) return step;
      }
      for (let i3 = i2 + 1; i3 < meeting.length; i3++) {
        const tripleBits = pairBits | bits[meeting[i3]!]!;
        if (popcount(tripleBits) - 3 < 2) continue;
        const step = firstOfIntersection(
          { bits, line, box, lineCells, boxCells, intersection: [...pair, meeting[i3]!], core: tripleBits },
          popcount(tripleBits) - 3,
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
  const { firsts, pairKey } = context.get(MEETINGS);
  let bits: Uint16Array | undefined;
  const empty = (house: number): number[] => HOUSE_CELLS[house]!.filter((cell) => grid.isEmpty(cell));
  // Rows before columns, each with the boxes it crosses (the others do not meet it).
  for (let line = 0; line < 18; line++) {
    for (const box of CROSSED_BOXES[line]!) {
      pairKey.set(contents.subarray(line * HOUSE_CONTENT_WORDS, line * HOUSE_CONTENT_WORDS + HOUSE_CONTENT_WORDS), 0);
      pairKey.set(contents.subarray(box * HOUSE_CONTENT_WORDS, box * HOUSE_CONTENT_WORDS + HOUSE_CONTENT_WORDS), HOUSE_CONTENT_WORDS);
      const slot = line * 9 + box - 18;
      let step = firsts.find(slot, pairKey, 0);
      if (step === undefined) {
        bits ??= candidateBitsOfEmpty(grid);
        step = firsts.remember(slot, pairKey, 0, firstOfMeeting(bits, line, box, empty(line), empty(box)) ?? null);
      }
      if (step) return step;
    }
  }
  return undefined;
}

/** Every empty cell's candidates, 0 for a placed cell. */
function candidateBitsOfEmpty(grid: Grid): Uint16Array {
  const bits = new Uint16Array(81);
  for (let cell = 0; cell < 81; cell++) if (grid.isEmpty(cell)) bits[cell] = grid.candidateBits(cell);
  return bits;
}

export const hodokuSueDeCoqStrategy: Strategy = {
  technique: 'sue-de-coq',
  search: (grid, sink, context) => {
    const step = hodokuSueDeCoq(grid, context);
    if (step) sink.add(step);
  },
};
