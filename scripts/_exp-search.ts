import { parsePuzzleLine } from '../src/core/format/puzzleText';
import { analyseColour } from '../src/core/sat/colour';
import { Propagator } from '../src/core/sat/propagator';
import { countEmptyCells, fewestCandidatesCell, propagateGivens } from '../src/core/sat/sudokuPropagator';
import { readSharedLines } from '../tests/support/data';

const step = Number(process.argv[2] ?? '25');
const lines = readSharedLines('royle17-49158.txt').filter((_, i) => i % step === 0);
const puzzles = lines.map((l) => { const p = parsePuzzleLine(l); if (!p.ok) throw new Error(); return p.value; });

function flrGuesses(green: Propagator, order: 'variable' | 'cell'): { literals: number; variables: number } {
  const copy = new Propagator(green.compiled);
  for (let v = 1; v < green.values.length; v++) { const x = green.values[v]!; if (x !== 0 && copy.values[v] === 0) copy.imply(x > 0 ? v : -v); }
  let literals = 0, variables = 0;
  let changed = true;
  while (changed && copy.consistent && countEmptyCells(copy.values) > 0) {
    changed = false;
    for (let v = 1; v < copy.values.length; v++) {
      if (copy.values[v] !== 0) continue;
      variables++;
      for (const lit of [v, -v]) {
        if (copy.values[v] !== 0) break;
        literals++;
        const mark = copy.level;
        const holds = copy.decide(lit);
        copy.backtrack(mark);
        if (holds) continue;
        changed = true;
        copy.imply(-lit);
      }
    }
  }
  return { literals, variables };
}

// Search with pending count: a guess is pending while its cell has untried digits.
function search(p: Propagator): { depth: number; pending: number } {
  let depth = 0, pending = 0;
  const visit = (d: number, pend: number): boolean => {
    const cell = fewestCandidatesCell(p.values);
    if (cell < 0) return true;
    const open: number[] = [];
    for (let v = cell * 9 + 1; v <= cell * 9 + 9; v++) if (p.values[v] === 0) open.push(v);
    for (const [i, v] of open.entries()) {
      const isPending = i < open.length - 1 ? 1 : 0;
      depth = Math.max(depth, d + 1);
      pending = Math.max(pending, pend + isPending);
      const mark = p.level;
      if (p.decide(v) && visit(d + 1, pend + isPending)) return true;
      p.backtrack(mark);
    }
    return false;
  };
  const base = p.level; p.openLevel(); visit(0, 0); p.backtrack(base);
  return { depth, pending };
}

const acc: Record<string, number[]> = {};
for (const puzzle of puzzles) {
  const r = analyseColour(puzzle);
  if (r.colour === 'green') continue;
  const pr = propagateGivens(puzzle);
  const f = flrGuesses(pr, 'variable');
  const s = search(pr);
  (acc[r.colour] ??= [0, 0, 0, 0, 0, 0, 0]);
  const a = acc[r.colour]!;
  a[0]!++; a[1]! += f.literals; a[2]! += f.variables; a[3]! += s.depth; a[4]! += s.pending; a[5] = Math.max(a[5]!, f.literals); a[6]! += r.searchLevel;
}
for (const [c, a] of Object.entries(acc)) console.log(c, `n ${a[0]} flrLiterals ${(a[1]! / a[0]!).toFixed(1)} (max ${a[5]}) flrVariables ${(a[2]! / a[0]!).toFixed(1)} depth ${(a[3]! / a[0]!).toFixed(2)} pending ${(a[4]! / a[0]!).toFixed(2)} current ${(a[6]! / a[0]!).toFixed(2)}`);
const hist: Record<string, number[]> = { depth: [], pending: [] };
let n = 0;
for (const puzzle of puzzles) {
  const pr = propagateGivens(puzzle);
  if (countEmptyCells(pr.values) === 0) continue;
  n++;
  const s = search(pr);
  hist.depth![s.depth] = (hist.depth![s.depth] ?? 0) + 1;
  hist.pending![s.pending] = (hist.pending![s.pending] ?? 0) + 1;
}
for (const [k, h] of Object.entries(hist)) console.log(k, Array.from(h, (x, i) => `${i}:${((100 * (x ?? 0)) / n).toFixed(1)}`).join(' '));
