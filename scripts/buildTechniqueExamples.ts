// Finds the technique guide's worked examples and writes src/core/techniqueGuide/examples.json:
// for every technique of the catalogue (the guess aside), one real position where a technique
// set's easiest-first solve takes a step of that technique. It searches the bundled sample
// library (resources/sample/), easiest puzzles first so the examples stay short solves, with
// every technique set that can find the technique (Sudoku Explainer's order first, then
// Sukaku Explainer's, HoDoKu's, Sudoku of the Day's and the 0–10 scale's), and then asks the
// generator (`patti generate --target technique:ID`, seeded) for the Sudoku Explainer
// techniques the sample lacks. For a technique no solve takes, the technique's own search on the
// boards of a solve gives the example (marked so). A technique still without one is listed; its
// guide page says so. tests/techniqueGuide/ re-derives every example from its puzzle.
// Usage: npx tsx scripts/buildTechniqueExamples.ts [--budget-s 300 (per set)] [--generate-s 120]
//        [--sets se,hodoku] [--keep (search only the techniques examples.json lacks)] [--hardest-first]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { Grid } from '../src/core/grid/grid';
import { asPuzzle } from '../src/core/grid/puzzle';
import { solve } from '../src/core/solve';
import { solvingSteps } from '../src/core/simulate/logical';
import { findTechniqueSet, type TechniqueSet, type Tier } from '../src/core/simulate/logicalPresets';
import { exampleAt, ownSearchStep, stepProblems, type ExampleSpot, type TechniqueExample } from '../src/core/techniqueGuide/example';
import { TECHNIQUES, type TechniqueId } from '../src/core/techniques';

const ROOT = path.resolve(import.meta.dirname, '..');
const SAMPLE = path.join(ROOT, 'resources', 'sample');
const OUT = path.join(ROOT, 'src', 'core', 'techniqueGuide', 'examples.json');
const { values } = parseArgs({
  options: {
    'budget-s': { type: 'string', default: '300' },
    'generate-s': { type: 'string', default: '120' },
    keep: { type: 'boolean', default: false },
    sets: { type: 'string' },
    'hardest-first': { type: 'boolean', default: false },
  },
});
/** Each set's search time, so that a slow set (SE's nested chains on the hardest puzzles) leaves time for the others. */
const SET_BUDGET_MS = Number(values['budget-s']) * 1000;

/** The search order of the sets: Sudoku Explainer's first, whose words and values the guide leads with. */
const SET_ORDER = values.sets?.split(',') ?? ['se', 'sukaku', 'hodoku', 'sotd', 'grader'];
const WANTED = new Set<TechniqueId>(TECHNIQUES.filter((row) => !row.trial).map((row) => row.id));

function techniquesOfTier(tier: Tier): TechniqueId[] {
  if (typeof tier === 'string') return [tier as TechniqueId];
  if (Array.isArray(tier)) return [...(tier as TechniqueId[])];
  return [...(tier as { accepts: readonly TechniqueId[] }).accepts];
}

function techniquesOfSet(set: TechniqueSet): Set<TechniqueId> {
  return new Set(set.tiers.flatMap(techniquesOfTier));
}

interface SamplePuzzle {
  readonly puzzle: string;
  readonly source: string;
  /** Sudoku Explainer's rating from the shipped ratings, to try easy puzzles first. */
  readonly er: number;
}

function samplePuzzles(): SamplePuzzle[] {
  const er = new Map<string, number>();
  for (const line of gunzipSync(fs.readFileSync(path.join(SAMPLE, 'ratings.jsonl.gz')))
    .toString('utf8')
    .split('\n')) {
    if (line === '') continue;
    const record = JSON.parse(line) as { puzzle: string; se?: { er?: number } };
    if (record.se?.er !== undefined) er.set(record.puzzle, record.se.er);
  }
  const found: SamplePuzzle[] = [];
  const seen = new Set<string>();
  for (const file of fs.readdirSync(SAMPLE).sort()) {
    if (!/\.(csv|tsv)$/.test(file)) continue;
    for (const line of fs.readFileSync(path.join(SAMPLE, file), 'utf8').split('\n')) {
      const puzzle = line.split(/[,\t]/).find((field) => /^[0-9.]{81}$/.test(field));
      if (!puzzle || seen.has(puzzle)) continue;
      seen.add(puzzle);
      const name = file.endsWith('.tsv') ? ` (${line.split('\t')[0]})` : '';
      found.push({ puzzle, source: `the bundled sample library, ${file}${name}`, er: er.get(puzzle) ?? 99 });
    }
  }
  return found.sort((a, b) => (values['hardest-first'] ? b.er - a.er : a.er - b.er));
}

const examples = new Map<TechniqueId, TechniqueExample>();
// With --keep, the examples already written stay and only the missing techniques are searched.
if (values.keep && fs.existsSync(OUT))
  for (const example of JSON.parse(fs.readFileSync(OUT, 'utf8')) as TechniqueExample[]) examples.set(example.technique, example);
const solutions = new Map<string, string>();

function solutionOf(puzzle: string): string | undefined {
  if (!solutions.has(puzzle)) {
    const outcome = solve(asPuzzle(puzzle));
    solutions.set(puzzle, outcome.status === 'unique' ? outcome.solution : '');
  }
  return solutions.get(puzzle) || undefined;
}

/** Solves the puzzle with the set and keeps the first step of each technique still missing. */
function searchPuzzle(puzzle: string, source: string, setId: string): void {
  const set = findTechniqueSet(setId)!;
  const solution = solutionOf(puzzle);
  if (!solution) return;
  const parsed = asPuzzle(puzzle);
  let index = 0;
  for (const { technique } of solvingSteps(Grid.fromPuzzle(parsed), parsed, set, { countOptions: false })) {
    if (WANTED.has(technique) && !examples.has(technique)) keep({ technique, set: setId, source, puzzle, solution, index });
    index++;
  }
}

function keep(spot: ExampleSpot): void {
  const example = exampleAt(spot);
  if (!example || example.technique !== spot.technique) throw new Error(`${spot.technique}: the solve did not repeat itself`);
  const problems = stepProblems(example.before, example.step, spot.solution);
  if (problems.length > 0) {
    process.stderr.write(`${spot.technique}: unsound step skipped (${problems.join('; ')})\n`);
    return;
  }
  examples.set(spot.technique, example);
  process.stderr.write(`${spot.technique}: ${spot.set}, step ${spot.index + 1}, ${spot.source} (${examples.size}/${WANTED.size})\n`);
}

const puzzles = samplePuzzles();
for (const setId of SET_ORDER) {
  const reachable = techniquesOfSet(findTechniqueSet(setId)!);
  const deadline = Date.now() + SET_BUDGET_MS;
  for (const { puzzle, source } of puzzles) {
    const missing = [...reachable].filter((id) => WANTED.has(id) && !examples.has(id));
    if (missing.length === 0 || Date.now() > deadline) break;
    searchPuzzle(puzzle, source, setId);
  }
}

// The generator aims at Sudoku Explainer techniques only (`technique:ID` targets the SE-order solve).
const seReachable = techniquesOfSet(findTechniqueSet('se')!);
for (const technique of [...WANTED].filter((id) => !examples.has(id) && seReachable.has(id))) {
  process.stderr.write(`${technique}: asking the generator\n`);
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'bin', 'patti.mjs'),
      'generate',
      '--target',
      `technique:${technique}`,
      '--seed',
      '1',
      '--budget-s',
      values['generate-s']!,
      '--jsonl',
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = run.stdout.split('\n').find((text) => text.startsWith('{'));
  if (!line) continue;
  const { puzzle } = JSON.parse(line) as { puzzle: string };
  searchPuzzle(puzzle, `a puzzle from \`patti generate --target technique:${technique} --seed 1\``, 'se');
}

// Last, for techniques no solve took: their own search on the boards of HoDoKu's solves (with
// its search rules) or, for those no set uses, of Sukaku Explainer's, the first step it finds.
const hodokuReachable = techniquesOfSet(findTechniqueSet('hodoku')!);
const ownDeadline = Date.now() + SET_BUDGET_MS;
for (const { puzzle, source } of puzzles) {
  // Not the nested forcing chains: one search of theirs takes minutes, too long for the test
  // that re-derives every example.
  const missing = [...WANTED].filter((id) => !examples.has(id) && !id.startsWith('nested-'));
  if (missing.length === 0 || Date.now() > ownDeadline) break;
  const solution = solutionOf(puzzle);
  if (!solution) continue;
  for (const setId of ['hodoku', 'sukaku']) {
    const wanted = missing.filter((id) => !examples.has(id) && hodokuReachable.has(id) === (setId === 'hodoku'));
    if (wanted.length === 0) continue;
    const parsed = asPuzzle(puzzle);
    const grid = Grid.fromPuzzle(parsed);
    let index = 0;
    for (const _step of solvingSteps(grid, parsed, findTechniqueSet(setId)!, { countOptions: false })) {
      // The solve has applied step `index`; the board before step `index + 1` is the grid now.
      index++;
      for (const technique of wanted) {
        if (examples.has(technique)) continue;
        if (ownSearchStep(grid.clone(), { technique, set: setId, puzzle }))
          keep({ technique, set: setId, source, puzzle, solution, index, found: 'own-search' });
      }
    }
  }
}

const ordered = TECHNIQUES.flatMap((row) => examples.get(row.id) ?? []);
fs.writeFileSync(OUT, JSON.stringify(ordered) + '\n');
const missing = [...WANTED].filter((id) => !examples.has(id));
process.stderr.write(
  `${ordered.length} examples written to ${path.relative(ROOT, OUT)}; without an example: ${missing.join(', ') || 'none'}\n`,
);
