import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickText, type LiveQuestion, type QuestionClosed } from '@awarequest/contracts';
import { currentLanguage } from '../../../../../lib/i18n';
import { StatRow } from '../../../../../components/stats/stat-row';
import rows from '../../../../../components/stats/stat-rows.module.css';
import classes from './kind-stats.module.css';

/** An ordering's reveal: the items in the right order, each with how many players put it in its place. */
export function OrderingStats({ question, closed }: { question: LiveQuestion; closed: QuestionClosed }) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  const total = Math.max(1, closed.answered);
  const textOf = (key: string) => question.choices.find((choice) => choice.key === key)?.text;
  return (
    <Stack gap="sm" data-testid="ordering-stats">
      <Title order={2} size="h3">
        {t('kindStats.orderingTitle')}
      </Title>
      <ol className={rows.list} aria-label={t('kindStats.orderingTitle')}>
        {closed.correct_choice_keys.map((key, index) => {
          const count = closed.distribution[key] ?? 0;
          const share = Math.round((count / total) * 100);
          const text = textOf(key);
          return (
            <StatRow
              key={key}
              label={
                <>
                  <span className={classes.position} aria-hidden>
                    {t('kindStats.position', { position: index + 1 })}
                  </span>
                  <span className={classes.itemText}>{text ? pickText(text, language) : key}</span>
                </>
              }
              share={share}
              count={t('kindStats.orderingInPlace', { count, share })}
            />
          );
        })}
      </ol>
      <span>{t('stats.answered', { answered: closed.answered, players: closed.players })}</span>
    </Stack>
  );
}
