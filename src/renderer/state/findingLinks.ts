/**
 * Where a finding of the Compare view points: the chart or table its numbers come from, as the
 * id of the page element to scroll to and outline, and the words of its link.
 */

/** What the view needs of a finding (the statistics' findings have more). */
export interface FindingLike {
  readonly text: string;
  readonly chart: 'ladder' | 'crosstab' | 'adjacent' | 'boxes';
  readonly kind: 'placement' | 'order' | 'overlap' | 'surprise' | 'missing';
  readonly source?: string;
}

export interface FindingLink {
  /** The id of the element holding the chart or table. */
  readonly target: string;
  /** The link's words: the chart's name ("levels on one scale"). */
  readonly label: string;
}

/** The ids of the Compare view's charts and tables, named here so the view and the links agree. */
export const CHART_IDS = { ladder: 'chart-ladder', boxes: 'chart-boxes', adjacent: 'table-adjacent' } as const;

/** A source's tables (its crosstab among them): one block per source, by its place among the chosen ones. */
export function sourceTablesId(sourceIndex: number): string {
  return `tables-${sourceIndex}`;
}

export function findingLink(finding: FindingLike, sources: readonly string[]): FindingLink {
  switch (finding.chart) {
    case 'ladder':
      return { target: CHART_IDS.ladder, label: 'levels on one scale' };
    case 'boxes':
      return { target: CHART_IDS.boxes, label: 'box plots' };
    case 'adjacent':
      return { target: CHART_IDS.adjacent, label: 'adjacent levels' };
    case 'crosstab': {
      const index = finding.source === undefined ? 0 : Math.max(0, sources.indexOf(finding.source));
      return { target: sourceTablesId(index), label: `${sources[index] ?? 'the source'}: crosstab` };
    }
  }
}
