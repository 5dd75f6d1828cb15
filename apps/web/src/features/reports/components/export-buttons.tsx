import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportFileFormat } from '@awarequest/contracts';

/** CSV and Excel download buttons; each shows a loader while its file is made. */
export function ExportButtons({ onExport }: { onExport: (format: ReportFileFormat) => Promise<void> }) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState<ReportFileFormat | null>(null);
  const run = (format: ReportFileFormat) => {
    setBusy(format);
    // A failure is already told by the API client's toast.
    void onExport(format)
      .catch(() => undefined)
      .finally(() => {
        setBusy(null);
      });
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        loading={busy === 'csv'}
        onClick={() => {
          run('csv');
        }}
      >
        {t('export.csv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={busy === 'xlsx'}
        onClick={() => {
          run('xlsx');
        }}
      >
        {t('export.xlsx')}
      </Button>
    </Group>
  );
}
