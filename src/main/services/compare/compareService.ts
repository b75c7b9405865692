/**
 * The Compare methods of the app API over one open library: gather a selection's rows (here, on
 * the main thread: a few indexed queries, and only what changed since the last call), compute
 * their statistics in the compare workers (one for the charts, one for the slower bootstrap
 * intervals, so the charts never wait for them), and keep the saved scales and the scale in use.
 * Every statistic is a pure function of the rows, so the view recomputes by asking again as
 * ratings land; the workers reuse what an unchanged column gave before.
 */
import {
  PAPER_SCALE,
  drawnScatter,
  findCompareMetric,
  isRefit,
  listFacts,
  pointsNear,
  scatterSeries,
  selectPuzzleIds,
  type CompareProblem,
  type CompareScale,
  type DrawnScatter,
  type PickedPuzzles,
  type Refit,
  type SpearmanIntervals,
} from '../../../core/compare/index';
import type {
  CompareIntervalsInput,
  CompareListInput,
  CompareMetricList,
  CompareMetricsInput,
  CompareNearInput,
  ComparePuzzlesInput,
  CompareScatterInput,
  CompareRowsView,
  CompareSelection,
  CompareStatisticsInput,
  CompareStatisticsView,
  RefitScaleInput,
  SaveScaleInput,
  ScaleChoice,
  ScaleList,
} from '../../../shared/compareTypes';
import type { LibraryReader } from '../library/store/db';
import { CompareWorkerClient } from './compareWorkerClient';
import { metricList, sourcesWithLevels } from './metricList';
import { CompareRowsCache, type RowsRead } from './rowsCache';
import { deleteScale, readScaleInUse, readScales, useScale, writeScale } from './scaleStore';

/** Puzzles a list describes unless asked for another number (the view shows as many). */
const DEFAULT_LISTED = 200;

export class CompareService {
  /** The charts' statistics and refits: never queued behind the intervals, which take far longer. */
  private readonly worker = new CompareWorkerClient();
  /** The bootstrap intervals, in a worker of their own. */
  private readonly intervalsWorker = new CompareWorkerClient();
  /** The last selection's rows: the view asks again for each metric, scale or refit of it, and as ratings land. */
  private readonly cache: CompareRowsCache;

  constructor(
    private readonly db: LibraryReader,
    private readonly libraryPath: string,
  ) {
    this.cache = new CompareRowsCache(db);
  }

  /** The selection's rows; only what changed in the library since the last call is read again (see CompareRowsCache). */
  rows(selection: CompareSelection): CompareRowsView {
    return this.cache.rows(selection);
  }

  /** What the last `rows` (or a call built on it) read from the library. */
  get lastRead(): RowsRead {
    return this.cache.lastRead;
  }

  /** The sources to compare (those named, or every source with levels) and every metric over them. */
  metrics(input: CompareMetricsInput = {}): CompareMetricList {
    const sources = input.sources && input.sources.length > 0 ? input.sources : sourcesWithLevels(this.db);
    if (sources.length === 0)
      return { sources: [], puzzles: 0, metrics: metricList({ sources: [], ids: [], source: [], level: [], values: {} }).metrics };
    const { table } = this.rows({
      sources,
      ...(input.tag !== undefined ? { tag: input.tag } : {}),
      ...(input.collection !== undefined ? { collection: input.collection } : {}),
    });
    return metricList(table);
  }

  async statistics(input: CompareStatisticsInput): Promise<CompareStatisticsView> {
    const { table, ratings, problems } = this.rows(input.selection);
    const scale = this.resolveScale(input.scale);
    const comparison = await this.worker.run({
      kind: 'statistics',
      table,
      options: { metric: input.metric, scale, ...(input.edges ? { edges: input.edges } : {}), ...(input.bins ? { bins: input.bins } : {}) },
    });
    return { comparison: { ...comparison, problems: [...problems, ...comparison.problems] }, ratings };
  }

  /** The puzzle ids behind a box or a crosstab cell, from the cached rows (no worker: one pass over them). */
  puzzles(input: ComparePuzzlesInput): number[] {
    const { table } = this.rows(input.selection);
    return selectPuzzleIds(table, {
      source: input.source,
      ...(input.level !== undefined ? { level: input.level } : {}),
      ...(input.category !== undefined ? { category: input.category, scale: this.resolveScale(input.scale) } : {}),
    });
  }

  /** The scatter as drawn, from the cached rows (one pass over two columns, then the thinning). */
  scatter(input: CompareScatterInput): DrawnScatter {
    const { table } = this.rows(input.selection);
    return drawnScatter(table, input.x, input.y ?? null, input.log ?? false);
  }

  /** The puzzles near a spot of the scatter, nearest first, among all its points. */
  near(input: CompareNearInput): number[] {
    const { table } = this.rows(input.selection);
    const rows = pointsNear(scatterSeries(table, input.x, input.y), input.at.x, input.at.y, input.radius.x, input.radius.y);
    return rows.map((row) => table.ids[row]!);
  }

  /** Puzzles picked on a chart, hardest first on the metric, the first `limit` described. */
  list(input: CompareListInput): PickedPuzzles {
    const { table } = this.rows(input.selection);
    return listFacts(table, input.ids, input.metric, input.limit ?? DEFAULT_LISTED);
  }

  intervals(input: CompareIntervalsInput): Promise<SpearmanIntervals> {
    const { table } = this.rows(input.selection);
    const bootstrap = {
      ...(input.resamples ? { resamples: input.resamples } : {}),
      ...(input.seed !== undefined ? { seed: input.seed } : {}),
      ...(input.level ? { level: input.level } : {}),
    };
    return this.intervalsWorker.run({ kind: 'intervals', table, bootstrap });
  }

  async refit(input: RefitScaleInput): Promise<Refit | CompareProblem> {
    const { table: all, problems } = this.rows(input.selection);
    // A refit reads one column: send only that one across.
    const table = { ...all, values: { [input.metric]: all.values[input.metric] } };
    const result = await this.worker.run({
      kind: 'refit',
      table,
      metric: input.metric,
      method: input.method,
      ...(input.name ? { name: input.name } : {}),
    });
    return isRefit(result) || problems.length === 0 ? result : { ...result, message: `${problems[0]!.message} ${result.message}` };
  }

  scales(): ScaleList {
    return readScales(this.libraryPath);
  }

  saveScale(input: SaveScaleInput): ScaleList {
    return writeScale(this.libraryPath, input);
  }

  deleteScale(name: string): ScaleList {
    return deleteScale(this.libraryPath, name);
  }

  /** Makes a scale (by name) the one the library's universal-category column follows. */
  useScale(name: string): ScaleList {
    return useScale(this.libraryPath, name);
  }

  /** The scale the library's universal-category column follows (the Project Patti paper's unless another was chosen). */
  scaleInUse(): CompareScale {
    return readScaleInUse(this.libraryPath);
  }

  async close(): Promise<void> {
    await Promise.all([this.worker.close(), this.intervalsWorker.close()]);
  }

  /** A scale by name (the Project Patti paper's or a saved one), or given whole. */
  private resolveScale(choice: ScaleChoice | undefined): CompareScale {
    if (choice === undefined || choice === PAPER_SCALE.name) return PAPER_SCALE;
    if (typeof choice === 'string') {
      const saved = readScales(this.libraryPath).scales.find((scale) => scale.name === choice);
      if (!saved) throw new Error(`there is no saved scale named ${choice}`);
      return saved;
    }
    const metric = findCompareMetric(choice.metric);
    if (!metric) throw new Error(`there is no metric ${choice.metric} to build a scale on`);
    return { name: choice.name ?? 'unsaved', metric: metric.id, cutPoints: choice.cutPoints, harderWhen: metric.harderWhen };
  }
}
