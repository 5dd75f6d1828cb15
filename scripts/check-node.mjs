// Stops `npm test` and `npm start` on a Node other than the pinned one. npm scripts run under
// the registry's `node` package (an exact devDependency), so this only trips when a command
// bypasses npm (a bare system `node`) or the install skipped that package's install script.
import { readFileSync } from 'node:fs';
import console from 'node:console';
import process from 'node:process';
import { URL } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';

const pinned = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8');
const problem = nodeVersionProblem(process.versions.node, pinned);
if (problem) {
  console.error(problem);
  process.exit(1);
}
