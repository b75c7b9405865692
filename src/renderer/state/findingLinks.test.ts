import { describe, expect, it } from 'vitest';
import { CHART_IDS, findingLink, sourceTablesId } from './findingLinks';

describe('findingLink', () => {
  const sources = ['Site A', 'Site B'];

  it("points a crosstab finding at its own source's tables", () => {
    expect(findingLink({ text: '…', chart: 'crosstab', kind: 'placement', source: 'Site B' }, sources)).toEqual({
      target: sourceTablesId(1),
      label: 'Site B: crosstab',
    });
  });

  it('points each chart kind at a different element', () => {
    const targets = (['ladder', 'boxes', 'adjacent'] as const).map(
      (chart) => findingLink({ text: '…', chart, kind: 'order' }, sources).target,
    );
    expect(targets).toEqual([CHART_IDS.ladder, CHART_IDS.boxes, CHART_IDS.adjacent]);
  });
});
