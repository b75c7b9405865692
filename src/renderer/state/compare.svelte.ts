/**
 * The Compare view's state: the selection (sources, tag, collection), the metric and the scale,
 * the statistics the app computed for them, the Spearman intervals (slower, asked after), the
 * scatter's second metric, the puzzles listed from a crosstab cell or a chart, and the rate jobs
 * started from here to fill missing ratings. Every change asks again; answers that arrive after a
 * newer question are dropped, and ratings landing (a job's batches, a finished job, any library
 * change) refresh what is shown.
 */
import { COMPARE_METRICS, PAPER_SCALE, selectPuzzleIds, type CompareMetricId, type CompareScale, type CompareTable, type Refit, type RefitMethod, type SpearmanIntervals } from '../../core/compare/index';
import type { UniversalCategory } from '../../core/rate/universal';
import type { AppApi, AppEvent } from '../../shared/api';
import type { CompareSelection, CompareStatisticsView, ScaleChoice, ScaleList } from '../../shared/compareTypes';
import { listPuzzles, type ListedPuzzle } from './comparePuzzles';
import { myTurn } from './frameTurns';
import { raterHeatmap, type RaterHeatmap } from './raterHeatmap';
import { defaultSecondMetric, scatterSeries, type ScatterSeries } from './scatterPoints';

/** A crosstab cell: one level of one source, one universal category. */
export interface CompareCell {
  readonly source: string;
  readonly level: string;
  readonly category: UniversalCategory;
}

/** Progress of a rate job started from the view. */
export interface CompareJob {
  readonly id: number;
  readonly rater: string;
  done: number;
  total: number;
}

/** Puzzles picked on a chart (a box, its outliers, points of the scatter), with what they are. */
export interface ChartPick {
  readonly title: string;
  readonly ids: readonly number[];
}

/** The most puzzles a list shows (the rest are counted). */
export const LIST_LIMIT = 200;

/** While a job's batches land, the statistics are asked again at most this often. */
export const PROGRESS_REFRESH_MS = 1500;

export class CompareState {
  sources = $state.raw<readonly string[]>([]);
  tag = $state('');
  collection = $state('');
  metric = $state<CompareMetricId>('nhc4');
  /** The scale in use: `paper`, a saved one by name, or a refit not saved yet. */
  scale = $state.raw<CompareScale>(PAPER_SCALE);
  scales = $state.raw<readonly CompareScale[]>([PAPER_SCALE]);
  scalesProblem = $state<string | null>(null);
  /** The name of the scale the library's universal column follows. */
  scaleInUse = $state(PAPER_SCALE.name);
  /** The last refit, with its agreement when it agreed with a source. */
  refit = $state.raw<Refit | null>(null);

  statistics = $state.raw<CompareStatisticsView | null>(null);
  table = $state.raw<CompareTable | null>(null);
  intervals = $state.raw<SpearmanIntervals | null>(null);
  loading = $state(false);
  error = $state<string | null>(null);
  /** Selection problems from the rows (an unknown source, an empty tag). */
  selectionProblems = $state.raw<readonly string[]>([]);

  cell = $state.raw<CompareCell | null>(null);
  chartPick = $state.raw<ChartPick | null>(null);
  /** The scatter's y metric as chosen; null: the best-rated other metric. */
  secondMetric = $state<CompareMetricId | null>(null);
  /** Logarithmic value axes on the box plot and the scatter (skewed metrics such as NHC). */
  logScale = $state(false);
  jobs = $state<CompareJob[]>([]);
  message = $state<string | null>(null);

  readonly selection = $derived<CompareSelection>({
    sources: this.sources,
    ...(this.tag !== '' ? { tag: this.tag } : {}),
    ...(this.collection !== '' ? { collection: this.collection } : {}),
  });

  /** The puzzles of the chosen crosstab cell, in row order. */
  readonly cellIds = $derived.by<number[]>(() => {
    const cell = this.cell;
    const table = this.table;
    const scale = this.statistics?.comparison.scale;
    if (!cell || !table || !scale) return [];
    return selectPuzzleIds(table, { source: cell.source, level: cell.level, category: cell.category, scale });
  });

  /** The scatter's y metric: the chosen one, else the other metric with the most ratings. */
  readonly scatterY = $derived.by<CompareMetricId | null>(() => {
    if (this.secondMetric !== null && this.secondMetric !== this.metric) return this.secondMetric;
    return this.table ? defaultSecondMetric(this.table, this.metric) : null;
  });

  readonly scatter = $derived.by<ScatterSeries[]>(() => (this.table && this.scatterY ? scatterSeries(this.table, this.metric, this.scatterY) : []));

  readonly heatmap = $derived.by<RaterHeatmap | null>(() => (this.statistics ? raterHeatmap(this.statistics.comparison.matrix) : null));

  /** The listed puzzles (a crosstab cell's or a chart pick's), hardest first on the metric. */
  readonly listed = $derived.by<{ title: string; count: number; puzzles: ListedPuzzle[] } | null>(() => {
    const table = this.table;
    if (!table) return null;
    const cell = this.cell;
    const pick = cell ? { title: `${cell.level}, ${cell.category}`, ids: this.cellIds } : this.chartPick;
    if (!pick) return null;
    return { title: pick.title, count: new Set(pick.ids).size, puzzles: listPuzzles(table, pick.ids, this.metric, LIST_LIMIT) };
  });

  readonly #api: AppApi;
  readonly #now: () => number;
  #question = 0;
  #pending = false;
  #refreshedAt = -Infinity;
  /** The selection (as JSON) the rows in `table` are of, and the ratings' version when asked. */
  #rowsOf: { selection: string; version: number } | null = null;
  /** Counts the events that may have changed ratings: rows asked before one are stale. */
  #ratingsVersion = 0;

  /** `now` is the clock that spaces refreshes while a job's batches land. */
  constructor(api: AppApi, now: () => number = () => Date.now()) {
    this.#api = api;
    this.#now = now;
  }

  /** Lists a crosstab cell's puzzles (replacing a chart's list). */
  pickCell(cell: CompareCell): void {
    this.chartPick = null;
    this.cell = cell;
  }

  /** Lists puzzles picked on a chart (replacing a crosstab cell's list). */
  pickPuzzles(title: string, ids: readonly number[]): void {
    this.cell = null;
    this.chartPick = { title, ids };
  }

  clearPick(): void {
    this.cell = null;
    this.chartPick = null;
  }

  setSecondMetric(metric: CompareMetricId): void {
    this.secondMetric = metric;
  }

  /** Opens the sources a link names (the address is the selection's source of truth). */
  open(sources: readonly string[]): void {
    if (sameList(sources, this.sources) && this.statistics) return;
    this.sources = sources;
    this.clearPick();
    void this.refresh();
  }

  async loadScales(): Promise<void> {
    const reply = await this.#api.listScales();
    if (!reply.ok) {
      this.scalesProblem = reply.error.message;
      return;
    }
    this.#takeScales(reply.value);
  }

  #takeScales(list: ScaleList): void {
    this.scales = list.scales;
    this.scalesProblem = list.problem;
    this.scaleInUse = list.inUse;
  }

  /** Makes the chosen scale (the paper's or a saved one) the one the library's universal column follows. */
  async useInLibrary(): Promise<void> {
    const name = this.scale.name;
    const reply = await this.#api.useScale(name);
    if (!reply.ok) {
      this.error = reply.error.message;
      return;
    }
    this.#takeScales(reply.value);
    this.message = `The library's Universal column now follows “${name}”.`;
  }

  setMetric(metric: CompareMetricId): void {
    this.metric = metric;
    void this.refresh();
  }

  setNarrowing(field: 'tag' | 'collection', value: string): void {
    this[field] = value;
    this.clearPick();
    void this.refresh();
  }

  chooseScale(scale: CompareScale): void {
    this.scale = scale;
    void this.refresh();
  }

  /**
   * Asks for the statistics, then the rows, then the intervals; a newer question drops older
   * answers. The charts are drawn from the statistics alone, so they are shown before the rows
   * (the bigger reply) land. The rows depend only on the selection and the ratings: a new metric
   * or scale keeps them, a new selection or a library change asks again.
   */
  async refresh(): Promise<void> {
    if (this.sources.length === 0) {
      this.statistics = null;
      this.table = null;
      this.#rowsOf = null;
      this.intervals = null;
      this.error = null;
      return;
    }
    if (this.loading) {
      // Ratings can land faster than the statistics are computed: one more pass after this one.
      this.#pending = true;
      return;
    }
    const question = ++this.#question;
    this.loading = true;
    this.#refreshedAt = this.#now();
    try {
      const selection = this.selection;
      const rowsOf = { selection: JSON.stringify(selection), version: this.#ratingsVersion };
      const scale: ScaleChoice = this.scale.name === PAPER_SCALE.name ? 'paper' : { name: this.scale.name, metric: this.scale.metric, cutPoints: this.scale.cutPoints };
      const askedStatistics = this.#api.compareStatistics({ selection, metric: this.metric, scale });
      const askedRows = this.#rowsOf?.selection === rowsOf.selection && this.#rowsOf.version === rowsOf.version ? null : this.#api.compareRows(selection);
      // Answered only after the statistics, or dropped: a failure must not go unhandled meanwhile.
      askedRows?.catch(() => undefined);
      const statistics = await askedStatistics;
      if (question !== this.#question) return;
      if (!statistics.ok) {
        this.error = statistics.error.message;
        return;
      }
      this.error = null;
      // Rows of another selection must not stand beside these statistics while the new ones come.
      if (askedRows && this.#rowsOf?.selection !== rowsOf.selection) {
        this.table = null;
        this.#rowsOf = null;
      }
      this.statistics = statistics.value;
      if (askedRows) {
        const rows = await askedRows;
        // The charts of these statistics are drawn first, each in a frame of its own; the rows' work
        // (the scatter, the lists) comes in a task after them.
        await myTurn();
        if (question !== this.#question) return;
        this.table = rows.ok ? rows.value.table : null;
        this.selectionProblems = rows.ok ? rows.value.problems.map((problem) => problem.message) : [rows.error.message];
        this.#rowsOf = rows.ok ? rowsOf : null;
      }
      const intervals = await this.#api.compareIntervals({ selection });
      if (question === this.#question) this.intervals = intervals.ok ? intervals.value : null;
    } finally {
      this.loading = false;
      if (this.#pending) {
        this.#pending = false;
        void this.refresh();
      }
    }
  }

  /** Starts the rater's job over each chosen source (narrowed as the view is). */
  async rate(rater: string, runs?: number): Promise<void> {
    this.message = null;
    for (const source of this.sources) {
      const reply = await this.#api.startRateJob({ filter: { source, ...(this.tag ? { tag: this.tag } : {}), ...(this.collection ? { collection: this.collection } : {}) }, raters: [rater], ...(runs ? { runs } : {}) });
      if (!reply.ok) {
        this.error = reply.error.message;
        return;
      }
      this.message = reply.value.message;
      const jobId = reply.value.jobId;
      // A job with the same spec is resumed under its old id: followed once.
      if (jobId !== null && !this.jobs.some((job) => job.id === jobId)) this.jobs = [...this.jobs, { id: jobId, rater, done: 0, total: 0 }];
    }
  }

  async cancel(jobId: number): Promise<void> {
    const reply = await this.#api.cancelJob(jobId);
    if (!reply.ok) this.error = reply.error.message;
  }

  async refitScale(method: RefitMethod): Promise<void> {
    const reply = await this.#api.refitScale({ selection: this.selection, metric: this.metric, method });
    if (!reply.ok) {
      this.error = reply.error.message;
      return;
    }
    if (!('scale' in reply.value)) {
      this.error = reply.value.message;
      return;
    }
    this.error = null;
    this.refit = reply.value;
    this.chooseScale(reply.value.scale);
  }

  async saveScale(name: string): Promise<void> {
    const trimmed = name.trim();
    if (trimmed === '') {
      this.error = 'Give the scale a name to save it under.';
      return;
    }
    const reply = await this.#api.saveScale({ name: trimmed, metric: this.scale.metric, cutPoints: this.scale.cutPoints });
    if (!reply.ok) {
      this.error = reply.error.message;
      return;
    }
    this.#takeScales(reply.value);
    const saved = reply.value.scales.find((scale) => scale.name === trimmed);
    if (saved) this.chooseScale(saved);
  }

  /** Deletes a saved scale; the paper's comes back when the deleted one was in use. */
  async deleteScale(name: string): Promise<void> {
    const reply = await this.#api.deleteScale(name);
    if (!reply.ok) {
      this.error = reply.error.message;
      return;
    }
    this.#takeScales(reply.value);
    this.message = `The scale “${name}” is deleted.`;
    if (this.scale.name === name) this.chooseScale(PAPER_SCALE);
  }

  /**
   * Follows library changes and job progress. Any job's batches write ratings the charts may
   * show, so progress refreshes them too, spaced by PROGRESS_REFRESH_MS: the charts fill in as
   * batches land without asking for statistics on every progress tick.
   */
  handle(event: AppEvent): void {
    if (event.topic === 'library.changed') {
      this.#ratingsVersion++;
      void this.refresh();
    } else if (event.topic === 'job.progress') {
      const job = this.jobs.find((candidate) => candidate.id === event.progress.jobId);
      if (job) {
        job.done = event.progress.done + event.progress.failed;
        job.total = event.progress.total;
      }
      this.#ratingsVersion++;
      if (this.sources.length > 0 && this.#now() - this.#refreshedAt >= PROGRESS_REFRESH_MS) void this.refresh();
    } else if (event.topic === 'job.finished' || event.topic === 'job.error') {
      const id = event.topic === 'job.finished' ? event.summary.jobId : event.jobId;
      if (this.jobs.some((job) => job.id === id)) {
        this.jobs = this.jobs.filter((job) => job.id !== id);
        if (event.topic === 'job.error') this.error = event.message;
        this.#ratingsVersion++;
        void this.refresh();
      }
    }
  }
}

/** The metrics in the order the view offers them. */
export const METRIC_CHOICES = COMPARE_METRICS.map((metric) => ({ id: metric.id, name: metric.name, rater: metric.rater }));

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
