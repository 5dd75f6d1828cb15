import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const features = path.join(repoRoot, 'apps/web/src/features');
const RULE = 'import-x/no-restricted-paths';

// The project's own config, with type information off and only the boundary rule on: what
// is checked is which file may import which, and that needs no TypeScript program.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** The boundary messages ESLint gives for `code` written at `filePath` (relative to the repo). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const featureNames = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A real source file of a feature, so that the import in the probe resolves. */
function someFileOf(feature: string): string {
  const file = readdirSync(path.join(features, feature), { recursive: true, encoding: 'utf8' }).find(
    (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
  );
  if (!file) throw new Error(`no source file in features/${feature}`);
  return file.replace(/\.tsx?$/, '');
}

describe('web import boundaries', () => {
  it('rejects a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/auth/components/probe.tsx',
      "import { NotificationsBell } from '../../notifications/components/notifications-bell';\nexport { NotificationsBell };\n",
    );
    expect(errors).toEqual([expect.stringContaining('the auth feature does not import another feature')]);
  });

  it('covers every folder under features/, each against another one', async () => {
    for (const [index, feature] of featureNames.entries()) {
      const other = featureNames[(index + 1) % featureNames.length]!;
      const errors = await boundaryErrors(
        `apps/web/src/features/${feature}/probe.ts`,
        `import * as other from '../${other}/${someFileOf(other)}';\nexport { other };\n`,
      );
      expect(errors, `${feature} importing ${other}`).toHaveLength(1);
    }
  });

  it('rejects shared code (components/, lib/) importing a feature', async () => {
    const fromComponents = await boundaryErrors(
      'apps/web/src/components/probe.tsx',
      "import { useNotifications } from '../features/notifications/api/get-notifications';\nexport { useNotifications };\n",
    );
    const fromLib = await boundaryErrors(
      'apps/web/src/lib/probe.ts',
      "import { logout } from '../features/auth/api/logout';\nexport { logout };\n",
    );
    expect(fromComponents).toEqual([
      expect.stringContaining('shared code (components/, lib/) never imports a feature'),
    ]);
    expect(fromLib).toEqual([
      expect.stringContaining('shared code (components/, lib/) never imports a feature'),
    ]);
  });

  it('lets a feature use its own files and shared code, and app/ compose features', async () => {
    const inFeature = await boundaryErrors(
      'apps/web/src/features/notifications/components/probe.tsx',
      [
        "import { useNotifications } from '../api/get-notifications';",
        "import { BellButton } from '../../../components/bell-button';",
        "import { toastError } from '../../../lib/toast';",
        'export { useNotifications, BellButton, toastError };',
      ].join('\n'),
    );
    const inApp = await boundaryErrors(
      'apps/web/src/app/layouts/probe.tsx',
      "import { logout } from '../../features/auth/api/logout';\nexport { logout };\n",
    );
    expect(inFeature).toEqual([]);
    expect(inApp).toEqual([]);
  });
});
