import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Format = 'csv' | 'xlsx';

/** CSV (the people) and Excel (every sheet) downloads; each shows a loader while its file is made. */
export function ExportButtons({ onExport }: { onExport: (format: Format) => Promise<void> }) {
  const { t } = useTranslation('event-reports');
  const [busy, setBusy] = useState<Format | null>(null);
  const run = (format: Format) => {
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
