import { Card, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { PlayerAvatar } from '../../../components/player-avatar';
import { useChildren } from '../api/children-api';
import { ChildProgress } from './child-progress';

/** On a parent's dashboard: how each child account is doing, and the way to manage them. */
export function ChildrenProgressSection() {
  const { t } = useTranslation('children');
  const children = useChildren();
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      mt="lg"
      aria-labelledby={headingId}
      data-section="children"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {t('dashboard.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.hint')}
            </Text>
          </Stack>
          <LinkButton to="/children" label={t('dashboard.manage')} />
        </Group>
        {children.isPending && <Loader size="sm" aria-label={t('dashboard.loading')} />}
        {children.isError && <Text c="red">{t('loadFailed')}</Text>}
        {children.data?.length === 0 && <Text c="dimmed">{t('dashboard.empty')}</Text>}
        {children.data && children.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {children.data.map((child) => (
              <Card key={child.id} withBorder radius="md" data-testid="child-progress">
                <Stack gap="xs">
                  <Group wrap="nowrap">
                    <PlayerAvatar avatar={child.avatar} size="md" />
                    <Text fw={700} truncate dir="auto">
                      {child.name}
                    </Text>
                  </Group>
                  <ChildProgress progress={child.progress} />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
