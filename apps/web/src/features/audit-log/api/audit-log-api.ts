import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyAdminPaths, type AuditPage } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export interface AuditFilter {
  source: string | null;
  outcome: string | null;
  from: string | null;
  to: string | null;
}
export const AUDIT_PER_PAGE = 25;

function paramsOf(filter: AuditFilter) {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== null && value !== ''));
}

/** GET /admin/audit: one page of entries, newest first. */
export function useAuditLog(filter: AuditFilter, page: number) {
  return useQuery({
    queryKey: ['audit-log', filter, page],
    queryFn: async () =>
      (
        await api.get<Envelope<AuditPage>>(companyAdminPaths.audit, {
          params: { ...paramsOf(filter), page, per_page: AUDIT_PER_PAGE },
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/audit/export: the filtered log as CSV, handed to the browser as a download. */
export async function downloadAuditLog(filter: AuditFilter): Promise<void> {
  const response = await api.get<Blob>(companyAdminPaths.auditExport, {
    params: paramsOf(filter),
    responseType: 'blob',
  });
  const disposition: unknown = response.headers['content-disposition'];
  const name = typeof disposition === 'string' ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = name ?? 'audit-log.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
  }, 1000);
}
