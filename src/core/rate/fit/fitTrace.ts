/**
 * What a fit needs of one puzzle's solve. A set's values never change which steps its solver
 * takes (the order of trial does), only how the steps fold into a rating; so each puzzle is
 * solved once with the starting set and kept as the techniques it used, how often, and (for
 * Sudoku Explainer's bases) the largest chain-length bonus each one earned. Any values then
 * rate the puzzle from this summary without solving again.
 */
import { Grid } from '../../grid/grid';
import { parsePuzzleLine } from '../../format/puzzleText';
import { solveFrom } from '../../simulate/logical';
import type { TechniqueId } from '../../techniques';
import { candidateDensity, customStepValue, customTechniqueSet } from '../customRater';
import { SearchContext } from '../../strategies/searchContext';
import type { CustomSet } from '../customSet';

/** One technique of a solve: its place in the set's order, its uses and its largest length bonus. */
interface FitUse {
  /** Index into the set's `techniques`. */
  readonly technique: number;
  readonly uses: number;
  /** Sudoku Explainer's chain-length bonus over the technique's value (0 for other bases). */
  readonly bonus: number;
}

/** A solved puzzle as the fit sees it: plain data, so it crosses from a worker thread as it is. */
export interface FitTrace {
  readonly used: readonly FitUse[];
  /** Candidates per empty cell at the start, the factor of the `sum-density` fold. */
  readonly density: number;
}

/** A puzzle's trace, or why it has none (the set cannot finish it, or the text is no puzzle). */
export type FitTraceOutcome = { readonly trace: FitTrace } | { readonly leftOut: string };

const NO_VALUES = new Map<TechniqueId, number>();

/**
 * Solves `text` once with the set's order of trial and keeps what the fit needs. `context`: the
 * search context of a loop over many puzzles, moved on to this one (see SearchContext.nextPuzzle).
 */
export function fitTraceOf(set: CustomSet, text: string, context = new SearchContext()): FitTraceOutcome {
  const puzzle = parsePuzzleLine(text);
  if (!puzzle.ok) return { leftOut: `not a puzzle (${puzzle.error.message})` };
  const start = Grid.fromPuzzle(puzzle.value);
  const trace = solveFrom(start.clone(), puzzle.value, customTechniqueSet(set), { countOptions: false, context: context.nextPuzzle() });
  if (trace.outcome !== 'solved') {
    return {
      leftOut:
        trace.outcome === 'contradiction'
          ? "the set's steps led to a contradiction"
          : "none of the set's techniques applies before the end",
    };
  }
  const place = new Map(set.techniques.map((t, index) => [t.id, index]));
  const byTechnique = new Map<number, { uses: number; bonus: number }>();
  for (const traced of trace.steps) {
    const index = place.get(traced.technique)!;
    // With no values, a step's value is its length bonus alone (0 outside SE's bases).
    const bonus = customStepValue(set, NO_VALUES, traced);
    const seen = byTechnique.get(index);
    if (seen) {
      seen.uses++;
      seen.bonus = Math.max(seen.bonus, bonus);
    } else byTechnique.set(index, { uses: 1, bonus });
  }
  const used = [...byTechnique].sort((a, b) => a[0] - b[0]).map(([technique, { uses, bonus }]) => ({ technique, uses, bonus }));
  return { trace: { used, density: set.fold === 'sum-density' ? candidateDensity(start) : 1 } };
}
