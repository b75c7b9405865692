import type { BenchSuite } from '../types';
import { editorKeysSuite, editorStatusSuite } from './editor';
import { solverCliSuite, solverSuite } from './solver';
import { humanSuite } from './human';
import { jobsSuite } from './jobs';
import { librarySuite } from './library';
import { nishioSuite } from './nishio';
import { satSuite } from './sat';
import { workspaceNishioSuite, workspaceTraceSuite } from './workspace';

/** Every benchmark suite, in the order `npm run bench` runs them. Add yours here. */
export const SUITES: readonly BenchSuite[] = [solverSuite, solverCliSuite, jobsSuite, nishioSuite, librarySuite, satSuite, humanSuite, workspaceTraceSuite, workspaceNishioSuite, editorStatusSuite, editorKeysSuite];
