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
 * Splits one CSV line into fields (RFC 4180 quoting: `"a, b"`, `""` for a quote). Returns
 * undefined when a quoted field is still open at the end of the line, so the caller can join
 * the next line (a field with a line break).
 */
export function parseCsvLine(line: string, delimiter: string): string[] | undefined {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < line.length) {
    const ch = line[i] as string;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
    i++;
  }
  if (quoted) return undefined;
  fields.push(field);
  return fields.map((value) => value.trim());
}

/** One CSV line from fields, quoting where needed. */
export function makeCsvLine(fields: readonly (string | number | null | undefined)[], delimiter = ','): string {
  return fields
    .map((value) => {
      const text = value === null || value === undefined ? '' : String(value);
      return text.includes(delimiter) || text.includes('"') || text.includes('\n') || text.includes('\r') ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(delimiter);
}

/**
 * Reads the header row: finds each role's column by name (`overrides` names columns for roles
 * explicitly), and keeps every other column as an external rating. Fails when no puzzle column
 * is found, naming the columns it saw.
 */
export function parseCsvHeader(
  headerLine: string,
  overrides: Partial<Record<CsvRole, string>> = {},
): Result<CsvColumns, 'ERR_CSV_HEADER'> {
  const delimiter = detectDelimiter(headerLine);
  const names = parseCsvLine(headerLine.replace(/^\uFEFF/, ''), delimiter);
  if (names === undefined) return fail('ERR_CSV_HEADER', 'the header row has an unclosed quote');
  const normalized = names.map(normalizeName);
  const roles: Partial<Record<CsvRole, number>> = {};
  for (const role of Object.keys(ROLE_NAMES) as CsvRole[]) {
    const wanted = overrides[role];
    if (wanted !== undefined) {
      const index = normalized.indexOf(normalizeName(wanted));
      if (index < 0) return fail('ERR_CSV_HEADER', `no column named '${wanted}' for the ${role}; the columns are: ${names.join(', ')}`);
      roles[role] = index;
      continue;
    }
    const index = normalized.findIndex((name, i) => ROLE_NAMES[role].includes(name) && !Object.values(roles).includes(i));
    if (index >= 0) roles[role] = index;
  }
  if (roles.puzzle === undefined) {
    return fail('ERR_CSV_HEADER', `no puzzle column (looked for ${ROLE_NAMES.puzzle.join(', ')}); the columns are: ${names.join(', ')}`);
  }
  const taken = new Set(Object.values(roles));
  const ratings = names
    .map((name, index) => ({ index, name }))
    .filter(({ index, name }) => !taken.has(index) && name !== '' && !DERIVED.has(normalizeName(name)));
  return ok({ delimiter, roles, ratings, width: names.length });
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
  const ratings = columns.ratings
    .map(({ index, name }) => ({ name, text: fields[index] ?? '' }))
    .filter((rating) => rating.text !== '');
  const row: { -readonly [K in keyof CsvPuzzleRow]: CsvPuzzleRow[K] } = { puzzle, ratings };
  for (const role of ['solution', 'source', 'level', 'date', 'id'] as const) {
    const value = field(role);
    if (value !== undefined) row[role] = value;
  }
  return ok(row);
}
