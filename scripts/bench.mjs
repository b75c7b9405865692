// `npm run bench [-- suite …]`: the benchmarks (bench/run.ts), run as the compiled JavaScript the
// command line and the web host run (out/node/bench.js), built first if out/node is stale.
import './requireNode22.mjs';
import { buildNodeIfStale } from './build.mjs';

buildNodeIfStale();
await import('../out/node/bench.js');
