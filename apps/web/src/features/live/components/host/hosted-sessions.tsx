import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText } from '@awarequest/contracts';
import { currentLanguage } from '../../../../lib/i18n';
import { sessionSummaryQueryOptions } from '../../api/get-session-summary';
import { forgetHostKey, hostedPins } from '../../model/seats';

/** The sessions this browser hosts (their keys are kept here), each with its state now. */
export function HostedSessions() {
  const { t } = useTranslation('live');
  const [pins, setPins] = useState(hostedPins);
  const summaries = useQueries({ queries: pins.map((pin) => sessionSummaryQueryOptions(pin)) });
  if (pins.length === 0) return null;
  const forget = (pin: string) => {
    forgetHostKey(pin);
    setPins(hostedPins());
  };
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('hostList.title')}>
      {pins.map((pin, index) => {
        const summary = summaries[index]?.data;
        const isGone = summary === null;
        return (
          <Paper component="li" key={pin} withBorder radius="md" p="sm" data-testid="hosted-session">
            <Group justify="space-between" gap="sm">
              <Stack gap={2} miw={0}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {summary ? pickText(summary.title, currentLanguage()) : t('hostList.unknown')}
                </Text>
                <Group gap="xs">
                  <Badge variant="outline">
                    {t('host.pinBadge')} {pin}
                  </Badge>
                  {summary && <Badge variant="light">{t(`phases.${summary.phase}`)}</Badge>}
                  {summary && (
                    <Text size="sm" c="dimmed">
                      {t('host.participants', { count: summary.players_count })}
                    </Text>
                  )}
                  {isGone && (
                    <Text size="sm" c="dimmed">
                      {t('empty.gameDataNotAvailable', { ns: 'common' })}
                    </Text>
                  )}
                </Group>
              </Stack>
              <Group gap="xs">
                {!isGone && (
                  <Button component={Link} to={`/host/${pin}`} variant="light">
                    {t('hostList.open')}
                  </Button>
                )}
                <Tooltip label={t('hostList.forget', { pin })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('hostList.forget', { pin })}
                    onClick={() => {
                      forget(pin);
                    }}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
