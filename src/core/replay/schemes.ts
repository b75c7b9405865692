/**
 * What each technique set's rating scheme says about one step and about a whole solve, in the
 * words `patti explain` prints and as the numbers the replay charts: Sudoku Explainer values
 * (se), Sudoku of the Day costs (sotd), levels of the open 0–10 scale (grader), HoDoKu base
 * scores (hodoku). One definition, shared by the CLI and the workspace.
 */
import { costOfTrace } from '../rate/cost';
import { customStepValue } from '../rate/customRater';
import type { CustomSet } from '../rate/customSet';
import { gradeTrace } from '../rate/grader';
import { hodokuOfTrace } from '../rate/hodoku';
import { SE_NOT_SOLVED, seOfTrace } from '../rate/se';
import { seValueOf, type LogicalTrace, type TracedStep } from '../simulate/logical';
import { techniqueOfId, type TechniqueId } from '../techniques';

/** The step's value in the set's own scheme, as `patti explain` prints it in brackets. */
export function stepValueText(setId: string, traced: TracedStep): string {
  const technique = techniqueOfId(traced.technique);
  if (setId === 'se') {
    const value = seValueOf(traced.step);
    return Number.isFinite(value) ? value.toFixed(1) : '—';
  }
  if (setId === 'sotd') return technique.sotd ? `${technique.sotd.code} ${technique.sotd.first}/${technique.sotd.later}` : '—';
  if (setId === 'grader') return String(technique.scale ?? '—');
  return String(technique.hodoku?.score ?? '—');
}

/** The line `patti explain` ends with: the set's rating of the whole solve. */
export function traceSummary(trace: LogicalTrace): string {
  if (trace.techniqueSet === 'se') {
    const se = seOfTrace(trace);
    return `SE: ER ${se.er.toFixed(1)}, EP ${se.ep.toFixed(1)}, ED ${se.ed.toFixed(1)}`;
  }
  if (trace.techniqueSet === 'sotd') {
    const cost = costOfTrace(trace);
    return `Cost: ${cost.score} (${cost.level})`;
  }
  if (trace.techniqueSet === 'grader') {
    const grade = gradeTrace(trace);
    return `Grade: ${grade.score} (strategic ${grade.strategic} + procedural ${grade.procedural})`;
  }
  const hodoku = hodokuOfTrace(trace);
  return `HoDoKu: ${hodoku.score} (${hodoku.level})`;
}

/** A custom set's value as the step list prints it: at most two decimals. */
export function customValueText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Prices steps in a set's scheme along a solve, as a number: the SE value (20.0, Sudoku
 * Explainer's "not solved", for a step it has no value for), the Sudoku of the
 * Day cost actually charged (first use of a site technique at its first-use price, later uses
 * at the later price, counted per site code as the cost rater does), the 0–10 strategic level,
 * the HoDoKu base score; for a custom set, its own value (what its hardest-step fold compares)
 * or, for its sums, the first-use or later-use value it adds. Null where the scheme has no price
 * for the technique.
 */
export class StepPricer {
  private readonly sotdUses = new Set<string>();
  private readonly customUses = new Set<TechniqueId>();
  private readonly customValues: ReadonlyMap<TechniqueId, number> | undefined;
  private readonly customLater: ReadonlyMap<TechniqueId, number> | undefined;

  constructor(
    private readonly setId: string,
    private readonly custom?: CustomSet,
  ) {
    if (custom) {
      this.customValues = new Map(custom.techniques.map((t) => [t.id, t.value]));
      this.customLater = new Map(custom.techniques.map((t) => [t.id, t.later ?? t.value]));
    }
  }

  /** The price of `traced` if it were taken now (nothing is recorded). */
  peek(traced: TracedStep): number | null {
    if (this.custom) return this.#customPrice(this.custom, traced);
    const technique = techniqueOfId(traced.technique);
    // A step Sudoku Explainer has no value for (a guess) is its "not solved", as the SE fold counts it.
    if (this.setId === 'se') {
      const value = seValueOf(traced.step);
      return Number.isFinite(value) ? value : SE_NOT_SOLVED;
    }
    if (this.setId === 'sotd') {
      const sotd = technique.sotd;
      if (!sotd) return null;
      return this.sotdUses.has(sotd.code) ? sotd.later : sotd.first;
    }
    if (this.setId === 'grader') return technique.scale ?? null;
    return technique.hodoku?.score ?? null;
  }

  /** As customRatingOfTrace folds it: the hardest fold compares step values, the sums add first and later uses. */
  #customPrice(set: CustomSet, traced: TracedStep): number | null {
    if (!this.customValues!.has(traced.technique)) return null;
    if (set.fold === 'hardest') return customStepValue(set, this.customValues!, traced);
    return this.customUses.has(traced.technique) ? this.customLater!.get(traced.technique)! : this.customValues!.get(traced.technique)!;
  }

  /** Records that a step of `technique` was taken (later steps of its site code cost the later price). */
  take(technique: TechniqueId): void {
    this.customUses.add(technique);
    const sotd = techniqueOfId(technique).sotd;
    if (sotd) this.sotdUses.add(sotd.code);
  }

  /** The price of `traced`, then records it as taken. */
  price(traced: TracedStep): number | null {
    const value = this.peek(traced);
    this.take(traced.technique);
    return value;
  }
}
