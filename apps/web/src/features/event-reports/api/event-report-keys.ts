/** The event report caches; read-only, so nothing invalidates them but time. */
export const eventReportKeys = {
  all: ['admin', 'event-reports'] as const,
  report: (id: string, query: object) => ['admin', 'event-reports', id, query] as const,
};
