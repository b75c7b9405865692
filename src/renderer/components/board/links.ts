/**
 * A chain's arrows as the board draws them: one path per link (strong solid, weak dashed, each
 * titled) and the arrowheads in one shared path per box. A forcing chain draws up to two
 * hundred links and the next step as many different ones, so the links are drawn by position in
 * the list: a step reuses the previous step's path elements and only changes their shapes.
 */
import { candidateName, cellOfCandidate } from '../../../core/grid/candidate';
import { boxOf } from '../../../core/grid/cell';
import type { Link } from '../../../core/step';
import { MARK_CENTERS, arrowheadPath, linkShape, type Point } from './geometry';

/** What a link's tooltip says: `5r1c2 ⇒ 5r3c2 (strong link)`. */
export function linkTitle(link: Link): string {
  return `${candidateName(link.from)} ${link.strong ? '⇒' : '→'} ${candidateName(link.to)} (${link.strong ? 'strong' : 'weak'} link)`;
}

/** One link as drawn. */
export interface LinkView {
  readonly d: string;
  readonly strong: boolean;
  readonly title: string;
}

export interface LinkLayer {
  readonly links: readonly LinkView[];
  /** Per box (0–8), the arrowheads of the links ending there, as one path. */
  readonly heads: readonly string[];
}

/** The links in order, each bent around the marks in `obstacles`; a link from a mark to itself is left out. */
export function linkLayer(links: readonly Link[], obstacles: readonly Point[]): LinkLayer {
  const views: LinkView[] = [];
  const heads = Array.from({ length: 9 }, () => '');
  for (const link of links) {
    const shape = linkShape(MARK_CENTERS[link.from]!, MARK_CENTERS[link.to]!, obstacles);
    if (!shape) continue;
    views.push({ d: shape.d, strong: link.strong, title: linkTitle(link) });
    heads[boxOf(cellOfCandidate(link.to))] += arrowheadPath(shape);
  }
  return { links: views, heads };
}
