/**
 * A chain's arrows as SVG markup, one `<path data-testid="chain-link">` per link. A forcing
 * chain draws up to two hundred links and the next step as many different ones: written as one
 * string, they are parsed in one go instead of being created and updated element by element.
 */
import { candidateName } from '../../../core/grid/candidate';
import type { Link } from '../../../core/step';
import { MARK_CENTERS, linkPath, type Point } from './geometry';

/** What a link's tooltip says: `5r1c2 ⇒ 5r3c2 (strong link)`. */
export function linkTitle(link: Link): string {
  return `${candidateName(link.from)} ${link.strong ? '⇒' : '→'} ${candidateName(link.to)} (${link.strong ? 'strong' : 'weak'} link)`;
}

/**
 * The links' paths, in order: strong links solid (`class="link"`), weak ones dashed
 * (`class="link weak"`), each bent around the marks in `obstacles` and titled. The text is
 * made of numbers and candidate names only, and escaped all the same.
 */
export function linkMarkup(links: readonly Link[], obstacles: readonly Point[]): string {
  let markup = '';
  for (const link of links) {
    const d = linkPath(MARK_CENTERS[link.from]!, MARK_CENTERS[link.to]!, obstacles);
    markup += `<path class="link${link.strong ? '' : ' weak'}" data-testid="chain-link" d="${escapeXml(d)}"><title>${escapeXml(linkTitle(link))}</title></path>`;
  }
  return markup;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}
