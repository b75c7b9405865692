/**
 * How a rating value is written for a person, one rule per scheme, so "SE 9.0" reads the same
 * in the Library, Print, Compare and the CLI. A rating is named as the app names it: a rater id
 * with an optional field (`se`, `se@$.ep`, `hodoku@$.score`, `nhc4@mean`) or a published one
 * (`ext:SE`, `ext:hodoku`).
 */

/** Decimals (and thousands separators) of one scheme. */
interface NumberRule {
  readonly decimals: number;
  /** Fixed decimals ("7.0") rather than up to `decimals` with trailing zeros dropped ("3.5"). */
  readonly fixed: boolean;
  readonly grouping: boolean;
}

/** Sudoku Explainer's ER/EP/ED are published with one decimal, always: 7.0, 9.1. */
const ONE_DECIMAL: NumberRule = { decimals: 1, fixed: true, grouping: false };
/** HoDoKu's score and the cost score are sums of whole technique prices. */
const WHOLE: NumberRule = { decimals: 0, fixed: true, grouping: true };
/** Anything else (NHC-4 means, the grader's 0–10, published scores of other sites): up to two decimals, as the Library always wrote them. */
const UP_TO_TWO: NumberRule = { decimals: 2, fixed: false, grouping: false };

const SE_NAMES = new Set(['se', 'er', 'ep', 'ed', 'sudokuexplainer', 'explainer']);
const WHOLE_NAMES = new Set(['hodoku', 'cost']);
/** Sudoku Explainer's three values; its other fields (counts, times) are not ratings. */
const SE_FIELDS = new Set(['er', 'ep', 'ed']);

/** The rater (or published column) and field a rating name speaks of, in lower case. */
function schemeOf(rating: string): { scheme: string; field: string | undefined } {
  const name = rating.startsWith('ext:') ? rating.slice(4) : rating;
  const at = name.indexOf('@');
  const scheme = (at < 0 ? name : name.slice(0, at))
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  const field =
    at < 0
      ? undefined
      : name
          .slice(at + 1)
          .replace(/^\$\./, '')
          .toLowerCase();
  return { scheme, field };
}

function ruleFor(rating: string): NumberRule {
  const { scheme, field } = schemeOf(rating);
  if (SE_NAMES.has(scheme)) return field === undefined || SE_FIELDS.has(field) ? ONE_DECIMAL : UP_TO_TWO;
  if (WHOLE_NAMES.has(scheme)) return field === undefined || field === 'score' ? WHOLE : UP_TO_TWO;
  return UP_TO_TWO;
}

function writeNumber(value: number, rule: NumberRule): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: rule.fixed ? rule.decimals : 0,
    maximumFractionDigits: rule.decimals,
    useGrouping: rule.grouping,
  });
}

/** A rating's value as people read it for its scheme ("7.0" for SE, "1,250" for cost); '–' for none. */
export function formatRatingValue(rating: string, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return writeNumber(value, ruleFor(rating));
}

/** A value of no known scheme (a detail field, a statistic): up to two decimals, "12345.5". */
export function formatPlainNumber(value: number): string {
  return writeNumber(value, UP_TO_TWO);
}
