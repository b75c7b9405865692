/**
 * The Compare view's state: the selection (sources, tag, collection), the metric and the scale,
 * the statistics the app computed for them, the scatter as drawn, the Spearman intervals (slower,
 * asked after), the puzzles listed from a crosstab cell or a chart and the values of hovered
 * ones, and the rate jobs started from here to fill missing ratings. The selection's rows stay
 * with the app: the page receives only what it draws and lists. Every change asks again;
 * answers that arrive after a newer question are dropped, and ratings landing (a job's batches,
 * a finished job, any library change) refresh what is shown.
 */
import {
  COMPARE_METRICS,
  PAPER_SCALE,
  findCompareMetric,
  type CompareMetricId,
  type CompareScale,
  type DrawnScatter,
  type PuzzleFacts,
  type Refit,
  type RefitMethod,
  type SpearmanIntervals,
} from '../../core/compare/index';
import type { UniversalCategory } from '../../core/rate/universal';
import type { AppApi, AppEvent } from '../../shared/api';
import type { CompareMetricChoice, CompareSelection, CompareStatisticsView, ScaleChoice, ScaleList } from '../../shared/compareTypes';
import { listedPuzzle, type ListedPuzzle } from './comparePuzzles';
import { myTurn, turnsTaken } from '../charts/frameTurns';
import { raterHeatmap, type RaterHeatmap } from '../charts/raterHeatmap';

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
  /** What the app said when it started the job; it goes with the job's progress line. */
  readonly note: string;
  done: number;
  total: number;
}

/** Puzzles picked on a chart (a box, its outliers, points of the scatter), with what they are. */
export interface ChartPick {
  readonly title: string;
  readonly ids: readonly number[];
}

/** The most puzzles a list shows (the rest are counted). */
const LIST_LIMIT = 200;

/** While a job's batches land, the statistics are asked again at most this often. */
export const PROGRESS_REFRESH_MS = 1500;

export class CompareState {
  /** The sources compared: those the address names, else every source with levels. */
  sources = $state.raw<readonly string[]>([]);
  /** The sources the address names (none: the view follows the library's sources with levels). */
  linkedSources = $state.raw<readonly string[]>([]);
  /** The library's sources that have levels, in its order: the view's sources when the address names none. */
  #withLevels: readonly string[] = [];
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
  /** The scatter as drawn: its thinned points, the totals and bounds of all of them. */
  scatter = $state.raw<DrawnScatter | null>(null);
  intervals = $state.raw<SpearmanIntervals | null>(null);
  loading = $state(false);
  error = $state<string | null>(null);

  cell = $state.raw<CompareCell | null>(null);
  chartPick = $state.raw<ChartPick | null>(null);
  /** The picked puzzles as listed (a crosstab cell's or a chart pick's), hardest first on the metric. */
  listed = $state.raw<{ readonly title: string; readonly count: number; readonly puzzles: readonly ListedPuzzle[] } | null>(null);
  /** The values of hovered puzzles by id, asked for as they are hovered (cleared when ratings change). */
  hoverValues = $state.raw<ReadonlyMap<number, PuzzleFacts['values']>>(new Map());
  /** The scatter's y metric as chosen; null: the best-rated other metric. */
  secondMetric = $state<CompareMetricId | null>(null);
  /** Logarithmic value axes on the box plot and the scatter (skewed metrics such as NHC). */
  logScale = $state(false);
  jobs = $state<CompareJob[]>([]);
  message = $state<string | null>(null);
  /**
   * The metrics the view offers over the selection: Patti's own with their rated counts, then
   * the rating columns its sources published (ids `ext:<column>`). Patti's alone until the app
   * answered.
   */
  metricChoices = $state.raw<readonly CompareMetricChoice[]>(PATTI_METRIC_CHOICES);

  readonly selection = $derived<CompareSelection>({
    sources: this.sources,
    ...(this.tag !== '' ? { tag: this.tag } : {}),
    ...(this.collection !== '' ? { collection: this.collection } : {}),
  });

  /** The scatter's y metric: the chosen one, else the other metric with the most ratings. */
  readonly scatterY = $derived<CompareMetricId | null>(this.scatter?.y ?? null);

  /** The raters' heat map; kept (not redrawn) while a new metric or scale leaves the matrix as it was. */
  heatmap = $state.raw<RaterHeatmap | null>(null);

  readonly #api: AppApi;
  readonly #now: () => number;
  #question = 0;
  #scatterQuestion = 0;
  #listQuestion = 0;
  #pending = false;
  #refreshedAt = -Infinity;
  /**
   * The view is on screen. Its statistics, scatter and intervals cost the app's main thread from
   * a tenth of a second to seconds: while another view is shown (a hint asked in Play, a job's
   * progress), they wait, and `#stale` says that the view asks again when it is shown.
   */
  #shown = false;
  #stale = false;
  /** Hovered puzzles whose values were asked for since the last refresh. */
  #hoverAsked = new Set<number>();

  /** `now` is the clock that spaces refreshes while a job's batches land. */
  constructor(api: AppApi, now: () => number = () => Date.now()) {
    this.#api = api;
    this.#now = now;
  }

  /** Lists a crosstab cell's puzzles (replacing a chart's list). */
  pickCell(cell: CompareCell): void {
    this.chartPick = null;
    this.cell = cell;
    this.listed = null;
    void this.#relist();
  }

  /** Lists puzzles picked on a chart (replacing a crosstab cell's list). */
  pickPuzzles(title: string, ids: readonly number[]): void {
    this.cell = null;
    this.chartPick = { title, ids };
    this.listed = null;
    void this.#relist();
  }

  /** Lists the puzzles of a level (a box of the level chart). */
  async pickLevel(title: string, source: string, level: string): Promise<void> {
    const reply = await this.#api.comparePuzzles({ selection: this.selection, source, level });
    if (reply.ok) this.pickPuzzles(title, reply.value);
    else this.error = reply.error.message;
  }

  /** Lists the puzzles near a spot of the scatter (among all its points, drawn or not). */
  async pickNear(at: { readonly x: number; readonly y: number }, radius: { readonly x: number; readonly y: number }): Promise<void> {
    const scatter = this.scatter;
    if (!scatter?.y) return;
    const reply = await this.#api.compareNear({ selection: this.selection, x: scatter.x, y: scatter.y, at, radius });
    if (!reply.ok) {
      this.error = reply.error.message;
      return;
    }
    const ids = reply.value;
    const name = (metric: CompareMetricId): string => this.shortName(metric);
    if (ids.length > 0)
      this.pickPuzzles(
        `${ids.length} puzzle${ids.length === 1 ? '' : 's'} near ${name(scatter.x)} ${at.x.toFixed(2)}, ${name(scatter.y)} ${at.y.toFixed(2)}`,
        ids,
      );
  }

  clearPick(): void {
    this.cell = null;
    this.chartPick = null;
    this.listed = null;
  }

  setSecondMetric(metric: CompareMetricId): void {
    this.secondMetric = metric;
    void this.#askScatter();
  }

  setLogScale(on: boolean): void {
    this.logScale = on;
    void this.#askScatter();
  }

  /** A hovered puzzle's values, once they came; asks for them the first time. */
  valuesOf(id: number): PuzzleFacts['values'] | undefined {
    const known = this.hoverValues.get(id);
    if (known === undefined && !this.#hoverAsked.has(id)) {
      this.#hoverAsked.add(id);
      void this.#askValues(id);
    }
    return known;
  }

  async #askValues(id: number): Promise<void> {
    const asked = this.#hoverAsked;
    const reply = await this.#api.compareList({ selection: this.selection, ids: [id], metric: this.metric, limit: 1 });
    // Values asked before the ratings changed are not kept.
    if (asked !== this.#hoverAsked || !reply.ok) return;
    const values = reply.value.puzzles[0]?.facts.values ?? [];
    this.hoverValues = new Map([...this.hoverValues, [id, values]]);
  }

  /**
   * Opens the sources a link names (the address is the selection's source of truth); a link
   * naming none opens every source that has levels, as the library lists them.
   */
  open(sources: readonly string[]): void {
    this.#shown = true;
    this.linkedSources = sources;
    this.#choose(sources.length > 0 ? sources : this.#withLevels);
  }

  /** Another view is shown: Compare asks the app for nothing until it is opened again. */
  hide(): void {
    this.#shown = false;
  }

  #choose(chosen: readonly string[]): void {
    if (sameList(chosen, this.sources) && this.statistics && !this.#stale) return;
    this.sources = chosen;
    this.clearPick();
    void this.refresh();
  }

  /** Follows the library's sources: a view opened without sources compares those with levels. */
  setLibrarySources(sources: readonly { readonly name: string; readonly levels: readonly unknown[] }[]): void {
    const withLevels = sources.filter((source) => source.levels.length > 0).map((source) => source.name);
    if (sameList(withLevels, this.#withLevels)) return;
    this.#withLevels = withLevels;
    if (this.linkedSources.length === 0) this.#choose(withLevels);
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

  /** Makes the chosen scale (the Project Patti paper's or a saved one) the one the library's universal column follows. */
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
   * Asks for the statistics and the scatter, then the intervals; a newer question drops older
   * answers. The charts of the statistics are drawn first, each in frames of its own; the
   * scatter comes in a frame after them, and what is listed is listed again (the metric, the
   * scale or the ratings may have changed it).
   */
  async refresh(): Promise<void> {
    if (!this.#shown) {
      this.#stale = true;
      return;
    }
    this.#stale = false;
    if (this.sources.length === 0) {
      this.statistics = null;
      this.heatmap = null;
      this.scatter = null;
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
    this.#hoverAsked = new Set();
    try {
      const selection = this.selection;
      const askedStatistics = this.#api.compareStatistics({ selection, metric: this.metric, scale: this.#scaleChoice() });
      const askedScatter = this.#askScatter();
      void this.#askMetrics(question);
      const statistics = await askedStatistics;
      if (question !== this.#question) return;
      if (!statistics.ok) {
        this.error = statistics.error.message;
        return;
      }
      this.error = null;
      // The same figures again (a pass queued while one ran, ratings that changed nothing shown)
      // keep the charts as they are instead of making every one of them again.
      if (!this.statistics || JSON.stringify(statistics.value) !== JSON.stringify(this.statistics)) this.statistics = statistics.value;
      const heatmap = raterHeatmap(statistics.value.comparison.matrix);
      if (JSON.stringify(heatmap) !== JSON.stringify(this.heatmap)) this.heatmap = heatmap;
      this.hoverValues = new Map();
      await askedScatter;
      void this.#relist();
      // The intervals take the app seconds of work: asked once the charts and tables are shown, so
      // that work does not slow them down.
      await turnsTaken();
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

  /** The metrics over the selection (the published columns differ from one selection to another). */
  async #askMetrics(question: number): Promise<void> {
    const reply = await this.#api.compareMetrics(this.selection);
    if (question !== this.#question || !reply.ok) return;
    if (JSON.stringify(reply.value.metrics) !== JSON.stringify(this.metricChoices)) this.metricChoices = reply.value.metrics;
  }

  /** A metric's name for axes, headings and tables ("NHC-4", "score (published)"). */
  shortName(metric: CompareMetricId): string {
    return this.metricChoices.find((choice) => choice.id === metric)?.short ?? findCompareMetric(metric)?.short ?? metric;
  }

  /** The scale as the app API takes it: the Project Patti paper's or a saved one by name, a refit whole. */
  #scaleChoice(): ScaleChoice {
    return this.scale.name === PAPER_SCALE.name
      ? 'paper'
      : { name: this.scale.name, metric: this.scale.metric, cutPoints: this.scale.cutPoints };
  }

  /**
   * Asks for the scatter as drawn. It is shown in a frame of its own after the charts waiting
   * for their turn (the statistics' charts, when both were asked together).
   */
  async #askScatter(): Promise<void> {
    const question = ++this.#scatterQuestion;
    const reply = await this.#api.compareScatter({
      selection: this.selection,
      x: this.metric,
      ...(this.secondMetric !== null ? { y: this.secondMetric } : {}),
      log: this.logScale,
    });
    await myTurn();
    if (question !== this.#scatterQuestion) return;
    if (!reply.ok) this.error = reply.error.message;
    // The same points again (a new scale, ratings of other metrics landing) leave the scatter as drawn.
    else if (JSON.stringify(reply.value) !== JSON.stringify(this.scatter)) this.scatter = reply.value;
  }

  /** Lists the picked puzzles again: a cell's puzzles on the scale in use, all of them on the metric in use. */
  async #relist(): Promise<void> {
    const question = ++this.#listQuestion;
    const { cell, selection, metric } = this;
    let pick = this.chartPick;
    if (cell) {
      const reply = await this.#api.comparePuzzles({
        selection,
        source: cell.source,
        level: cell.level,
        category: cell.category,
        scale: this.#scaleChoice(),
      });
      if (question !== this.#listQuestion) return;
      if (!reply.ok) {
        this.error = reply.error.message;
        return;
      }
      pick = { title: `${cell.level}, ${cell.category}`, ids: reply.value };
    }
    if (!pick) return;
    if (pick.ids.length === 0) {
      this.listed = { title: pick.title, count: 0, puzzles: [] };
      return;
    }
    const reply = await this.#api.compareList({ selection, ids: pick.ids, metric, limit: LIST_LIMIT });
    if (question !== this.#listQuestion) return;
    if (!reply.ok) {
      this.error = reply.error.message;
      return;
    }
    this.listed = { title: pick.title, count: reply.value.count, puzzles: reply.value.puzzles.map((entry) => listedPuzzle(entry, metric)) };
  }

  /** Starts the rater's job over each chosen source (narrowed as the view is). */
  async rate(rater: string, runs?: number): Promise<void> {
    this.message = null;
    for (const source of this.sources) {
      const reply = await this.#api.startRateJob({
        filter: { source, ...(this.tag ? { tag: this.tag } : {}), ...(this.collection ? { collection: this.collection } : {}) },
        raters: [rater],
        ...(runs ? { runs } : {}),
      });
      if (!reply.ok) {
        this.error = reply.error.message;
        return;
      }
      const jobId = reply.value.jobId;
      // The app's word on a job ("Job 4 rates 600 puzzles…") lives with the job and goes when it
      // ends; without a job (nothing to rate) it stays as the view's message.
      if (jobId === null) this.message = reply.value.message;
      // A job with the same spec is resumed under its old id: followed once.
      else if (!this.jobs.some((job) => job.id === jobId))
        this.jobs = [...this.jobs, { id: jobId, rater, note: reply.value.message, done: 0, total: 0 }];
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

  /** Deletes a saved scale; the Project Patti paper's comes back when the deleted one was in use. */
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
      void this.refresh();
    } else if (event.topic === 'job.progress') {
      const job = this.jobs.find((candidate) => candidate.id === event.progress.jobId);
      if (job) {
        job.done = event.progress.done + event.progress.failed;
        job.total = event.progress.total;
      }
      if (this.sources.length > 0 && this.#now() - this.#refreshedAt >= PROGRESS_REFRESH_MS) void this.refresh();
    } else if (event.topic === 'job.finished' || event.topic === 'job.error') {
      const id = event.topic === 'job.finished' ? event.summary.jobId : event.jobId;
      if (this.jobs.some((job) => job.id === id)) {
        this.jobs = this.jobs.filter((job) => job.id !== id);
        if (event.topic === 'job.error') this.error = event.message;
        void this.refresh();
      }
    }
  }
}

/** Patti's metrics in the order the view offers them, before the app said how many puzzles each has rated. */
export const PATTI_METRIC_CHOICES: readonly CompareMetricChoice[] = COMPARE_METRICS.map((metric) => ({
  id: metric.id,
  name: metric.name,
  short: metric.short,
  description: metric.description,
  rater: metric.rater,
  rated: 0,
  harderWhen: metric.harderWhen,
  discrete: metric.discrete,
}));

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
