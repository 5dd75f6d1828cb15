import { describe, expect, it } from 'vitest';
import { applyEventGroupRule } from './event-report.service.js';

const group = (key: string, people: number) => ({
  key,
  name: { en: key, ar: key },
  people,
  completed: people - 1,
  in_progress: 1,
  not_started: 0,
  overdue: 0,
  completion_rate: Math.round((1000 * (people - 1)) / people) / 10,
  hidden: false,
});

describe("the 5-person rule on an event report's groups (docs/domain.md)", () => {
  const groups = [group('Finance', 5), group('Legal', 4)];

  it('shows every group to an admin', () => {
    expect(applyEventGroupRule(groups, { isAdmin: true })).toEqual(groups);
  });

  it('hides the counts of a group under 5 people from anyone else, and keeps groups of 5', () => {
    const shown = applyEventGroupRule(groups, { isAdmin: false });
    expect(shown[0]).toEqual(groups[0]);
    expect(shown[1]).toEqual({
      key: 'Legal',
      name: { en: 'Legal', ar: 'Legal' },
      people: 0,
      completed: 0,
      in_progress: 0,
      not_started: 0,
      overdue: 0,
      completion_rate: 0,
      hidden: true,
    });
  });
});
