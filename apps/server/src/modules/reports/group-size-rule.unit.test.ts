import { describe, expect, it } from 'vitest';
import { applyGroupSizeRule } from './group-size-rule.js';

const groups = [
  { key: 'none', people: 0 },
  { key: 'four', people: 4 },
  { key: 'five', people: 5 },
  { key: 'many', people: 120 },
];

describe('the group-size rule', () => {
  it('shows an admin every group and flags those under 5 people', () => {
    const { groups: shown, hidden } = applyGroupSizeRule(groups, { isAdmin: true });
    expect(shown.map((group) => [group.key, group.small_group])).toEqual([
      ['none', true],
      ['four', true],
      ['five', false],
      ['many', false],
    ]);
    expect(hidden).toBe(0);
  });

  it('hides groups under 5 people from anyone else and counts them', () => {
    const { groups: shown, hidden } = applyGroupSizeRule(groups, { isAdmin: false });
    expect(shown.map((group) => group.key)).toEqual(['five', 'many']);
    expect(shown.every((group) => !group.small_group)).toBe(true);
    expect(hidden).toBe(2);
  });
});
