import { parsePuzzleLine } from '../src/core/format/puzzleText';
import { Simplifier, SEED_002_RULES, type SimplifierRules } from '../src/core/sat/simplifier';
import { countEmptyCells, countOpenVariables, propagateGivens, residualClauses } from '../src/core/sat/sudokuPropagator';
import { readSharedLines } from '../tests/support/data';

const step = Number(process.argv[2] ?? '25');
const variants: Record<string, Partial<SimplifierRules>> = JSON.parse(process.argv[3] ?? '{"default":{}}');
const lines = readSharedLines('royle17-49158.txt').filter((_, i) => i % step === 0);
const puzzles = lines.map((l) => { const p = parsePuzzleLine(l); if (!p.ok) throw new Error(); return p.value; });
for (const [name, partial] of Object.entries(variants)) {
  const rules = { ...SEED_002_RULES, ...partial } as SimplifierRules;
  const counts = { green: 0, blue: 0, red: 0, black: 0 };
  const sums = { blue: [0, 0, 0, 0], red: [0, 0, 0, 0], black: [0, 0, 0, 0] } as Record<string, number[]>;
  const t = performance.now();
  for (const puzzle of puzzles) {
    const pr = propagateGivens(puzzle);
    const g = countEmptyCells(pr.values);
    if (g === 0) { counts.green++; continue; }
    const s = new Simplifier(729, pr.values, residualClauses(pr), rules);
    const b = s.simplifyBlue();
    const bi = b === 'solved' ? 0 : countEmptyCells(s.values, (v) => s.valueOfVariable(v));
    const r = b === 'solved' ? 'solved' : s.simplifyRed();
    const ri = r === 'solved' ? 0 : countEmptyCells(s.values, (v) => s.valueOfVariable(v));
    const c = b === 'solved' ? 'blue' : r === 'solved' ? 'red' : 'black';
    counts[c]++;
    sums[c]![0]! += countOpenVariables(pr.values); sums[c]![1]! += g; sums[c]![2]! += bi; sums[c]![3]! += ri;
  }
  const n = puzzles.length;
  const pct = (k: keyof typeof counts) => ((100 * counts[k]) / n).toFixed(1);
  const ind = (c: string) => sums[c]!.map((x) => (counts[c as keyof typeof counts] ? x / counts[c as keyof typeof counts] : 0).toFixed(1)).join('/');
  console.log(`${name.padEnd(22)} G ${pct('green')} B ${pct('blue')} R ${pct('red')} K ${pct('black')}  sn/g/b/r blue ${ind('blue')} red ${ind('red')} black ${ind('black')}  ${((performance.now() - t) / 1000).toFixed(1)}s`);
}
