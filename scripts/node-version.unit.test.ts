import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.mjs';

describe('nodeVersionProblem', () => {
  it('accepts any release of the pinned major', () => {
    expect(nodeVersionProblem('24.21.0', '24.21.0\n')).toBeNull();
    expect(nodeVersionProblem('24.11.1', '24.21.0')).toBeNull();
  });

  it('names the pinned and the running version for an older or newer Node', () => {
    expect(nodeVersionProblem('20.20.2', '24.21.0')).toMatch(
      /needs Node 24 \(pinned: 24\.21\.0\); this is Node 20\.20\.2/,
    );
    expect(nodeVersionProblem('25.1.0', '24.21.0')).toMatch(/this is Node 25\.1\.0/);
  });

  it('is the Node that runs the tests, as .nvmrc pins it', () => {
    const pinned = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8');
    expect(nodeVersionProblem(process.versions.node, pinned)).toBeNull();
  });
});
