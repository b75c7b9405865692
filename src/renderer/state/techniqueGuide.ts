/**
 * What the technique guide shows, read from the engine's own tables: the groups and words of
 * core/techniqueGuide, every value from the catalogue (core/techniques.ts), the scheme names from
 * core/rate/names.ts and the worked examples the build script found (examples.json). Nothing is
 * solved here, so the index and a page open at once.
 */
import { RATER_NAMES } from '../../core/rate/names';
import type { TechniqueExample } from '../../core/techniqueGuide/example';
import examplesJson from '../../core/techniqueGuide/examples.json';
import { TECHNIQUE_DESCRIPTIONS, TECHNIQUE_GROUPS, type TechniqueGroup } from '../../core/techniqueGuide/guide';
import { findTechniqueSet } from '../../core/simulate/logicalPresets';
import { TECHNIQUE_SET_IDS, type TechniqueSetId } from '../../shared/workspaceTypes';
import { techniqueOfId, type Technique, type TechniqueId } from '../../core/techniques';

const EXAMPLES = new Map<TechniqueId, TechniqueExample>(
  (examplesJson as unknown as TechniqueExample[]).map((example) => [example.technique, example]),
);

/** One scheme's value of a technique, as the guide prints it. */
export interface SchemeValue {
  /** The scheme's short name ("SE", "HoDoKu", "Cost", "Grader"). */
  readonly scheme: string;
  /** Its full name, for a heading or a tooltip. */
  readonly schemeName: string;
  /** The value in words: "3.2", "140 (Hard)", "2800, then 1600", or "—" when the scheme lacks the technique. */
  readonly text: string;
  /** A line on what the number is, for a tooltip. */
  readonly note: string;
}

export interface TechniqueEntry {
  readonly id: TechniqueId;
  readonly name: string;
  readonly description: string;
  readonly values: readonly SchemeValue[];
  readonly uniqueness: boolean;
  readonly hasExample: boolean;
}

export interface GuideGroup {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly entries: readonly TechniqueEntry[];
}

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The technique's value in each scheme Patti rates with, in the same order everywhere. */
export function schemeValues(row: Technique): SchemeValue[] {
  const value = (rater: 'se' | 'hodoku' | 'cost' | 'grader', text: string | undefined, note: string): SchemeValue => ({
    scheme: RATER_NAMES[rater]!.short,
    schemeName: RATER_NAMES[rater]!.name,
    text: text ?? '—',
    note: text === undefined ? `${RATER_NAMES[rater]!.name} does not have this technique` : note,
  });
  return [
    value('se', row.se?.toFixed(1), 'Sudoku Explainer difficulty (chains and loops add a little for their length)'),
    value(
      'hodoku',
      row.hodoku && `${row.hodoku.score} (${capitalized(row.hodoku.level)})`,
      "HoDoKu's score for each use, and the level it belongs to",
    ),
    value(
      'cost',
      row.sotd && (row.sotd.first === row.sotd.later ? String(row.sotd.first) : `${row.sotd.first}, then ${row.sotd.later}`),
      `Sudoku of the Day's price (its "${row.sotd?.name ?? ''}"): the first use, then each later one`,
    ),
    value('grader', row.scale?.toString(), 'Strategic level on the open 0–10 scale'),
  ];
}

export function techniqueEntry(id: TechniqueId): TechniqueEntry {
  const row = techniqueOfId(id);
  return {
    id,
    name: row.name,
    description: TECHNIQUE_DESCRIPTIONS[id],
    values: schemeValues(row),
    uniqueness: row.uniqueness === true,
    hasExample: EXAMPLES.has(id),
  };
}

function guideGroup(group: TechniqueGroup): GuideGroup {
  return { id: group.id, title: group.title, summary: group.summary, entries: group.techniques.map(techniqueEntry) };
}

/** The guide's index: every group with its techniques, in learning order. */
export const GUIDE_GROUPS: readonly GuideGroup[] = TECHNIQUE_GROUPS.map(guideGroup);

/** Every technique of the guide in index order, for the previous/next links. */
export const GUIDE_ORDER: readonly TechniqueId[] = TECHNIQUE_GROUPS.flatMap((group) => group.techniques);

export function groupOf(id: TechniqueId): GuideGroup | undefined {
  return GUIDE_GROUPS.find((group) => group.entries.some((entry) => entry.id === id));
}

export function exampleOf(id: TechniqueId): TechniqueExample | undefined {
  return EXAMPLES.get(id);
}

/** The technique set the example was found with, as people name it ("Sudoku Explainer order"). */
export function setTitle(setId: string): string {
  return findTechniqueSet(setId)?.title ?? setId;
}

/** The Replay's set for the example's solve, when Replay can follow that set. */
export function replaySetOf(setId: string): TechniqueSetId | null {
  return (TECHNIQUE_SET_IDS as readonly string[]).includes(setId) ? (setId as TechniqueSetId) : null;
}
