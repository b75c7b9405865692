import { fail, ok, type Result } from '../result';
import type { Clause, Cnf } from './cnf';

export type DimacsErrorKind = 'ERR_DIMACS_HEADER' | 'ERR_DIMACS_TOKEN' | 'ERR_DIMACS_VARIABLE' | 'ERR_DIMACS_COUNT';

/**
 * DIMACS CNF text: an optional block of `c` comment lines, the header `p cnf <variables>
 * <clauses>`, then one clause per line, literals separated by spaces and ended by 0.
 */
export function makeDimacs(cnf: Cnf, comments: readonly string[] = []): string {
  const lines = comments.map((comment) => (comment === '' ? 'c' : `c ${comment}`));
  lines.push(`p cnf ${cnf.variables} ${cnf.clauses.length}`);
  for (const clause of cnf.clauses) lines.push(clause.length === 0 ? '0' : `${clause.join(' ')} 0`);
  return lines.join('\n') + '\n';
}

/**
 * Reads DIMACS CNF as solvers write it: comments anywhere, clauses free-form (several per line
 * or one spread over lines), an optional `%` end marker (SATLIB files). A file must have one
 * header before its first clause, integer literals within ±variables, every clause ended by
 * 0, and as many clauses as the header says; otherwise the error names the line.
 */
export function parseDimacs(text: string): Result<Cnf, DimacsErrorKind> {
  const lines = text.split(/\r?\n/);
  let variables = -1;
  let declared = 0;
  let headerLine = 0;
  const clauses: Clause[] = [];
  let current: number[] = [];
  let currentLine = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    const lineNo = index + 1;
    if (line === '' || line.startsWith('c')) continue;
    if (line.startsWith('%')) break;
    if (line.startsWith('p')) {
      if (variables >= 0) return fail('ERR_DIMACS_HEADER', `line ${lineNo}: second header (the first is on line ${headerLine})`);
      const match = /^p\s+cnf\s+(\d+)\s+(\d+)$/.exec(line);
      if (!match) return fail('ERR_DIMACS_HEADER', `line ${lineNo}: header must read "p cnf <variables> <clauses>", found "${line}"`);
      variables = Number(match[1]);
      declared = Number(match[2]);
      headerLine = lineNo;
      continue;
    }
    if (variables < 0) return fail('ERR_DIMACS_HEADER', `line ${lineNo}: clause before the "p cnf" header`);
    for (const token of line.split(/\s+/)) {
      if (!/^-?\d+$/.test(token)) return fail('ERR_DIMACS_TOKEN', `line ${lineNo}: "${token}" is not an integer literal`);
      const literal = Number(token);
      if (literal === 0) {
        clauses.push(current);
        current = [];
        continue;
      }
      if (Math.abs(literal) > variables) {
        return fail('ERR_DIMACS_VARIABLE', `line ${lineNo}: literal ${literal} is outside the header's ${variables} variables`);
      }
      if (current.length === 0) currentLine = lineNo;
      current.push(literal);
    }
  }
  if (variables < 0) return fail('ERR_DIMACS_HEADER', 'no "p cnf <variables> <clauses>" header');
  if (current.length > 0) return fail('ERR_DIMACS_TOKEN', `line ${currentLine}: the last clause is not ended by 0`);
  if (clauses.length !== declared) {
    return fail('ERR_DIMACS_COUNT', `line ${headerLine}: the header declares ${declared} clauses but the file has ${clauses.length}`);
  }
  return ok({ variables, clauses });
}
