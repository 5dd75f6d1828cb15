import { Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { LinkButton } from '../../components/link-button';
import { PageFrame } from '../../components/page-frame';
import { HostedSessions } from '../../features/live/components/host/hosted-sessions';
import { hostedPins } from '../../features/live/model/seats';

/** /host: the sessions this browser hosts, and where to create one. */
export default function HostPage() {
  const { t } = useTranslation(['common', 'live']);
  const hasSessions = hostedPins().length > 0;
  const create = (
    <Group gap="sm">
      <LinkButton to="/categories" label={t('hostPage.browse')} />
      <LinkButton to="/player-game/new/create" label={t('live:hostList.fromCategories')} />
    </Group>
  );
  return (
    <PageFrame title={t('pages.host.title')} subtitle={t('pages.host.subtitle')}>
      {hasSessions ? (
        <>
          <Title order={2} size="h3">
            {t('live:hostList.title')}
          </Title>
          <HostedSessions />
          {create}
        </>
      ) : (
        <EmptyState title={t('empty.noGamesAvailable')} hint={t('hostPage.chooseGame')} action={create} />
      )}
    </PageFrame>
  );
}
