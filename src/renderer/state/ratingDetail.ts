/**
 * A stored rating's detail as the detail panel shows it: its plain fields in words
 * (`score 4750 · level Easy`), and a technique tally (the cost rating's `techniques`) as chips
 * with counts, each naming the engine's techniques it stands for.
 */
import { TECHNIQUES } from '../../core/techniques';
import { formatRating } from './format';

interface TechniqueChip {
  /** As the rating names it (the cost rating uses Sudoku of the Day's names: "Single Position"). */
  readonly name: string;
  readonly count: number;
  /** The engine's techniques behind that name ("Hidden single in a row", …), for a tooltip. */
  readonly covers: readonly string[];
  /** The technique guide's page the chip leads to (the first technique it covers), or null. */
  readonly page: string | null;
}

export interface DetailParts {
  /** Fields other than the tally, each in a few words. */
  readonly text: string;
  /** The tally, most used first; empty when the rating has none. */
  readonly techniques: readonly TechniqueChip[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A tally: an object whose every field is a whole count. */
function isTally(value: unknown): value is Record<string, number> {
  return (
    isRecord(value) &&
    Object.keys(value).length > 0 &&
    Object.values(value).every((count) => typeof count === 'number' && Number.isInteger(count) && count >= 0)
  );
}

/** The engine's techniques a rating's technique name stands for: by the engine's own name, else by Sudoku of the Day's. */
export function techniquesNamed(name: string): string[] {
  return techniqueRowsNamed(name).map((technique) => technique.name);
}

function techniqueRowsNamed(name: string): typeof TECHNIQUES {
  const own = TECHNIQUES.filter((technique) => technique.name.toLowerCase() === name.toLowerCase());
  return own.length > 0 ? own : TECHNIQUES.filter((technique) => technique.sotd?.name === name);
}

/** The guide's address for a technique name as a rating tallies it, or null when no technique has that name. */
export function guidePageNamed(name: string): string | null {
  const first = techniqueRowsNamed(name)[0];
  return first ? `#/techniques/${first.id}` : null;
}

function fieldText(value: unknown): string {
  if (typeof value === 'number') return formatRating(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(fieldText).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([name, field]) => `${name} ${fieldText(field)}`)
      .join(', ');
  return String(value);
}

/** Splits a rating's detail JSON into words and technique chips; text that is not JSON is shown as it is. */
export function detailParts(detail: string): DetailParts {
  let value: unknown;
  try {
    value = JSON.parse(detail);
  } catch {
    return { text: detail, techniques: [] };
  }
  if (!isRecord(value)) return { text: fieldText(value), techniques: [] };
  const words: string[] = [];
  const techniques: TechniqueChip[] = [];
  for (const [name, field] of Object.entries(value)) {
    if (name === 'techniques' && isTally(field)) {
      for (const [technique, count] of Object.entries(field))
        techniques.push({ name: technique, count, covers: techniquesNamed(technique), page: guidePageNamed(technique) });
    } else words.push(`${name} ${fieldText(field)}`);
  }
  techniques.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { text: words.join(' · '), techniques };
}
