/**
 * The curation methods of the app API (tags, collections, counts, ordered ids), called through
 * the boundary the transports use, over the sample library built in a temporary PATTI_HOME.
 * Expected figures come from the library's own listing, read independently of these methods.
 */
import { describe, expect, it } from 'vitest';
import { useSampleAppService } from '../../../../tests/support/sampleAppService';

const app = useSampleAppService('patti-curation-');
const { call, callError } = app;

/** Ids of a filter's puzzles as the listing pages them (200 rows a call). */
async function listedIds(filter: object, page: object = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 200) {
    const listing = await call('listPuzzles', { filter, page: { ...page, offset, limit: 200 } });
    ids.push(...listing.rows.map((row) => row.id));
    if (offset + 200 >= listing.total) return ids;
  }
}

describe('counts and ordered ids', () => {
  it('counts what a filter selects whatever the listing is sorted by', async () => {
    const all = await call('listPuzzles', {});
    expect(await call('countPuzzles', {})).toBe(all.total);
    const bands = await call('listPuzzles', { filter: { source: 'Patti · SE bands' } });
    expect(await call('countPuzzles', { source: 'Patti · SE bands' })).toBe(bands.total);
    // Sorted by a published rating, the listing holds only the puzzles that have it; the count does not care.
    const bySe = await call('listPuzzles', { page: { sort: { rater: 'ER', external: true } } });
    expect(bySe.total).toBeLessThan(all.total);
  });

  it("gives every id in the listing's order, for any sort and direction", async () => {
    const filter = { source: 'Patti · Sudoku of the Day levels' };
    expect(await call('puzzleIds', { filter })).toEqual(await listedIds(filter));
    const byClues = { sort: 'clues', descending: true };
    expect(await call('puzzleIds', { filter, ...byClues })).toEqual(await listedIds(filter, byClues));
    const bySe = { sort: { rater: 'ER', external: true } };
    expect(await call('puzzleIds', bySe)).toEqual(await listedIds({}, bySe));
  });
});

describe('tags', () => {
  it('tags puzzles, filters by the tag, and takes it off again', async () => {
    const ids = (await call('puzzleIds', { filter: { source: 'Named classics' } })).slice(0, 3);
    app.received.length = 0;
    const tagged = await call('tagPuzzles', { tag: '  favourites ', ids });
    expect(tagged).toEqual({ changed: 3, message: 'Tagged 3 puzzles “favourites”.' });
    expect(app.received).toContainEqual({ topic: 'library.changed' });
    expect((await call('libraryInfo')).tags).toContainEqual({ name: 'favourites', count: 3 });
    expect(await call('puzzleIds', { filter: { tag: 'favourites' } })).toEqual(ids);
    const again = await call('tagPuzzles', { tag: 'favourites', ids: [ids[0], 999_999] });
    expect(again.changed).toBe(0);
    expect(again.message).toContain('2 puzzles already there or gone');
    expect(await call('untagPuzzles', { tag: 'favourites', ids: [ids[1]] })).toMatchObject({ changed: 1 });
    expect(await call('puzzleIds', { filter: { tag: 'favourites' } })).toEqual([ids[0], ids[2]]);
  });

  it('refuses an empty tag, control characters, no ids and ids that are not ids', async () => {
    expect(await callError('tagPuzzles', { tag: '   ', ids: [1] })).toMatch(/^ERR_INPUT.*input\.tag.*empty/);
    expect(await callError('tagPuzzles', { tag: 'a\u001b[31m', ids: [1] })).toMatch(/^ERR_INPUT.*control characters/);
    expect(await callError('tagPuzzles', { tag: 'x', ids: [] })).toMatch(/^ERR_INPUT.*at least one puzzle id/);
    expect(await callError('untagPuzzles', { tag: 'x', ids: [1, 'two'] })).toMatch(/^ERR_INPUT.*input\.ids\[1\]/);
    expect(await callError('tagPuzzles', { tag: 'x' })).toMatch(/^ERR_INPUT.*input\.ids/);
  });
});

describe('collections', () => {
  it('creates a collection, appends in the order given, lists it in its order and removes from it', async () => {
    const ids = (await call('puzzleIds', { filter: { source: 'Patti · SE bands' } })).slice(0, 5);
    const chosen = [ids[3]!, ids[0]!, ids[4]!];
    expect((await call('createCollection', { name: 'Sunday set' })).message).toBe('Created the collection “Sunday set”.');
    expect((await call('libraryInfo')).collections).toContainEqual({ name: 'Sunday set', size: 0 });
    expect(await call('addToCollection', { collection: 'Sunday set', ids: chosen })).toMatchObject({ changed: 3 });
    // Unsorted, a collection lists in the order its puzzles were added; sorted, as asked.
    expect(await call('puzzleIds', { filter: { collection: 'Sunday set' } })).toEqual(chosen);
    expect(await call('puzzleIds', { filter: { collection: 'Sunday set' }, sort: 'id' })).toEqual([...chosen].sort((a, b) => a - b));
    expect(await call('addToCollection', { collection: 'Sunday set', ids: [ids[1], ids[3]] })).toMatchObject({ changed: 1 });
    expect(await call('countPuzzles', { collection: 'Sunday set' })).toBe(4);
    expect(await call('removeFromCollection', { collection: 'Sunday set', ids: [ids[0]] })).toMatchObject({ changed: 1 });
    expect((await call('libraryInfo')).collections).toContainEqual({ name: 'Sunday set', size: 3 });
  });

  it('refuses a collection name already taken, and adding to a collection that does not exist', async () => {
    await call('createCollection', { name: 'Twice' });
    expect(await callError('createCollection', { name: 'Twice' })).toMatch(/^ERR_SERVICE.*already a collection “Twice”/);
    expect(await callError('addToCollection', { collection: 'Sundya set', ids: [1] })).toMatch(
      /^ERR_SERVICE.*no collection “Sundya set”; create it first/,
    );
    expect(await callError('createCollection', { name: '' })).toMatch(/^ERR_INPUT/);
    expect((await call('libraryInfo')).collections.map((collection) => collection.name)).not.toContain('Sundya set');
  });
});

describe('levels, sources and names set after an import', () => {
  it('gives the chosen puzzles a level in their source, and a filter the same', async () => {
    const source = 'Patti · SE bands';
    const ids = (await call('puzzleIds', { filter: { source, level: 'ER 1.0-1.9' } })).slice(0, 3);
    app.received.length = 0;
    const report = await call('setLevel', { level: 'Gentle', ids });
    expect(report).toEqual({ changed: 3, message: `Set the level “Gentle” of “${source}” (a new level) on 3 puzzles.` });
    expect(app.received).toContainEqual({ topic: 'library.changed' });
    expect(await call('puzzleIds', { filter: { source, level: 'Gentle' } })).toEqual(ids);
    expect((await call('listSources')).find((summary) => summary.name === source)!.levels.at(-1)).toEqual({ name: 'Gentle', puzzles: 3 });
    // A whole filter: the rest of the band.
    const band = await call('countPuzzles', { source, level: 'ER 1.0-1.9' });
    expect(await call('setLevel', { level: 'Gentle', filter: { source, level: 'ER 1.0-1.9' } })).toMatchObject({ changed: band });
    expect(await call('countPuzzles', { source, level: 'Gentle' })).toBe(band + 3);
  });

  it('adds an origin in a source the puzzles did not come from, and asks for the source when they come from several', async () => {
    const classics = await call('puzzleIds', { filter: { source: 'Named classics' } });
    const bands = (await call('puzzleIds', { filter: { source: 'Patti · SE bands' } })).slice(0, 1);
    expect(await callError('setLevel', { level: 'Hard', ids: [classics[0], bands[0]] })).toMatch(
      /^ERR_SERVICE.*several sources.*name the source/,
    );
    const report = await call('setLevel', { level: 'Extreme', source: 'My hardest', ids: classics.slice(0, 2) });
    expect(report.message).toBe(
      'Set the level “Extreme” of “My hardest” (a new source) on 2 puzzles; 2 puzzles of them new to the source.',
    );
    const detail = (await call('puzzleDetail', classics[0]))!;
    expect(detail.provenance.map((origin) => [origin.source, origin.level])).toContainEqual(['My hardest', 'Extreme']);
    expect(await callError('setLevel', { level: 'Hard', ids: [1], filter: {} })).toMatch(/^ERR_INPUT.*either input\.ids/);
    expect(await callError('setLevel', { level: '', ids: [1] })).toMatch(/^ERR_INPUT/);
  });

  it('renames a source, refusing a name taken', async () => {
    const before = await call('countPuzzles', { source: 'My hardest' });
    expect(await call('renameSource', { from: 'My hardest', to: 'Hardest of all' })).toEqual({
      changed: before,
      message: `Renamed the source “My hardest” to “Hardest of all” (${before} puzzles).`,
    });
    expect(await call('countPuzzles', { source: 'Hardest of all' })).toBe(before);
    expect(await callError('renameSource', { from: 'Hardest of all', to: 'Named classics' })).toMatch(
      /^ERR_SERVICE.*already a source “Named classics”/,
    );
    expect(await callError('renameSource', { from: 'Nowhere', to: 'Somewhere' })).toMatch(/^ERR_SERVICE.*no source “Nowhere”/);
  });

  it('shows the named classics by their names, renames one and takes a name off', async () => {
    const classics = await call('puzzleIds', { filter: { source: 'Named classics' } });
    const names = await Promise.all(classics.map(async (id) => (await call('puzzleDetail', id))!.name));
    expect(names).toContain('Golden Nugget');
    const nugget = classics[names.indexOf('Golden Nugget')]!;
    expect((await call('namePuzzle', { id: nugget, name: '  The nugget ' })).message).toBe(`Named puzzle ${nugget} “The nugget”.`);
    expect((await call('puzzleDetail', nugget))!.name).toBe('The nugget');
    expect((await call('namePuzzle', { id: nugget, name: '' })).message).toBe(`Took the name off puzzle ${nugget}.`);
    expect((await call('puzzleDetail', nugget))!.name).toBeNull();
    await call('namePuzzle', { id: nugget, name: 'Golden Nugget' });
    expect((await call('puzzleDetail', nugget))!.name).toBe('Golden Nugget');
    expect(await callError('namePuzzle', { id: 99_999_999, name: 'x' })).toMatch(/^ERR_SERVICE.*no puzzle 99999999/);
    expect(await callError('namePuzzle', { id: nugget, name: 'a\u001b[31m' })).toMatch(/^ERR_INPUT.*control characters/);
  });
});
