import { describe, expect, it } from 'vitest';
import { candidateOf } from '../../../core/grid/candidate';
import { MARK_CENTERS, linkPath } from './geometry';
import { linkMarkup, linkTitle } from './linkMarkup';

const a = candidateOf(0, 5); // 5r1c1
const b = candidateOf(2, 5); // 5r1c3
const c = candidateOf(20, 5); // 5r3c3

describe('linkTitle', () => {
  it('names both ends and the kind of link', () => {
    expect(linkTitle({ from: a, to: b, strong: true })).toBe('5r1c1 ⇒ 5r1c3 (strong link)');
    expect(linkTitle({ from: b, to: c, strong: false })).toBe('5r1c3 → 5r3c3 (weak link)');
  });
});

describe('linkMarkup', () => {
  it('writes one chain-link path per link, weak ones dashed, with the path the geometry gives', () => {
    const markup = linkMarkup(
      [
        { from: a, to: b, strong: true },
        { from: b, to: c, strong: false },
      ],
      [],
    );
    const paths = [...markup.matchAll(/<path class="([^"]*)" data-testid="chain-link" d="([^"]*)"><title>([^<]*)<\/title><\/path>/g)];
    expect(paths.map((m) => m[1])).toEqual(['link', 'link weak']);
    expect(paths[0]?.[2]).toBe(linkPath(MARK_CENTERS[a]!, MARK_CENTERS[b]!, []));
    expect(paths[1]?.[3]).toBe('5r1c3 → 5r3c3 (weak link)');
    expect(paths.map((m) => m[0]).join('')).toBe(markup);
  });

  it('bends a link around a mark in its way', () => {
    const between = MARK_CENTERS[candidateOf(1, 5)]!;
    const straight = linkMarkup([{ from: a, to: b, strong: true }], []);
    const bent = linkMarkup([{ from: a, to: b, strong: true }], [between]);
    expect(straight).toContain(' L');
    expect(bent).toContain(' Q');
  });

  it('writes nothing for no links', () => {
    expect(linkMarkup([], [])).toBe('');
  });
});
