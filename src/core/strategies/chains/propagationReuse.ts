/**
 * Which dynamic propagations of the last search still hold in the next position.
 *
 * A dynamic forcing-chain search propagates every candidate of the position, and the next
 * search, one step later, every candidate again, though the step removed a candidate or a few.
 * A dynamic propagation (without the (+) rules) reads the position only at the potentials it
 * reaches: the candidates of their cells (cell rules, and the parents a cell's lost candidates
 * give) and the places of their digit in their three houses (house rules, and the places lost
 * there). When no candidate changed in those cells and house places, every read gives what it
 * gave before, so the propagation takes the same steps to the same record, parents included,
 * and the last search's record serves as it is.
 *
 * So a changed candidate spoils the propagations that reach a potential of its cell, or one of
 * its digit in a cell that sees it: `readPosition` marks those potentials, and a record that
 * reaches none of them (its bit set misses the marks) still holds.
 */
import { lowestBitIndex } from '../../grid/bits';
import { BIT_WORDS, type Propagation } from './propagationRecord';
import { SE_PEERS } from './potentials';

export class PropagationReuse {
  /** The last search's position. */
  private readonly lastMarks = new Uint16Array(81);
  private hasLast = false;
  /** The potentials whose reaching shows a propagation read something that changed since then (a potential bit set). */
  private readonly spoiling = new Int32Array(BIT_WORDS);

  /** The stamp of the last search, whose records `stillHolds` answers for. */
  private lastStamp = -1;

  /**
   * Takes the position of a new search (and its stamp), marking what spoils a record of the
   * last one (everything, for a first search); returns the last search's stamp.
   */
  readPosition(marks: Uint16Array, stamp: number): number {
    const { spoiling, lastMarks } = this;
    spoiling.fill(this.hasLast ? 0 : -1);
    if (this.hasLast) {
      for (let cell = 0; cell < 81; cell++) {
        const differ = marks[cell]! ^ lastMarks[cell]!;
        if (differ === 0) continue;
        for (let digitIndex = 0; digitIndex < 9; digitIndex++) markCandidate(spoiling, cell * 9 + digitIndex);
        for (let rest = differ; rest !== 0; rest &= rest - 1) {
          const digitIndex = lowestBitIndex(rest);
          for (let i = 0; i < 20; i++) markCandidate(spoiling, SE_PEERS[cell * 20 + i]! * 9 + digitIndex);
        }
      }
    }
    lastMarks.set(marks);
    this.hasLast = true;
    const last = this.lastStamp;
    this.lastStamp = stamp;
    return last;
  }

  /** Whether `prop`, a propagation of the last search's position, reads nothing that changed since. */
  stillHolds(prop: Propagation): boolean {
    const { spoiling } = this;
    const { bits } = prop;
    for (let w = 0; w < BIT_WORDS; w++) if ((bits[w]! & spoiling[w]!) !== 0) return false;
    return true;
  }
}

/** Marks both potentials of `candidate` (bits 2c and 2c + 1: never split across words). */
function markCandidate(set: Int32Array, candidate: number): void {
  const potential = candidate * 2;
  set[potential >> 5]! |= 3 << (potential & 31);
}
