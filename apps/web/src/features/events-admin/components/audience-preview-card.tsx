import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import type { AudiencePreview } from '@awarequest/contracts';

/** The head count of an audience and the first people in it; says so when the audience changed since. */
export function AudiencePreviewCard({ preview, isStale }: { preview: AudiencePreview; isStale: boolean }) {
  const { t } = useTranslation('events-admin');
  const more = preview.count - preview.sample.length;
  return (
    <Stack gap="xs" aria-live="polite" data-testid="audience-preview">
      <Group gap="xs">
        <Badge size="lg" variant="filled">
          {t('audience.count', { count: preview.count })}
        </Badge>
        {isStale && (
          <Text size="sm" c="orange">
            {t('audience.stale')}
          </Text>
        )}
      </Group>
      {preview.count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('audience.nobody')}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t('audience.sample')}
          </Text>
          <List size="sm" spacing={2}>
            {preview.sample.map((person) => (
              <List.Item key={person.id}>
                <bdi>{person.name}</bdi>
                {person.email && (
                  <Text span size="xs" c="dimmed" ms="xs">
                    <EmailAddress email={person.email} />
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
          {more > 0 && (
            <Text size="sm" c="dimmed">
              {t('audience.more', { count: more })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
