import { Badge, Group, Title } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type HostView } from '@awarequest/contracts';
import { useLanguage } from '../../../../lib/use-language';
import type { useHostCommand } from '../../hooks/use-host-command';
import { ConfirmButton } from './confirm-button';
import { shownPin } from './join-details';

interface HostHeaderProps {
  view: HostView;
  commands: ReturnType<typeof useHostCommand>;
  /** Presenter mode, full screen and sound. */
  controls: ReactNode;
}

/** The session's title, its PIN once the game runs, the presenter controls and End quiz. */
export function HostHeader({ view, commands, controls }: HostHeaderProps) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const isPlaying = view.phase === 'get_ready' || view.phase === 'question' || view.phase === 'reveal';
  return (
    <Group justify="space-between" gap="sm" align="center">
      <Group gap="sm" miw={0}>
        <Title order={1} size="h2">
          {pickText(view.title, language)}
        </Title>
        {view.phase !== 'lobby' && (
          <Badge size="lg" variant="light">
            {t('host.pinBadge')} <span dir="ltr">{shownPin(view.pin, language)}</span>
          </Badge>
        )}
      </Group>
      <Group gap="sm">
        {controls}
        {isPlaying && (
          <ConfirmButton
            variant="light"
            color="red"
            label={t('host.endQuiz')}
            icon={<IconPlayerStop size={18} aria-hidden />}
            title={t('host.endTitle')}
            question={t('host.endQuestion')}
            confirmLabel={t('host.endQuiz')}
            isPending={commands.pending === 'host:end'}
            onConfirm={() => commands.send('host:end')}
          />
        )}
      </Group>
    </Group>
  );
}
