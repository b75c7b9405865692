/**
 * Agreement of our `hodoku` rater with real HoDoKu 2.2 output. The file holds one puzzle a line
 * with HoDoKu's level and score: either `puzzle level score`, or HoDoKu's own batch output
 * (`java -jar hodoku.jar /vp /bs puzzles.txt /o out.txt`: `puzzle #n Level (score)`, each
 * followed by its step list when `/vp` was given). Prints the share of equal levels, Spearman's
 * rank correlation of the scores, the share of equal scores, the commonest level pairs and, when
 * the step lists are there, where the two solves part on the puzzles whose scores differ: the
 * technique HoDoKu took where we took another, or the same technique's other instance. `--list`
 * prints each of those puzzles with both ratings. HoDoKu's output is a scratch file: it is not
 * part of the repository.
 *
 *   npx tsx scripts/hodoku-agreement.ts --file out.txt [--list] [--top N]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { cellOfCandidate, digitOfCandidate } from '../src/core/grid/candidate';
import { colOf, rowOf } from '../src/core/grid/cell';
import { asPuzzle } from '../src/core/grid/puzzle';
import { hodokuOfTrace } from '../src/core/rate/hodoku';
import { solveLogically } from '../src/core/simulate/logical';
import { HODOKU_SET } from '../src/core/simulate/logicalPresets';
import { spearman } from '../src/core/stats/spearman';
import type { Step } from '../src/core/step';
import { techniqueOfId, type TechniqueId } from '../src/core/techniques';

const { values } = parseArgs({
  options: { file: { type: 'string' }, list: { type: 'boolean', default: false }, top: { type: 'string', default: '15' } },
});
if (!values.file) throw new Error('usage: npx tsx scripts/hodoku-agreement.ts --file <HoDoKu output> [--list] [--top N]');
const top = Number(values.top);

/** HoDoKu's name (its StepConfig, the unit its score is counted in) for each of our techniques. */
const HODOKU_NAME: Readonly<Record<string, string>> = {
  'full-house': 'Full House',
  'naked-single': 'Naked Single',
  'hidden-single-box': 'Hidden Single',
  'hidden-single-row': 'Hidden Single',
  'hidden-single-column': 'Hidden Single',
  'locked-pair': 'Locked Pair',
  'locked-triple': 'Locked Triple',
  pointing: 'Locked Candidates Type 1 (Pointing)',
  claiming: 'Locked Candidates Type 2 (Claiming)',
  'naked-pair': 'Naked Pair',
  'naked-triple': 'Naked Triple',
  'naked-quad': 'Naked Quadruple',
  'hidden-pair': 'Hidden Pair',
  'hidden-triple': 'Hidden Triple',
  'hidden-quad': 'Hidden Quadruple',
  'x-wing': 'X-Wing',
  swordfish: 'Swordfish',
  jellyfish: 'Jellyfish',
  'remote-pair': 'Remote Pair',
  'bug-plus-1': 'Bivalue Universal Grave + 1',
  skyscraper: 'Skyscraper',
  'two-string-kite': '2-String Kite',
  'turbot-fish': 'Turbot Fish',
  'empty-rectangle': 'Empty Rectangle',
  'w-wing': 'W-Wing',
  'xy-wing': 'XY-Wing',
  'xyz-wing': 'XYZ-Wing',
  'unique-rectangle-1': 'Uniqueness Test 1',
  'unique-rectangle-2': 'Uniqueness Test 2',
  'unique-rectangle-3': 'Uniqueness Test 3',
  'unique-rectangle-4': 'Uniqueness Test 4',
  'unique-rectangle-5': 'Uniqueness Test 5',
  'unique-rectangle-6': 'Uniqueness Test 6',
  'hidden-rectangle': 'Hidden Rectangle',
  'finned-x-wing': 'Finned X-Wing',
  'sashimi-x-wing': 'Sashimi X-Wing',
  'finned-swordfish': 'Finned Swordfish',
  'sashimi-swordfish': 'Sashimi Swordfish',
  'finned-jellyfish': 'Finned Jellyfish',
  'sashimi-jellyfish': 'Sashimi Jellyfish',
  'sue-de-coq': 'Sue de Coq',
  'simple-colouring': 'Simple Colors',
  'multi-colouring': 'Multi Colors',
  'x-chain': 'X-Chain',
  'xy-chain': 'XY-Chain',
  'x-cycle': 'Nice Loop/AIC',
  'xy-cycle': 'Nice Loop/AIC',
  'nice-loop': 'Nice Loop/AIC',
  aic: 'Nice Loop/AIC',
  'grouped-nice-loop': 'Grouped Nice Loop/AIC',
  'grouped-aic': 'Grouped Nice Loop/AIC',
  'als-xz': 'Almost Locked Set XZ-Rule',
  'als-xy-wing': 'Almost Locked Set XY-Wing',
  'als-xy-chain': 'Almost Locked Set Chain',
  'franken-x-wing': 'Franken X-Wing',
  'franken-swordfish': 'Franken Swordfish',
  'finned-franken-x-wing': 'Finned Franken X-Wing',
  'finned-franken-swordfish': 'Finned Franken Swordfish',
  'cell-forcing-chain': 'Forcing Chain',
  'unit-forcing-chain': 'Forcing Chain',
  'nishio-forcing-chain': 'Forcing Chain',
  'dynamic-cell-forcing-chain': 'Forcing Net',
  'dynamic-unit-forcing-chain': 'Forcing Net',
  'dynamic-contradiction-forcing-chain': 'Forcing Net',
  'dynamic-plus-forcing-chain': 'Forcing Net',
  guess: 'Brute Force',
};

/** HoDoKu prints the variant of a step ("Simple Colors Trap", "Forcing Chain Verity"); its score is the family's. */
const SINGLES: ReadonlySet<string> = new Set(['Full House', 'Naked Single', 'Hidden Single']);

function hodokuFamily(stepName: string): string {
  const name = stepName.replace(/ (Trap|Wrap|Contradiction|Verity)$/, '').replace(/^Multi Colors [12]$/, 'Multi Colors');
  if (/^Grouped (Continuous|Discontinuous) Nice Loop$|^Grouped AIC$/.test(name)) return 'Grouped Nice Loop/AIC';
  if (/^(Continuous|Discontinuous) Nice Loop$|^AIC$/.test(name)) return 'Nice Loop/AIC';
  return name;
}

function ourFamily(id: TechniqueId): string {
  return HODOKU_NAME[id] ?? `(${techniqueOfId(id).name})`;
}

/** A step beyond the singles: its HoDoKu family and what it does, as sorted `r1c2<>3` / `r1c2=3` items. */
interface SolveStep {
  readonly family: string;
  readonly effect: string;
}

/** HoDoKu's "r1c46,r3c2<>2, r5c1=7": each part a cell group (rows × columns, comma-joined) and a digit. */
function hodokuEffect(text: string): string {
  const items: string[] = [];
  for (const part of text.split(', ')) {
    const match = /^(.*?)(<>|=)(\d)$/.exec(part.trim());
    if (!match) continue;
    for (const group of match[1]!.split(',')) {
      const cells = /^r(\d+)c(\d+)$/.exec(group);
      if (!cells) continue;
      for (const row of cells[1]!) for (const col of cells[2]!) items.push(`r${row}c${col}${match[2]}${match[3]}`);
    }
  }
  return items.sort().join(' ');
}

function ourEffect(step: Step): string {
  const items = [
    ...step.eliminations.map((k) => `r${rowOf(cellOfCandidate(k)) + 1}c${colOf(cellOfCandidate(k)) + 1}<>${digitOfCandidate(k)}`),
    ...step.placements.map((p) => `r${rowOf(p.cell) + 1}c${colOf(p.cell) + 1}=${p.digit}`),
  ];
  return items.sort().join(' ');
}

interface Expected {
  readonly puzzle: string;
  readonly level: string;
  readonly score: number;
  /** HoDoKu's steps beyond the singles in solve order, when the file has its step lists. */
  readonly steps: SolveStep[] | undefined;
}

function readExpected(path: string): Expected[] {
  const rows: { puzzle: string; level: string; score: number; steps: SolveStep[] | undefined }[] = [];
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const head = /^([.0-9]{81})\s+(?:#\d+\s+)?([A-Za-z]+)\s+\(?(\d+)\)?/.exec(line);
    if (head) {
      rows.push({ puzzle: head[1]!, level: head[2]!.toLowerCase(), score: Number(head[3]), steps: undefined });
      continue;
    }
    // A step is indented by three spaces and named up to its colon (or " in ", " =>" for the
    // ones without); the lines of a forcing chain's branches are indented by two.
    const step = /^ {3}(\S.*?)(?::| in | =>)/.exec(line);
    const last = rows.at(-1);
    if (step && last) {
      last.steps ??= [];
      const family = hodokuFamily(step[1]!);
      if (!SINGLES.has(family)) last.steps.push({ family, effect: hodokuEffect(line.split(' => ')[1] ?? '') });
    }
  }
  return rows;
}

/**
 * Where the two solves part: the first step beyond the singles that differs, in family or, the
 * family the same, in what it removes (another instance taken). Both take every single before
 * anything else, so up to that step they stand at the same position; a score that differs with
 * no such step differs by the singles alone (naked or hidden: HoDoKu takes them in the order they
 * appeared).
 */
function firstDifference(theirs: readonly SolveStep[], ours: readonly SolveStep[]): string {
  for (let i = 0; i < Math.max(theirs.length, ours.length); i++) {
    const [a, b] = [theirs[i], ours[i]];
    if (a?.family !== b?.family) return `HoDoKu ${a?.family ?? '(nothing more)'} / Patti ${b?.family ?? '(nothing more)'}`;
    if (a && b && a.effect !== b.effect) return `${a.family}: another instance`;
  }
  return 'the same steps, singles counted differently';
}

function bump(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

const expected = readExpected(values.file);
const ourScores: number[] = [];
const theirScores: number[] = [];
const levelPairs = new Map<string, number>();
const causes = new Map<string, number>();
const levelCauses = new Map<string, number>();
let levelEqual = 0;
let scoreEqual = 0;
const started = performance.now();
for (const row of expected) {
  const trace = solveLogically(asPuzzle(row.puzzle.replace(/0/g, '.')), HODOKU_SET, { countOptions: false });
  const ours = hodokuOfTrace(trace);
  ourScores.push(ours.score);
  theirScores.push(row.score);
  if (ours.level === row.level) levelEqual++;
  else bump(levelPairs, `${row.level} → ${ours.level}`);
  if (ours.score === row.score) {
    scoreEqual++;
    continue;
  }
  const ourSteps = trace.steps
    .map(({ step, technique }) => ({ family: ourFamily(technique), effect: ourEffect(step) }))
    .filter((step) => !SINGLES.has(step.family));
  const cause = row.steps ? firstDifference(row.steps, ourSteps) : '';
  if (cause) {
    bump(causes, cause);
    if (ours.level !== row.level) bump(levelCauses, cause);
  }
  if (values.list) console.log(`${row.puzzle}\tHoDoKu ${row.level} ${row.score}\tPatti ${ours.level} ${ours.score}\t${cause}`);
}
const seconds = (performance.now() - started) / 1000;
const pct = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
const ranked = (counts: Map<string, number>): [string, number][] => [...counts].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`${values.file}: ${expected.length} puzzles, ${(expected.length / seconds).toFixed(1)} puzzles/s`);
console.log(`level equal: ${levelEqual}/${expected.length} (${pct(levelEqual, expected.length)})`);
console.log(`Spearman(our score, HoDoKu score) = ${spearman(ourScores, theirScores).toFixed(4)}`);
console.log(`exact score: ${scoreEqual}/${expected.length} (${pct(scoreEqual, expected.length)})`);
console.log('commonest level mismatches (HoDoKu → ours):');
for (const [pair, count] of ranked(levelPairs)) console.log(`  ${pair}: ${count}`);
if (causes.size > 0) {
  console.log('where the solves part on puzzles whose scores differ (puzzles; those with a level mismatch in brackets):');
  for (const [note, count] of ranked(causes)) console.log(`  ${note}: ${count} (${levelCauses.get(note) ?? 0})`);
}
