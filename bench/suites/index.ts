import type { BenchSuite } from '../types';
import { bookSuite } from './book';
import { compareSuite } from './compare';
import { editorKeysSuite, editorStatusSuite } from './editor';
import { firstStartSuite } from './firstStart';
import { fitSuite } from './fit';
import { generateSuite } from './generate';
import { solverCliSuite, solverSuite } from './solver';
import { humanSuite } from './human';
import { jobsSuite } from './jobs';
import { librarySuite } from './library';
import { libraryUiSuite } from './libraryUi';
import { nishioSuite } from './nishio';
import { parsersSuite } from './parsers';
import { playHintSuite } from './playHint';
import { printSuite } from './print';
import { rivalsSuite } from './rivals';
import { ratingsPreviewSuite } from './ratingsPreview';
import { satSuite } from './sat';
import { seNestedSuite } from './seNested';
import { techniquesSuite } from './techniques';
import { workspaceNishioSuite, workspaceTraceSuite } from './workspace';
import { workspaceUiSuite } from './workspaceUi';

/** Every benchmark suite, in the order `npm run bench` runs them. Add yours here. */
export const SUITES: readonly BenchSuite[] = [
  solverSuite,
  solverCliSuite,
  jobsSuite,
  nishioSuite,
  librarySuite,
  satSuite,
  parsersSuite,
  humanSuite,
  seNestedSuite,
  rivalsSuite,
  workspaceTraceSuite,
  workspaceNishioSuite,
  playHintSuite,
  editorStatusSuite,
  editorKeysSuite,
  workspaceUiSuite,
  compareSuite,
  libraryUiSuite,
  printSuite,
  generateSuite,
  bookSuite,
  firstStartSuite,
  techniquesSuite,
  fitSuite,
  ratingsPreviewSuite,
];
