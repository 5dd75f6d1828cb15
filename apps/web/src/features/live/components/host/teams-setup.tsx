import { useMemo } from 'react';
import { Group, NativeSelect, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  MAX_TEAM_COUNT,
  TEAM_MODES,
  type HostView,
  type Language,
  type TeamsSetupPayload,
} from '@awarequest/contracts';
import { formatNumber } from '../../../../lib/number-format';
import { usePendingChoice } from '../../../../lib/use-pending-choice';
import { useLanguage } from '../../../../lib/use-language';
import type { useHostCommand } from '../../hooks/use-host-command';
import { TeamsAssignList } from './teams-assign-list';

interface TeamsSetupProps {
  view: HostView;
  commands: ReturnType<typeof useHostCommand>;
}

const SIZES = Array.from({ length: 9 }, (_, at) => at + 2);
const COUNTS = Array.from({ length: MAX_TEAM_COUNT - 1 }, (_, at) => at + 2);

/** Options whose labels are in the reader's digits (Arabic-Indic on an Arabic screen). */
const optionsOf = (values: number[], language: Language) =>
  values.map((value) => ({ value: String(value), label: formatNumber(value, language) }));

/**
 * The lobby's team setup: the mode (none, by department, the host's assignment, random), the
 * size of random teams or the number of assigned ones, and for the host's assignment every
 * player's team. Each change goes to the server at once; every host screen follows it.
 */
export function TeamsSetup({ view, commands }: TeamsSetupProps) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const { settings } = view;
  // The host's pick shows at once; the server's setup takes over when it arrives.
  const { shown: setup, choose } = usePendingChoice<TeamsSetupPayload>(
    useMemo(
      () => ({
        team_mode: settings.team_mode,
        team_size: settings.team_size,
        team_count: settings.team_count,
      }),
      [settings.team_mode, settings.team_size, settings.team_count],
    ),
  );
  const change = (next: Partial<TeamsSetupPayload>) =>
    void choose({ ...setup, ...next }, (value) => commands.setTeams(value));
  const mode = setup.team_mode;
  const isPending = commands.pending === 'host:teams';
  return (
    <Paper withBorder radius="md" p="md" data-testid="teams-setup">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('teams.title')}
        </Title>
        <Radio.Group
          label={t('teams.mode')}
          value={mode}
          onChange={(value) => {
            change({ team_mode: value });
          }}
        >
          <Group gap="md" mt={6}>
            {TEAM_MODES.map((option) => (
              <Radio key={option} value={option} label={t(`teams.modes.${option}`)} disabled={isPending} />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed" data-testid="teams-hint">
          {t(`teams.modeHints.${mode}`)}
        </Text>
        {mode === 'random' && (
          <NativeSelect
            label={t('teams.size')}
            data={optionsOf(SIZES, language)}
            value={String(setup.team_size)}
            disabled={isPending}
            maw={220}
            onChange={(event) => {
              change({ team_size: Number(event.currentTarget.value) });
            }}
          />
        )}
        {mode === 'host' && (
          <>
            <NativeSelect
              label={t('teams.count')}
              data={optionsOf(COUNTS, language)}
              value={String(setup.team_count)}
              disabled={isPending}
              maw={220}
              onChange={(event) => {
                change({ team_count: Number(event.currentTarget.value) });
              }}
            />
            <TeamsAssignList view={view} commands={commands} />
          </>
        )}
        {mode !== 'off' && (
          <Text size="sm" c="dimmed">
            {t('teams.scoreRule')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
