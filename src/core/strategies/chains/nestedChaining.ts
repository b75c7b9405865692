/**
 * Sudoku Explainer's chaining engine in full, for nested forcing chains: a dynamic
 * propagation that, whenever it stalls, asks simpler techniques — pointing and claiming,
 * pairs, X-wings, then whole chain searches of a lower level — what they find in the position
 * the assumption has reached, and lets their eliminations join the chain. A nested search
 * runs a search inside every propagation of the outer one, so its searches work on their own
 * copies and their own sets; the link lists, reach sets and walks they read are the search
 * context's (`ChainingEngines`), rebuilt for each position before they are read.
 *
 * The levels are SE's: 2 nests forcing chains and cycles, 3 also multiple forcing chains,
 * 4 dynamic forcing chains, 5 dynamic forcing chains and level 2 in turn. Level 0 is plain
 * (loops, multiple, dynamic or Nishio) chaining and level 1 adds only the simple techniques
 * ("+"); the fast searches (unarySearch.ts, forcingSearch.ts) find those at the top, this
 * engine serves them inside nested chains, where each search answers for one position reached
 * by an assumption (fastPathAgreement.test.ts checks the two agree).
 *
 * The engine in parts: the hints and their worth (chainingHint.ts), the propagation
 * (chainingPropagation.ts), the multiple, cell and unit chains (multipleChains.ts) and the
 * cycles and unary chains over the walks shared with the top-level search (loopHints.ts,
 * unaryWalks.ts). This module holds the rules' engines and their memory of positions.
 */
import { lowestBitIndex } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';
import type { ChainReach } from './chainReach';
import { LinkArena } from './chainArena';
import { type ChainingHint, type ChainingRule, type HintSource } from './chainingHint';
import { ChainPropagator } from './chainingPropagation';
import { HintOffers } from './hintOffers';
import { fillHousePlaces, type LinkTables } from './links';
import { loopHints } from './loopHints';
import { multipleChains, type StaticReach } from './multipleChains';
import { HOUSE_TABLE } from './potentials';
import type { UnaryWalks } from './unaryWalks';

/**
 * The rules and their remembered answers (pure answers, by position), with the tables their
 * searches read: the search context's link lists, reach sets and loop walks.
 */
export class ChainingEngines implements StaticReach {
  private readonly engines = new Map<string, ChainingEngine>();
  /** The starts of a group the reach sets are asked about (`valuesMayMeet`, `placesMayMeet`). */
  private readonly meetStarts = new Int32Array(9);
  /** The links and reached sets of the multiple rules' searches under way. */
  readonly arena = new LinkArena();

  constructor(
    readonly links: LinkTables,
    readonly reach: ChainReach,
    readonly walks: UnaryWalks,
  ) {}

  of(rule: ChainingRule): ChainingEngine {
    const key = `${rule.multiple ? 1 : 0}${rule.dynamic ? 1 : 0}${rule.nishio ? 1 : 0}${rule.level}`;
    let engine = this.engines.get(key);
    if (!engine) this.engines.set(key, (engine = new ChainingEngine(rule, this)));
    return engine;
  }

  valuesMayMeet(cell: number, bits: number): boolean {
    let count = 0;
    for (let rest = bits; rest !== 0; rest &= rest - 1) this.meetStarts[count++] = (cell * 9 + lowestBitIndex(rest)) * 2 + 1;
    return this.reach.someReachedByAll(this.meetStarts, count);
  }

  placesMayMeet(house: number, digitIndex: DigitIndex, mask: number): boolean {
    let count = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1)
      this.meetStarts[count++] = (HOUSE_TABLE[house * 9 + lowestBitIndex(rest)]! * 9 + digitIndex) * 2 + 1;
    return this.reach.someReachedByAll(this.meetStarts, count);
  }
}

/** Positions remembered per rule; beyond this the memory starts afresh. */
const MEMO_LIMIT = 2048;

/** What hints are ranked and told apart by. */
type Ranked = Pick<ChainingHint, 'difficulty' | 'complexity' | 'sortKey' | 'removable'>;

/** SE's order of a rule's hints: difficulty, then complexity, then kind; discovery order breaks ties (a stable sort). */
const byWorth = (a: Ranked, b: Ranked): number =>
  a.difficulty !== b.difficulty
    ? a.difficulty - b.difficulty
    : a.complexity !== b.complexity
      ? a.complexity - b.complexity
      : a.sortKey - b.sortKey;

export class ChainingEngine implements HintSource {
  private readonly memo = new Map<string, ChainingHint[]>();
  private readonly propagator: ChainPropagator;
  /** Where the multiple rules' searches offer their hints. */
  private readonly offers: HintOffers;

  constructor(
    readonly rule: ChainingRule,
    private readonly engines: ChainingEngines,
  ) {
    this.propagator = new ChainPropagator(rule, engines.arena, (inner) => engines.of(inner));
    this.offers = new HintOffers(engines.arena, rule);
  }

  /**
   * Every hint of the rule on the position `marks` (left unchanged), SE-sorted: difficulty,
   * then complexity, then kind, then discovery; hints removing the same candidates once.
   * Remembered by position: inner searches meet the same positions again and again.
   */
  hints(marks: Uint16Array): ChainingHint[] {
    // Read as an array-like, not spread: a spread walks an iterator, an object per candidate mask.
    const key = String.fromCharCode.apply(null, marks as unknown as number[]);
    const known = this.memo.get(key);
    if (known) return known;
    const work = Uint16Array.from(marks);
    const places = new Uint16Array(27 * 9);
    fillHousePlaces(work, places);
    const { links, reach, walks } = this.engines;
    const distinct =
      this.rule.multiple || this.rule.dynamic
        ? this.forcingHints(work, places)
        : distinctBest(loopHints(this.rule, walks, links, reach, work, places));
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(key, distinct);
    return distinct;
  }

  /** The multiple chains' hints, the best of each elimination kept: the others' links are dropped with the arena frame. */
  private forcingHints(work: Uint16Array, places: Uint16Array): ChainingHint[] {
    const { arena } = this.engines;
    arena.open();
    try {
      return multipleChains(this.propagator, arena, this.engines, work, places, this.offers).map((draft) => arena.keep(draft));
    } finally {
      arena.close();
    }
  }
}

/** `found` SE-sorted, each set of removed candidates once (the best hint removing it). */
function distinctBest<T extends Ranked>(found: T[]): T[] {
  found.sort(byWorth);
  const seen = new Set<string>();
  return found.filter((h) => {
    const removes = h.removable.join(',');
    if (seen.has(removes)) return false;
    seen.add(removes);
    return true;
  });
}
