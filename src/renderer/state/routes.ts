/**
 * The app's addresses: what the part of the URL after `#` names, read and written as data.
 * Deep links open a puzzle in a workspace mode directly:
 * `#/library` (with the Library's filter and sort: `?source=<name>&tag=<name>&sort=<column>&order=desc`),
 * `#/replay?puzzle=<81 chars>&set=se`, `#/replay?id=<library id>`,
 * `#/nishio?puzzle=<81 chars>&seed=<n>&strategies=4` (or `id=`), `#/editor`, `#/editor?puzzle=<81 chars>`,
 * `#/print?collection=<name>` (or the Library's filter: `source=`, `level=`, `tag=`, `clues=20..25`,
 * `rating=se=7..9` repeated for several, `category=hard` with `scale=<name>`), `#/print?ids=3,1,2`
 * (the Library's chosen rows, in that order).
 * `#/compare?source=<name>&source=<name>` (a source name URL-encoded, repeated for several).
 * `#/generate`, `#/generate?target=<target>&target=<target>` (the Generate view with those targets filled in).
 * `#/play?id=<library id>`: Play on a library puzzle, resuming its saved game.
 * `#/scale`: what the universal scale is (reached from Compare and the Library's Universal column).
 * `#/techniques`: the technique guide; `#/techniques/<technique id>` one technique's page (`#/techniques/x-wing`).
 * `#/ratings`: the custom technique sets; `#/ratings/<set name>` one set open in the editor.
 */
import { UNIVERSAL_CATEGORIES, type UniversalCategory } from '../../core/rate/universal';
import { checkCustomSetName } from '../../core/rate/customSet';
import { findTechnique, type TechniqueId } from '../../core/techniques';
import type { LibraryFilter, RatingRangeFilter } from '../../shared/libraryTypes';
import { MAX_PRINT_PUZZLES } from '../../shared/printTypes';
import { formatRatingRange, parseRatingRange } from '../../shared/ratingRange';
import { readTechniqueSetId } from '../../core/replay/replaySet';
import { TECHNIQUE_SET_IDS, type NishioStrategyCount, type PuzzleRef, type TechniqueSetId } from '../../shared/workspaceTypes';

export type Route =
  | { readonly view: 'library'; readonly filter?: PrintFilter; readonly sort?: LibrarySort }
  | { readonly view: 'replay'; readonly ref: PuzzleRef; readonly set: TechniqueSetId }
  | { readonly view: 'nishio'; readonly ref: PuzzleRef; readonly seed: number; readonly strategies: NishioStrategyCount }
  | { readonly view: 'editor'; readonly puzzle: string | null }
  | { readonly view: 'play'; readonly id: number }
  | { readonly view: 'print'; readonly filter: PrintFilter; readonly ids?: readonly number[] }
  | { readonly view: 'compare'; readonly sources: readonly string[] }
  | { readonly view: 'generate'; readonly targets: readonly string[] }
  | { readonly view: 'scale' }
  | { readonly view: 'techniques'; readonly technique: TechniqueId | null }
  | { readonly view: 'ratings'; readonly name: string | null };

/**
 * The library puzzles a print link names: the Library's filter (none: the whole library), and
 * a universal category on a scale (default the Project Patti paper's). A link with `ids` names rows instead.
 */
export interface PrintFilter extends LibraryFilter {
  readonly category?: UniversalCategory;
  readonly scale?: string;
}

/** The Library's filter fields a link carries; a print link adds the scale of its category. */
const LIBRARY_FILTER_FIELDS = ['source', 'level', 'tag', 'collection'] as const;
const PRINT_FILTER_FIELDS = [...LIBRARY_FILTER_FIELDS, 'scale'] as const;
const PRINT_LINK_PARTS = [...PRINT_FILTER_FIELDS, 'category', 'clues', 'rating', 'ids'];

/** The Library table's order as a link keeps it: 'id', 'clues' or a rating column's key. */
export interface LibrarySort {
  readonly key: string;
  readonly descending: boolean;
}

export type ParsedRoute = { readonly ok: true; readonly route: Route } | { readonly ok: false; readonly message: string };

/** The seed a trial-and-error link without one uses (the rater's default seed). */
export const DEFAULT_SEED = 0;

/** Reads an address's hash (with or without the leading `#`); an empty hash is the library. */
export function parseRoute(hash: string): ParsedRoute {
  const text = hash.replace(/^#/, '');
  if (text === '' || text === '/') return { ok: true, route: { view: 'library' } };
  const [path = '', query = ''] = splitOnce(text, '?');
  const params = new URLSearchParams(query);
  try {
    switch (path) {
      case '/library':
        allowOnly(params, [...LIBRARY_FILTER_FIELDS, 'sort', 'order']);
        return { ok: true, route: readLibraryRoute(params) };
      case '/replay':
        allowOnly(params, ['puzzle', 'id', 'set']);
        return { ok: true, route: { view: 'replay', ref: readRef(params), set: readSet(params.get('set')) } };
      case '/nishio':
        allowOnly(params, ['puzzle', 'id', 'seed', 'strategies']);
        return {
          ok: true,
          route: {
            view: 'nishio',
            ref: readRef(params),
            seed: readSeed(params.get('seed')),
            strategies: readStrategies(params.get('strategies')),
          },
        };
      case '/editor': {
        allowOnly(params, ['puzzle']);
        const puzzle = params.get('puzzle');
        return { ok: true, route: { view: 'editor', puzzle: puzzle === null ? null : readPuzzle(puzzle) } };
      }
      case '/play': {
        allowOnly(params, ['id']);
        const ref = readRef(params);
        if (!('id' in ref)) throw new LinkError('A play link names a library puzzle: #/play?id=<number>.');
        return { ok: true, route: { view: 'play', id: ref.id } };
      }
      case '/print':
        allowOnly(params, PRINT_LINK_PARTS);
        return { ok: true, route: readPrintLink(params) };
      case '/compare':
        allowOnly(params, ['source']);
        return { ok: true, route: { view: 'compare', sources: readSources(params.getAll('source')) } };
      case '/generate':
        allowOnly(params, ['target']);
        return { ok: true, route: { view: 'generate', targets: readTargets(params.getAll('target')) } };
      case '/scale':
        allowOnly(params, []);
        return { ok: true, route: { view: 'scale' } };
      case '/techniques':
        allowOnly(params, []);
        return { ok: true, route: { view: 'techniques', technique: null } };
      case '/ratings':
        allowOnly(params, []);
        return { ok: true, route: { view: 'ratings', name: null } };
      default:
        if (path.startsWith('/ratings/')) {
          allowOnly(params, []);
          return { ok: true, route: { view: 'ratings', name: readSetName(path.slice('/ratings/'.length)) } };
        }
        if (path.startsWith('/techniques/')) {
          allowOnly(params, []);
          return { ok: true, route: { view: 'techniques', technique: readTechnique(path.slice('/techniques/'.length)) } };
        }
        return {
          ok: false,
          message:
            `There is no page "${path.slice(0, 40)}": links start with #/library, #/replay, #/nishio, #/editor, #/play, #/print, ` +
            '#/compare, #/generate, #/scale, #/techniques or #/ratings.',
        };
    }
  } catch (error) {
    if (error instanceof LinkError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Writes a route as a hash (with the leading `#`); parseRoute(formatRoute(r)) gives r back. */
export function formatRoute(route: Route): string {
  switch (route.view) {
    case 'library': {
      const query = new URLSearchParams();
      for (const field of LIBRARY_FILTER_FIELDS) if (route.filter?.[field] !== undefined) query.set(field, route.filter[field]!);
      if (route.sort) {
        query.set('sort', route.sort.key);
        query.set('order', route.sort.descending ? 'desc' : 'asc');
      }
      const text = query.toString();
      return text === '' ? '#/library' : `#/library?${text}`;
    }
    case 'replay':
      return `#/replay?${refQuery(route.ref)}&set=${route.set}`;
    case 'nishio':
      return `#/nishio?${refQuery(route.ref)}&seed=${route.seed}&strategies=${route.strategies}`;
    case 'editor':
      return route.puzzle === null ? '#/editor' : `#/editor?puzzle=${route.puzzle}`;
    case 'play':
      return `#/play?id=${route.id}`;
    case 'print': {
      const text = printQuery(route).toString();
      return text === '' ? '#/print' : `#/print?${text}`;
    }
    case 'compare':
      return route.sources.length === 0
        ? '#/compare'
        : `#/compare?${route.sources.map((name) => `source=${encodeURIComponent(name)}`).join('&')}`;
    case 'generate':
      return route.targets.length === 0
        ? '#/generate'
        : `#/generate?${route.targets.map((target) => `target=${encodeURIComponent(target)}`).join('&')}`;
    case 'scale':
      return '#/scale';
    case 'techniques':
      return route.technique === null ? '#/techniques' : `#/techniques/${route.technique}`;
    case 'ratings':
      return route.name === null ? '#/ratings' : `#/ratings/${route.name}`;
  }
}

function printQuery(route: Extract<Route, { view: 'print' }>): URLSearchParams {
  const query = new URLSearchParams();
  if (route.ids !== undefined) {
    query.set('ids', route.ids.join(','));
    // The source the Library was filtered on: the labels show each puzzle's origin there.
    if (route.filter.source !== undefined) query.set('source', route.filter.source);
    return query;
  }
  const { filter } = route;
  for (const field of PRINT_FILTER_FIELDS) if (filter[field] !== undefined) query.set(field, filter[field]!);
  if (filter.category !== undefined) query.set('category', filter.category);
  if (filter.clues !== undefined) query.set('clues', `${filter.clues.min ?? ''}..${filter.clues.max ?? ''}`);
  for (const range of filter.ratings ?? []) query.append('rating', formatRatingRange(range));
  return query;
}

function readPrintLink(params: URLSearchParams): Route {
  const ids = params.get('ids');
  if (ids !== null) {
    const others = [...params.keys()].filter((name) => name !== 'ids' && name !== 'source');
    if (others.length > 0)
      throw new LinkError(`This link names puzzles by ids=, so it cannot also have "${others[0]!.slice(0, 30)}" (a filter).`);
    return { view: 'print', filter: readNamedFields(params, ['source']), ids: readIds(ids) };
  }
  const filter: { -readonly [K in keyof PrintFilter]: PrintFilter[K] } = readNamedFields(params, PRINT_FILTER_FIELDS);
  const category = params.get('category');
  if (category !== null) {
    if (!(UNIVERSAL_CATEGORIES as readonly string[]).includes(category))
      throw new LinkError(`This link's category "${category.slice(0, 30)}" is not one of ${UNIVERSAL_CATEGORIES.join(', ')}.`);
    filter.category = category as UniversalCategory;
  }
  if (filter.scale !== undefined && filter.category === undefined)
    throw new LinkError('This link names a scale= but no category= to choose on it.');
  const clues = params.get('clues');
  if (clues !== null) filter.clues = readClues(clues);
  const ratings = params.getAll('rating').map(readRatingRange);
  if (ratings.length > 0) filter.ratings = ratings;
  return { view: 'print', filter };
}

/** The named text fields of a link's filter, blank ones left out. */
function readNamedFields(
  params: URLSearchParams,
  fields: readonly (typeof PRINT_FILTER_FIELDS)[number][],
): { -readonly [K in keyof PrintFilter]: PrintFilter[K] } {
  const filter: { -readonly [K in keyof PrintFilter]: PrintFilter[K] } = {};
  for (const field of fields) {
    const value = params.get(field);
    if (value !== null && value !== '') filter[field] = value;
  }
  return filter;
}

/** A library link's filter and sort; a link without them is the plain library. */
function readLibraryRoute(params: URLSearchParams): Route {
  const filter = readNamedFields(params, LIBRARY_FILTER_FIELDS);
  const key = params.get('sort');
  const order = params.get('order');
  if (order !== null && order !== 'asc' && order !== 'desc')
    throw new LinkError(`This link's order "${order.slice(0, 30)}" must be asc or desc.`);
  if (key === '' || (key === null && order !== null)) throw new LinkError('This link has an order but no sort=<column> to apply it to.');
  return {
    view: 'library',
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(key !== null ? { sort: { key, descending: order === 'desc' } } : {}),
  };
}

/** Library ids, comma-separated, each once, in the order given. */
function readIds(text: string): number[] {
  const parts = text.split(',');
  if (text === '' || parts.some((part) => !/^[1-9]\d{0,14}$/.test(part))) {
    throw new LinkError(`This link's ids "${text.slice(0, 40)}" are not library ids (whole numbers from 1, separated by commas).`);
  }
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_PRINT_PUZZLES)
    throw new LinkError(`This link names ${ids.length} puzzles; the app prints up to ${MAX_PRINT_PUZZLES} at a time.`);
  return ids;
}

function readClues(text: string): { min?: number; max?: number } {
  const match = /^(\d{0,2})\.\.(\d{0,2})$/.exec(text);
  if (!match || text === '..')
    throw new LinkError(`This link's clues "${text.slice(0, 30)}" is not a range such as 20..25 (either end may be left out).`);
  return { ...(match[1] ? { min: Number(match[1]) } : {}), ...(match[2] ? { max: Number(match[2]) } : {}) };
}

function readRatingRange(text: string): RatingRangeFilter {
  const range = parseRatingRange(text);
  if (!range || range.rater === '')
    throw new LinkError(`This link's rating "${text.slice(0, 40)}" is not a range such as se=7..9 or ext:SE=7.0.. (rating=min..max).`);
  return range;
}

/** Whether two refs name the same puzzle the same way. */
export function sameRef(a: PuzzleRef, b: PuzzleRef): boolean {
  return 'id' in a ? 'id' in b && a.id === b.id : 'puzzle' in b && a.puzzle === b.puzzle;
}

class LinkError extends Error {}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

function allowOnly(params: URLSearchParams, names: readonly string[]): void {
  for (const name of params.keys()) {
    if (!names.includes(name))
      throw new LinkError(`This link has a "${name.slice(0, 30)}" part it does not understand (it may have: ${names.join(', ')}).`);
  }
}

function refQuery(ref: PuzzleRef): string {
  return 'id' in ref ? `id=${ref.id}` : `puzzle=${ref.puzzle}`;
}

function readRef(params: URLSearchParams): PuzzleRef {
  const puzzle = params.get('puzzle');
  const id = params.get('id');
  if ((puzzle === null) === (id === null))
    throw new LinkError('This link must name a puzzle: either puzzle=<81 characters> or id=<library id>, not both.');
  if (puzzle !== null) return { puzzle: readPuzzle(puzzle) };
  if (!/^[1-9]\d{0,14}$/.test(id!))
    throw new LinkError(`This link's id "${id!.slice(0, 30)}" is not a library id (a whole number from 1).`);
  return { id: Number(id) };
}

/** 81 characters, digits with '0' or '.' for blanks (kept as written: the app reads both). */
function readPuzzle(text: string): string {
  if (text.length !== 81)
    throw new LinkError(`This link's puzzle has ${text.length} characters; a puzzle is 81 (digits, with . or 0 for blanks).`);
  const bad = text.search(/[^0-9.]/);
  if (bad >= 0)
    throw new LinkError(`This link's puzzle has "${text[bad]}" at position ${bad + 1}; a puzzle holds only digits and . or 0 for blanks.`);
  return text;
}

/** Source names, each once, in the order the link gives them; a blank one is a mistake worth naming. */
function readSources(names: readonly string[]): string[] {
  if (names.some((name) => name.trim() === ''))
    throw new LinkError('This link has an empty source=; each source= names a source of the library.');
  return [...new Set(names)];
}

/**
 * Targets as the link gives them, each once; the Generate view checks them with the generator's
 * own parser (which says what is valid), so here only blanks are refused.
 */
function readTargets(texts: readonly string[]): string[] {
  if (texts.some((text) => text.trim() === ''))
    throw new LinkError('This link has an empty target=; each target= names a target such as universal:easy.');
  return [...new Set(texts.map((text) => text.trim()))];
}

/** A technique's id as the catalogue spells it (`x-wing`); the guide has a page for each. */
function readTechnique(text: string): TechniqueId {
  const row = findTechnique(decodeURIComponent(text));
  if (!row) throw new LinkError(`There is no technique "${text.slice(0, 40)}" in the guide; #/techniques lists them all.`);
  return row.id;
}

/** A preset's id or `custom:<name>`; whether the custom set is saved, the replay says when it opens. */
function readSet(text: string | null): TechniqueSetId {
  if (text === null) return 'se';
  const read = readTechniqueSetId(text);
  if (read.ok) return read.value.id;
  if (text.startsWith('custom:'))
    throw new LinkError(`This link's technique set "${text.slice(0, 40)}" is not a custom set's name: ${read.error.message}.`);
  throw new LinkError(
    `This link's technique set "${text.slice(0, 30)}" is unknown (one of ${TECHNIQUE_SET_IDS.join(', ')}, or custom:NAME).`,
  );
}

function readSeed(text: string | null): number {
  if (text === null) return DEFAULT_SEED;
  if (/^\d{1,10}$/.test(text) && Number(text) < 2 ** 32) return Number(text);
  throw new LinkError(`This link's seed "${text.slice(0, 30)}" is not a whole number from 0 to ${2 ** 32 - 1}.`);
}

function readStrategies(text: string | null): NishioStrategyCount {
  if (text === null || text === '4') return 4;
  if (text === '2') return 2;
  throw new LinkError(`This link's strategies "${text.slice(0, 30)}" must be 2 or 4.`);
}

/** A set's name from a ratings link. */
function readSetName(text: string): string {
  const name = decodeURIComponent(text);
  if (checkCustomSetName(name) !== undefined)
    throw new LinkError(`"${name.slice(0, 40)}" is not the name of a technique set; #/ratings lists them all.`);
  return name;
}
