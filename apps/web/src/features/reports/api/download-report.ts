import { paths, type ReportDimension, type ReportFileFormat } from '@awarequest/contracts';
import { api } from '../../../lib/api-client';

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
export function fileNameOf(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  return /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
}

type Params = Record<string, string | undefined>;

/** Fetches a file with the session's token and hands it to the browser as a download. */
async function download(url: string, fallbackName: string, params: Params): Promise<void> {
  const response = await api.get<Blob>(url, { params, responseType: 'blob' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = fileNameOf(response.headers['content-disposition']) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL may go once the event has run.
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
  }, 1000);
}

export interface RangeParams {
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /admin/reports/export: the group report as CSV or Excel. */
export const downloadReport = (dimension: ReportDimension, range: RangeParams, format: ReportFileFormat) =>
  download(paths.adminReportsExport, `report-${dimension}.${format}`, { dimension, ...range, format });

/** GET /admin/reports/evidence/export: the training evidence as CSV or Excel. */
export const downloadEvidence = (range: RangeParams, format: ReportFileFormat) =>
  download(paths.adminReportEvidenceExport, `training-evidence.${format}`, { ...range, format });
