/**
 * A chain's link paths, kept in their group from one step to the next and changed in place. A
 * forcing chain draws two hundred links and the next step as many others: a step sets only the
 * shapes and kinds that differ, with no update per link for the framework to schedule and no
 * element created once the group holds enough. Paths a step does not use stay, empty and
 * unnamed, for the next chain step.
 */
import type { LinkView } from './links';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** What one kept path shows; `d` is empty for an unused path. */
interface Drawn {
  d: string;
  strong: boolean;
}

export class LinkPaths {
  readonly #group: SVGGElement;
  readonly #paths: SVGPathElement[] = [];
  readonly #drawn: Drawn[] = [];

  constructor(group: SVGGElement) {
    this.#group = group;
  }

  /** Shows `links` in order, each a path named `chain-link` (strong solid, weak dashed via the `weak` class). */
  draw(links: readonly LinkView[]): void {
    for (let i = 0; i < links.length; i++) {
      const link = links[i]!;
      const path = this.#paths[i] ?? this.#add();
      const drawn = this.#drawn[i]!;
      if (drawn.d === '') path.setAttribute('data-testid', 'chain-link');
      if (drawn.d !== link.d) path.setAttribute('d', (drawn.d = link.d));
      if (drawn.strong !== link.strong) path.classList.toggle('weak', !(drawn.strong = link.strong));
    }
    for (let i = links.length; i < this.#paths.length; i++) {
      const drawn = this.#drawn[i]!;
      if (drawn.d === '') break; // the paths after the last one drawn are empty already
      const path = this.#paths[i]!;
      path.removeAttribute('data-testid');
      path.setAttribute('d', (drawn.d = ''));
    }
  }

  #add(): SVGPathElement {
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('class', 'link');
    path.setAttribute('d', '');
    this.#group.append(path);
    this.#paths.push(path);
    this.#drawn.push({ d: '', strong: true });
    return path;
  }
}
