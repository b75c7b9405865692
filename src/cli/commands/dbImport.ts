import { parseArgs } from 'node:util';
import { UsageError, writeLine } from '../command';
import { closeLibrary, describeLibraryError, openLibrary } from '../../main/services/library/store/db';
import { forTerminal } from '../terminalText';
import { describeImportProblem } from '../../core/format/importRecords';
import { COLUMN_ROLE_WORDS, readColumnRoles, writeColumnRole } from '../../core/import/columnRoles';
import {
  FAIL_FAST_PROBLEMS,
  ImportMisreadError,
  importPuzzleFile,
  type ImportSummary,
} from '../../main/services/library/import/importFile';
import { describeImportMerge } from '../../main/services/library/import/importMerges';
import { IMPORT_FORMATS, type ImportFormat } from '../../main/services/library/import/importReaders';
import { describeOriginsAdded } from '../../shared/originsAdded';
import { DB_OPTION, resolveDbPath, type DbSubcommand } from './dbSubcommand';

/** The one-line summary a person reads after an import (with the column roles it read, if any). */
export function makeImportSummaryLine(summary: ImportSummary): string {
  const columns = summary.layout ? `, columns ${summary.layout.roles.map(writeColumnRole).join(',')}` : '';
  const origins = describeOriginsAdded(summary.originsAdded);
  const counts = `${summary.added} new, ${summary.duplicates} duplicates, ${summary.isomorphs} isomorphs, ${summary.rejected} rejected`;
  const read = `${summary.records} records, ${summary.format}${columns}`;
  return `${summary.file}: ${counts} (${read})${origins.map((phrase) => `; ${phrase}`).join('')}`;
}

export const dbImport: DbSubcommand = {
  name: 'import',
  summary: 'import puzzle files (81-char lines, grids, .sdm, .sdk, .ss, .opensudoku, CSV/TSV)',
  help: `patti db import <file>... [--db <path>] [--source <name>] [--level <name>] [--format <f>]
                 [--columns <roles>] [--puzzle-column <name>] [--solution-column <name>] [--json]
  Imports each file all or nothing: every good puzzle goes in, bad lines are reported by
  line and column (stderr: "line 26, column 2 (puzzle): 80 cells, want 81") and skipped, and
  every line merged into a puzzle met before is named ("line 151: the same puzzle as line 42");
  with several files, each file's lines follow a line with its name.
  A file whose first ${FAIL_FAST_PROBLEMS} records are all rejected is taken for misread: nothing is imported.
  A list of columns (\`<id> <puzzle> <SE rating>\`, tab- or space-separated) gets a role per
  column, guessed from its header or content, or given with --columns, one role per column in
  order: ${COLUMN_ROLE_WORDS} (e.g. --columns id,puzzle,rating:SE). A column with no role is
  kept as a named field of the origin; with --columns a CSV's columns are taken by place. \
Records are checked and solved into a private staging area first
  (rate jobs and other imports go on writing meanwhile), then published in one short transaction. \
Each puzzle must have exactly one solution. A puzzle already in
  the library is a duplicate; a rotated, reflected or relabelled copy is an isomorph, linked to
  the puzzle it copies. A puzzle the library has gets the file's origin when it lacks it, and an
  origin without a level gets the file's level, so importing a file again into a source with
  --level gives it its level; the summary says so ("301 origins added to 'Exchange' with level
  Diabolical"). --source/--level apply to records that do not name their own (CSV
  columns source/level win); the source defaults to the file's name. CSV/TSV need a header:
  puzzle, solution, source, level, date, id columns are found by name, every other column is
  kept as an external rating. --format: ${IMPORT_FORMATS.join(', ')} (default: from the extension).`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: {
        ...DB_OPTION,
        source: { type: 'string' },
        level: { type: 'string' },
        format: { type: 'string' },
        columns: { type: 'string' },
        'puzzle-column': { type: 'string' },
        'solution-column': { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      allowPositionals: true,
    });
    if (positionals.length === 0) throw new UsageError('name at least one file to import');
    if (values.format !== undefined && !IMPORT_FORMATS.includes(values.format as ImportFormat)) {
      throw new UsageError(`--format must be one of ${IMPORT_FORMATS.join(', ')}`);
    }
    const columns = {
      ...(values['puzzle-column'] ? { puzzle: values['puzzle-column'] } : {}),
      ...(values['solution-column'] ? { solution: values['solution-column'] } : {}),
    };
    const roles = values.columns === undefined ? undefined : readColumnRoles(values.columns);
    if (roles && !roles.ok) throw new UsageError(`--columns: ${roles.error.message}`);
    const db = openLibrary(resolveDbPath(values.db));
    let failed = false;
    try {
      for (const file of positionals) {
        // With several files, each file's lines are headed by its name (once, before the first).
        let headed = positionals.length === 1;
        const report = (text: string): void => {
          if (!headed) io.stderr.write(`${forTerminal(file, 200)}:\n`);
          headed = true;
          io.stderr.write(`${text}\n`);
        };
        let summary: ImportSummary;
        try {
          summary = await importPuzzleFile(db, file, {
            ...(values.format ? { format: values.format as ImportFormat } : {}),
            ...(values.source ? { source: values.source } : {}),
            ...(values.level ? { level: values.level } : {}),
            columns,
            ...(roles ? { columnRoles: roles.value } : {}),
            onProblem: (problem) => report(forTerminal(describeImportProblem(problem))),
            onMerged: (merge) => report(describeImportMerge(merge)),
          });
        } catch (error) {
          if (error instanceof ImportMisreadError) {
            io.stderr.write(`patti db import: ${forTerminal(file, 200)}: ${forTerminal(error.message)}\n`);
            failed = true;
            continue;
          }
          const reason = describeLibraryError(error, resolveDbPath(values.db)) ?? (error as Error).message;
          io.stderr.write(`patti db import: ${forTerminal(file, 200)}: ${forTerminal(reason)} (nothing from this file was imported)\n`);
          failed = true;
          continue;
        }
        if (summary.rejected > 0) failed = true;
        await writeLine(io.stdout, values.json ? JSON.stringify(summary) : makeImportSummaryLine(summary));
      }
    } finally {
      closeLibrary(db);
    }
    return failed ? 1 : 0;
  },
};
