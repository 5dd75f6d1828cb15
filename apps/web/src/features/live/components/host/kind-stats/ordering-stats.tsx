import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickText, type LiveQuestion, type QuestionClosed } from '@awarequest/contracts';
import { currentLanguage } from '../../../../../lib/i18n';
import { StatBar } from './stat-bar';
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
      <ol className={classes.list} aria-label={t('kindStats.orderingTitle')}>
        {closed.correct_choice_keys.map((key, index) => {
          const count = closed.distribution[key] ?? 0;
          const share = Math.round((count / total) * 100);
          const text = textOf(key);
          return (
            <li key={key} className={classes.row}>
              <span className={classes.label}>
                <span className={classes.position} aria-hidden>
                  {t('kindStats.position', { position: index + 1 })}
                </span>
                <span className={classes.itemText}>{text ? pickText(text, language) : key}</span>
              </span>
              <StatBar share={share} />
              <span className={classes.count}>{t('kindStats.orderingInPlace', { count, share })}</span>
            </li>
          );
        })}
      </ol>
      <span>{t('stats.answered', { answered: closed.answered, players: closed.players })}</span>
    </Stack>
  );
}
