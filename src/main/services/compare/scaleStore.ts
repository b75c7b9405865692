/**
 * Saved universal scales, kept beside the library in `<library>.scales.json` (library.db →
 * library.scales.json): a small JSON file rather than a table, so saving a scale needs no schema
 * change. The paper's scale is built in and never stored. A file that cannot be read never loses
 * the paper's scale: the list says what is wrong, and saving rewrites the file whole.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAPER_SCALE, findCompareMetric, isCompareMetricId, type CompareScale } from '../../../core/compare/index';
import type { SaveScaleInput, ScaleList } from '../../../shared/compareTypes';

const FILE_VERSION = 1;

export function scaleFileOf(libraryPath: string): string {
  const { dir, name } = path.parse(libraryPath);
  return path.join(dir, `${name}.scales.json`);
}

export function readScales(libraryPath: string): ScaleList {
  const file = scaleFileOf(libraryPath);
  if (!existsSync(file)) return { scales: [PAPER_SCALE], problem: null };
  try {
    const saved = parseScaleFile(readFileSync(file, 'utf8'));
    return { scales: [PAPER_SCALE, ...saved.sort((a, b) => a.name.localeCompare(b.name))], problem: null };
  } catch (error) {
    return { scales: [PAPER_SCALE], problem: `The saved scales in ${file} cannot be read (${(error as Error).message}); saving a scale replaces the file.` };
  }
}

/** Saves (or replaces, by name) one scale; the lower-or-higher side comes from the metric. */
export function writeScale(libraryPath: string, input: SaveScaleInput): ScaleList {
  const metric = findCompareMetric(input.metric)!;
  const scale: CompareScale = { name: input.name, metric: metric.id, cutPoints: [input.cutPoints[0], input.cutPoints[1]], harderWhen: metric.harderWhen };
  const others = savedScales(libraryPath).filter((saved) => saved.name !== input.name);
  writeScaleFile(libraryPath, [...others, scale]);
  return readScales(libraryPath);
}

export function deleteScale(libraryPath: string, name: string): ScaleList {
  writeScaleFile(libraryPath, savedScales(libraryPath).filter((saved) => saved.name !== name));
  return readScales(libraryPath);
}

function savedScales(libraryPath: string): CompareScale[] {
  const { scales, problem } = readScales(libraryPath);
  return problem === null ? scales.slice(1) : [];
}

function writeScaleFile(libraryPath: string, scales: readonly CompareScale[]): void {
  const file = scaleFileOf(libraryPath);
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, JSON.stringify({ version: FILE_VERSION, scales }, null, 2) + '\n');
  renameSync(temporary, file);
}

function parseScaleFile(text: string): CompareScale[] {
  const data = JSON.parse(text) as { version?: unknown; scales?: unknown };
  if (data?.version !== FILE_VERSION || !Array.isArray(data.scales)) throw new Error(`expected {"version": ${FILE_VERSION}, "scales": [...]}`);
  return data.scales.map((raw: unknown, index: number): CompareScale => {
    const scale = raw as Partial<CompareScale>;
    const cuts = scale?.cutPoints;
    if (typeof scale?.name !== 'string' || typeof scale.metric !== 'string' || !isCompareMetricId(scale.metric)) throw new Error(`scale ${index + 1} has no name or no known metric`);
    if (!Array.isArray(cuts) || cuts.length !== 2 || !cuts.every((cut) => typeof cut === 'number' && Number.isFinite(cut)) || !(cuts[0]! < cuts[1]!)) {
      throw new Error(`scale ${scale.name} needs two ascending cut points`);
    }
    return { name: scale.name, metric: scale.metric, cutPoints: [cuts[0]!, cuts[1]!], harderWhen: findCompareMetric(scale.metric)!.harderWhen };
  });
}
