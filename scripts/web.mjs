// `npm run web`: the app in a browser. Builds the renderer if needed, then starts the web host,
// which prints the address (with its per-run token) to open.
import './requireNode22.mjs';
import { buildIfStale, ROOT } from './build.mjs';
import { startWebHost } from './webHost.mjs';

buildIfStale(ROOT);
await startWebHost(ROOT);
