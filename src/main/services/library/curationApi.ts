/**
 * The curation methods of the app API: tags and collections written by hand from the Library
 * view, levels, source names and puzzle names set after an import, and the counts and ordered ids
 * its selection and Rate panel need. Thin: the writes are the library's own (./store/curation,
 * ./store/originEdits), shared with `patti db tag`, `db collection`, `db set` and `db source`.
 */
import type {
  CollectionPuzzlesInput,
  CreateCollectionInput,
  CurationReport,
  NamePuzzleInput,
  PuzzleIdsInput,
  RenameSourceInput,
  SetLevelInput,
  TagPuzzlesInput,
} from '../../../shared/curationTypes';
import type { LibraryFilter } from '../../../shared/libraryTypes';
import { makeLibraryFilter } from './libraryApi';
import { readCollections, writeCollection, writeCollectionPuzzles, writeCollectionRemoval, writeTag, writeUntag } from './store/curation';
import type { LibraryWriter } from './store/db';
import { readPuzzleCount, readPuzzleIds, readPuzzlePageIds } from './store/list';
import { describeLevelChange, readSharedSource, writePuzzleLevels, writePuzzleName, writeSourceName } from './store/originEdits';

const puzzles = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'puzzle' : 'puzzles'}`;

export class CurationApi {
  readonly #db: LibraryWriter;
  readonly #onChange: () => void;

  /** `onChange` is called after every write that changed something. */
  constructor(db: LibraryWriter, onChange: () => void = () => {}) {
    this.#db = db;
    this.#onChange = onChange;
  }

  /** How many puzzles a filter selects, whatever the table is sorted by (what a rate job would take). */
  count(filter: LibraryFilter): number {
    return readPuzzleCount(this.#db, makeLibraryFilter(filter));
  }

  ids(input: PuzzleIdsInput): number[] {
    // Without a sort, a collection lists in its own order (as readPuzzlePage does).
    const sort = input.sort === undefined ? {} : { sort: typeof input.sort === 'string' ? input.sort : { ...input.sort } };
    return readPuzzlePageIds(this.#db, makeLibraryFilter(input.filter), { ...sort, ...(input.descending ? { descending: true } : {}) });
  }

  tag(input: TagPuzzlesInput): CurationReport {
    const changed = writeTag(this.#db, input.tag, this.#existing(input.ids));
    this.#changed(changed);
    return { changed, message: `Tagged ${puzzles(changed)} “${input.tag}”${this.#already(input.ids.length, changed)}.` };
  }

  untag(input: TagPuzzlesInput): CurationReport {
    const changed = writeUntag(this.#db, input.tag, input.ids);
    this.#changed(changed);
    return { changed, message: `Took the tag “${input.tag}” off ${puzzles(changed)}.` };
  }

  /** Creates an empty collection; refuses a name already taken (so a typo never reuses another one by accident). */
  createCollection(input: CreateCollectionInput): CurationReport {
    if (this.#collectionExists(input.name)) throw new Error(`there is already a collection “${input.name}”`);
    writeCollection(this.#db, input.name, input.description ?? '');
    this.#onChange();
    return { changed: 0, message: `Created the collection “${input.name}”.` };
  }

  /** Appends puzzles to an existing collection (create it first: a typo never makes a new one). */
  addToCollection(input: CollectionPuzzlesInput): CurationReport {
    if (!this.#collectionExists(input.collection)) throw new Error(`there is no collection “${input.collection}”; create it first`);
    const changed = writeCollectionPuzzles(this.#db, input.collection, this.#existing(input.ids));
    this.#changed(changed);
    return { changed, message: `Added ${puzzles(changed)} to “${input.collection}”${this.#already(input.ids.length, changed)}.` };
  }

  removeFromCollection(input: CollectionPuzzlesInput): CurationReport {
    if (!this.#collectionExists(input.collection)) throw new Error(`there is no collection “${input.collection}”`);
    const changed = writeCollectionRemoval(this.#db, input.collection, input.ids);
    this.#changed(changed);
    return { changed, message: `Removed ${puzzles(changed)} from “${input.collection}”.` };
  }

  /** Gives the chosen puzzles (or a filter's) a level in a source; see {@link writePuzzleLevels}. */
  setLevel(input: SetLevelInput): CurationReport {
    const ids = input.ids ? this.#existing(input.ids) : readPuzzleIds(this.#db, makeLibraryFilter(input.filter ?? {}));
    if (ids.length === 0) throw new Error(input.ids ? 'none of the chosen puzzles is in the library' : 'the filter selects no puzzle');
    const source = input.source ?? input.filter?.source ?? readSharedSource(this.#db, ids);
    const report = writePuzzleLevels(this.#db, { source, level: input.level, ids });
    const changed = report.changed + report.added;
    this.#changed(changed);
    return { changed, message: describeLevelChange(report) };
  }

  renameSource(input: RenameSourceInput): CurationReport {
    const count = writeSourceName(this.#db, input.from, input.to);
    this.#onChange();
    return { changed: count, message: `Renamed the source “${input.from}” to “${input.to}” (${puzzles(count)}).` };
  }

  namePuzzle(input: NamePuzzleInput): CurationReport {
    if (!writePuzzleName(this.#db, input.id, input.name === '' ? null : input.name))
      throw new Error(`there is no puzzle ${input.id} in the library`);
    this.#onChange();
    return {
      changed: 1,
      message: input.name === '' ? `Took the name off puzzle ${input.id}.` : `Named puzzle ${input.id} “${input.name}”.`,
    };
  }

  #collectionExists(name: string): boolean {
    return readCollections(this.#db).some((collection) => collection.name === name);
  }

  /** The ids that name puzzles of the library, in the order given (a stale selection may hold deleted ones). */
  #existing(ids: readonly number[]): number[] {
    const known = new Set(
      this.#db.prepare('SELECT id FROM puzzles WHERE id IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify(ids)) as number[],
    );
    return ids.filter((id) => known.has(id));
  }

  #already(asked: number, changed: number): string {
    return asked > changed ? ` (${puzzles(asked - changed)} already there or gone)` : '';
  }

  #changed(changed: number): void {
    if (changed > 0) this.#onChange();
  }
}
