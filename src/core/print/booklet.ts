/**
 * Booklet imposition: pages padded with blanks to a multiple of four, then placed two-up on
 * landscape sheets in the order that, printed double-sided and folded in the middle, reads
 * 1, 2, 3, … (saddle stitching). Sheet sides alternate: front (last, first), back (second,
 * second to last), and so on inwards.
 */
import { movePage, type LayoutPage } from './page';

/** Page count rounded up to a multiple of four; a booklet is folded sheets of four pages. */
export const paddedPageCount = (count: number): number => Math.max(4, Math.ceil(count / 4) * 4);

/** The 0-based page numbers on each sheet side, left then right. */
export function bookletOrder(pageCount: number): [number, number][] {
  const total = paddedPageCount(pageCount);
  const sides: [number, number][] = [];
  for (let side = 0; side < total / 2; side++) {
    const outer = total - 1 - side;
    sides.push(side % 2 === 0 ? [outer, side] : [side, outer]);
  }
  return sides;
}

/** Imposes pages of one size (half a sheet each) onto sheets twice as wide. */
export function imposeBooklet(pages: readonly LayoutPage[]): LayoutPage[] {
  const first = pages[0];
  if (!first) return [];
  const blank: LayoutPage = { kind: 'blank', width: first.width, height: first.height, grids: [], texts: [] };
  const padded = Array.from({ length: paddedPageCount(pages.length) }, (_, index) => pages[index] ?? blank);
  return bookletOrder(pages.length).map(([left, right]) => {
    const leftItems = movePage(padded[left]!, 0, 0);
    const rightItems = movePage(padded[right]!, first.width, 0);
    return {
      kind: 'sheet',
      width: first.width * 2,
      height: first.height,
      grids: [...leftItems.grids, ...rightItems.grids],
      texts: [...leftItems.texts, ...rightItems.texts],
    };
  });
}
