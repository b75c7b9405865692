/**
 * The Generate view's state: the request being written (targets, count, symmetry, minimal,
 * seed, time limit, collection), the job it started with its progress (from the app's job
 * events), and the puzzles it has put in its collection so far.
 *
 * Targets are checked by the generator's own parser in the app (`checkGenerateTargets`), so a
 * malformed one gets the generator's message with the list of valid targets.
 *
 * "Make a book" is the same view in its other mode: a title and sections (a name, a target and
 * how many each), made by one job into one collection; when it ends, Print opens on that
 * collection, its sections laid out as the book's.
 */
import { COMPARE_METRICS, metricFieldOf } from '../../core/compare/index';
import { ratingColumnName } from '../../core/rate/names';
import type { Symmetry } from '../../core/generate/symmetry';
import type { AppApi, AppEvent } from '../../shared/api';
import {
  DEFAULT_GENERATE_BUDGET_S,
  defaultCollectionName,
  MAX_GENERATE_COUNT,
  MAX_GENERATE_TARGETS,
  type GenerateTargetsView,
  type StartedGenerateJob,
  type StartGenerateJobInput,
} from '../../shared/generateTypes';
import type { JobProgressView, JobSummaryView, PuzzleRow, RatingColumn } from '../../shared/libraryTypes';
import { formatCount } from './format';
import { formatDuration } from './rating.svelte';

const GENERATE_KIND = 'generate';
/** Results shown at most; the collection in the Library has them all. */
const MAX_RESULTS_SHOWN = 200;
/** While a job runs, its collection is read again at most this often. */
const RESULTS_REFRESH_MS = 1_000;

/** A section of the book being written, as typed. */
export interface BookRow {
  name: string;
  target: string;
  count: string;
}

/** The sections a new book starts with: the universal scale's three categories. */
const DEFAULT_BOOK_ROWS: readonly BookRow[] = [
  { name: 'Easy', target: 'universal:easy', count: '20' },
  { name: 'Medium', target: 'universal:medium', count: '20' },
  { name: 'Hard', target: 'universal:hard', count: '20' },
];

/** What the view makes: puzzles at a target, or a book of sections. */
export type GenerateMode = 'puzzles' | 'book';

/** A problem with the request, and the field it belongs to. */
export interface RequestProblem {
  readonly field: 'targets' | 'count' | 'seed' | 'budget' | 'collection' | 'sections';
  /** One sentence. */
  readonly message: string;
  /** For a malformed target: the valid targets, each with its meaning. */
  readonly validTargets?: readonly { readonly syntax: string; readonly meaning: string }[];
}

export interface ResultColumn {
  readonly column: RatingColumn;
  readonly title: string;
}

/**
 * The columns that show the targets' raters in the results: each rater's one number as Compare
 * reads it (a rater without one, such as the SAT colour, is left out), the parameter set with
 * the most puzzles where there are several, headed as the Library heads it.
 */
export function resultColumnsOf(raters: readonly string[], columns: readonly RatingColumn[]): ResultColumn[] {
  return raters.flatMap((rater) => {
    const metric = COMPARE_METRICS.find((candidate) => candidate.rater === rater);
    const path = metric && metricFieldOf(metric);
    if (path === undefined) return [];
    const fits = columns.filter(
      (column) => !column.external && column.rater === rater && (column.path === path || column.path === undefined),
    );
    const column = fits.sort((a, b) => b.count - a.count)[0];
    return column ? [{ column, title: ratingColumnName(rater, fieldOfPath(path)).short }] : [];
  });
}

/** `$.mean` → `mean`; a path deeper than one field has none. */
const fieldOfPath = (path: string): string | undefined => /^\$\.(\w+)$/.exec(path)?.[1];

/** The generator's message splits into what is wrong and the list of valid targets it appends. */
const VALID_TARGETS_SEPARATOR = '; valid targets: ';

/** A message as a sentence: the generator's start in lower case. */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A whole number from `min` to `max` typed in a field, or undefined. */
function readWhole(text: string, min: number, max: number): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

export class GenerateState {
  catalogue = $state.raw<GenerateTargetsView | null>(null);
  /** The targets of the request, as the generator writes them. */
  targets = $state<string[]>([]);
  /** A target being typed. */
  draft = $state('');
  count = $state('10');
  symmetry = $state<Symmetry>('rotate180');
  minimal = $state(false);
  /** '' for a random seed. */
  seed = $state('');
  /** Seconds for the whole request. */
  budget = $state(String(DEFAULT_GENERATE_BUDGET_S));
  /** '' for the name derived from the targets. */
  collection = $state('');
  problem = $state.raw<RequestProblem | null>(null);

  mode = $state<GenerateMode>('puzzles');
  /** The book's title: its collection's name and the title Print opens with. */
  bookTitle = $state('');
  bookRows = $state<BookRow[]>(DEFAULT_BOOK_ROWS.map((row) => ({ ...row })));

  starting = $state(false);
  jobId = $state<number | null>(null);
  progress = $state.raw<JobProgressView | null>(null);
  /** What happened last, in a sentence. */
  message = $state<string | null>(null);
  /** Why the last job stopped short (its targets not met in time, a failure). */
  error = $state<string | null>(null);

  /** The collection the last job fills, and the raters whose values its puzzles carry. */
  resultsCollection = $state<string | null>(null);
  resultsRaters = $state.raw<readonly string[]>([]);
  results = $state.raw<readonly PuzzleRow[]>([]);
  resultsTotal = $state(0);
  /** For each rater the targets read, the column of its number (NHC-4's mean, SE's ER …) and its name. */
  resultColumns = $state.raw<readonly ResultColumn[]>([]);

  readonly running = $derived(this.jobId !== null);
  readonly percent = $derived(this.progress && this.progress.total > 0 ? Math.floor((100 * this.progress.done) / this.progress.total) : 0);
  readonly collectionPlaceholder = $derived(this.targets.length > 0 ? defaultCollectionName(this.targets) : 'named after the targets');
  readonly canStart = $derived(!this.starting && !this.running && (this.targets.length > 0 || this.draft.trim() !== ''));
  readonly canMakeBook = $derived(!this.starting && !this.running && this.bookRows.length > 0);
  /** How many puzzles the book asks for, as typed (rows with no number count none). */
  readonly bookCount = $derived(this.bookRows.reduce((sum, row) => sum + (readWhole(row.count, 0, MAX_GENERATE_COUNT) ?? 0), 0));

  readonly #api: AppApi;
  readonly #openPrint: ((collection: string, title: string, note: string | null) => void) | undefined;
  /** The book job running, with its title: Print opens on its collection when it ends. */
  #book: { jobId: number; title: string } | null = null;
  /** Jobs whose end was already announced (a small job can finish before its start call answers). */
  readonly #ended = new Map<number, JobSummaryView>();
  #resultsAt = -Infinity;
  /** Reads of the collection asked for so far: an answer older than one already shown is dropped. */
  #resultsAsked = 0;
  #resultsShown = 0;
  #resultsTimer: ReturnType<typeof setTimeout> | undefined;

  /** `openPrint` opens Print on a book's collection when its job ends. */
  constructor(api: AppApi, openPrint?: (collection: string, title: string, note: string | null) => void) {
    this.#api = api;
    this.#openPrint = openPrint;
  }

  addBookRow(): void {
    this.bookRows.push({
      name: `Section ${this.bookRows.length + 1}`,
      target: this.bookRows.at(-1)?.target ?? 'universal:easy',
      count: '10',
    });
  }

  removeBookRow(index: number): void {
    this.bookRows.splice(index, 1);
    if (this.problem?.field === 'sections') this.problem = null;
  }

  /** The book as the API takes it, or the first thing wrong with the form (names and targets are checked by the app). */
  #bookRequest(): StartGenerateJobInput | RequestProblem {
    const sections = [];
    for (const [index, row] of this.bookRows.entries()) {
      const count = readWhole(row.count, 0, MAX_GENERATE_COUNT);
      const name = row.name.trim() === '' ? `Section ${index + 1}` : `Section “${row.name.trim()}”`;
      if (count === undefined)
        return {
          field: 'sections',
          message: `${name}: the number of puzzles must be a whole number from 1 to ${MAX_GENERATE_COUNT.toLocaleString('en-US')}.`,
        };
      sections.push({ name: row.name, target: row.target.trim(), count });
    }
    const common = this.#request(true);
    if ('field' in common) return common;
    const title = this.bookTitle.trim();
    const { symmetry, minimal, budgetS, seed } = common;
    return { symmetry, minimal, budgetS, ...(seed !== undefined ? { seed } : {}), sections, ...(title !== '' ? { title } : {}) };
  }

  /** Starts the book: one job makes its sections into one collection. */
  async makeBook(): Promise<void> {
    if (!this.canMakeBook) return;
    this.starting = true;
    try {
      const request = this.#bookRequest();
      if ('field' in request) {
        this.problem = request;
        return;
      }
      const answer = await this.#send(request, (refused) => ({
        field: refused.problem === 'collection' ? 'collection' : 'sections',
        message: refused.message,
      }));
      if (!answer) return;
      this.#book = { jobId: answer.jobId, title: request.title ?? '' };
      this.#showJob(answer);
    } finally {
      this.starting = false;
    }
  }

  /** The chooser's targets again: the library's custom sets may have changed. */
  async loadCatalogue(): Promise<void> {
    const catalogue = await this.#api.generateTargets();
    if (catalogue.ok) this.catalogue = catalogue.value;
  }

  /** The valid targets for the chooser, and a generate job already running (started before this page opened). */
  async load(): Promise<void> {
    const [catalogue, jobs] = await Promise.all([this.#api.generateTargets(), this.#api.listJobs()]);
    if (catalogue.ok) this.catalogue = catalogue.value;
    const running = jobs.ok ? jobs.value.find((job) => job.running && job.kind === GENERATE_KIND) : undefined;
    if (!running || this.jobId !== null) return;
    this.jobId = running.id;
    this.resultsCollection = running.collection;
    this.resultsRaters = running.raters;
    this.progress = {
      jobId: running.id,
      kind: running.kind,
      total: running.total,
      done: running.done,
      failed: 0,
      perSecond: 0,
      etaSeconds: null,
      elapsedMs: 0,
    };
    void this.refreshResults();
  }

  /** Opens the view, with the targets a link names (checked like typed ones). */
  async open(targets: readonly string[]): Promise<void> {
    if (targets.length === 0) return;
    await this.#addTargets(targets);
  }

  /** Adds the typed target (checked by the generator's parser); true when the draft was good. */
  async addDraft(): Promise<boolean> {
    const text = this.draft.trim();
    if (text === '') return true;
    const added = await this.#addTargets([text]);
    if (added) this.draft = '';
    return added;
  }

  /** Adds a target chosen from the list of valid ones. */
  async pick(text: string): Promise<void> {
    await this.#addTargets([text]);
  }

  remove(target: string): void {
    this.targets = this.targets.filter((kept) => kept !== target);
    if (this.problem?.field === 'targets') this.problem = null;
  }

  async #addTargets(texts: readonly string[]): Promise<boolean> {
    const reply = await this.#api.checkGenerateTargets(texts);
    if (!reply.ok) {
      this.problem = { field: 'targets', message: reply.error.message };
      return false;
    }
    if (!reply.value.ok) {
      this.problem = this.#targetProblem(reply.value.message);
      return false;
    }
    const targets = [...new Set([...this.targets, ...reply.value.targets])];
    if (targets.length > MAX_GENERATE_TARGETS) {
      this.problem = { field: 'targets', message: `A request takes at most ${MAX_GENERATE_TARGETS} targets.` };
      return false;
    }
    this.targets = targets;
    if (this.problem?.field === 'targets') this.problem = null;
    return true;
  }

  /** The generator's message for a malformed target: what is wrong, then the valid targets with their meanings. */
  #targetProblem(message: string): RequestProblem {
    const at = message.indexOf(VALID_TARGETS_SEPARATOR);
    if (at < 0 || !this.catalogue) return { field: 'targets', message };
    const syntaxes = message.slice(at + VALID_TARGETS_SEPARATOR.length).split(', ');
    const meaningOf = new Map(this.catalogue.forms.map((form) => [form.syntax, form.meaning]));
    return {
      field: 'targets',
      message: `${message.slice(0, at)}.`,
      validTargets: syntaxes.map((syntax) => ({ syntax, meaning: meaningOf.get(syntax) ?? '' })),
    };
  }

  /** The request as the API takes it, or the first thing wrong with the form; for a book only what it shares (seed, time, symmetry, collection). */
  #request(book = false): StartGenerateJobInput | RequestProblem {
    if (this.targets.length === 0 && !book)
      return { field: 'targets', message: 'Add at least one target: type one (e.g. universal:easy) or choose one from the list.' };
    const count = book ? 1 : readWhole(this.count, 1, MAX_GENERATE_COUNT);
    if (count === undefined)
      return {
        field: 'count',
        message: `The number of puzzles must be a whole number from 1 to ${MAX_GENERATE_COUNT.toLocaleString('en-US')}.`,
      };
    const seed = this.seed.trim() === '' ? undefined : readWhole(this.seed, 0, 2 ** 32 - 1);
    if (this.seed.trim() !== '' && seed === undefined)
      return { field: 'seed', message: `The seed must be a whole number from 0 to ${2 ** 32 - 1}, or empty for a random one.` };
    const budgetS = readWhole(this.budget, 1, 7 * 86_400);
    if (budgetS === undefined) return { field: 'budget', message: 'The time limit must be a whole number of seconds, at least 1.' };
    const collection = book ? '' : this.collection.trim();
    return {
      targets: this.targets,
      count,
      symmetry: this.symmetry,
      minimal: this.minimal,
      budgetS,
      ...(seed !== undefined ? { seed } : {}),
      ...(collection !== '' ? { collection } : {}),
    };
  }

  async start(): Promise<void> {
    if (!this.canStart) return;
    this.starting = true;
    try {
      if (!(await this.addDraft())) return;
      const request = this.#request();
      if ('field' in request) {
        this.problem = request;
        return;
      }
      const answer = await this.#send(request, (refused) =>
        refused.problem === 'targets' ? this.#targetProblem(refused.message) : { field: 'collection', message: refused.message },
      );
      if (answer) this.#showJob(answer);
    } finally {
      this.starting = false;
    }
  }

  /** Sends a checked request: the job the app started, or null once the problem or error is shown. */
  async #send(
    request: StartGenerateJobInput,
    problemOf: (refused: Extract<StartedGenerateJob, { jobId: null }>) => RequestProblem,
  ): Promise<Extract<StartedGenerateJob, { jobId: number }> | null> {
    this.problem = null;
    this.error = null;
    const reply = await this.#api.startGenerateJob(request);
    if (!reply.ok) {
      this.error = reply.error.message;
      return null;
    }
    if (reply.value.jobId === null) {
      this.problem = problemOf(reply.value);
      return null;
    }
    return reply.value;
  }

  /** Follows a job just started (or already ended, for a small one). */
  #showJob(answer: Extract<StartedGenerateJob, { jobId: number }>): void {
    this.message = answer.message;
    this.resultsCollection = answer.collection;
    this.resultsRaters = answer.raters;
    this.results = [];
    this.resultsTotal = 0;
    const ended = this.#ended.get(answer.jobId);
    if (ended) this.#finish(ended);
    else {
      this.jobId = answer.jobId;
      this.progress = null;
    }
  }

  async cancel(): Promise<void> {
    if (this.jobId === null) return;
    const reply = await this.#api.cancelJob(this.jobId);
    if (!reply.ok) this.error = reply.error.message;
  }

  /** Follows the events of the generate job this view shows. */
  handle(event: AppEvent): void {
    if (event.topic === 'job.finished' && event.summary.kind === GENERATE_KIND) {
      this.#ended.set(event.summary.jobId, event.summary);
      if (event.summary.jobId === this.jobId) this.#finish(event.summary);
    } else if (event.topic === 'job.progress' && event.progress.kind === GENERATE_KIND && event.progress.jobId === this.jobId) {
      this.progress = event.progress;
      this.#refreshSoon();
    } else if (event.topic === 'job.error' && event.kind === GENERATE_KIND && event.jobId === this.jobId) {
      this.error = event.message;
      this.jobId = null;
      this.progress = null;
    }
  }

  #finish(summary: JobSummaryView): void {
    const made = `${formatCount(summary.done)} of ${formatCount(summary.total)} ${summary.total === 1 ? 'puzzle' : 'puzzles'}`;
    const kept = this.resultsCollection === null || summary.done === 0 ? '' : ` in “${this.resultsCollection}”`;
    if (summary.status === 'done') this.message = `Made ${made}${kept} in ${formatDuration(summary.elapsedMs / 1000)}.`;
    else if (summary.status === 'cancelled') this.message = `Cancelled: ${made} made${kept ? `, kept${kept}` : ''}.`;
    else this.message = summary.done > 0 ? `The ${formatCount(summary.done)} made are kept${kept}.` : null;
    this.error = summary.status === 'failed' ? sentence(summary.error ?? `Job ${summary.jobId} failed.`) : null;
    // A job that made nothing leaves no collection behind.
    if (summary.done === 0) this.resultsCollection = null;
    const book = this.#book?.jobId === summary.jobId ? this.#book : null;
    if (book) {
      this.#book = null;
      // A book opens in Print, its sections laid out, once its puzzles are made (or as many as could be).
      if (summary.done > 0 && summary.status !== 'cancelled' && this.resultsCollection !== null)
        this.#openPrint?.(this.resultsCollection, book.title, this.error);
    }
    this.jobId = null;
    this.progress = null;
    void this.refreshResults();
  }

  /** Reads the collection again soon: at most every {@link RESULTS_REFRESH_MS} while puzzles arrive. */
  #refreshSoon(): void {
    if (this.#resultsTimer !== undefined) return;
    const wait = Math.max(0, this.#resultsAt + RESULTS_REFRESH_MS - performance.now());
    this.#resultsTimer = setTimeout(() => {
      this.#resultsTimer = undefined;
      void this.refreshResults();
    }, wait);
  }

  /** The puzzles in the job's collection so far, in the order made, with the targets' rating columns. */
  async refreshResults(): Promise<void> {
    const collection = this.resultsCollection;
    if (collection === null) return;
    this.#resultsAt = performance.now();
    const asked = ++this.#resultsAsked;
    const reply = await this.#api.listPuzzles({ filter: { collection }, page: { limit: MAX_RESULTS_SHOWN } });
    if (!reply.ok || collection !== this.resultsCollection || asked < this.#resultsShown) return;
    this.#resultsShown = asked;
    this.results = reply.value.rows;
    this.resultsTotal = reply.value.total;
    this.resultColumns = resultColumnsOf(this.resultsRaters, reply.value.columns);
  }
}
