// The server's import boundaries: a module reaches another only through its public.ts, and the
// shared code (lib, db, plugins) never imports a module. The zones are built from the folders in
// apps/server/src/modules, so a new module is covered the day it is created.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importX } from 'eslint-plugin-import-x';

const serverSource = path.join(import.meta.dirname, '..', 'apps', 'server', 'src');
const modulesDir = path.join(serverSource, 'modules');

/** Every server module: each folder of apps/server/src/modules. */
export const serverModules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The one file of a module that other modules may import. */
export const PUBLIC_FILE = 'public.ts';

const TEST_FILES = ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-support.ts'];

const sharedCodeZone = {
  target: ['lib', 'db', 'plugins'].map((folder) => path.join(serverSource, folder)),
  from: modulesDir,
  message: 'lib, db and plugins are shared by every module and import none.',
};

const othersOf = (module) => serverModules.filter((other) => other !== module);

/** Code that ships: another module only through its public.ts. */
const productionZone = (module) => ({
  target: path.join(modulesDir, module),
  from: othersOf(module).map((other) => path.join(modulesDir, other)),
  except: [`./${PUBLIC_FILE}`],
  message: `A module imports another only through its ${PUBLIC_FILE}.`,
});

/** Tests and their helpers: also another module's *.test-support.ts, never its internals. */
const testZone = (module) => ({
  target: path.join(modulesDir, module),
  from: othersOf(module).map((other) => `${path.join(modulesDir, other)}/**`),
  except: [`${modulesDir}/*/${PUBLIC_FILE}`, `${modulesDir}/*/*.test-support.ts`],
  message: `A test imports another module only through its ${PUBLIC_FILE} or its *.test-support.ts.`,
});

// A plugin name of its own, so that these zones add to the rule's zones in eslint.config.js
// instead of replacing them for the server's files.
const RULE = 'server-boundaries/no-restricted-paths';
const plugins = {
  'server-boundaries': { rules: { 'no-restricted-paths': importX.rules['no-restricted-paths'] } },
};

export default [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: TEST_FILES,
    plugins,
    rules: { [RULE]: ['error', { zones: [sharedCodeZone, ...serverModules.map(productionZone)] }] },
  },
  {
    files: TEST_FILES,
    plugins,
    rules: { [RULE]: ['error', { zones: [sharedCodeZone, ...serverModules.map(testZone)] }] },
  },
];
