/**
 * Memory for walks through bivalue cells (HoDoKu's XY-chains, remote pairs): the last position
 * where such a walk found nothing. The walk reads which cells are bivalue and what they hold,
 * and what its chains remove only shrinks as candidates go, so a later position with no
 * candidate that position lacked and no bivalue cell it lacked (its bivalue cells a subset,
 * with the same candidates) has nothing either. The solver asks again after each step, and a
 * step that makes no new bivalue cell (a nice loop's elimination in a cell of four candidates,
 * a single) leaves the answer as it was.
 */
import { popcount } from '../grid/bits';

export class NothingFoundPosition {
  private readonly bits = new Uint16Array(81);
  private known = false;

  /** Whether the walk finds nothing at the position of `bits` (each cell's candidates, as the walk reads them). */
  coversPosition(bits: Uint16Array): boolean {
    if (!this.known) return false;
    for (let cell = 0; cell < 81; cell++) {
      const now = bits[cell]!;
      const then = this.bits[cell]!;
      if ((now & ~then) !== 0) return false;
      // A new bivalue cell adds links; one that lost a candidate (a single now, or placed) only takes links away.
      if (now !== then && popcount(now) === 2) return false;
    }
    return true;
  }

  /** Notes that the walk found nothing at the position of `bits`. */
  remember(bits: Uint16Array): void {
    this.bits.set(bits);
    this.known = true;
  }
}
