/** One finding of the Compare view: a sentence, the chart its numbers come from, and those numbers. */
export interface Finding {
  /** The sentence as a person reads it (the view and `patti compare` show it as is). */
  readonly text: string;
  /** The chart the finding's numbers come from. */
  readonly chart: 'ladder' | 'crosstab' | 'adjacent' | 'boxes';
  readonly kind: 'placement' | 'order' | 'overlap' | 'surprise' | 'missing';
  readonly source?: string;
  readonly level?: string;
  /** For a finding about two levels: the other one. */
  readonly other?: { readonly source: string; readonly level: string };
  /** The numbers the sentence names, by what they are ("median", "p", "Diabolical · hard"…). */
  readonly numbers: Record<string, number>;
}
