/**
 * Memory for single-digit techniques. What such a technique finds for a digit (fish, strong-link
 * patterns, colouring) depends only on where that digit can still go: its pattern of 81 cells.
 * The solver asks every technique again after each step, but a step changes the pattern of one
 * or a few digits, so the other digits' answers are looked up instead of searched again.
 */
import type { Digit, DigitIndex } from '../grid/digit';
import type { Grid } from '../grid/grid';
import type { Step } from '../step';
import type { TechniqueId } from '../techniques';
import { PositionTable, scratchKind, stateKind, type SearchContext } from './searchContext';
import { offerAll, type Strategy } from './strategy';
import { lowestBitIndex } from '../grid/bits';

/** Words per pattern: cells 0-26, 27-53 and 54-80, 27 bits each (bit = cell - 27 * word). */
const WORDS = 3;

/** Each context's patterns table, read at most once per position. */
const PATTERNS = stateKind(() => {
  const patterns = new Int32Array(9 * WORDS);
  return new PositionTable((grid) => readPatterns(grid, patterns));
});

/**
 * The candidate pattern of every digit in `grid` (`[d * 3 + w]` for digit d + 1, word w), read
 * at most once per position. The context's table: read it before the grid changes, never keep it.
 */
export function digitPatterns(grid: Grid, context: SearchContext): Int32Array {
  return context.get(PATTERNS).of(grid);
}

function readPatterns(grid: Grid, patterns: Int32Array): Int32Array {
  patterns.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    const word = cell < 27 ? 0 : cell < 54 ? 1 : 2;
    const bit = 1 << (cell - 27 * word);
    for (let bits = grid.candidateBits(cell); bits !== 0; bits &= bits - 1) {
      patterns[lowestBitIndex(bits) * WORDS + word]! |= bit;
    }
  }
  return patterns;
}

/** Whether `cell` is in the pattern of digit index `d` (0..8). */
export function patternHas(patterns: Int32Array, d: DigitIndex, cell: number): boolean {
  const word = cell < 27 ? 0 : cell < 54 ? 1 : 2;
  return (patterns[d * WORDS + word]! & (1 << (cell - 27 * word))) !== 0;
}

/** Digit index `d`'s places in row `row` as a 9-bit mask over the columns. */
export function rowMask(patterns: Int32Array, d: DigitIndex, row: number): number {
  const word = (row / 3) | 0;
  return (patterns[d * WORDS + word]! >>> ((row - 3 * word) * 9)) & 0x1ff;
}

/** Digit index `d`'s places in column `column` as a 9-bit mask over the rows. */
export function columnMask(patterns: Int32Array, d: DigitIndex, column: number): number {
  let mask = 0;
  for (let row = 0; row < 9; row++) {
    const word = (row / 3) | 0;
    if (patterns[d * WORDS + word]! & (1 << ((row - 3 * word) * 9 + column))) mask |= 1 << row;
  }
  return mask;
}

/**
 * Answers kept per slot (a digit, or a digit and an orientation) and keyed by the digit's
 * pattern, the last `ways` patterns of each slot, oldest replaced first. Any other key of
 * `words` integers serves as well (a house's contents, see `houseContents`). Answers are
 * shared: whoever gets one must not change it.
 */
export class DigitPatternMemo<T> {
  private readonly keys: Int32Array;
  private readonly answers: (T | undefined)[];
  private readonly next: Uint8Array;

  constructor(
    slots: number,
    private readonly ways = 4,
    private readonly words = WORDS,
  ) {
    // -1 is no key (keys are non-negative), so empty entries never match.
    this.keys = new Int32Array(slots * ways * words).fill(-1);
    this.answers = new Array<T | undefined>(slots * ways).fill(undefined);
    this.next = new Uint8Array(slots);
  }

  /** Drops every answer. */
  forget(): void {
    this.keys.fill(-1);
    this.answers.fill(undefined);
    this.next.fill(0);
  }

  /** The answer kept in `slot` for the key at `keys[index * words]` (a digit index's pattern), or undefined. */
  find(slot: number, keys: Int32Array, index: number): T | undefined {
    const words = this.words;
    const at = index * words;
    const kept = this.keys;
    for (let entry = slot * this.ways, end = entry + this.ways; entry < end; entry++) {
      const k = entry * words;
      let w = 0;
      while (w < words && kept[k + w] === keys[at + w]) w++;
      if (w === words) return this.answers[entry];
    }
    return undefined;
  }

  /** Keeps `answer` in `slot` for the key at `keys[index * words]` and returns it. */
  remember(slot: number, keys: Int32Array, index: number, answer: T): T {
    const way = this.next[slot]!;
    this.next[slot] = (way + 1) % this.ways;
    const entry = slot * this.ways + way;
    // Word by word: a subarray and `set` cost more than the copy, at every search that misses.
    const words = this.words;
    for (let w = 0; w < words; w++) this.keys[entry * words + w] = keys[index * words + w]!;
    this.answers[entry] = answer;
    return answer;
  }
}

/**
 * Per slot (a digit, or a digit and an orientation), the last pattern where a fish search found
 * nothing. A fish found at a pattern inside that one (the same places or fewer) whose bases hold
 * none of the places lost since has the same base candidates, fins and usable covers there, and
 * at least the same eliminations, so that search would have found it: every fish now has a base
 * holding a lost place, and only those base sets need searching.
 */
export class NothingFoundPatterns {
  private readonly patterns: Int32Array;
  private readonly known: Uint8Array;

  constructor(slots: number) {
    this.patterns = new Int32Array(slots * WORDS);
    this.known = new Uint8Array(slots);
  }

  /**
   * The places lost since the pattern remembered in `slot`, up to the pattern at `pattern[at]`,
   * into `lost` (3 words); false when none is remembered or that pattern has a place the
   * remembered one lacked.
   */
  lostSince(slot: number, pattern: Int32Array, at: number, lost: Int32Array): boolean {
    if (this.known[slot] === 0) return false;
    for (let w = 0; w < WORDS; w++) {
      const now = pattern[at + w]!;
      const then = this.patterns[slot * WORDS + w]!;
      if ((now & ~then) !== 0) return false;
      lost[w] = then & ~now;
    }
    return true;
  }

  /** Notes that the search of `slot` found nothing at the pattern at `pattern[at]`. */
  remember(slot: number, pattern: Int32Array, at: number): void {
    for (let w = 0; w < WORDS; w++) this.patterns[slot * WORDS + w] = pattern[at + w]!;
    this.known[slot] = 1;
  }
}

/**
 * A fish search's memory per slot: its answers by pattern, and where it last found nothing, so
 * that a search at a pattern inside that one tries only the base sets holding a lost place.
 * Patterns are read, as by DigitPatternMemo, at `keys[index * 3]`.
 */
export class FishMemo<T extends readonly unknown[]> {
  private readonly answers: DigitPatternMemo<T>;
  private readonly nothingFound: NothingFoundPatterns;
  private readonly lost = new Int32Array(WORDS);

  constructor(slots: number) {
    this.answers = new DigitPatternMemo<T>(slots);
    this.nothingFound = new NothingFoundPatterns(slots);
  }

  /** The answer remembered in `slot` for the pattern, or undefined. */
  find(slot: number, keys: Int32Array, index: number): T | undefined {
    return this.answers.find(slot, keys, index);
  }

  /**
   * The places lost since the search of `slot` last found nothing, up to the pattern (this
   * memory's scratch: read it before asking again), or undefined: try every base set.
   */
  lostSince(slot: number, keys: Int32Array, index: number): Int32Array | undefined {
    return this.nothingFound.lostSince(slot, keys, index * WORDS, this.lost) ? this.lost : undefined;
  }

  /** Keeps `answer`, the whole search's for the pattern, and returns it. */
  remember(slot: number, keys: Int32Array, index: number, answer: T): T {
    if (answer.length === 0) this.nothingFound.remember(slot, keys, index * WORDS);
    return this.answers.remember(slot, keys, index, answer);
  }

  /** The answer remembered for digit index d's pattern in `patterns`, or `search`'s, given `lostSince`. */
  answerOf(slot: number, patterns: Int32Array, d: DigitIndex, search: (lost: Int32Array | undefined) => T): T {
    return this.find(slot, patterns, d) ?? this.remember(slot, patterns, d, search(this.lostSince(slot, patterns, d)));
  }
}

/** Every house, for both orientations of a fish's bases: no base set is left out. */
export const EVERY_BASE_SET: readonly [number, number] = [0x7ffffff, 0x7ffffff];

/**
 * The houses of a fish's bases, as bits of a house mask (rows 0-8, columns 9-17, boxes 18-26),
 * that hold a cell of `cells` (3 words): with rows and boxes as bases, then with columns and boxes.
 */
export function baseHousesHolding(cells: Int32Array): [number, number] {
  let rowBases = 0;
  let columnBases = 0;
  for (let w = 0; w < WORDS; w++) {
    for (let bits = cells[w]!; bits !== 0; bits &= bits - 1) {
      const cell = w * 27 + lowestBitIndex(bits);
      const row = (cell / 9) | 0;
      const column = cell % 9;
      const box = 18 + 3 * ((row / 3) | 0) + ((column / 3) | 0);
      rowBases |= (1 << row) | (1 << box);
      columnBases |= (1 << (9 + column)) | (1 << box);
    }
  }
  return [rowBases, columnBases];
}

/**
 * The strategy of a technique whose steps for a digit depend only on where that digit can go
 * (colouring, empty rectangles): digits in ascending order, each digit's steps remembered by
 * its pattern, so only the digits a step changed are searched again.
 */
export function digitByDigitStrategy(
  technique: TechniqueId,
  stepsOfDigit: (grid: Grid, digit: Digit, context: SearchContext) => readonly Step[],
): Strategy {
  // Each context's memory of this strategy (answers keyed by pattern, so kept from puzzle to puzzle).
  const MEMO = scratchKind(() => new DigitPatternMemo<readonly Step[]>(9));
  const stepsOf = (
    memo: DigitPatternMemo<readonly Step[]>,
    grid: Grid,
    patterns: Int32Array,
    d: DigitIndex,
    context: SearchContext,
  ): readonly Step[] => memo.find(d, patterns, d) ?? memo.remember(d, patterns, d, stepsOfDigit(grid, d + 1, context));
  return {
    technique,
    search: (grid, sink, context) => {
      const patterns = digitPatterns(grid, context);
      const memo = context.get(MEMO);
      for (let d = 0; d < 9; d++) if (offerAll(sink, stepsOf(memo, grid, patterns, d, context))) return;
    },
  };
}
