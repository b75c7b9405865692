// Imported first by every script under npm: Patti needs Node 22 (its SQLite binding and Electron
// 45's tooling do). `npm run …` and `npx …` put the project's own Node 22 (the `node`
// devDependency) first on PATH, so only a bare `node scripts/….mjs` on an older system Node lands here.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Patti needs Node 22 or newer, but this is Node ${process.versions.node}. Use the npm commands from the project folder ` +
      '(`npm ci`, then `npm start` or `npm test`): they run the Node 22 that `npm ci` installs into node_modules.',
  );
  process.exit(1);
}
