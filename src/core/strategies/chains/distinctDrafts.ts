/**
 * The hints one multiple-chains search keeps, chosen as they are found: of all the hints that
 * remove the same candidates, only the best in SE's order (difficulty, complexity, kind, then
 * discovery) is kept. A dynamic search finds thousands of hints per position, most of them
 * removing what a shorter one already removes; choosing as they come, a hint's complexity is
 * walked only as far as it could still win, and only winners are made objects.
 *
 * The difficulty grows with the complexity and the rule's base is the same for every hint of a
 * search, so "better" is: lower complexity, then lower kind (`sortKey`), then found earlier.
 */
import { lowestBitIndex } from '../../grid/bits';
import type { DraftHint } from './chainArena';

/**
 * One number per set of removed candidates a hint can have: a candidate alone (an "off"
 * conclusion, or an "on" one in a bivalue cell) is its own number; an "on" conclusion that
 * removes two or more values of its cell is 729 + its candidate.
 */
const REMOVAL_KEYS = 729 * 2;

/** The removal key of a conclusion `potential` in the position `work` (as `removableOf`), -1 when it removes nothing. */
export function removalKey(work: Uint16Array, potential: number): number {
  const candidate = potential >> 1;
  if ((potential & 1) === 0) return candidate;
  const cell = (candidate / 9) | 0;
  const others = work[cell]! & ~(1 << (candidate - cell * 9));
  if (others === 0) return -1;
  if ((others & (others - 1)) === 0) return cell * 9 + lowestBitIndex(others);
  return 729 + candidate;
}

interface Kept {
  key: number;
  draft: DraftHint;
  /** When it was found, among the hints of the search. */
  found: number;
}

export class DistinctDrafts {
  /** Per removal key, where its best hint sits in `kept`, -1 for none. */
  private readonly bestAt = new Int32Array(REMOVAL_KEYS).fill(-1);
  private readonly kept: Kept[] = [];
  private found = 0;

  /** Forgets the last search's hints. */
  clear(): this {
    for (const { key } of this.kept) this.bestAt[key] = -1;
    this.kept.length = 0;
    this.found = 0;
    return this;
  }

  /**
   * The highest complexity a hint of `key` and `sortKey` found now may have to beat the best
   * kept so far; Infinity when none is kept.
   */
  capFor(key: number, sortKey: number): number {
    const at = this.bestAt[key]!;
    if (at < 0) return Infinity;
    const best = this.kept[at]!.draft;
    return sortKey < best.sortKey ? best.complexity : best.complexity - 1;
  }

  /** Keeps `draft` (whose complexity is within `capFor` its key and kind) as the best of `key`. */
  put(key: number, draft: DraftHint): void {
    const entry: Kept = { key, draft, found: this.found++ };
    const at = this.bestAt[key]!;
    if (at >= 0) this.kept[at] = entry;
    else this.bestAt[key] = this.kept.push(entry) - 1;
  }

  /** The hints kept, SE-sorted; the search is over (`clear` starts the next). */
  sorted(): DraftHint[] {
    return this.kept
      .sort(
        (a, b) =>
          a.draft.difficulty - b.draft.difficulty ||
          a.draft.complexity - b.draft.complexity ||
          a.draft.sortKey - b.draft.sortKey ||
          a.found - b.found,
      )
      .map((entry) => entry.draft);
  }
}
