import { Badge, Stack, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type LiveQuestion, type QuestionClosed } from '@awarequest/contracts';
import { currentLanguage } from '../../../../lib/i18n';
import { shapeAt } from '../answer-shapes';
import { tileStyle } from '../choice-tile';
import { StatBar } from '../../../../components/stats/stat-bar';
import rows from '../../../../components/stats/stat-rows.module.css';
import classes from './answer-stats.module.css';

/**
 * The distribution per choice as a bar chart. It is a list whose items say it all in words
 * (choice, count, share, correct or not); the bars are only a picture of the same numbers.
 */
export function AnswerStats({ question, closed }: { question: LiveQuestion | null; closed: QuestionClosed }) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  const keys = question?.choices.map((choice) => choice.key) ?? Object.keys(closed.distribution);
  const total = Math.max(1, closed.answered);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('stats.title')}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('stats.title')}>
        {keys.map((key, index) => {
          const count = closed.distribution[key] ?? 0;
          const share = Math.round((count / total) * 100);
          const isCorrect = closed.correct_choice_keys.includes(key);
          const text = question?.choices[index]?.text;
          const shape = shapeAt(index);
          return (
            <li
              key={key}
              className={rows.row}
              style={{ ...tileStyle(index), '--aq-stat-bar': 'var(--aq-shape-bg)' } as CSSProperties}
              data-testid="stat-row"
              data-correct={isCorrect}
            >
              <span className={rows.label}>
                <shape.Icon size={24} color={shape.background} aria-hidden style={{ flex: 'none' }} />
                <span>{text ? pickText(text, language) : t(`shapes.${shape.name}`)}</span>
                {isCorrect && (
                  <Badge
                    color="green"
                    variant="filled"
                    autoContrast
                    className={classes.badge}
                    styles={{ label: { overflow: 'visible' } }}
                    leftSection={<IconCheck size={14} aria-hidden />}
                  >
                    {t('reveal.correctAnswer')}
                  </Badge>
                )}
              </span>
              <StatBar share={share} />
              <span className={rows.count}>{t('stats.count', { count, share })}</span>
            </li>
          );
        })}
      </Stack>
      <span>{t('stats.answered', { answered: closed.answered, players: closed.players })}</span>
    </Stack>
  );
}
