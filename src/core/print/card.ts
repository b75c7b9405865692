/**
 * One puzzle as a picture to share: its grid with a small caption, on a page just big enough.
 * The workspace's "Export SVG / PNG" draws this with makePageSvg, the same drawing as a print.
 */
import { layoutPuzzleGrid } from './gridLayout';
import type { LayoutPage, PageText } from './page';

const GRID = 360;
const MARGIN = 18;
const CAPTION_SIZE = 11;

export function layoutPuzzleCard(givens: string, caption = ''): LayoutPage {
  const band = caption === '' ? 0 : CAPTION_SIZE * 2;
  const texts: PageText[] =
    caption === '' ? [] : [{ x: MARGIN, y: MARGIN + CAPTION_SIZE, text: caption, size: CAPTION_SIZE, weight: 'regular', align: 'left' }];
  return {
    kind: 'puzzles',
    width: GRID + 2 * MARGIN,
    height: GRID + 2 * MARGIN + band,
    grids: [layoutPuzzleGrid(MARGIN, MARGIN + band, GRID, givens, { digitRatio: 0.62, weight: 1 }, false)],
    texts,
  };
}
