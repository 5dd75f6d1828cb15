import { describe, expect, it } from 'vitest';
import { roleLevelOf } from './role-level.js';

describe('role level from positions and departments', () => {
  it.each([
    [['Chief Financial Officer'], [], 'high_impact'],
    [['CFO'], [], 'high_impact'],
    [[], ['Finance'], 'high_impact'],
    [['System Administrator'], ['Operations'], 'high_impact'],
    [[], ['IT'], 'high_impact'],
    [['محاسب أول'], [], 'high_impact'],
    [[], ['تقنية المعلومات'], 'high_impact'],
    [['HR Business Partner'], [], 'sensitive'],
    [[], ['Legal'], 'sensitive'],
    [[], ['الموارد البشرية'], 'sensitive'],
    [['Summer intern'], [], 'low_access'],
    [['متدرب'], [], 'low_access'],
    [['Sales Representative'], ['Marketing'], 'standard'],
    [[], [], 'standard'],
  ] as const)('%j %j is %s', (positions, departments, level) => {
    expect(roleLevelOf(positions, departments)).toBe(level);
  });

  it('takes short words only as whole words ("it" is not inside "security")', () => {
    expect(roleLevelOf(['Security guard'], ['Facilities'])).toBe('standard');
  });

  it('lets the highest level win', () => {
    expect(roleLevelOf(['Volunteer'], ['Finance'])).toBe('high_impact');
  });
});
