import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttemptResult } from '@awarequest/contracts';
import { formatNumber, formatPercent } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

/** Score, correct, wrong, unanswered, accuracy and pass score, as a description list. */
export function ResultStats({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const percent = (value: number) => formatPercent(Math.round(value), language);
  const stats = [
    ['score', percent(result.score)],
    ['correct', formatNumber(result.correct, language)],
    ['wrong', formatNumber(result.wrong, language)],
    ['unanswered', formatNumber(result.unanswered, language)],
    ['accuracy', percent(result.accuracy)],
    ['passScore', percent(result.pass_score)],
  ] as const;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" w="100%" m={0}>
      {stats.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="sm" ta="center" data-stat={key}>
          <Text component="dt" size="sm" c="dimmed">
            {t(`results.${key}`)}
          </Text>
          <Text component="dd" fw={800} fz="xl" m={0} dir="ltr">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
