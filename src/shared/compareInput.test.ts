import { describe, expect, it } from 'vitest';
import {
  parseCompareIntervalsInput,
  parseCompareMetricsInput,
  parseCompareStatisticsInput,
  parseRefitScaleInput,
  parseSaveScaleInput,
} from './compareInput';
import type { Result } from '../core/result';

const message = (result: Result<unknown, string>): string => (result.ok ? '' : result.error.message);

describe('compare input parsers', () => {
  it('accepts a full statistics call', () => {
    const result = parseCompareStatisticsInput({
      selection: { sources: ['A', 'B'], tag: 't' },
      metric: 'se',
      scale: { metric: 'nhc4', cutPoints: [3, 6] },
      bins: 20,
    });
    expect(result.ok).toBe(true);
  });
  it('names an unknown metric with the known ones', () => {
    expect(message(parseCompareStatisticsInput({ selection: { sources: ['A'] }, metric: 'speed' }))).toMatch(
      /input.metric as one of nhc4, nhc2, alone/,
    );
  });
  it('takes a published column as ext:<column>, and says so when a metric is unknown', () => {
    expect(parseCompareStatisticsInput({ selection: { sources: ['A'] }, metric: 'ext:cost' }).ok).toBe(true);
    expect(message(parseCompareStatisticsInput({ selection: { sources: ['A'] }, metric: 'ext:' }))).toMatch(/or ext:<published column>/);
  });
  it('lists metrics for the sources named, or for none (every source with levels)', () => {
    expect(parseCompareMetricsInput(undefined)).toEqual({ ok: true, value: {} });
    expect(parseCompareMetricsInput({ sources: [] })).toEqual({ ok: true, value: { sources: [] } });
    expect(parseCompareMetricsInput({ sources: ['A'], tag: 't' })).toEqual({ ok: true, value: { sources: ['A'], tag: 't' } });
    expect(message(parseCompareMetricsInput({ sources: 'A' }))).toMatch(/input.sources as a list of source names/);
    expect(message(parseCompareMetricsInput({ source: ['A'] }))).toMatch(/source/);
  });
  it('asks for at least one source and for ascending edges and cut points', () => {
    expect(message(parseCompareStatisticsInput({ selection: { sources: [] }, metric: 'se' }))).toMatch(/at least one source/);
    expect(message(parseCompareStatisticsInput({ selection: { sources: ['A'] }, metric: 'se', edges: [0, 2, 1] }))).toMatch(
      /strictly ascending/,
    );
    expect(message(parseSaveScaleInput({ name: 'x', metric: 'se', cutPoints: [5, 2] }))).toMatch(/ascending/);
  });
  it("refuses to save over the Project Patti paper's scale and needs a source to agree with", () => {
    expect(message(parseSaveScaleInput({ name: 'Paper', metric: 'nhc4', cutPoints: [1, 2] }))).toMatch(/other than 'paper'/);
    expect(message(parseRefitScaleInput({ selection: { sources: ['A'] }, metric: 'se', method: { kind: 'agree' } }))).toMatch(
      /method.source/,
    );
  });
  it('bounds the bootstrap', () => {
    expect(message(parseCompareIntervalsInput({ selection: { sources: ['A'] }, resamples: 1e9 }))).toMatch(
      /resamples as a whole number from 10 to 10000/,
    );
    expect(message(parseCompareIntervalsInput({ selection: { sources: ['A'] }, level: 1.5 }))).toMatch(/confidence level/);
  });
});
