import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostView } from '@awarequest/contracts';
import { downloadResults, type ResultsFormat } from '../../api/download-results';
import type { useHostCommand } from '../../hooks/use-host-command';
import { readHostKey } from '../../model/seats';
import { Podium } from '../podium';
import { RankingList } from '../ranking-list';
import { ConfirmButton } from './confirm-button';
import { TeamPodium } from './team-podium';

interface HostFinalProps {
  view: HostView;
  commands: ReturnType<typeof useHostCommand>;
}

/** The final scoreboard: the podium, the full ranking, the results as files, and reset. */
export function HostFinal({ view, commands }: HostFinalProps) {
  const { t } = useTranslation('live');
  const [exporting, setExporting] = useState<ResultsFormat | null>(null);
  const ranking = view.ranking ?? view.closed?.leaderboard ?? [];
  const exportAs = async (format: ResultsFormat) => {
    const hostKey = readHostKey(view.pin);
    if (!hostKey) return;
    setExporting(format);
    try {
      await downloadResults(view.pin, hostKey, format);
    } catch {
      // The API client has told the user why.
    } finally {
      setExporting(null);
    }
  };
  return (
    <Stack gap="xl">
      <Title order={2} ta="center" fz={{ base: 'h2', sm: 40 }}>
        {t('final.title')}
      </Title>
      {view.teams && <TeamPodium teams={view.teams} />}
      <Podium ranking={ranking} />
      <Group justify="center" gap="sm">
        <Button
          variant="light"
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          loading={exporting === 'csv'}
          onClick={() => void exportAs('csv')}
        >
          {t('final.exportCsv')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          loading={exporting === 'xlsx'}
          onClick={() => void exportAs('xlsx')}
        >
          {t('final.exportXlsx')}
        </Button>
        <ConfirmButton
          variant="default"
          label={t('final.reset')}
          icon={<IconRefresh size={18} aria-hidden />}
          title={t('final.resetTitle')}
          question={t('final.resetQuestion')}
          confirmLabel={t('final.reset')}
          isPending={commands.pending === 'host:reset'}
          onConfirm={() => commands.send('host:reset')}
        />
      </Group>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('final.ranking')}
        </Title>
        <RankingList ranking={ranking} label={t('final.ranking')} />
      </Stack>
    </Stack>
  );
}
