import { describe, expect, it } from 'vitest';
import { describeProgress, formatBytes, progressFraction } from './importProgress';

describe('formatBytes', () => {
  it('uses bytes below a kilobyte and decimal units above', () => {
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(3_400_000)).toBe('3.4 MB');
    expect(formatBytes(41_000_000)).toBe('41 MB');
    expect(formatBytes(1_200_000_000)).toBe('1.2 GB');
  });
});

describe('import progress', () => {
  it('fills the bar by bytes sent, then by bytes read', () => {
    expect(progressFraction({ phase: 'sending', sentBytes: 1_048_576, totalBytes: 4_194_304 })).toBe(0.25);
    expect(progressFraction({ phase: 'importing', records: 10, bytesRead: 3_145_728, totalBytes: 4_194_304 })).toBe(0.75);
    expect(progressFraction({ phase: 'sending', sentBytes: 0, totalBytes: 0 })).toBe(0);
  });

  it('names the phase, the bytes and the records read', () => {
    expect(describeProgress({ phase: 'sending', sentBytes: 1_000_000, totalBytes: 3_400_000 })).toBe('Uploading: 1.0 MB of 3.4 MB');
    expect(describeProgress({ phase: 'importing', records: 12_345, bytesRead: 1_020_000, totalBytes: 3_400_000 })).toBe(
      'Importing: 12,345 records read (30% of 3.4 MB)',
    );
    expect(describeProgress({ phase: 'importing', records: 41_000, bytesRead: 3_400_000, totalBytes: 3_400_000 })).toBe(
      'Saving 41,000 records to the library…',
    );
  });
});
