import { fail, ok, type Result } from '../result';

/**
 * CSV and TSV puzzle tables with a header row. Columns are recognised by name (case and
 * punctuation ignored) as the puzzle, its solution, source, level, date and id; every other
 * column is an external rating kept as given (a publisher's "difficulty", Sudoku Explainer's
 * "SE", …), except a few derived counts that say nothing new (`clues`).
 */
export type CsvRole = 'puzzle' | 'solution' | 'source' | 'level' | 'date' | 'id';

/** Which column plays which role; `ratings` lists the external-rating columns by index and name. */
export interface CsvColumns {
  readonly delimiter: ',' | '\t' | ';';
  readonly roles: Partial<Record<CsvRole, number>>;
  readonly ratings: readonly { readonly index: number; readonly name: string }[];
  readonly width: number;
}

/** One data row read through CsvColumns. */
export interface CsvPuzzleRow {
  readonly puzzle: string;
  readonly solution?: string;
  readonly source?: string;
  readonly level?: string;
  readonly date?: string;
  readonly id?: string;
  readonly ratings: readonly { readonly name: string; readonly text: string }[];
}

const ROLE_NAMES: Record<CsvRole, readonly string[]> = {
  puzzle: ['puzzle', 'puzzles', 'givens', 'quizzes', 'quiz', 'question', 'grid', 'sudoku'],
  solution: ['solution', 'solutions', 'answer', 'solved'],
  source: ['source', 'publisher', 'site', 'origin'],
  level: ['level', 'grade', 'category', 'label'],
  date: ['date', 'published', 'publisheddate', 'day'],
  id: ['id', 'externalid', 'hash', 'key', 'number', 'no', 'name'],
};

/** Columns derived from the puzzle itself (or Patti's own row id), not anyone's rating. */
const DERIVED = new Set(['clues', 'cluecount', 'givenscount', 'numclues', 'nclues', 'pattiid']);

function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The delimiter a header line uses: tab if it has tabs, else `;` if it has more of those than commas. */
export function detectDelimiter(headerLine: string): ',' | '\t' | ';' {
  if (headerLine.includes('\t')) return '\t';
  const commas = headerLine.split(',').length;
  const semicolons = headerLine.split(';').length;
  return semicolons > commas ? ';' : ',';
}

/**
 * Longest CSV record (a row whose quoted field goes on over several lines) read before the
 * quote is taken as never closed; this keeps a stray quote from swallowing the rest of a file.
 */
const MAX_CSV_RECORD_LENGTH = 65_536;

/** One CSV record read by CsvRecordReader: its fields, or why it could not be read. */
export type CsvRecord = { readonly line: number; readonly fields: string[] } | { readonly line: number; readonly problem: string };

/**
 * Reads CSV records line by line (RFC 4180 quoting: `"a, b"`, `""` for a quote, a quoted field
 * may hold line breaks). Each character is looked at once, whatever the quoting, so reading is
 * linear in the input; a quoted field still open after `maxRecordLength` characters is
 * reported on the line it opened and reading starts afresh on the next line.
 */
export class CsvRecordReader {
  /** Characters examined so far (each exactly once): the work done, for tests of linear time. */
  scanned = 0;
  private fields: string[] = [];
  private field = '';
  /** The field so far has something other than whitespace, so a `"` in it is a plain character. */
  private fieldHasText = false;
  private quoted = false;
  /** A record is open: a quoted field went on past the end of its line. */
  private open = false;
  private start = 0;
  private length = 0;
  private lineNumber = 0;

  constructor(
    private readonly delimiter: string,
    private readonly maxRecordLength = MAX_CSV_RECORD_LENGTH,
  ) {}

  /** Feeds the next line (without its line break); returns the records it completes. */
  push(line: string): CsvRecord[] {
    this.lineNumber++;
    if (this.open) {
      this.field += '\n';
    } else {
      if (line.trim() === '') return [];
      this.start = this.lineNumber;
      this.fields = [];
      this.field = '';
      this.fieldHasText = false;
      this.quoted = false;
      this.length = 0;
    }
    this.scan(line);
    this.length += line.length + 1;
    if (this.quoted) {
      this.open = true;
      if (this.length <= this.maxRecordLength) return [];
      this.open = false;
      const skipped = this.lineNumber > this.start ? `, lines ${this.start}–${this.lineNumber} skipped` : '';
      return [
        {
          line: this.start,
          problem: `a quoted field opened on this line is never closed (gave up after ${this.maxRecordLength.toLocaleString('en-US')} characters${skipped})`,
        },
      ];
    }
    this.open = false;
    this.fields.push(this.field);
    return [{ line: this.start, fields: this.fields.map((value) => value.trim()) }];
  }

  /** Ends the input: reports a quoted field still open. */
  end(): CsvRecord[] {
    if (!this.open) return [];
    this.open = false;
    return [
      {
        line: this.start,
        problem: `a quoted field opened on this line is never closed (lines ${this.start}–${this.lineNumber} were not read)`,
      },
    ];
  }

  private scan(line: string): void {
    const delimiter = this.delimiter;
    let i = 0;
    while (i < line.length) {
      if (this.quoted) {
        // Copy the run up to the next quote in one slice.
        const quote = line.indexOf('"', i);
        if (quote < 0) {
          this.field += line.slice(i);
          this.scanned += line.length - i;
          return;
        }
        this.field += line.slice(i, quote);
        this.scanned += quote - i + 1;
        if (line[quote + 1] === '"') {
          this.field += '"';
          this.scanned++;
          i = quote + 2;
        } else {
          this.quoted = false;
          i = quote + 1;
        }
        continue;
      }
      const ch = line[i] as string;
      this.scanned++;
      if (ch === '"' && !this.fieldHasText) {
        this.quoted = true;
        this.fieldHasText = true;
        this.field = '';
      } else if (ch === delimiter) {
        this.fields.push(this.field);
        this.field = '';
        this.fieldHasText = false;
      } else {
        this.field += ch;
        if (ch !== ' ' && ch !== '\t') this.fieldHasText = true;
      }
      i++;
    }
  }
}

/**
 * Splits one CSV line into fields (RFC 4180 quoting: `"a, b"`, `""` for a quote). Returns
 * undefined when a quoted field is still open at the end of the line (a field with a line
 * break; CsvRecordReader reads those).
 */
export function parseCsvLine(line: string, delimiter: string): string[] | undefined {
  if (line.trim() === '') return [''];
  const [record] = new CsvRecordReader(delimiter, Infinity).push(line);
  return record !== undefined && 'fields' in record ? record.fields : undefined;
}

/** One CSV line from fields, quoting where needed. */
export function makeCsvLine(fields: readonly (string | number | null | undefined)[], delimiter = ','): string {
  return fields
    .map((value) => {
      const text = value === null || value === undefined ? '' : String(value);
      return text.includes(delimiter) || text.includes('"') || text.includes('\n') || text.includes('\r')
        ? `"${text.replace(/"/g, '""')}"`
        : text;
    })
    .join(delimiter);
}

/**
 * Reads the header row: finds each role's column by name (`overrides` names columns for roles
 * explicitly), and keeps every other column as an external rating. Fails when no puzzle column
 * is found, naming the columns it saw.
 */
export function parseCsvHeader(headerLine: string, overrides: Partial<Record<CsvRole, string>> = {}): Result<CsvColumns, 'ERR_CSV_HEADER'> {
  const delimiter = detectDelimiter(headerLine);
  const names = parseCsvLine(headerLine.replace(/^\uFEFF/, ''), delimiter);
  if (names === undefined) return fail('ERR_CSV_HEADER', 'the header row has an unclosed quote');
  const normalized = names.map(normalizeName);
  const roles: Partial<Record<CsvRole, number>> = {};
  for (const role of Object.keys(ROLE_NAMES) as CsvRole[]) {
    const wanted = overrides[role];
    if (wanted !== undefined) {
      const index = normalized.indexOf(normalizeName(wanted));
      if (index < 0)
        return fail('ERR_CSV_HEADER', `no column named '${cutName(wanted)}' for the ${role}; the columns are: ${describeColumns(names)}`);
      roles[role] = index;
      continue;
    }
    const index = normalized.findIndex((name, i) => ROLE_NAMES[role].includes(name) && !Object.values(roles).includes(i));
    if (index >= 0) roles[role] = index;
  }
  if (roles.puzzle === undefined) {
    return fail(
      'ERR_CSV_HEADER',
      `no puzzle column (looked for ${ROLE_NAMES.puzzle.join(', ')}); the columns are: ${describeColumns(names)}`,
    );
  }
  const taken = new Set(Object.values(roles));
  const ratings = names
    .map((name, index) => ({ index, name }))
    .filter(({ index, name }) => !taken.has(index) && name !== '' && !DERIVED.has(normalizeName(name)));
  return ok({ delimiter, roles, ratings, width: names.length });
}

/** A column name for a message: a header may be anything, so long names are cut. */
function cutName(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}

/** The header's columns for a message: the first 20, each cut to 40 characters. */
function describeColumns(names: readonly string[]): string {
  const shown = names.slice(0, 20).map(cutName).join(', ');
  return names.length > 20 ? `${shown} and ${names.length - 20} more` : shown;
}

/** Reads one data row's fields through the header's columns. */
export function readCsvRow(fields: readonly string[], columns: CsvColumns): Result<CsvPuzzleRow, 'ERR_CSV_ROW'> {
  const puzzle = fields[columns.roles.puzzle as number];
  if (puzzle === undefined || puzzle === '') {
    return fail('ERR_CSV_ROW', `the row has ${fields.length} fields but no puzzle in column ${(columns.roles.puzzle as number) + 1}`);
  }
  const field = (role: CsvRole): string | undefined => {
    const index = columns.roles[role];
    const value = index === undefined ? undefined : fields[index];
    return value === undefined || value === '' ? undefined : value;
  };
  const ratings = columns.ratings.map(({ index, name }) => ({ name, text: fields[index] ?? '' })).filter((rating) => rating.text !== '');
  const row: { -readonly [K in keyof CsvPuzzleRow]: CsvPuzzleRow[K] } = { puzzle, ratings };
  for (const role of ['solution', 'source', 'level', 'date', 'id'] as const) {
    const value = field(role);
    if (value !== undefined) row[role] = value;
  }
  return ok(row);
}
