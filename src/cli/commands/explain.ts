import { parseArgs } from 'node:util';
import { asPuzzle } from '../../core/grid/puzzle';
import { stepValueText, traceSummary } from '../../core/replay/schemes';
import { solveLogically, type TracedStep } from '../../core/simulate/logical';
import type { Step } from '../../core/step';
import { findTechniqueSet, TECHNIQUE_SETS } from '../../core/simulate/logicalPresets';
import { examinePuzzle } from '../../core/solve/index';
import { explainText } from '../../core/describeStep';
import { stepNotationLines } from '../../core/notation/eurekaOfStep';
import { UsageError, type Command } from '../command';
import { LineWriter } from '../lineWriter';
import { describeProblem } from './solve';
import { customRatingOfTrace, customStepValue, customTechniqueSet, findCustomSet } from '../../core/rate/customRater';
import type { CustomSet } from '../../core/rate/customSet';
import { Grid } from '../../core/grid/grid';
import type { LogicalTrace } from '../../core/simulate/logical';
import { customSetNames, loadCustomSets } from '../customSets';

const SET_IDS = TECHNIQUE_SETS.map((set) => set.id).join('|');

const NOTATIONS = ['eureka'];

const HELP = `Usage: patti explain <puzzle> [--techniques ${SET_IDS}|custom:NAME] [--notation eureka] [--json] [--db <path>]

Solves the puzzle the way a person would, always taking the easiest deduction available, and
prints the solve in words, one step per line: its number, the technique's value in the chosen
scheme, the explanation, and how many instances of that technique were available.

Options:
  --techniques ID  the technique set and order (default se):
                   se      Sudoku Explainer's order; values are SE difficulties (ER/EP/ED at the end)
                   sotd    Sudoku of the Day's techniques; values are costs (score and level at the end)
                   grader  the open 0–10 scale's techniques; values are strategic levels
                   hodoku  HoDoKu's order; values are HoDoKu base scores
                   custom:NAME  a custom technique set saved in the library (patti rater);
                           values are the set's own, its rating at the end
  --db PATH        the library custom sets are read from (default: the usual library)
  --notation eureka
                   also write each chain step (X-chains, XY-chains, nice loops, AICs, forcing
                   and nested forcing chains) in Eureka notation, (5)r1c2=(5)r3c2-(5)r3c7…,
                   under its line (a forcing chain one branch per line); with --json as the
                   step's "notation" field (branches separated by "; ")
  --json           print the trace as JSON: {"puzzle", "techniqueSet", "outcome",
                   "steps": [{"step", "technique", "options", "text", "notation"?}]}
  --help           this text

Exit code: 0 when the solve finishes, 1 when it gets stuck or the puzzle is not valid, 2 on a usage error.`;

export const explainCommand: Command = {
  name: 'explain',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: {
        techniques: { type: 'string', default: 'se' },
        notation: { type: 'string' },
        json: { type: 'boolean', default: false },
        db: { type: 'string' },
      },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError('expected one <puzzle> argument');
    loadCustomSets(customSetNames([values.techniques]), values.db);
    const custom = findCustomSet(values.techniques);
    const set = custom ? customTechniqueSet(custom) : findTechniqueSet(values.techniques);
    if (!set) throw new UsageError(`unknown technique set '${values.techniques}' (use ${SET_IDS} or custom:NAME)`);
    if (values.notation !== undefined && !NOTATIONS.includes(values.notation))
      throw new UsageError(`unknown notation '${values.notation}' (use ${NOTATIONS.join('|')})`);
    // Worked out here, for the steps printed, so the solve itself never pays for it.
    const notationOf = (step: Step): string[] => (values.notation === 'eureka' ? stepNotationLines(step) : []);
    const status = examinePuzzle(positionals[0]!);
    if (status.status !== 'unique' || status.puzzle === null) {
      io.stderr.write(`patti explain: ${status.status}: ${describeProblem(status)}\n`);
      return 1;
    }
    const trace = solveLogically(asPuzzle(status.puzzle), set);
    const out = new LineWriter(io.stdout);
    if (values.json) {
      const stepJson = (traced: TracedStep): object => {
        const notation = notationOf(traced.step);
        return { ...traced, text: explainText(traced.step), ...(notation.length > 0 ? { notation: notation.join('; ') } : {}) };
      };
      await out.line(JSON.stringify({ ...trace, steps: trace.steps.map(stepJson) }));
    } else {
      const width = String(trace.steps.length).length;
      for (const [index, traced] of trace.steps.entries()) {
        if (out.broken) break;
        const options = traced.options === 1 ? '1 option' : `${traced.options} options`;
        await out.line(
          `${String(index + 1).padStart(width)}. ` +
            `[${custom ? customValueText(custom, traced) : stepValueText(set.id, traced)}] ${explainText(traced.step)}  ` +
            `(${options})`,
        );
        for (const line of notationOf(traced.step)) await out.line(`${' '.repeat(width + 2)}${line}`);
      }
      await out.line(`${trace.outcome} after ${trace.steps.length} steps. ${custom ? customSummary(custom, trace) : traceSummary(trace)}`);
    }
    out.close();
    return trace.outcome === 'solved' ? 0 : 1;
  },
};

/** A step's value in a custom set, as the brackets of `patti explain` show it. */
function customValueText(set: CustomSet, traced: TracedStep): string {
  const value = customStepValue(set, new Map(set.techniques.map((t) => [t.id, t.value])), traced);
  return String(Math.round(value * 1e6) / 1e6);
}

/** The line a custom set's solve ends with: its rating, or why it could not finish. */
function customSummary(set: CustomSet, trace: LogicalTrace): string {
  const rating = customRatingOfTrace(set, trace, Grid.fromPuzzle(trace.puzzle));
  if (rating.score === undefined)
    return `custom:${set.name}: no rating: ${rating.unfinished?.reason ?? 'unfinished'}; where it stopped:\n${rating.unfinished?.position ?? ''}`;
  return `custom:${set.name}: ${rating.score}${rating.level !== undefined ? ` (${rating.level})` : ''}`;
}
