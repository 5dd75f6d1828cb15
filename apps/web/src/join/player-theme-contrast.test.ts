import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/theme/contrast';

const here = path.dirname(new URL(import.meta.url).pathname);

/** The variables player-theme.css gives one colour scheme, by name. */
function schemeVariables(scheme: 'light' | 'dark'): Map<string, string> {
  const css = readFileSync(path.join(here, 'player-theme.css'), 'utf8');
  const block =
    new RegExp(`\\[data-mantine-color-scheme='${scheme}'\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

const ratio = (variables: Map<string, string>, front: string, back: string) =>
  contrastRatio(variables.get(front) ?? '', variables.get(back) ?? '') ?? 0;

// An ordering's items and move buttons (components/answers) on the player's light page.
describe.each(['light', 'dark'] as const)("the light page's answer controls (%s)", (scheme) => {
  const variables = schemeVariables(scheme);

  it('edge items and buttons at 3:1 against the page, the item and the button (WCAG 1.4.11)', () => {
    for (const surface of ['--aq-container', '--mantine-color-body', '--mantine-color-default']) {
      expect(ratio(variables, '--aq-control-border', surface), surface).toBeGreaterThanOrEqual(3);
    }
  });

  it('write the buttons’ arrows and the positions at 4.5:1 (WCAG 1.4.3)', () => {
    for (const surface of ['--mantine-color-default', '--mantine-color-default-hover']) {
      expect(ratio(variables, '--mantine-color-default-color', surface), surface).toBeGreaterThanOrEqual(4.5);
    }
  });
});
