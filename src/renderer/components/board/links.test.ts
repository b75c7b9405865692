import { describe, expect, it } from 'vitest';
import { candidateOf, cellOfCandidate } from '../../../core/grid/candidate';
import { MARK_CENTERS, arrowheadPath, linkShape } from './geometry';
import { linkLayer, spokenLink } from './links';

const a = candidateOf(0, 5); // 5r1c1
const b = candidateOf(2, 5); // 5r1c3
const c = candidateOf(20, 5); // 5r3c3

describe('spokenLink', () => {
  it('names both ends and the kind of link', () => {
    expect(spokenLink({ from: a, to: b, strong: true })).toBe('5r1c1 ⇒ 5r1c3 (strong link)');
    expect(spokenLink({ from: b, to: c, strong: false })).toBe('5r1c3 → 5r3c3 (weak link)');
  });
});

describe('linkLayer', () => {
  it('draws each link with the path the geometry gives, and the arrowheads in one path per box', () => {
    const layer = linkLayer(
      [
        { from: a, to: b, strong: true },
        { from: b, to: c, strong: false },
      ],
      [],
    );
    const first = linkShape(MARK_CENTERS[a]!, MARK_CENTERS[b]!, [])!;
    const second = linkShape(MARK_CENTERS[b]!, MARK_CENTERS[c]!, [])!;
    expect(layer.links).toEqual([
      { d: first.d, strong: true },
      { d: second.d, strong: false },
    ]);
    expect(layer.label).toBe('Chain links: 5r1c1 ⇒ 5r1c3 (strong link); 5r1c3 → 5r3c3 (weak link)');
    // Both end in box 1 (r1c3 and r3c3).
    expect(layer.heads[0]).toBe(arrowheadPath(first) + arrowheadPath(second));
    expect(layer.heads.slice(1).join('')).toBe('');
  });

  it('bends a link around a mark in its way', () => {
    const between = { cell: 1, center: MARK_CENTERS[candidateOf(1, 5)]! };
    expect(linkLayer([{ from: a, to: b, strong: true }], []).links[0]!.d).toContain(' L');
    expect(linkLayer([{ from: a, to: b, strong: true }], [between]).links[0]!.d).toContain(' Q');
  });

  it('bends every link as if it looked at all the marks, though it looks only at the cells it crosses', () => {
    // A board with most candidates drawn and links between marks far apart and close by.
    const drawn = Array.from({ length: 729 }, (_, candidate) => candidate).filter((candidate) => candidate % 4 !== 1);
    const obstacles = drawn.map((candidate) => ({ cell: cellOfCandidate(candidate), center: MARK_CENTERS[candidate]! }));
    const links = drawn
      .filter((_, i) => i % 7 === 0)
      .map((from, i) => ({ from, to: drawn[(i * 37 + 11) % drawn.length]!, strong: i % 2 === 0 }));
    const everything = obstacles.map((obstacle) => obstacle.center);
    const expected = links
      .map((link) => linkShape(MARK_CENTERS[link.from]!, MARK_CENTERS[link.to]!, everything)?.d)
      .filter((d) => d !== undefined);
    const drawnPaths = linkLayer(links, obstacles).links.map((link) => link.d);
    expect(drawnPaths).toEqual(expected);
    expect(drawnPaths.filter((d) => d.includes(' Q')).length).toBeGreaterThan(10);
  });

  it('leaves out a link from a mark to itself, and draws nothing for no links', () => {
    const nothing = { links: [], heads: Array.from({ length: 9 }, () => ''), label: '' };
    expect(linkLayer([{ from: a, to: a, strong: true }], [])).toEqual(nothing);
    expect(linkLayer([], [])).toEqual(nothing);
  });
});
