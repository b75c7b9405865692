/**
 * How the Compare view words a puzzle (hovering a point or an outlier, listing the puzzles
 * behind a chart element): the facts come from the compare service, so every chart describes a
 * puzzle the same way.
 */
import { findCompareMetric, type CompareMetricId, type ListedFacts, type PuzzleFacts } from '../../core/compare/index';

/** A metric's value as people read it: a colour by name, a cost beyond Diabolical so, whole numbers whole, else two decimals. */
export function formatMetricValue(metric: CompareMetricId, value: number): string {
  const found = findCompareMetric(metric);
  const ordinal = found?.ordinal;
  if (ordinal && Number.isInteger(value) && ordinal[value] !== undefined) return ordinal[value]!;
  const words = found?.valueWords?.(value);
  if (words !== undefined) return words;
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The head of a description: "#id · source · level". */
export function puzzleHead(id: number, source: string, level: string | null): string {
  return [`#${id}`, source, level ?? 'no level'].join(' · ');
}

/** The values of a description, a few to a line. */
export function valueLines(values: PuzzleFacts['values'], perLine = 4): string[] {
  const texts = values.map((entry) => `${entry.name} ${formatMetricValue(entry.metric, entry.value)}`);
  const lines: string[] = [];
  for (let at = 0; at < texts.length; at += perLine) lines.push(texts.slice(at, at + perLine).join(' · '));
  if (texts.length === 0) lines.push('no ratings yet');
  return lines;
}

/** The lines of a tooltip: "#id · source · level", then the values, a few to a line. */
export function describePuzzle(facts: PuzzleFacts, perLine = 4): string[] {
  return [puzzleHead(facts.id, facts.source, facts.level), ...valueLines(facts.values, perLine)];
}

/** A listed puzzle: its id, its value of the chosen metric (null: not rated) and its description. */
export interface ListedPuzzle {
  readonly id: number;
  readonly value: number | null;
  readonly label: string;
  readonly description: string;
}

/** A puzzle of a list as the view shows it: the value beside its id, its description as the title. */
export function listedPuzzle(entry: ListedFacts, metric: CompareMetricId): ListedPuzzle {
  return {
    id: entry.facts.id,
    value: entry.value,
    label: entry.value === null ? '—' : formatMetricValue(metric, entry.value),
    description: describePuzzle(entry.facts).join('\n'),
  };
}
