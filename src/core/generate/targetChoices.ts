/**
 * Ready-made targets for a chooser: every level a target names (universal categories, HoDoKu
 * levels, Sudoku of the Day levels, SAT colours, SE techniques) and an example band for each
 * numeric rater, each with a sentence saying what it asks for. Every choice is a valid target
 * (`parseTarget` reads it); a band's range is meant to be edited.
 */
import { PAPER_SCALE } from '../compare/table';
import { COST_LEVELS } from '../rate/cost';
import type { CustomSet } from '../rate/customSet';
import { raterName, ratingColumnName } from '../rate/names';
import { UNIVERSAL_CATEGORIES } from '../rate/universal';
import { HODOKU_LEVELS, techniqueOfId } from '../techniques';
import { SE_TECHNIQUES, TARGET_COLOURS } from './targets';

export interface TargetChoice {
  /** The target as typed, e.g. `universal:easy`. */
  readonly text: string;
  /** What it asks of a puzzle, for people. */
  readonly meaning: string;
  /** The rater or kind of target it belongs to, for grouping a list. */
  readonly group: string;
}

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

function universalChoices(): TargetChoice[] {
  const [low, high] = PAPER_SCALE.cutPoints;
  const ranges = [`NHC-4 below ${low}`, `NHC-4 from ${low} to below ${high}`, `NHC-4 of ${high} or more`];
  return UNIVERSAL_CATEGORIES.map((category, index) => ({
    text: `universal:${category}`,
    meaning: `${capitalized(category)} on the universal scale (${ranges[index]}, the paper's cut points)`,
    group: 'Universal scale',
  }));
}

export const TARGET_CHOICES: readonly TargetChoice[] = [
  ...universalChoices(),
  ...['2.0-3.0', '4.0-6.0', '7.0-8.0', '9.0-10.0'].map((band) => ({
    text: `se:${band}`,
    meaning: `Sudoku Explainer ER from ${band.replace('-', ' to ')} (any range LOW-HIGH)`,
    group: 'Sudoku Explainer',
  })),
  ...HODOKU_LEVELS.map((level) => ({ text: `hodoku:${level}`, meaning: `HoDoKu level ${capitalized(level)}`, group: 'HoDoKu' })),
  { text: 'hodoku:1500-2500', meaning: 'HoDoKu score from 1500 to 2500 (any range LOW-HIGH)', group: 'HoDoKu' },
  ...COST_LEVELS.map(({ level, low, high }) => ({
    text: `cost:${level.toLowerCase()}`,
    meaning: `Sudoku of the Day ${level}: cost score ${low}–${high} (the site's ranges overlap)`,
    group: 'Sudoku of the Day',
  })),
  { text: 'cost:2000-3000', meaning: 'Sudoku of the Day cost score from 2000 to 3000 (any range LOW-HIGH)', group: 'Sudoku of the Day' },
  { text: 'grader:6-7', meaning: 'Sudoku Grader score from 6 to 7 on its 0–10 scale (any range LOW-HIGH)', group: 'Sudoku Grader' },
  { text: 'nhc4:5-8', meaning: `${raterName('nhc4').name}: mean from 5 to 8 (any range LOW-HIGH)`, group: 'Trial and error' },
  { text: 'nhc2:5-8', meaning: `${raterName('nhc2').name}: mean from 5 to 8 (any range LOW-HIGH)`, group: 'Trial and error' },
  ...TARGET_COLOURS.map((colour) => ({ text: `colour:${colour}`, meaning: `SAT inference colour ${colour}`, group: 'SAT' })),
  {
    text: 'cld:0-20',
    meaning: `${ratingColumnName('cld', 'shortPct').name} from 0 to 20 (fewer is harder; any range LOW-HIGH)`,
    group: 'SAT',
  },
  ...SE_TECHNIQUES.map((id) => ({
    text: `technique:${id}`,
    meaning: `the Sudoku Explainer order's solve uses ${techniqueOfId(id).name} (SE ${techniqueOfId(id).se})`,
    group: 'Technique',
  })),
  { text: 'clues:22-24', meaning: '22 to 24 givens (any range LOW-HIGH)', group: 'Clues' },
];

/** A number as a band's bound reads: whole when it is, else to one decimal. */
const bound = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * The ready-made targets of a custom set saved in the library: a band of its score (an example
 * to edit: its middle technique's value to its hardest one for the hardest-step fold; for a sum,
 * two to five times its hardest value, a solve of a few hard steps) and each of its levels.
 */
export function customTargetChoices(set: CustomSet): TargetChoice[] {
  const group = `Your set “${set.name}”`;
  const values = set.techniques.map((technique) => technique.value).sort((a, b) => a - b);
  const hardest = values[values.length - 1] ?? 0;
  const [low, high] = set.fold === 'hardest' ? [values[Math.floor(values.length / 2)] ?? 0, hardest] : [2 * hardest, 5 * hardest];
  const band = `${bound(low)}-${bound(high)}`;
  return [
    {
      text: `custom:${set.name}:${band}`,
      meaning: `Your set “${set.name}”: score from ${bound(low)} to ${bound(high)} (any range LOW-HIGH)`,
      group,
    },
    ...(set.levels ?? []).map((level) => ({
      text: `custom:${set.name}:${level.name.toLowerCase()}`,
      meaning: `Your set “${set.name}”: level ${level.name}`,
      group,
    })),
  ];
}
