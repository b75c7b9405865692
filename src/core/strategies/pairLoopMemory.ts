/**
 * Memory for the unique-loop walks. The loops a walk on a pair of digits {a, b} meets depend only
 * on the cells holding both digits and their candidates: the walk steps on no other cell and
 * reads no other candidate. Sudoku Explainer's order asks for unique loops again after every step
 * of a hard solve, and a step mostly changes cells of a few pairs, so the loops of every other
 * pair are looked up instead of walked again.
 */
import type { Cell } from '../grid/cell';

/** A loop a walk met, with the start it was met from. */
export interface MetLoop {
  readonly start: Cell;
  readonly loop: readonly Cell[];
}

/** The pair's cells and their candidates (cell * 512 + candidates, in cell order), and the loops met on them. */
interface PairLoops {
  key: Int32Array;
  length: number;
  loops: readonly MetLoop[];
}

/** Each pair's loops at the cells it was last walked on (a pair is a 9-bit mask of two digits). */
export class PairLoopMemory {
  private readonly pairs: (PairLoops | undefined)[] = [];
  /** The key of the pair being asked about, before it is known whether it is remembered. */
  private readonly key = new Int32Array(81);
  private keyLength = 0;

  /**
   * The loops remembered for `pair` when the cells holding both its digits still hold the same
   * candidates, else undefined (then `remember` keeps the loops walked for this key).
   */
  recall(marks: Uint16Array, pair: number): readonly MetLoop[] | undefined {
    let length = 0;
    for (let c = 0; c < 81; c++) if ((marks[c]! & pair) === pair) this.key[length++] = c * 512 + marks[c]!;
    this.keyLength = length;
    const known = this.pairs[pair];
    if (!known || known.length !== length) return undefined;
    for (let i = 0; i < length; i++) if (known.key[i] !== this.key[i]) return undefined;
    return known.loops;
  }

  /** Keeps `loops` as the pair's loops at the key `recall` just read. */
  remember(pair: number, loops: readonly MetLoop[]): void {
    const known = (this.pairs[pair] ??= { key: new Int32Array(81), length: 0, loops });
    known.key.set(this.key.subarray(0, this.keyLength));
    known.length = this.keyLength;
    known.loops = loops;
  }
}
