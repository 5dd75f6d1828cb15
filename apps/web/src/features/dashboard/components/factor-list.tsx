import { Badge, List, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickText, type ScoreFactor } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { factorTone } from '../model/factor-tone';
import { formatNumber } from '../model/format';
import type { ScoreKind } from '../../../lib/score-bands';

const ICONS = { raises: IconArrowUpRight, lowers: IconArrowDownRight, none: IconMinus };

/**
 * What raised or lowered a score, in words. Raising awareness is good news and raising risk is
 * bad news, so the colours follow the meaning, and a word says it for those who cannot see them.
 */
export function FactorList({ kind, factors }: { kind: ScoreKind; factors: ScoreFactor[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  if (factors.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('score.noFactors')}
      </Text>
    );
  }
  return (
    <List spacing="xs" size="sm" listStyleType="none" p={0} data-factors={kind}>
      {factors.map((factor, index) => {
        const tone = factorTone(kind, factor);
        const Arrow = ICONS[tone.effect];
        return (
          <List.Item
            key={`${factor.key}-${factor.category_id ?? index}`}
            data-effect={tone.effect}
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" color={tone.color} aria-hidden>
                <Arrow size={14} className="aq-mirror" />
              </ThemeIcon>
            }
          >
            <Text size="sm" component="span">
              <Badge size="sm" variant="light" color={tone.color} me={6}>
                {t(tone.effect === 'none' ? 'score.noEffect' : `score.${tone.effect}`)}
              </Badge>
              {pickText(factor.text, language)}
            </Text>
            {tone.effect !== 'none' && (
              <Text size="xs" c="dimmed" component="span" ms={6}>
                ({t('score.points', { points: formatNumber(factor.points, language) })})
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
