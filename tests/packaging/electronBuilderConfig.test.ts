/**
 * The packaging configuration as data (electron-builder itself runs only when packaging): the
 * fuses it flips are exactly the four Patti needs, and the archive they rely on is kept.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const CONFIG_FILE = path.join(import.meta.dirname, '..', '..', 'electron-builder.config.mjs');

interface BuilderConfig {
  readonly electronFuses?: Record<string, unknown>;
  readonly asar?: unknown;
  readonly files?: readonly string[];
  readonly extraResources?: readonly { from: string; to: string }[];
  readonly afterPack?: unknown;
}

async function loadConfig(): Promise<{ config: BuilderConfig; fuses: Record<string, unknown> }> {
  const module = (await import(pathToFileURL(CONFIG_FILE).href)) as { default: BuilderConfig; ELECTRON_FUSES: Record<string, unknown> };
  return { config: module.default, fuses: module.ELECTRON_FUSES };
}

describe('electron-builder configuration', () => {
  it('flips exactly RunAsNode off, OnlyLoadAppFromAsar, embedded ASAR integrity and cookie encryption on', async () => {
    const { config, fuses } = await loadConfig();
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
    });
    expect(config.electronFuses).toBe(fuses);
    expect(Object.isFrozen(fuses)).toBe(true);
    // No second way of flipping fuses that could disagree.
    expect(config.afterPack).toBeUndefined();
  });

  it('packs the app into an archive (the fuses need it) with the built code and the sample files', async () => {
    const { config } = await loadConfig();
    expect(config.asar).toBe(true);
    expect(config.files).toContain('out/**');
    expect(config.extraResources).toContainEqual({ from: 'resources/sample', to: 'sample' });
  });
});
