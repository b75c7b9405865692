/** An import's report as lines a person reads, in file order: rejected lines and merged lines. */
import type { ImportReport } from '../../shared/libraryTypes';
import { describeOriginsAdded } from '../../shared/originsAdded';

/** Lines of the report the Import box shows; the download has them all. */
export const REPORT_LINES_SHOWN = 100;

export interface ReportLine {
  readonly line: number;
  readonly text: string;
  /** Merged into a puzzle met before (not rejected). */
  readonly merged: boolean;
}

/** Every rejected and merged line of the report, in the order of the file. */
export function reportLines(report: ImportReport): ReportLine[] {
  const rejected = report.problems.map((problem) => ({
    line: problem.line,
    text: `line ${problem.line}${problem.column ? `, column ${problem.column.number} (${problem.column.role})` : ''}: ${problem.reason}`,
    merged: false,
  }));
  const merged = report.merged.map(({ line, text }) => ({ line, text, merged: true }));
  return [...rejected, ...merged].sort((a, b) => a.line - b.line);
}

/** The whole report as a text file. */
export function makeReportText(report: ImportReport): string {
  const lines = reportLines(report).map((line) => line.text);
  const omitted = report.problemsOmitted + report.mergedOmitted;
  if (omitted > 0) lines.push(`… and ${omitted} more lines, not kept`);
  const origins = describeOriginsAdded(report.originsAdded)
    .map((phrase) => `${phrase}\n`)
    .join('');
  const counts = `${report.added} new, ${report.duplicates} duplicates, ${report.isomorphs} isomorphs, ${report.rejected} rejected`;
  return `${report.records} read: ${counts}\n${origins}${lines.join('\n')}\n`;
}
