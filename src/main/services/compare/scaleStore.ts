/**
 * Saved universal scales, kept beside the library in `<library>.scales.json` (library.db →
 * library.scales.json): a small JSON file rather than a table, so saving a scale needs no schema
 * change. The Project Patti paper's scale is built in and never stored. The file also names the scale in use
 * for the library (its universal-category column follows it; the Project Patti paper's when none is named).
 * A file that cannot be read never loses the Project Patti paper's scale: the list says what is wrong, and
 * saving rewrites the file whole.
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
  if (!existsSync(file)) return { scales: [PAPER_SCALE], inUse: PAPER_SCALE.name, problem: null };
  try {
    const { scales: saved, inUse } = parseScaleFile(readFileSync(file, 'utf8'));
    const scales = [PAPER_SCALE, ...saved.sort((a, b) => a.name.localeCompare(b.name))];
    // A scale in use that is gone (the file edited by hand) leaves the Project Patti paper's in use.
    return { scales, inUse: scales.some((scale) => scale.name === inUse) ? inUse : PAPER_SCALE.name, problem: null };
  } catch (error) {
    return {
      scales: [PAPER_SCALE],
      inUse: PAPER_SCALE.name,
      problem: `The saved scales in ${file} cannot be read (${(error as Error).message}); saving a scale replaces the file.`,
    };
  }
}

/** The scale the library's universal-category column follows. */
export function readScaleInUse(libraryPath: string): CompareScale {
  const { scales, inUse } = readScales(libraryPath);
  return scales.find((scale) => scale.name === inUse) ?? PAPER_SCALE;
}

/** Makes a scale (the Project Patti paper's or a saved one, by name) the one the library uses. */
export function useScale(libraryPath: string, name: string): ScaleList {
  const { scales, problem } = readScales(libraryPath);
  if (problem !== null) throw new Error(problem);
  if (!scales.some((scale) => scale.name === name))
    throw new Error(`There is no scale named ${name}: save it first, or choose one of ${scales.map((scale) => scale.name).join(', ')}.`);
  writeScaleFile(libraryPath, scales.slice(1), name);
  return readScales(libraryPath);
}

/** Saves (or replaces, by name) one scale; the lower-or-higher side comes from the metric. */
export function writeScale(libraryPath: string, input: SaveScaleInput): ScaleList {
  const metric = findCompareMetric(input.metric)!;
  const scale: CompareScale = {
    name: input.name,
    metric: metric.id,
    cutPoints: [input.cutPoints[0], input.cutPoints[1]],
    harderWhen: metric.harderWhen,
  };
  const { saved, inUse } = savedScales(libraryPath);
  writeScaleFile(libraryPath, [...saved.filter((other) => other.name !== input.name), scale], inUse);
  return readScales(libraryPath);
}

/** Deletes a saved scale; deleting the one in use puts the Project Patti paper's back in use. */
export function deleteScale(libraryPath: string, name: string): ScaleList {
  const { saved, inUse } = savedScales(libraryPath);
  writeScaleFile(
    libraryPath,
    saved.filter((other) => other.name !== name),
    inUse === name ? PAPER_SCALE.name : inUse,
  );
  return readScales(libraryPath);
}

function savedScales(libraryPath: string): { saved: CompareScale[]; inUse: string } {
  const { scales, inUse, problem } = readScales(libraryPath);
  return problem === null ? { saved: scales.slice(1), inUse } : { saved: [], inUse: PAPER_SCALE.name };
}

function writeScaleFile(libraryPath: string, scales: readonly CompareScale[], inUse: string): void {
  const file = scaleFileOf(libraryPath);
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, JSON.stringify({ version: FILE_VERSION, inUse, scales }, null, 2) + '\n');
  renameSync(temporary, file);
}

function parseScaleFile(text: string): { scales: CompareScale[]; inUse: string } {
  const data = JSON.parse(text) as { version?: unknown; inUse?: unknown; scales?: unknown } | null;
  if (data?.version !== FILE_VERSION || !Array.isArray(data.scales))
    throw new Error(`expected {"version": ${FILE_VERSION}, "scales": [...]}`);
  if (data.inUse !== undefined && typeof data.inUse !== 'string') throw new Error('"inUse" must name a scale');
  const inUse = typeof data.inUse === 'string' ? data.inUse : PAPER_SCALE.name;
  const scales = data.scales.map((raw: unknown, index: number): CompareScale => {
    const scale = raw as { name?: unknown; metric?: unknown; cutPoints?: unknown } | null;
    const cuts = scale?.cutPoints;
    if (typeof scale?.name !== 'string' || typeof scale.metric !== 'string' || !isCompareMetricId(scale.metric))
      throw new Error(`scale ${index + 1} has no name or no known metric`);
    if (
      !Array.isArray(cuts) ||
      cuts.length !== 2 ||
      !cuts.every((cut) => typeof cut === 'number' && Number.isFinite(cut)) ||
      !(cuts[0]! < cuts[1]!)
    ) {
      throw new Error(`scale ${scale.name} needs two ascending cut points`);
    }
    return {
      name: scale.name,
      metric: scale.metric,
      cutPoints: [cuts[0]!, cuts[1]!],
      harderWhen: findCompareMetric(scale.metric)!.harderWhen,
    };
  });
  return { scales, inUse };
}
