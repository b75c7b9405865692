// Tables 1–3 of Coelho's "A Scale to Measure the Difficulty of Sudoku Puzzles" on the 17-clue
// set: the green/blue/red/black shares, the mean and maximum of each indicator by colour,
// search level against search red level, and whether green agrees with "naked and hidden
// singles alone solve it" on every puzzle.
// Usage: npx tsx scripts/sat-colour-shares.ts [step] [shared data file] [reading: coelho|letters-in-red|fixpoint|no-resolution]
import { parsePuzzleLine } from '../src/core/format/puzzleText';
import { analyseColour, COLOUR_READINGS, type Colour, type ColourReading, type ColourReport } from '../src/core/sat/colour';
import { strategiesAlone } from '../src/core/simulate/cycles';
import { readSharedLines } from '../tests/support/data';

const step = Number(process.argv[2] ?? '1');
const file = process.argv[3] ?? 'royle17-49158.txt';
const reading = (process.argv[4] ?? 'coelho') as ColourReading;
if (!(reading in COLOUR_READINGS)) throw new Error(`unknown reading ${reading}: use one of ${Object.keys(COLOUR_READINGS).join(', ')}`);
const COLOURS: Colour[] = ['green', 'blue', 'red', 'black'];
const INDICATORS = [
  'searchLevel',
  'guesses',
  'smallNumbers',
  'greenIndicator',
  'blueIndicator',
  'redIndicator',
  'searchRedLevel',
  'esflr',
] as const;
const PUBLISHED: Record<Colour, number> = { green: 46, blue: 40, red: 5, black: 9 };

const reports: ColourReport[] = [];
let singlesDisagree = 0;
let seconds = 0;
let cpuSeconds = 0;
const lines = readSharedLines(file).filter((_, index) => index % step === 0);
for (const [index, line] of lines.entries()) {
  const parsed = parsePuzzleLine(line);
  if (!parsed.ok) throw new Error(`${file} puzzle ${index + 1}: ${parsed.error.message}`);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const report = analyseColour(parsed.value, COLOUR_READINGS[reading]);
  const cpu = process.cpuUsage(cpuStarted);
  cpuSeconds += (cpu.user + cpu.system) / 1e6;
  seconds += (performance.now() - started) / 1000;
  reports.push(report);
  if ((report.colour === 'green') !== strategiesAlone(parsed.value)['2']) {
    singlesDisagree++;
    console.log(`green ${report.colour === 'green'} but singles alone ${!(report.colour === 'green')}: ${parsed.value}`);
  }
  if ((index + 1) % 5000 === 0) console.log(`  ${index + 1} / ${lines.length}`);
}

console.log(
  `\n${file} (reading ${reading}): ${reports.length} puzzles, ` +
    `colour analysis ${cpuSeconds.toFixed(1)} CPU s = ${(reports.length / cpuSeconds).toFixed(0)} puzzles/s ` +
    `(one thread; wall ${seconds.toFixed(1)} s = ${(reports.length / seconds).toFixed(0)}/s on a shared machine)`,
);
console.log('\nTable 1: colour      count   share   published (36,628 puzzles)');
for (const colour of COLOURS) {
  const count = reports.filter((report) => report.colour === colour).length;
  console.log(
    `  ${colour.padEnd(6)} ${String(count).padStart(14)} ${((100 * count) / reports.length).toFixed(1).padStart(6)}%   ${PUBLISHED[colour]}%`,
  );
}
console.log('\nTable 2: indicator     mean / max by colour (green blue red black)');
for (const indicator of INDICATORS) {
  const cells = COLOURS.map((colour) => {
    const values = reports.filter((report) => report.colour === colour).map((report) => report[indicator]);
    if (values.length === 0) return '   -    ';
    return `${(values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(1)}/${Math.max(...values)}`.padStart(10);
  });
  console.log(`  ${indicator.padEnd(15)} ${cells.join(' ')}`);
}
console.log('\nTable 3: search level (rows) × search red level (columns)');
const table = new Map<number, Map<number, number>>();
let maxRed = 0;
for (const report of reports) {
  const row = table.get(report.searchLevel) ?? new Map<number, number>();
  row.set(report.searchRedLevel, (row.get(report.searchRedLevel) ?? 0) + 1);
  table.set(report.searchLevel, row);
  maxRed = Math.max(maxRed, report.searchRedLevel);
}
const columns = Array.from({ length: maxRed + 1 }, (_, level) => level);
console.log(`  level ${columns.map((level) => String(level).padStart(6)).join('')}`);
for (const level of [...table.keys()].sort((a, b) => a - b)) {
  console.log(`  ${String(level).padStart(5)} ${columns.map((red) => String(table.get(level)!.get(red) ?? '').padStart(6)).join('')}`);
}
console.log(`\nfailed-literal rule leaves empty squares (ESFLR > 0) in ${reports.filter((report) => report.esflr > 0).length} puzzles`);
console.log(`green vs singles alone (human solver, 2 strategies): ${singlesDisagree} disagreements`);
process.exitCode = singlesDisagree === 0 ? 0 : 1;
