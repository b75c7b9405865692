/**
 * Packaging the desktop app: `npm run package` (electron-vite build, then electron-builder with
 * this file). Plain data, read by electron-builder only when packaging; the app never loads it.
 *
 * The fuses are bits in the Electron binary flipped before it is signed, so the signature keeps
 * them flipped: Patti's binary cannot run as a plain Node (ELECTRON_RUN_AS_NODE), loads its code
 * only from app.asar, checks that archive against the hash embedded at packaging (macOS, and
 * Windows from Electron 30; Linux has no such check), and encrypts its cookie store. Every other
 * fuse keeps Electron's default. electron-builder flips them with @electron/fuses.
 */

/** The four fuses Patti sets, in electron-builder's names; the others keep Electron's defaults. */
export const ELECTRON_FUSES = Object.freeze({
  runAsNode: false,
  onlyLoadAppFromAsar: true,
  enableEmbeddedAsarIntegrityValidation: true,
  enableCookieEncryption: true,
});

export default {
  appId: 'org.patti.workbench',
  productName: 'Patti',
  directories: { output: 'dist' },
  // The built app (out/) and package.json; production dependencies are added by electron-builder.
  // out/node holds the command line, web host and benchmarks, which the desktop app never runs.
  files: ['out/**', '!out/node/**', 'package.json'],
  // onlyLoadAppFromAsar and the integrity check need the archive; the integrity hash must not be turned off.
  asar: true,
  // Native modules cannot be loaded from inside the archive.
  asarUnpack: ['**/*.node'],
  // The sample library's files, read from process.resourcesPath/sample at first start (src/main/index.ts).
  extraResources: [{ from: 'resources/sample', to: 'sample' }],
  electronFuses: ELECTRON_FUSES,
  linux: { target: ['AppImage'], category: 'Education' },
  mac: { target: ['dmg'], category: 'public.app-category.education' },
  win: { target: ['nsis'] },
};
