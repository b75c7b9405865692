/**
 * The benchmark's reference point: the textbook backtracker. Row, column and box masks say
 * which digits are used; each step fills the empty cell with the fewest allowed digits and
 * tries them in order. No propagation, no bit tricks beyond the masks. It only exists so the
 * table can show how far the real solver (src/core/solve) is from the obvious program.
 */
export function naiveCountSolutions(puzzle: string, limit = 2): number {
  const cells = new Uint8Array(81);
  const rows = new Uint16Array(9);
  const cols = new Uint16Array(9);
  const boxes = new Uint16Array(9);
  for (let cell = 0; cell < 81; cell++) {
    const digit = puzzle.charCodeAt(cell) - 48;
    if (digit < 1 || digit > 9) continue;
    const bit = 1 << digit;
    const row = (cell / 9) | 0;
    const col = cell % 9;
    const box = ((row / 3) | 0) * 3 + ((col / 3) | 0);
    if ((rows[row]! | cols[col]! | boxes[box]!) & bit) return 0;
    rows[row]! |= bit;
    cols[col]! |= bit;
    boxes[box]! |= bit;
    cells[cell] = digit;
  }
  let found = 0;
  const search = (): void => {
    let best = -1;
    let bestAllowed = 0;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      if (cells[cell] !== 0) continue;
      const row = (cell / 9) | 0;
      const col = cell % 9;
      const box = ((row / 3) | 0) * 3 + ((col / 3) | 0);
      const allowed = ~(rows[row]! | cols[col]! | boxes[box]!) & 0x3fe;
      let count = 0;
      for (let bits = allowed; bits; bits &= bits - 1) count++;
      if (count < bestCount) {
        best = cell;
        bestAllowed = allowed;
        bestCount = count;
        if (count <= 1) break;
      }
    }
    if (best < 0) {
      found++;
      return;
    }
    const row = (best / 9) | 0;
    const col = best % 9;
    const box = ((row / 3) | 0) * 3 + ((col / 3) | 0);
    for (let digit = 1; digit <= 9 && found < limit; digit++) {
      const bit = 1 << digit;
      if ((bestAllowed & bit) === 0) continue;
      cells[best] = digit;
      rows[row]! |= bit;
      cols[col]! |= bit;
      boxes[box]! |= bit;
      search();
      rows[row]! &= ~bit;
      cols[col]! &= ~bit;
      boxes[box]! &= ~bit;
      cells[best] = 0;
    }
  };
  search();
  return found;
}
