/**
 * Parsers of the Compare methods' input (src/shared/api.ts), built from the shared input readers
 * so a bad call answers ERR_INPUT naming the field.
 */
import { COMPARE_METRIC_IDS, isCompareMetricId, type CompareMetricId, type RefitMethod } from '../core/compare/index';
import { UNIVERSAL_CATEGORIES, type UniversalCategory } from '../core/rate/universal';
import type {
  CompareIntervalsInput,
  CompareListInput,
  CompareMetricsInput,
  CompareNearInput,
  ComparePuzzlesInput,
  CompareScatterInput,
  CompareSelection,
  CompareStatisticsInput,
  RefitScaleInput,
  SaveScaleInput,
  ScaleChoice,
} from './compareTypes';
import { readIds } from './curationInput';
import { InputError, parseWith, readBoolean, readName, readNumber, readObject, readRecord, readWholeNumber } from './inputReaders';
import { describeValue, type InputParser } from './validate';

/** Most sources one comparison takes. */
const MAX_COMPARE_SOURCES = 50;
/** Most histogram edges and bins. */
const MAX_HISTOGRAM_EDGES = 501;
/** Most bootstrap resamples a call may ask for. */
const MAX_RESAMPLES = 10_000;
/** Most puzzles one list describes. */
const MAX_LISTED = 1000;

function readSourceNames(raw: unknown, path: string): string[] {
  if (!Array.isArray(raw)) throw new InputError(`expects ${path} as a list of source names, but got ${describeValue(raw)}.`);
  if (raw.length === 0) throw new InputError(`expects at least one source in ${path}.`);
  if (raw.length > MAX_COMPARE_SOURCES)
    throw new InputError(`expects at most ${MAX_COMPARE_SOURCES} sources in ${path}, but got ${raw.length}.`);
  return [...new Set(raw.map((item, index) => readName(item, `${path}[${index}]`)))];
}

function readParameterSets(raw: unknown, path: string): Record<string, string> {
  const fields = readObject(raw, path, Object.keys(raw !== null && typeof raw === 'object' ? raw : {}));
  const out: Record<string, string> = {};
  for (const [rater, value] of Object.entries(fields)) {
    const text = readName(value, `${path}.${rater}`);
    try {
      JSON.parse(text);
    } catch {
      throw new InputError(
        `expects ${path}.${rater} as a parameter set in JSON (e.g. {"runs":50,"seed":1}), but got '${text.slice(0, 40)}'.`,
      );
    }
    out[readName(rater, `${path} key`)] = text;
  }
  return out;
}

function readCompareSelection(raw: unknown, path = 'input.selection'): CompareSelection {
  return readRecord<CompareSelection>(
    raw,
    path,
    { sources: readSourceNames, tag: readName, collection: readName, parameters: readParameterSets },
    { sources: `expects ${path}.sources, the sources to compare.` },
  );
}

/** The metric ids a message lists: Patti's, and the form of a published column's. */
const METRIC_CHOICES = `${COMPARE_METRIC_IDS.join(', ')}, or ext:<published column>`;

function readMetric(raw: unknown, path: string): CompareMetricId {
  if (typeof raw === 'string' && isCompareMetricId(raw)) return raw;
  throw new InputError(
    `expects ${path} as one of ${METRIC_CHOICES}, but got ${typeof raw === 'string' ? `'${raw.slice(0, 40)}'` : describeValue(raw)}.`,
  );
}

function readCutPoints(raw: unknown, path: string): [number, number] {
  if (!Array.isArray(raw) || raw.length !== 2)
    throw new InputError(`expects ${path} as two cut points [low, high], but got ${describeValue(raw)}.`);
  const low = readNumber(raw[0], `${path}[0]`);
  const high = readNumber(raw[1], `${path}[1]`);
  if (!(low < high)) throw new InputError(`expects ${path} ascending (low < high), but got ${low} and ${high}.`);
  return [low, high];
}

function readScaleChoice(raw: unknown, path: string): ScaleChoice {
  if (typeof raw === 'string') return readName(raw, path);
  const message = `expects ${path} as a scale's name, or as {metric, cutPoints}.`;
  return readRecord<{ name?: string; metric: CompareMetricId; cutPoints: [number, number] }>(
    raw,
    path,
    { name: readName, metric: readMetric, cutPoints: readCutPoints },
    { metric: message, cutPoints: message },
  );
}

function readEdges(raw: unknown, path: string): number[] {
  if (!Array.isArray(raw) || raw.length < 2 || raw.length > MAX_HISTOGRAM_EDGES) {
    throw new InputError(`expects ${path} as 2 to ${MAX_HISTOGRAM_EDGES} ascending bin edges, but got ${describeValue(raw)}.`);
  }
  const edges = raw.map((edge, index) => readNumber(edge, `${path}[${index}]`));
  const bad = edges.findIndex((edge, index) => index > 0 && !(edge > edges[index - 1]!));
  if (bad > 0) throw new InputError(`expects ${path} strictly ascending, but ${path}[${bad}] = ${edges[bad]} follows ${edges[bad - 1]}.`);
  return edges;
}

function readRefitMethod(raw: unknown, path: string): RefitMethod {
  const fields = readObject(raw, path, ['kind', 'source']);
  if (fields.kind === 'tertiles') return { kind: 'tertiles' };
  if (fields.kind === 'agree') {
    if (fields.source === undefined)
      throw new InputError(`expects ${path}.source, the source whose levels the cut points should agree with.`);
    return { kind: 'agree', source: readName(fields.source, `${path}.source`) };
  }
  throw new InputError(`expects ${path}.kind as 'tertiles' or 'agree', but got ${describeValue(fields.kind)}.`);
}

export const parseCompareSelection: InputParser<CompareSelection> = parseWith((raw) => readCompareSelection(raw, 'input'));

export const parseCompareStatisticsInput: InputParser<CompareStatisticsInput> = parseWith((raw) =>
  readRecord<CompareStatisticsInput>(
    raw,
    'input',
    {
      selection: readCompareSelection,
      metric: readMetric,
      scale: readScaleChoice,
      edges: readEdges,
      bins: (value, at) => readWholeNumber(value, at, 1, MAX_HISTOGRAM_EDGES - 1),
    },
    {
      selection: 'expects input.selection, the puzzles to compare.',
      metric: `expects input.metric, one of ${METRIC_CHOICES}.`,
    },
  ),
);

export const parseCompareIntervalsInput: InputParser<CompareIntervalsInput> = parseWith((raw) =>
  readRecord<CompareIntervalsInput>(
    raw,
    'input',
    {
      selection: readCompareSelection,
      resamples: (value, at) => readWholeNumber(value, at, 10, MAX_RESAMPLES),
      seed: (value, at) => readWholeNumber(value, at, 0, 2 ** 32 - 1),
      level: (value, at) => {
        const level = readNumber(value, at);
        if (!(level >= 0.5 && level < 1))
          throw new InputError(`expects ${at} as a confidence level from 0.5 to below 1, but got ${level}.`);
        return level;
      },
    },
    {
      selection: 'expects input.selection, the puzzles to compare.',
    },
  ),
);

export const parseRefitScaleInput: InputParser<RefitScaleInput> = parseWith((raw) =>
  readRecord<RefitScaleInput>(
    raw,
    'input',
    { selection: readCompareSelection, metric: readMetric, method: readRefitMethod, name: readName },
    {
      selection: 'expects input.selection, the puzzles to refit on.',
      metric: `expects input.metric, one of ${METRIC_CHOICES}.`,
      method: "expects input.method, {kind: 'tertiles'} or {kind: 'agree', source}.",
    },
  ),
);

export const parseSaveScaleInput: InputParser<SaveScaleInput> = parseWith((raw) => {
  const scale = readRecord<SaveScaleInput>(
    raw,
    'input',
    { name: readName, metric: readMetric, cutPoints: readCutPoints },
    {
      name: 'expects input.name, the name to save the scale under.',
      metric: `expects input.metric, one of ${METRIC_CHOICES}.`,
      cutPoints: 'expects input.cutPoints, two ascending cut points.',
    },
  );
  if (scale.name.trim().toLowerCase() === 'paper')
    throw new InputError("expects input.name other than 'paper': the paper's scale cannot be replaced.");
  return scale;
});

export const parseScaleName: InputParser<string> = parseWith((raw) => readName(raw, 'input'));

function readCategory(raw: unknown, path: string): UniversalCategory {
  if (typeof raw === 'string' && (UNIVERSAL_CATEGORIES as readonly string[]).includes(raw)) return raw as UniversalCategory;
  throw new InputError(`expects ${path} as one of ${UNIVERSAL_CATEGORIES.join(', ')}, but got ${describeValue(raw)}.`);
}

export const parseComparePuzzlesInput: InputParser<ComparePuzzlesInput> = parseWith((raw) =>
  readRecord<ComparePuzzlesInput>(
    raw,
    'input',
    { selection: readCompareSelection, source: readName, level: readName, category: readCategory, scale: readScaleChoice },
    {
      selection: 'expects input.selection, the puzzles compared.',
      source: 'expects input.source, the source whose puzzles to list.',
    },
  ),
);

export const parseCompareScatterInput: InputParser<CompareScatterInput> = parseWith((raw) =>
  readRecord<CompareScatterInput>(
    raw,
    'input',
    { selection: readCompareSelection, x: readMetric, y: readMetric, log: readBoolean },
    {
      selection: 'expects input.selection, the puzzles compared.',
      x: `expects input.x, the scatter's x metric, one of ${METRIC_CHOICES}.`,
    },
  ),
);

function readPoint(raw: unknown, path: string): { x: number; y: number } {
  const fields = readObject(raw, path, ['x', 'y']);
  if (fields.x === undefined || fields.y === undefined) throw new InputError(`expects ${path} as {x, y}.`);
  return { x: readNumber(fields.x, `${path}.x`), y: readNumber(fields.y, `${path}.y`) };
}

export const parseCompareNearInput: InputParser<CompareNearInput> = parseWith((raw) =>
  readRecord<CompareNearInput>(
    raw,
    'input',
    { selection: readCompareSelection, x: readMetric, y: readMetric, at: readPoint, radius: readPoint },
    {
      selection: 'expects input.selection, the puzzles compared.',
      x: "expects input.x, the scatter's x metric.",
      y: "expects input.y, the scatter's y metric.",
      at: 'expects input.at, the spot {x, y} clicked.',
      radius: 'expects input.radius, the radii {x, y} around the spot.',
    },
  ),
);

export const parseCompareListInput: InputParser<CompareListInput> = parseWith((raw) =>
  readRecord<CompareListInput>(
    raw,
    'input',
    { selection: readCompareSelection, ids: readIds, metric: readMetric, limit: (value, at) => readWholeNumber(value, at, 1, MAX_LISTED) },
    {
      selection: 'expects input.selection, the puzzles compared.',
      ids: 'expects input.ids, the puzzles to list.',
      metric: `expects input.metric, the metric to list them by, one of ${METRIC_CHOICES}.`,
    },
  ),
);

export const parseCompareMetricsInput: InputParser<CompareMetricsInput> = parseWith((raw) => {
  if (raw === undefined || raw === null) return {};
  return readRecord<CompareMetricsInput>(
    raw,
    'input',
    {
      sources: (value, at) => (Array.isArray(value) && value.length === 0 ? [] : readSourceNames(value, at)),
      tag: readName,
      collection: readName,
    },
    {},
  );
});
