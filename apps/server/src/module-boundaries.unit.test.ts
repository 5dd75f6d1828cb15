import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's import boundaries (eslint/server-boundaries.js) as the project's own lint config
 * applies them: each snippet is linted as if it were a file at `filePath`.
 */

const RULE = 'server-boundaries/no-restricted-paths';
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const modulesDir = path.join(import.meta.dirname, 'modules');
const eslint = new ESLint({
  cwd: repoRoot,
  // Only the boundary rule, without type information: the zones need resolved paths, not types.
  overrideConfig: tseslint.configs.disableTypeChecked,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** The boundary errors for `code` placed at `filePath` (relative to apps/server/src). */
async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(import.meta.dirname, filePath) });
  return result!.messages.map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A file of `module` that is neither its public.ts nor a test: one of its internals. */
const internalFileOf = (module: string) =>
  readdirSync(path.join(modulesDir, module)).find(
    (file) => file.endsWith('.ts') && file !== 'public.ts' && !/\.test(-support)?\.ts$/.test(file),
  )!;

describe('server module boundaries', () => {
  it("refuses a module's import of another module's internals, and takes its public.ts", async () => {
    expect(
      await boundaryErrors('modules/children/probe.ts', "import '../accounts/users.repository.js';\n"),
    ).toEqual([
      `${RULE}: Unexpected path "../accounts/users.repository.js" imported in restricted zone. A module imports another only through its public.ts.`,
    ]);
    expect(await boundaryErrors('modules/children/probe.ts', "import '../accounts/public.js';\n")).toEqual(
      [],
    );
    expect(await boundaryErrors('modules/accounts/probe.ts', "import './users.repository.js';\n")).toEqual(
      [],
    );
  });

  it('covers every module folder, each against the others', async () => {
    for (const [index, module] of modules.entries()) {
      const other = modules[(index + 1) % modules.length]!;
      const code = `import '../${other}/${internalFileOf(other).replace(/\.ts$/, '.js')}';\n`;
      expect(await boundaryErrors(`modules/${module}/probe.ts`, code), `${module} → ${other}`).toHaveLength(
        1,
      );
    }
  });

  it("lets tests use another module's *.test-support.ts, and keeps it out of shipped code", async () => {
    const code = "import '../live/live.test-support.js';\n";
    expect(await boundaryErrors('modules/scores/probe.int.test.ts', code)).toEqual([]);
    expect(await boundaryErrors('modules/scores/probe.test-support.ts', code)).toEqual([]);
    expect(await boundaryErrors('modules/scores/probe.ts', code)).toHaveLength(1);
    expect(
      await boundaryErrors('modules/scores/probe.int.test.ts', "import '../live/live-sessions.js';\n"),
    ).toHaveLength(1);
  });

  it('keeps lib, db and plugins free of modules, even of their public files', async () => {
    for (const folder of ['lib', 'db', 'plugins']) {
      expect(await boundaryErrors(`${folder}/probe.ts`, "import '../modules/accounts/public.js';\n")).toEqual(
        [
          `${RULE}: Unexpected path "../modules/accounts/public.js" imported in restricted zone. lib, db and plugins are shared by every module and import none.`,
        ],
      );
    }
  });
});
