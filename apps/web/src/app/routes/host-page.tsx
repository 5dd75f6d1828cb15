import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { PageFrame } from '../../components/page-frame';
import { HostableGames } from '../../features/live/components/host/hostable-games';
import { HostedSessions } from '../../features/live/components/host/hosted-sessions';
import { hostedPins } from '../../features/live/model/seats';
import { useSession } from '../../lib/session';

/**
 * /host: the sessions this browser hosts, the games the person may host (searchable), and a
 * game of their own built from categories. /host is public: a visitor is asked to sign in first.
 */
export default function HostPage() {
  const { t } = useTranslation(['common', 'live', 'hosting']);
  const isSignedIn = useSession().token !== null;
  const hasSessions = hostedPins().length > 0;
  return (
    <PageFrame title={t('pages.host.title')} subtitle={t('pages.host.subtitle')}>
      <Stack gap="xl">
        {hasSessions && (
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('live:hostList.title')}
            </Title>
            <HostedSessions />
          </Stack>
        )}
        {isSignedIn ? (
          <>
            <HostableGames />
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('hosting:hostPage.ownTitle')}
              </Title>
              <Text c="dimmed">{t('hosting:hostPage.ownHint')}</Text>
              <Group gap="sm">
                <LinkButton to="/player-game/new/create" label={t('live:hostList.fromCategories')} />
              </Group>
            </Stack>
          </>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text>{t('hosting:hostPage.signInHint')}</Text>
            <LinkButton to="/auth/login" label={t('hosting:hostPage.signIn')} />
          </Stack>
        )}
      </Stack>
    </PageFrame>
  );
}
