import { parseArgs } from 'node:util';
import { formatMetricValue, type LadderRow } from '../../core/compare/index';
import { CompareRequestError, compareReport, type CompareReport } from '../../main/services/compare/compareReport';
import { UsageError, type Command } from '../command';
import { LineWriter } from '../lineWriter';
import { DB_OPTION, openExistingLibraryReader, resolveDbPath } from './dbSubcommand';

const HELP = `Usage: patti compare [--source <name>]... [--metric <id>] [--scale <name>] [--tag <name>] [--collection <name>]
                     [--json] [--db <path>]

Sets the levels of the library's sources against one another, as the Compare view does:
every level of every source on one scale (n, quartiles and median of the metric, and the
shares of its puzzles in each universal category), easiest to hardest by median; then the
findings in words, the same sentences the view shows, one per line after "Findings:".

Options:
  --source <name>       a source to compare (repeatable); default: every source with levels
  --metric <id>         the metric to set the levels on (default nhc4): nhc4, nhc2, alone,
                        shortPct, cost, grader, se, hodoku, sisus, colour, or ext:<column> for
                        a rating column the sources published with their puzzles
  --scale <name>        the universal scale of the categories: paper (default) or a saved one
  --tag <name>          only puzzles with this tag
  --collection <name>   only puzzles in this collection
  --json                one JSON object: {metric, scale, ladder: [{source, level, n, q1,
                        median, q3, shares: {easy, medium, hard}}], findings: [sentence],
                        problems: [{kind, message, …}]}
  --db <path>           the library (default: $PATTI_HOME/library.db, else ~/.patti/library.db)

Problems (missing ratings, a source without levels) are printed on stderr after the table.`;

const cell = (text: string, width: number): string => text.padStart(width);
const percentCell = (share: number): string => `${Math.round(share * 100)}`;
/** A level none of whose puzzles has a value of the scale's metric has no shares to show. */
const sharesOf = (shares: LadderRow['shares']): [string, string, string] =>
  shares.easy + shares.medium + shares.hard === 0
    ? ['—', '—', '—']
    : [percentCell(shares.easy), percentCell(shares.medium), percentCell(shares.hard)];

/** The ladder as a text table, then "Findings:" and one sentence per line. */
export function formatCompareReport(report: CompareReport): string[] {
  const metric = report.metricInfo;
  const sourceWidth = Math.max(6, ...report.ladder.map((row) => row.source.length));
  const levelWidth = Math.max(5, ...report.ladder.map((row) => row.level.length));
  const value = (x: number): string => formatMetricValue(metric, x);
  const lines = [
    `Levels on one scale, easiest first: ${metric.short}; categories on the ${report.scale.name} scale`,
    `${'source'.padEnd(sourceWidth)}  ${'level'.padEnd(levelWidth)}      n        q1    median        q3  easy%  medium%  hard%`,
    ...report.ladder.map((row: LadderRow) => {
      const [easy, medium, hard] = sharesOf(row.shares);
      return (
        `${row.source.padEnd(sourceWidth)}  ${row.level.padEnd(levelWidth)} ${cell(String(row.n), 6)} ` +
        `${cell(value(row.q1), 9)} ${cell(value(row.median), 9)} ${cell(value(row.q3), 9)} ` +
        `${cell(easy, 6)} ${cell(medium, 8)} ${cell(hard, 6)}`
      );
    }),
  ];
  if (report.ladder.length === 0) lines.push('(no level has a value of this metric)');
  lines.push('', 'Findings:', ...report.comparison.findings.map((finding) => finding.text));
  return lines;
}

export const compareCommand: Command = {
  name: 'compare',
  help: HELP,
  async run(args, io) {
    const { values } = parseArgs({
      args: [...args],
      options: {
        ...DB_OPTION,
        source: { type: 'string', multiple: true },
        metric: { type: 'string', default: 'nhc4' },
        scale: { type: 'string', default: 'paper' },
        tag: { type: 'string' },
        collection: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    });
    const libraryPath = resolveDbPath(values.db);
    const db = openExistingLibraryReader(libraryPath);
    const out = new LineWriter(io.stdout);
    try {
      let report: CompareReport;
      try {
        report = compareReport(db, libraryPath, {
          sources: values.source ?? [],
          metric: values.metric,
          scale: values.scale,
          ...(values.tag !== undefined ? { tag: values.tag } : {}),
          ...(values.collection !== undefined ? { collection: values.collection } : {}),
        });
      } catch (error) {
        if (error instanceof CompareRequestError) throw new UsageError(error.message);
        throw error;
      }
      if (values.json) {
        await out.line(
          JSON.stringify({
            metric: report.metric,
            scale: report.scale,
            sources: report.sources,
            ladder: report.ladder,
            findings: report.comparison.findings.map((finding) => finding.text),
            problems: report.problems,
          }),
        );
      } else {
        for (const line of formatCompareReport(report)) await out.line(line);
        // Missing ratings are a finding already; the other problems are not.
        for (const problem of report.problems) if (problem.kind !== 'ERR_MISSING_RATINGS') io.stderr.write(`${problem.message}\n`);
      }
      return 0;
    } finally {
      out.close();
      db.close();
    }
  },
};
