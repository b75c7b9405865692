/**
 * Which Nishio assumptions lead to a contradiction, told apart without propagating them.
 *
 * A Nishio propagation (dynamic, house rules only) never leaves the digit it starts from: "on"
 * turns off the digit's places among the cell's peers, and "off" turns on the last place of the
 * digit in a house. Nearly every such assumption of a position leads nowhere, and the search
 * only needs the full propagation (its parents, for the rating) of the few that are absurd. The
 * rules are monotone, so whether a propagation ends in a contradiction does not depend on the
 * order it takes them in: it does exactly when the closure of the assumption under them forces
 * a place both on and off, or takes every place of the digit from a house that had two or more
 * (the propagation's last "off" there finds the other place already off). That closure, over one
 * digit's places, is a few mask operations.
 *
 * What a digit's assumptions lead to depends only on the digit's places, which most steps leave
 * alone: the answers are kept per digit while its places stay the same.
 */
import { lowestBitIndex, popcount } from '../../grid/bits';
import { PLACE_BIT } from './links';
import { HOUSE_TABLE, SE_HOUSES, SE_PEERS } from './potentials';

export class NishioScreen {
  /** Per digit and house (digit * 27 + house), the places of the digit in the house, as `housePlaces` numbers them. */
  private readonly places = new Uint16Array(9 * 27);
  /** Per digit: whether `absurd` holds its answers for the places in `places`. */
  private readonly known = new Uint8Array(9);
  /** Per candidate (cell * 9 + digit): 1 when assuming it leads to a contradiction. */
  private readonly absurd = new Uint8Array(729);
  /** The closure being computed: places of the digit not yet off, per house... */
  private readonly left = new Uint16Array(27);
  /** ...and each cell's state in it (stamped: on, off) with the "on" cells waiting for their peers. */
  private readonly onStamp = new Int32Array(81);
  private readonly offStamp = new Int32Array(81);
  private readonly queue = new Int8Array(81);
  private stamp = 0;

  /**
   * Takes the position's places (`housePlaces` of the position: house * 9 + digit), forgetting
   * the answers of the digits whose places changed.
   */
  readPosition(housePlaces: Uint16Array): void {
    for (let digit = 0; digit < 9; digit++) {
      let same = this.known[digit] === 1;
      for (let house = 0; house < 27; house++) {
        const mask = housePlaces[house * 9 + digit]!;
        if (this.places[digit * 27 + house] !== mask) {
          this.places[digit * 27 + house] = mask;
          same = false;
        }
      }
      this.known[digit] = same ? 1 : 0;
    }
  }

  /** Whether assuming `candidate` (cell * 9 + digit) leads the Nishio propagation to a contradiction. */
  isAbsurd(candidate: number): boolean {
    const cell = (candidate / 9) | 0;
    const digit = candidate - cell * 9;
    if (this.known[digit] !== 1) this.screenDigit(digit);
    return this.absurd[candidate] === 1;
  }

  /** Answers every place of `digit`. */
  private screenDigit(digit: number): void {
    for (let cell = 0; cell < 81; cell++) {
      const at = cell * 3;
      const placed = (this.places[digit * 27 + SE_HOUSES[at]!]! & PLACE_BIT[at]!) !== 0;
      this.absurd[cell * 9 + digit] = placed && this.closureIsAbsurd(digit, cell) ? 1 : 0;
    }
    this.known[digit] = 1;
  }

  /** Whether placing `digit` in `start` forces, over the digit's places alone, a contradiction. */
  private closureIsAbsurd(digit: number, start: number): boolean {
    const { left, onStamp, offStamp, queue, places } = this;
    const stamp = ++this.stamp;
    for (let house = 0; house < 27; house++) left[house] = places[digit * 27 + house]!;
    let head = 0;
    let tail = 0;
    onStamp[start] = stamp;
    queue[tail++] = start;
    while (head < tail) {
      const cell = queue[head++]!;
      for (let i = 0; i < 20; i++) {
        const peer = SE_PEERS[cell * 20 + i]!;
        if (offStamp[peer] === stamp || !this.holds(digit, peer)) continue;
        if (onStamp[peer] === stamp) return true;
        offStamp[peer] = stamp;
        for (let k = 0; k < 3; k++) {
          const house = SE_HOUSES[peer * 3 + k]!;
          const now = left[house]! & ~PLACE_BIT[peer * 3 + k]!;
          left[house] = now;
          // A house that had two places or more: its last place is on. (None can be left: turning
          // the last one off would turn off a place that is on, the contradiction caught above.)
          if ((now & (now - 1)) !== 0 || popcount(places[digit * 27 + house]!) < 2) continue;
          const last = HOUSE_TABLE[house * 9 + lowestBitIndex(now)]!;
          if (onStamp[last] === stamp) continue;
          onStamp[last] = stamp;
          queue[tail++] = last;
        }
      }
    }
    return false;
  }

  /** Whether the position holds `digit` in `cell`. */
  private holds(digit: number, cell: number): boolean {
    const at = cell * 3;
    return (this.places[digit * 27 + SE_HOUSES[at]!]! & PLACE_BIT[at]!) !== 0;
  }
}
