import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute, type Route } from './routes';

const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';

function route(hash: string): Route {
  const parsed = parseRoute(hash);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.route;
}

function message(hash: string): string {
  const parsed = parseRoute(hash);
  return parsed.ok ? '' : parsed.message;
}

describe('parseRoute', () => {
  it('opens the library on an empty address', () => {
    expect(route('')).toEqual({ view: 'library' });
    expect(route('#/')).toEqual({ view: 'library' });
    expect(route('#/library')).toEqual({ view: 'library' });
  });

  it('reads and writes the library with its filter and sort, giving the same route back', () => {
    const filtered: Route = {
      view: 'library',
      filter: { source: 'Royle 17-clue collection', collection: 'Sunday & more' },
      sort: { key: 'hodoku@$.score', descending: true },
    };
    const hash = formatRoute(filtered);
    expect(hash).toBe('#/library?source=Royle+17-clue+collection&collection=Sunday+%26+more&sort=hodoku%40%24.score&order=desc');
    expect(route(hash)).toEqual(filtered);
    expect(route('#/library?tag=try')).toEqual({ view: 'library', filter: { tag: 'try' } });
    expect(formatRoute({ view: 'library' })).toBe('#/library');
  });

  it('names what is wrong with a library link', () => {
    expect(message('#/library?order=up&sort=id')).toContain('must be asc or desc');
    expect(message('#/library?order=desc')).toContain('no sort=');
    expect(message('#/library?colour=red')).toContain('"colour" part');
  });

  it('reads replay links by puzzle or id, the technique set defaulting to se', () => {
    expect(route(`#/replay?puzzle=${EASTER_MONSTER}&set=hodoku`)).toEqual({
      view: 'replay',
      ref: { puzzle: EASTER_MONSTER },
      set: 'hodoku',
    });
    expect(route('#/replay?id=42')).toEqual({ view: 'replay', ref: { id: 42 }, set: 'se' });
    expect(route('#/replay?id=42&set=custom:my-set')).toEqual({ view: 'replay', ref: { id: 42 }, set: 'custom:my-set' });
    expect(formatRoute({ view: 'replay', ref: { id: 42 }, set: 'custom:my-set' })).toBe('#/replay?id=42&set=custom:my-set');
  });

  it('reads trial-and-error links with their seed and strategies', () => {
    expect(route(`#/nishio?puzzle=${EASTER_MONSTER}&seed=7&strategies=2`)).toEqual({
      view: 'nishio',
      ref: { puzzle: EASTER_MONSTER },
      seed: 7,
      strategies: 2,
    });
    expect(route('#/nishio?id=3')).toEqual({ view: 'nishio', ref: { id: 3 }, seed: 0, strategies: 4 });
  });

  it('reads editor links with and without a puzzle', () => {
    expect(route('#/editor')).toEqual({ view: 'editor', puzzle: null });
    expect(route('#/play?id=12')).toEqual({ view: 'play', id: 12 });
    expect(parseRoute(`#/play?puzzle=${EASTER_MONSTER}`).ok).toBe(false);
    expect(route(`#/editor?puzzle=${EASTER_MONSTER.replaceAll('.', '0')}`)).toEqual({
      view: 'editor',
      puzzle: EASTER_MONSTER.replaceAll('.', '0'),
    });
  });

  it('names what is wrong with a malformed link', () => {
    expect(message('#/replay?puzzle=123')).toContain('has 3 characters; a puzzle is 81');
    expect(message('#/replay?id=4&set=custom:My%20Set')).toContain("'My Set' is not a set name");
    expect(message('#/replay?id=4&set=wiki')).toContain('is unknown (one of se, hodoku, sotd, grader, or custom:NAME)');
    expect(message(`#/replay?puzzle=${EASTER_MONSTER.slice(0, 80)}x`)).toContain('"x" at position 81');
    expect(message('#/replay')).toContain('must name a puzzle');
    expect(message(`#/replay?id=4&puzzle=${EASTER_MONSTER}`)).toContain('not both');
    expect(message('#/replay?id=abc')).toContain('"abc" is not a library id');
    expect(message('#/replay?id=0')).toContain('not a library id');
    expect(message('#/replay?id=1&set=fast')).toContain('technique set "fast" is unknown');
    expect(message('#/nishio?id=1&seed=-3')).toContain('seed "-3"');
    expect(message('#/nishio?id=1&strategies=3')).toContain('must be 2 or 4');
    expect(message('#/replay?id=1&colour=red')).toContain('"colour"');
    expect(message('#/comparison')).toContain('no page "/comparison"');
  });
});

describe('compare links', () => {
  it('reads every source= in order, URL-decoded, each once', () => {
    expect(route('#/compare?source=Site%201&source=Other+site&source=Site%201')).toEqual({
      view: 'compare',
      sources: ['Site 1', 'Other site'],
    });
    expect(route('#/compare')).toEqual({ view: 'compare', sources: [] });
  });

  it('names an empty source or an unknown part', () => {
    expect(message('#/compare?source=')).toContain('empty source=');
    expect(message('#/compare?metric=nhc4')).toContain('"metric"');
  });

  it('writes source names encoded', () => {
    expect(formatRoute({ view: 'compare', sources: ['Site 1', 'a&b'] })).toBe('#/compare?source=Site%201&source=a%26b');
  });
});

describe('generate links', () => {
  it('read every target= in order, trimmed, each once', () => {
    expect(route('#/generate')).toEqual({ view: 'generate', targets: [] });
    expect(route('#/scale')).toEqual({ view: 'scale' });
    expect(formatRoute({ view: 'scale' })).toBe('#/scale');
    expect(message('#/scale?x=1')).toContain('"x"');
    expect(route('#/generate?target=universal%3Aeasy&target=clues:22-24&target=universal:easy')).toEqual({
      view: 'generate',
      targets: ['universal:easy', 'clues:22-24'],
    });
  });

  it('name an empty target or an unknown part', () => {
    expect(message('#/generate?target=%20')).toContain('empty target=');
    expect(message('#/generate?count=5')).toContain('"count"');
  });
});

describe('technique guide links', () => {
  it('read the index and one technique page, and write them back', () => {
    expect(route('#/techniques')).toEqual({ view: 'techniques', technique: null });
    expect(route('#/techniques/x-wing')).toEqual({ view: 'techniques', technique: 'x-wing' });
    expect(formatRoute({ view: 'techniques', technique: null })).toBe('#/techniques');
    expect(formatRoute({ view: 'techniques', technique: 'bug-plus-1' })).toBe('#/techniques/bug-plus-1');
  });

  it('name an unknown technique or part', () => {
    expect(message('#/techniques/x-wings')).toContain('no technique "x-wings"');
    expect(message('#/techniques?x=1')).toContain('"x"');
  });
});

describe('formatRoute', () => {
  it('writes links that read back as the same route', () => {
    const routes: Route[] = [
      { view: 'library' },
      { view: 'replay', ref: { puzzle: EASTER_MONSTER }, set: 'sotd' },
      { view: 'replay', ref: { id: 9 }, set: 'se' },
      { view: 'nishio', ref: { id: 9 }, seed: 4_000_000_000, strategies: 2 },
      { view: 'editor', puzzle: null },
      { view: 'editor', puzzle: EASTER_MONSTER },
      { view: 'play', id: 12 },
      { view: 'compare', sources: [] },
      { view: 'compare', sources: ['Kaggle 3 million Sudoku puzzles with ratings', 'A & B: 100% hard?'] },
      { view: 'generate', targets: [] },
      { view: 'generate', targets: ['se:7.0-8.0', 'technique:x-wing'] },
    ];
    for (const r of routes) expect(route(formatRoute(r))).toEqual(r);
  });

  it('writes the documented forms', () => {
    expect(formatRoute({ view: 'replay', ref: { puzzle: EASTER_MONSTER }, set: 'se' })).toBe(`#/replay?puzzle=${EASTER_MONSTER}&set=se`);
    expect(formatRoute({ view: 'nishio', ref: { puzzle: EASTER_MONSTER }, seed: 7, strategies: 4 })).toBe(
      `#/nishio?puzzle=${EASTER_MONSTER}&seed=7&strategies=4`,
    );
  });
});

describe('print links', () => {
  it('read the Library filter they name, and write it back', () => {
    expect(route('#/print')).toEqual({ view: 'print', filter: {} });
    const named = route('#/print?collection=Weekend%20set&source=Royle');
    expect(named).toEqual({ view: 'print', filter: { collection: 'Weekend set', source: 'Royle' } });
    expect(route(formatRoute(named))).toEqual(named);
  });

  it('refuse parts they do not understand', () => {
    expect(message('#/print?puzzle=1')).toContain('"puzzle" part');
  });

  it("name the Library's chosen rows by ids, in their order, each once", () => {
    expect(route('#/print?ids=12,3,7,3')).toEqual({ view: 'print', filter: {}, ids: [12, 3, 7] });
    expect(formatRoute({ view: 'print', filter: {}, ids: [12, 3, 7] })).toBe('#/print?ids=12%2C3%2C7');
    expect(route(formatRoute({ view: 'print', filter: {}, ids: [12, 3, 7] }))).toEqual({ view: 'print', filter: {}, ids: [12, 3, 7] });
  });

  it("carry the Library's source filter with chosen rows, for the labels' origins", () => {
    expect(route('#/print?ids=4,2&source=Sudoku%20Exchange')).toEqual({
      view: 'print',
      filter: { source: 'Sudoku Exchange' },
      ids: [4, 2],
    });
    const linked = { view: 'print' as const, filter: { source: 'A & B' }, ids: [4, 2] };
    expect(route(formatRoute(linked))).toEqual(linked);
  });

  it('say in one sentence what is wrong with ids', () => {
    for (const bad of ['', '1,,2', '1,x', '0', '-4', '1.5']) {
      expect(message(`#/print?ids=${bad}`)).toBe(
        `This link's ids "${bad}" are not library ids (whole numbers from 1, separated by commas).`,
      );
    }
    expect(message('#/print?ids=1&collection=Weekend')).toBe(
      'This link names puzzles by ids=, so it cannot also have "collection" (a filter).',
    );
    const tooMany = Array.from({ length: 2001 }, (_, index) => index + 1).join(',');
    expect(message(`#/print?ids=${tooMany}`)).toBe('This link names 2001 puzzles; the app prints up to 2000 at a time.');
  });

  it('carry a universal category, clue and rating ranges, and write them back', () => {
    const link = route(
      '#/print?source=Royle&category=hard&scale=tight&clues=17..20&rating=se=7..9&rating=ext:SE=7.0..&rating=nhc4@mean=..3.48',
    );
    expect(link).toEqual({
      view: 'print',
      filter: {
        source: 'Royle',
        category: 'hard',
        scale: 'tight',
        clues: { min: 17, max: 20 },
        ratings: [
          { rater: 'se', min: 7, max: 9 },
          { rater: 'SE', external: true, min: 7 },
          { rater: 'nhc4', path: '$.mean', max: 3.48 },
        ],
      },
    });
    expect(route(formatRoute(link))).toEqual(link);
  });

  it('name a bad category, rating range, clue range or a scale without a category', () => {
    expect(message('#/print?category=tricky')).toBe('This link\'s category "tricky" is not one of easy, medium, hard.');
    expect(message('#/print?rating=se')).toBe('This link\'s rating "se" is not a range such as se=7..9 or ext:SE=7.0.. (rating=min..max).');
    expect(message('#/print?rating=se=a..b')).toContain('is not a range');
    expect(message('#/print?clues=lots')).toBe('This link\'s clues "lots" is not a range such as 20..25 (either end may be left out).');
    expect(message('#/print?scale=tight')).toBe('This link names a scale= but no category= to choose on it.');
  });
});

describe('ratings links', () => {
  it('read the list and one set, and write them back', () => {
    expect(route('#/ratings')).toEqual({ view: 'ratings', name: null });
    expect(route('#/ratings/no-xy')).toEqual({ view: 'ratings', name: 'no-xy' });
    expect(formatRoute({ view: 'ratings', name: 'no-xy' })).toBe('#/ratings/no-xy');
    expect(parseRoute(formatRoute({ view: 'ratings', name: null }))).toEqual({ ok: true, route: { view: 'ratings', name: null } });
  });

  it('say when a name cannot be a set', () => {
    expect(message('#/ratings/No%20Such')).toContain('"No Such" is not the name of a technique set');
  });
});
