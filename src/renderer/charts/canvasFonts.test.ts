import { describe, expect, it } from 'vitest';
import { chartFonts, lookUpFonts } from './canvasFonts';

describe('chart fonts looked up ahead', () => {
  it('measures text in every chart font, chart.js default family included', () => {
    const measured: string[] = [];
    const context = {
      font: '',
      measureText(text: string) {
        measured.push(`${this.font}|${text}`);
        return { width: text.length } as TextMetrics;
      },
    };
    lookUpFonts(context);
    expect(measured.map((entry) => entry.split('|')[0])).toEqual(chartFonts());
    expect(chartFonts()).toContain("11px 'Helvetica Neue', 'Helvetica', 'Arial', sans-serif");
    expect(chartFonts()).toContain('bold 12px sans-serif');
  });
});
