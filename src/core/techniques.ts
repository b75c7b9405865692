/**
 * The technique catalogue: one row of data per technique id, with what each rating scheme
 * says about it. Strategies find steps, steps derive their technique id, and raters look the
 * id up here, so adding a scheme or correcting a value is one edit in one table.
 *
 * Sources (docs/raters.md, "Published sources"): Sudoku Explainer 1.2.1 `getDifficulty()` values; the cost
 * table of Sudoku of the Day's "Sudoku Difficulty Ratings"; HoDoKu 2.2 default `StepConfig`
 * base scores and levels; the strategic levels of the open 0–10 scale ("Sudoku Grading").
 */

export type TechniqueId =
  // singles
  | 'full-house'
  | 'hidden-single-box'
  | 'hidden-single-row'
  | 'hidden-single-column'
  | 'naked-single'
  // intersections
  | 'direct-pointing'
  | 'direct-claiming'
  | 'pointing'
  | 'claiming'
  | 'double-pairs'
  | 'multiple-lines'
  // subsets
  | 'direct-hidden-pair'
  | 'direct-hidden-triple'
  | 'locked-pair'
  | 'locked-triple'
  | 'naked-pair'
  | 'naked-triple'
  | 'naked-quad'
  | 'hidden-pair'
  | 'hidden-triple'
  | 'hidden-quad'
  // fish
  | 'x-wing'
  | 'swordfish'
  | 'jellyfish'
  | 'finned-x-wing'
  | 'finned-swordfish'
  | 'finned-jellyfish'
  | 'sashimi-x-wing'
  | 'sashimi-swordfish'
  | 'sashimi-jellyfish'
  // single-digit patterns
  | 'skyscraper'
  | 'two-string-kite'
  | 'turbot-fish'
  | 'empty-rectangle'
  // wings
  | 'xy-wing'
  | 'xyz-wing'
  | 'wxyz-wing'
  | 'vwxyz-wing'
  | 'uvwxyz-wing'
  | 'strong-links-3'
  | 'strong-links-4'
  | 'strong-links-5'
  | 'strong-links-6'
  | 'w-wing'
  | 'remote-pair'
  | 'simple-colouring'
  | 'multi-colouring'
  // uniqueness
  | 'unique-rectangle-1'
  | 'unique-rectangle-2'
  | 'unique-rectangle-3'
  | 'unique-rectangle-4'
  | 'unique-loop'
  | 'unique-rectangle-5'
  | 'unique-rectangle-6'
  | 'hidden-rectangle'
  | 'avoidable-rectangle-1'
  | 'avoidable-rectangle-2'
  | 'bug-plus-1'
  | 'bug-type-2'
  | 'bug-type-3'
  | 'bug-type-4'
  // exclusion
  | 'aligned-pair-exclusion'
  | 'aligned-triplet-exclusion'
  // Sue de Coq
  | 'sue-de-coq'
  // almost locked sets
  | 'als-xz'
  | 'als-xy-wing'
  | 'als-xy-chain'
  // Franken fish
  | 'franken-x-wing'
  | 'franken-swordfish'
  | 'finned-franken-x-wing'
  | 'finned-franken-swordfish'
  // chains and loops
  | 'x-chain'
  | 'x-cycle'
  | 'xy-chain'
  | 'xy-cycle'
  | 'aic'
  | 'nice-loop'
  | 'grouped-nice-loop'
  | 'grouped-aic'
  // forcing chains
  | 'cell-forcing-chain'
  | 'unit-forcing-chain'
  | 'dynamic-cell-forcing-chain'
  | 'dynamic-unit-forcing-chain'
  | 'dynamic-contradiction-forcing-chain'
  | 'nishio-forcing-chain'
  | 'dynamic-plus-forcing-chain'
  // nested forcing chains (Sudoku Explainer levels 2–5)
  | 'nested-forcing-chain'
  | 'nested-multiple-forcing-chain'
  | 'nested-dynamic-forcing-chain'
  | 'nested-dynamic-plus-forcing-chain'
  // trial and error
  | 'guess';

export type HodokuLevel = 'easy' | 'medium' | 'hard' | 'unfair' | 'extreme';
export const HODOKU_LEVELS: readonly HodokuLevel[] = ['easy', 'medium', 'hard', 'unfair', 'extreme'];

/** A Sudoku-of-the-Day technique: its site name and code, the cost of its first and of each later use. */
interface SotdCost {
  readonly name: string;
  readonly code: string;
  readonly first: number;
  readonly later: number;
}

export interface Technique {
  readonly id: TechniqueId;
  /** As people say it: "Naked pair". */
  readonly name: string;
  /**
   * Sudoku Explainer base difficulty; chain kinds add a length bonus from the step
   * (`StepHandler.seValue`). Absent for techniques Sudoku Explainer does not have.
   */
  readonly se?: number;
  readonly sotd?: SotdCost;
  /**
   * HoDoKu 2.2's score and level; `sortsEliminations` when its search sorts a step's
   * eliminations by digit, then cell, before applying them (it compares them as sorted text to
   * keep one step per set), which decides the order its singles queues fill in.
   */
  readonly hodoku?: { readonly score: number; readonly level: HodokuLevel; readonly sortsEliminations?: boolean };
  /** Strategic level on the "Sudoku Grading" 0–10 scale; absent outside its technique set. */
  readonly scale?: number;
  /** Relies on the puzzle having a unique solution. */
  readonly uniqueness?: boolean;
  /** Trial and error rather than a deduction. */
  readonly trial?: boolean;
}

/** The site's Single Candidate: naked singles, full houses among them (a house's last empty cell has one candidate). */
const SCT: SotdCost = { name: 'Single Candidate', code: 'sct', first: 100, later: 100 };
/** The site's Forcing Chains: cell and unit forcing chains alike, one code (first use counted once). */
const FCT: SotdCost = { name: 'Forcing Chains', code: 'fct', first: 4200, later: 2100 };
const SPT: SotdCost = { name: 'Single Position', code: 'spt', first: 100, later: 100 };
const SORTED = true;
const hd = (score: number, level: HodokuLevel, sortsEliminations = false) =>
  sortsEliminations ? { score, level, sortsEliminations } : { score, level };

/** The catalogue rows, easiest first within each family. */
export const TECHNIQUES: readonly Technique[] = [
  { id: 'full-house', name: 'Full house', se: 1.0, sotd: SCT, hodoku: hd(4, 'easy'), scale: 0 },
  { id: 'hidden-single-box', name: 'Hidden single in a box', se: 1.2, sotd: SPT, hodoku: hd(14, 'easy'), scale: 0 },
  { id: 'hidden-single-row', name: 'Hidden single in a row', se: 1.5, sotd: SPT, hodoku: hd(14, 'easy'), scale: 1 },
  { id: 'hidden-single-column', name: 'Hidden single in a column', se: 1.5, sotd: SPT, hodoku: hd(14, 'easy'), scale: 1 },
  { id: 'naked-single', name: 'Naked single', se: 2.3, sotd: SCT, hodoku: hd(4, 'easy'), scale: 1 },

  { id: 'direct-pointing', name: 'Direct pointing', se: 1.7 },
  { id: 'direct-claiming', name: 'Direct claiming', se: 1.9 },
  {
    id: 'pointing',
    name: 'Pointing',
    se: 2.6,
    sotd: { name: 'Candidate Lines', code: 'clt', first: 350, later: 200 },
    hodoku: hd(50, 'medium'),
    scale: 2,
  },
  { id: 'claiming', name: 'Claiming', se: 2.8, hodoku: hd(50, 'medium'), scale: 2 },
  { id: 'double-pairs', name: 'Double pairs', sotd: { name: 'Double Pairs', code: 'dpt', first: 500, later: 250 } },
  { id: 'multiple-lines', name: 'Multiple lines', sotd: { name: 'Multiple Lines', code: 'mlt', first: 700, later: 400 } },

  { id: 'direct-hidden-pair', name: 'Direct hidden pair', se: 2.0 },
  { id: 'direct-hidden-triple', name: 'Direct hidden triple', se: 2.5 },
  { id: 'locked-pair', name: 'Locked pair', hodoku: hd(40, 'medium') },
  { id: 'locked-triple', name: 'Locked triple', hodoku: hd(60, 'medium') },
  {
    id: 'naked-pair',
    name: 'Naked pair',
    se: 3.0,
    sotd: { name: 'Naked Pair', code: 'dj2', first: 750, later: 500 },
    hodoku: hd(60, 'medium'),
    scale: 3,
  },
  {
    id: 'naked-triple',
    name: 'Naked triple',
    se: 3.6,
    sotd: { name: 'Naked Triple', code: 'dj3', first: 2000, later: 1400 },
    hodoku: hd(80, 'medium'),
    scale: 3,
  },
  {
    id: 'naked-quad',
    name: 'Naked quad',
    se: 5.0,
    sotd: { name: 'Naked Quad', code: 'dj4', first: 5000, later: 4000 },
    hodoku: hd(120, 'hard'),
    scale: 4,
  },
  {
    id: 'hidden-pair',
    name: 'Hidden pair',
    se: 3.4,
    sotd: { name: 'Hidden Pair', code: 'us2', first: 1500, later: 1200 },
    hodoku: hd(70, 'medium'),
    scale: 4,
  },
  {
    id: 'hidden-triple',
    name: 'Hidden triple',
    se: 4.0,
    sotd: { name: 'Hidden Triple', code: 'us3', first: 2400, later: 1600 },
    hodoku: hd(100, 'medium'),
    scale: 4,
  },
  {
    id: 'hidden-quad',
    name: 'Hidden quad',
    se: 5.4,
    sotd: { name: 'Hidden Quad', code: 'us4', first: 7000, later: 5000 },
    hodoku: hd(150, 'hard'),
    scale: 5,
  },

  {
    id: 'x-wing',
    name: 'X-wing',
    se: 3.2,
    sotd: { name: 'X-Wing', code: 'xwg', first: 2800, later: 1600 },
    hodoku: hd(140, 'hard', SORTED),
    scale: 6,
  },
  {
    id: 'swordfish',
    name: 'Swordfish',
    se: 3.8,
    sotd: { name: 'Swordfish', code: 'sf4', first: 8000, later: 6000 },
    hodoku: hd(150, 'hard', SORTED),
    scale: 6,
  },
  { id: 'jellyfish', name: 'Jellyfish', se: 5.2, hodoku: hd(160, 'hard', SORTED) },
  { id: 'finned-x-wing', name: 'Finned X-wing', hodoku: hd(130, 'hard', SORTED) },
  { id: 'finned-swordfish', name: 'Finned swordfish', hodoku: hd(200, 'unfair', SORTED) },
  { id: 'finned-jellyfish', name: 'Finned jellyfish', hodoku: hd(250, 'unfair', SORTED) },
  { id: 'sashimi-x-wing', name: 'Sashimi X-wing', hodoku: hd(150, 'hard', SORTED) },
  { id: 'sashimi-swordfish', name: 'Sashimi swordfish', hodoku: hd(240, 'unfair', SORTED) },
  { id: 'sashimi-jellyfish', name: 'Sashimi jellyfish', hodoku: hd(260, 'unfair', SORTED) },

  // Not in SE 1.2.1: Sukaku Explainer's two-strong-link values (skyscraper 4.0, kite and turbot 4.1, empty rectangle 4.3).
  { id: 'skyscraper', name: 'Skyscraper', se: 4.0, hodoku: hd(130, 'hard') },
  { id: 'two-string-kite', name: '2-string kite', se: 4.1, hodoku: hd(150, 'hard') },
  { id: 'turbot-fish', name: 'Turbot fish', se: 4.1, hodoku: hd(120, 'hard') },
  { id: 'empty-rectangle', name: 'Empty rectangle', se: 4.3, hodoku: hd(120, 'hard') },
  // Not in SE 1.2.1: Sukaku Explainer's strong-linked fish (step value adds 0.1–0.2 for mixed houses).
  { id: 'strong-links-3', name: '3 strong links', se: 5.4 },
  { id: 'strong-links-4', name: '4 strong links', se: 5.8 },
  { id: 'strong-links-5', name: '5 strong links', se: 6.2 },
  { id: 'strong-links-6', name: '6 strong links', se: 6.6 },

  { id: 'xy-wing', name: 'XY-wing', se: 4.2, hodoku: hd(160, 'hard') },
  { id: 'xyz-wing', name: 'XYZ-wing', se: 4.4, hodoku: hd(180, 'hard') },
  // Not in SE 1.2.1: Sukaku Explainer's value (5.5, 5.6 when the largest cell holds three digits).
  { id: 'wxyz-wing', name: 'WXYZ-wing', se: 5.5 },
  // Not in SE 1.2.1: Sukaku Explainer's value (6.2–6.4 by the size of the set's largest cell).
  { id: 'vwxyz-wing', name: 'VWXYZ-wing', se: 6.2 },
  { id: 'uvwxyz-wing', name: 'UVWXYZ-wing', se: 6.6 },
  { id: 'w-wing', name: 'W-wing', hodoku: hd(150, 'hard') },
  { id: 'remote-pair', name: 'Remote pair', hodoku: hd(110, 'hard', SORTED) },
  { id: 'simple-colouring', name: 'Simple colouring', hodoku: hd(150, 'hard') },
  { id: 'multi-colouring', name: 'Multi-colouring', hodoku: hd(200, 'hard') },

  { id: 'unique-rectangle-1', name: 'Unique rectangle type 1', se: 4.5, hodoku: hd(100, 'hard'), uniqueness: true },
  { id: 'unique-rectangle-2', name: 'Unique rectangle type 2', se: 4.5, hodoku: hd(100, 'hard'), uniqueness: true },
  { id: 'unique-rectangle-3', name: 'Unique rectangle type 3', se: 4.5, hodoku: hd(100, 'hard'), uniqueness: true },
  { id: 'unique-rectangle-4', name: 'Unique rectangle type 4', se: 4.5, hodoku: hd(100, 'hard'), uniqueness: true },
  // A loop of six or more cells: 4.6, 4.7 from eight cells, 5.0 from ten, plus a type 3's set.
  { id: 'unique-loop', name: 'Unique loop', se: 4.6, uniqueness: true },
  { id: 'unique-rectangle-5', name: 'Unique rectangle type 5', hodoku: hd(100, 'hard'), uniqueness: true },
  { id: 'unique-rectangle-6', name: 'Unique rectangle type 6', hodoku: hd(100, 'hard'), uniqueness: true },
  { id: 'hidden-rectangle', name: 'Hidden rectangle', hodoku: hd(100, 'hard'), uniqueness: true },
  { id: 'avoidable-rectangle-1', name: 'Avoidable rectangle type 1', hodoku: hd(100, 'hard'), uniqueness: true },
  { id: 'avoidable-rectangle-2', name: 'Avoidable rectangle type 2', hodoku: hd(100, 'hard'), uniqueness: true },
  { id: 'bug-plus-1', name: 'BUG+1', se: 5.6, hodoku: hd(100, 'hard'), uniqueness: true },
  { id: 'bug-type-2', name: 'BUG type 2', se: 5.7, uniqueness: true },
  { id: 'bug-type-3', name: 'BUG type 3', se: 5.7, uniqueness: true },
  { id: 'bug-type-4', name: 'BUG type 4', se: 5.7, uniqueness: true },

  { id: 'aligned-pair-exclusion', name: 'Aligned pair exclusion', se: 6.2 },
  { id: 'aligned-triplet-exclusion', name: 'Aligned triplet exclusion', se: 7.5 },

  { id: 'x-chain', name: 'X-chain', se: 6.6, hodoku: hd(260, 'unfair', SORTED) },
  { id: 'x-cycle', name: 'X-cycle', se: 6.5, hodoku: hd(280, 'unfair', SORTED) },
  { id: 'xy-chain', name: 'XY-chain', se: 6.6, hodoku: hd(260, 'unfair', SORTED) },
  { id: 'xy-cycle', name: 'XY-cycle', se: 6.5, hodoku: hd(280, 'unfair', SORTED) },
  { id: 'aic', name: 'Alternating inference chain', se: 7.0, hodoku: hd(280, 'unfair', SORTED) },
  { id: 'nice-loop', name: 'Nice loop', se: 7.0, hodoku: hd(280, 'unfair', SORTED) },
  { id: 'grouped-nice-loop', name: 'Grouped nice loop', hodoku: hd(300, 'unfair', SORTED) },
  { id: 'grouped-aic', name: 'Grouped alternating inference chain', hodoku: hd(300, 'unfair', SORTED) },

  { id: 'sue-de-coq', name: 'Sue de Coq', hodoku: hd(250, 'unfair') },
  { id: 'als-xz', name: 'ALS-XZ', hodoku: hd(300, 'unfair') },
  { id: 'als-xy-wing', name: 'ALS-XY-wing', hodoku: hd(320, 'unfair') },
  { id: 'als-xy-chain', name: 'ALS-XY-chain', hodoku: hd(340, 'unfair', SORTED) },
  { id: 'franken-x-wing', name: 'Franken X-wing', hodoku: hd(300, 'unfair', SORTED) },
  { id: 'franken-swordfish', name: 'Franken swordfish', hodoku: hd(350, 'unfair', SORTED) },
  { id: 'finned-franken-x-wing', name: 'Finned Franken X-wing', hodoku: hd(390, 'unfair', SORTED) },
  { id: 'finned-franken-swordfish', name: 'Finned Franken swordfish', hodoku: hd(410, 'unfair', SORTED) },

  { id: 'cell-forcing-chain', name: 'Cell forcing chain', se: 8.0, sotd: FCT, hodoku: hd(500, 'extreme', SORTED) },
  { id: 'unit-forcing-chain', name: 'Unit forcing chain', se: 8.0, sotd: FCT, hodoku: hd(500, 'extreme', SORTED) },
  { id: 'dynamic-cell-forcing-chain', name: 'Dynamic cell forcing chain', se: 8.5, hodoku: hd(700, 'extreme', SORTED) },
  { id: 'dynamic-unit-forcing-chain', name: 'Dynamic unit forcing chain', se: 8.5, hodoku: hd(700, 'extreme', SORTED) },
  { id: 'dynamic-contradiction-forcing-chain', name: 'Dynamic contradiction forcing chain', se: 8.5, hodoku: hd(700, 'extreme', SORTED) },
  { id: 'nishio-forcing-chain', name: 'Nishio forcing chain', se: 7.5, hodoku: hd(500, 'extreme') },
  { id: 'dynamic-plus-forcing-chain', name: 'Dynamic forcing chain (+)', se: 9.0, hodoku: hd(700, 'extreme') },
  { id: 'nested-forcing-chain', name: 'Nested forcing chain (+ forcing chains)', se: 9.5 },
  { id: 'nested-multiple-forcing-chain', name: 'Nested forcing chain (+ multiple forcing chains)', se: 10.0 },
  { id: 'nested-dynamic-forcing-chain', name: 'Nested forcing chain (+ dynamic forcing chains)', se: 10.5 },
  { id: 'nested-dynamic-plus-forcing-chain', name: 'Nested forcing chain (+ dynamic forcing chains (+ forcing chains))', se: 11.0 },

  { id: 'guess', name: 'Guess', hodoku: hd(10000, 'extreme'), trial: true },
];

const BY_ID = new Map<string, Technique>(TECHNIQUES.map((row) => [row.id, row]));

export function findTechnique(id: string): Technique | undefined {
  return BY_ID.get(id);
}

export function techniqueOfId(id: TechniqueId): Technique {
  const row = BY_ID.get(id);
  if (!row) throw new Error(`technique ${id} is missing from the catalogue`);
  return row;
}

export const techniqueName = (id: TechniqueId): string => techniqueOfId(id).name;

/**
 * Sudoku Explainer's chain length bonus: with length = complexity − 2, 0.1 for each ceiling
 * the length exceeds among 4, 6, 8, 12, 16, 24, 32, … (alternately ×3/2 and ×4/3, integer
 * division), as `getLengthDifficulty()` computes it.
 */
export function seLengthBonus(complexity: number): number {
  const length = complexity - 2;
  let ceiling = 4;
  let tenths = 0;
  let odd = false;
  while (length > ceiling) {
    tenths++;
    ceiling = odd ? Math.floor((ceiling * 4) / 3) : Math.floor((ceiling * 3) / 2);
    odd = !odd;
  }
  return tenths / 10;
}
