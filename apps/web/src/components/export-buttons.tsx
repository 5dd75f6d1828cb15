import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReportFileFormat } from '@awarequest/contracts';

interface ExportButtonsProps {
  onExport: (format: ReportFileFormat) => Promise<void>;
  /** The buttons' words, from the page's own namespace. */
  labels: Record<ReportFileFormat, string>;
}

/** CSV and Excel download buttons; each shows a loader while its file is made. */
export function ExportButtons({ onExport, labels }: ExportButtonsProps) {
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
        {labels.csv}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={busy === 'xlsx'}
        onClick={() => {
          run('xlsx');
        }}
      >
        {labels.xlsx}
      </Button>
    </Group>
  );
}
