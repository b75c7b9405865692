/**
 * The technique guide's own words: the techniques grouped in the order a player usually learns
 * them, and each one described plainly. Names and values come from the catalogue
 * (`techniques.ts`); the worked examples from `examples.json`. Both tables are typed by
 * technique id, so a technique added to the catalogue without a description or a group does
 * not compile (descriptions) or fails the guide's test (groups).
 */
import type { TechniqueId } from '../techniques';

export interface TechniqueGroup {
  readonly id: string;
  readonly title: string;
  /** One sentence on what the group's techniques have in common. */
  readonly summary: string;
  readonly techniques: readonly TechniqueId[];
}

/** The groups, easiest first; within a group, roughly the order a player meets them. */
export const TECHNIQUE_GROUPS: readonly TechniqueGroup[] = [
  {
    id: 'singles',
    title: 'Singles',
    summary: 'A digit has only one place to go: these fill the grid.',
    techniques: ['full-house', 'hidden-single-box', 'hidden-single-row', 'hidden-single-column', 'naked-single'],
  },
  {
    id: 'intersections',
    title: 'Intersections',
    summary: 'Where a box meets a row or column, a digit confined to the overlap leaves the rest of the other house.',
    techniques: ['pointing', 'claiming', 'direct-pointing', 'direct-claiming', 'double-pairs', 'multiple-lines'],
  },
  {
    id: 'subsets',
    title: 'Subsets',
    summary: 'A few cells of a house share exactly as many digits, so those digits are spoken for.',
    techniques: [
      'naked-pair',
      'hidden-pair',
      'locked-pair',
      'naked-triple',
      'locked-triple',
      'hidden-triple',
      'naked-quad',
      'hidden-quad',
      'direct-hidden-pair',
      'direct-hidden-triple',
    ],
  },
  {
    id: 'fish',
    title: 'Fish',
    summary: 'One digit in several rows fits in as many columns (or the other way round), so it leaves those columns elsewhere.',
    techniques: [
      'x-wing',
      'swordfish',
      'jellyfish',
      'finned-x-wing',
      'sashimi-x-wing',
      'finned-swordfish',
      'sashimi-swordfish',
      'finned-jellyfish',
      'sashimi-jellyfish',
      'franken-x-wing',
      'franken-swordfish',
      'finned-franken-x-wing',
      'finned-franken-swordfish',
    ],
  },
  {
    id: 'single-digit',
    title: 'Single-digit patterns',
    summary: 'Houses where one digit has exactly two places (strong links), joined end to end.',
    techniques: [
      'skyscraper',
      'two-string-kite',
      'turbot-fish',
      'empty-rectangle',
      'strong-links-3',
      'strong-links-4',
      'strong-links-5',
      'strong-links-6',
    ],
  },
  {
    id: 'wings',
    title: 'Wings',
    summary: 'A pivot cell and its pincers: whichever way the pivot goes, one pincer holds the same digit.',
    techniques: ['xy-wing', 'xyz-wing', 'w-wing', 'wxyz-wing', 'vwxyz-wing', 'uvwxyz-wing'],
  },
  {
    id: 'uniqueness',
    title: 'Uniqueness',
    summary: 'A proper puzzle has one solution, so a pattern that would allow two cannot be left standing.',
    techniques: [
      'unique-rectangle-1',
      'unique-rectangle-2',
      'unique-rectangle-3',
      'unique-rectangle-4',
      'unique-rectangle-5',
      'unique-rectangle-6',
      'hidden-rectangle',
      'avoidable-rectangle-1',
      'avoidable-rectangle-2',
      'unique-loop',
      'bug-plus-1',
      'bug-type-2',
      'bug-type-3',
      'bug-type-4',
    ],
  },
  {
    id: 'colouring',
    title: 'Colouring',
    summary: 'Cells linked two by two take turns holding a digit; colouring them shows which cells cannot.',
    techniques: ['remote-pair', 'simple-colouring', 'multi-colouring'],
  },
  {
    id: 'chains',
    title: 'Chains and loops',
    summary: 'Links that alternate "if this is false, that is true" and "if this is true, that is false", followed to a conclusion.',
    techniques: ['x-chain', 'x-cycle', 'xy-chain', 'xy-cycle', 'aic', 'nice-loop', 'grouped-aic', 'grouped-nice-loop'],
  },
  {
    id: 'als',
    title: 'Almost locked sets and exclusion',
    summary: 'Groups of cells one digit short of being locked, and cells whose combinations rule values out.',
    techniques: ['aligned-pair-exclusion', 'aligned-triplet-exclusion', 'sue-de-coq', 'als-xz', 'als-xy-wing', 'als-xy-chain'],
  },
  {
    id: 'forcing',
    title: 'Forcing chains',
    summary: 'Try every possibility of a cell or a house, follow what each forces, and keep what they all agree on.',
    techniques: [
      'nishio-forcing-chain',
      'cell-forcing-chain',
      'unit-forcing-chain',
      'dynamic-cell-forcing-chain',
      'dynamic-unit-forcing-chain',
      'dynamic-contradiction-forcing-chain',
      'dynamic-plus-forcing-chain',
    ],
  },
  {
    id: 'nets',
    title: 'Forcing nets',
    summary: 'Forcing chains that run whole chain searches inside themselves: the last resort before guessing.',
    techniques: [
      'nested-forcing-chain',
      'nested-multiple-forcing-chain',
      'nested-dynamic-forcing-chain',
      'nested-dynamic-plus-forcing-chain',
    ],
  },
  {
    id: 'trial',
    title: 'Trial and error',
    summary: 'No deduction left: a value is tried and taken back if it fails.',
    techniques: ['guess'],
  },
];

/** What each technique does, in plain words. */
export const TECHNIQUE_DESCRIPTIONS: Readonly<Record<TechniqueId, string>> = {
  'full-house': 'A row, column or box has one empty cell left. The one digit it is missing goes there.',
  'hidden-single-box':
    'Within a box, a digit can go in only one cell: every other cell of the box is filled or sees that digit. The digit goes there.',
  'hidden-single-row': 'Within a row, a digit can go in only one cell. The digit goes there.',
  'hidden-single-column': 'Within a column, a digit can go in only one cell. The digit goes there.',
  'naked-single': 'A cell has only one candidate left: every other digit already sits in its row, column or box. That digit goes there.',

  pointing:
    'Inside a box, a digit can only go in cells of one row (or one column). ' +
    'Whichever of them it ends up in, that row or column gets its digit from this box, ' +
    'so the digit leaves the rest of the row or column.',
  claiming:
    'Inside a row (or column), a digit can only go in cells of one box. ' +
    'Whichever of them it ends up in, the box gets its digit from this line, so the digit leaves the rest of the box.',
  'direct-pointing':
    'A pointing taken only when the cells it clears leave a hidden single somewhere, which is placed at once. ' +
    'Sudoku Explainer counts it apart, as an easier step, because the player sees the single straight away.',
  'direct-claiming':
    'A claiming taken only when the cells it clears leave a hidden single, which is placed at once (Sudoku Explainer counts it apart).',
  'double-pairs':
    'In two boxes of one band, a digit has two places each, on the same two lines. ' +
    'Those two lines get the digit from these boxes, so it leaves the two lines in the third box of the band.',
  'multiple-lines':
    'In two boxes of one band, a digit is confined to the same two lines (in more than two cells). ' +
    'As with double pairs, the third box of the band loses the digit on those two lines.',

  'naked-pair':
    'Two cells of a house hold the same two candidates and nothing else. ' +
    'Those two digits go in those two cells, one each, so they leave every other cell of the house.',
  'hidden-pair':
    'In a house, two digits can only go in the same two cells. Those cells are taken by them, so any other candidate in the two cells goes.',
  'locked-pair':
    'A naked pair whose two cells lie both in one box and in one row or column: the two digits leave the rest of both houses at once.',
  'naked-triple':
    'Three cells of a house hold between them only three digits (each cell need not hold all three). ' +
    'Those digits fill those cells, so they leave the rest of the house.',
  'locked-triple': 'A naked triple whose cells lie both in one box and in one line: its digits leave the rest of both houses.',
  'hidden-triple': 'In a house, three digits can only go in the same three cells. Those cells keep only those digits.',
  'naked-quad': 'Four cells of a house hold only four digits between them. Those digits leave the rest of the house.',
  'hidden-quad': 'In a house, four digits can only go in the same four cells. Those cells keep only those digits.',
  'direct-hidden-pair':
    'A hidden pair taken only when clearing its two cells leaves a hidden single in the house, which is placed at once (Sudoku Explainer counts it apart).',
  'direct-hidden-triple':
    'A hidden triple taken only when clearing its cells leaves a hidden single in the house, which is placed at once (Sudoku Explainer counts it apart).',

  'x-wing':
    'In two rows, a digit has exactly two places each, and they line up in the same two columns. ' +
    'The digit must sit at opposite corners of that rectangle, one in each column, ' +
    'so it leaves every other cell of those two columns. (The same with rows and columns swapped.)',
  swordfish:
    'An X-wing with three lines: in three rows, a digit fits only in the same three columns. ' +
    'Those three columns get the digit from these rows, so it leaves the rest of them.',
  jellyfish: 'The same with four rows and four columns: the digit leaves the rest of the four columns.',
  'finned-x-wing':
    'An X-wing with an extra candidate or two (the fin) in one row, all in one box. ' +
    'Either the X-wing holds or the fin is true; ' +
    "cells of the X-wing's columns that also see the fin lose the digit in both cases.",
  'sashimi-x-wing':
    'A finned X-wing where one corner of the rectangle is missing: without the fin it would not even be an X-wing. ' +
    'The same cells, those of the columns seeing the fin, lose the digit.',
  'finned-swordfish': 'A swordfish with a fin: the digit leaves the cells of the cover lines that also see every fin.',
  'sashimi-swordfish': 'A finned swordfish with a corner missing, so that it needs its fin; the same eliminations.',
  'finned-jellyfish': 'A jellyfish with a fin: the digit leaves the cover-line cells that also see every fin.',
  'sashimi-jellyfish': 'A finned jellyfish with a corner missing; the same eliminations.',
  'franken-x-wing':
    'A fish where one of the houses is a box instead of a row or column: ' +
    'two houses hold the digit only in cells covered by two other houses, so the digit leaves the rest of those two.',
  'franken-swordfish':
    'A swordfish with boxes among its houses: three houses hold the digit only inside three others, which lose it elsewhere.',
  'finned-franken-x-wing': 'A Franken X-wing with a fin: the digit leaves the cells of the covering houses that also see the fin.',
  'finned-franken-swordfish': 'A Franken swordfish with a fin: the digit leaves the cells of the covering houses that also see every fin.',

  skyscraper:
    'Two parallel rows (or columns) each hold a digit in exactly two places; one end of each lines up. ' +
    'The two other ends cannot both be empty of the digit, so any cell seeing both of them loses it.',
  'two-string-kite':
    'A row and a column each hold a digit in exactly two places, and one end of each sits in the same box. ' +
    'Then one of the two far ends holds the digit, and a cell seeing both far ends loses it.',
  'turbot-fish':
    'Two houses each hold a digit in exactly two places, at least one of them a box, ' +
    'with one end of each seeing the other. A cell seeing both far ends loses the digit.',
  'empty-rectangle':
    'In a box, a digit lies only on one row and one column of it (it forms an L or a cross). ' +
    'Combined with a line where the digit has two places, this forces the digit into one of two cells, ' +
    'and a cell seeing both loses it.',
  'strong-links-3':
    'Three houses where a digit has exactly two places, chained so that the inner ends see each other. ' +
    'One of the two outer ends holds the digit; a cell seeing both loses it.',
  'strong-links-4': 'The same chain with four strong links.',
  'strong-links-5': 'The same chain with five strong links.',
  'strong-links-6': 'The same chain with six strong links.',

  'xy-wing':
    'A pivot cell with two candidates x and y sees two cells (the pincers) holding x and z, and y and z. ' +
    'Whichever digit the pivot takes, one pincer becomes z, so a cell seeing both pincers cannot be z.',
  'xyz-wing':
    'Like an XY-wing, but the pivot holds all three digits x, y and z. One of the three cells is z, so only cells seeing all three lose z.',
  'w-wing':
    'Two cells that do not see each other hold the same two candidates x and y, ' +
    'and a house has x in exactly two places, each seeing one of the cells. One of the two cells is y, so a cell seeing both loses y.',
  'wxyz-wing':
    'Four cells, a pivot and its wings, holding four digits between them ' +
    'so that one digit z must land in one of the cells that hold it: a cell seeing all of them loses z.',
  'vwxyz-wing': 'The same idea with five cells and five digits.',
  'uvwxyz-wing': 'The same idea with six cells and six digits.',

  'unique-rectangle-1':
    'Four cells on two rows, two columns and two boxes could all be {a,b}. ' +
    'Three of them are exactly {a,b}; if the fourth were too, a and b could swap and the puzzle would have two solutions. ' +
    'So a and b leave the fourth cell.',
  'unique-rectangle-2':
    'A unique rectangle where the two cells that are not {a,b} hold the same one extra digit c. One of them must be c, so c leaves every cell seeing both.',
  'unique-rectangle-3':
    'A unique rectangle whose two extra cells, taken together with other cells of a house they share, ' +
    'form a naked subset of their extra digits; those digits leave the rest of the house.',
  'unique-rectangle-4':
    'A unique rectangle where, in a house the two extra cells share, digit a has no other place. Then b cannot go in either of them.',
  'unique-rectangle-5':
    'A unique rectangle where two diagonal cells, or three of the cells, hold the same one extra digit c. ' +
    'One of them is c, so c leaves every cell seeing all of them.',
  'unique-rectangle-6':
    'A unique rectangle whose two diagonal cells are exactly {a,b}, ' +
    'while a has no other place in its two rows (or columns). Then a leaves the other two cells.',
  'hidden-rectangle':
    'One cell of the rectangle is exactly {a,b}, and in the row and the column of the opposite cell, ' +
    'a has no place outside the rectangle. Then the opposite cell cannot be b.',
  'avoidable-rectangle-1':
    'Like a unique rectangle, but made of cells the solver filled (not givens): ' +
    'a and b solved in two cells of a box, a third solved cell diagonal to its twin. ' +
    'The digit that would close the swappable rectangle leaves the fourth cell.',
  'avoidable-rectangle-2':
    'An avoidable rectangle whose two open cells hold {b,c} and {a,c}: one of them must be c, so c leaves every cell seeing both.',
  'unique-loop':
    'A longer closed path of cells that could all be {a,b}, each house it enters entered twice. ' +
    'Without their extra digits, a and b could swap along the loop; so the extras decide, as in the unique rectangle types.',
  'bug-plus-1':
    'Every empty cell holds two candidates except one, which holds three. ' +
    'If that cell lost its extra digit the grid would have two solutions, ' +
    'so the digit that appears three times in its houses must go there.',
  'bug-type-2':
    'Every empty cell would be bivalue but a few, whose extras are all one digit. One of them holds it, so it leaves every cell seeing them all.',
  'bug-type-3':
    'The extra digits of the few cells beyond the bivalue grave form a naked subset with other cells of a house; those digits leave the rest of the house.',
  'bug-type-4': 'Two of the extra cells share a house and a digit beside their extras: each keeps only its extras and that digit.',

  'remote-pair':
    'A chain of cells all holding the same two digits, each seeing the next, alternates them. ' +
    'A cell seeing two chain cells an odd number of links apart loses both digits.',
  'simple-colouring':
    'Follow one digit through houses where it has exactly two places, colouring the cells in two alternating colours. ' +
    'One colour is true. A cell seeing both colours loses the digit; a colour that sees itself is false everywhere.',
  'multi-colouring':
    'Two separate colour clusters of one digit are compared: ' +
    'a colour that sees both colours of the other cluster is false, ' +
    'and a cell seeing the partners of two colours that see each other loses the digit.',

  'x-chain':
    'A chain on one digit alternating strong links (one of two places must hold it) and weak links ' +
    '(two places that see each other). One of its two ends holds the digit, so a cell seeing both ends loses it.',
  'x-cycle':
    'An X-chain that closes into a loop. In a loop every weak link turns into a strong one as well, ' +
    'so the digit leaves cells seeing both ends of any weak link, or the loop places or removes it at a break.',
  'xy-chain':
    'A chain of cells with two candidates each, each cell sharing a digit with the next. ' +
    'If the first cell is not z, the last one is; so a cell seeing both ends loses z.',
  'xy-cycle':
    'An XY-chain that closes into a loop: its links hold both ways, and their digits leave the cells that see both ends of each link.',
  aic:
    'An alternating inference chain mixes digits and cells: strong and weak links alternate, within a cell or within a house. ' +
    'Its two ends cannot both be false, so a candidate that sees both ends goes ' +
    '(or, with the same digit at both ends in one cell, the others go).',
  'nice-loop':
    'An alternating chain that returns to where it began. ' +
    'Where the loop meets itself it either proves or refutes the starting candidate; ' +
    'a continuous loop clears the candidates around each weak link.',
  'grouped-aic':
    'An alternating inference chain whose links may run through a group of cells (the places of a digit in a box and a line) instead of one cell.',
  'grouped-nice-loop': 'A nice loop whose links may run through groups of cells.',

  'aligned-pair-exclusion':
    'Take two cells that both see some cells with two candidates. ' +
    'List every pair of values the two could take: a pair that would empty one of those bivalue cells ' +
    '(or puts the same digit twice in a house) is impossible. A value of either cell that is in no possible pair goes.',
  'aligned-triplet-exclusion': 'The same reasoning over three cells and every triple of values they could take.',
  'sue-de-coq':
    'Two or three cells where a box meets a line hold at least two more digits than cells. ' +
    'Together with a few cells of the line and of the box, they hold exactly as many digits as cells, each digit once; ' +
    'so those digits leave the rest of the line and the box.',
  'als-xz':
    'An almost locked set is N cells of a house with N+1 digits. ' +
    'Two such sets share a digit x that can be true in only one of them. ' +
    'Then any other shared digit z is true in one set or the other, and leaves cells seeing all their z cells.',
  'als-xy-wing':
    'Three almost locked sets: a pivot joined to one wing by digit x and to the other by y. ' +
    'A digit z that both wings hold is true in one of them, so it leaves cells seeing all their z cells.',
  'als-xy-chain':
    'Four or more almost locked sets, each joined to the next by a digit. ' +
    'A digit z the two end sets share is true in one of them, so it leaves cells seeing all their z cells.',

  'nishio-forcing-chain':
    'Suppose one candidate is true and follow everything that forces. ' +
    'If that leads to a contradiction (a cell or house left without a digit), the candidate is false.',
  'cell-forcing-chain':
    'Try each candidate of a cell in turn. If every one of them leads to the same conclusion, that conclusion holds whatever the cell is.',
  'unit-forcing-chain':
    'Try each place a digit can take in a house. If every one of them leads to the same conclusion, that conclusion holds.',
  'dynamic-cell-forcing-chain':
    'A cell forcing chain followed with the grid updated along the way: each assumption clears candidates, which can make new singles, which force more.',
  'dynamic-unit-forcing-chain': 'A unit forcing chain followed dynamically, the grid updated as each branch spreads.',
  'dynamic-contradiction-forcing-chain':
    'Suppose a candidate is true (or false) and follow it dynamically; when both a candidate and its opposite follow, the assumption was wrong.',
  'dynamic-plus-forcing-chain':
    'Dynamic forcing chains that also use the simple techniques (pointing, pairs, …) as they spread, to reach further.',
  'nested-forcing-chain':
    'Forcing chains whose propagation, when it stalls, runs ordinary forcing chains on the position reached. The hardest class Sudoku Explainer knows.',
  'nested-multiple-forcing-chain': 'Nested forcing chains that run multiple forcing chains (cell and unit) inside each branch.',
  'nested-dynamic-forcing-chain': 'Nested forcing chains that run dynamic forcing chains inside each branch.',
  'nested-dynamic-plus-forcing-chain':
    'Nested forcing chains that run dynamic forcing chains with the simple techniques inside each branch: the very top of the scale.',

  guess:
    'No deduction is found, so a candidate is tried. ' +
    'If the solve then meets a contradiction, it goes back and the candidate is struck out. ' +
    'This is trial and error, not logic, which is why it has no worked example here.',
};
