// Fails fast when the tests or the server would run on a Node other than the pinned one.
// npm scripts run under the registry's `node` package (an exact devDependency), so this only
// trips when a command bypasses npm (a bare `node`/`npx vitest` on an older system Node) or
// when the install skipped that package's install script.
import { readFileSync } from 'node:fs';
import process from 'node:process';

const pinned = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const [wantedMajor] = pinned.split('.');
const [runningMajor] = process.versions.node.split('.');

if (runningMajor !== wantedMajor) {
  console.error(
    `AwareQuest needs Node ${wantedMajor} (pinned: ${pinned}); this is Node ${process.versions.node}.\n` +
      `Run it through npm (npm test, npm start), which uses the pinned node from node_modules/.bin,\n` +
      `after an 'npm install' that ran install scripts; or install Node ${wantedMajor} (nvm use reads .nvmrc).`,
  );
  process.exit(1);
}
