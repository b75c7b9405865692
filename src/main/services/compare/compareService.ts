/**
 * The Compare methods of the app API over one open library: gather a selection's rows (here, on
 * the main thread: a few indexed queries), compute their statistics in the compare worker, and
 * keep the saved scales. Every statistic is a pure function of the rows, so the view recomputes
 * by asking again as ratings land.
 */
import { PAPER_SCALE, findCompareMetric, isRefit, type CompareProblem, type CompareScale, type Refit, type SpearmanIntervals } from '../../../core/compare/index';
import type {
  CompareIntervalsInput,
  CompareRowsView,
  CompareSelection,
  CompareStatisticsInput,
  CompareStatisticsView,
  RefitScaleInput,
  SaveScaleInput,
  ScaleChoice,
  ScaleList,
} from '../../../shared/compareTypes';
import type { LibraryDb } from '../library/db';
import { CompareWorkerClient } from './compareWorkerClient';
import { readCompareRows } from './gatherRows';
import { deleteScale, readScales, writeScale } from './scaleStore';

export class CompareService {
  private readonly worker = new CompareWorkerClient();
  /** The last gathered selection: the view asks again for each metric, scale or refit of it. */
  private cached: { key: string; fingerprint: string; view: CompareRowsView } | null = null;

  constructor(
    private readonly db: LibraryDb,
    private readonly libraryPath: string,
  ) {}

  /**
   * The selection's rows, gathered again only when the library changed since the last call for
   * the same selection: `data_version` moves when another connection commits (a rate job's
   * writer), `total_changes()` when this one writes. Both cost nothing to read.
   */
  rows(selection: CompareSelection): CompareRowsView {
    const key = JSON.stringify(selection);
    const fingerprint = `${this.db.pragma('data_version', { simple: true })}:${(this.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n}`;
    if (this.cached?.key === key && this.cached.fingerprint === fingerprint) return this.cached.view;
    const view = readCompareRows(this.db, selection);
    this.cached = { key, fingerprint, view };
    return view;
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

  intervals(input: CompareIntervalsInput): Promise<SpearmanIntervals> {
    const { table } = this.rows(input.selection);
    const bootstrap = { ...(input.resamples ? { resamples: input.resamples } : {}), ...(input.seed !== undefined ? { seed: input.seed } : {}), ...(input.level ? { level: input.level } : {}) };
    return this.worker.run({ kind: 'intervals', table, bootstrap });
  }

  async refit(input: RefitScaleInput): Promise<Refit | CompareProblem> {
    const { table: all, problems } = this.rows(input.selection);
    // A refit reads one column: send only that one across.
    const table = { ...all, values: { [input.metric]: all.values[input.metric] } };
    const result = await this.worker.run({ kind: 'refit', table, metric: input.metric, method: input.method, ...(input.name ? { name: input.name } : {}) });
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

  close(): Promise<void> {
    return this.worker.close();
  }

  /** A scale by name (the paper's or a saved one), or given whole. */
  private resolveScale(choice: ScaleChoice | undefined): CompareScale {
    if (choice === undefined || choice === PAPER_SCALE.name) return PAPER_SCALE;
    if (typeof choice === 'string') {
      const saved = readScales(this.libraryPath).scales.find((scale) => scale.name === choice);
      if (!saved) throw new Error(`there is no saved scale named ${choice}`);
      return saved;
    }
    const metric = findCompareMetric(choice.metric)!;
    return { name: choice.name ?? 'unsaved', metric: metric.id, cutPoints: choice.cutPoints, harderWhen: metric.harderWhen };
  }
}
