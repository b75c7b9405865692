/**
 * The words people read for Patti's raters and their values. Rater ids (`nhc4`, `cld`) and field
 * names (`shortPct`) stay in links, the CLI's flags and exports; everything drawn on screen or
 * printed for a person (the Rate panel, the Library's columns, the detail panel, Compare, Print
 * labels, Generate) takes its words from here, so a rating is called the same thing everywhere.
 */

export interface DisplayName {
  /** The full name, as in a chooser or a heading with room: "Nishio cycles, 4 strategies (NHC-4)". */
  readonly name: string;
  /** A short name for narrow places (a table heading, an axis, a chip): "NHC-4". */
  readonly short: string;
  /** One line saying what it measures, for a tooltip or a chooser's second line. */
  readonly description: string;
}

interface RaterNames extends DisplayName {
  /** The rater's fields a person may read, in the order to show them; others are details. */
  readonly fields: Readonly<Record<string, DisplayName>>;
  /** The field that is the rater's main value (what its column shows and sorts by), if a record. */
  readonly main?: string;
  /** The main value's column, where the rater's own name would not say what the number is. */
  readonly mainColumn?: DisplayName;
}

const field = (name: string, short: string, description: string): DisplayName => ({ name, short, description });

const NHC_FIELDS = (strategies: number): Record<string, DisplayName> => ({
  mean: field(`Mean Nishio cycles (${strategies} strategies)`, 'mean', 'Mean over the simulated solvers of the cycles each needed'),
  median: field('Median cycles', 'median', 'Median over the simulated solvers'),
  sd: field('Spread (standard deviation)', 'spread', 'How much the simulated solvers differ'),
  min: field('Fewest cycles', 'fewest', 'The luckiest simulated solver'),
  max: field('Most cycles', 'most', 'The unluckiest simulated solver'),
});

export const RATER_NAMES: Readonly<Record<string, RaterNames>> = {
  cost: {
    name: 'Sudoku of the Day cost',
    short: 'Cost',
    description:
      "Technique-cost score: every technique used, priced at its first and later uses, summed (Sudoku of the Day's scheme); " +
      'a puzzle its techniques cannot finish is Beyond Diabolical and sorts after every Diabolical one',
    main: 'score',
    fields: {
      score: field(
        'Cost score',
        'cost',
        'Sum of the technique prices of the easiest-first solve; Beyond Diabolical sorts after every Diabolical cost',
      ),
      level: field('Cost level', 'level', "Sudoku of the Day's level for that score, or Beyond Diabolical and the technique it needs"),
    },
  },
  grader: {
    name: 'Sudoku Grader (0–10)',
    short: 'Grader',
    description: 'Open 0–10 scale: how hard the techniques are (0–7) plus how long the solve is (0–3)',
    main: 'score',
    fields: {
      score: field('Grader score (0–10)', 'grader', 'Strategic plus procedural part'),
      strategic: field('Strategic part (0–7)', 'strategic', 'How hard the hardest techniques are'),
      procedural: field('Procedural part (0–3)', 'procedural', 'How much work the solve takes'),
    },
  },
  se: {
    name: 'Sudoku Explainer rating (SE)',
    short: 'SE',
    description:
      "Sudoku Explainer's rating: the hardest step of the easiest-first solve (ER), the first step that is not a single (EP) and the first placement (ED)",
    main: 'er',
    fields: {
      er: field('SE rating (ER)', 'SE', 'The hardest step of the solve'),
      ep: field('SE pearl (EP)', 'EP', 'The hardest step before the first placement that is not a single'),
      ed: field('SE diamond (ED)', 'ED', 'The hardest step before the first placement'),
    },
  },
  hodoku: {
    name: 'HoDoKu score',
    short: 'HoDoKu',
    description: "HoDoKu's score: its default technique scores summed over the solve, with its level (Easy to Extreme)",
    main: 'score',
    fields: {
      score: field('HoDoKu score', 'HoDoKu', 'Sum of the technique scores of the solve'),
      level: field('HoDoKu level', 'level', 'Easy, Medium, Hard, Unfair or Extreme'),
    },
  },
  alone: {
    name: 'Strategies alone',
    short: 'Alone',
    description: 'Whether 2, 3 or 4 human strategies (singles, pairs, X-wing) solve the puzzle without guessing',
    fields: {
      '2': field('Solved by 2 strategies', '2 strategies', 'Naked and hidden singles'),
      '3': field('Solved by 3 strategies', '3 strategies', '+ naked pairs'),
      '4': field('Solved by 4 strategies', '4 strategies', '+ X-wing'),
    },
  },
  nhc2: {
    name: 'Nishio cycles, 2 strategies (NHC-2)',
    short: 'NHC-2',
    description: 'Simulated solvers that know 2 strategies and guess and backtrack when stuck: cycles needed, mean of 50',
    main: 'mean',
    fields: NHC_FIELDS(2),
  },
  nhc4: {
    name: 'Nishio cycles, 4 strategies (NHC-4)',
    short: 'NHC-4',
    description: 'Simulated solvers that know 4 strategies and guess and backtrack when stuck: cycles needed, mean of 50',
    main: 'mean',
    fields: NHC_FIELDS(4),
  },
  nishioH: {
    name: 'Heuristic Nishio cycles',
    short: 'Heuristic Nishio',
    description: 'A solver that always guesses the most telling cell: cycles with 2 and with 4 strategies',
    fields: {
      cycles2: field('Heuristic cycles, 2 strategies', 'cycles (2)', 'With naked and hidden singles'),
      cycles4: field('Heuristic cycles, 4 strategies', 'cycles (4)', 'With singles, naked pairs and X-wing'),
    },
  },
  sisus: {
    name: 'SiSuS simple solver',
    short: 'SiSuS',
    description: 'A simple model of a human solver: how much refuting it needs and how many options it weighs',
    main: 'refutation',
    fields: {
      refutation: field('Refutation score', 'refutation', 'Work spent ruling candidates out, mean over runs'),
      dependency: field('Options per step', 'options', 'Mean number of options over the first 25 steps'),
    },
  },
  universal: {
    name: 'Universal category',
    short: 'Universal',
    description: 'Easy, Medium or Hard on the universal scale, from Nishio cycles and from the short-clause share',
    fields: {
      nhc: field('Universal category by Nishio cycles', 'by cycles', 'From NHC-4 and the cut points 3.48 and 6.52'),
      cld: field('Universal category by short clauses', 'by clauses', 'From the short-clause share and the cut points 22.6% and 17.6%'),
    },
  },
  cld: {
    name: 'Clause lengths (SAT)',
    short: 'Clauses',
    description: 'The puzzle as a SAT formula: the share of short, medium and long clauses (fewer short ones: harder)',
    main: 'shortPct',
    mainColumn: field(
      'Short clauses (SAT), %',
      'Short clauses %',
      'The share of short clauses (1–2 literals) in the puzzle as a SAT formula: fewer is harder',
    ),
    fields: {
      shortPct: field('Short clauses (SAT), %', 'short %', 'Clauses of 1–2 literals among the at-least-one clauses'),
      mediumPct: field('Medium clauses (SAT), %', 'medium %', 'Clauses of 3–5 literals'),
      longPct: field('Long clauses (SAT), %', 'long %', 'Clauses of 6 or more literals'),
      clauses: field('Clauses', 'clauses', 'At-least-one clauses of the minimum encoding'),
      variables: field('Variables', 'variables', 'Candidates left by the givens'),
    },
  },
  colour: {
    name: 'SAT inference colour',
    short: 'Colour',
    description: 'How much SAT reasoning it needs: green (unit propagation), blue, red, or black (search)',
    main: 'colour',
    fields: {
      colour: field('SAT colour', 'colour', 'Green, blue, red or black'),
      guesses: field('Guesses', 'guesses', 'Guesses a search needed'),
      searchLevel: field('Search level', 'search level', 'How deep the search went'),
    },
  },
  dpll: {
    name: 'SAT search work (DPLL)',
    short: 'DPLL',
    description: 'Work a plain SAT search does on the puzzle: decisions, propagations and conflicts',
    main: 'decisions',
    fields: {
      decisions: field('Decisions', 'decisions', 'Guesses the search made'),
      propagations: field('Propagations', 'propagations', 'Values forced by unit propagation'),
      conflicts: field('Conflicts', 'conflicts', 'Dead ends met'),
      maxDepth: field('Deepest guess', 'depth', 'The most guesses stacked at once'),
    },
  },
};

/**
 * The words of a custom technique set's rater (`custom:<name>`): the set's own name, since a
 * person chose it. Its main value is the score; the level is its own cut points' name.
 */
function customRaterNames(id: string): RaterNames | undefined {
  if (!id.startsWith('custom:')) return undefined;
  const name = id.slice('custom:'.length);
  return {
    name: `Custom rating “${name}”`,
    short: name,
    description: `Your technique set “${name}”: its techniques, values and fold (patti rater show ${name})`,
    main: 'score',
    fields: {
      score: field(`“${name}” score`, name, `The set's rating of the solve; no score when the set cannot finish the puzzle`),
      level: field(`“${name}” level`, `${name} level`, "The set's level for that score, by its own cut points"),
    },
  };
}

/** The words of a rater: Patti's own, or a custom set's. */
const namesOf = (id: string): RaterNames | undefined => RATER_NAMES[id] ?? customRaterNames(id);

/** A rater's words; an id Patti does not know is shown as itself. */
export function raterName(id: string): DisplayName {
  return namesOf(id) ?? { name: id, short: id, description: id };
}

/** A field of a rater's value; an unknown one gets the rater's short name and the field's own name. */
export function fieldName(rater: string, fieldId: string): DisplayName {
  const known = namesOf(rater)?.fields[fieldId];
  if (known) return known;
  const prefix = raterName(rater).short;
  return { name: `${prefix} ${fieldId}`, short: fieldId, description: `${raterName(rater).name}: ${fieldId}` };
}

/** The field that is a rater's main value, when its value is a record with one. */
export function mainFieldOf(rater: string): string | undefined {
  return namesOf(rater)?.main;
}

/** The fields a person reads for a rater, in order (others are shown only as details). */
export function shownFieldsOf(rater: string): readonly string[] {
  return Object.keys(namesOf(rater)?.fields ?? {});
}

const mentions = (text: string, words: string): boolean => text.toLowerCase().includes(words.toLowerCase());
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The words of a rating column: a rater's main value (or its value, when that is a number) by
 * the rater's name; another of its fields by the field's name, with the rater's short name
 * where the field's own would not say whose it is ("NHC-4 median", but "SE EP").
 */
export function ratingColumnName(rater: string, fieldId?: string): DisplayName {
  const names = namesOf(rater);
  if (fieldId === undefined || (names && fieldId === names.main)) return names?.mainColumn ?? raterName(rater);
  const own = fieldName(rater, fieldId);
  if (!names?.fields[fieldId]) return own;
  return {
    // "Heuristic cycles, 2 strategies" already says whose it is: the short name's first word will do.
    name: mentions(own.name, names.short.split(' ')[0]!) ? own.name : `${names.short}: ${own.name}`,
    short: mentions(own.short, names.short) ? capitalized(own.short) : `${names.short} ${own.short}`,
    description: own.description,
  };
}

/** A rating's parameter set in words (`{"runs":50}` → `runs 50`); empty for none. */
export function parametersInWords(parameters: string): string {
  let value: unknown;
  try {
    value = JSON.parse(parameters);
  } catch {
    return parameters;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return parameters === '{}' ? '' : parameters;
  return Object.entries(value as Record<string, unknown>)
    .map(([name, setting]) => `${name} ${typeof setting === 'object' ? JSON.stringify(setting) : String(setting)}`)
    .join(', ');
}
