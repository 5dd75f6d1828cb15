/** The report caches; every report is read-only, so nothing invalidates them but time. */
export const reportKeys = {
  all: ['admin', 'reports'] as const,
  report: (query: object) => ['admin', 'reports', 'groups', query] as const,
  people: (query: object) => ['admin', 'reports', 'people', query] as const,
  person: (id: string) => ['admin', 'reports', 'person', id] as const,
  evidence: (query: object) => ['admin', 'reports', 'evidence', query] as const,
};
