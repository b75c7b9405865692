/**
 * The library methods of the app API over one open library: listing with filters and rating
 * columns, sources, a puzzle's detail, and importing pasted text. Thin: the queries live in
 * ./library; this maps them onto the API's JSON shapes (src/shared/libraryTypes.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mainFieldOf, parametersInWords, ratingColumnName, raterName, shownFieldsOf, type DisplayName } from '../../../core/rate/names';
import { RATERS } from '../../../core/rate/registry';
import { customRaterId, type CustomSet } from '../../../core/rate/customSet';
import { readCustomSets } from './store/customSets';
import type {
  ImportFileInput,
  ImportProgressView,
  ImportReport,
  ImportTextInput,
  LibraryFilter,
  LibraryInfo,
  ListPuzzlesInput,
  PuzzleDetailView,
  PuzzleListing,
  PuzzleOrigin,
  PuzzleRow,
  RatingColumn,
  RaterSummary,
  RatingKey,
  SourceSummary,
} from '../../../shared/libraryTypes';
import { readCollections, readTags } from './store/curation';
import type { LibraryReader, LibraryWriter } from './store/db';
import { readRatingKinds } from './store/ratings';
import { readColumnRoles } from '../../../core/import/columnRoles';
import { ImportCancelledError, ImportMisreadError, importPuzzleFile, type ImportOptions, type ImportSummary } from './import/importFile';
import { describeImportMerge } from './import/importMerges';
import { detectImportFormat } from './import/importReaders';
import type { TakenUpload, UploadStore } from './import/uploads';
import { readPuzzleCount, readPuzzlePage, readPuzzlePageTotal, readRatingValues } from './store/list';
import type { PuzzleFilter, SortKey } from './store/listFilter';
import { readPuzzleDetail, readSources } from './store/puzzles';

/**
 * The key a rating column is known by in rows: `ext:SE`, `cost`, `hodoku@$.score` for a number
 * inside the detail, with ` {"runs":50}` added when a rater has several parameter sets.
 */
function makeColumnKey(key: RatingKey): string {
  if (key.external) return `ext:${key.rater}`;
  const name = key.path === undefined ? key.rater : `${key.rater}@${key.path}`;
  return key.parameters === undefined ? name : `${name} ${key.parameters}`;
}

/** The API's filter as the library's (the same fields; ranges keep only what they name). */
export function makeLibraryFilter(filter: LibraryFilter = {}): PuzzleFilter {
  return {
    ...filter,
    ...(filter.ratings ? { ratings: filter.ratings.map((range) => ({ ...range })) } : {}),
  };
}

const nameAndDescription = ({ name, description }: DisplayName): { name: string; description: string } => ({ name, description });

/** The presets a custom set starts from, and its folds, as the Rate panel says them. */
const BASE_WORDS: Readonly<Record<CustomSet['base'], string>> = {
  se: 'Sudoku Explainer',
  sukaku: 'Sukaku Explainer',
  sotd: 'Sudoku of the Day',
  grader: 'the 0–10 grader',
  hodoku: 'HoDoKu',
};
const FOLD_WORDS: Readonly<Record<CustomSet['fold'], string>> = {
  hardest: 'rates the hardest step',
  sum: 'rates the sum of its steps',
  'sum-density': 'rates the sum with a candidate-density factor',
};

/** A saved custom set as the Rate panel lists it, beside Patti's raters. */
function customRaterSummary(set: CustomSet): RaterSummary {
  const techniques = `${set.techniques.length} ${set.techniques.length === 1 ? 'technique' : 'techniques'}`;
  return {
    id: customRaterId(set.name),
    name: raterName(customRaterId(set.name)).name,
    description:
      `Your technique set from ${BASE_WORDS[set.base]}: ${techniques}; ${FOLD_WORDS[set.fold]}` +
      `${set.levels?.length ? `, with ${set.levels.length} levels` : ''}.`,
    usesOptions: [],
  };
}

/** A parameter set as a heading shows it: ` (runs 50)`, nothing for none. */
function describeParameters(parameters: string): string {
  const words = parametersInWords(parameters);
  return words === '' ? '' : ` (${words})`;
}

/** Numbers of an unknown rater's detail shown as columns when its value is not a number (at most this many per rating set). */
const MAX_DETAIL_COLUMNS = 3;

/** Top-level numeric fields of a detail JSON text (`runs` is a parameter, not a result). */
function numericFieldsOf(detail: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(detail);
  } catch {
    return [];
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([name, field]) => typeof field === 'number' && name !== 'runs' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    .map(([name]) => name);
}

/**
 * The fields of a rater's record that become columns: the numbers among those it names for
 * people, in that order, or for a rater without names the first few numbers.
 */
function columnFieldsOf(rater: string, detail: string): string[] {
  const numeric = numericFieldsOf(detail);
  const named = shownFieldsOf(rater);
  return named.length > 0 ? named.filter((field) => numeric.includes(field)) : numeric.slice(0, MAX_DETAIL_COLUMNS);
}

/** Where a rater comes in the raters' list (one Patti does not know, after them). */
function raterOrder(rater: string): number {
  const index = RATERS.findIndex((known) => known.id === rater);
  return index < 0 ? RATERS.length : index;
}

/**
 * The rating sets the library holds, as table columns, headed in people's words (the keys keep
 * the ids, for links and sorts). A rater whose value is a number gives one column; one whose
 * value is a record (HoDoKu's score and level, SE's three numbers) gives a column per number it
 * names. Order: the published ratings, then each of Patti's raters' main value (in the raters'
 * order), then Patti's other fields, which start hidden: a new rater run adds its columns after
 * the published ones, so the published columns stay where they were, in view.
 */
export function readRatingColumns(db: LibraryReader): RatingColumn[] {
  const kinds = readRatingKinds(db);
  kinds.sort(
    (a, b) => raterOrder(a.rater) - raterOrder(b.rater) || a.rater.localeCompare(b.rater) || a.parameters.localeCompare(b.parameters),
  );
  const setsOf = new Map<string, number>();
  for (const kind of kinds) setsOf.set(kind.rater, (setsOf.get(kind.rater) ?? 0) + 1);
  // Walks the rater's index from its end, where the values are (NULLs sort first): a row with a value whenever one has one.
  const sampleOf = db.prepare('SELECT value, detail FROM ratings WHERE rater = ? AND parameters = ? ORDER BY value DESC LIMIT 1');
  const own = kinds.flatMap((kind): RatingColumn[] => {
    // A rater with one parameter set needs none named; with several, each set is its own column.
    const several = (setsOf.get(kind.rater) ?? 0) > 1;
    const base: RatingKey = several ? { rater: kind.rater, parameters: kind.parameters } : { rater: kind.rater };
    const setWords = several ? describeParameters(kind.parameters) : '';
    const sample = sampleOf.get(kind.rater, kind.parameters) as { value: number | null; detail: string } | undefined;
    if (!sample || sample.value !== null) {
      const words = ratingColumnName(kind.rater);
      return [
        {
          ...base,
          key: makeColumnKey(base),
          title: words.short + setWords,
          name: words.name + setWords,
          description: words.description,
          count: kind.count,
        },
      ];
    }
    const fields = columnFieldsOf(kind.rater, sample.detail);
    // A rater whose main value is not among its numbers (the SAT colour) shows them all, as one without a main value does.
    const main = fields.find((field) => field === mainFieldOf(kind.rater));
    return fields.map((field) => {
      const key: RatingKey = { ...base, path: `$.${field}` };
      const words = ratingColumnName(kind.rater, field);
      const secondary = main !== undefined && field !== main;
      return {
        ...key,
        key: makeColumnKey(key),
        title: words.short + setWords,
        name: words.name + setWords,
        description: words.description,
        count: kind.count,
        ...(secondary ? { secondary } : {}),
      };
    });
  });
  const external = db
    .prepare(
      `SELECT e.name, group_concat(DISTINCT s.name) AS sources, count(*) AS count
       FROM external_ratings e JOIN sources s ON s.id = e.source_id WHERE e.value IS NOT NULL GROUP BY e.name ORDER BY e.name`,
    )
    .all() as { name: string; sources: string; count: number }[];
  const published = external.map((row): RatingColumn => ({
    rater: row.name,
    external: true,
    key: makeColumnKey({ rater: row.name, external: true }),
    title: row.name,
    name: row.name,
    description: `${row.name} as published by ${row.sources.split(',').join(', ')}`,
    count: row.count,
  }));
  return [...published, ...own.filter((column) => !column.secondary), ...own.filter((column) => column.secondary)];
}

function readOrigins(db: LibraryReader, ids: readonly number[]): Map<number, PuzzleOrigin[]> {
  const rows = db
    .prepare(
      `SELECT pr.puzzle_id AS id, s.name AS source, l.name AS level
       FROM provenance pr JOIN sources s ON s.id = pr.source_id LEFT JOIN levels l ON l.id = pr.level_id
       WHERE pr.puzzle_id IN (SELECT value FROM json_each(?)) ORDER BY pr.puzzle_id, pr.id`,
    )
    .all(JSON.stringify(ids)) as { id: number; source: string; level: string | null }[];
  const origins = new Map<number, PuzzleOrigin[]>();
  for (const row of rows) {
    const list = origins.get(row.id) ?? [];
    list.push({ source: row.source, level: row.level });
    origins.set(row.id, list);
  }
  return origins;
}

export interface LibraryApiOptions {
  readonly db: LibraryWriter;
  /** The library's file (':memory:' in some tests), as libraryInfo reports it. */
  readonly path: string;
  /** Called after anything changed the library (an import). */
  readonly onChange?: () => void;
  /** Where a running file import's progress goes (a few times a second). */
  readonly onImportProgress?: (progress: ImportProgressView) => void;
  /** The web host's uploads, which `importFile({upload})` imports; without it uploads are refused. */
  readonly uploads?: UploadStore;
  /** Whether `importFile({path})` may read a path on this machine (the desktop app: the window hands over the file a person chose). */
  readonly importByPath?: boolean;
}

/** Least time between two readings of the rating columns while a job writes ratings. */
const COLUMNS_REFRESH_MS = 2_000;

/** Least time between two progress events of one import. */
const PROGRESS_EVENT_MS = 150;

/** Rejected records a UI import reports by line (the rest are counted). */
const MAX_REPORTED_PROBLEMS = 10_000;

function makeReport(summary: ImportSummary): ImportReport {
  const { records, added, duplicates, isomorphs, rejected, problems, problemsOmitted, mergedOmitted, originsAdded } = summary;
  return {
    records,
    added,
    duplicates,
    isomorphs,
    rejected,
    problems,
    problemsOmitted,
    merged: summary.merged.map((merge) => ({ line: merge.line, text: describeImportMerge(merge) })),
    mergedOmitted,
    originsAdded,
  };
}

/** Column roles as the API takes them (already checked by its input parser). */
function columnRolesOption(columns: readonly string[] | undefined): Pick<ImportOptions, 'columnRoles'> {
  if (columns === undefined) return {};
  const roles = readColumnRoles(columns.join(','));
  if (!roles.ok) throw new Error(roles.error.message);
  return { columnRoles: roles.value };
}

export class LibraryApi {
  readonly #db: LibraryWriter;
  readonly #path: string;
  readonly #onChange: () => void;
  readonly #options: LibraryApiOptions;
  /** File imports running now, by ticket: aborting one cancels it. */
  readonly #running = new Map<string, AbortController>();
  /** Rating columns change only when ratings are written; read once per change. */
  #columns: RatingColumn[] | undefined;
  /** When #columns were read, and whether ratings were written since (see noteRatingsWritten). */
  #columnsReadAt = 0;
  #columnsStale = false;

  constructor(options: LibraryApiOptions) {
    this.#db = options.db;
    this.#path = options.path;
    this.#onChange = options.onChange ?? (() => {});
    this.#options = options;
  }

  /** Forget what was read from the library (call when ratings or puzzles were written elsewhere). */
  invalidate(): void {
    this.#columns = undefined;
  }

  /**
   * A job's batch of ratings was written: the columns (their counts, a new rater) are read again,
   * but at most every {@link COLUMNS_REFRESH_MS}, as reading them walks every rating.
   */
  noteRatingsWritten(): void {
    this.#columnsStale = true;
  }

  columns(): RatingColumn[] {
    const due = this.#columnsStale && performance.now() - this.#columnsReadAt >= COLUMNS_REFRESH_MS;
    if (this.#columns === undefined || due) {
      this.#columns = readRatingColumns(this.#db);
      this.#columnsReadAt = performance.now();
      this.#columnsStale = false;
    }
    return this.#columns;
  }

  info(): LibraryInfo {
    return {
      path: this.#path,
      puzzles: readPuzzleCount(this.#db),
      tags: readTags(this.#db),
      collections: readCollections(this.#db).map(({ name, size }) => ({ name, size })),
      columns: this.columns(),
      raters: [
        ...RATERS.map((rater) => ({ id: rater.id, ...nameAndDescription(raterName(rater.id)), usesOptions: [...rater.usesOptions] })),
        // The library's own custom sets, which rate jobs accept as `custom:<name>`.
        ...readCustomSets(this.#db).map((saved) => customRaterSummary(saved.set)),
      ],
    };
  }

  sources(): SourceSummary[] {
    return readSources(this.#db);
  }

  listPuzzles(input: ListPuzzlesInput): PuzzleListing {
    const filter = makeLibraryFilter(input.filter);
    const page = input.page ?? {};
    const sort: SortKey = page.sort === undefined ? 'id' : typeof page.sort === 'string' ? page.sort : { ...page.sort };
    const offset = page.offset ?? 0;
    const limit = page.limit ?? 50;
    // The rows' origins are read below, each with its source and level apart.
    const listed = readPuzzlePage(this.#db, filter, {
      sort,
      offset,
      limit,
      withoutOrigins: true,
      ...(page.descending ? { descending: true } : {}),
    });
    const total = readPuzzlePageTotal(this.#db, filter, { sort });
    const ids = listed.rows.map((row) => row.id);
    const columns = this.columns();
    const values = columns.map((column) => readRatingValues(this.#db, ids, column));
    const origins = readOrigins(this.#db, ids);
    const rows = listed.rows.map((row): PuzzleRow => {
      const ratings: Record<string, number | null> = {};
      columns.forEach((column, index) => (ratings[column.key] = values[index]!.get(row.id) ?? null));
      return { id: row.id, givens: row.givens, clueCount: row.clueCount, origins: origins.get(row.id) ?? [], ratings };
    });
    return { total, offset, rows, columns };
  }

  detail(id: number): PuzzleDetailView | null {
    const detail = readPuzzleDetail(this.#db, id);
    if (!detail) return null;
    // In the raters' order, as the Rate panel lists them (the sort keeps each rater's parameter sets in order).
    const ratings = [...detail.ratings].sort((a, b) => raterOrder(a.rater) - raterOrder(b.rater));
    return { ...detail, ratings: ratings.map(({ puzzleId: _id, ...rating }) => rating) };
  }

  /**
   * Imports pasted text through the library's file import (the same parsing, checks and
   * duplicate detection) by writing it to a temporary file first.
   */
  async importText(input: ImportTextInput): Promise<ImportReport> {
    const dir = mkdtempSync(path.join(tmpdir(), 'patti-import-'));
    const file = path.join(dir, 'pasted.txt');
    try {
      writeFileSync(file, input.text, 'utf8');
      return await this.#importFile(file, {
        format: input.format ?? 'lines',
        source: input.source,
        ...(input.level !== undefined ? { level: input.level } : {}),
        ...columnRolesOption(input.columns),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /**
   * Imports a whole file: a finished upload (deleted afterwards, whatever the outcome) or, where
   * allowed, a path. Its progress is published under the input's ticket, and `cancelImport`
   * with that ticket stops it before anything is published.
   */
  async importFile(input: ImportFileInput): Promise<ImportReport> {
    if (this.#running.has(input.ticket)) throw new Error(`an import with ticket '${input.ticket}' is already running`);
    const controller = new AbortController();
    // Registered before any await, so a cancel that arrives while the file is looked up still counts.
    this.#running.set(input.ticket, controller);
    let upload: TakenUpload | undefined;
    try {
      let file: string;
      let name: string;
      if ('upload' in input.file) {
        if (!this.#options.uploads) throw new Error('this app takes files by path, not as uploads');
        upload = await this.#options.uploads.take(input.file.upload);
        file = upload.path;
        name = upload.name;
      } else {
        if (!this.#options.importByPath) throw new Error('the web host imports uploaded files only, not paths on its machine');
        file = input.file.path;
        name = path.basename(file);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) throw new Error(`${file} is not a file that can be read`);
      }
      const totalBytes = upload?.size ?? (await stat(file)).size;
      let lastEvent = 0;
      const ticket = input.ticket;
      return await this.#importFile(file, {
        format: input.format ?? detectImportFormat(name),
        source: input.source,
        ...(input.level !== undefined ? { level: input.level } : {}),
        ...columnRolesOption(input.columns),
        signal: controller.signal,
        onSlice: ({ records, bytesRead }) => {
          const now = performance.now();
          if (now - lastEvent < PROGRESS_EVENT_MS) return;
          lastEvent = now;
          this.#options.onImportProgress?.({ ticket, records, bytesRead: Math.min(bytesRead, totalBytes), totalBytes });
        },
      }).catch((error: unknown) => {
        // An upload's file has a made-up name: tell the person the name they know.
        throw error instanceof ImportCancelledError ? new ImportCancelledError(name) : error;
      });
    } finally {
      this.#running.delete(input.ticket);
      await upload?.release();
    }
  }

  /** Cancels a running file import; false when none runs under that ticket. */
  cancelImport(ticket: string): boolean {
    const controller = this.#running.get(ticket);
    controller?.abort();
    return controller !== undefined;
  }

  /**
   * The import writes through this process's connection, in short transactions between which
   * a rate job's batches and the API's reads go on; its publish waits for a busy library
   * asynchronously (writeWithRetry).
   */
  async #importFile(file: string, options: ImportOptions): Promise<ImportReport> {
    try {
      return makeReport(await importPuzzleFile(this.#db, file, { maxProblems: MAX_REPORTED_PROBLEMS, ...options }));
    } catch (error) {
      // A misread file is a report too: the person needs its first problems to fix the roles.
      if (!(error instanceof ImportMisreadError)) throw error;
      const { problems } = error;
      return {
        records: problems.length,
        added: 0,
        duplicates: 0,
        isomorphs: 0,
        rejected: problems.length,
        problems,
        problemsOmitted: 0,
        merged: [],
        mergedOmitted: 0,
        originsAdded: [],
        stopped: error.message,
      };
    } finally {
      this.invalidate();
      this.#onChange();
    }
  }
}
