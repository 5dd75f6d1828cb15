import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canHaveChildren, type EventDetails } from '@awarequest/contracts';
import { useSession } from '../../../lib/session';
import { useEventChildren, useSetChildEnrolment } from '../api/event-children';

/**
 * "Your children" on an event page: a parent enrols each child account with a switch (issue 24,
 * docs/product.md §6: a child is in an event only through its parent's choice). Shown when
 * the event is open and the caller has at least one child account.
 */
export function ChildrenBox({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  const { user } = useSession();
  const headingId = useId();
  const open = event.my !== null && (event.status === 'scheduled' || event.status === 'running');
  const mayHaveChildren = Boolean(user && !user.parent_id && canHaveChildren(user.account_type));
  const children = useEventChildren(event.id, open && mayHaveChildren);
  const enrolment = useSetChildEnrolment(event.id);
  if (!open || !children.data || children.data.length === 0) return null;
  const pendingId = enrolment.isPending ? enrolment.variables.childId : null;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-block="children"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('children.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('children.hint')}
        </Text>
        {children.data.map((child) => (
          <Switch
            key={child.id}
            data-child={child.id}
            checked={child.enrolled}
            disabled={pendingId === child.id}
            label={child.nickname || child.name}
            aria-label={t('children.switchLabel', { name: child.nickname || child.name })}
            description={child.enrolled ? t('children.enrolled') : t('children.notEnrolled')}
            onChange={(change) => {
              enrolment.mutate({ childId: child.id, enrolled: change.currentTarget.checked });
            }}
          />
        ))}
      </Stack>
    </Paper>
  );
}
