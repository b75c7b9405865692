/**
 * The slow part of an import, done apart from the library (in the import worker): an import
 * file's lines become records, and each record is parsed, solved and given its canonical form.
 * The library's writer then only looks the results up and stores them.
 */
import type { CsvRole } from '../format/csv';
import {
  makeImportLineReader,
  pushImportLine,
  type ImportFormat,
  type ImportLine,
  type ImportLineReader,
  type ImportProblem,
  type ReadItem,
} from '../format/importRecords';
import type { Puzzle } from '../grid/index';
import { acceptRecord, type AcceptedPuzzle } from './acceptRecord';
import type { ColumnLayout } from './guessColumns';

/** An accepted puzzle with its canonical form computed: plain data, so it can cross threads. */
export type ComputedPuzzle = Omit<AcceptedPuzzle, 'canonical'> & { readonly canonical: Puzzle };

/** What a line or two of the file gave: a puzzle ready to store, or a problem naming its line. */
export type ComputedItem = { readonly puzzle: ComputedPuzzle } | { readonly problem: ImportProblem };

export interface ComputeSettings {
  readonly format: ImportFormat;
  /** CSV columns named explicitly for roles (otherwise found by header name). */
  readonly columns?: Partial<Record<CsvRole, string>>;
  /** The role of each column, when the file is read as a list of columns. */
  readonly layout?: ColumnLayout;
  /** Source for records that do not name one. */
  readonly defaultSource: string;
  /** Level for records that do not name one. */
  readonly defaultLevel?: string;
  /** The length over which the file reader dropped a line (named in the problem). */
  readonly maxLineLength: number;
}

/** One import's records, computed as its lines come, in file order; lines are numbered from 1. */
export class RecordComputation {
  private readonly reader: ImportLineReader;
  private lineNumber = 0;

  constructor(private readonly settings: ComputeSettings) {
    this.reader = makeImportLineReader(settings.format, settings.columns, settings.layout);
  }

  /** The next lines of the file; returns what they complete. */
  push(lines: readonly ImportLine[]): ComputedItem[] {
    const items: ComputedItem[] = [];
    for (const line of lines) {
      for (const item of pushImportLine(this.reader, ++this.lineNumber, line, this.settings.maxLineLength)) items.push(this.compute(item));
    }
    return items;
  }

  /** The end of the file; returns what it completes. */
  end(): ComputedItem[] {
    return this.reader.end().map((item) => this.compute(item));
  }

  private compute(item: ReadItem): ComputedItem {
    if ('problem' in item) return item;
    const accepted = acceptRecord(item.record, this.settings.format, this.settings.defaultSource, this.settings.defaultLevel);
    if ('reason' in accepted) return { problem: accepted };
    return { puzzle: { ...accepted, canonical: accepted.canonical() } };
  }
}
