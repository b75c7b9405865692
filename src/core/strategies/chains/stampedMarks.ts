/**
 * Marks that a walk sets and reads without clearing them first: each walk takes a fresh stamp,
 * and an entry is marked when it holds the walk's stamp. The searches run walks by the million,
 * most of them short, where clearing a table each time would cost more than the walk.
 */
export class StampedMarks {
  /** Per entry: the stamp of the walk that last marked it. */
  readonly stamps: Int32Array;
  private stamp = 0;

  constructor(size: number) {
    this.stamps = new Int32Array(size);
  }

  /** A stamp no entry carries yet: the start of a walk. */
  fresh(): number {
    if (++this.stamp === 0x7fffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }
}
