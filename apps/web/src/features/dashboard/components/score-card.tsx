import { Alert, Badge, Group, RingProgress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AWARENESS_TIER1_CAP, type AwarenessSummary, type RiskSummary } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { bandColor } from '../../../lib/score-bands';
import { formatNumber } from '../model/format';
import { FactorList } from './factor-list';

type ScoreCardProps =
  { kind: 'awareness'; summary: AwarenessSummary } | { kind: 'risk'; summary: RiskSummary };

/** One score: its number, band (colour and word), notes, explanation and formula version. */
export function ScoreCard(props: ScoreCardProps) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { kind, summary } = props;
  const color = bandColor(kind, summary.band);
  const bandName = t(`score.${kind}Bands.${summary.band}`);
  return (
    <Stack gap="sm" data-score={kind} data-band={summary.band}>
      <Group wrap="nowrap" gap="md" align="center">
        <RingProgress
          size={112}
          thickness={10}
          roundCaps
          sections={[{ value: summary.score, color }]}
          aria-hidden
          label={
            <Text ta="center" fw={800} fz={26} lh={1} data-value>
              <bdi>{formatNumber(summary.score, language)}</bdi>
            </Text>
          }
        />
        <Stack gap={4} miw={0}>
          <Title order={3} size="h5">
            {t(`score.${kind}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {/* The ring is decorative: its number is read here, with its scale. */}
            <VisuallyHidden component="span">{formatNumber(summary.score, language)} </VisuallyHidden>
            {t('score.outOf', { max: formatNumber(100, language) })}
          </Text>
          {/* Dark text on the light band colours (orange, green, yellow): white reads at 2.4:1. */}
          <Badge color={color} variant="filled" size="lg" autoContrast data-band-label>
            {t('score.band', { band: bandName })}
          </Badge>
        </Stack>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`score.${kind}Hint`)}
      </Text>
      {props.kind === 'awareness' && props.summary.low_confidence && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconInfoCircle size={18} />}
          p="xs"
          // A standing note about the score, not news: an alert would interrupt a screen reader.
          role="note"
          data-note="low-confidence"
        >
          {t('score.lowConfidence')}
        </Alert>
      )}
      {props.kind === 'awareness' && props.summary.capped && (
        <Alert
          variant="light"
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          p="xs"
          role="note"
          data-note="capped"
        >
          {t('score.capped', { cap: formatNumber(AWARENESS_TIER1_CAP, language) })}
        </Alert>
      )}
      {props.kind === 'risk' && (
        <Text size="sm">
          {t('score.roleLevel', { level: t(`score.roleLevels.${props.summary.role_level}`) })}
        </Text>
      )}
      <Title order={4} size="h6">
        {t('score.explanation')}
      </Title>
      <FactorList kind={kind} factors={summary.factors} />
      <Text size="xs" c="dimmed" data-formula-version>
        {t('score.formulaVersion', { version: summary.formula_version })}
      </Text>
    </Stack>
  );
}
