import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickText, type Dashboard, type TopicMastery } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { formatNumber, formatPercent } from '../model/format';
import classes from './topic-mastery-bars.module.css';

/** A topic with no counted answers sits at the prior in the score: it is "not started", not 50 %. */
export const isStarted = (topic: TopicMastery) => topic.answered > 0;

const topicState = (topic: TopicMastery) =>
  topic.mastered ? 'topics.mastered' : topic.low_confidence ? 'topics.lowConfidence' : 'topics.notMastered';

function TopicRow({ topic }: { topic: TopicMastery }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const started = isStarted(topic);
  const name = pickText(topic.name, language);
  const value = started ? formatPercent(Math.round(topic.mastery * 1000) / 10, language) : null;
  return (
    <li className={classes.row} data-topic={topic.key} data-started={started} data-mastered={topic.mastered}>
      <Group justify="space-between" align="baseline" gap={4} wrap="wrap">
        <Text size="sm" fw={600} className={classes.name}>
          {name}
        </Text>
        <Text size="sm" fw={700} c={started ? undefined : 'dimmed'} data-mastery>
          <bdi>{value ?? t('topics.notStarted')}</bdi>
        </Text>
      </Group>
      {started ? (
        <Progress
          value={topic.mastery * 100}
          size="md"
          radius="xl"
          aria-hidden
          classNames={{ root: classes.track, section: classes.bar }}
        />
      ) : (
        <Box className={classes.empty} aria-hidden />
      )}
      {started && (
        <Text size="xs" c="dimmed">
          {t('topics.answeredCount', { number: formatNumber(topic.answered, language) })}
          {' · '}
          {t(topicState(topic))}
        </Text>
      )}
    </li>
  );
}

/**
 * Mastery of every topic as labelled bars in HTML: names wrap instead of being cut, a topic not
 * played yet says "Not started" with no bar, and the list is its own text alternative.
 */
export function TopicMasteryBars({
  topics,
  summary,
}: {
  topics: TopicMastery[];
  summary: Dashboard['topic_summary'];
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="xs">
      <Text size="sm" data-topic-summary>
        {t('topics.summary', summary)}
      </Text>
      <ul className={classes.list} aria-label={t('sections.topics')}>
        {topics.map((topic) => (
          <TopicRow key={topic.category_id} topic={topic} />
        ))}
      </ul>
    </Stack>
  );
}
