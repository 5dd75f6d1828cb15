import { describe, expect, it } from 'vitest';
import { evidenceQuerySchema, reportPeopleQuerySchema, reportQuerySchema } from './reports.js';

describe('report queries', () => {
  it('defaults to the department report and takes days in any digits', () => {
    expect(reportQuerySchema.parse({})).toEqual({ dimension: 'department' });
    expect(reportQuerySchema.parse({ dimension: 'topic', from: '٢٠٢٦-١١-٠١', to: '2026-11-30' })).toEqual({
      dimension: 'topic',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('refuses a day that does not exist and an end before the start, at the field', () => {
    const bad = reportQuerySchema.safeParse({ from: '2026-02-30' });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['from', 'rule:date'],
    ]);
    const reversed = evidenceQuerySchema.safeParse({ from: '2026-11-10', to: '2026-11-01' });
    expect(reversed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['to', 'rule:date_order'],
    ]);
  });

  it('needs a group to drill into and caps the page size', () => {
    const missing = reportPeopleQuerySchema.safeParse({ dimension: 'department', per_page: '500' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['group', 'rule:required'],
      ['per_page', 'rule:max_value:100'],
    ]);
  });
});
