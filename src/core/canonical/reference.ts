/**
 * The canonical form computed straight from its definition: every one of the 3,359,232
 * geometric transforms, each relabelled in reading order, keep the smallest string. Seconds
 * per puzzle, so only tests and scripts use it, as the independent check of `canonicalForm`.
 */
export function referenceCanonicalForm(puzzle: string): string {
  const orders = allLineOrders();
  const digits = Array.from(puzzle, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
  let best = '';
  const labels = new Array<number>(10);
  for (const transpose of [false, true]) {
    for (const rows of orders) {
      for (const columns of orders) {
        labels.fill(0);
        let next = 1;
        let text = '';
        // Stop a transform as soon as a finished row is already above the best string.
        for (let r = 0; r < 9 && (best === '' || text <= best.slice(0, text.length)); r++) {
          for (let c = 0; c < 9; c++) {
            const row = rows[r] as number;
            const column = columns[c] as number;
            const digit = digits[transpose ? column * 9 + row : row * 9 + column] as number;
            if (digit === 0) {
              text += '.';
              continue;
            }
            if (labels[digit] === 0) labels[digit] = next++;
            text += String(labels[digit]);
          }
        }
        if (text.length === 81 && (best === '' || text < best)) best = text;
      }
    }
  }
  return best;
}

const ORDERS_OF_THREE = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const;

/** The 6^4 = 1,296 orders of nine lines that keep bands (or stacks) together. */
function allLineOrders(): number[][] {
  const out: number[][] = [];
  for (const blocks of ORDERS_OF_THREE) {
    for (const a of ORDERS_OF_THREE) {
      for (const b of ORDERS_OF_THREE) {
        for (const c of ORDERS_OF_THREE) {
          const inner = [a, b, c];
          out.push(blocks.flatMap((block, i) => (inner[i] as readonly number[]).map((offset) => block * 3 + offset)));
        }
      }
    }
  }
  return out;
}
