// Import boundaries of the web app (STYLE.md, habit 10): a feature never imports another
// feature, shared code (components/, lib/) never imports a feature, and only app/ (routes,
// layouts) composes features. One zone per folder under features/, read from the disk, so a
// new feature is covered the day it is created.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webSource = 'apps/web/src';
const featuresFolder = `${webSource}/features`;

const featureNames = readdirSync(path.join(repoRoot, featuresFolder), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = featureNames.map((name) => ({
  target: `./${featuresFolder}/${name}`,
  from: `./${featuresFolder}`,
  except: [`./${name}`],
  message: `the ${name} feature does not import another feature: move what is shared to components/ or lib/, or compose both in app/`,
}));

const sharedCodeZone = {
  target: [`./${webSource}/components`, `./${webSource}/lib`],
  from: `./${featuresFolder}`,
  message: 'shared code (components/, lib/) never imports a feature: let app/ compose it',
};

// Repeated from eslint.config.js: a later config replaces the rule's options for these files.
const serverZone = {
  target: './apps/web',
  from: './apps/server',
  message: 'the web app talks to the server over HTTP only',
};

export default [
  {
    files: ['apps/web/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: [serverZone, sharedCodeZone, ...featureZones] },
      ],
    },
  },
];
